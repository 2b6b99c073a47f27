"""Chapter 01's prose, pinned: the claims issue 37 found false stay corrected.

Every expected outcome is computed here by a brute force written from the rules, not by the
package's engine.
"""

from __future__ import annotations

from functools import cache

from notebook_text import cell_with, markdown

from gametheory_helpers.practice import ch01

CH01 = "01_games_and_positions.ipynb"


def both_games_outcome(g: dict[str, list[str]], h: dict[str, list[str]], start: tuple[str, str]):
    """'P' or 'N' in the game where a move is a move in ``g`` AND a move in ``h`` (a player
    who cannot move in one of them loses)."""

    @cache
    def wins(x: str, y: str) -> bool:
        return any(not wins(a, b) for a in g[x] for b in h[y])

    return "N" if wins(*start) else "P"


def kernel(graph: dict[str, list[str]]) -> set[str]:
    """The kernel of a DAG: P-positions, by the three rules."""

    @cache
    def is_p(x: str) -> bool:
        return not any(is_p(y) for y in graph[x])

    return {x for x in graph if is_p(x)}


def test_r2_the_union_kernel_does_not_decide_the_game_played_in_both():
    g = {"u": ["v"], "v": []}
    h_point = {"x": []}
    h_path = {"x": ["y"], "y": ["z"], "z": []}
    # the same memberships: u outside its kernel, x inside its kernel, in both examples
    assert "u" not in kernel(g) and "x" in kernel(h_point) and "x" in kernel(h_path)
    assert both_games_outcome(g, h_point, ("u", "x")) == "P"
    assert both_games_outcome(g, h_path, ("u", "x")) == "N"
    answer = cell_with(CH01, "**R2.** Let $K_G$")
    assert "$(u, x)$ is P" in answer and "$(u, x)$ is N" in answer
    # the old answer read the game as a token on either graph or as a sum
    assert "chooses one token and moves it" not in answer


def test_q2_separates_the_proof_from_the_theorem():
    wrong = [(c.text, c.why) for c in ch01.Q2.choices if not c.correct]
    none = [(text, why) for text, why in wrong if text.startswith("None")]
    assert len(none) == 1
    text, why = none[0]
    # the option is about the proof; its explanation says the theorem survives (with draws)
    assert "proof" in text and "theorem holds" not in text
    assert "theorem itself survives" in why and "draw" in why


def test_every_play_ends_is_not_no_position_repeats():
    assert "every play ends (no position repeats)" not in markdown(CH01)
    assert "repeats nothing and never ends" in cell_with(
        CH01, "What each hypothesis of Theorem 1 does"
    )


def test_chess_makes_repetition_a_draw():
    note = cell_with(CH01, "Note 2 (finiteness")
    assert "forbid that with repetition" not in note
    assert "chess does not forbid a repeated position" in note


def test_the_main_line_labels_positions_before_zermelo_and_defers_the_rest():
    """Issue 37 (pace): P/N positions come before Zermelo's theorem, and every 'Going further'
    part, the engine's notes and the exercises that build on them come after the summary."""
    from notebook_text import headings

    lines = headings(CH01)
    at = {line: i for i, line in enumerate(lines)}
    summary = at["## Summary"]
    assert at["## 3 · P-positions and N-positions"] < at["## 4 · Zermelo's theorem (策梅洛定理)"]
    further = [line for line in lines if "Going further" in line]
    assert further and all(at[line] > summary for line in further)
    for part in ("### Q2", "### E4", "### E5", "### Proofs on kernels", "### For the curious"):
        assert at[next(line for line in lines if line.startswith(part))] > summary, part
    assert not any("Appendix" in line for line in lines)
