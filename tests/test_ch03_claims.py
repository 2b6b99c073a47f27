"""Chapter 03's prose, pinned (issue 37): the int32 threshold and E5's repaired moves."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from notebook_text import cell_with

PROGRAMS = Path(__file__).resolve().parent / "judge_programs"
INT32_MAX = 2**31 - 1


def test_5kk_overflows_int32_from_k_20725():
    k = 1
    while 5 * k * k <= INT32_MAX:
        k += 1
    assert k == 20725
    for problem in ("POJ1067", "HDU1527", "P2252"):
        first = (PROGRAMS / problem / "wrong_int32.cpp").read_text().splitlines()[0]
        assert f"from k = {k} on" in first, problem
    assert f"from k = {k} on" in cell_with("03_wythoff_and_beatty.ipynb", "`wrong_int32.cpp`")


def wythoff_moves(a: int, b: int) -> list[tuple[int, int]]:
    moves = [(i, b) for i in range(a)] + [(a, j) for j in range(b)]
    return moves + [(a - d, b - d) for d in range(1, min(a, b) + 1)]


@cache
def normal_p(a: int, b: int) -> bool:
    return not any(normal_p(*m) for m in wythoff_moves(a, b))


@cache
def misere_p(a: int, b: int) -> bool:
    if (a, b) == (0, 0):
        return False  # the opponent has just taken the last stone: the player to move wins
    return not any(misere_p(*m) for m in wythoff_moves(a, b))


def repaired(a: int, b: int, move: tuple[int, int]) -> tuple[int, int]:
    """E5's worked solution: change a normal winning move that lands on (0, 0), (1, 2), (2, 1)."""
    if move == (0, 0) and a == 0:
        return (0, 1)
    if move == (0, 0) and a == b:
        return (2, 2)
    if move in ((1, 2), (2, 1)) and a - move[0] == b - move[1]:
        return (0, 1)
    if move == (1, 2) and a == 1:
        return (1, 0)
    if move == (2, 1) and a == 2:
        return (2, 2)
    return move


def test_e5_repaired_winning_moves_enter_the_misere_p_positions():
    for b in range(3, 40):
        for a in range(b + 1):
            if misere_p(a, b):
                continue
            for move in wythoff_moves(a, b):
                if normal_p(*move):
                    target = repaired(a, b, move)
                    assert target in wythoff_moves(a, b), (a, b, move, target)
                    assert misere_p(*target), (a, b, move, target)


def test_e5_solution_lists_the_move_from_0_b():
    solution = cell_with("03_wythoff_and_beatty.ipynb", "Above the corner the misère game")
    assert "from $(0, b)$ go to\n$(0, 1)$" in solution


def test_the_judge_demo_and_the_checker_helper_are_out_of_the_teaching_line():
    """Issue 37: the judge demonstration (with its --no-times) sits after the summary, says what
    the option does, and the float traps are explained as mathematics, not as checker code."""
    import json

    from notebook_text import NOTEBOOKS

    cells = json.loads((NOTEBOOKS / "03_wythoff_and_beatty.ipynb").read_text())["cells"]
    sources = ["".join(c["source"]) for c in cells]
    summary = next(i for i, s in enumerate(sources) if s.startswith("## Summary"))
    demo = [i for i, c in enumerate(cells) if "judge-demo" in c["metadata"].get("tags", [])]
    assert demo and min(demo) > summary
    assert all("--no-times" not in s for s in sources[:summary])
    assert any("`--no-times` leaves the running times out" in sources[i] for i in demo)
    traps = cell_with("03_wythoff_and_beatty.ipynb", "So only the $k$ whose smallest")
    assert "checker" not in traps and "float_traps" not in traps
