"""Octal games (八进制游戏), Lasker's Nim and Grundy's game (the slides, "multi-SG", "Octal").

A *take-and-break* game is played on heaps; a move takes some tokens from one heap
and may split what is left into several heaps.  Such a move replaces one game by a
sum of games, which is the slides' **multi-SG** game: by the Sprague-Grundy theorem
the SG value of the position after the move is the xor of the SG values of the new
heaps, so one heap's values satisfy

.. math:: G(n) = \\operatorname{mex}\\{G(a) \\oplus G(b) : (a, b) \\text{ a legal remainder}\\}.

**Octal codes** (Guy and Smith, 1956).  The code ``d0.d1d2d3...`` lists one octal
digit per number ``j`` of tokens taken; the digit ``dj`` is a sum of

- 1: you may take ``j`` tokens when they are the whole heap (leaving no heap);
- 2: you may take ``j`` tokens from a larger heap, leaving one heap;
- 4: you may take ``j`` tokens and split the rest into two non-empty heaps.

So Kayles is ``0.77``, Dawson's Kayles ``0.07``, Dawson's chess ``0.137``, and
``4.7`` allows splitting a heap without taking anything (``d0 = 4``) or taking one
token leaving 0, 1 or 2 heaps.  The slides describe Dawson's chess as "take any
number, then optionally split the rest": read literally, that is the infinite code
``0.777...``, whose values are simply ``G(n) = n``; Dawson's chess proper is ``0.137``.

**Periodicity** (Guy-Smith theorem).  Let ``t`` be the index of the last non-zero
digit (the largest take).  If ``G(n + p) = G(n)`` for all ``e <= n < 2e + p + t``,
with ``e >= 1``, then ``G(n + p) = G(n)`` for every ``n >= e``.  The fast engine
computes values until the computed prefix *certifies* a period this way, and then
extends to any length by periodicity; when no certificate is found it says so.

The fast engine is word-parallel: it keeps the values as bytes, forwards and
reversed, and gets all the values ``G(a) ^ G(r - a)`` of the splits of ``r`` with
one xor of two big integers, then finds the mex with C-level byte searches.  If a
value reaches 256 it switches to a second engine that stores, for each value, the
heap sizes having it: as a short list for a rare value (enumerated directly, the
"rare and common values" of Winning Ways) or as a big-integer bitset for a common
one, so that "is there a split with values v and w?" is one shift and one ``&``.

>>> grundy_sequence("0.77", 14)     # Kayles, OEIS A002186
[0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1]
>>> [lasker_nim_grundy(h) for h in range(9)]
[0, 1, 2, 4, 3, 5, 6, 8, 7]
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ..core import Game
from ..i18n import N_, _
from ..validation import SearchLimitError, require_at_most, require_int, show
from . import octal_sparse

__all__ = [
    "OctalCode",
    "PeriodReport",
    "default_limit",
    "grundy_sequence",
    "grundys_game",
    "grundys_game_sequence",
    "lasker_nim",
    "lasker_nim_grundy",
    "naive_grundy_sequence",
    "octal_game",
    "parse_octal",
    "periodicity",
    "position_grundy",
]

_CODE = re.compile(r"([0-9]*)\.([0-9]*)")  # ASCII digits only: full-width ８ is not 8
# A value with at most this many heap sizes is "rare": its heaps are enumerated one by one.
_RARE_LIMIT = 48
# Certificate attempts are made on the first 256, 512, 1024, ... values.
_FIRST_ATTEMPT = 256
#: The longest code accepted: digits after the point, so the largest take (a contest game such
#: as BZOJ2940's stripes takes up to a few dozen tokens at once).
MAX_CODE_DIGITS = 100
#: The most nonzero digits accepted (every game in the literature has far fewer; the work per
#: heap grows with their number).
MAX_NONZERO_DIGITS = 32
#: The largest heap :meth:`OctalCode.remainders` lists the moves of (half a million moves per
#: two-heap digit at this size).
MAX_REMAINDER_HEAP = 10**5
# periodicity's default limit: 20,000 values for a game with at most one two-heap digit, fewer
# for more (the work grows like the limit squared times their number), about a second in all.
_DEFAULT_LIMIT = 20_000

Checker = Callable[[int, list[int]], bool]

# Codes (canonical text, trailing zero digits dropped) whose values are known to prove no
# period within far more than _DEFAULT_LIMIT values, so that no certificate can exist there:
# the open games 0.6 (Officers) and 0.007 (Treblecross), computed without a period to 2^21
# and beyond (Flammenkamp's tables of octal games), and 0.16, whose period starts at
# 105,351 (Gangolli and Plambeck 1989).  A heap past the limit is refused at once for them,
# without computing the values that would only confirm it.
_NO_PERIOD_WITHIN_LIMIT = frozenset({"0.6", "0.007", "0.16"})


@dataclass(frozen=True)
class OctalCode:
    """A parsed octal code: ``digits[j]`` is the digit for taking ``j`` tokens (``digits[0]`` = d0).

    >>> parse_octal("0.137").max_take, parse_octal("0.137").text
    (3, '0.137')
    """

    digits: tuple[int, ...]

    def __post_init__(self) -> None:
        digits = self.digits
        if not isinstance(digits, tuple):
            raise TypeError(
                _(
                    "OctalCode digits must be a tuple of octal digits such as (0, 7, 7), "
                    "got {value} ({kind}); parse_octal('0.77') builds one"
                ).format(value=show(digits), kind=type(digits).__name__)
            )
        require_at_most(
            len(digits) - 1,
            MAX_CODE_DIGITS,
            _("the number of OctalCode digits after the point"),
            N_("the largest take of a game in the literature is far smaller"),
        )
        require_at_most(
            sum(1 for digit in digits[1:] if digit != 0),
            MAX_NONZERO_DIGITS,
            _("the number of nonzero OctalCode digits after the point"),
            N_("every game in the literature has far fewer"),
        )
        for digit in digits:
            require_int(digit, _("every OctalCode digit"))
            if not 0 <= digit <= 7:
                raise ValueError(
                    _("every OctalCode digit must be an octal digit 0 to 7, got {value}").format(
                        value=digit
                    )
                )
        if len(digits) < 2:
            raise ValueError(
                _("OctalCode digits need d0 and at least one more, got {value}").format(
                    value=digits
                )
            )
        if digits[0] not in (0, 4):
            raise ValueError(
                _("the OctalCode digit d0 must be 0 or 4, got {value}").format(value=digits[0])
            )

    @property
    def text(self) -> str:
        """The code written back as ``d0.d1d2...``."""
        return f"{self.digits[0]}." + "".join(map(str, self.digits[1:]))

    @property
    def max_take(self) -> int:
        """``t``: the largest take (the index of the last non-zero digit)."""
        nonzero = [j for j, d in enumerate(self.digits) if d]
        return nonzero[-1] if nonzero else 0

    def remainders(self, heap: int) -> list[tuple[int, ...]]:
        """The heaps a move on one heap of ``heap`` tokens can leave, as sorted tuples.

        >>> parse_octal("0.07").remainders(5)
        [(3,), (1, 2)]
        """
        _require_listable(heap)
        result: list[tuple[int, ...]] = []
        for take, digit in enumerate(self.digits):
            rest = heap - take
            if rest < 0:
                break
            if digit & 1 and rest == 0:
                result.append(())
            if digit & 2 and rest >= 1 and take >= 1:
                result.append((rest,))
            if digit & 4:
                result.extend((a, rest - a) for a in range(1, rest // 2 + 1))
        return result


def _require_listable(heap: Any) -> None:
    require_int(
        heap,
        _("the heap size"),
        minimum=0,
        maximum=MAX_REMAINDER_HEAP,
        instead=N_(
            "its moves are too many to list; the fast engines give the values of larger heaps"
        ),
    )


def parse_octal(code: Any) -> OctalCode:
    """Read an octal code such as ``"0.07"``, ``".77"`` or ``"4.7"``; reject malformed codes.

    A code has at most :data:`MAX_CODE_DIGITS` (100) digits after the point, at most
    :data:`MAX_NONZERO_DIGITS` (32) of them nonzero.

    >>> parse_octal(".77").digits
    (0, 7, 7)
    >>> parse_octal("0.8")
    Traceback (most recent call last):
    ...
    ValueError: '0.8' is not an octal code: 8 is not an octal digit (use 0 to 7)
    """
    if isinstance(code, OctalCode):
        return code
    if not isinstance(code, str):
        raise TypeError(
            _(
                "an octal code is a string such as '0.07' (a number would lose digits), got {value}"
            ).format(value=show(code))
        )
    text = code.strip().replace("·", ".")
    if len(text) > MAX_CODE_DIGITS + 2:  # d0, the point and the digits
        raise ValueError(
            _(
                "{code} is too long: an octal code has at most {max_code_digits} "
                "digits after the point here (every game in the literature has far "
                "fewer), got {length:,} characters"
            ).format(code=show(code), max_code_digits=MAX_CODE_DIGITS, length=len(text))
        )
    match = _CODE.fullmatch(text)
    if match is None:
        raise ValueError(
            _(
                "{code} is not an octal code: write it as d0.d1d2... with octal "
                "digits, for example '0.77' (Kayles) or '4.7'"
            ).format(code=show(code))
        )
    head, tail = match.groups()
    for digit in head + tail:
        if digit in "89":
            raise ValueError(
                _("{code} is not an octal code: {digit} is not an octal digit (use 0 to 7)").format(
                    code=show(code), digit=digit
                )
            )
    if len(head) > 1:
        raise ValueError(
            _("{code} is not an octal code: only one digit d0 before the point").format(
                code=show(code)
            )
        )
    if not tail:
        raise ValueError(
            _("{code} is not an octal code: no digits after the point").format(code=show(code))
        )
    first = int(head or "0")
    if first not in (0, 4):
        raise ValueError(
            _(
                "{code}: the digit before the point must be 0 or 4 (taking no token "
                "may only split a heap in two; 1 or 2 there would allow a move that "
                "changes nothing)"
            ).format(code=show(code))
        )
    return OctalCode((first, *(int(d) for d in tail)))


def _heap_tuple(position: Any, what: str) -> tuple[int, ...]:
    if isinstance(position, bool) or not isinstance(position, tuple):
        raise TypeError(
            _("a position of {what} is a tuple of heap sizes such as (3, 5), got {value}").format(
                what=what, value=show(position)
            )
        )
    for heap in position:
        require_int(heap, _("every heap size in a position of {what}").format(what=what), minimum=0)
    return position


def _search_work(takes: int) -> Callable[[tuple[int, ...]], int]:
    """A lower bound on the options a brute-force search from a row lists: solving a heap of
    ``h`` solves every smaller single heap, each listing its options (about ``takes`` per
    token per side), so about ``takes * (h + 1)**2 / 4`` in all; refused at once when it passes
    ``max_steps`` (the step count alone missed this work: 32 digits and a heap of 3,000 ran
    for minutes)."""

    def size(position: tuple[int, ...]) -> int:
        return sum(max(takes, 1) * (heap + 1) ** 2 // 4 for heap in set(position))

    return size


def _heap_game(remainders: Any, name: str, takes: int = 1) -> Game:
    def moves(position: tuple[int, ...]) -> list[tuple[int, ...]]:
        options = set()
        for index, heap in enumerate(position):
            if heap in position[:index]:
                continue  # equal heaps give the same options
            rest = position[:index] + position[index + 1 :]
            for left in remainders(heap):
                options.add(tuple(sorted(h for h in rest + left if h)))
        return sorted(options)

    return Game(
        moves,
        name=name,
        validate=lambda p: _heap_tuple(p, name),
        size=_search_work(takes),
        hint=N_("use position_grundy(code, heaps), which computes heaps' values fast"),
    )


def octal_game(code: str) -> Game:
    """Return the octal game ``code`` as a :class:`Game` on sorted tuples of heap sizes.

    This is the literal game (a position is the whole row of heaps, ``()`` when
    empty), for brute-force checks and the play widget.

    >>> kayles = octal_game("0.77")
    >>> kayles.options((3,))
    [(1,), (1, 1), (2,)]
    >>> kayles.grundy((3, 4)) == 3 ^ 1
    True
    """
    parsed = parse_octal(code)
    takes = sum(1 for digit in parsed.digits[1:] if digit)
    game = _heap_game(parsed.remainders, f"octal game {parsed.text}", takes)
    return game.named(N_("octal game {code}"), code=parsed.text)


# -- the naive recurrence ----------------------------------------------------------------


def naive_grundy_sequence(code: str, n: int) -> list[int]:
    """The textbook O(n^2) recurrence in pure Python: values of one heap of size 0..n-1.

    Kept as the reference the fast engine is checked and timed against.

    >>> naive_grundy_sequence("0.07", 10)
    [0, 0, 1, 1, 2, 0, 3, 1, 1, 0]
    """
    parsed = parse_octal(code)
    require_int(
        n,
        _("the number of values n"),
        minimum=0,
        maximum=2000,
        instead=N_("grundy_sequence(code, n) computes the same values much faster"),
    )
    values: list[int] = []
    for heap in range(n):
        seen = {_xor_all(values, left) for left in parsed.remainders(heap)}
        g = 0
        while g in seen:
            g += 1
        values.append(g)
    return values


def _xor_all(values: list[int], heaps: tuple[int, ...]) -> int:
    result = 0
    for heap in heaps:
        result ^= values[heap]
    return result


# -- the fast engine ---------------------------------------------------------------------


class _SplitIndex:
    """Heap sizes grouped by SG value, to find the values of splits ``a + b = r`` quickly."""

    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self.values: list[int] = [0]
        self.rare: dict[int, list[int]] = {}  # value -> heap sizes >= 1 (ascending)
        self.forward: dict[int, int] = {}  # common value -> bitset of heap sizes
        self.backward: dict[int, int] = {}  # common value -> bitset of capacity - size

    def add(self, size: int, value: int) -> None:
        self.values.append(value)
        if value in self.forward:
            self.forward[value] |= 1 << size
            self.backward[value] |= 1 << (self.capacity - size)
            return
        sizes = self.rare.setdefault(value, [])
        sizes.append(size)
        if len(sizes) > _RARE_LIMIT:  # promote to a common value: bitsets from now on
            del self.rare[value]
            self.forward[value] = sum(1 << s for s in sizes)
            self.backward[value] = sum(1 << (self.capacity - s) for s in sizes)

    def split_values(self, rest: int, seen: set[int], unequal: bool = False) -> _SplitQuery:
        """Add to ``seen`` every value from a rare heap; return a query for common pairs."""
        values = self.values
        for value, sizes in self.rare.items():
            for a in sizes:
                if a >= rest:
                    break
                if unequal and 2 * a == rest:
                    continue
                seen.add(value ^ values[rest - a])
        return _SplitQuery(self, rest, unequal)


class _SplitQuery:
    """Is ``x`` the xor ``G(a) ^ G(b)`` of a split ``a + b = rest`` with both values common?"""

    def __init__(self, index: _SplitIndex, rest: int, unequal: bool) -> None:
        self.index = index
        self.rest = rest
        self.unequal = unequal
        self.shifted: dict[int, int] = {}

    def has(self, x: int) -> bool:
        forward = self.index.forward
        shift = self.index.capacity - self.rest
        for v, bits in forward.items():
            w = v ^ x
            if w not in forward:
                continue
            mirror = self.shifted.get(w)
            if mirror is None:
                # bit a of mirror <=> G(rest - a) == w
                mirror = self.shifted[w] = self.index.backward[w] >> shift
            common = bits & mirror
            if common and self.unequal and not self.rest & 1:
                common &= ~(1 << (self.rest // 2))
            if common:
                return True
        return False


def _rules(parsed: OctalCode | None) -> tuple[set[int], list[int], list[int]]:
    if parsed is None:  # Grundy's game: split into two unequal heaps, take nothing
        return set(), [], [0]
    digits = parsed.digits
    whole = {j for j, d in enumerate(digits) if d & 1 and j}
    one = [j for j, d in enumerate(digits) if d & 2 and j]
    two = [j for j, d in enumerate(digits) if d & 4]
    return whole, one, two


def _byte_values(
    parsed: OctalCode | None, n: int, unequal: bool, width: int = 1, check: Checker | None = None
) -> list[int] | None:
    """The word-parallel engine for values below ``256 ** width``; None if one reaches it.

    ``width`` bytes per heap size, in a forward and a reversed buffer.  For a
    remainder ``r`` the values ``G(1), ..., G(h)`` and ``G(r - 1), ..., G(r - h)`` are
    read as two big integers and xored in one operation: the result holds, element
    by element, every value ``G(a) ^ G(r - a)`` of a split.  The mex is then found by
    C-level byte searches instead of a Python loop over the splits.
    ``check(count, values)``, called whenever ``count`` values are known and ``count``
    is a checkpoint (see :func:`_is_checkpoint`), may stop the run by returning True:
    the values so far are returned.
    """
    whole, one, two = _rules(parsed)
    cap = max(n, 1)
    limit = 256**width
    values = [0] * cap
    forward, backward = bytearray(cap * width), bytearray(cap * width)
    ahead, behind = memoryview(forward), memoryview(backward)  # backward holds G(cap - 1 - i)
    from_bytes = int.from_bytes
    for heap in range(1, n):
        if check is not None and _is_checkpoint(heap) and check(heap, values):
            return values[:heap]
        seen = {0} if heap in whole else set()
        seen.update(values[heap - take] for take in one if take < heap)
        splits = []
        for take in two:
            rest = heap - take
            half = (rest - 1) // 2 if unequal else rest // 2
            if half >= 1:
                low = from_bytes(ahead[width : (half + 1) * width], "little")
                start = (cap - rest) * width
                high = from_bytes(behind[start : start + half * width], "little")
                splits.append((low ^ high).to_bytes(half * width, "little"))
        g = 0
        while g < limit and (g in seen or any(_holds(xs, g, width) for xs in splits)):
            g += 1
        if g >= limit:
            return None
        values[heap] = g
        cell = g.to_bytes(width, "little")
        forward[heap * width : (heap + 1) * width] = cell
        backward[(cap - 1 - heap) * width : (cap - heap) * width] = cell
    return values[:n]


def _holds(packed: bytes, value: int, width: int) -> bool:
    """Does ``packed`` (``width`` bytes per element, little-endian) contain ``value``?"""
    if width == 1:
        return value in packed
    needle = value.to_bytes(width, "little")
    found = packed.find(needle)
    while found != -1 and found % width:  # a match straddling two elements: look on
        found = packed.find(needle, found + 1)
    return found != -1


def _bitset_values(
    parsed: OctalCode | None, n: int, unequal: bool, check: Checker | None = None
) -> list[int]:
    """The engine for any values: heap sizes grouped by value, as lists or big-int bitsets."""
    whole, one, two = _rules(parsed)
    index = _SplitIndex(max(n, 1))
    values = index.values
    for heap in range(1, n):
        if check is not None and _is_checkpoint(heap) and check(heap, values):
            return values[:heap]
        seen: set[int] = set()
        if heap in whole:
            seen.add(0)
        for take in one:
            if take < heap:
                seen.add(values[heap - take])
        queries = [
            index.split_values(heap - take, seen, unequal) for take in two if heap - take >= 2
        ]
        g = 0
        while g in seen or any(query.has(g) for query in queries):
            g += 1
        index.add(heap, g)
    return values[:n]


def _is_checkpoint(count: int) -> bool:
    """Certificate attempts are made on ``256 * 2**k`` values."""
    return count >= _FIRST_ATTEMPT and count % _FIRST_ATTEMPT == 0 and (count & (count - 1)) == 0


def _has_split(parsed: OctalCode | None) -> bool:
    return parsed is None or any(d & 4 for d in parsed.digits)


def _use_sparse(parsed: OctalCode | None, n: int) -> bool:
    """Beyond :func:`.octal_sparse.plain_until` heaps (4,096 for one two-heap digit), games with
    a two-heap digit go to the sparse-space engine when it has a compiled back end (the C
    extension or numba); below, the byte engine is quick (0.2 s at most, and nothing compiled
    or imported in a chapter's kernel)."""
    if not (_has_split(parsed) and octal_sparse.ACCELERATE):
        return False
    splits = 1 if parsed is None else sum(1 for d in parsed.digits if d & 4)
    return n > octal_sparse.plain_until(splits)


def _fast_values(
    parsed: OctalCode | None, n: int, unequal_split: bool = False, check: Checker | None = None
) -> list[int]:
    """Values for heaps 0..n-1 of an octal code (or of Grundy's game when ``parsed`` is None).

    Large games with a two-heap digit go to the sparse-space engine when it has a
    compiled back end (the C extension or numba); otherwise the byte engine (two bytes per
    value past 255, then the bitset engine) computes them.  ``check`` as in :func:`_byte_values`.
    """
    if _use_sparse(parsed, n):
        return octal_sparse.SparseRun(parsed, unequal_split).extend(n).tolist()
    return _plain_values(parsed, n, unequal_split, check)


def _plain_values(
    parsed: OctalCode | None, n: int, unequal_split: bool = False, check: Checker | None = None
) -> list[int]:
    """The byte engine, then the bitset engine when a value needs more than two bytes."""
    values = _byte_values(parsed, n, unequal_split, check=check)
    if values is None:  # a value of 256 or more: two bytes per value
        values = _byte_values(parsed, n, unequal_split, width=2, check=check)
    if values is None:
        values = _bitset_values(parsed, n, unequal_split, check=check)
    return values


def _certified_values(
    parsed: OctalCode, n: int, limit: int
) -> tuple[list[int], tuple[int, int, int] | None]:
    """Values of heaps ``0 .. n-1``, trying a certificate on the first 256, 512, ... values.

    One run of the engine: each attempt looks at the values computed so far (never
    recomputing them), up to ``limit`` values.  Returns the values (only as many as
    the certificate needed, when one is found) and the certificate or None.
    """
    if _use_sparse(parsed, n):
        run = octal_sparse.SparseRun(parsed)
        size = _FIRST_ATTEMPT
        while size < n and size <= limit:
            run.extend(size)
            certificate = run.certify(size)
            if certificate is not None:
                return run.values.tolist(), certificate
            size *= 2
        values = run.extend(n).tolist()
        return values, (run.certify(n) if n <= limit else None)

    found: list[tuple[int, int, int]] = []

    def check(count: int, values: list[int]) -> bool:
        if count > limit:
            return False
        certificate = _certify(values[:count], parsed.max_take)
        if certificate is not None:
            found.append(certificate)
        return certificate is not None

    values = _fast_values(parsed, n, check=check)
    if not found and len(values) >= n and n <= limit and not _is_checkpoint(n):
        certificate = _certify(values[:n], parsed.max_take)  # the last attempt, on all n
        if certificate is not None:
            found.append(certificate)
    return values, (found[0] if found else None)


@dataclass(frozen=True)
class PeriodReport:
    """What the computed prefix of an octal game's values proves about periodicity.

    ``certified`` is True only when the Guy-Smith condition holds inside the
    computed prefix: ``G(n + period) == G(n)`` for ``max(preperiod, 1) <= n < bound``
    with ``bound = 2 * max(preperiod, 1) + period + max_take``.  Then the values are
    periodic from ``preperiod`` on, for ever.
    """

    code: str
    computed: int
    certified: bool
    preperiod: int | None = None
    period: int | None = None
    bound: int | None = None

    def __str__(self) -> str:
        if not self.certified:
            return _(
                "{code}: no period certified by the first {computed} values "
                "(the game may still be periodic further on)"
            ).format(code=self.code, computed=self.computed)
        return _(
            "{code}: period {period} from n = {preperiod} on, certified by "
            "the Guy-Smith theorem (checked up to n + p with n < {bound})"
        ).format(code=self.code, period=self.period, preperiod=self.preperiod, bound=self.bound)


def _certify(values: list[int], max_take: int) -> tuple[int, int, int] | None:
    """Smallest period p (then preperiod e) that the prefix certifies, or None."""
    size = len(values)
    for period in range(1, size // 2 + 1):
        i = size - period - 1
        while i >= 0 and values[i + period] == values[i]:
            i -= 1
        preperiod = i + 1
        start = max(preperiod, 1)
        bound = 2 * start + period + max_take
        if bound + period <= size:
            return preperiod, period, bound
    return None


def default_limit(code: str | OctalCode) -> int:
    """The number of values :func:`periodicity` computes by default: about a second of work.

    20,000 for a game with at most three two-heap digits (a digit with the 4 in it); for more,
    fewer, as the work grows like the limit squared times their number.

    >>> default_limit("0.07"), default_limit("0." + "6" * 16)
    (20000, 5000)
    """
    splits = sum(1 for d in parse_octal(code).digits if d & 4)
    return _DEFAULT_LIMIT // math.isqrt(max(1, splits))


def periodicity(code: str, limit: int | None = None) -> PeriodReport:
    """Compute values (up to ``limit`` heaps) until a period is certified; report the result.

    ``limit`` is :func:`default_limit` by default (20,000 for most games), at most
    ``2**21``.

    >>> report = periodicity("0.77")
    >>> report.certified, report.preperiod, report.period
    (True, 71, 12)
    >>> periodicity("0.007", limit=2000).certified
    False
    """
    parsed = parse_octal(code)
    if limit is None:
        limit = default_limit(parsed)
    require_int(
        limit,
        _("the limit on computed values"),
        minimum=1,
        maximum=MAX_DEFAULT_HEAPS,
        instead=N_("a game with no period proved by 2^21 values is an open problem"),
    )
    size = min(_FIRST_ATTEMPT, limit)
    values = _fast_values(parsed, size)
    found = _certify(values, parsed.max_take)
    if found is None and limit > size:
        values, found = _certified_values(parsed, limit, limit)
    if found is None:
        return PeriodReport(parsed.text, len(values), False)
    preperiod, period, bound = found
    return PeriodReport(parsed.text, len(values), True, preperiod, period, bound)


#: The default bound on the number of values one call computes (the published tables of the
#: open games go to 2^21 heaps).
MAX_DEFAULT_HEAPS = 1 << 21


#: The default bound for a game with a two-heap digit with no compiled back end (the plain engine
#: takes about half a second for 2^13 values of 0.6, and four times as long per doubling).
MAX_PLAIN_HEAPS = 1 << 13


def grundy_sequence(
    code: str, n: int, certify_limit: int = 20_000, *, max_heaps: int | None = None
) -> list[int]:
    """SG values of one heap of size ``0 .. n-1`` of the octal game ``code``, computed fast.

    When the first ``certify_limit`` values certify a period (Guy-Smith), the rest is
    filled in by periodicity; otherwise every value is computed.  ``n`` above
    ``max_heaps`` is refused at once: an open game such as 0.6 takes minutes at 10^7
    (pass a larger ``max_heaps``, up to ``octal_sparse.MAX_HEAPS``, to go there anyway).
    ``max_heaps`` is :data:`MAX_DEFAULT_HEAPS` (2^21) by default.  For a game with a two-heap
    digit with no compiled back end (neither the C extension nor numba), at most
    :data:`MAX_PLAIN_HEAPS` (2^13) values are computed unless ``max_heaps`` is given: beyond
    them only a period proved within them goes on (Kayles to 10^5 still answers), and an
    ``n`` that would need more is refused.

    >>> grundy_sequence("0.137", 12)   # Dawson's chess, OEIS A002187
    [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2]
    >>> len(grundy_sequence("0.77", 10**6))
    1000000
    """
    parsed = parse_octal(code)
    plain_cap = None
    if max_heaps is None:
        if _has_split(parsed) and not octal_sparse.ACCELERATE:
            plain_cap = MAX_PLAIN_HEAPS
        max_heaps = MAX_DEFAULT_HEAPS
    require_int(max_heaps, "max_heaps", minimum=0, maximum=octal_sparse.MAX_HEAPS)
    require_int(
        n,
        _("the number of values n"),
        minimum=0,
        maximum=max_heaps,
        instead=N_(
            "periodicity(code) gives the period, and the period gives every later value; "
            "or pass a larger max_heaps (installing numba makes large n fast)"
        ),
    )
    require_int(certify_limit, "certify_limit", minimum=0)
    if plain_cap is not None and n > plain_cap:
        # the plain engine: compute at most plain_cap values, go on only by a proved period
        limit = min(plain_cap, certify_limit)
        values, found = _certified_values(parsed, plain_cap, limit) if limit else ([], None)
        if found is None:
            require_int(
                n,
                _("the number of values n"),
                maximum=plain_cap,
                instead=N_(
                    "periodicity(code) gives the period, and the period gives every later "
                    "value; or pass a larger max_heaps (installing numba makes large n fast)"
                ),
            )
        return _extend(values, found[0], found[1], n)
    if n <= _FIRST_ATTEMPT or certify_limit == 0:
        return _fast_values(parsed, n)
    values, found = _certified_values(parsed, n, min(n, certify_limit))
    if found is None:
        return values
    return _extend(values, found[0], found[1], n)


#: The largest heap :func:`position_grundy` accepts (for a game whose period is proved).
MAX_POSITION_HEAP = 10**6
#: The most heaps in one row given to :func:`position_grundy`.
MAX_POSITION_ROW = 10**5
# Heaps below this size are read off the values directly, without a period.
_DIRECT_HEAPS = 1 << 12


def position_grundy(code: str, heaps: tuple[int, ...]) -> int:
    """SG value of a row of heaps of the octal game ``code``: the xor of the heaps' values.

    This is the SG theorem at work (a row is the sum of its heaps), with the values
    from the fast engine, cached per code.  Heaps may hold up to 10^6 tokens when the
    game's period is proved by its first values (:func:`periodicity`: Kayles, Dawson's
    Kayles, Dawson's chess, ...); otherwise a heap is limited to the values computed for
    that proof (:func:`default_limit`, 20,000 for most games), and a larger one is refused
    at once.  A row holds at most 10^5 heaps.

    >>> position_grundy("0.77", (3, 4))   # Kayles: G(3) xor G(4) = 3 xor 1
    2
    >>> position_grundy("0.77", (10**6,))
    1
    """
    parsed = parse_octal(code)
    name = f"octal game {parsed.text}"
    if isinstance(heaps, tuple):
        require_at_most(
            len(heaps),
            MAX_POSITION_ROW,
            _("the number of heaps in a position of {name}").format(name=name),
        )
    row = _heap_tuple(heaps, name)
    largest = max(row, default=0)
    if largest > MAX_POSITION_HEAP:
        raise SearchLimitError(
            _("a heap of {largest:,} tokens is too large here: heaps up to {limit:,}").format(
                largest=largest, limit=MAX_POSITION_HEAP
            ),
            limit=MAX_POSITION_HEAP,
            size=largest,
        )
    if largest < _DIRECT_HEAPS:
        # values for heaps below the next power of two, so growing rows reuse the cache
        return _xor_all(_cached_sequence(parsed.text, 1 << max(8, largest.bit_length())), row)
    limit = default_limit(parsed)
    if largest >= limit and parsed.text.rstrip("0") in _NO_PERIOD_WITHIN_LIMIT:
        _refuse_unproved_heap(name, limit, largest)  # decided without computing a value
    values, found = _cached_period(parsed.text)
    if found is None:
        if largest >= len(values):
            _refuse_unproved_heap(name, len(values), largest)
        return _xor_all(values, row)
    preperiod, period, _bound = found
    result = 0
    for heap in row:
        result ^= values[heap if heap < len(values) else preperiod + (heap - preperiod) % period]
    return result


def _refuse_unproved_heap(name: str, length: int, heap: int) -> None:
    """Refuse a heap beyond the ``length`` values that prove no period of the game ``name``."""
    raise SearchLimitError(
        _(
            "{name}: its first {length:,} values prove no period, so a heap here "
            "holds at most {largest_heap:,} tokens, got a heap of {heap:,} "
            "(grundy_sequence(code, n) computes further values, slowly)"
        ).format(name=name, length=length, largest_heap=length - 1, heap=heap),
        limit=length - 1,
        size=heap,
    )


@lru_cache(maxsize=16)
def _cached_period(code: str) -> tuple[list[int], tuple[int, int, int] | None]:
    parsed = parse_octal(code)
    limit = default_limit(parsed)
    return _certified_values(parsed, limit, limit)


@lru_cache(maxsize=16)
def _cached_sequence(code: str, n: int) -> list[int]:
    return grundy_sequence(code, n)


def _extend(values: list[int], preperiod: int, period: int, n: int) -> list[int]:
    if n <= len(values):
        return values[:n]
    block = values[preperiod : preperiod + period]
    repeats = (n - preperiod) // period + 1
    return (values[:preperiod] + block * repeats)[:n]


# -- Lasker's Nim and Grundy's game --------------------------------------------------------


def lasker_nim() -> Game:
    """Lasker's Nim (the slides): take any number from one heap, or split a heap (>= 2) in two.

    >>> lasker_nim().grundy((3,))
    4
    """

    def remainders(heap: int) -> list[tuple[int, ...]]:
        _require_listable(heap)
        return [(rest,) for rest in range(heap)] + [(a, heap - a) for a in range(1, heap // 2 + 1)]

    return _heap_game(remainders, N_("Lasker's Nim"))


def lasker_nim_grundy(h: int) -> int:
    """The slides' formula: ``SG(4k+1) = 4k+1, SG(4k+2) = 4k+2, SG(4k+3) = 4k+4, SG(4k+4) = 4k+3``.

    >>> lasker_nim_grundy(0), lasker_nim_grundy(7), lasker_nim_grundy(8), lasker_nim_grundy(10**30)
    (0, 8, 7, 999999999999999999999999999999)
    """
    require_int(h, _("the heap size"), minimum=0)
    return {0: h - 1, 1: h, 2: h, 3: h + 1}[h % 4] if h else 0


def grundys_game() -> Game:
    """Grundy's game: split one heap into two non-empty heaps of *different* sizes.

    >>> grundys_game().options((7,))
    [(1, 6), (2, 5), (3, 4)]
    """

    def remainders(heap: int) -> list[tuple[int, ...]]:
        _require_listable(heap)
        return [(a, heap - a) for a in range(1, (heap + 1) // 2)]

    return _heap_game(remainders, N_("Grundy's game"))


def grundys_game_sequence(n: int, *, max_heaps: int = 20_000) -> list[int]:
    """SG values of Grundy's game for heaps ``0 .. n-1`` (fast engine; OEIS A002188).

    Grundy's game is not known to be periodic, so every value is computed; ``n`` above
    ``max_heaps`` is refused at once (10^6 heaps take seconds compiled, minutes in plain Python:
    pass a larger ``max_heaps`` to go there).

    >>> grundys_game_sequence(12)
    [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2]
    """
    require_int(max_heaps, "max_heaps", minimum=0, maximum=octal_sparse.MAX_HEAPS)
    require_int(
        n,
        _("the number of values n"),
        minimum=0,
        maximum=max_heaps,
        instead=N_(
            "Grundy's game is not known to be periodic: ask for fewer values, "
            "or pass a larger max_heaps"
        ),
    )
    return _fast_values(None, n, unequal_split=True)
