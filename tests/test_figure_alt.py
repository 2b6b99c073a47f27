"""Every figure has alternative text written for it, in English and Chinese (issue #37).

The descriptions live in ``i18n/figure_alt.toml``, keyed by notebook stem and the drawing
cell's id; the website and the decks take them in the page's language (tools/figure_alt.py).
"""

from __future__ import annotations

import re
import sys
from html.parser import HTMLParser
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import build_book  # noqa: E402
import build_slides  # noqa: E402
from figure_alt import ALT_TEXTS, LANGUAGES, alt_texts, describe_figures, figure_cells  # noqa: E402

NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9][0-9]*_*.ipynb"))
ZH_NOTEBOOKS = sorted((ROOT / "notebooks" / "zh").glob("[0-9][0-9]*_*.ipynb"))
CJK = re.compile(r"[\u4e00-\u9fff]")
SENTENCE_END = re.compile(r"[.!?](?:\s|$)|[。！？]")
# Words that describe the drawing code, not the picture (the old derived texts).
CODE_WORDS = re.compile(r"\b(?:plot|draw)_\w+|\bFigure:|Figure in the section")


def _figure_ids(path: Path) -> list[str]:
    notebook = nbformat.read(path, as_version=4)
    ids = [notebook.cells[index].get("id") for index in figure_cells(notebook)]
    assert all(ids), f"{path.name}: a figure cell has no id"
    return ids


def _entries() -> list[tuple[str, str, dict[str, str]]]:
    return [
        (stem, cell_id, entry)
        for stem, cells in alt_texts().items()
        for cell_id, entry in cells.items()
    ]


@pytest.mark.parametrize(
    "notebook", NOTEBOOKS + ZH_NOTEBOOKS, ids=lambda p: str(p.relative_to(ROOT))
)
def test_every_figure_has_a_written_description_in_both_languages(notebook):
    written = alt_texts().get(notebook.stem, {})
    missing = [cell_id for cell_id in _figure_ids(notebook) if cell_id not in written]
    assert not missing, f"no entry in {ALT_TEXTS.name} for {notebook.stem}: {missing}"
    for cell_id in _figure_ids(notebook):
        for language in LANGUAGES:
            assert written[cell_id].get(language, "").strip(), (notebook.stem, cell_id, language)


def test_no_entry_describes_a_figure_that_is_gone():
    figures = {path.stem: set(_figure_ids(path)) for path in NOTEBOOKS}
    stale = [
        (stem, cell_id) for stem, cell_id, _ in _entries() if cell_id not in figures.get(stem, ())
    ]
    assert not stale, f"entries of {ALT_TEXTS.name} without a figure: {stale}"


@pytest.mark.parametrize("notebook", ZH_NOTEBOOKS, ids=lambda p: p.name)
def test_the_chinese_build_keeps_the_figure_cells_ids(notebook):
    assert _figure_ids(notebook) == _figure_ids(ROOT / "notebooks" / notebook.name)


def test_the_descriptions_are_prose_in_their_language():
    for stem, cell_id, entry in _entries():
        assert set(entry) == set(LANGUAGES), (stem, cell_id, sorted(entry))
        english, chinese = entry["en"], entry["zh"]
        assert not CJK.search(english), (stem, cell_id, english)
        assert len(CJK.findall(chinese)) >= 10, (stem, cell_id, chinese)
        for text in (english, chinese):
            assert not CODE_WORDS.search(text), (stem, cell_id, text)
            assert 1 <= len(SENTENCE_END.findall(text)) <= 4, (stem, cell_id, text)
            assert 40 <= len(text) <= 500, (stem, cell_id, len(text))


def test_figures_without_an_entry_fall_back_on_the_code():
    notebook = nbformat.v4.new_notebook(
        cells=[
            nbformat.v4.new_code_cell(
                'plot_outcome_strip(xs, ys, title="take 1 or 2")',
                id="nofigure",
                outputs=[
                    nbformat.v4.new_output("display_data", data={"image/png": "iVBORw0KGgo="})
                ],
            )
        ]
    )
    (alt,) = describe_figures(notebook, "01_games_and_positions", "zh").values()
    assert alt.startswith("Figure: take 1 or 2.")
    with pytest.raises(ValueError, match="language"):
        describe_figures(notebook, "01_games_and_positions", "fr")


# One chapter of each edition, built as the website and the decks build it.
CHAPTER = "02_bash_and_nim"


def _chapter(language: str) -> nbformat.NotebookNode:
    folder = ROOT / "notebooks" / ("zh" if language == "zh" else "")
    return nbformat.read(folder / f"{CHAPTER}.ipynb", as_version=4)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_book_page_carries_the_alt_text_of_its_language(language):
    written = alt_texts()[CHAPTER]
    page = build_book.book_notebook(_chapter(language), CHAPTER, language)
    shown = [
        cell.metadata["mystnb"]["image"]["alt"]
        for cell in page.cells
        if cell.get("metadata", {}).get("mystnb", {}).get("image")
    ]
    assert shown == [written[cell_id][language] for cell_id in _figure_ids_of(_chapter(language))]


@pytest.mark.parametrize("notebook", ZH_NOTEBOOKS, ids=lambda p: p.stem)
def test_every_chinese_page_carries_chinese_alt_text(notebook):
    """Issue 37: the Chinese pages reused the English alt text; every chapter, not only one."""
    chapter = nbformat.read(notebook, as_version=4)
    written = alt_texts().get(notebook.stem, {})
    page = build_book.book_notebook(chapter, notebook.stem, "zh")
    shown = [
        cell.metadata["mystnb"]["image"]["alt"]
        for cell in page.cells
        if cell.get("metadata", {}).get("mystnb", {}).get("image")
    ]
    assert shown == [written[cell_id]["zh"] for cell_id in _figure_ids_of(chapter)]
    assert all(CJK.search(alt) for alt in shown), shown


def _figure_ids_of(notebook: nbformat.NotebookNode) -> list[str]:
    return [notebook.cells[index].id for index in figure_cells(notebook)]


class _Images(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.alts: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag == "img":
            self.alts.append(dict(attrs).get("alt") or "")


def test_the_chinese_deck_carries_the_chinese_alt_text(tmp_path):
    written = alt_texts()[CHAPTER]
    path = ROOT / "notebooks" / "zh" / f"{CHAPTER}.ipynb"
    (deck,) = build_slides.build([str(path)], tmp_path / "zh", None, language="zh")
    images = _Images()
    images.feed(deck.read_text(encoding="utf-8"))
    expected = [written[cell_id]["zh"] for cell_id in _figure_ids(path)]
    figures = [alt for alt in images.alts if alt in expected]
    assert figures == expected, images.alts
    assert not [alt for alt in images.alts if alt in {e["en"] for e in written.values()}]


def test_the_hackenbush_app_describes_its_picture_by_its_edges():
    from gametheory_helpers.i18n import set_language
    from gametheory_helpers.widgets.hackenbush import HackenbushApp

    app = HackenbushApp("0-1, 1-2, 0-3")
    picture = app.render(frozenset({0, 2}))
    assert "alt='Green Hackenbush picture on the ground 0, 2 edges standing: " in picture
    assert "edge 0 (0-1), edge 2 (0-3).'" in picture
    try:
        set_language("zh")
        assert CJK.search(app.alt_text(frozenset({0})))
        assert "0-1" in app.alt_text(frozenset({0}))
        # Chinese punctuation between the edges too (it read "边 0（0-1）, 边 2（0-3）")
        assert "边 0（0-1）、边 2（0-3）。" in app.alt_text(frozenset({0, 2}))
    finally:
        set_language("en")


def test_the_octal_explorers_plot_is_described():
    from gametheory_helpers.widgets.octal_explorer import OctalExplorer

    explorer = OctalExplorer("0.6", n=1000)
    assert explorer.image.tooltip.startswith("press Compute")
    # the front end sets the title from the tooltip only when the model has a description
    # (an Image without one fails to render: tests/test_browser_octal.py)
    assert explorer.image.get_state()["description"] == ""
    explorer.compute(wait=True)
    top, heap = explorer.largest_value()
    described = explorer.image.tooltip
    assert described.startswith("Scatter plot of the values SG(n) of octal game 0.6")
    assert f"the largest value is {top}, first reached at heap {heap:,}" in described
    explorer.code_input.value = "0.9"  # not an octal code: the error placeholder says so
    explorer.compute(wait=True)
    assert explorer.image.tooltip == "no values: see the message above"


def test_docstring_examples_of_the_tool():
    import doctest

    import figure_alt

    result = doctest.testmod(figure_alt)
    assert result.attempted > 0 and result.failed == 0
