// wrong: the formula misremembered: SG(4k+3) = 4k+2 and SG(4k+4) = 4k+5 (the two shifts swapped)
#include <cstdio>
int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n;
        scanf("%d", &n);
        long long x = 0;
        for (int i = 0; i < n; i++) {
            long long s;
            scanf("%lld", &s);
            if (s % 4 == 3) s--;
            else if (s % 4 == 0) s++;
            x ^= s;
        }
        puts(x ? "Alice" : "Bob");
    }
}
