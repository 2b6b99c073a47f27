// A symmetry strategy: coins in a circle, take one or two adjacent
// problem: POJ2484
// chapter: 10
// cost: O(1) per case
#include <cstdio>

// n <= 2: Alice takes everything.  Otherwise Bob's reply leaves two equal rows and he copies.
bool alice_wins(int n) { return n <= 2; }

int main() {
    int n;
    while (scanf("%d", &n) == 1 && n) puts(alice_wins(n) ? "Alice" : "Bob");
}
