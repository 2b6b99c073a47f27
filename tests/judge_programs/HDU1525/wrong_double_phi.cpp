// wrong: "the mover wins iff a / b > phi" in double: ratios of large Fibonacci numbers are too close
#include <cmath>
#include <cstdio>
#include <utility>
int main() {
    long long a, b;
    const double phi = (1 + std::sqrt(5.0)) / 2;
    while (scanf("%lld %lld", &a, &b) == 2 && (a || b)) {
        if (a < b) std::swap(a, b);
        bool stan = a % b == 0 || (double)a / b > phi;
        puts(stan ? "Stan wins" : "Ollie wins");
    }
}
