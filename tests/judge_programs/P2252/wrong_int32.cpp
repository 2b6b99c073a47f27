// wrong: 5*k*k in 32-bit int overflows (from k = 20725 on), an isqrt on garbage
#include <cmath>
#include <cstdio>
#include <utility>
int main() {
    int a, b;
    if (scanf("%d %d", &a, &b) != 2) return 0;
    if (a > b) std::swap(a, b);
    int k = b - a;
    unsigned n = 5u * k * k;
    unsigned s = (unsigned)std::sqrt((double)n);
    puts(a == (int)((k + s) / 2) ? "0" : "1");
}
