"""The pirates puzzle HDU1538 (海盗分金, the slides): reasoning backwards, not SG values.

``n`` pirates, numbered 1 to ``n``, share ``m`` indivisible gold coins.  Pirate
``n`` proposes a division; everyone alive votes; if at least half of them (ties
included) vote yes the plan is carried out, otherwise the proposer is thrown
overboard and pirate ``n - 1`` proposes, and so on.  Every pirate wants first to
survive, then as much gold as possible, then as many others thrown as possible.
For each pirate: does he survive, and how much gold is he *sure* to get?

**Theorem (the slides, completed).**

* ``n <= 2m + 1``: pirate ``n``'s plan passes.  He gives one coin to each pirate
  whose number has the parity of his own, and keeps ``m - (n - 1) // 2``.
* ``n > 2m + 1``: the proposers ``2m + 2^j`` (``j = 0, 1, 2, ...``) survive and
  the ones in between are thrown.  With ``s`` the largest such number
  ``<= n``, pirates ``s + 1, ..., n`` are thrown and every other pirate is sure of
  nothing (0 coins), because ``s`` can buy his ``m`` votes from more candidates
  than he needs.

"Sure to get" is the minimum over the proposer's best plans (the puzzle asks
how much a pirate gets *at least*), and a voter weighs an uncertain future by
that minimum.  :func:`backward_induction` checks the theorem by enumerating
every possible division at every round.

>>> outcomes(5, 2)
[1, 0, 1, 0, 0]
>>> outcomes(7, 2)
[0, 0, 0, 0, 0, 0, None]
>>> hdu1538(10**4, 100, 10**4)
'Thrown'
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from math import comb

from ..i18n import N_, _
from ..validation import require_int

__all__ = [
    "Round",
    "backward_induction",
    "brute_force_outcomes",
    "example_plan",
    "hdu1538",
    "last_survivor",
    "outcome",
    "outcomes",
    "proposer_survives",
]

MAX_DIVISIONS = 200_000


def _check(n: object, m: object) -> tuple[int, int]:
    require_int(n, _("the number of pirates n"), minimum=1)
    require_int(m, _("the number of gold coins m"), minimum=0)
    return n, m  # type: ignore[return-value]


def proposer_survives(n: int, m: int) -> bool:
    """Whether pirate ``n``, proposing first among ``n`` pirates, survives: ``n <= 2m``, or
    ``n - 2m`` is a power of 2.

    >>> [n for n in range(1, 20) if not proposer_survives(n, 2)]
    [7, 9, 10, 11, 13, 14, 15, 16, 17, 18, 19]
    """
    n, m = _check(n, m)
    extra = n - 2 * m
    return extra <= 0 or extra & (extra - 1) == 0


def last_survivor(n: int, m: int) -> int:
    """The pirate whose plan is carried out: ``n`` if ``n <= 2m``, else ``2m + 2^j <= n`` largest.

    >>> last_survivor(5, 2), last_survivor(7, 2), last_survivor(10**4, 100)
    (5, 6, 8392)
    """
    n, m = _check(n, m)
    extra = n - 2 * m
    return n if extra <= 0 else 2 * m + (1 << (extra.bit_length() - 1))


def outcome(n: int, m: int, p: int) -> int | None:
    """Pirate ``p``'s fate among ``n`` pirates and ``m`` coins: ``None`` when thrown, else the
    number of coins he is sure to get.

    >>> outcome(5, 2, 5), outcome(5, 2, 1), outcome(7, 2, 7), outcome(7, 2, 1)
    (0, 1, None, 0)
    """
    n, m = _check(n, m)
    require_int(p, _("the pirate's number p"), minimum=1)
    if p > n:
        raise ValueError(
            _("pirate p = {p} does not exist: the pirates are numbered 1 to n = {n}").format(
                p=p, n=n
            )
        )
    s = last_survivor(n, m)
    if p > s:
        return None
    if s > 2 * m + 1:
        return 0
    if p == s:
        return m - (s - 1) // 2
    return 1 if (s - p) % 2 == 0 else 0


def outcomes(n: int, m: int) -> list[int | None]:
    """:func:`outcome` for pirates ``1, ..., n`` (``None``: thrown overboard).

    >>> outcomes(4, 10)
    [0, 1, 0, 9]
    """
    n, m = _check(n, m)
    if n > 10**6:
        raise ValueError(
            _("n = {n} pirates is too many to list; ask outcome(n, m, p) for one").format(n=n)
        )
    return [outcome(n, m, p) for p in range(1, n + 1)]


def hdu1538(n: int, m: int, p: int) -> str:
    """HDU1538's answer: ``'Thrown'``, or pirate ``p``'s guaranteed gold as a number.

    >>> hdu1538(1, 1, 1), hdu1538(2, 1, 2), hdu1538(5, 1, 5)
    ('1', '1', 'Thrown')
    """
    result = outcome(n, m, p)
    return "Thrown" if result is None else str(result)


def example_plan(n: int, m: int) -> tuple[int, ...]:
    """One best plan of the surviving proposer ``s = last_survivor(n, m)``: gold of pirates 1..s.

    ``s <= 2m + 1``: one coin to each pirate of his parity, the rest to himself.
    ``s = 2m + 2``: one coin to each of the even pirates ``2, 4, ..., 2m``.
    ``s = 2m + 2^j`` with ``j >= 2``: one coin to each of the pirates ``1, ..., m``.

    >>> example_plan(5, 3), example_plan(8, 2)
    ((1, 0, 1, 0, 1), (1, 1, 0, 0, 0, 0, 0, 0))
    """
    n, m = _check(n, m)
    s = last_survivor(n, m)
    if s > 10**6:
        raise ValueError(_("the plan of pirate {s} is too long to list").format(s=s))
    plan = [0] * s
    if s <= 2 * m + 1:
        for p in range(s - 2, 0, -2):
            plan[p - 1] = 1
        plan[s - 1] = m - (s - 1) // 2
    elif s == 2 * m + 2:
        for p in range(2, 2 * m + 1, 2):
            plan[p - 1] = 1
    else:
        for p in range(1, m + 1):
            plan[p - 1] = 1
    return tuple(plan)


# -- the brute force -----------------------------------------------------------------------


@dataclass(frozen=True)
class Round:
    """The round with ``pirates`` pirates alive, pirate ``pirates`` proposing.

    ``plans``: every division (gold of pirates 1..pirates) that passes and gives
    the proposer the most gold (empty if none passes: he is thrown);
    ``sure``: for each pirate, ``None`` if he is thrown in this round or later,
    else the least gold he gets over those plans (or over the next round's).
    """

    pirates: int
    proposer_survives: bool
    plans: tuple[tuple[int, ...], ...]
    sure: tuple[int | None, ...]


def _divisions(coins: int, parts: int):
    """Every way to give ``coins`` indivisible coins to ``parts`` pirates (stars and bars)."""
    for bars in combinations(range(coins + parts - 1), parts - 1):
        previous = -1
        division = []
        for bar in (*bars, coins + parts - 1):
            division.append(bar - previous - 1)
            previous = bar
        yield tuple(division)


def _votes_yes(voter_sure: int | None, offered: int) -> bool:
    """A voter's rule: survival first (a pirate doomed if the plan fails votes yes), then gold
    (more than he is sure to get later), then killing (an equal offer is refused)."""
    return voter_sure is None or offered > voter_sure


def backward_induction(n: int, m: int) -> list[Round]:
    """Solve the rounds with 1, 2, ..., ``n`` pirates by trying every division of the ``m`` coins.

    A plan passes when ``2 * yes >= alive``; the proposer votes for his own
    plan; voter ``i`` compares the plan with the round of ``alive - 1``
    pirates, using the rule of the slides (survive, then gold, then kill).  This
    is the literal rule of the puzzle, so it is slow: at most
    ``MAX_DIVISIONS`` divisions per round.

    >>> [r.proposer_survives for r in backward_induction(5, 1)]
    [True, True, True, True, False]
    >>> backward_induction(3, 2)[-1].plans
    ((1, 0, 1),)
    """
    n, m = _check(n, m)
    require_int(
        n,
        _("the number of pirates n"),
        maximum=1000,
        instead=N_("use outcome(n, m, p), the theorem"),
    )
    if comb(m + n - 1, n - 1) > MAX_DIVISIONS:
        raise ValueError(
            _(
                "n = {n} pirates and m = {m} coins have {comb:,} divisions per round, "
                "more than {max_divisions:,}: use outcome(n, m, p) instead"
            ).format(n=n, m=m, comb=comb(m + n - 1, n - 1), max_divisions=MAX_DIVISIONS)
        )
    rounds: list[Round] = []
    for alive in range(1, n + 1):
        later = rounds[-1].sure if rounds else ()
        best: list[tuple[int, ...]] = []
        for plan in _divisions(m, alive):
            yes = 1 + sum(_votes_yes(later[i], plan[i]) for i in range(alive - 1))
            if 2 * yes < alive:
                continue
            if best and plan[-1] < best[0][-1]:
                continue
            if best and plan[-1] > best[0][-1]:
                best = []
            best.append(plan)
        if best:
            sure = tuple(min(plan[i] for plan in best) for i in range(alive))
        else:
            sure = (*later, None)
        rounds.append(Round(alive, bool(best), tuple(best), sure))
    return rounds


def brute_force_outcomes(n: int, m: int) -> list[int | None]:
    """:func:`outcomes` computed by :func:`backward_induction` (for small ``n`` and ``m``).

    >>> brute_force_outcomes(5, 2) == outcomes(5, 2)
    True
    """
    return list(backward_induction(n, m)[-1].sure)
