// right: no power of 2 is a multiple of 3, and 1 or 2 always restores one: Cici wins iff 3 | n
#include <cstdio>
int main() {
    int n;
    while (scanf("%d", &n) == 1) puts(n % 3 == 0 ? "Cici" : "Kiki");
}
