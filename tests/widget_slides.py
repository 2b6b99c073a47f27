"""The widget slides of the chapters in the live deck, measured from the DOM (the English and
the Chinese test files share this). ``widget_deck`` gathers the slides holding a stored widget
of several chapters into one notebook, cell for cell (a slide is laid out and zoomed on its own
cells, so each looks as it does in its chapter); ``present`` opens and presents it in a page;
``measure_chapter(page, name, places)`` shows each of chapter ``name``'s widget slides and
measures it, ``problems_of`` says what is wrong there. (Presenting each whole chapter instead
cost half a minute to a minute per chapter: the deck lays out every cell first, and the page is
loaded afresh for each.)

As the static decks' sizes (``tools/slide_fit_record.py``), the measurements are kept in a
record, ``tests/data/live_deck_record.json``, with a key per chapter over everything they
depend on (the chapter's notebook, this file, ``lab_process.py``, ``tools/configure_lab.py``,
the lab's and the widgets' packages, Chromium's release and the fonts): ``measured_chapters``
measures again only the chapters whose key changed, and judges the others by the record
(``make slide-fit-record`` refreshes it; a change of the deck's style sheets changes every key,
and the next ``make test`` measures every chapter).

What is checked on each such slide, before any cell runs (the widget is the picture of its
stored state): it is drawn (no "Error displaying widget", no broken-link sign, no
``VBox(...)`` text); no button, label, field or drop-down has its text cut (``scrollWidth <=
clientWidth``; a field's value or hint and a drop-down's choice measured against the room
inside it); every text of the widget is at least as large as the slide's body text (code
as its code), as seen (font size times the zoom); the widget lies within the 1280 x 720
screen. A screenshot of each slide measured goes to ``build/artifacts/widget_slides/``.
"""

from __future__ import annotations

import fcntl
import json
import os
import sys
from importlib import metadata
from pathlib import Path

import nbformat
from conftest import ARTIFACTS, CHROMIUM
from lab_process import FITTED, shut_down_kernels, write_trusted

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import slide_fit_record  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
PROJECTOR = {"width": 1280, "height": 720}
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
SHOTS = ARTIFACTS / "widget_slides"


def widget_cells(name: str) -> list[int]:
    """Indices of the cells of notebook ``name`` whose stored output is a widget."""
    return stored_widget_cells(nbformat.read(ROOT / "notebooks" / name, as_version=4).cells)


def stored_widget_cells(cells: list) -> list[int]:
    """Indices of the cells in ``cells`` whose stored output is a widget."""
    return [
        index
        for index, cell in enumerate(cells)
        if cell.cell_type == "code"
        and any(WIDGET_VIEW in output.get("data", {}) for output in cell.get("outputs", []))
    ]


def slide_of(cells: list, index: int) -> range:
    """The cells of the slide (or subslide) that shows cell ``index``: from the nearest slide
    or subslide start at or before it up to the next one.

    >>> cells = [nbformat.v4.new_markdown_cell(metadata={"slideshow": {"slide_type": t}})
    ...          for t in ["slide", "-", "subslide", "fragment", "-", "slide"]]
    >>> list(slide_of(cells, 3)), list(slide_of(cells, 1)), list(slide_of(cells, 5))
    ([2, 3, 4], [0, 1], [5])
    """

    def starts(i: int) -> bool:
        return cells[i].metadata.get("slideshow", {}).get("slide_type") in {"slide", "subslide"}

    first = next((i for i in range(index, -1, -1) if starts(i)), 0)
    end = next((i for i in range(index + 1, len(cells)) if starts(i)), len(cells))
    return range(first, end)


def widget_deck(lab, names: list[str], deck: str) -> dict[str, dict[int, int]]:  # noqa: ANN001
    """Write notebook ``deck`` into the lab's copy: the first slide of ``names[0]``, then, for
    each chapter, its set-up cell (skipped in slides; the lab runs the first one when the
    kernel starts) and every slide that shows a stored widget, cells, stored outputs and
    widget state as in the chapter; trusted, as the lab trusts the chapters. Return, per
    chapter, where each of its widget cells sits in ``deck``."""
    cells, places, state = [], {}, {}
    for number, name in enumerate(names):
        notebook = nbformat.read(ROOT / "notebooks" / name, as_version=4)
        chapter = notebook.cells
        setup = next(i for i, cell in enumerate(chapter) if cell.cell_type == "code")
        keep = {setup, *(i for w in widget_cells(name) for i in slide_of(chapter, w))}
        if number == 0:  # a title and a paragraph of prose, as the deck sizes it
            keep |= set(slide_of(chapter, 0))
        keep = sorted(keep)
        places[name] = {w: len(cells) + keep.index(w) for w in widget_cells(name)}
        for i in keep:
            cell = chapter[i].copy()
            cell.id = f"c{number}-{i}"  # unique across chapters
            cells.append(cell)
        widgets = notebook.metadata.get("widgets", {})
        state.update(widgets.get("application/vnd.jupyter.widget-state+json", {}).get("state", {}))
        metadata = notebook.metadata
    metadata["widgets"] = {
        "application/vnd.jupyter.widget-state+json": {
            "state": state,
            "version_major": 2,
            "version_minor": 0,
        }
    }
    write_trusted(lab, nbformat.v4.new_notebook(cells=cells, metadata=metadata), deck)
    return places


def present(page, lab, deck: str) -> None:  # noqa: ANN001
    """Load notebook ``deck`` of the lab's copy in ``page`` (afresh: the deck lists every
    notebook presented in a page, closed ones too, at the right of the slide, over the
    widgets), with its kernel shut down (the stored widget state draws without one), and
    present it.

    A load whose stored views say "model not found" is loaded again (at most twice more), and
    each such load is written to ``build/artifacts/widget_slides/reloads.txt``. A block of the
    gathered deck's views came up so, before the kernel was shut down: the later chapters in
    CI (once in each edition) and in a full run here, the earlier ones in another; never when
    these files ran alone (loaded machine, slowed page, kernel replies held back). A load-time
    race of the widget manager, not a slide's layout, which is what these tests judge; a view
    broken after a clean load still fails them."""
    notebook = nbformat.read(lab.notebooks / deck, as_version=4)
    views = stored_widget_cells(notebook.cells)
    for attempt in range(3):
        page.goto(lab.url(f"lab/tree/{deck}") + "&reset")
        # window.jupyterapp: until JupyterLab has started, the bare name is a ReferenceError
        page.wait_for_function(
            f"window.jupyterapp?.shell.currentWidget?.context?.path === {deck!r}",
            timeout=300_000,
        )
        page.evaluate(f"async () => {{ await {PANEL}.context.ready; }}")
        # every cell attached and every stored widget drawn before the kernel goes: JupyterLab
        # attaches the cells past the first screen in idle time, and a view drawn after the
        # shut down found no model ("Error displaying widget: model not found")
        page.wait_for_function(DRAWN, arg=[len(notebook.cells), views], timeout=300_000)
        broken = page.evaluate(NOT_FOUND, views)
        if not broken:
            break
        SHOTS.mkdir(parents=True, exist_ok=True)
        with (SHOTS / "reloads.txt").open("a", encoding="utf-8") as log:
            log.write(f"{deck} load {attempt + 1}: model not found in cells {broken}\n")
        shut_down_kernels(lab)
    shut_down_kernels(lab)
    page.evaluate("jupyterapp.commands.execute('deck:start')")
    page.wait_for_selector(PRESENTING, state="attached", timeout=300_000)


def chapters(folder: str) -> list[str]:
    """The notebooks of ``folder`` (``""`` or ``"zh/"``) that store a widget."""
    names = sorted(p.name for p in (ROOT / "notebooks" / folder).glob("*.ipynb"))
    return [f"{folder}{name}" for name in names if widget_cells(f"{folder}{name}")]


# Whether the open notebook has its ``cells`` cells in the page and a widget (or the error a
# view shows) drawn in each of the cells listed in ``views``.
DRAWN = """
([cells, views]) => {
  const all = document.querySelectorAll('.jp-Notebook .jp-Cell');
  return all.length === cells && views.every(i => {
    const output = all[i].querySelector('.jp-OutputArea');
    return output && (output.querySelector('.jupyter-widgets')
      || output.textContent.includes('Error displaying widget'));
  });
}
"""
# The cells among ``views`` whose stored widget view says its model was not found.
NOT_FOUND = """
views => {
  const all = document.querySelectorAll('.jp-Notebook .jp-Cell');
  return views.filter(i => all[i].querySelector('.jp-OutputArea').textContent
    .includes('model not found'));
}
"""
# The open notebook panel (jupyterapp: the lab runs with expose_app_in_browser).
PANEL = "jupyterapp.shell.currentWidget"
PRESENTING = "body[data-jp-deck-mode='presenting']"
# Everything measured on the slide showing cell ``index``; sizes as seen (times the zoom).
MEASURE = """
index => {
  const cells = Array.from(document.querySelectorAll('.jp-Deck .jp-Notebook .jp-Cell'));
  const cell = cells[index];
  const seen = node => parseFloat(getComputedStyle(node).fontSize) * node.currentCSSZoom;
  // the slide's body text (a paragraph of the chapter: the deck sizes them all alike) at
  // the zoom that fits this slide
  const paragraph = document.querySelector('.jp-Deck .jp-RenderedMarkdown p');
  const body = parseFloat(getComputedStyle(paragraph).fontSize) * cell.currentCSSZoom;
  // code in a widget (a rule typed as `1, 3, 4`) against the slide's code, as in its prose
  const editor = document.querySelector('.jp-Deck .jp-CodeCell .cm-content');
  const code = parseFloat(getComputedStyle(editor).fontSize) * cell.currentCSSZoom;
  const output = cell.querySelector('.jp-OutputArea');
  const shown = node => node.getClientRects().length > 0
    && getComputedStyle(node).visibility !== 'hidden';
  const words = node => node.nodeType === 3 && node.textContent.replace(/[\\s\\u200b]/g, '');
  const fields = Array.from(output.querySelectorAll('select, input:not([type=checkbox]), textarea'))
    .filter(shown);
  // every element holding text of its own, and every field (its value is text)
  const texts = Array.from(output.querySelectorAll('*'))
    .filter(node => shown(node) && Array.from(node.childNodes).some(words))
    .concat(fields);
  const full = node => String(node.tagName === 'SELECT' ? node.selectedOptions[0]?.text || ''
    : ['INPUT', 'TEXTAREA'].includes(node.tagName) ? node.value || node.placeholder
    : node.textContent).trim();
  const text = node => full(node).slice(0, 40);
  const canvas = document.createElement('canvas').getContext('2d');
  const cut = node => {
    if (['SELECT', 'INPUT'].includes(node.tagName)) {  // the chosen option, the value or
      // the hint against the room inside the field (beside a drop-down's arrow)
      const style = getComputedStyle(node);
      canvas.font = `${style.fontSize} ${style.fontFamily}`;
      const room = node.clientWidth - parseFloat(style.paddingLeft)
        - parseFloat(style.paddingRight);
      return canvas.measureText(full(node)).width > room + 1;
    }
    return node.scrollWidth > node.clientWidth + 1
      && getComputedStyle(node).overflowX !== 'visible';
  };
  const box = output.getBoundingClientRect();
  const broken = Array.from(output.querySelectorAll('.jupyter-widgets-disconnected'))
    .filter(node => getComputedStyle(node, '::before').display !== 'none'
      && !['none', 'normal', ''].includes(getComputedStyle(node, '::before').content)).length;
  return {
    onscreen: cell.classList.contains('jp-deck-mod-onscreen'),
    visible: cell.classList.contains('jp-deck-mod-visible'),
    drawn: output.querySelectorAll('.jupyter-widgets').length,
    error: output.innerText.includes('Error displaying widget')
      || /\\b[HV]Box\\(/.test(output.innerText) || output.innerText.includes('Loading widget'),
    broken,
    body,
    cut: texts.filter(cut).map(text),
    sizes: texts.map(n => [text(n), seen(n), n.closest('code, pre, kbd') ? code : body]),
    box: [box.left, box.top, box.right, box.bottom],
  };
}
"""


def measure_chapter(page, name: str, places: dict[int, int]) -> dict[str, dict]:  # noqa: ANN001
    """Show, in the presented deck of ``page``, each slide of chapter ``name`` whose widget
    cell ``i`` sits at ``places[i]``, screenshot it, and return what ``MEASURE`` finds there,
    by the chapter's cell index (a string: the record is JSON)."""
    stem = name.replace("/", "_").removesuffix(".ipynb")
    slides = {}
    for chapter_index, index in places.items():
        # the deck shows the slide of the active cell (what Space reaches, in one step)
        page.evaluate(f"i => {{ {PANEL}.content.activeCellIndex = i; }}", index)
        page.wait_for_function(
            "i => { const c = document.querySelectorAll('.jp-Deck .jp-Notebook .jp-Cell')[i];"
            " return c && c.classList.contains('jp-deck-mod-onscreen')"
            " && c.querySelector('.jp-OutputArea .jupyter-widgets, .jp-OutputArea pre'); }",
            arg=index,
        )
        page.wait_for_function(FITTED)  # the fit (polled every 100 ms) has zoomed the slide
        found = page.evaluate(MEASURE, index)
        page.screenshot(path=str(SHOTS / f"{stem}_cell{chapter_index}.png"))
        found["sizes"] = [
            [text, round(seen, 2), round(slide, 2)] for text, seen, slide in found["sizes"]
        ]
        found["box"] = [round(x, 2) for x in found["box"]]
        found["body"] = round(found["body"], 2)
        slides[str(chapter_index)] = found
    return slides


def problems_of(name: str, slides: dict[str, dict]) -> list[str]:
    """What is wrong on chapter ``name``'s widget slides, measured (``measure_chapter``) now or
    taken from the record.

    >>> fine = {"drawn": 1, "error": False, "broken": 0, "cut": [], "box": [0, 0, 1280, 720],
    ...         "sizes": [["Play", 26.0, 26.0]]}
    >>> problems_of("x.ipynb", {"3": fine})
    []
    >>> wrong = {**fine, "cut": ["You mov"], "box": [0, 0, 1300, 700],
    ...          "sizes": [["Play", 20.0, 26.0]], "broken": 2}
    >>> for problem in problems_of("x.ipynb", {"3": wrong}):
    ...     print(problem)
    x.ipynb cell 3: 2 broken-link signs
    x.ipynb cell 3: text cut: ['You mov']
    x.ipynb cell 3: text smaller than the slide's (text, px, slide px): [('Play', 20.0, 26.0)]
    x.ipynb cell 3: the widget spans [0, 0, 1300, 700], not within 1280 x 720
    """
    problems = []
    for chapter_index, found in slides.items():
        where = f"{name} cell {chapter_index}"
        if not found["drawn"] or found["error"]:
            problems.append(f"{where}: the stored widget is not drawn")
        if found["broken"]:
            problems.append(f"{where}: {found['broken']} broken-link signs")
        if found["cut"]:
            problems.append(f"{where}: text cut: {found['cut']}")
        small = sorted({(t, round(s, 1), round(m, 1)) for t, s, m in found["sizes"] if s < m - 0.1})
        if small:
            problems.append(
                f"{where}: text smaller than the slide's (text, px, slide px): {small[:6]}"
            )
        left, top, right, bottom = found["box"]
        if left < 0 or top < 0 or right > PROJECTOR["width"] or bottom > PROJECTOR["height"]:
            box = [round(x) for x in found["box"]]
            problems.append(f"{where}: the widget spans {box}, not within 1280 x 720")
    return problems


# -- the record: measure again only the chapters whose slides may have changed ---------------

RECORD = ROOT / "tests" / "data" / "live_deck_record.json"
# what the gathered deck's layout and its measurement depend on besides the chapter itself
SHARED_FILES = ("tests/widget_slides.py", "tests/lab_process.py", "tools/configure_lab.py")
LAB_PACKAGES = ("jupyterlab", "jupyterlab-slideshow", "ipywidgets", "jupyterlab_widgets")
RECORD_ENV = "GAMETHEORY_RECORD_LIVE_DECK"


def shared_key(edition: str, extra_files: tuple[str, ...] = ()) -> str:
    """The part of every chapter's key that the chapters of ``edition`` share: the files
    above and ``extra_files``, the releases of JupyterLab, jupyterlab-slideshow and the widget
    packages, Chromium's release and the fonts (releases by major and minor number, as
    ``tools/slide_fit_record.py`` counts them: the packages are ranges, and a patch release on
    PyPI would otherwise make a fresh clone measure every chapter again)."""
    parts = [edition.encode(), *slide_fit_record.environment_fingerprint(CHROMIUM)[:2]]
    for package in LAB_PACKAGES:
        try:
            version = slide_fit_record.release(metadata.version(package))
            parts.append(f"{package} {version}".encode())
        except metadata.PackageNotFoundError:
            parts.append(f"{package} missing".encode())
    for name in SHARED_FILES + extra_files:
        parts += [name.encode(), (ROOT / name).read_bytes()]
    return slide_fit_record._digest(parts)


def chapter_keys(
    edition: str, names: list[str], extra_files: tuple[str, ...] = ()
) -> dict[str, str]:
    """The key of each chapter of ``names``: its notebook (cells, stored outputs, widget
    state) and the edition's shared key (``extra_files`` included)."""
    shared = shared_key(edition, extra_files)
    return {
        name: slide_fit_record.deck_key(
            json.loads((ROOT / "notebooks" / name).read_text(encoding="utf-8")), shared
        )
        for name in names
    }


def recorded(section: str) -> dict[str, dict]:
    """One section of the record (an edition's widget slides, or ``"live"``)."""
    return (
        json.loads(RECORD.read_text(encoding="utf-8")).get(section, {}) if RECORD.exists() else {}
    )


def save_record(edition: str, keys: dict[str, str], measured: dict[str, dict]) -> None:
    """Write ``measured`` chapters of ``edition`` (with their ``keys``) into the record, and
    drop the chapters of the edition that are not in ``keys`` (gone, or no widget now). The
    files that measure run on several workers: the record is read and written under a lock."""
    (ROOT / "build").mkdir(exist_ok=True)
    with open(ROOT / "build" / "live_deck_record.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        record = json.loads(RECORD.read_text(encoding="utf-8")) if RECORD.exists() else {}
        entries = record.setdefault(edition, {})
        for name in list(entries):
            if name not in keys:
                del entries[name]
        entries.update({name: {"key": keys[name], "slides": measured[name]} for name in measured})
        text = json.dumps(record, indent=1, sort_keys=True, ensure_ascii=False) + "\n"
        RECORD.write_text(text, encoding="utf-8")


def measured_chapters(edition: str, names: list[str], request, deck: str) -> dict[str, dict]:  # noqa: ANN001
    """Each chapter's widget slides as measured: from the record
    (``tests/data/live_deck_record.json``) for a chapter whose key is unchanged, measured
    now for the others, gathered into notebook ``deck`` and presented in the session's lab
    (``deck_page``, ``lab``: started only if some chapter is measured).

    With ``GAMETHEORY_RECORD_LIVE_DECK=1`` (``make slide-fit-record``) the chapters
    measured now are written into the record (``=all``: every chapter is measured)."""
    keys = chapter_keys(edition, names)
    everything = os.environ.get(RECORD_ENV) == "all"
    reused, stale = slide_fit_record.plan(keys, {} if everything else recorded(edition))
    print(
        f"{edition} widget slides: {len(stale)} chapters measured now {stale}, "
        f"{len(reused)} from the record"
    )
    measured = dict(reused)
    if stale:
        lab, page = request.getfixturevalue("lab"), request.getfixturevalue("deck_page")
        places = widget_deck(lab, stale, deck)
        present(page, lab, deck)
        for name in stale:
            measured[name] = measure_chapter(page, name, places[name])
        if os.environ.get(RECORD_ENV):
            save_record(edition, keys, {name: measured[name] for name in stale})
    return measured
