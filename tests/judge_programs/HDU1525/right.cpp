// right: follow the forced moves until a player can choose (a / b >= 2 or b divides a)
#include <cstdio>
#include <utility>
int main() {
    long long a, b;
    while (scanf("%lld %lld", &a, &b) == 2 && (a || b)) {
        bool stan = true;
        while (true) {
            if (a < b) std::swap(a, b);
            if (a % b == 0 || a / b >= 2) break;
            a -= b;
            stan = !stan;
        }
        puts(stan ? "Stan wins" : "Ollie wins");
    }
}
