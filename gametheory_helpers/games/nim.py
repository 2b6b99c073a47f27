"""Nim (尼姆博弈) and its relatives: Bouton's theorem, staircase Nim, Moore's Nim_k.

the survey, the article, the study notes.  A Nim position is a tuple of heap sizes; a move
makes one heap smaller.  **Bouton's theorem**: a position is a P-position
(先手必败, the article's 奇异局势) exactly when the Nim-sum (异或, xor) of the heaps
is 0, and from any other position the heap whose size has the leading bit of
the Nim-sum ``s`` can be reduced to ``heap ^ s``.

Staircase Nim (阶梯 Nim, the survey, the study notes): coins on steps 1..n; a move takes
some coins from one step down to the step below (from step 1 they leave the
game).  Only the odd steps count: it is a P-position iff the xor of the odd
steps is 0.

Moore's Nim_k (K-Nim, the slides, the study notes): a move reduces between 1 and ``k``
heaps.  P-positions: in every binary digit, the number of heaps with a 1 there
is a multiple of ``k + 1``.

>>> is_p_position((1, 2, 3)), winning_moves((7, 8, 9))
(True, [(1, 8, 9)])
>>> staircase_is_p_position((3, 5, 3)), moore_is_p_position((1, 1, 1), 2)
(True, True)
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import reduce
from itertools import combinations
from operator import xor

from ..core import Game
from ..i18n import N_, _
from ..theorems import Theorem, one_heap_reduced, take_one_from_largest
from ..validation import require_int, require_listable, require_naturals, show

__all__ = [
    "is_p_position",
    "moore_is_p_position",
    "moore_nim",
    "moore_winning_move",
    "nim",
    "article_move",
    "staircase_is_p_position",
    "staircase_nim",
    "staircase_winning_moves",
    "two_heap_mirror_move",
    "winning_moves",
    "xor_explanation",
]


def _heaps(heaps: object, what: str = N_("a Nim position")) -> tuple[int, ...]:
    return require_naturals(
        heaps, _(what), N_("a tuple of heap sizes like (3, 4, 5)"), N_("heap size")
    )


def _validate_tuple(position: object, what: str) -> None:
    what = _(what)
    if not isinstance(position, tuple):
        raise TypeError(
            _("{what} is a tuple of heap sizes like (3, 4, 5), got {value}").format(
                what=what, value=show(position)
            )
        )
    _heaps(position, what)


def nim() -> Game:
    """Return Nim as a :class:`Game` over tuples of heap sizes (any number of heaps).

    >>> nim().options((1, 2))
    [(0, 2), (1, 0), (1, 1)]
    """

    def moves(heaps: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
        for index, heap in enumerate(heaps):
            for smaller in range(heap):
                yield heaps[:index] + (smaller,) + heaps[index + 1 :]

    game = Game(
        moves,
        name=N_("Nim"),
        validate=lambda p: _validate_tuple(p, N_("a Nim position")),
        size=_count_positions,
        hint=N_("use is_p_position(heaps) or winning_moves(heaps), Bouton's theorem (the xor)"),
    )
    game.theorem = Theorem(  # type: ignore[attr-defined]
        name="Bouton's theorem",
        is_p_position=is_p_position,
        winning_move=lambda heaps: next(iter(winning_moves(heaps)), None),
        reason=_bouton_reason,
        grundy=lambda heaps: reduce(xor, heaps, 0),
        is_move=one_heap_reduced,
        keep_going=take_one_from_largest,
    )
    return game


def _bouton_reason(before: tuple[int, ...], after: tuple[int, ...]) -> str:
    if reduce(xor, after, 0) == 0:
        return _("Bouton's theorem: {xor}, leave a Nim-sum of 0").format(xor=xor_explanation(after))
    return _(
        "Bouton's theorem: {xor}; from a Nim-sum of 0 every move leaves a Nim-sum that is not 0"
    ).format(xor=xor_explanation(before))


def _count_positions(heaps: tuple[int, ...]) -> int:
    # The positions below ``heaps``: the product of (h + 1), stopped once it is huge.
    count = 1
    for heap in heaps:
        count *= heap + 1
        if count > 10**18:
            break
    return count


def is_p_position(heaps: Iterable[int]) -> bool:
    """Bouton's theorem: the position is a P-position iff the xor of the heaps is 0.

    >>> is_p_position((14, 21, 27)), is_p_position((14, 21, 39))
    (True, False)
    """
    return reduce(xor, _heaps(heaps), 0) == 0


def winning_moves(heaps: Iterable[int]) -> list[tuple[int, ...]]:
    """Return every position reachable in one move with Nim-sum 0 (empty from a P-position).

    Heap ``h`` can be reduced to ``h ^ s`` exactly when ``h ^ s < h``, i.e.
    when ``h`` has a 1 in the leading binary digit of ``s``.

    >>> winning_moves((14, 21, 39))
    [(14, 21, 27)]
    >>> winning_moves((3, 4, 5))
    [(1, 4, 5)]
    """
    values = _heaps(heaps)
    total = reduce(xor, values, 0)
    top = 1 << total.bit_length() >> 1  # the leading bit of the Nim-sum
    require_listable(
        sum(1 for heap in values if heap & top) if total else 0,
        len(values),
        _("the winning moves"),
        N_("is_p_position(heaps) answers who wins at once"),
    )
    return [
        values[:index] + (heap ^ total,) + values[index + 1 :]
        for index, heap in enumerate(values)
        if heap ^ total < heap
    ]


def xor_explanation(heaps: Iterable[int]) -> str:
    """The Nim-sum of a position written out, for the play widget's messages.

    >>> xor_explanation((1, 8, 9)), xor_explanation((3, 4, 5))
    ('1 xor 8 xor 9 = 0', '3 xor 4 xor 5 = 2')
    """
    values = _heaps(heaps)
    if not values:
        return "no heaps: the Nim-sum is 0"
    return " xor ".join(map(str, values)) + f" = {reduce(xor, values, 0)}"


def article_move(heaps: Iterable[int]) -> tuple[int, ...] | None:
    """The article's recipe: reduce the largest heap ``c`` to the xor of the others, if smaller.

    The article assumes ``a < b < c`` and replaces ``c`` by ``a ^ b``.  That is a
    legal winning move only when ``a ^ b < c``; it fails for (3, 4, 5), where
    ``3 ^ 4 = 7 > 5`` and the winning move is on the heap of 3 instead.  Returns
    ``None`` when the recipe does not give a legal move.

    >>> article_move((14, 21, 39)), article_move((3, 4, 5))
    ((14, 21, 27), None)
    """
    values = _heaps(heaps)
    if not values:
        return None
    index = max(range(len(values)), key=values.__getitem__)
    others = reduce(xor, values[:index] + values[index + 1 :], 0)
    if others >= values[index]:
        return None
    return values[:index] + (others,) + values[index + 1 :]


def two_heap_mirror_move(a: int, b: int) -> tuple[int, int] | None:
    """Two heaps by symmetry: make them equal, then copy every move on the other heap.

    >>> two_heap_mirror_move(3, 7), two_heap_mirror_move(4, 4)
    ((3, 3), None)
    """
    a, b = _heaps((a, b), N_("two heaps"))
    return None if a == b else (min(a, b), min(a, b))


# -- staircase Nim ---------------------------------------------------------------


def staircase_nim() -> Game:
    """Return staircase Nim over tuples ``(coins on step 1, coins on step 2, ...)``.

    A move takes ``t >= 1`` coins from step ``i`` to step ``i - 1``; coins moved
    from step 1 reach the ground (step 0) and leave the game.

    >>> staircase_nim().options((1, 1))  # one coin to the ground, or one coin down a step
    [(0, 1), (2, 0)]
    """

    def moves(steps: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
        for index, coins in enumerate(steps):
            for t in range(1, coins + 1):
                after = list(steps)
                after[index] -= t
                if index > 0:
                    after[index - 1] += t
                yield tuple(after)

    return Game(
        moves,
        name=N_("staircase Nim"),
        validate=lambda p: _validate_tuple(p, N_("a staircase position")),
        size=_count_staircase_positions,
        hint=N_(
            "use staircase_is_p_position(steps) or staircase_winning_moves(steps): the xor of "
            "the odd steps"
        ),
    )


def _count_staircase_positions(steps: tuple[int, ...]) -> int:
    # Coins only move down, so every position below has at most C = sum(steps) coins on the
    # same n steps: at most comb(C + n, n) of them, built as a product, stopped once huge.
    coins = sum(steps)
    count = 1
    for i in range(1, len(steps) + 1):
        count = count * (coins + i) // i  # comb(coins + i, i), exact at every step
        if count > 10**18:
            break
    return count


def staircase_is_p_position(steps: Iterable[int]) -> bool:
    """P-position iff the xor of the coins on the odd steps (1, 3, 5, ...) is 0.

    >>> staircase_is_p_position((1, 9, 1)), staircase_is_p_position((1, 9, 2))
    (True, False)
    """
    return reduce(xor, _heaps(steps, N_("a staircase position"))[0::2], 0) == 0


def staircase_winning_moves(steps: Iterable[int]) -> list[tuple[int, ...]]:
    """Return every winning move of staircase Nim (positions whose odd steps xor to 0).

    Every move changes exactly one odd step: moving coins *from* an odd step
    lowers it (a Nim move), moving coins from the even step above *onto* an odd
    step raises it.  So the winning moves are found step by step.

    >>> staircase_winning_moves((2, 3)), staircase_winning_moves((1, 5, 4))
    ([(0, 3)], [(4, 2, 4), (1, 8, 1)])
    """
    values = _heaps(steps, N_("a staircase position"))
    total = reduce(xor, values[0::2], 0)
    found: list[tuple[int, ...]] = []
    if total == 0:
        return found
    require_listable(
        (len(values) + 1) // 2,
        len(values),
        _("the winning moves (at most one per odd step)"),
        N_("staircase_is_p_position(steps) answers who wins at once"),
    )
    for index in range(0, len(values), 2):
        target = values[index] ^ total
        after = list(values)
        if target < values[index]:
            moved = values[index] - target
            after[index] = target
            if index > 0:
                after[index - 1] += moved
            found.append(tuple(after))
        elif index + 1 < len(values) and values[index + 1] >= target - values[index]:
            after[index] = target
            after[index + 1] -= target - values[index]
            found.append(tuple(after))
    return found


# -- Moore's Nim_k ---------------------------------------------------------------


def _check_k(k: object) -> int:
    return require_int(k, _("k (the most heaps one move may reduce)"), minimum=1)


def moore_nim(k: int) -> Game:
    """Return Moore's Nim_k: a move reduces at least 1 and at most ``k`` heaps.

    >>> sorted(moore_nim(2).options((1, 1)))
    [(0, 0), (0, 1), (1, 0)]
    """
    k = _check_k(k)

    def moves(heaps: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
        nonzero = [i for i, heap in enumerate(heaps) if heap]
        for i in nonzero:  # one heap reduced: as in Nim
            for smaller in range(heaps[i]):
                yield heaps[:i] + (smaller,) + heaps[i + 1 :]
        for size in range(2, min(k, len(nonzero)) + 1):
            for chosen in combinations(nonzero, size):
                for smaller in _lazy_product([heaps[i] for i in chosen]):
                    after = list(heaps)
                    for index, value in zip(chosen, smaller, strict=True):
                        after[index] = value
                    yield tuple(after)

    return Game(
        moves,
        validate=lambda p: _validate_tuple(p, N_("a position")),
        size=_count_positions,
        hint=_(
            "use moore_is_p_position(heaps, {k}) or moore_winning_move(heaps, {k}), Moore's theorem"
        ).format(k=k),
    ).named(N_("Moore's Nim_{k}"), k=k)


def _lazy_product(bounds: list[int]) -> Iterator[tuple[int, ...]]:
    # itertools.product(range(b) for b in bounds) without itertools' habit of first turning
    # every range into a tuple (range(10**9) would take gigabytes before the first option)
    if len(bounds) == 1:
        for first in range(bounds[0]):
            yield (first,)
        return
    for first in range(bounds[0]):
        for rest in _lazy_product(bounds[1:]):
            yield (first, *rest)


def moore_is_p_position(heaps: Iterable[int], k: int) -> bool:
    """P-position iff, in every binary digit, the count of heaps with a 1 is divisible by ``k + 1``.

    Equivalently: add the heaps written in binary, digit by digit, modulo
    ``k + 1`` without carrying, and get 0 (the slides).  ``k = 1`` is Bouton.

    >>> moore_is_p_position((1, 2, 3), 1), moore_is_p_position((5, 5, 5), 2)
    (True, True)
    """
    values, k = _heaps(heaps), _check_k(k)
    bits = max(values, default=0).bit_length()
    return all(sum(heap >> bit & 1 for heap in values) % (k + 1) == 0 for bit in range(bits))


def moore_winning_move(heaps: Iterable[int], k: int) -> tuple[int, ...] | None:
    """Return one move of Nim_k to a P-position (``None`` from a P-position).

    This is the constructive half of Moore's proof.  Walk the binary digits
    from the top, keeping a set ``C`` of heaps already lowered (a lowered heap
    is smaller in a higher digit, so its lower digits are free).  In each digit
    let ``s`` be the number of 1s outside ``C``, modulo ``k + 1``.  If
    ``s + |C| <= k``, lower ``s`` more heaps by clearing their 1 here (they join
    ``C``) and write 0 in the heaps of ``C``; otherwise write 1 in
    ``k + 1 - s <= |C|`` heaps of ``C`` and 0 in the rest.  Either way the digit
    count becomes a multiple of ``k + 1`` and ``|C|`` never exceeds ``k``.

    >>> moore_winning_move((1, 2, 3, 4), 2)  # each binary digit now has three 1s
    (1, 2, 3, 3)
    """
    values, k = _heaps(heaps), _check_k(k)
    after = list(values)
    lowered: list[int] = []
    for bit in reversed(range(max(values, default=0).bit_length())):
        mask = 1 << bit
        ones = [i for i, heap in enumerate(values) if heap & mask and i not in lowered]
        s = len(ones) % (k + 1)
        for index in lowered:
            after[index] &= ~mask
        if s + len(lowered) <= k:
            for index in ones[:s]:
                after[index] &= ~mask
            lowered.extend(ones[:s])
        else:
            for index in lowered[: k + 1 - s]:
                after[index] |= mask
    return tuple(after) if lowered else None
