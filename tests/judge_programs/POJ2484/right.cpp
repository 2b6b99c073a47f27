// right: n <= 2 Alice takes all; otherwise Bob splits the circle into two equal rows and copies
#include <cstdio>
int main() {
    int n;
    while (scanf("%d", &n) == 1 && n) puts(n <= 2 ? "Alice" : "Bob");
}
