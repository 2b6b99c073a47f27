// wrong: the Fibonacci numbers in 32-bit int: past F46 the sum overflows and the loop never ends
#include <cstdio>
int main() {
    int n;
    while (scanf("%d", &n) == 1 && n) {
        int a = 1, b = 2;
        while (b < n) { int c = a + b; a = b; b = c; }
        puts(b == n ? "Second win" : "First win");
    }
}
