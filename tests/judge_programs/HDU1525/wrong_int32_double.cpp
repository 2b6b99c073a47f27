// wrong: tests a >= 2 * b in 32-bit int: 2 * b overflows for b >= 2^30 and looks negative
#include <cstdio>
#include <utility>
int main() {
    int a, b;
    while (scanf("%d %d", &a, &b) == 2 && (a || b)) {
        bool stan = true;
        while (true) {
            if (a < b) std::swap(a, b);
            if (a % b == 0 || a >= 2 * b) break;
            a -= b;
            stan = !stan;
        }
        puts(stan ? "Stan wins" : "Ollie wins");
    }
}
