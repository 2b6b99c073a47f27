// right: the second player wins iff L + 1 divides K: L + 1 is the smallest divisor of K above 2
#include <cstdio>
int main() {
    long long k, d = 0;
    scanf("%lld", &k);
    for (long long e = 3; e * e <= k; e++)
        if (k % e == 0) { d = e; break; }
    if (!d) d = (k % 2 == 0 && k / 2 >= 3) ? k / 2 : k;
    printf("%lld\n", d - 1);
}
