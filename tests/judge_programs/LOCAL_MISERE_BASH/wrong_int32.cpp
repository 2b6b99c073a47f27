// wrong: int arithmetic; m + 1 and n - 1 overflow past 2^31 - 1 (n, m go up to 10^18)
#include <cstdio>
int main() {
    int t;
    long long n, m;
    scanf("%d", &t);
    while (t-- && scanf("%lld %lld", &n, &m) == 2) {
        int a = (int)(n - 1), b = (int)(m + 1);
        puts(b != 0 && a % b == 0 ? "Second" : "First");
    }
}
