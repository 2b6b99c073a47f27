"""The lecturer in a room: the live deck in a real browser, and notebooks opened unmodified.

At 1280 x 720 (a projector) the live deck (jupyterlab-slideshow, as configured by
``tools/configure_lab.py``) shows text sized for projection across the screen; every press of
Space or ArrowRight changes what the audience sees; presenting does not stick to the next
session; Esc first leaves a clicked widget and only then the deck; opening and closing a chapter
leaves its file as it was. Chromium and JupyterLab come from the shared ``browser`` and ``lab``
fixtures (``conftest.py``); screenshots go to ``build/artifacts/``.

The deck tests present the opening of chapter 02 (``OPENING``: its first slides, cell for
cell, through the Nim proof and the first play widget) rather than the whole chapter: the first
steps of a deck are the same, and the deck lays out every cell before it starts (half a minute
for the 133 cells of the whole chapter on a busy machine, every time a test presents it).
The deck tests share one page (``first_code_slide``; a JupyterLab page load costs about 5
CPU-s) and run in the file's order: text sizes, Space and ArrowRight, Esc, the clicks at the
top, and last the page closed while presenting, the chapter then opened in a new page.
"""

from __future__ import annotations

import json
import urllib.request
import warnings
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import nbformat
import pytest
from conftest import ARTIFACTS
from lab_process import FITTED, open_notebook, stop_presenting, write_trusted

ROOT = Path(__file__).resolve().parent.parent
CHAPTER = "02_bash_and_nim.ipynb"
OPENING = "02_bash_and_nim.opening.ipynb"
OPENING_CELLS = 42  # through the slide of "The article's recipe" (cell 42 starts the next)
PROJECTOR = {"width": 1280, "height": 720}
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
PRESENTING = "body[data-jp-deck-mode='presenting']"
# What the audience sees: the cells laid out and not hidden (a fragment still to come is
# laid out but transparent). The active cell (the blue bar) is deliberately not part of it.
SHOWN = (
    "() => Array.from(document.querySelectorAll('.jp-Notebook .jp-Cell'))"
    ".flatMap((cell, i) => cell.classList.contains('jp-deck-mod-onscreen')"
    " && cell.classList.contains('jp-deck-mod-visible') ? [i] : [])"
)
CODE_SHOWN = ".jp-CodeCell.jp-deck-mod-onscreen.jp-deck-mod-visible .cm-content"
FONT_SIZE = "node => parseFloat(getComputedStyle(node).fontSize)"
# The size the audience sees: the font size times the zoom that fits a dense slide.
SEEN_SIZE = "node => parseFloat(getComputedStyle(node).fontSize) * node.currentCSSZoom"
# How tall the current slide is on screen (its cells, fragments included), and its zoom.
SLIDE_EXTENT = (
    "() => { const on = Array.from(document.querySelectorAll("
    "'.jp-Notebook .jp-Cell.jp-deck-mod-onscreen')).map(c => c.getBoundingClientRect());"
    " const panel = document.querySelector('.jp-Deck.jp-NotebookPanel');"
    " const zoom = parseFloat(panel.style.getPropertyValue('--gametheory-fit') || '1');"
    " return [Math.max(...on.map(r => r.bottom)) - Math.min(...on.map(r => r.top)), zoom]; }"
)


def _present(page) -> None:  # noqa: ANN001
    page.locator(".jp-NotebookPanel-toolbar [data-command='deck:toggle']").first.click()
    page.wait_for_selector(PRESENTING, state="attached", timeout=30_000)
    page.wait_for_function(FITTED, timeout=30_000)  # the deck has laid out the first slide


def _present_from_the_start(page) -> None:  # noqa: ANN001
    """Stop the deck if it runs, make the first cell active and present again: the deck
    from its start, as after opening the chapter."""
    page.evaluate("jupyterapp.commands.execute('deck:stop')")
    page.wait_for_function(f"!document.querySelector({PRESENTING!r})", timeout=30_000)
    page.evaluate("() => { jupyterapp.shell.currentWidget.content.activeCellIndex = 0; }")
    _present(page)


def _press(page, key: str) -> list[int]:  # noqa: ANN001
    """Press ``key``; return what is shown once the deck has moved and fitted the slide, or
    after 5 s if nothing changed (the tests then say which press changed nothing)."""
    before, start = page.evaluate(f"() => [({SHOWN})(), performance.now()]")
    page.keyboard.press(key)
    page.wait_for_function(
        "([before, start]) => performance.now() - start > 5000"
        f" || JSON.stringify(({SHOWN})()) !== JSON.stringify(before) && ({FITTED})()",
        arg=[before, start],
    )
    return page.evaluate(SHOWN)


@pytest.fixture(scope="module", autouse=True)
def opening(lab) -> None:  # noqa: ANN001
    """``OPENING`` in the lab's copy: the first ``OPENING_CELLS`` cells of the chapter."""
    notebook = nbformat.read(ROOT / "notebooks" / CHAPTER, as_version=4)
    kinds = [cell.metadata.get("slideshow", {}).get("slide_type") for cell in notebook.cells]
    assert kinds[OPENING_CELLS] in {"slide", "subslide"}, "the opening ends within a slide"
    assert any(WIDGET_VIEW in str(cell.get("outputs")) for cell in notebook.cells[:OPENING_CELLS])
    notebook.cells = notebook.cells[:OPENING_CELLS]
    write_trusted(lab, notebook, OPENING)


def _slide_types(name: str) -> list[str]:
    cells = nbformat.read(ROOT / "notebooks" / name, as_version=4).cells
    return [cell.metadata.get("slideshow", {}).get("slide_type", "-") for cell in cells]


def _cell_types(name: str) -> list[str]:
    return [cell.cell_type for cell in nbformat.read(ROOT / "notebooks" / name, as_version=4).cells]


@dataclass
class FirstCodeSlide:
    """The opening presented and stepped to its first slide with code, and what was seen."""

    page: Any
    editing_size: float  # body text while editing, before presenting
    title_size: float  # body text on the title slide, and as the audience sees it (zoomed)
    title_seen_size: float
    title_width: float
    held: list[str]  # what the notebook held before presenting


def _to_the_first_code_slide(page) -> None:  # noqa: ANN001
    for _ in range(12):
        if page.locator(CODE_SHOWN).count():
            break
        _press(page, "Space")


@pytest.fixture(scope="module")
def first_code_slide(browser, lab) -> Iterator[FirstCodeSlide]:  # noqa: ANN001
    """One page for the tests that look at the first slides and step the deck (a page load is
    5 CPU-s); the last of them closes it while presenting."""
    page = open_notebook(browser, lab, OPENING, PROJECTOR)
    try:
        paragraph = page.locator(".jp-Notebook .jp-RenderedMarkdown p").first
        editing = paragraph.evaluate(FONT_SIZE)
        held = page.evaluate(NOTEBOOK_HELD, OPENING)
        _present(page)
        page.screenshot(path=str(ARTIFACTS / "deck_after_title.png"))
        shown = page.locator(".jp-Notebook .jp-Cell.jp-deck-mod-onscreen").first
        body = shown.locator(".jp-RenderedMarkdown p, .jp-RenderedMarkdown li").first
        title = (body.evaluate(FONT_SIZE), body.evaluate(SEEN_SIZE))
        width = shown.evaluate("node => node.getBoundingClientRect().width")
        _to_the_first_code_slide(page)
        yield FirstCodeSlide(page, editing, *title, width, held)
    finally:
        page.close()
        stop_presenting(lab)


def test_live_deck_text_is_sized_for_projection_only_while_presenting(first_code_slide):
    seen = first_code_slide
    assert seen.editing_size < 20, (
        f"normal notebook editing changed: body text {seen.editing_size} px"
    )
    assert seen.title_size >= 24, "body text too small to read from the back"
    # the title slide is dense: zoomed to fit, but never below the static decks' 20 px
    assert seen.title_seen_size >= 20, "a fitted slide shrank below 20 px"
    assert seen.title_width >= 0.85 * PROJECTOR["width"], f"the slide uses {seen.title_width} px"
    code = seen.page.locator(CODE_SHOWN).first
    assert code.evaluate(FONT_SIZE) >= 24, "code too small to read from the back"
    seen.page.screenshot(path=str(ARTIFACTS / "deck_after_code.png"))


def test_every_press_of_space_or_arrow_right_advances_visibly(first_code_slide):
    """From the start of the deck again on the shared page (a page load is 5 CPU-s): the
    deck stopped, the first cell made active, presented; stepped by Space, then again by
    ArrowRight; then back to the first slide with code, for the tests after it."""
    slide_types, cell_types = _slide_types(CHAPTER), _cell_types(CHAPTER)
    page = first_code_slide.page
    _present_from_the_start(page)
    start = page.evaluate(SHOWN)
    by_space = [start]
    extents = [page.evaluate(SLIDE_EXTENT)]
    for press in range(10):
        by_space.append(_press(page, "Space"))
        assert by_space[-1] != by_space[-2], f"Space press {press + 1} changed nothing"
        extents.append(page.evaluate(SLIDE_EXTENT))
    # each slide fits the projector, zoomed out if it must be (never below 77 %)
    for press, (height, zoom) in enumerate(extents):
        assert height <= PROJECTOR["height"], f"after {press} presses: {height} px tall"
        assert zoom >= 0.77, f"after {press} presses: zoomed to {zoom}"
    assert any(zoom < 1 for _height, zoom in extents), "no dense slide was fitted"
    assert any(zoom == 1 for _height, zoom in extents), "every slide was zoomed out"
    seen = {index for shown in by_space for index in shown}
    assert any(cell_types[i] == "code" for i in seen), "no code cell in the first 10 steps"
    assert any(slide_types[i] == "subslide" for i in seen), "no subslide in 10 steps"
    back = [by_space[-1]]
    for press in range(3):
        back.append(_press(page, "Shift+Space"))
        assert back[-1] != back[-2], f"Shift+Space press {press + 1} changed nothing"
    page.screenshot(path=str(ARTIFACTS / "deck_after_steps.png"))
    # ArrowRight once jumped over subslides: it steps like Space up to the first subslide
    # and two steps past it (not all ten: each press waits for the fit to hold)
    first_subslide = next(
        n for n, shown in enumerate(by_space) if any(slide_types[i] == "subslide" for i in shown)
    )
    presses = min(10, first_subslide + 2)
    _present_from_the_start(page)
    by_arrow = [page.evaluate(SHOWN)]
    for _ in range(presses):
        by_arrow.append(_press(page, "ArrowRight"))
    assert by_arrow == by_space[: presses + 1], "ArrowRight does not step like Space"
    _present_from_the_start(page)
    _to_the_first_code_slide(page)


def _deck_setting(lab) -> dict:  # noqa: ANN001
    with urllib.request.urlopen(lab.url("lab/api/settings/jupyterlab-slideshow:plugin")) as reply:
        return json.loads(reply.read().decode())["settings"]


def _run_the_undrawn_widget_cell(page, widget: int) -> None:  # noqa: ANN001
    """The stored view of cell ``widget`` was not drawn, "model not found" (in a CI run and in
    a full run here, on a loaded host, after three stop-and-present cycles of the page; not
    reproduced alone; two causes of that message found since are patched: a kernel restore
    ending before the notebook's, and a notebook restore cancelled by a kernel restart, both
    ``notebook-models`` in ``tools/configure_lab.py``, tested in ``test_browser.py``;
    ``deck_stored_widget_not_drawn.html`` holds the page's console): keep what it showed
    (a screenshot and its output area) and a warning in the summary, then run the cell, as the
    slide's reader would, for a live view to click. What is under test here is Esc; stored
    views drawing on slides is ``test_browser_widget_slides.py``'s."""
    page.screenshot(path=str(ARTIFACTS / "deck_stored_widget_not_drawn.png"))
    shown = page.evaluate(
        "i => document.querySelectorAll('.jp-Notebook .jp-Cell')[i]"
        ".querySelector('.jp-OutputArea')?.innerHTML ?? 'no output area'",
        widget,
    )
    console = "\n".join(f"{m.type}: {m.text}" for m in page.console_messages())
    (ARTIFACTS / "deck_stored_widget_not_drawn.html").write_text(
        f"{shown}\n<!-- the page's console (the last 200 messages):\n{console}\n-->\n",
        encoding="utf-8",
    )
    warnings.warn(f"cell {widget}'s stored widget view was not drawn: {shown[:300]}", stacklevel=2)
    cell = page.locator(".jp-Notebook .jp-Cell").nth(widget)
    cell.locator(".jp-InputArea-editor").click()
    page.keyboard.press("Control+Enter")  # run the cell, stay on the slide
    cell.locator(".widget-button").first.wait_for(timeout=60_000)


def test_escape_leaves_a_clicked_widget_first_and_the_deck_second(first_code_slide):
    """On the shared page, from its first slide with code on to the first with a widget
    button (its stored state); then back to the first slide with code, presenting."""
    page = first_code_slide.page
    cells = nbformat.read(ROOT / "notebooks" / CHAPTER, as_version=4).cells[:OPENING_CELLS]
    widget = next(i for i, cell in enumerate(cells) if WIDGET_VIEW in str(cell.get("outputs")))
    for _ in range(60):  # to the slide showing the widget
        if widget in page.evaluate(SHOWN):
            break
        _press(page, "Space")
    assert widget in page.evaluate(SHOWN), "60 presses did not reach the widget's slide"
    button = page.locator(".jp-Cell.jp-deck-mod-onscreen.jp-deck-mod-visible .widget-button").first
    for _ in range(60):  # its view may still be drawing
        if button.count():
            break
        page.wait_for_timeout(500)
    else:
        _run_the_undrawn_widget_cell(page, widget)
    button.click()
    page.keyboard.press("Escape")
    page.wait_for_timeout(700)
    assert page.locator(PRESENTING).count() == 1, "one Esc after a widget ended the talk"
    assert not page.evaluate("document.activeElement.closest('.jp-OutputArea') !== null")
    page.keyboard.press("Escape")
    page.wait_for_function(f"!document.querySelector({PRESENTING!r})", timeout=10_000)
    _present_from_the_start(page)
    _to_the_first_code_slide(page)


@pytest.fixture(scope="module")
def browsing(browser, lab) -> Iterator[Any]:  # noqa: ANN001
    """One page in which the chapters below are opened one after another (as a student
    opens them from the file browser), closed and looked at."""
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.set_default_timeout(90_000)
    page.goto(lab.url("lab") + "&reset")  # a fresh workspace: no notebook open
    page.wait_for_function("() => window.jupyterapp?.shell.currentWidget", timeout=90_000)
    try:
        yield page
    finally:
        page.close()


# Opens a notebook in the page's JupyterLab (what a double click in the file browser does).
OPEN = "name => jupyterapp.commands.execute('docmanager:open', {path: name}).then(() => true)"
CURRENT = (
    "name => { const w = jupyterapp.shell.currentWidget;"
    " return !!(w && w.context && w.context.path === name && w.content.widgets.length"
    " && w.sessionContext.session?.kernel?.status === 'idle'); }"
)


def _close_untouched(page, lab, name: str) -> tuple[bytes, bytes, bool, bool]:  # noqa: ANN001
    """Open ``name``, leave it alone, close its tab: bytes before/after, dirty, save asked."""
    path = lab.notebooks / name
    before = path.read_bytes()
    page.evaluate(OPEN, name)
    page.wait_for_function(CURRENT, arg=name, timeout=90_000)
    page.wait_for_timeout(3000)  # kernel info and widget state have arrived
    tab = page.locator(".lm-DockPanel-tabBar .lm-TabBar-tab.lm-mod-current").first
    dirty = "jp-mod-dirty" in (tab.get_attribute("class") or "")
    tab.screenshot(path=str(ARTIFACTS / f"tab_{name.removesuffix('.ipynb')}.png"))
    tab.locator(".lm-TabBar-tabCloseIcon").click()
    page.wait_for_timeout(1500)
    asked = page.locator(".jp-Dialog").count() > 0
    if asked:
        page.get_by_role("button", name="Discard").first.click()
    page.wait_for_function(
        "name => ![...jupyterapp.shell.widgets('main')].some(w => w.context?.path === name)",
        arg=name,
        timeout=30_000,
    )
    return before, path.read_bytes(), dirty, asked


@pytest.mark.parametrize(
    "name",
    [
        "00_index.ipynb",  # no widget state: the kernel's language_info alone
        CHAPTER,  # stored widget state: the restored models once marked it modified
        # (a second chapter with widget state, 08, took the same path: 8 s of the suite)
    ],
)
def test_opening_and_closing_a_chapter_leaves_it_unchanged_and_unmarked(browsing, lab, name):
    before, after, dirty, asked = _close_untouched(browsing, lab, name)
    assert not dirty, f"{name} opened marked as modified"
    assert not asked, f"closing the untouched {name} asked to save"
    assert after == before, f"{name} changed on disk"


# What the notebook holds (its model; the page lays out only the cells near the screen).
NOTEBOOK_HELD = (
    "name => { for (const w of jupyterapp.shell.widgets('main')) {"
    " if (w.context && w.context.path.endsWith(name)) return w.context.model.toJSON().cells"
    ".map(c => c.cell_type + ':' + (Array.isArray(c.source) ? c.source.join('') : c.source));"
    " } return null; }"
)


def test_nothing_invisible_takes_clicks_at_the_top_of_a_live_slide(first_code_slide, lab):
    """The hidden notebook toolbar lay over the top 32 px of a slide: a click there pressed
    its invisible "+" and added a cell. Nothing over the top 40 px of a code slide may be the
    toolbar (a dense grid of hit tests), and clicks on a coarser grid change nothing."""
    cells = nbformat.read(ROOT / "notebooks" / CHAPTER, 4).cells[:OPENING_CELLS]
    sources = [cell.source for cell in cells]
    page, before = first_code_slide.page, first_code_slide.held
    files = sorted(str(path) for path in lab.notebooks.rglob("*"))
    assert [held.split(":", 1)[1] for held in before] == sources
    assert page.locator(CODE_SHOWN).count(), "the deck is not on a slide with code"
    page.screenshot(path=str(ARTIFACTS / "deck_top_before_clicks.png"))
    toolbar = ".jp-NotebookPanel-toolbar"
    # every 2 px down and 8 px across the top 40 px: what would take a click there
    hits = page.evaluate(
        f"""(width) => {{
            const hits = [];
            for (let y = 1; y <= 40; y += 2)
                for (let x = 4; x < width; x += 8)
                    if (document.elementFromPoint(x, y)?.closest('{toolbar}'))
                        hits.push([x, y]);
            return hits;
        }}""",
        PROJECTOR["width"],
    )
    assert not hits, f"the hidden toolbar takes clicks at {hits[:5]}"
    # and real clicks, on a coarser grid (each is a round trip to the browser)
    for y in range(3, 41, 10):
        for x in range(8, PROJECTOR["width"], 64):
            page.mouse.click(x, y)
        assert page.locator(PRESENTING).count() == 1, f"a click at y = {y} ended the deck"
    page.wait_for_timeout(500)
    assert page.evaluate(NOTEBOOK_HELD, OPENING) == before, (
        "a click at the top changed the notebook"
    )
    made = sorted(set(str(path) for path in lab.notebooks.rglob("*")) - set(files))
    assert not made, f"a click at the top made {made}"


def test_deck_mode_does_not_come_back_when_the_chapter_is_reopened(first_code_slide, browser, lab):
    """The shared page, still presenting, is closed (the session ends while presenting; the
    last test on it), and the chapter opened again in a new page."""
    page = first_code_slide.page
    assert page.locator(PRESENTING).count() == 1, "the shared page is not presenting"
    page.wait_for_timeout(1000)  # any setting the deck writes is written by now
    page.close()
    try:
        assert _deck_setting(lab).get("active") is not True, "presenting kept as a setting"
        page = open_notebook(browser, lab, OPENING, PROJECTOR)
        page.wait_for_timeout(3000)  # the deck would have started by now
        presenting = page.locator(PRESENTING).count()
        page.screenshot(path=str(ARTIFACTS / "deck_reopened.png"))
        page.close()
        assert presenting == 0, "the chapter reopened in the deck"
    finally:
        stop_presenting(lab)
