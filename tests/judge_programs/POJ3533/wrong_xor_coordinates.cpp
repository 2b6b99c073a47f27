// wrong: a light worth x ^ y ^ z, as if the three coordinates were three Nim heaps
#include <cstdio>
int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            int x, y, z;
            scanf("%d %d %d", &x, &y, &z);
            s ^= x ^ y ^ z;
        }
        puts(s ? "No" : "Yes");
    }
}
