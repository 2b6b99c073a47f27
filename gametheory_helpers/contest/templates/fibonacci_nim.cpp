// Fibonacci Nim: the second player wins iff n is a Fibonacci number
// problem: HDU2516
// chapter: 04
// cost: O(log n) per case
#include <cstdio>
#include <vector>

// The Fibonacci numbers 2, 3, 5, ... up to 2^32, in 64-bit (the last one passes 2^31).
std::vector<long long> fibonacci_up_to(long long limit) {
    std::vector<long long> f = {1, 2};
    while (f.back() <= limit) f.push_back(f[f.size() - 1] + f[f.size() - 2]);
    return f;
}

bool is_p_position(long long n, const std::vector<long long>& fib) {
    for (long long f : fib)
        if (f == n) return true;
    return false;
}

int main() {
    std::vector<long long> fib = fibonacci_up_to(1LL << 32);
    long long n;
    while (scanf("%lld", &n) == 1 && n != 0)
        puts(is_p_position(n, fib) ? "Second win" : "First win");
}
