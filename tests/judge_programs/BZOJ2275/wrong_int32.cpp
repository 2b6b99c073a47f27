// wrong: N read into a 32-bit int: heaps above 2^31 - 1 are read wrongly
#include <cstdio>
int main() {
    int f[50], n, part = 0;
    int m = 2;
    f[0] = 1, f[1] = 2;
    while (f[m - 1] < 1000000000) f[m] = f[m - 1] + f[m - 2], m++;
    scanf("%d", &n);
    for (int i = m - 1; i >= 0; i--)
        if (f[i] <= n) n -= f[i], part = f[i];
    printf("%d\n", part);
}
