"""Wythoff's game (威佐夫博弈; all five sources but the blog post; POJ1067, HDU2177).

Two heaps ``(a, b)``; a move takes any positive number of stones from one heap, or the same
positive number from both.  On a board it is a queen that moves left, down or diagonally
down-left towards the corner ``(0, 0)``.  The player who cannot move loses.

**Theorem** (Wythoff 1907; the survey's six steps).  The P-positions (先手必败, the article's
奇异局势) with ``a <= b`` are exactly ``(a_k, b_k)`` for ``k = 0, 1, 2, ...`` where
``a_k = floor(k * phi)``, ``b_k = floor(k * phi^2) = a_k + k`` and ``phi = (1 + sqrt 5) / 2``.
Equivalently ``a_k`` is the least natural number not used by earlier pairs (mex) and
``b_k = a_k + k``.  So ``(a, b)`` with ``a <= b`` is a P-position iff ``a == floor((b - a) phi)``,
a test of a few big-integer operations (:func:`math.isqrt`), right for heaps of any size.

Moving to a P-position (the article, property 3): every positive integer belongs to exactly one
pair ``(a_k, b_k)`` (Beatty's theorem), which gives at most one single-heap move per heap, and
the difference ``b - a`` is preserved by a diagonal move, which gives at most one diagonal move.

>>> [p_position(k) for k in range(6)]
[(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)]
>>> is_p_position(13, 8), winning_moves(4, 5)
(True, [(3, 5), (1, 2)])
"""

from __future__ import annotations

from collections.abc import Iterator

from ..core import Game
from ..i18n import N_, _
from ..numbers.beatty import floor_mul_phi, floor_mul_quadratic
from ..theorems import Theorem, take_one_from_largest
from ..validation import require_int, show

__all__ = [
    "grundy_table",
    "is_p_position",
    "p_position",
    "p_position_containing",
    "p_positions",
    "p_positions_by_mex",
    "winning_move_cases",
    "winning_moves",
    "wythoff",
]

Position = tuple[int, int]

LIST_LIMIT = 200_000  # pairs in one list: well under a second
TABLE_LIMIT = 500  # side of the SG table (size^2 cells, each a mex of bit masks)
_ONE_PAIR = "p_position(k) gives the k-th pair at once, for any k"


def _heaps(a: object, b: object) -> Position:
    require_int(a, _("the first heap a"), minimum=0)
    require_int(b, _("the second heap b"), minimum=0)
    return a, b  # type: ignore[return-value]


def _validate(position: object) -> None:
    if not isinstance(position, tuple) or len(position) != 2:
        raise TypeError(
            _("a Wythoff position is a pair of heap sizes like (3, 5), got {value}").format(
                value=show(position)
            )
        )
    _heaps(*position)


def wythoff() -> Game:
    """Return Wythoff's game as a :class:`Game` over pairs ``(a, b)`` of heap sizes.

    Options are listed as: take from the first heap, from the second heap, from both.

    >>> wythoff().options((1, 2))
    [(0, 2), (1, 1), (1, 0), (0, 1)]
    >>> wythoff().outcome((3, 5))
    'P'
    """

    def moves(position: Position) -> Iterator[Position]:
        a, b = position
        for x in range(a - 1, -1, -1):
            yield (x, b)
        for y in range(b - 1, -1, -1):
            yield (a, y)
        for t in range(1, min(a, b) + 1):
            yield (a - t, b - t)

    game = Game(
        moves,
        name=N_("Wythoff's game"),
        validate=_validate,
        size=lambda position: (position[0] + 1) * (position[1] + 1),
        hint=N_("use is_p_position(a, b) or winning_moves(a, b), Wythoff's theorem"),
    )
    game.theorem = Theorem(  # type: ignore[attr-defined]
        name="Wythoff's theorem",
        is_p_position=lambda position: is_p_position(*position),
        winning_move=lambda position: next(iter(winning_moves(*position)), None),
        reason=_wythoff_reason,
        is_move=_is_wythoff_move,
        keep_going=take_one_from_largest,
    )
    return game


def _is_wythoff_move(before: Position, after: object) -> bool:
    if not (isinstance(after, tuple) and len(after) == 2):
        return False
    if not all(isinstance(h, int) and not isinstance(h, bool) and h >= 0 for h in after):
        return False
    da, db = before[0] - after[0], before[1] - after[1]
    return (da > 0 and db == 0) or (db > 0 and da == 0) or (da == db > 0)


def _wythoff_reason(before: Position, after: Position) -> str:
    if is_p_position(*after):
        low, high = sorted(after)
        k = high - low
        return _(
            "Wythoff's theorem: ({low}, {high}) = (a_k, b_k) with k = {k} and "
            "a_k = floor(k phi) = {low}: leave a P-position"
        ).format(low=show(low), high=show(high), k=show(k))
    return _(
        "Wythoff's theorem: {before} is a pair (a_k, b_k); every move leaves a pair that is not"
    ).format(before=show(before))


def p_position(k: int) -> Position:
    """Return the ``k``-th P-position ``(a_k, b_k) = (floor(k phi), floor(k phi) + k)``, exactly.

    >>> p_position(10**20)
    (161803398874989484820, 261803398874989484820)
    """
    require_int(k, "k", minimum=0)
    a_k = floor_mul_phi(k)
    return a_k, a_k + k


def p_positions(count: int) -> list[Position]:
    """Return the first ``count`` P-positions ``(a_k, b_k)``, ``k = 0 .. count - 1``.

    >>> p_positions(9)[-1]          # the article lists (0,0), (1,2), ..., (12,20)
    (12, 20)
    """
    require_int(count, "count", minimum=0, maximum=LIST_LIMIT, instead=_ONE_PAIR)
    return [p_position(k) for k in range(count)]


def p_positions_by_mex(count: int) -> list[Position]:
    """The first ``count`` P-positions by the rules found by tabulating: mex, then ``b = a + k``.

    ``a_k`` is the least natural number not in any earlier pair, ``b_k = a_k + k``.  No
    irrational number is involved; the theorem says this agrees with :func:`p_position`.

    >>> p_positions_by_mex(5)
    [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10)]
    """
    require_int(count, "count", minimum=0, maximum=LIST_LIMIT, instead=_ONE_PAIR)
    used: set[int] = set()
    pairs: list[Position] = []
    a = 0
    for k in range(count):
        while a in used:  # a only grows: the mex of a growing set never decreases
            a += 1
        pairs.append((a, a + k))
        used.update((a, a + k))
    return pairs


def is_p_position(a: int, b: int) -> bool:
    """Return whether ``(a, b)`` is a P-position: with ``a <= b``, iff ``a == floor((b - a) phi)``.

    A constant number of big-integer operations (one ``isqrt``), exact for any size.

    >>> is_p_position(3, 5), is_p_position(5, 3), is_p_position(4, 6)
    (True, True, False)
    >>> is_p_position(*p_position(10**100))
    True
    """
    a, b = _heaps(a, b)
    if a > b:
        a, b = b, a
    return a == floor_mul_phi(b - a)


def p_position_containing(m: int) -> tuple[int, Position]:
    """Return ``(k, (a_k, b_k))``, the unique P-position pair that contains the number ``m``.

    By Beatty's theorem (the survey, Step 5) exactly ``floor((m + 1) / phi)`` of the numbers
    ``a_1, a_2, ...`` are at most ``m``; so ``m`` is ``a_k`` for that count ``k`` if
    ``floor(k phi) == m``, and otherwise ``m = b_j`` with ``j = floor((m + 1) / phi^2)``.
    ``1 / phi = (sqrt 5 - 1) / 2`` and ``1 / phi^2 = (3 - sqrt 5) / 2``.  This is the article's
    recipe ("先求出 j = [a(sqrt5 - 1)/2]") made exact.  ``m = 0`` gives ``(0, (0, 0))``.

    >>> p_position_containing(10), p_position_containing(11)
    ((4, (6, 10)), (7, (11, 18)))
    """
    require_int(m, "m", minimum=0)
    if m == 0:
        return 0, (0, 0)
    k = floor_mul_quadratic(m + 1, -1, 1, 5, 2)
    if k >= 1 and floor_mul_phi(k) == m:
        return k, (m, m + k)
    j = floor_mul_quadratic(m + 1, 3, -1, 5, 2)
    a_j = floor_mul_phi(j)
    if a_j + j != m:  # cannot happen (Beatty's theorem); a guard against a wrong formula
        raise AssertionError(f"{m} is in no Wythoff pair: Beatty's theorem would be false")
    return j, (a_j, m)


def winning_move_cases(a: int, b: int) -> list[tuple[Position, str]]:
    """Every move from ``(a, b)`` to a P-position, each with the case of the article it comes from.

    With ``a <= b`` (the other order is symmetric), the article lists six cases:

    1. ``a == b``: take everything from both heaps, to ``(0, 0)``;
    2. ``a = a_j``, ``b > b_j``: take ``b - b_j`` from the second heap, to ``(a_j, b_j)``;
    3. ``a = a_j``, ``b < b_j``: the difference ``k = b - a`` is below ``j``, so take
       ``a_j - a_k`` from both heaps, to ``(a_k, b_k)`` (the article's text here is garbled);
    4. ``b = b_k``, ``a > a_k``: take ``a - a_k`` from the first heap, to ``(a_k, b_k)``;
    5. ``b = b_k``, ``a < a_k``, ``a = a_j``: take ``b - b_j`` from the second heap;
    6. ``b = b_k``, ``a < a_k``, ``a = b_j``: take ``b - a_j`` from the second heap, to
       ``(b_j, a_j)`` (this move wins whenever ``a = b_j``, whatever ``b`` is).

    The cases overlap, and each names one move.  Here the moves are found by kind instead:
    keep the second heap and lower the first to its partner (case 4); keep the first and lower
    the second (cases 2, 5, 6); or keep the difference ``k`` and move diagonally to
    ``(a_k, b_k)`` (cases 1 and 3).  Each kind has at most one target (every number has one
    partner, every difference one pair), so a position has at most three winning moves, and
    each is found with one lookup, never a search.

    >>> for target, why in winning_move_cases(4, 5):
    ...     print(target, why)
    (3, 5) first heap: the other heap is 5 = b_2, so take 1 to leave its partner a_2 = 3
    (1, 2) diagonal: keep the difference 1, take 3 from both heaps to (a_1, b_1) = (1, 2)
    """
    a, b = _heaps(a, b)
    found: list[tuple[Position, str]] = []
    # moves that change the first heap only: b stays, so the target is b's partner
    found.extend(_single_heap(a, b, first=True))
    found.extend(_single_heap(b, a, first=False))
    difference = b - a
    k = abs(difference)
    a_k = floor_mul_phi(k)
    low = min(a, b)
    if low > a_k:
        target = (a_k, a_k + k) if difference >= 0 else (a_k + k, a_k)
        found.append(
            (
                target,
                _(
                    "diagonal: keep the difference {k}, take {take} from both heaps to "
                    "(a_{k}, b_{k}) = ({a}, {b})"
                ).format(k=show(k), take=show(low - a_k), a=show(a_k), b=show(a_k + k)),
            )
        )
    return found


def _single_heap(moving: int, fixed: int, *, first: bool) -> list[tuple[Position, str]]:
    """The move that changes only the heap ``moving`` (the other heap ``fixed`` stays)."""
    j, (a_j, b_j) = p_position_containing(fixed)
    partner = b_j if fixed == a_j else a_j  # (0 is its own partner, in (0, 0))
    if partner >= moving:
        return []
    name = _("first heap") if first else _("second heap")
    role = "a" if fixed == a_j else "b"
    other = "b" if role == "a" else "a"
    target = (partner, fixed) if first else (fixed, partner)
    return [
        (
            target,
            _(
                "{name}: the other heap is {fixed} = {role}_{j}, so take {take} to leave its "
                "partner {other}_{j} = {partner}"
            ).format(
                name=name,
                fixed=show(fixed),
                role=role,
                j=show(j),
                take=show(moving - partner),
                other=other,
                partner=show(partner),
            ),
        )
    ]


def winning_moves(a: int, b: int) -> list[Position]:
    """Return every position reachable from ``(a, b)`` in one move that is a P-position.

    Empty exactly when ``(a, b)`` is itself a P-position.  Exact for heaps of any size.

    >>> winning_moves(4, 5), winning_moves(2, 10)
    ([(3, 5), (1, 2)], [(2, 1)])
    >>> winning_moves(3, 5), winning_moves(7, 7)
    ([], [(4, 7), (7, 4), (0, 0)])
    """
    return [target for target, _ in winning_move_cases(a, b)]


def grundy_table(size: int) -> list[list[int]]:
    """SG values of all positions ``(a, b)`` with ``0 <= a, b < size``, by dynamic programming.

    ``table[a][b] = mex`` of the values left of, below and diagonally below ``(a, b)``: the same
    brute force as the engine, organised row by row.  Used for the SG heat map; the P-positions
    are the zeros.

    >>> grundy_table(4)
    [[0, 1, 2, 3], [1, 2, 0, 4], [2, 0, 1, 5], [3, 4, 5, 6]]
    """
    require_int(
        size,
        "size",
        minimum=0,
        maximum=TABLE_LIMIT,
        instead=N_("is_p_position(a, b) answers for any single position at once"),
    )
    table = [[0] * size for _ in range(size)]
    # The values seen so far in each column, each diagonal x - y and the current row,
    # kept as bit masks (bit v set when value v occurs), so each mex is a few int operations.
    columns = [0] * size
    diagonals = [0] * (2 * size)
    for x in range(size):
        row = 0
        for y in range(size):
            seen = columns[y] | row | diagonals[x - y + size]
            value = (~seen & (seen + 1)).bit_length() - 1  # the lowest bit not set: the mex
            table[x][y] = value
            bit = 1 << value
            columns[y] |= bit
            row |= bit
            diagonals[x - y + size] |= bit
    return table
