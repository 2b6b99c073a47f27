"""Every slide fits a 1280 x 720 screen: in every static deck, and in the live view.

Every slide is measured in Chromium by ``tools/measure_slides.py``: with all its fragments
shown, a slide must be no taller than the deck and nothing in it may be cut at the right
edge (a code line, a table, a widget label). Only decks whose key changed since the record
``tests/data/slide_fit_record.json`` are built and measured again; the others keep their
recorded sizes (``tools/slide_fit_record.py``: the key covers the notebook, the template and
style sheets, the builder, the measurer, Chromium and the fonts; refresh the record with
``make slide-fit-record``). The count per deck is printed and written to
``build/artifacts/slide_fit.txt``. The live view (jupyterlab-slideshow in JupyterLab, laid
out by JupyterLab's own styles) is measured the same way on the longest proof's first
slide, again only when it may have changed (the record ``tests/data/live_deck_record.json``,
kept with the widget slides' measurements: ``widget_slides.py``). Two synthetic notebooks
check that the measurement can fail and can pass. The Chinese decks
are measured in ``test_slides_fit_zh.py`` (a file of its own, so the two run in parallel).
"""

from __future__ import annotations

import dataclasses
import os
import sys
from pathlib import Path

import nbformat
import pytest
import widget_slides
from conftest import ARTIFACTS
from lab_process import FITTED, open_notebook, stop_presenting
from slide_fit import check_fit, measured_decks
from widget_slides import PANEL

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import build_slides  # noqa: E402
import measure_slides  # noqa: E402
import slide_fit_record  # noqa: E402

NAMES = sorted(path.name for path in build_slides.NOTEBOOKS.glob("*.ipynb"))
VENDOR = (ROOT / "build" / "vendor").resolve()


@pytest.fixture(scope="module")
def measured(browser, tmp_path_factory) -> dict[Path, list[measure_slides.SlideSize]]:
    return measured_decks("en", browser, tmp_path_factory.mktemp("decks"))


def _longest_proof(measured) -> tuple[Path, measure_slides.SlideSize]:
    """The tallest slide with a "Proof" on it: the first slide of the longest proof."""
    proofs = [
        (size.height, deck, size)
        for deck, sizes in measured.items()
        for size in sizes
        if size.proof
    ]
    assert proofs, "no slide shows a proof"
    _, deck, size = max(proofs, key=lambda item: item[0])
    return deck, size


def _slide_start(notebook, size: measure_slides.SlideSize) -> int:
    """The index of the cell that starts static slide ``(size.h, size.v)``, as nbconvert counts."""
    h = v = -1
    for index, cell in enumerate(notebook.cells):
        kind = cell.metadata.get("slideshow", {}).get("slide_type")
        if kind == "slide":
            h, v = h + 1, 0
        elif kind == "subslide":
            v += 1
        if kind in ("slide", "subslide") and (h, v) == (size.h, size.v):
            return index
    raise AssertionError(f"no cell starts slide {size.h}.{size.v}")


def test_every_slide_of_every_deck_fits(measured):
    check_fit(measured, "slide_fit.txt")


def test_longest_proof_first_slide_fits_in_the_static_deck(browser, measured):
    deck, size = _longest_proof(measured)
    if not deck.exists():  # its sizes came from the record: build it for the screenshot
        build_slides.build([deck.name.replace(".slides.html", ".ipynb")], deck.parent, VENDOR)
    path = ARTIFACTS / "longest_proof_first_slide.png"
    measure_slides.screenshot_slide(browser, deck, size.h, size.v, path)
    assert not (size.too_tall or size.too_wide), f"{deck.name} {size}"


# what the live view's measurement depends on besides the lab (widget_slides.SHARED_FILES)
LIVE_FILES = ("tests/test_slides_fit.py", "tools/measure_slides.py")


def test_longest_proof_first_slide_fits_in_the_live_view(request, measured):
    """Measured in JupyterLab's deck only when the notebook, this file, the measurer or the
    lab changed since the record (``tests/data/live_deck_record.json``, section ``live``:
    ``make slide-fit-record`` refreshes it); judged by the recorded size otherwise."""
    deck, size = _longest_proof(measured)
    name = deck.name.replace(".slides.html", ".ipynb")
    keys = widget_slides.chapter_keys("live", [name], LIVE_FILES)
    reused, _stale = slide_fit_record.plan(keys, widget_slides.recorded("live"))
    if reused and os.environ.get(widget_slides.RECORD_ENV) != "all":
        live = measure_slides.SlideSize(**reused[name])
    else:
        live = _measure_live(request.getfixturevalue("browser"), request, name, size)
        if os.environ.get(widget_slides.RECORD_ENV):
            widget_slides.save_record("live", keys, {name: dataclasses.asdict(live)})
    print(f"live view of {name}: {live}")
    assert not (live.too_tall or live.too_wide), f"live view of {name}: {live}"


def _measure_live(browser, request, name: str, size) -> measure_slides.SlideSize:  # noqa: ANN001
    """The live deck's slide that starts the static slide ``size`` of notebook ``name``."""
    lab = request.getfixturevalue("lab")
    page = open_notebook(browser, lab, name, dict(measure_slides.VIEWPORT))
    index = _slide_start(nbformat.read(build_slides.NOTEBOOKS / name, as_version=4), size)
    try:
        # every Markdown cell rendered (the active one may show its source), the deck started,
        # and the proof's first cell made active: the deck shows the slide of the active cell
        # (the command palette typed into, as before, let the deck take the keys: it measured
        # a slide further on, 'Pitfalls' of chapter 08)
        page.evaluate("jupyterapp.commands.execute('notebook:render-all-markdown')")
        page.evaluate("jupyterapp.commands.execute('deck:start')")
        page.wait_for_selector("body[data-jp-deck-mode='presenting']", state="attached")
        page.evaluate(f"i => {{ {PANEL}.content.activeCellIndex = i; }}", index)
        page.wait_for_function(
            f"document.querySelectorAll('.jp-Notebook .jp-Cell')[{index}]"
            ".classList.contains('jp-deck-mod-onscreen')",
            timeout=30_000,
        )
        page.wait_for_function(FITTED)
        page.wait_for_timeout(1000)  # MathJax typesets the newly rendered cells
        assert "**" not in page.locator(".jp-Notebook .jp-Cell").nth(index).inner_text()
        live = measure_slides.measure_live_slide(page)
        page.screenshot(path=str(ARTIFACTS / "longest_proof_live.png"))
    finally:
        page.close()
        stop_presenting(lab)
    # the same slide as the static one (the live measure does not look for the word "Proof")
    assert live.title == size.title, f"the live deck of {name} showed {live}, not {size}"
    return live


def _synthetic(path: Path, cells: list) -> Path:
    slide = {"slideshow": {"slide_type": "slide"}}
    notebook = nbformat.v4.new_notebook(
        cells=[nbformat.v4.new_markdown_cell("# A title\n\nOne short line.", metadata=slide)]
        + cells
    )
    nbformat.write(notebook, path)
    return path


def test_measurement_flags_tall_and_wide_slides_and_passes_small_ones(browser, tmp_path):
    slide = {"slideshow": {"slide_type": "slide"}}
    wide_code = "total = " + " + ".join(f"value_{i}" for i in range(40))
    wide_table = (
        "| "
        + " | ".join(f"column {i}" for i in range(30))
        + " |\n|"
        + "---|" * 30
        + "\n| "
        + " | ".join(map(str, range(30)))
        + " |"
    )
    tall = "## A long proof\n\n" + "\n\n".join(f"Step {i} of the proof." for i in range(30))
    cells = [
        nbformat.v4.new_markdown_cell(tall, metadata=slide),
        nbformat.v4.new_code_cell(wide_code, metadata=slide, execution_count=1),
        nbformat.v4.new_markdown_cell("## A wide table\n\n" + wide_table, metadata=slide),
        nbformat.v4.new_code_cell("total = 1 + 2", metadata=slide, execution_count=2),
    ]
    notebooks = [
        _synthetic(tmp_path / "overflowing.ipynb", cells),
        _synthetic(tmp_path / "small.ipynb", []),
    ]
    overflowing, small = build_slides.build(list(map(str, notebooks)), tmp_path / "out", VENDOR)
    sizes = measure_slides.measure_deck(browser, overflowing)
    assert [(s.too_tall, s.too_wide) for s in sizes] == [
        (False, False),  # the title
        (True, False),  # 30 paragraphs
        (False, False),  # a long code line wraps (the decks' style sheet), nothing is cut
        (False, True),  # a table cut at the right edge
        (False, False),  # a short code cell
    ], [str(s) for s in sizes]
    assert [(s.too_tall, s.too_wide) for s in measure_slides.measure_deck(browser, small)] == [
        (False, False)
    ]
