// wrong: n is Fibonacci iff 5n^2 + 4 or 5n^2 - 4 is a square, tested in double: sqrt(5n^2 +- 4) of a multiple like 204668310 = 2 * F_40 rounds to an integer
#include <cmath>
#include <cstdio>
bool square(double x) {
    double s = std::sqrt(x);
    return s == std::floor(s);
}
int main() {
    long long n;
    while (scanf("%lld", &n) == 1 && n) {
        double x = 5.0 * n * n;
        puts(square(x + 4) || square(x - 4) ? "Second win" : "First win");
    }
}
