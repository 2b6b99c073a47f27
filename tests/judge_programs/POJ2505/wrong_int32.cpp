// wrong: the same simulation in unsigned 32-bit: p * 9 wraps around for n near 2^32 - 1
#include <cstdio>
int main() {
    unsigned n;
    while (scanf("%u", &n) == 1) {
        unsigned p = 1;
        bool stan = true;
        while (true) {
            p *= stan ? 9 : 2;
            if (p >= n) break;
            stan = !stan;
        }
        puts(stan ? "Stan wins." : "Ollie wins.");
    }
}
