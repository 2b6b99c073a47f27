// A tight C++ mex-and-sparse-space loop for octal games and Grundy's game: the stand-in for
// "the machine's limit" that benchmarks/bench_octal_ratios.py compares the engine with.
//
// The method is the one of gametheory_helpers/games/octal_sparse.py (Winning Ways, "Sparse
// Space Spells Speed"): a plain O(n^2) prefix, a mask chosen on it (finite or co-finite, range
// or domain kind, the fewest rare positions in the window's second half), then per heap the
// common non-options from the rare positions and a block-strided search for the rare values
// below that candidate.  Exact for any fitting mask: the values never depend on the choice.
//
// Build: g++ -O3 -o octal_ref octal_ref.cpp
// Usage: octal_ref CODE N [OUT]   (CODE "grundy" or an octal code such as 0.6, 0.16, 4.07)
// Prints "seconds S" and "cpu_seconds C" (the computation alone, in process, wall-clock and
// CPU time), "max V" (the largest value) and
// "peak_kib K" (the peak RSS, Linux); with OUT, writes
// G(0) .. G(N-1) there as little-endian uint32 (the bench hashes it against the engine).
#include <chrono>
#include <ctime>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
#include <new>
#include <sys/mman.h>

using u32 = std::uint32_t;
using i64 = std::int64_t;

// The values' array on transparent huge pages where the kernel offers them (madvise), as
// numpy gives the engine's large arrays: with 4 KiB pages, the reads G[rest - r] of the loop
// over the rare positions, spread over the whole run, miss the TLB.
struct Values {
    u32 *p = nullptr;
    size_t n = 0;
    explicit Values(size_t count) : n(count) {
        const size_t huge = 2 << 20, bytes = (count * sizeof(u32) + huge - 1) / huge * huge;
        p = static_cast<u32 *>(std::aligned_alloc(huge, bytes));
        if (!p) throw std::bad_alloc();
#ifdef MADV_HUGEPAGE
        madvise(p, bytes, MADV_HUGEPAGE);
#endif
        std::memset(p, 0, count * sizeof(u32));
    }
    ~Values() { std::free(p); }
    Values(const Values &) = delete;
    Values &operator=(const Values &) = delete;
    u32 &operator[](size_t i) { return p[i]; }
    const u32 &operator[](size_t i) const { return p[i]; }
    u32 *data() { return p; }
    const u32 *data() const { return p; }
    size_t size() const { return n; }
    u32 *begin() { return p; }
    u32 *end() { return p + n; }
};

static const int PREFIX = 2048, WINDOW = 1 << 14, RESELECT_UNTIL = 1 << 19, MASK_BITS = 10;
static const int BLOCK = 64, NEAR_BLOCKS = (1 << 16) / BLOCK;
static const i64 STRIDE = 1000003;

struct Game {
    std::vector<int> whole, one, two;
    bool unequal = false;
};

static bool parse(const char *code, Game &game) {
    if (std::strcmp(code, "grundy") == 0) {
        game.two = {0};
        game.unequal = true;
        return true;
    }
    std::vector<int> digits;
    const char *dot = std::strchr(code, '.');
    if (!dot || dot == code) return false;
    for (const char *p = code; p < dot; ++p) {
        if (*p < '0' || *p > '7') return false;
    }
    digits.push_back(code[dot - code - 1] - '0');  // digit 0: the last one before the point
    for (const char *p = dot + 1; *p; ++p) {
        if (*p < '0' || *p > '7') return false;
        digits.push_back(*p - '0');
    }
    for (int j = 0; j < (int)digits.size(); ++j) {
        if ((digits[j] & 1) && j) game.whole.push_back(j);
        if ((digits[j] & 2) && j) game.one.push_back(j);
        if (digits[j] & 4) game.two.push_back(j);
    }
    return true;
}

struct Run {
    const Game &game;
    Values G;
    std::vector<u32> mark;    // mark[x] == n: x is an option of heap n
    std::vector<uint8_t> par; // parity of x & mask
    std::vector<u32> rare, rare_g;
    bool sparse = false;
    int flip = 0, c0 = 0;
    i64 mask = 0;
    i64 count = 1;
    i64 ops = 0;              // splits marked (the inner loops' operations), for the limit figure
    i64 ops_rare = 0;         // those of them in the loop over the rare positions

    Run(const Game &g, i64 n) : game(g), G((size_t)n), mark(64, 0xFFFFFFFFu) {}

    static int parity(i64 x) { return __builtin_parityll((unsigned long long)x); }

    void refresh_parities() {
        par.assign(mark.size(), 0);
        for (size_t x = 0; x < mark.size(); ++x) par[x] = (uint8_t)parity((i64)x & mask);
    }

    void grow_mark(u32 g) {
        size_t size = mark.size();
        while (g >= size / 2) size *= 2;
        if (size != mark.size()) {
            mark.resize(size, 0xFFFFFFFFu);
            if (sparse) refresh_parities();
        }
    }

    u32 mex(u32 n) const {
        u32 g = 0;
        while (mark[g] == n) ++g;
        return g;
    }

    void plain(i64 n) {
        u32 stamp = (u32)n;
        for (int j : game.whole)
            if (j == n) mark[0] = stamp;
        for (int j : game.one)
            if (j < n) mark[G[n - j]] = stamp;
        for (int t : game.two) {
            i64 rest = n - t;
            i64 half = game.unequal ? (rest - 1) / 2 : rest / 2;
            ops += half > 0 ? half : 0;
            for (i64 a = 1; a <= half; ++a) mark[G[a] ^ G[rest - a]] = stamp;
        }
        G[n] = mex(stamp);
    }

    // The mask with the fewest rare positions in the second half of the last WINDOW values.
    void select_mask() {
        i64 first = count > WINDOW ? count - WINDOW : 0;
        i64 size = count - first, tail_from = first + size / 2;
        u32 top = 0;
        for (i64 i = first; i < count; ++i) top = G[i] > top ? G[i] : top;
        int bits = 1;
        while ((1u << bits) <= top) ++bits;
        int low = bits < MASK_BITS ? bits : MASK_BITS;
        std::vector<std::pair<int, int>> kinds = {{0, 0}};
        bool same = !game.two.empty();
        for (int t : game.two) same = same && ((t & 1) == (game.two[0] & 1));
        if (same) kinds.push_back({1, game.two[0] & 1});
        i64 best_tail = -1, best_total = 0, best_mask = 0;
        int best_flip = 0, best_c0 = 0;
        for (auto [kflip, kc0] : kinds) {
            for (int cofinite = 1; cofinite >= 0; --cofinite) {
                for (i64 b = 0; b < (1 << low); ++b) {
                    i64 m = cofinite ? ~b : b;
                    i64 tail = 0, total = 0;
                    for (i64 i = first; i < count; ++i) {
                        if (i == 0) continue;
                        bool is_rare = (parity((i64)G[i] & m) ^ (kflip & (int)(i & 1))) == kc0;
                        total += is_rare;
                        tail += is_rare && i >= tail_from;
                    }
                    if (best_tail < 0 || tail < best_tail ||
                        (tail == best_tail && total < best_total)) {
                        best_tail = tail, best_total = total, best_mask = m;
                        best_flip = kflip, best_c0 = kc0;
                    }
                }
            }
        }
        double share = (double)best_tail / (double)(size - size / 2 > 0 ? size - size / 2 : 1);
        mask = best_mask, flip = best_flip, c0 = best_c0;
        sparse = !game.two.empty() && share < 0.5;
        rare.clear(), rare_g.clear();
        if (!sparse) return;
        for (i64 i = 1; i < count; ++i) {
            if ((parity((i64)G[i] & mask) ^ (flip & (int)(i & 1))) == c0) {
                rare.push_back((u32)i), rare_g.push_back(G[i]);
            }
        }
        refresh_parities();
    }

    void sparse_step(i64 n) {
        u32 stamp = (u32)n;
        int fl = flip & (int)(n & 1);
        for (int j : game.whole)
            if (j == n) mark[0] = stamp;
        for (int j : game.one)
            if (j < n) mark[G[n - j]] = stamp;
        const u32 *g = G.data();
        u32 *mk = mark.data();
        for (int t : game.two) {
            i64 rest = n - t;
            size_t m = rare.size();
            while (m > 0 && rare[m - 1] >= rest) --m;
            ops += (i64)m;
            ops_rare += (i64)m;
            if (game.unequal && rest % 2 == 0 && m > 0 && 2 * (i64)rare[m - 1] >= rest) {
                for (size_t i = 0; i < m; ++i) {  // skip the equal split (Grundy's game)
                    i64 r = rare[i];
                    if (2 * r != rest) mk[rare_g[i] ^ g[rest - r]] = stamp;
                }
            } else {  // the usual case, without a test in the loop
                for (size_t i = 0; i < m; ++i) mk[rare_g[i] ^ g[rest - rare[i]]] = stamp;
            }
        }
        size_t size = mark.size();
        size_t cstar = 0;
        while (cstar < size && (mk[cstar] == stamp || (par[cstar] ^ fl) == c0)) ++cstar;
        size_t cand = 0;
        while (cand < cstar && mk[cand] == stamp) ++cand;
        if (cand < cstar) {
            i64 max_half = 0;
            for (int t : game.two) {
                i64 rest = n - t, half = game.unequal ? (rest - 1) / 2 : rest / 2;
                max_half = half > max_half ? half : max_half;
            }
            i64 blocks = (max_half + BLOCK - 1) / BLOCK;
            i64 near = blocks < NEAR_BLOCKS ? blocks : NEAR_BLOCKS;
            for (i64 i = 0; i < blocks && cand < cstar; ++i) {
                i64 a0 = 1 + ((i < near) ? (i * STRIDE) % near : i) * BLOCK;
                for (int t : game.two) {
                    i64 rest = n - t, half = game.unequal ? (rest - 1) / 2 : rest / 2;
                    i64 top = a0 + BLOCK < half + 1 ? a0 + BLOCK : half + 1;
                    ops += top > a0 ? top - a0 : 0;
                    for (i64 a = a0; a < top; ++a) mk[g[a] ^ g[rest - a]] = stamp;
                }
                while (cand < cstar && mk[cand] == stamp) ++cand;
            }
        }
        G[n] = (u32)cand;
        if ((par[cand] ^ fl) == c0) rare.push_back((u32)n), rare_g.push_back((u32)cand);
    }

    void compute(i64 n) {
        i64 next_selection = 0;
        bool chosen = false;
        for (i64 h = 1; h < n; ++h) {
            count = h;
            if (h >= PREFIX && game.two.size() &&
                (!chosen || (h >= next_selection && h <= RESELECT_UNTIL))) {
                select_mask();
                chosen = true;
                next_selection = 2 * h;
            }
            if (sparse) sparse_step(h); else plain(h);
            grow_mark(G[h]);
        }
        count = n;
    }
};

// This process's peak RSS (VmHWM; getrusage's ru_maxrss counts the parent's memory before exec).
static long peak_kib() {
    FILE *status = std::fopen("/proc/self/status", "r");
    char line[256];
    long kib = -1;
    while (status && std::fgets(line, sizeof line, status)) {
        if (std::strncmp(line, "VmHWM:", 6) == 0) kib = std::strtol(line + 6, nullptr, 10);
    }
    if (status) std::fclose(status);
    return kib;
}

// The measured cost of one inner-loop operation, mark[G[a] ^ G[rest - a]] = stamp, at its
// fastest: runs of 256 consecutive splits over arrays that stay in the cache, written as the
// plain loop and as the engine's two steps (the xors of a block, then the stores); the faster
// form counts.  "ops x this cost" is then a floor for any engine that does those operations.
static u32 checksum;  // read after the loops, so that the compiler keeps their stores

static double op_cost_ns() {
    const i64 size = 1 << 16, run = 256, reps = 20;
    std::vector<u32> G(size), mark(2048, 0xFFFFFFFFu);
    u32 x = 2463534242u;
    for (u32 &v : G) {
        x ^= x << 13, x ^= x >> 17, x ^= x << 5;
        v = x & 1023u;
    }
    double best = 1e9;
    for (int form = 0; form < 2; ++form) {
        for (int trial = 0; trial < 3; ++trial) {
            std::clock_t start = std::clock();
            i64 ops = 0;
            u32 stamp = 0;
            for (i64 rep = 0; rep < reps; ++rep) {
                for (i64 rest = size / 2; rest < size; ++rest, ++stamp) {
                    const u32 *g = G.data();
                    u32 *mk = mark.data();
                    if (form == 0) {
                        for (i64 a = 1; a <= run; ++a) mk[(g[a] ^ g[rest - a]) & 2047u] = stamp;
                    } else {
                        for (i64 a0 = 1; a0 <= run; a0 += BLOCK) {
                            u32 xs[BLOCK];
                            for (int j = 0; j < BLOCK; ++j)
                                xs[j] = (g[a0 + j] ^ g[rest - a0 - j]) & 2047u;
                            for (int j = 0; j < BLOCK; ++j) mk[xs[j]] = stamp;
                        }
                    }
                    ops += run;
                }
            }
            double ns = 1e9 * (double)(std::clock() - start) / CLOCKS_PER_SEC / (double)ops;
            for (u32 v : mark) checksum += v;
            best = ns < best ? ns : best;
        }
    }
    return best;
}

int main(int argc, char **argv) {
    if (argc == 2 && std::strcmp(argv[1], "opcost") == 0) {
        std::printf("op_ns %.4f\n", op_cost_ns());
        return checksum == 1 ? 3 : 0;  // (never 1: keeps the checksum alive)
    }
    if (argc < 3) {
        std::fprintf(stderr, "usage: %s CODE N [OUT] | %s opcost\n", argv[0], argv[0]);
        return 2;
    }
    Game game;
    if (!parse(argv[1], game)) {
        std::fprintf(stderr, "CODE must be grundy or an octal code like 0.6, not %s\n", argv[1]);
        return 2;
    }
    char *end = nullptr;
    long long n = std::strtoll(argv[2], &end, 10);
    if (*end || n < 1 || n > 100000000LL) {
        std::fprintf(stderr, "N must be a whole number from 1 to 10^8, not %s\n", argv[2]);
        return 2;
    }
    Run run(game, n);
    auto start = std::chrono::steady_clock::now();
    std::clock_t cpu_start = std::clock();
    run.compute(n);
    double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    u32 top = 0;
    for (u32 v : run.G) top = v > top ? v : top;
    double cpu = (double)(std::clock() - cpu_start) / CLOCKS_PER_SEC;
    std::printf("seconds %.6f\ncpu_seconds %.6f\nmax %u\npeak_kib %ld\nops %lld\nops_rare %lld\n"
                "rare %zu\n", seconds, cpu, top, peak_kib(), (long long)run.ops,
                (long long)run.ops_rare, run.rare.size());
    if (argc > 3) {
        FILE *out = std::fopen(argv[3], "wb");
        if (!out || std::fwrite(run.G.data(), sizeof(u32), run.G.size(), out) != run.G.size()) {
            std::fprintf(stderr, "cannot write %s\n", argv[3]);
            return 1;
        }
        std::fclose(out);
    }
    return 0;
}
