// right: step of each Euclid pair (max over P-options + 1 if N, min + 1 if P); MM iff max is odd
#include <algorithm>
#include <cstdio>
int step(int a, int b) {
    if (a < b) std::swap(a, b);
    if (b == 0) return 0;
    int s = step(b, a % b);
    if (a / b >= 2 && s % 2 == 1) return s + 2;
    return s + 1;
}
int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        int longest = 0;
        for (int i = 0; i < n; i++) {
            int x, y;
            scanf("%d %d", &x, &y);
            longest = std::max(longest, step(x, y));
        }
        puts(longest % 2 ? "MM" : "GG");
    }
}
