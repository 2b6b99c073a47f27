// wrong: the parity of the total number of stones decides (true only for heaps of 1)
#include <cstdio>
int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n;
        long long sum = 0;
        scanf("%d", &n);
        for (int j = 0; j < n; j++) {
            int a;
            scanf("%d", &a);
            sum += a;
        }
        puts(sum % 2 ? "Yes" : "No");
    }
}
