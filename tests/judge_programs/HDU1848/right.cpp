// right: one table of Grundy values (takes 1, 2, 3, 5, ..., 987) up to 1000; xor the heaps
#include <cstdio>
#include <cstring>
int main() {
    int fib[20], k = 2;
    fib[0] = 1, fib[1] = 2;
    while (fib[k - 1] + fib[k - 2] <= 1000) fib[k] = fib[k - 1] + fib[k - 2], k++;
    int sg[1001] = {0};
    for (int n = 1; n <= 1000; n++) {
        bool seen[32];
        memset(seen, 0, sizeof seen);
        for (int j = 0; j < k && fib[j] <= n; j++) seen[sg[n - fib[j]]] = true;
        while (seen[sg[n]]) sg[n]++;
    }
    int m, n, p;
    while (scanf("%d %d %d", &m, &n, &p) == 3 && (m || n || p))
        puts(sg[m] ^ sg[n] ^ sg[p] ? "Fibo" : "Nacci");
}
