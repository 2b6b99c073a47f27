"""Chapter 02's prose, pinned (issue 37): why (1, 2, 3) is a P-position."""

from __future__ import annotations

from notebook_text import cell_with


def options(heaps: tuple[int, ...]) -> list[tuple[int, ...]]:
    return [heaps[:i] + (k,) + heaps[i + 1 :] for i, h in enumerate(heaps) for k in range(h)]


def is_zero_n_n(heaps: tuple[int, ...]) -> bool:
    a, b, c = sorted(heaps)
    return a == 0 and b == c


def test_every_move_from_123_lets_the_opponent_reach_some_0_n_n():
    for move in options((1, 2, 3)):
        assert not is_zero_n_n(move)
        assert any(is_zero_n_n(reply) for reply in options(move)), move


def test_two_equal_heaps_alone_do_not_make_a_p_position():
    # (1, 1, 3): taking the whole 3 leaves (1, 1, 0), which is (0, 1, 1)
    assert any(is_zero_n_n(move) for move in options((1, 1, 3)))
    text = cell_with("02_bash_and_nim.ipynb", "### Three heaps: tabulate first")
    assert "leads to a position with two equal heaps, or" not in text
    assert "$(1, 1, 3)$ is N" in text


def test_moores_step_3_example_lowers_two_heaps():
    # Nim_2 from (1, 2, 4, 8) to (1, 2, 3, 3): a legal move (two heaps lowered, k = 2) to a
    # position whose every binary column holds a multiple of 3 ones, checked from the rules
    before, after = (1, 2, 4, 8), (1, 2, 3, 3)
    lowered = [i for i, (b, a) in enumerate(zip(before, after, strict=True)) if a != b]
    assert len(lowered) == 2 and all(after[i] < before[i] for i in lowered)
    assert all(sum(h >> bit & 1 for h in after) % 3 == 0 for bit in range(4))
    text = cell_with("02_bash_and_nim.ipynb", "heaps, k = (1, 2, 4, 8), 2")
    assert "== (1, 2, 3, 3)" in text
