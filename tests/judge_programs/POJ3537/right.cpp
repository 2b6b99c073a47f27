// right: an X at cell i of an empty strip of n forbids cells i-2..i+2 (the opponent would win
// there), leaving strips of i - 3 and n - i - 2 cells; SG by mex up to 2000
#include <algorithm>
#include <cstdio>
#include <cstring>
int sg[2001];
int main() {
    for (int n = 1; n <= 2000; n++) {
        bool seen[2048];
        memset(seen, 0, sizeof seen);
        for (int i = 1; i <= n; i++) seen[sg[std::max(i - 3, 0)] ^ sg[std::max(n - i - 2, 0)]] = true;
        while (seen[sg[n]]) sg[n]++;
    }
    int n;
    while (scanf("%d", &n) == 1) puts(sg[n] ? "1" : "2");
}
