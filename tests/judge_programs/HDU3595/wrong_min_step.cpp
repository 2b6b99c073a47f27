// wrong: decides by the shortest game (min step) instead of the longest (max step)
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
        int shortest = 1 << 30;
        for (int i = 0; i < n; i++) {
            int x, y;
            scanf("%d %d", &x, &y);
            shortest = std::min(shortest, step(x, y));
        }
        puts(shortest % 2 ? "MM" : "GG");
    }
}
