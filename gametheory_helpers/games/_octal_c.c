/* The inner loops of the octal engines in C: the compiled back end that needs no numba.
 *
 * The same three kernels as gametheory_helpers/games/_octal_kernels.py (read its docstrings
 * for the method), with the same signatures and the same results.  Two differences in how the
 * sparse loop gets there: it marks the splits with a large rare part for 64 heaps at a time
 * (see sparse_loop), and its search through the splits into two common heaps compares the
 * last few values left with each block instead of storing the block (search_common_splits):
 *
 *   plain_kernel(G, lo, hi, whole, one, two, unequal, mark) -> next heap
 *   sparse_kernel(G, lo, hi, whole, one, two, unequal, mark, par, flip_n, c0, rare, nrare,
 *                 rare_g) -> (next heap, rare count)
 *   certify_kernel(G, size, max_take) -> (preperiod, period, bound) or (-1, -1, -1)
 *
 * Buffers come through the buffer protocol (numpy arrays or array.array): G, mark, par, rare
 * and rare_g hold int32 (writable where written), whole/one/two int64.  Types, lengths and
 * the arguments' ranges are checked at the boundary (TypeError / ValueError naming the
 * argument); the loops run without the GIL.  Every index into mark is masked by its length
 * (a power of two), so a G holding values past the contract cannot write out of bounds: the
 * mask changes nothing while values stay below len(mark) / 2, as the engine keeps them.
 *
 * Declared in pyproject.toml as an optional extension (gametheory_helpers.games._octal_c);
 * gametheory_helpers/games/octal_sparse.py falls back to numba or plain Python without it.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define BLOCK 64
#define STRIDE 1000003
#define NEAR_BLOCKS ((1 << 16) / BLOCK)
#define RARE_BLOCK 64       /* heaps whose large rare splits are marked together */
#define FEW 8              /* values left to find when the search stops storing */
#define COUNT_EVERY 4      /* blocks between two counts of the values left */
#define LIST_MAX 512       /* the most values left that are listed */
#define RARE_BYTES_MAX 4096 /* beyond this many values, a row per heap is too large */
/* The hot loops in two builds, AVX2 and the baseline, picked when the module loads (GCC's and
 * clang's function multi-versioning on x86-64 Linux; elsewhere the baseline alone): wheels and
 * hub images stay portable (no -march=native), and a machine with AVX2 uses it. */
#if defined(__x86_64__) && defined(__linux__) && defined(__has_attribute) && \
    !defined(OCTAL_C_BASELINE_ONLY) /* (the tests build the baseline alone with it) */
#if __has_attribute(target_clones)
#define CLONED __attribute__((target_clones("avx2", "default")))
#endif
#endif
#ifndef CLONED
#define CLONED
#endif
/* value v is the value of an option of heap n: in mark, or in the heap's row of the block */
#define TAKEN(v) (mark[v] == stamp || (hit != NULL && hit[v]))

typedef struct {
    Py_buffer view;
    int held;
} Buf;

static void release(Buf *b, int count) {
    for (int i = 0; i < count; i++) {
        if (b[i].held) {
            PyBuffer_Release(&b[i].view);
            b[i].held = 0;
        }
    }
}

/* The format's one type code, after an optional native/little-endian prefix; 0 if another. */
static char type_code(const char *format) {
    if (format == NULL) return 'B';
    if (*format == '@' || *format == '=') format++;
#if PY_LITTLE_ENDIAN
    else if (*format == '<') format++;
#endif
    if (format[0] == 0 || format[1] != 0) return 0;
    return format[0];
}

/* Take obj's buffer as a C-contiguous 1-d array of signed integers of `itemsize` bytes. */
static int take(PyObject *obj, const char *name, Py_ssize_t itemsize, int writable, Buf *b) {
    int flags = PyBUF_FORMAT | PyBUF_ND | PyBUF_C_CONTIGUOUS | (writable ? PyBUF_WRITABLE : 0);
    const char *wanted = itemsize == 4 ? "int32 (a numpy int32 array or array('i'))"
                                       : "int64 (a numpy int64 array or array('q'))";
    if (PyObject_GetBuffer(obj, &b->view, flags) < 0) {
        PyErr_Clear();
        PyErr_Format(PyExc_TypeError,
                     "%s must be a %scontiguous buffer of %s, got %.200R (%.100s)", name,
                     writable ? "writable " : "", wanted, obj, Py_TYPE(obj)->tp_name);
        return -1;
    }
    b->held = 1;
    char code = type_code(b->view.format);
    int is_signed = code != 0 && strchr("bhilq", code) != NULL;
    if (b->view.ndim != 1 || b->view.itemsize != itemsize || !is_signed) {
        PyErr_Format(PyExc_TypeError,
                     "%s must be a one-dimensional buffer of %s, got %.100s with format '%s', "
                     "item size %zd and %d dimension(s)", name, wanted, Py_TYPE(obj)->tp_name,
                     b->view.format ? b->view.format : "B", b->view.itemsize, b->view.ndim);
        return -1;
    }
    return 0;
}

static Py_ssize_t length(Buf *b) { return b->view.len / b->view.itemsize; }

/* Rules (whole, one, two: int64 takes) must be >= 0. */
static int check_takes(Buf *b, const char *name) {
    const int64_t *t = (const int64_t *)b->view.buf;
    for (Py_ssize_t i = 0; i < length(b); i++) {
        if (t[i] < 0) {
            PyErr_Format(PyExc_ValueError, "%s must hold takes >= 0, got %lld at index %zd",
                         name, (long long)t[i], i);
            return -1;
        }
    }
    return 0;
}

static int check_range(Buf *G, Buf *mark, Py_ssize_t lo, Py_ssize_t hi) {
    Py_ssize_t size = length(mark);
    if (lo < 0 || hi < lo || hi > length(G)) {
        PyErr_Format(PyExc_ValueError,
                     "lo and hi must satisfy 0 <= lo <= hi <= len(G) = %zd, got lo=%zd, hi=%zd",
                     length(G), lo, hi);
        return -1;
    }
    if (hi > INT32_MAX) {
        PyErr_Format(PyExc_ValueError, "hi must be at most %d (int32 stamps), got %zd",
                     INT32_MAX, hi);
        return -1;
    }
    if (size < 2 || (size & (size - 1)) != 0) {
        PyErr_Format(PyExc_ValueError, "len(mark) must be a power of two >= 2, got %zd", size);
        return -1;
    }
    return 0;
}

/* ---------------------------------------------------------------- the loops, GIL released */

/* Mark the options of heap n that leave at most one heap: take it whole, or take from it. */
static inline void mark_one_heap_moves(const int32_t *G, Py_ssize_t n, const int64_t *whole,
                                       Py_ssize_t nwhole, const int64_t *one, Py_ssize_t none,
                                       int32_t *mark, uint32_t wrap, int32_t stamp) {
    for (Py_ssize_t k = 0; k < nwhole; k++)
        if (whole[k] == n) mark[0] = stamp;
    for (Py_ssize_t k = 0; k < none; k++)
        if (one[k] < n) mark[(uint32_t)G[n - one[k]] & wrap] = stamp;
}

/* x[j] = (left[j] ^ right[-j]) & wrap: the values of the len <= BLOCK splits j of a block (a
 * loop the compiler vectorises; of fixed length for a whole block) */
static inline void split_values(const uint32_t *left, const uint32_t *right, uint32_t wrap,
                                Py_ssize_t len, uint32_t *x) {
    if (len == BLOCK)
        for (int j = 0; j < BLOCK; j++) x[j] = (left[j] ^ right[-j]) & wrap;
    else
        for (Py_ssize_t j = 0; j < len; j++) x[j] = (left[j] ^ right[-j]) & wrap;
}

/* mark[v] = stamp for the value v of each split of a block: the values first, then the
 * stores (unrolled for a whole block) */
static inline void mark_block(const uint32_t *left, const uint32_t *right, uint32_t wrap,
                              Py_ssize_t len, int32_t *mark, int32_t stamp) {
    uint32_t x[BLOCK];
    split_values(left, right, wrap, len, x);
    if (len == BLOCK) {
#pragma GCC unroll 16
        for (int j = 0; j < BLOCK; j++) mark[x[j]] = stamp;
    } else {
        for (Py_ssize_t j = 0; j < len; j++) mark[x[j]] = stamp;
    }
}

static Py_ssize_t plain_loop(int32_t *G, Py_ssize_t lo, Py_ssize_t hi, const int64_t *whole,
                             Py_ssize_t nwhole, const int64_t *one, Py_ssize_t none,
                             const int64_t *two, Py_ssize_t ntwo, int unequal, int32_t *mark,
                             Py_ssize_t size) {
    const uint32_t wrap = (uint32_t)(size - 1);
    const Py_ssize_t half_size = size / 2;
    for (Py_ssize_t n = lo; n < hi; n++) {
        const int32_t stamp = (int32_t)n;
        mark_one_heap_moves(G, n, whole, nwhole, one, none, mark, wrap, stamp);
        for (Py_ssize_t k = 0; k < ntwo; k++) {
            Py_ssize_t rest = n - two[k];
            if (rest < 2) continue;
            Py_ssize_t half = unequal ? (rest - 1) / 2 : rest / 2;
            const uint32_t *values = (const uint32_t *)G;
            for (Py_ssize_t a0 = 1; a0 <= half; a0 += BLOCK) {
                Py_ssize_t len = half + 1 - a0 < BLOCK ? half + 1 - a0 : BLOCK;
                mark_block(values + a0, values + rest - a0, wrap, len, mark, stamp);
            }
        }
        Py_ssize_t g = 0;
        while (g < size && mark[g] == stamp) g++;
        G[n] = (int32_t)g;
        if (g >= half_size) return n + 1;
    }
    return hi;
}

/* Mark the splits of rest (into two heaps) that have a rare part: rare[0..m) (increasing,
 * with their values in rare_g), each part r < rest; with unequal, not r = rest - r. */
static inline void mark_rare_parts(const int32_t *G, Py_ssize_t rest, int unequal,
                                   const int32_t *rare, const int32_t *rare_g, Py_ssize_t m,
                                   int32_t *mark, uint32_t wrap, int32_t stamp) {
    while (m > 0 && rare[m - 1] >= rest) m--;
    const int32_t *right = G + rest;
    if (unequal && rest % 2 == 0 && m > 0 && 2 * (Py_ssize_t)rare[m - 1] >= rest) {
        for (Py_ssize_t i = 0; i < m; i++) {
            Py_ssize_t r = rare[i];
            if (2 * r != rest) mark[((uint32_t)rare_g[i] ^ (uint32_t)right[-r]) & wrap] = stamp;
        }
    } else {
        for (Py_ssize_t i = 0; i < m; i++)
            mark[((uint32_t)rare_g[i] ^ (uint32_t)right[-rare[i]]) & wrap] = stamp;
    }
}

/* row[j * width + min((gr ^ src[j]) & wrap, width - 1)] = 1 for j in [0, count), count <=
 * RARE_BLOCK (the last column stands for every value from width - 1 on): the offsets first (a
 * loop the compiler vectorises), then the stores */
static inline void mark_run(uint8_t *row, Py_ssize_t width, const uint32_t *src, uint32_t gr,
                            uint32_t wrap, Py_ssize_t count) {
    uint32_t at[RARE_BLOCK];
    const uint32_t step = (uint32_t)width, last = (uint32_t)width - 1;
    if (count == RARE_BLOCK) {
        for (uint32_t j = 0; j < RARE_BLOCK; j++) {
            uint32_t v = (gr ^ src[j]) & wrap;
            at[j] = j * step + (v < last ? v : last);
        }
#pragma GCC unroll 16
        for (int j = 0; j < RARE_BLOCK; j++) row[at[j]] = 1;
    } else {
        for (uint32_t j = 0; j < (uint32_t)count; j++) {
            uint32_t v = (gr ^ src[j]) & wrap;
            at[j] = j * step + (v < last ? v : last);
        }
        for (Py_ssize_t j = 0; j < count; j++) row[at[j]] = 1;
    }
}

/* The rows' width: past the largest value of the last 2^16 heaps and of the rare ones, by 64
 * at least, and at most size (a value past it is found by the heap's slow path, which widens
 * the rows). */
static Py_ssize_t row_width(const int32_t *G, Py_ssize_t lo, const int32_t *rare_g,
                            Py_ssize_t nrare, Py_ssize_t size) {
    int32_t top = 0;
    for (Py_ssize_t i = lo > 65536 ? lo - 65536 : 0; i < lo; i++)
        if (G[i] > top) top = G[i];
    for (Py_ssize_t i = 0; i < nrare; i++)
        if (rare_g[i] > top) top = rare_g[i];
    Py_ssize_t width = ((Py_ssize_t)top + 64 + 63) / 64 * 64;
    return width < size ? width : size;
}

/* For the heaps n of [b0, b1), set hits[(n - b0) * width + v] for each value v of a split of
 * n - two[k] with a rare part rare[i] >= RARE_BLOCK (so G[n - two[k] - r] lies before b0):
 * the same splits as mark_rare_parts, each r reading its run of G in order. */
CLONED
static void mark_rare_block(const int32_t *G, Py_ssize_t b0, Py_ssize_t b1, const int64_t *two,
                            Py_ssize_t ntwo, int unequal, const int32_t *rare,
                            const int32_t *rare_g, Py_ssize_t m, uint32_t wrap, uint8_t *hits,
                            Py_ssize_t width) {
    memset(hits, 0, (size_t)(b1 - b0) * (size_t)width);
    for (Py_ssize_t k = 0; k < ntwo; k++) {
        const Py_ssize_t t = two[k];
        for (Py_ssize_t i = 0; i < m; i++) {
            const Py_ssize_t r = rare[i];
            /* heap b0 + j splits rest = b0 + j - t: the part r needs r < rest */
            Py_ssize_t j = r + t - b0 + 1;
            if (j < 0) j = 0;
            const Py_ssize_t skip = unequal ? 2 * r + t - b0 : -1; /* rest = 2r: equal parts */
            const uint32_t gr = (uint32_t)rare_g[i];
            /* heap b0 + j reads G[b0 + j - t - r], at least G[1] from the first j on */
            const uint32_t *column = (const uint32_t *)G + (b0 - t - r + j);
            const Py_ssize_t end = b1 - b0;
            const Py_ssize_t cut = (skip >= j && skip < end) ? skip : end;
            if (j < cut) mark_run(hits + j * width, width, column, gr, wrap, cut - j);
            if (cut + 1 < end)
                mark_run(hits + (cut + 1) * width, width, column + (cut + 1 - j), gr, wrap,
                         end - cut - 1);
        }
    }
}

/* 1 if some x[j] (j < len) equals v: an or of comparisons, vectorised */
static inline int any_equal(const uint32_t *x, Py_ssize_t len, uint32_t v) {
    uint32_t found = 0;
    if (len == BLOCK)
        for (int j = 0; j < BLOCK; j++) found |= x[j] == v;
    else
        for (Py_ssize_t j = 0; j < len; j++) found |= x[j] == v;
    return found != 0;
}

/* The value of heap n when the rare splits leave the values cand .. cstar - 1 to check, cand
 * not taken: the first of them that no split into two common heaps gives, or cstar.  Those
 * splits are read a block of BLOCK at a time, the near blocks in a strided order (see
 * _octal_kernels.py).  While many values are left, each block's values are stored in mark;
 * once at most FEW are left (counted every COUNT_EVERY blocks), each block is compared with
 * them instead (comparisons run many to an instruction, stores one: the last values, which
 * take most of the blocks, cost a fraction as much). */
CLONED
static Py_ssize_t search_common_splits(const int32_t *G, Py_ssize_t n, const int64_t *two,
                                       Py_ssize_t ntwo, int unequal, int32_t *mark,
                                       uint32_t wrap, int32_t stamp, Py_ssize_t cand,
                                       Py_ssize_t cstar) {
    Py_ssize_t max_half = 0;
    for (Py_ssize_t k = 0; k < ntwo; k++) {
        Py_ssize_t rest = n - two[k];
        Py_ssize_t half = rest < 2 ? 0 : (unequal ? (rest - 1) / 2 : rest / 2);
        if (half > max_half) max_half = half;
    }
    Py_ssize_t blocks = (max_half + BLOCK - 1) / BLOCK;
    Py_ssize_t near = blocks < NEAR_BLOCKS ? blocks : NEAR_BLOCKS;
    /* block i < near is block (i * STRIDE) % near, stepped without a division */
    Py_ssize_t step = near > 0 ? (Py_ssize_t)(STRIDE % near) : 0, at = 0;
    /* the values still to find: listed at the first count (at most LIST_MAX of them, or
     * listed later), then kept by filtering; compared with the blocks once at most FEW */
    uint32_t left[LIST_MAX];
    Py_ssize_t listed = -1;
    int comparing = 0;
    for (Py_ssize_t i = 0; i < blocks; i++) {
        Py_ssize_t a0 = 1 + ((i < near) ? at : i) * BLOCK;
        at += step;
        if (at >= near) at -= near;
        for (Py_ssize_t k = 0; k < ntwo; k++) {
            Py_ssize_t rest = n - two[k];
            if (rest < 2) continue;
            Py_ssize_t half = unequal ? (rest - 1) / 2 : rest / 2;
            Py_ssize_t top = a0 + BLOCK;
            if (top > half + 1) top = half + 1;
            const uint32_t *lo = (const uint32_t *)G + a0;
            const uint32_t *hi = (const uint32_t *)G + rest - a0;
            Py_ssize_t len = top - a0;
            if (len <= 0) continue;
            if (!comparing) {
                mark_block(lo, hi, wrap, len, mark, stamp);
                continue;
            }
            uint32_t x[BLOCK];
            split_values(lo, hi, wrap, len, x);
            for (Py_ssize_t c = 0; c < listed;) {
                if (any_equal(x, len, left[c]))
                    left[c] = left[--listed];
                else
                    c++;
            }
            if (listed == 0) return cstar;
        }
        if (!comparing) {
            while (cand < cstar && mark[cand] == stamp) cand++;
            if (cand == cstar) return cstar;
            if (i % COUNT_EVERY == COUNT_EVERY - 1) {
                Py_ssize_t kept = 0;
                if (listed < 0) {
                    for (Py_ssize_t v = cand; v < cstar && kept <= LIST_MAX; v++)
                        if (mark[v] != stamp) {
                            if (kept < LIST_MAX) left[kept] = (uint32_t)v;
                            kept++;
                        }
                } else {
                    for (Py_ssize_t c = 0; c < listed; c++)
                        if (mark[left[c]] != stamp) left[kept++] = left[c];
                }
                listed = kept <= LIST_MAX ? kept : -1;
                comparing = kept <= FEW;
            }
        }
    }
    if (!comparing) return cand;
    Py_ssize_t g = cstar;
    for (Py_ssize_t c = 0; c < listed; c++)
        if ((Py_ssize_t)left[c] < g) g = left[c];
    return g;
}

CLONED
static void sparse_loop(int32_t *G, Py_ssize_t lo, Py_ssize_t hi, const int64_t *whole,
                        Py_ssize_t nwhole, const int64_t *one, Py_ssize_t none,
                        const int64_t *two, Py_ssize_t ntwo, int unequal, int32_t *mark,
                        Py_ssize_t size, const int32_t *par, int64_t flip_n, int64_t c0,
                        int32_t *rare, Py_ssize_t capacity, int32_t *rare_g,
                        Py_ssize_t *next, Py_ssize_t *count) {
    const uint32_t wrap = (uint32_t)(size - 1);
    const Py_ssize_t half_size = size / 2;
    Py_ssize_t nrare = *count;
    /* The splits with a rare part r >= RARE_BLOCK, for a block of RARE_BLOCK heaps at once:
     * every G[rest - r] they read lies before the block, so for each r the block reads a run
     * of G in order (the per-heap loop read one value here and there for each r; Grundy's
     * game to 2 * 10^6 heaps took 4.4 CPU-s that way, 2.9 s so).  Each heap of the block
     * gets a row of bytes, one per value below the row's width (row_width: the values seen
     * lately and a margin, so that the rows stay in the fastest cache), read beside mark (a
     * value is taken when either says so); a heap whose candidate reaches the last column
     * (every larger value) is done without its row, and the rows widen.  The small rare
     * parts, and those found inside the block, are marked per heap; without the rows (more
     * than RARE_BYTES_MAX values, or no memory for them), every rare part is. */
    uint8_t *hits = size <= RARE_BYTES_MAX ? (uint8_t *)malloc((size_t)RARE_BLOCK * (size_t)size)
                                           : NULL;
    Py_ssize_t b0 = lo, b1 = lo, small = 0, first_new = nrare, slow = 0;
    Py_ssize_t width = hits != NULL ? row_width(G, lo, rare_g, nrare, size) : size;
    for (Py_ssize_t n = lo; n < hi; n++) {
        const int32_t stamp = (int32_t)n;
        const int64_t flip = flip_n & n;
        if (hits != NULL && n == b1) {
            b0 = n;
            b1 = hi - n < RARE_BLOCK ? hi : n + RARE_BLOCK;
            first_new = nrare;
            small = 0;
            while (small < nrare && rare[small] < RARE_BLOCK) small++;
            if (slow > 0) width = width + 64 < size ? width + 64 : size;
            slow = 0;
            mark_rare_block(G, b0, b1, two, ntwo, unequal, rare + small, rare_g + small,
                            nrare - small, wrap, hits, width);
        }
        const uint8_t *hit = hits != NULL ? hits + (n - b0) * width : NULL;
        mark_one_heap_moves(G, n, whole, nwhole, one, none, mark, wrap, stamp);
        for (Py_ssize_t k = 0; k < ntwo; k++) {
            Py_ssize_t rest = n - two[k];
            if (hits != NULL) {
                mark_rare_parts(G, rest, unequal, rare, rare_g, small, mark, wrap, stamp);
                mark_rare_parts(G, rest, unequal, rare + first_new, rare_g + first_new,
                                nrare - first_new, mark, wrap, stamp);
            } else {
                mark_rare_parts(G, rest, unequal, rare, rare_g, nrare, mark, wrap, stamp);
            }
        }
        const Py_ssize_t limit = hit != NULL ? width - 1 : size;
        Py_ssize_t cstar = 0;
        while (cstar < limit && (TAKEN(cstar) || (par[cstar] ^ flip) == c0))
            cstar++;
        if (hit != NULL && cstar == limit) {
            /* the row's last column stands for several values: this heap without the row */
            for (Py_ssize_t k = 0; k < ntwo; k++)
                mark_rare_parts(G, n - two[k], unequal, rare + small, rare_g + small,
                                first_new - small, mark, wrap, stamp);
            hit = NULL;
            slow++;
            while (cstar < size && (TAKEN(cstar) || (par[cstar] ^ flip) == c0))
                cstar++;
        }
        Py_ssize_t cand = 0;
        while (cand < cstar && TAKEN(cand)) cand++;
        if (cand < cstar) {
            /* the search below checks mark alone: the row's values go into it first */
            if (hit != NULL)
                for (Py_ssize_t v = cand; v < cstar; v++)
                    if (hit[v]) mark[v] = stamp;
            cand = search_common_splits(G, n, two, ntwo, unequal, mark, wrap, stamp, cand,
                                        cstar);
        }
        Py_ssize_t g = cand;
        G[n] = (int32_t)g;
        if (g < size && (par[g] ^ flip) == c0) {
            rare[nrare] = stamp;
            rare_g[nrare] = (int32_t)g;
            nrare++;
            if (nrare == capacity) {
                *next = n + 1;
                *count = nrare;
                free(hits);
                return;
            }
        }
        if (g >= half_size) {
            *next = n + 1;
            *count = nrare;
            free(hits);
            return;
        }
    }
    *next = hi;
    *count = nrare;
    free(hits);
}

/* ---------------------------------------------------------------- the Python entry points */

static PyObject *plain_kernel(PyObject *self, PyObject *args) {
    PyObject *oG, *owhole, *oone, *otwo, *omark;
    Py_ssize_t lo, hi;
    int unequal;
    if (!PyArg_ParseTuple(args, "OnnOOOpO:plain_kernel", &oG, &lo, &hi, &owhole, &oone, &otwo,
                          &unequal, &omark))
        return NULL;
    Buf b[5];
    memset(b, 0, sizeof b);
    if (take(oG, "G", 4, 1, &b[0]) < 0 || take(owhole, "whole", 8, 0, &b[1]) < 0 ||
        take(oone, "one", 8, 0, &b[2]) < 0 || take(otwo, "two", 8, 0, &b[3]) < 0 ||
        take(omark, "mark", 4, 1, &b[4]) < 0 || check_takes(&b[1], "whole") < 0 ||
        check_takes(&b[2], "one") < 0 || check_takes(&b[3], "two") < 0 ||
        check_range(&b[0], &b[4], lo, hi) < 0) {
        release(b, 5);
        return NULL;
    }
    Py_ssize_t done;
    Py_BEGIN_ALLOW_THREADS
    done = plain_loop((int32_t *)b[0].view.buf, lo, hi, (const int64_t *)b[1].view.buf,
                      length(&b[1]), (const int64_t *)b[2].view.buf, length(&b[2]),
                      (const int64_t *)b[3].view.buf, length(&b[3]), unequal,
                      (int32_t *)b[4].view.buf, length(&b[4]));
    Py_END_ALLOW_THREADS
    release(b, 5);
    return PyLong_FromSsize_t(done);
}

static PyObject *sparse_kernel(PyObject *self, PyObject *args) {
    PyObject *oG, *owhole, *oone, *otwo, *omark, *opar, *orare, *orare_g;
    Py_ssize_t lo, hi, nrare;
    long long flip_n, c0;
    int unequal;
    if (!PyArg_ParseTuple(args, "OnnOOOpOOLLOnO:sparse_kernel", &oG, &lo, &hi, &owhole, &oone,
                          &otwo, &unequal, &omark, &opar, &flip_n, &c0, &orare, &nrare,
                          &orare_g))
        return NULL;
    Buf b[8];
    memset(b, 0, sizeof b);
    if (take(oG, "G", 4, 1, &b[0]) < 0 || take(owhole, "whole", 8, 0, &b[1]) < 0 ||
        take(oone, "one", 8, 0, &b[2]) < 0 || take(otwo, "two", 8, 0, &b[3]) < 0 ||
        take(omark, "mark", 4, 1, &b[4]) < 0 || take(opar, "par", 4, 0, &b[5]) < 0 ||
        take(orare, "rare", 4, 1, &b[6]) < 0 || take(orare_g, "rare_g", 4, 1, &b[7]) < 0 ||
        check_takes(&b[1], "whole") < 0 || check_takes(&b[2], "one") < 0 ||
        check_takes(&b[3], "two") < 0 || check_range(&b[0], &b[4], lo, hi) < 0)
        goto fail;
    Py_ssize_t size = length(&b[4]), capacity = length(&b[6]);
    if (length(&b[5]) < size) {
        PyErr_Format(PyExc_ValueError, "len(par) must be at least len(mark) = %zd, got %zd",
                     size, length(&b[5]));
        goto fail;
    }
    if (length(&b[7]) < capacity) {
        PyErr_Format(PyExc_ValueError, "len(rare_g) must be at least len(rare) = %zd, got %zd",
                     capacity, length(&b[7]));
        goto fail;
    }
    if (nrare < 0 || nrare >= capacity) {
        PyErr_Format(PyExc_ValueError,
                     "nrare must satisfy 0 <= nrare < len(rare) = %zd (room for one more), "
                     "got %zd", capacity, nrare);
        goto fail;
    }
    const int32_t *rare = (const int32_t *)b[6].view.buf;
    for (Py_ssize_t i = 0; i < nrare; i++) {
        if (rare[i] < 1 || rare[i] >= lo || (i > 0 && rare[i] <= rare[i - 1])) {
            PyErr_Format(PyExc_ValueError,
                         "rare[:nrare] must be increasing heaps from 1 to lo - 1 = %zd, got "
                         "rare[%zd] = %d", lo - 1, i, rare[i]);
            goto fail;
        }
    }
    Py_ssize_t next = hi, count = nrare;
    Py_BEGIN_ALLOW_THREADS
    sparse_loop((int32_t *)b[0].view.buf, lo, hi, (const int64_t *)b[1].view.buf,
                length(&b[1]), (const int64_t *)b[2].view.buf, length(&b[2]),
                (const int64_t *)b[3].view.buf, length(&b[3]), unequal,
                (int32_t *)b[4].view.buf, size, (const int32_t *)b[5].view.buf, flip_n, c0,
                (int32_t *)b[6].view.buf, capacity, (int32_t *)b[7].view.buf, &next, &count);
    Py_END_ALLOW_THREADS
    release(b, 8);
    return Py_BuildValue("(nn)", next, count);
fail:
    release(b, 8);
    return NULL;
}

static PyObject *certify_kernel(PyObject *self, PyObject *args) {
    PyObject *oG;
    Py_ssize_t size, max_take;
    if (!PyArg_ParseTuple(args, "Onn:certify_kernel", &oG, &size, &max_take)) return NULL;
    Buf b[1];
    memset(b, 0, sizeof b);
    if (take(oG, "G", 4, 0, &b[0]) < 0) {
        release(b, 1);
        return NULL;
    }
    if (size < 0 || size > length(&b[0]) || max_take < 0) {
        PyErr_Format(PyExc_ValueError,
                     "size must satisfy 0 <= size <= len(G) = %zd and max_take >= 0, got "
                     "size=%zd, max_take=%zd", length(&b[0]), size, max_take);
        release(b, 1);
        return NULL;
    }
    const int32_t *G = (const int32_t *)b[0].view.buf;
    Py_ssize_t e = -1, p = -1, bound = -1;
    Py_BEGIN_ALLOW_THREADS
    for (Py_ssize_t period = 1; period <= size / 2; period++) {
        Py_ssize_t i = size - period - 1;
        while (i >= 0 && G[i + period] == G[i]) i--;
        Py_ssize_t preperiod = i + 1;
        Py_ssize_t start = preperiod > 1 ? preperiod : 1;
        Py_ssize_t last = 2 * start + period + max_take;
        if (last + period <= size) {
            e = preperiod, p = period, bound = last;
            break;
        }
    }
    Py_END_ALLOW_THREADS
    release(b, 1);
    return Py_BuildValue("(nnn)", e, p, bound);
}

static PyMethodDef methods[] = {
    {"plain_kernel", plain_kernel, METH_VARARGS,
     "plain_kernel(G, lo, hi, whole, one, two, unequal, mark) -> next heap\n\n"
     "Compute G[lo:hi] by enumerating every option (see _octal_kernels.plain_kernel)."},
    {"sparse_kernel", sparse_kernel, METH_VARARGS,
     "sparse_kernel(G, lo, hi, whole, one, two, unequal, mark, par, flip_n, c0, rare, nrare, "
     "rare_g) -> (next heap, rare count)\n\n"
     "Compute G[lo:hi] by the sparse-space method (see _octal_kernels.sparse_kernel)."},
    {"certify_kernel", certify_kernel, METH_VARARGS,
     "certify_kernel(G, size, max_take) -> (preperiod, period, bound), (-1, -1, -1) if none\n\n"
     "The Guy-Smith certificate of G[:size] (see _octal_kernels.certify_kernel)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_octal_c",
    "The octal engines' inner loops in C (see _octal_kernels.py for the method).", -1, methods,
};

PyMODINIT_FUNC PyInit__octal_c(void) { return PyModule_Create(&module); }
