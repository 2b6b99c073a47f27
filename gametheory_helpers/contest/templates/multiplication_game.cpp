// A Multiplication Game: Stan wins iff n lies in (18^k, 9 * 18^k] for some k
// problem: POJ2505
// chapter: 01
// cost: O(log n) per case
#include <cstdio>

// One round (Stan x9, then Ollie x2) multiplies by 18, so ceil(n / 18) is the same game one
// round later.  Dividing instead of multiplying p means nothing can overflow.
bool stan_wins(unsigned long long n) {
    while (n > 18) n = (n + 17) / 18;
    return n <= 9;  // Stan reaches any n <= 9 at once; for 9 < n <= 18 Ollie does
}

int main() {
    unsigned long long n;
    while (scanf("%llu", &n) == 1) puts(stan_wins(n) ? "Stan wins." : "Ollie wins.");
}
