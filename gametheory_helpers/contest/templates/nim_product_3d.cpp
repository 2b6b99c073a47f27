// The Nim product in three dimensions: each light in the cube is worth x ⊗ y ⊗ z
// problem: POJ3533
// chapter: 09
// cost: O(log^2) per product after a 64 x 64 memo of products of powers of 2
#include <cstdio>
typedef unsigned long long ull;

ull memo[64][64];
bool known[64][64];
ull nim_mul(ull x, ull y);

// 2^i (*) 2^j.  Split at F = 2^t, t the highest bit of i | j (F a Fermat 2-power 2^(2^k)):
// below F the Nim product by F is the ordinary one, and F (*) F = 3F/2 = F ^ F/2.
ull nim_pow2(int i, int j) {
    if (i == 0 || j == 0) return 1ull << (i | j);
    if (known[i][j]) return memo[i][j];
    int t = 1;
    while (t * 2 <= (i | j)) t *= 2;
    ull r;
    if ((i & t) && (j & t)) {
        ull p = nim_pow2(i - t, j - t);     // below F
        r = (p << t) ^ nim_mul(p, 1ull << (t - 1));  // p (*) (F ^ F/2)
    } else {
        r = nim_pow2(i & ~t, j & ~t) << t;  // p (*) F = p * F, as p < F
    }
    known[i][j] = true;
    return memo[i][j] = r;
}

// The product is bilinear over xor: combine the bits.  Unsigned 64-bit: no overflow, no UB.
ull nim_mul(ull x, ull y) {
    ull r = 0;
    for (ull a = x; a; a &= a - 1)      // each set bit i of x
        for (ull b = y; b; b &= b - 1)  // each set bit j of y
            r ^= nim_pow2(__builtin_ctzll(a), __builtin_ctzll(b));
    return r;
}

int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        ull s = 0;
        for (int i = 0; i < n; i++) {
            ull x, y, z;
            scanf("%llu %llu %llu", &x, &y, &z);
            s ^= nim_mul(nim_mul(x, y), z);  // turning corners is a product of Nim in each axis
        }
        puts(s ? "No" : "Yes");  // the question: does the first player lose?
    }
}
