// wrong: the list of takes stops at 89 (ten Fibonacci numbers), so large heaps get wrong values
#include <cstdio>
#include <cstring>
int main() {
    int fib[10] = {1, 2, 3, 5, 8, 13, 21, 34, 55, 89};
    int sg[1001] = {0};
    for (int n = 1; n <= 1000; n++) {
        bool seen[32];
        memset(seen, 0, sizeof seen);
        for (int j = 0; j < 10 && fib[j] <= n; j++) seen[sg[n - fib[j]]] = true;
        while (seen[sg[n]]) sg[n]++;
    }
    int m, n, p;
    while (scanf("%d %d %d", &m, &n, &p) == 3 && (m || n || p))
        puts(sg[m] ^ sg[n] ^ sg[p] ? "Fibo" : "Nacci");
}
