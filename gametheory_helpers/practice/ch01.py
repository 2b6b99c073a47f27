"""Answer key of chapter 1 (games, positions, game graphs): references, cases, checkers, quizzes.

The subtraction games (E1, E3) are checked on every residue, with the P-positions as many as a
third of the cases, and on heaps far beyond a table (``10**18``): the exercises ask for the
pattern.  E4 asks for a fast rule: next to every boundary ``5 * 10**j`` and ``10**j`` it tries
numbers of up to 300 digits, where a memoised search over the products ``2^a 3^b 5^c`` has
millions of states; the reference there is the closed form, checked against the brute force in
``tests/test_practice_ch01.py``.

Example
-------
>>> from gametheory_helpers.practice import ch01
>>> ch01.check_e3(lambda n: n % 5 == 0)  # doctest: +ELLIPSIS
❌ Not yet: for n = 1 your function returns False but the answer is True...
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import Game
from ..exercises import Feedback, check_answer, check_answers, check_function, check_set
from ..graph import kernel
from ..i18n import N_, _
from ..quiz import MultipleChoice
from . import case_mix

__all__ = [
    "CASE_MIX",
    "CHECKS",
    "SPOILERS",
    "Q1",
    "Q2",
    "check_combinatorial",
    "check_e1",
    "check_e2",
    "check_e3",
    "check_e4",
    "check_e5",
    "check_impartial_count",
]

#: Seconds one call of a student's function may take.
TIME_LIMIT = 1.0

# -- the two questions in the main line (sections 1 and 2) --------------------------------------

QUIZ_ANSWERS = {
    "2048": False,
    "rock-paper-scissors": False,
    "Dou Dizhu": False,
    "gomoku": True,
    "Chinese chess": True,
}
QUIZ_HINTS = {
    "2048": N_("how many players are there, and who decides where the new tile appears?"),
    "rock-paper-scissors": N_("do the players really take turns?"),
    "Dou Dizhu": N_("how many players are there, and who can see which cards?"),
    "gomoku": N_("check the three conditions one by one: players, turns, information"),
    "Chinese chess": N_("check the three conditions one by one: players, turns, information"),
}


def check_combinatorial(my_answers: Any) -> Feedback:
    """Section 1: which of the five games are combinatorial games (a dict game -> bool)."""
    if isinstance(my_answers, dict) and all(v is ... or v is None for v in my_answers.values()):
        return Feedback(False, _("not attempted yet: replace each ... by True or False."))
    return check_answers(my_answers, QUIZ_ANSWERS, hints=QUIZ_HINTS)


def check_impartial_count(count: Any) -> Feedback:
    """Section 2: how many of the five games are impartial combinatorial games."""
    return check_answer(
        count,
        0,
        what=N_("number of impartial games"),
        hint=N_("an ICG must be a combinatorial game first; then ask who may move which pieces"),
    )


# -- E1 · take 1, 3 or 4 ------------------------------------------------------------------------

TAKE_134 = Game(lambda n: [n - k for k in (1, 3, 4) if k <= n], name="take 1, 3 or 4")


def e1_reference(n: int) -> str:
    """'P' or 'N' for *take 1, 3 or 4*, by the period 7 (checked against the brute force).

    >>> "".join(e1_reference(n) for n in range(9))
    'PNPNNNNPN'
    """
    return "P" if n % 7 in (0, 2) else "N"


_LARGE = (10**6, 10**12, 10**18, 2**63 - 1, 2**64)


def _period_cases(period: int, p_residues: tuple[int, ...]) -> list[int]:
    """Every residue near 0 and near the large sizes, P-positions at least a third."""
    small = list(range(0, 6 * period))
    large = [base + r for base in _LARGE for r in range(period)]
    cases = small + large
    p = [n for n in cases if n % period in p_residues]
    n_side = [n for n in cases if n % period not in p_residues]
    extra_p = [n for n in range(6 * period, 60 * period) if n % period in p_residues]
    p += extra_p[: max(0, (len(n_side) + 1) // 2 - len(p))]
    return sorted(p + n_side)


E1_CASES = _period_cases(7, (0, 2))


def check_e1(attempt: Any) -> Feedback:
    """``outcome_134(n) -> 'P' | 'N'`` for every heap, also far beyond a table."""
    return check_function(
        attempt, e1_reference, E1_CASES, hint=N_("tabulate n = 0..27 first"), time_limit=TIME_LIMIT
    )


# -- E2 · the kernel of a DAG, by hand ----------------------------------------------------------

E2_EDGES = [
    (1, 2), (1, 3), (1, 4), (2, 5), (3, 5), (3, 6), (4, 6), (4, 7),
    (5, 8), (6, 8), (6, 9), (7, 9), (2, 8), (8, 10), (9, 10), (7, 10),
]  # fmt: skip


def check_e2(my_kernel: Any) -> Feedback:
    """The kernel of the graph ``E2_EDGES``, as a set of vertices."""
    return check_set(
        my_kernel, kernel(E2_EDGES), what=N_("kernel"), hint=N_("start from the sink 10")
    )


# -- E3 · subtraction set {2, 3} ----------------------------------------------------------------

TAKE_23 = Game(lambda n: [n - k for k in (2, 3) if k <= n], name="take 2 or 3")


def e3_reference(n: int) -> bool:
    """True for a P-position of *take 2 or 3* (period 5, checked against the brute force)."""
    return n % 5 in (0, 1)


E3_CASES = _period_cases(5, (0, 1))


def check_e3(attempt: Any) -> Feedback:
    """``is_p_23(n) -> bool``."""
    return check_function(
        attempt, e3_reference, E3_CASES, hint=N_("both 0 and 1 are terminal"), time_limit=TIME_LIMIT
    )


# -- E4 · POJ2505 with digits 2 to 5 ------------------------------------------------------------


def e4_brute_force(n: int) -> str:
    """The winner by searching the game from p = 1 (for small n: the tests compare)."""
    game = Game(lambda p: [] if p > n else [p * d for d in range(2, 6)])
    return "Stan" if game.outcome(1) == "N" else "Ollie"


def e4_reference(n: int) -> str:
    """Ollie wins iff 5 * 10^j <= n < 10^(j+1) for some j: iff the leading digit is 5..9.

    >>> [e4_reference(n) for n in (4, 5, 9, 10, 49, 50, 10**300)]
    ['Stan', 'Ollie', 'Ollie', 'Stan', 'Stan', 'Ollie', 'Stan']
    """
    power = 1
    while 10 * power <= n:
        power *= 10
    return "Ollie" if n >= 5 * power else "Stan"


def _e4_cases() -> list[int]:
    small = list(range(1, 1200))
    edges = []
    for j in (11, 15, 16, 17, 18, 19, 30, 60, 100, 150, 200, 300):
        edges += [5 * 10**j - 1, 5 * 10**j, 10**j - 1, 10**j, 10**j + 1, 5 * 10**j + 1]
    return small + edges


E4_CASES = _e4_cases()


def _near_boundary(n: int) -> bool:
    """n is within 1 of 10^j or 5 * 10^j, where the winner changes."""
    power = 10 ** (len(str(n + 1)) - 1)
    return any(abs(n - edge) <= 1 for edge in (power, 5 * power, 10 * power))


def check_e4(attempt: Any) -> Feedback:
    """``winner_2_to_5(n) -> 'Stan' | 'Ollie'``, also for n with hundreds of digits."""
    return check_function(
        attempt,
        e4_reference,
        E4_CASES,
        time_limit=TIME_LIMIT,
        hint=N_(
            "the checker tries n with up to 300 digits: find the intervals, as in part D (POJ2505)"
        ),
    )


# -- E5 · POJ2068 with one player per team ------------------------------------------------------


def e5_reference(s: int, m: int) -> bool:
    """Whether the first player wins: misère Bash, s != 1 mod (m + 1) (tests: = team_nim)."""
    return (s - 1) % (m + 1) != 0


def _e5_cases() -> list[tuple[int, int]]:
    p_cases = [(k * (m + 1) + 1, m) for m in range(1, 9) for k in range(0, 10)]
    p_cases += [(10**12 + 1, 10**6 - 1), (10**12 + 1, 1), (3 * 10**12 + 1, 2)]
    n_cases = [(s + d, m) for s, m in p_cases for d in (-1, 1) if s + d >= 1]
    n_cases += [(s, m) for s, m in ((2, 1), (5, 5), (6, 5), (7, 5), (10**12, 10**12))]
    return sorted(p_cases + n_cases, key=lambda case: (case[1], case[0]))


E5_CASES = _e5_cases()


def check_e5(attempt: Any) -> Feedback:
    """``first_wins(s, m) -> bool``: one player per team, both with the limit m."""
    return check_function(
        attempt, e5_reference, E5_CASES, argument_names=("s", "m"), time_limit=TIME_LIMIT
    )


# -- the questions ------------------------------------------------------------------------------

Q1_EDGES = [("a", "b"), ("a", "c"), ("b", "d"), ("c", "d"), ("c", "e"), ("d", "f"), ("e", "f")]
Q1 = MultipleChoice(
    N_("Which vertices of the graph above are P-positions? (Pick every one.)"),
    [
        ("a", False, N_("a -> b moves to a P-position, so a is an N-position (rule 2).")),
        ("b", True, N_("b's only move goes to d, an N-position, so b is P (rule 3).")),
        ("c", True, N_("both moves of c go to N-positions (d and e), so c is P (rule 3).")),
        ("d", False, N_("d -> f moves to the terminal position f, a P-position: d is N.")),
        ("e", False, N_("e -> f moves to the terminal position f, a P-position: e is N.")),
        ("f", True, N_("f has no move: it is terminal, hence P (rule 1).")),
    ],
    multiple=True,
)

Q2 = MultipleChoice(
    N_(
        "Which step of the proof of Zermelo's theorem uses that "
        "every play ends after at most H moves?"
    ),
    [
        (
            N_("Defining the value v(x) of every node by induction on its height, leaves first."),
            True,
            N_(
                "The induction starts at the leaves and needs every node to have a finite height "
                "(and finitely many children, so a largest child value exists). If a play could go "
                "on for ever, some node would have no height and would never receive a value."
            ),
        ),
        (
            N_("The first player's move to a child y with v(y) = v(x)."),
            False,
            N_(
                "This step only uses how v(x) was defined (the largest child value). Finiteness "
                "was already spent in making that definition reach every node."
            ),
        ),
        (
            N_("Reading off the three cases v(r) = +1, 0, -1 at the root."),
            False,
            N_(
                "A value in {+1, 0, -1} has exactly one of three signs; nothing about the length "
                "of plays is used here."
            ),
        ),
        (
            N_("None: the proof works as well when plays may go on for ever."),
            False,
            N_(
                "The theorem itself survives: count a play that never ends as a draw, and with "
                "finitely many positions one player can force a win or both can force a draw "
                "(the win/lose/draw labels of part C). This proof does not: on a cycle a "
                "node has no height, and the backward induction has no leaves to start from."
            ),
        ),
    ],
)

CHECKS: dict[str, Callable[[Any], Feedback]] = {
    "check_combinatorial": check_combinatorial,
    "check_impartial_count": check_impartial_count,
    "E1": check_e1,
    "E2": check_e2,
    "E3": check_e3,
    "E4": check_e4,
    "E5": check_e5,
    "Q1": Q1.check,
    "Q2": Q2.check,
}

CASE_MIX = {
    "E1": {
        **case_mix(E1_CASES, e1_reference),
        "pitfall": sum(1 for n in E1_CASES if n in (0, 2)),  # P although not every take fits
        "large": sum(1 for n in E1_CASES if n >= 10**6),
    },
    "E3": {
        **case_mix(E3_CASES, lambda n: "P" if e3_reference(n) else "N"),
        "pitfall": sum(1 for n in E3_CASES if n == 1),  # terminal, yet not 0
        "large": sum(1 for n in E3_CASES if n >= 10**6),
    },
    "E4": {
        **case_mix(E4_CASES, lambda n: "P" if e4_reference(n) == "Ollie" else "N"),
        "pitfall": sum(1 for n in E4_CASES if _near_boundary(n)),
        "large": sum(1 for n in E4_CASES if n > 10**30),
    },
    "E5": {
        **case_mix(E5_CASES, lambda s, m: "N" if e5_reference(s, m) else "P"),
        "pitfall": sum(1 for s, m in E5_CASES if s == 1 or m >= s),
        "large": sum(1 for s, _ in E5_CASES if s >= 10**12),
    },
}

SPOILERS = {
    "E1": ("n % 7 in (0, 2)", "period 7", "\\bmod 7 \\in \\{0, 2\\}"),
    "E2": ("{1, 5, 6, 10}", "\\{1, 5, 6, 10\\}"),
    "E3": ("n % 5 in (0, 1)", "\\bmod 5 \\in \\{0, 1\\}"),
    "E4": ("5 \\cdot 10^j \\le n", "2 \\cdot 5 = 10"),
    "E5": (
        "(s - 1) % (m + 1)",
        "s \\equiv 1 \\pmod{m + 1}",
        "period $m + 1",
        "(30, [4, 4])",
    ),
}
