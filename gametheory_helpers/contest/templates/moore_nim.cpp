// Moore's Nim_k: P iff every binary column holds a multiple of k + 1 ones
// problem: LOCAL_MOORE_NIM
// chapter: 02
// cost: O(n log max a) per case
#include <cstdio>
#include <vector>

// Count the 1s of each binary digit over all heaps; each count must be 0 modulo k + 1
// (k = 1: Bouton's Nim-sum).
bool is_p_position(const std::vector<long long>& heaps, int k) {
    for (int bit = 0; bit < 31; bit++) {
        int ones = 0;
        for (long long a : heaps) ones += (a >> bit) & 1;
        if (ones % (k + 1) != 0) return false;
    }
    return true;
}

int main() {
    int t, n, k;
    scanf("%d", &t);
    while (t-- && scanf("%d %d", &n, &k) == 2) {
        std::vector<long long> heaps(n);
        for (auto& a : heaps) scanf("%lld", &a);
        puts(is_p_position(heaps, k) ? "Second" : "First");
    }
}
