"""Chapter 06's prose, pinned (issue 37): the winning moves from ((3, 5), (2, 7)) in the
every-SG sum of two Euclid's games, by a brute force written from the rules."""

from __future__ import annotations

from functools import cache
from itertools import product

from notebook_text import cell_with


def euclid_options(a: int, b: int) -> list[tuple[int, int]]:
    """Subtract a positive multiple of the smaller number from the larger; 0 ends the game."""
    if a == 0 or b == 0:
        return []
    if a <= b:
        return [(a, b - k * a) for k in range(1, b // a + 1)]
    return [(a - k * b, b) for k in range(1, a // b + 1)]


@cache
def euclid_wins(pair: tuple[int, int]) -> bool:
    return any(not euclid_wins(o) for o in euclid_options(*pair))


def every_sg_options(position: tuple[tuple[int, int], ...]) -> list[tuple]:
    """A move in every component that is not over; the last player to move wins."""
    choices = [euclid_options(*c) or [c] for c in position]
    if all(not euclid_options(*c) for c in position):
        return []
    return [tuple(move) for move in product(*choices)]


@cache
def every_sg_wins(position: tuple) -> bool:
    return any(not every_sg_wins(o) for o in every_sg_options(position))


def test_two_winning_moves_from_3_5_2_7():
    start = ((3, 5), (2, 7))
    winning = {o for o in every_sg_options(start) if not every_sg_wins(o)}
    assert winning == {((3, 2), (2, 3)), ((3, 2), (2, 1))}
    assert {o for o in euclid_options(2, 7) if not euclid_wins(o)} == {(2, 3)}
    text = cell_with("06_misere_and_every_sg.ipynb", "**Play it.** The generic play widget")
    assert "$((3, 2), (2, 3))$" in text and "$((3, 2), (2, 1))$" in text
    assert "the winning\nmove that keeps that game longest" not in text


def test_further_practice_asks_what_the_chapter_has_not_shown():
    text = cell_with("06_misere_and_every_sg.ipynb", "### Further practice")
    assert "Step 6, even" not in text  # the answer, already in the 8 x 8 table of Going further C
    assert "$10 \\times 10$" in text and "(10, 10)" in text


def test_e3_is_not_the_lasker_nim_chapter_5_solves():
    text = cell_with("06_misere_and_every_sg.ipynb", "### E3 ·")
    assert "Lasker" not in text and "HDU3032" not in text
    assert "**Whoever\ntakes the last stone loses.**" in text
    assert "`misere_winner(heaps, m)`" in text
