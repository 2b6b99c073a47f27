// wrong: forgets the count C on the first line and reads pairs 'n m' to the end of the input
#include <cstdio>
int main() {
    int n, m;
    while (scanf("%d %d", &n, &m) == 2) puts(n % (m + 1) == 0 ? "Rabbit" : "Grass");
}
