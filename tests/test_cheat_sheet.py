"""The cheat sheet (``gametheory_helpers.contest.cheatsheet``, shown by
``notebooks/11_cheat_sheet.ipynb``): every template and every judge problem is on it, every
name on it exists, every closed form agrees with the search on small positions, and the
notebook's tables are the ones ``tools/cheat_sheet.py`` writes from the rows."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from gametheory_helpers.contest import TEMPLATES, templates
from gametheory_helpers.contest.cheatsheet import ROWS, check_row, markdown_table
from gametheory_helpers.judge import PROBLEMS, get_problem

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import cheat_sheet  # noqa: E402
from notebook_files import is_companion  # noqa: E402
from notebook_navigation import CHAPTERS  # noqa: E402

CHECKED = [row for row in ROWS if row.check is not None]


def test_every_template_and_every_judgeable_problem_is_on_the_sheet():
    on_sheet = {slug for row in ROWS for slug in row.templates}
    assert {t.slug for t in templates()} <= on_sheet
    problems = {p for row in ROWS for p in row.problems}
    assert {p.id for p in PROBLEMS.values() if p.judgeable} <= problems


def test_every_name_on_the_sheet_exists():
    chapters = {stem[:2] for stem, _, _ in CHAPTERS}
    for row in ROWS:
        assert row.chapter in chapters and row.chapter != "00", row.game
        for slug in row.templates:
            assert (TEMPLATES / f"{slug}.cpp").is_file() and (TEMPLATES / f"{slug}.py").is_file()
        for problem in row.problems:
            assert get_problem(problem).id == problem  # resolves, and is written as the judge does
        assert "|" not in row.p_condition + row.winning_move, row.game  # a table cell
    # a row's first template solves a problem of the row (as its header says)
    by_slug = {t.slug: t for t in templates()}
    for row in ROWS:
        for slug in row.templates:
            assert by_slug[slug].problem in row.problems, (row.game, slug)
            assert by_slug[slug].chapter == row.chapter, (row.game, slug)


def test_each_problem_on_the_sheet_goes_to_a_template_of_its_row_that_reads_it():
    """A row's judged problems are exactly those its templates name (each template is judged
    Accepted on every problem it names by tests/test_contest_templates.py), and the table puts
    each problem on its template's line, with that template's own cost."""
    by_slug = {t.slug: t for t in templates()}
    for row in ROWS:
        named = [p for slug in row.templates for p in by_slug[slug].problems]
        judged = [p for p in row.problems if get_problem(p).judgeable]
        assert sorted(named) == sorted(judged), row.game
        lines = markdown_table([row]).splitlines()[2].split(" | ")
        slugs, costs, problems = (cell.split("<br>") for cell in lines[-3:])
        for i, slug in enumerate(row.templates):
            assert slugs[i].startswith(f"{slug} ["), row.game
            # the name may break after "_" (a zero-width space there) on a narrow slide
            assert costs[i].replace("\u200b", "") == f"{slug}: {by_slug[slug].cost}", row.game
            assert problems[i].rstrip(" |") == ", ".join(by_slug[slug].problems), row.game


def test_p2197_and_hdu2509_are_sent_to_templates_of_their_own_format():
    """Issue #36: P2197 is not nim's format (tests counted first), HDU2509 not anti_nim's."""
    by_slug = {t.slug: t for t in templates()}
    sent = {p: s for row in ROWS for s in row.templates for p in by_slug[s].problems}
    assert sent["P2197"] == "nim_tests" and sent["HDU2509"] == "anti_nim_rows"


def test_rows_are_in_chapter_order():
    assert [row.chapter for row in ROWS] == sorted(row.chapter for row in ROWS)


def test_the_closed_forms_are_checked_for_the_classic_games():
    games = {row.game for row in CHECKED}
    for name in ("Bash's game", "Misère Bash", "Nim", "Moore's Nim_k", "Wythoff's game"):
        assert any(g.startswith(name) for g in games), name
    for name in ("Fibonacci Nim", "Anti-Nim", "Mock Turtles", "The Ruler game", "Euclid's game"):
        assert any(g.startswith(name) for g in games), name


@pytest.mark.parametrize("row", CHECKED, ids=lambda row: row.game)
def test_each_closed_form_agrees_with_the_search(row):
    assert check_row(row) >= 9


def test_a_wrong_condition_is_caught():
    """The off-by-one of misère Bash, and Nim's rule for Moore's Nim_k, are told apart."""
    misere = next(row for row in ROWS if row.game.startswith("Misère Bash"))
    normal = replace(misere, check=replace(misere.check, closed=lambda c: c[0] % (c[1] + 1) == 0))
    with pytest.raises(AssertionError, match="the sheet says"):
        check_row(normal)
    moore = next(row for row in ROWS if row.game.startswith("Moore"))
    xor_only = replace(moore, check=replace(moore.check, closed=lambda c: _xor(c[1]) == 0))
    with pytest.raises(AssertionError, match="the sheet says"):
        check_row(xor_only)


def _xor(heaps) -> int:
    value = 0
    for heap in heaps:
        value ^= heap
    return value


def test_the_table_links_each_template_from_the_notebooks_folder():
    row = next(row for row in ROWS if row.game == "Nim")
    table = markdown_table([row])
    assert table.count("\n") == 2
    for slug in row.templates:
        link = f"(../gametheory_helpers/contest/templates/{slug}.cpp)"
        assert link in table and (ROOT / "notebooks" / link[1:-1]).resolve().is_file()


def test_the_notebook_is_up_to_date_and_rewriting_it_changes_nothing(tmp_path, monkeypatch):
    done = subprocess.run(
        [sys.executable, "tools/cheat_sheet.py", "--check"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    copy = tmp_path / "11_cheat_sheet.ipynb"
    shutil.copy(cheat_sheet.NOTEBOOK, copy)
    monkeypatch.setattr(cheat_sheet, "NOTEBOOK", copy)
    before = copy.read_text(encoding="utf-8")
    assert cheat_sheet.main([]) == 0 and copy.read_text(encoding="utf-8") == before
    notebook = json.loads(before)
    sheet = [c for c in notebook["cells"] if cheat_sheet.TAG in c["metadata"].get("tags", [])]
    text = "".join("".join(c["source"]) for c in sheet)
    for row in ROWS:
        assert row.game in text
    chapters = [stem for stem, _, _ in CHAPTERS if not is_companion(stem)]
    assert len(chapters) == 12  # 00 contents, 01-10, 11 this sheet
    for stem in chapters[1:11]:
        assert f"]({stem}.ipynb)" in text, stem  # every chapter's table links the chapter
    cell = next(c for c in notebook["cells"] if cheat_sheet.TAG in c["metadata"].get("tags", []))
    cell["source"] = "## edited by hand"
    copy.write_text(json.dumps(notebook), encoding="utf-8")
    assert cheat_sheet.main(["--check"]) == 1


# -- issue 37: the rows whose text once stated less than the truth -----------------------------


def _row(game: str):
    return next(row for row in ROWS if row.game == game)


def _euclid_wins(a: int, b: int, memo: dict = {}) -> bool:  # noqa: B006 (a cache)
    """Euclid's game from the rules: a >= b >= 1, subtract a positive multiple of b from a;
    who leaves a zero wins."""
    if (a, b) not in memo:
        memo[a, b] = any(
            a - k * b == 0 or not _euclid_wins(max(a - k * b, b), min(a - k * b, b))
            for k in range(1, a // b + 1)
        )
    return memo[a, b]


def _euclid_move_as_the_row_says(a: int, b: int) -> tuple[int, int]:
    """The sheet's winning move from an N-position a >= b, read off its text."""
    phi = (1 + 5**0.5) / 2
    if a == b:
        return (0, b)  # take all
    if a >= 2 * b:
        near, far = (a % b + b, b), (a % b, b)
        return near if near[0] and not _euclid_wins(*near) else far
    assert phi * b < a < 2 * b, (a, b)
    return (a - b, b)  # the forced move


def test_the_euclid_row_gives_a_winning_move_between_phi_b_and_2b():
    row = _row("Euclid's game")
    assert r"$\varphi b < a < 2b$: the forced move $(a - b, b)$" in row.winning_move
    for a in range(1, 80):
        for b in range(1, a + 1):
            if not _euclid_wins(a, b):
                continue
            x, y = _euclid_move_as_the_row_says(a, b)
            assert x == 0 or not _euclid_wins(max(x, y), min(x, y)), (a, b)
    # the case the row once left out exists: (5, 3) is N, and its only move is (2, 3)
    assert _euclid_wins(5, 3) and 5 < 2 * 3


def _k_fold_first_player_loses(k: int, n: int) -> bool:
    """k-fold dynamic subtraction from the rules: the first take is 1..n-1, every later take at
    most k times the one before; who takes the last stone wins."""
    memo: dict[tuple[int, int], bool] = {}

    def wins(left: int, most: int) -> bool:
        if (left, most) not in memo:
            memo[left, most] = any(
                t == left or not wins(left - t, k * t) for t in range(1, min(left, most) + 1)
            )
        return memo[left, most]

    return not wins(n, n - 1)


def test_the_k_fold_row_says_what_b_is_when_no_t_exists():
    row = _row("k-fold dynamic subtraction")
    assert r"$b_{i+1} = a_{i+1}$ when no $t$ has $k a_t < a_{i+1}$" in row.p_condition
    # the case happens: for k = 4 the sizes 2, 3, 4 have no t with 4 a_t below them, and the
    # first player loses exactly at 1, 2, 3, 4, 5, 7, ... (b = a there, then b_5 = 5 + b_1)
    losing = [n for n in range(2, 40) if _k_fold_first_player_loses(4, n)]
    assert losing[:5] == [2, 3, 4, 5, 7]
