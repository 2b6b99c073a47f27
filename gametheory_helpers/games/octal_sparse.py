"""The sparse-space engine (稀疏空间) for octal games and Grundy's game: rare and common values.

Winning Ways (Berlekamp, Conway and Guy, chapter 4, "Sparse Space Spells Speed")
observed that for many octal games with a two-heap digit a *mask* ``m`` splits the
values in two classes: ``x`` is **rare** when ``x & m`` has an even number of 1-bits,
**common** when odd.  Xor adds those parities, so a split into two common heaps, or
two rare ones, has a rare value; a *common* value can only come from a split with a
rare part.  When rare values occur at few heap sizes (the *rare positions*), the
common non-options of a heap are found from the rare positions alone; only the few
rare values below that candidate need a search among all splits, which usually ends
after one or two thousand splits (taken far apart: neighbouring splits repeat values).
The cost per heap drops from ``n`` to about the number of rare positions plus that
search.  Some games need a *domain* twist as well (the class also flips with the
parity of the heap, Flammenkamp's tables): both kinds are tried here.

The method is exact for every mask that fits the game: it never guesses a value, it
only decides which options to enumerate first.  A mask *fits* when a split into two
common heaps always has a rare value: a range mask (``flip = 0``) needs ``c0 = 0``, a
domain mask (``flip = 1``) needs every split take to have the parity ``c0``.  The
masks chosen here always fit; a forced mask that does not is refused.  Where the
phenomenon fails (no mask makes rare positions rare), the engine computes every
option, which is the full O(n^2) recurrence.

The inner loops (:mod:`._octal_kernels`) have three back ends, giving identical values:

1. ``"c"``: the C extension :mod:`._octal_c` (the same loops in C, releasing the GIL),
   built by ``pip install`` when a C compiler is there (declared in ``pyproject.toml``;
   :data:`HAVE_C`).
   No JIT and no numba import: its runtime is the interpreter and numpy alone.
2. ``"numba"``: numba, when installed (``pip install 'gametheory-helpers[fast]'``),
   compiles the Python source of the loops to machine code (:data:`HAVE_NUMBA`);
   importing it costs a process about 100 MB, and its kernels are cached on disk
   (:mod:`.warm` fills that cache once, at install time).
3. plain Python, on ``array.array`` buffers: always there, about 100 times slower.

:data:`COMPILED` is the compiled back end used: the first of ``"c"`` and ``"numba"`` that
is available (None without either); :data:`ACCELERATE` says whether to use it.  Pass
``accelerate=`` to choose per run: ``True`` (the :data:`COMPILED` back end), ``"c"`` or
``"numba"`` (that one), ``False`` (plain Python).  Left to choose itself
(``accelerate=None``), a run of at most :data:`PLAIN_UNTIL` heaps, the sizes a chapter
asks for, is computed in plain Python and never compiles or imports anything; larger runs
switch to the compiled back end when :data:`ACCELERATE` is set (with the C back end built,
numba is never imported).

>>> from gametheory_helpers.games.octal import parse_octal
>>> run = SparseRun(parse_octal("0.6"))
>>> run.extend(40).tolist()[:12]
[0, 0, 1, 2, 0, 1, 2, 3, 1, 2, 3, 4]
>>> sparse_values(None, 14, accelerate=False)   # Grundy's game, OEIS A002188
[0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3]
"""

from __future__ import annotations

import importlib.util
import threading
from array import array
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

from ..i18n import _
from ..validation import require_int, show
from . import _octal_kernels as kernels
from . import _sparse_arguments as check

if TYPE_CHECKING:
    from .octal import OctalCode

__all__ = [
    "ACCELERATE",
    "COMPILED",
    "HAVE_C",
    "HAVE_NUMBA",
    "PLAIN_UNTIL",
    "Mask",
    "SparseRun",
    "choose_mask",
    "compiled_kernels",
    "numba_kernels",
    "plain_until",
    "sparse_values",
]

try:  # the C back end: built by the install when a C compiler was there
    from . import _octal_c
except ImportError:  # not built (no compiler), or built for another Python
    _octal_c = None  # type: ignore[assignment]

HAVE_C = _octal_c is not None
HAVE_NUMBA = importlib.util.find_spec("numba") is not None
#: The compiled back end that ``accelerate=True`` and large automatic runs use: ``"c"`` when
#: the extension is built, else ``"numba"`` when installed, else None (set it to ``"numba"``
#: to use numba with the C back end built).
COMPILED: str | None = "c" if HAVE_C else "numba" if HAVE_NUMBA else None
#: Use the compiled back end for large runs when there is one (tests switch this off and on).
ACCELERATE = COMPILED is not None
#: A run left to choose its back end computes up to this many heaps in plain Python (about
#: 0.2 s for the hardest games, by the byte engine of :mod:`.octal`), never importing numba;
#: divided by the number of two-heap digits (:func:`plain_until`): each costs as much again.
PLAIN_UNTIL = 4096
#: Heaps below this size are computed by the plain recurrence; the mask is read off them.
PREFIX = 2048
#: The largest number of heaps one run computes (the explorer's largest size; a run can be
#: cancelled between chunks).  :func:`sparse_values` stops at ``max_heaps`` (2^21) by default.
MAX_HEAPS = 10**7
#: The default limit of :func:`sparse_values`: the size of the published tables of the open games.
DEFAULT_MAX_HEAPS = 1 << 21
#: Values are stored as 32-bit integers: a mask's bits and a value stay below this.
VALUE_LIMIT = 1 << 31
# With no mask leaving fewer than this share of rare positions in the prefix's second half,
# the game is said to have no sparse space and every option is enumerated.
_SPARSE_SHARE = 1 / 2
# The mask is chosen again (on the last _WINDOW values) each time the count doubles, up to
# _RESELECT_UNTIL heaps: rare positions may still be thinning out after the prefix.
_WINDOW = 1 << 14
_RESELECT_UNTIL = 1 << 19
#: the longest period the values are checked for, at every doubling of the run from
#: _FIRST_PERIOD_CHECK heaps on (octal games only); a period proved by the Guy-Smith theorem
#: then gives every later value at once
_MAX_FILL_PERIOD = 2048
_FIRST_PERIOD_CHECK = 1024
_MASK_BITS = 10  # masks tried: every m below 2**10 (values of the prefix rarely go beyond)

_compiled: dict[str, Any] = {}
_compile_lock = threading.Lock()


def compiled_kernels(backend: str) -> dict[str, Any]:
    """The kernels of a compiled back end, ``"c"`` or ``"numba"``, by name.

    >>> sorted(compiled_kernels(COMPILED)) if COMPILED else ['certify', 'plain', 'sparse']
    ['certify', 'plain', 'sparse']
    """
    if not isinstance(backend, str) or backend not in ("c", "numba"):
        raise ValueError(
            _("backend must be 'c' or 'numba', not {value}").format(value=show(backend))
        )
    _backend(backend)  # refuses a back end that is not there, naming it
    if backend == "c":
        return {
            "plain": _octal_c.plain_kernel,
            "sparse": _octal_c.sparse_kernel,
            "certify": _octal_c.certify_kernel,
        }
    return numba_kernels()


def numba_kernels() -> dict[str, Any]:
    """The numba-compiled kernels (compiled on first use, cached on disk by numba).

    >>> sorted(numba_kernels()) if HAVE_NUMBA else ['certify', 'plain', 'sparse']
    ['certify', 'plain', 'sparse']
    """
    with _compile_lock:
        if not _compiled:
            import numba

            functions = {
                "plain": kernels.plain_kernel,
                "sparse": kernels.sparse_kernel,
                "certify": kernels.certify_kernel,
            }
            try:
                jit = numba.njit(cache=True, nogil=True)
                compiled = {name: jit(function) for name, function in functions.items()}
            except RuntimeError:
                # no writable cache directory (a read-only install and a read-only home,
                # NUMBA_CACHE_DIR unset): compile in memory, every process again
                jit = numba.njit(cache=False, nogil=True)
                compiled = {name: jit(function) for name, function in functions.items()}
            _compiled.update(compiled)
    return _compiled


def plain_until(splits: int) -> int:
    """The most heaps a run computes in plain Python, for a game with ``splits`` two-heap digits.

    >>> plain_until(1), plain_until(32)
    (4096, 128)
    """
    return PLAIN_UNTIL // max(1, require_int(splits, "splits", minimum=0))


def _backend(accelerate: bool | str | None) -> str | None:
    """The compiled back end a run may use (``"c"``, ``"numba"``), or None: plain Python."""
    if accelerate is None:
        return COMPILED if ACCELERATE else None
    if accelerate is False:
        return None
    backend = COMPILED if accelerate is True else accelerate
    if backend == "c" and not HAVE_C:
        raise ValueError(
            _(
                "accelerate={value!r} needs the C back end, which is not built (pip install "
                "builds it when a C compiler is there)"
            ).format(value=accelerate)
        )
    if backend != "c" and not HAVE_NUMBA:
        raise ValueError(
            _("accelerate={value!r} needs numba: pip install 'gametheory-helpers[fast]'").format(
                value=accelerate
            )
        )
    return backend


@dataclass(frozen=True)
class Mask:
    """A sparse-space mask: ``x`` is rare for heap ``n`` iff ``parity(x & m) ^ (flip & n) == c0``.

    ``m`` is ``bits``, or ``~bits`` (every bit above them set too) when ``cofinite``.

    ``flip`` is 0 for the plain (range) kind, 1 when the class also alternates with
    the heap's parity (the domain kind, allowed when every split takes the same
    parity of tokens, ``c0`` being that parity).  ``bits == 0 and flip == 0`` makes
    every value rare: the full computation.
    """

    bits: int
    flip: int = 0
    c0: int = 0
    cofinite: bool = False

    def __post_init__(self) -> None:
        check.check_mask_fields(self.bits, self.flip, self.c0, self.cofinite)

    def fits(self, two: list[int]) -> bool:
        """Does the mask fit a game whose splits take ``two``: is the method exact with it?

        Two common values xor to a rare one exactly when ``c0 = 0`` (range kind), or
        when every take in ``two`` has the parity ``c0`` (domain kind).

        >>> Mask(0b1).fits([1]), Mask(0, c0=1).fits([1]), Mask(0, flip=1, c0=1).fits([1])
        (True, False, True)
        """
        if not two:
            return True  # no split: the mask is never used
        if self.flip == 0:
            return self.c0 == 0
        return all(t & 1 == self.c0 for t in two)

    @property
    def mask(self) -> int:
        """The mask as a Python int (negative when co-finite: ``~bits``, every high bit set)."""
        return ~self.bits if self.cofinite else self.bits

    def is_rare(self, value: int, heap: int) -> bool:
        """Is ``value`` rare for a heap of size ``heap``?

        >>> Mask(0b1).is_rare(2, 7), Mask(0b1).is_rare(3, 7)
        (True, False)
        """
        return (bin(value & self.mask).count("1") & 1) ^ (self.flip & heap & 1) == self.c0

    def __str__(self) -> str:
        kind = f", flipped on heaps of odd size (c0 = {self.c0})" if self.flip else ""
        if self.cofinite and not self.bits:
            return f"mask ...1111 (every bit){kind}"
        if self.cofinite:
            return f"mask ...1111 with bits 0b{self.bits:b} cleared (every higher bit set){kind}"
        return f"mask 0b{self.bits:b}{kind}"


def _rules(parsed: OctalCode | None) -> tuple[list[int], list[int], list[int]]:
    if parsed is None:  # Grundy's game: split into two unequal heaps, take nothing
        return [], [], [0]
    digits = parsed.digits
    whole = [j for j, d in enumerate(digits) if d & 1 and j]
    one = [j for j, d in enumerate(digits) if d & 2 and j]
    two = [j for j, d in enumerate(digits) if d & 4]
    return whole, one, two


def _parities(size: int, mask: int) -> np.ndarray:
    x = np.arange(size, dtype=np.int64) & mask
    parity = np.zeros(size, dtype=np.int32)
    while x.any():
        parity ^= (x & 1).astype(np.int32)
        x >>= 1
    return parity


def _walsh_hadamard(counts: np.ndarray) -> np.ndarray:
    """``W[m] = sum(counts[k] * (-1) ** parity(m & k))`` for every ``m``; len a power of two.

    >>> _walsh_hadamard(np.array([3, 1])).tolist()   # [3 + 1, 3 - 1]
    [4, 2]
    """
    a = np.asarray(counts, dtype=np.int64)
    step = 1
    while step < len(a):
        pairs = a.reshape(-1, 2, step)
        a = np.stack((pairs[:, 0] + pairs[:, 1], pairs[:, 0] - pairs[:, 1]), axis=1).reshape(-1)
        step *= 2
    return a


def choose_mask(values: Any, two: list[int], first_heap: int = 0) -> tuple[Mask, int]:
    """The mask with the fewest rare positions among the second half of ``values``, and that count.

    ``values[i]`` is the value of heap ``first_heap + i``.  Every mask below ``2**10``
    (no more bits than the values use) is tried, finite and co-finite (every higher
    bit set, Flammenkamp's "bitstrings" such as ``01111...``), of the range kind and,
    when the split takes all have the same parity, of the domain kind.

    >>> from gametheory_helpers.games.octal import naive_grundy_sequence
    >>> mask, rare = choose_mask(naive_grundy_sequence("0.16", 400), [1])
    >>> print(mask, rare)
    mask ...1111 with bits 0b1 cleared (every higher bit set) 5
    """
    check.check_mask_arguments(values, two, first_heap)
    g = np.asarray(values, dtype=np.int64)
    size = len(g)
    top = max(1, int(g.max(initial=0)).bit_length())
    low = min(top, _MASK_BITS)
    # A mask below 2**low (or its co-finite ~mask) sees only the low bits of a value and the
    # parity of the others: each value becomes that key, below 2**(low + 1).
    g = (g & ((1 << low) - 1)) | ((np.bitwise_count(g >> low).astype(np.int64) & 1) << low)
    odd = (np.arange(first_heap, first_heap + size) & 1).astype(bool)
    tail = np.zeros(size, dtype=bool)
    tail[size // 2 :] = True
    counted = np.ones(size, dtype=bool)
    if first_heap == 0:
        counted[0] = False
    width = 1 << (low + 1)

    def hist(select: np.ndarray) -> np.ndarray:
        return np.bincount(g[select], minlength=width).astype(np.int64)

    # value histograms of the tail / the whole window, split by the heap's parity
    h = {
        (w, o): hist((tail if w else counted) & (odd if o else ~odd))
        for w in (1, 0)
        for o in (0, 1)
    }
    bits = np.arange(1 << low, dtype=np.int64)
    # co-finite first (Flammenkamp's bitstrings, ~bits on the keys), then finite
    masks = np.concatenate([~bits & (width - 1), bits])
    # For every mask m, the keys k with parity(m & k) == p, counted by the Walsh-Hadamard
    # transform of a histogram (sum of h[k] * (-1)^parity(m & k)): O(width) memory where a
    # masks x keys parity table took 2^21 entries (tens of MB at 10^6 heaps).
    signed = {key: _walsh_hadamard(hist)[masks] for key, hist in h.items()}

    def count(key: tuple[int, int], p: int) -> np.ndarray:
        return (int(h[key].sum()) + (1 - 2 * p) * signed[key]) // 2

    kinds = [(0, 0)]
    if two and len({t & 1 for t in two}) == 1:
        kinds.append((1, two[0] & 1))
    candidates = []
    for flip, c0 in kinds:
        keys = [count((w, 0), c0) + count((w, 1), c0 ^ flip) for w in (1, 0)]
        candidates.append((keys[0], keys[1], flip, c0))
    best: tuple[int, int, int, Mask] | None = None
    for order, (tails, totals, flip, c0) in enumerate(candidates):
        i = int(np.lexsort((np.arange(len(masks)), totals, tails))[0])
        cofinite = i < len(bits)
        mask = Mask(int(bits[i % len(bits)]), flip, c0, cofinite)
        key = (int(tails[i]), int(totals[i]), order)
        if best is None or key < best[:3]:
            best = (*key, mask)
    assert best is not None
    return best[3], best[0]


class SparseRun:
    """One resumable computation of the values of a game; :meth:`extend` computes more.

    ``parsed`` is an :class:`~.octal.OctalCode` (or None for Grundy's game, with
    ``unequal=True``).  The first :data:`PREFIX` values come from the plain recurrence;
    the mask is chosen from them, then the sparse kernel continues.  ``values`` is a
    numpy array (int32), ``rare_positions`` the heaps whose value is rare.

    >>> run = SparseRun(None, unequal=True, accelerate=False, prefix=64)
    >>> len(run.extend(232)), run.sparse, str(run.mask)
    (232, True, 'mask ...1111 with bits 0b1 cleared (every higher bit set)')
    >>> run.rare_positions[-4:]   # Flammenkamp's table: G(193) = 12, G(196) = 10, G(231) = 10
    [190, 193, 196, 231]
    """

    def __init__(
        self,
        parsed: OctalCode | None,
        unequal: bool | None = None,
        *,
        accelerate: bool | str | None = None,
        prefix: int = PREFIX,
        mask: Mask | None = None,
    ) -> None:
        check.check_run(parsed, unequal, accelerate=accelerate, prefix=prefix, mask=mask)
        self.parsed = parsed
        self.unequal = parsed is None if unequal is None else unequal
        #: the compiled back end allowed, "c" or "numba" (for a large enough run when
        #: ``accelerate`` is None), or None: plain Python only
        self.compiled = _backend(accelerate)
        self._auto = accelerate is None
        self._native = False  # numpy buffers for compiled kernels (else array.array)
        self.prefix = max(2, prefix)
        self.forced_mask = mask
        whole, one, two = _rules(parsed)
        self.max_take = parsed.max_take if parsed is not None else 0
        self._rules: tuple[Any, ...] = tuple(array("q", r) for r in (whole, one, two))
        self.two = two
        self._plain_until = plain_until(len(two))
        self.count = 1  # values known: G(0) = 0
        self._g = self._buffer(1 << 12)
        self._mark = self._buffer(64, fill=-1)
        self.mask: Mask | None = None
        self.sparse = False
        self._rare = self._buffer(256)
        self._rare_g = self._buffer(256)
        self.nrare = 0
        self._par = self._buffer(64)
        self._next_selection = 0
        #: (preperiod, period) once the values prove a period (Guy-Smith): later values are
        #: copied, not computed
        self.proved_period: tuple[int, int] | None = None
        self._next_period_check = _FIRST_PERIOD_CHECK if self._can_prove_period() else None
        if self.compiled and not self._auto:
            self._go_native()

    # -- buffers: numpy arrays for compiled kernels, array.array for plain Python -------

    def _buffer(self, size: int, fill: int = 0) -> Any:
        if self._native:
            return np.full(size, fill, dtype=np.int32)
        return array("i", [fill]) * size

    def _go_native(self) -> None:
        """Move the buffers to numpy arrays, for the compiled kernels (once per run)."""
        if self._native:
            return
        self._native = True
        for name in ("_g", "_mark", "_rare", "_rare_g", "_par"):
            setattr(self, name, np.array(getattr(self, name), dtype=np.int32))
        self._rules = tuple(np.array(r, dtype=np.int64) for r in self._rules)

    def _fill_plain(self, n: int) -> None:
        """Compute ``G(0) .. G(n-1)`` at once by the byte engine of :mod:`.octal` (small ``n``)."""
        from .octal import _plain_values  # octal imports this module

        values = _plain_values(self.parsed, n, self.unequal)
        self._g[:n] = array("i", values)
        self.count = n
        self.mask, self.sparse = None, False  # chosen again on these values
        while max(values) >= len(self._mark) // 2:
            self._mark = self._grow(self._mark, 2 * len(self._mark), fill=-1)
        if n >= self.prefix:
            self._select_mask()

    def _grow(self, buf: Any, size: int, fill: int = 0) -> Any:
        bigger = self._buffer(size, fill)
        bigger[: len(buf)] = buf
        return bigger

    @property
    def values(self) -> np.ndarray:
        """The values computed so far, ``G(0) .. G(count - 1)``, as a numpy int32 array."""
        return np.asarray(self._g[: self.count], dtype=np.int32)

    @property
    def rare_positions(self) -> list[int]:
        """Heaps (from 1) whose value is rare for the chosen mask, in increasing order."""
        if self.mask is None:
            return []
        if self.sparse and self.proved_period is None:
            return [int(r) for r in self._rare[: self.nrare]]
        g = self.values
        return [n for n in range(1, self.count) if self.mask.is_rare(int(g[n]), n)]

    def _kernel(self, name: str) -> Callable[..., Any]:
        if self._native:
            assert self.compiled is not None
            return compiled_kernels(self.compiled)[name]
        return {
            "plain": kernels.plain_kernel,
            "sparse": kernels.sparse_kernel,
            "certify": kernels.certify_kernel,
        }[name]

    def settle_mask(self) -> Mask | None:
        """Choose the mask now from the values so far, if the prefix was not reached yet.

        (A run shorter than the prefix never needed a mask; a viewer still wants one.)
        """
        if self.mask is None and self.count >= 8:
            self._select_mask()
        return self.mask

    def _select_mask(self) -> None:
        first = max(0, self.count - _WINDOW)
        if self.forced_mask is not None:
            mask, share = self.forced_mask, 0.0
        elif not self.two:
            mask, share = Mask(0), 1.0
        else:
            mask, rare = choose_mask(self.values[first:], self.two, first)
            share = rare / max(1, (self.count - first) - (self.count - first) // 2)
        self._next_selection = 2 * self.count
        if mask == self.mask and self.sparse:
            return
        self.mask = mask
        self.sparse = bool(self.two) and share < _SPARSE_SHARE
        if not self.sparse:
            return
        g = self.values.astype(np.int64)
        parity = _parities(int(g.max(initial=0)) + 1, mask.mask)[g]
        heaps = np.arange(self.count)
        rare = np.flatnonzero((parity ^ (mask.flip & heaps & 1)) == mask.c0)
        rare = rare[rare >= 1]
        self._rare = self._buffer(max(256, 2 * len(rare)))
        self._rare_g = self._buffer(len(self._rare))
        for i, r in enumerate(rare.tolist()):
            self._rare[i] = r
            self._rare_g[i] = int(g[r])
        self.nrare = len(rare)
        self._refresh_parities()

    def _refresh_parities(self) -> None:
        assert self.mask is not None
        parity = _parities(len(self._mark), self.mask.mask)
        if self._native:
            self._par = parity
        else:
            self._par = array("i", parity.tolist())

    def _make_room(self, heaps: int) -> None:
        if heaps > len(self._g):
            self._g = self._grow(self._g, max(heaps, 2 * len(self._g)))

    def extend(
        self,
        n: int,
        progress: Callable[[int, int], None] | None = None,
        cancel: threading.Event | None = None,
        chunk: int = 1 << 14,
    ) -> np.ndarray:
        """Compute values up to heap ``n - 1`` (if not yet known); return ``values[:n]``.

        ``progress(done, n)`` is called between chunks; setting ``cancel`` stops the
        run between chunks (the values computed so far stay valid and resumable).
        """
        check.check_extend(n, progress, cancel, chunk)
        if self.compiled and n > self._plain_until:
            self._go_native()
        self._make_room(n)
        stopped = cancel is not None and cancel.is_set()
        small = self.count < n <= self._plain_until
        if self._auto and not self._native and small and not stopped:
            self._fill_plain(n)  # a fraction of a second: one chunk
            if progress is not None:
                progress(self.count, n)
        whole, one, two = self._rules
        while self.count < n:
            if cancel is not None and cancel.is_set():
                break
            lo = self.count
            if lo >= self.prefix and (
                self.mask is None
                or (self.forced_mask is None and self.two and lo >= self._next_selection
                    and lo <= _RESELECT_UNTIL)
            ):  # fmt: skip
                self._select_mask()
            if self.proved_period is not None:  # copied, not computed (to the prefix first,
                # so that a run past it has its mask, as when computed)
                self._fill_by_period(n if self.mask is not None else min(n, self.prefix))
                if progress is not None:
                    progress(self.count, n)
                continue
            if not self.sparse:
                stop = self.prefix if self.mask is None else n
                step = max(16, (1 << 24) // max(lo, 1)) if self.two else chunk
                hi = min(n, stop, lo + step)
                done = self._kernel("plain")(
                    self._g, lo, hi, whole, one, two, self.unequal, self._mark
                )
            else:
                assert self.mask is not None
                hi = min(n, lo + chunk)
                if self._next_selection <= _RESELECT_UNTIL:
                    hi = min(hi, max(lo + 1, self._next_selection))
                done, self.nrare = self._kernel("sparse")(
                    self._g, lo, hi, whole, one, two, self.unequal, self._mark,
                    self._par, self.mask.flip, self.mask.c0, self._rare, self.nrare,
                    self._rare_g,
                )  # fmt: skip
                if self.nrare == len(self._rare):
                    self._rare = self._grow(self._rare, 2 * len(self._rare))
                    self._rare_g = self._grow(self._rare_g, len(self._rare))
            self.count = int(done)
            if self._next_period_check is not None and self.count >= self._next_period_check:
                self._next_period_check = 2 * self.count
                self.proved_period = self._prove_period()
            if int(self._g[self.count - 1]) >= len(self._mark) // 2:
                self._mark = self._grow(self._mark, 2 * len(self._mark), fill=-1)
                if self.sparse:
                    self._refresh_parities()
            if progress is not None:
                progress(self.count, n)
        return self.values[:n]

    def _can_prove_period(self) -> bool:
        return self.parsed is not None and not self.unequal

    def _prove_period(self) -> tuple[int, int] | None:
        """``(preperiod, period)`` if the values so far prove one (the Guy-Smith theorem, as
        :meth:`certify`), trying only the shortest period of the last values, up to
        :data:`_MAX_FILL_PERIOD`, that the second half of the values shows: a bounded cost
        at every check, whatever the values.  (Once a period is proved, no mask is chosen
        again: there is nothing left to compute.)"""
        g = np.frombuffer(self._g, dtype=np.int32)[: self.count]
        tail = g[max(self.count // 2, self.count - 2 * _MAX_FILL_PERIOD) :]
        periods = np.arange(1, len(tail) // 2 + 1)
        for j in range(1, min(17, len(tail) - len(periods) + 1)):  # the last 16 values first
            periods = periods[tail[-j - periods] == tail[-j]]
        period = next((int(p) for p in periods if np.array_equal(tail[p:], tail[:-p])), None)
        if period is None:
            return None
        preperiod = 0  # one past the last heap j with G(j + period) != G(j), from the end
        for lo in range(self.count - period, 0, -(1 << 16)):
            start = max(0, lo - (1 << 16))
            differ = np.flatnonzero(g[start + period : lo + period] != g[start:lo])
            if len(differ):
                preperiod = start + int(differ[-1]) + 1
                break
        bound = 2 * max(preperiod, 1) + period + self.max_take
        return (preperiod, period) if bound + period <= self.count else None

    def _fill_by_period(self, n: int) -> None:
        """``G(count) .. G(n - 1)`` from the proved period: ``G(k) = G(k - period)``."""
        assert self.proved_period is not None
        preperiod, period = self.proved_period
        g = np.frombuffer(self._g, dtype=np.int32)
        for lo in range(self.count, n, 1 << 16):
            k = np.arange(lo, min(n, lo + (1 << 16)))
            g[lo : lo + len(k)] = g[preperiod + (k - preperiod) % period]
        self.count = max(self.count, n)

    def certify(self, size: int | None = None) -> tuple[int, int, int] | None:
        """The Guy-Smith certificate ``(preperiod, period, bound)`` of the first values, or None.

        The Guy-Smith theorem covers octal games only: for Grundy's game (or a run with
        ``unequal=True``) no period is ever certified, whatever the values show.

        >>> run = SparseRun(None, accelerate=False)   # Grundy's game: values 0 0 0 1 0 2 1 0 2 ...
        >>> run.extend(13).tolist()[-3:], run.certify()
        ([0, 2, 1], None)
        """
        if size is not None:
            require_int(size, _("size, the number of values to look at"), minimum=0)
        if self.parsed is None or self.unequal:
            return None
        size = self.count if size is None else min(size, self.count)
        found = self._kernel("certify")(self._g, size, self.max_take)
        return None if found[0] < 0 else tuple(int(v) for v in found)  # type: ignore[return-value]

    def apparent_period(self) -> tuple[int, int] | None:
        """``(preperiod, period)`` of the shortest period the values so far show twice, or None.

        For any game, Grundy's game included, and never a proof: the values after the
        last one computed may break it (see :meth:`certify` for a proof).

        >>> run = SparseRun(None, accelerate=False)   # Grundy's game
        >>> run.extend(13).tolist()[3:], run.apparent_period()
        ([1, 0, 2, 1, 0, 2, 1, 0, 2, 1], (3, 3))
        >>> run.extend(14).tolist()[13], run.apparent_period()   # broken at once: G(13) = 3
        (3, None)
        """
        found = self._kernel("certify")(self._g, self.count, 0)
        return None if found[0] < 0 else (int(found[0]), int(found[1]))


def sparse_values(
    parsed: OctalCode | None,
    n: int,
    unequal: bool | None = None,
    *,
    accelerate: bool | str | None = None,
    prefix: int = PREFIX,
    mask: Mask | None = None,
    max_heaps: int = DEFAULT_MAX_HEAPS,
) -> list[int]:
    """Values ``G(0) .. G(n-1)`` from the sparse-space engine, as a list of ints.

    ``n`` above ``max_heaps`` (2^21 by default, at most :data:`MAX_HEAPS`) is refused at
    once: an open game takes seconds at 2^21 compiled (C or numba), minutes in
    plain Python.

    >>> from gametheory_helpers.games.octal import naive_grundy_sequence, parse_octal
    >>> fast = sparse_values(parse_octal("0.16"), 300, prefix=8, accelerate=False)
    >>> fast == naive_grundy_sequence("0.16", 300)
    True
    """
    check.check_count(n, max_heaps)
    run = SparseRun(parsed, unequal, accelerate=accelerate, prefix=prefix, mask=mask)
    return run.extend(n).tolist()
