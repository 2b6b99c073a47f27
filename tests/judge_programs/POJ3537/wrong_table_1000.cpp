// wrong: the SG table only up to 1000 (the chapter's crosses_grundy limit), not the 2000 allowed
#include <algorithm>
#include <cstdio>
#include <cstring>
int sg[2001];
int main() {
    for (int n = 1; n <= 1000; n++) {
        bool seen[2048];
        memset(seen, 0, sizeof seen);
        for (int i = 1; i <= n; i++) seen[sg[std::max(i - 3, 0)] ^ sg[std::max(n - i - 2, 0)]] = true;
        while (seen[sg[n]]) sg[n]++;
    }
    int n;
    while (scanf("%d", &n) == 1) puts(sg[n] ? "1" : "2");
}
