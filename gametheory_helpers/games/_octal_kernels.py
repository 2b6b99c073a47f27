"""The inner loops of the octal engines, written once for two back ends.

Every function here uses only integer arithmetic, indexing and loops, so the same
source runs as plain Python (on ``array.array`` buffers) and, compiled by numba's
``njit`` (on numpy arrays), as machine code that releases the GIL.  The module never
imports numba itself: :mod:`.octal_sparse` compiles these functions lazily.

Conventions: ``G`` holds the values computed so far; ``mark`` is a stamp array
(``mark[x] == n`` means "value ``x`` is an option of heap ``n``"), of length a power
of two ``2**K`` with every value so far below ``2**(K-1)``, so that every xor of two
values and every mex fits; a kernel stops early (returning where it stopped) when a
new value would break that, or when the list of rare positions is full.
"""

from __future__ import annotations

# Splits enumerated between two checks of the sparse kernel's search for rare values.
_BLOCK = 64
# The first _NEAR_BLOCKS blocks (heaps a up to 2**16, and b within 2**16 of the heap: both
# stay in the cache) are visited in the order i * _STRIDE mod their number, a prime larger
# than that number so that each is visited once: far-apart splits find the rare values
# sooner than consecutive ones.  The other blocks follow in order.
_STRIDE = 1_000_003
_NEAR_BLOCKS = (1 << 16) // _BLOCK


def plain_kernel(G, lo, hi, whole, one, two, unequal, mark):  # noqa: N803
    """Compute ``G[lo:hi]`` by enumerating every option: the O(n^2) reference recurrence.

    Returns the first heap not computed (``hi`` unless ``mark`` must grow).
    """
    half_size = len(mark) // 2
    for n in range(lo, hi):
        for j in whole:
            if j == n:
                mark[0] = n
        for j in one:
            if j < n:
                mark[G[n - j]] = n
        for t in two:
            rest = n - t
            half = (rest - 1) // 2 if unequal else rest // 2
            for a in range(1, half + 1):
                mark[G[a] ^ G[rest - a]] = n
        g = 0
        while mark[g] == n:
            g += 1
        G[n] = g
        if g >= half_size:
            return n + 1
    return hi


def sparse_kernel(G, lo, hi, whole, one, two, unequal, mark, par, flip_n, c0, rare, nrare, rare_g):  # noqa: N803
    """Compute ``G[lo:hi]`` with the sparse-space method; returns ``(next heap, rare count)``.

    A value ``x`` is *rare for heap n* when ``par[x] ^ (flip_n & n) == c0`` (``par[x]``
    is the parity of ``x & mask``), *common* otherwise; ``rare[:nrare]`` lists, in
    increasing order, the heaps whose own value is rare for them, ``rare_g`` their values
    (read in order, kept apart from ``G`` for the cache).  The caller has
    checked that a split of ``n`` into two common heaps can only give a value rare for
    ``n``.  So every common option comes from a split with a rare part, or from a move
    leaving at most one heap: enumerating those gives ``c``, the least common
    non-option, exactly.  Each rare value below ``c`` is then looked for among all the
    splits (a scan in blocks of splits spread over the range, which stops as soon as
    every such value is found: about 1,500 to 2,000 splits per heap for Grundy's game
    and 0.6 at 10^6); the first one not found is the mex, otherwise ``c`` is.
    Exact for every mask: a poor mask only makes the scans long.
    """
    size = len(mark)
    half_size = size // 2
    capacity = len(rare)
    for n in range(lo, hi):
        flip = flip_n & n
        for j in whole:
            if j == n:
                mark[0] = n
        for j in one:
            if j < n:
                mark[G[n - j]] = n
        for t in two:
            rest = n - t
            m = nrare
            while m > 0 and rare[m - 1] >= rest:
                m -= 1
            if unequal and rest % 2 == 0 and m > 0 and 2 * rare[m - 1] >= rest:
                for i in range(m):
                    r = rare[i]
                    if 2 * r != rest:
                        mark[rare_g[i] ^ G[rest - r]] = n
            else:  # the usual case, without a test in the loop
                for i in range(m):
                    r = rare[i]
                    mark[rare_g[i] ^ G[rest - r]] = n
        cstar = 0
        while cstar < size and (mark[cstar] == n or (par[cstar] ^ flip) == c0):
            cstar += 1
        cand = 0
        while cand < cstar and mark[cand] == n:
            cand += 1
        if cand < cstar:
            # Every split is a true option, so its value is marked whatever it is (the
            # stamp array is long enough for every xor): a branch-free inner loop over
            # blocks of splits, checking between blocks whether every rare value below
            # ``cstar`` has been found.
            max_half = 0
            for t in two:
                rest = n - t
                half = (rest - 1) // 2 if unequal else rest // 2
                if half > max_half:
                    max_half = half
            blocks = (max_half + _BLOCK - 1) // _BLOCK
            near = blocks if blocks < _NEAR_BLOCKS else _NEAR_BLOCKS
            # block i < near is block (i * _STRIDE) % near, stepped without a division
            step = _STRIDE % near if near > 0 else 0
            at = 0
            for i in range(blocks):
                a0 = 1 + (at if i < near else i) * _BLOCK
                at += step
                if at >= near:
                    at -= near
                for t in two:
                    rest = n - t
                    half = (rest - 1) // 2 if unequal else rest // 2
                    top = a0 + _BLOCK
                    if top > half + 1:
                        top = half + 1
                    for a in range(a0, top):
                        mark[G[a] ^ G[rest - a]] = n
                while cand < cstar and mark[cand] == n:
                    cand += 1
                if cand == cstar:
                    break
        g = cand
        G[n] = g
        if (par[g] ^ flip) == c0:
            rare[nrare] = n
            rare_g[nrare] = g
            nrare += 1
            if nrare == capacity:
                return n + 1, nrare
        if g >= half_size:
            return n + 1, nrare
    return hi, nrare


def certify_kernel(G, size, max_take):  # noqa: N803
    """Smallest period ``p`` that ``G[:size]`` certifies (Guy-Smith), as ``(e, p, bound)``.

    ``(-1, -1, -1)`` when the prefix certifies no period.
    """
    for period in range(1, size // 2 + 1):
        i = size - period - 1
        while i >= 0 and G[i + period] == G[i]:
            i -= 1
        preperiod = i + 1
        start = preperiod if preperiod > 1 else 1
        bound = 2 * start + period + max_take
        if bound + period <= size:
            return preperiod, period, bound
    return -1, -1, -1
