"""Every notebook follows the collection's conventions (see ../shared/DESIGN.md, "Notebooks")."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from urllib.parse import unquote, urlparse

import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
SLIDE_TYPES = {"slide", "subslide", "fragment", "skip", "notes", "-"}
ADDRESS = re.compile(r"\b0x[0-9a-fA-F]{6,}\b")
ABSOLUTE_PATH = re.compile(r"(/work/|/tmp/|/home/|/root/|[A-Z]:\\\\)")
TIMING = re.compile(r"\b\d+(\.\d+)?\s*(ms|µs|us|ns)\b|\bWall time\b|\bCPU times\b")
MARKDOWN_LINK = re.compile(r"\]\(([^)\s]+)\)")
NOTES_HEADING = re.compile(r"## Notes on the sources\b")
SEED_NUMBER = re.compile(r"\bseeds? ?0{0,2}[0-4]\b", re.IGNORECASE)
CHAPTER_NOTEBOOKS = [path for path in NOTEBOOKS if not path.name.startswith("00_")]


def _text_outputs(cell) -> list[str]:
    texts = []
    for output in cell.get("outputs", []):
        if output.output_type == "stream":
            texts.append(output.text)
        for mime, value in output.get("data", {}).items():
            if mime.startswith("text/"):
                texts.append(value if isinstance(value, str) else "".join(value))
    return texts


def test_there_are_notebooks():
    names = {path.stem for path in NOTEBOOKS}
    assert {"00_index", "01_games_and_positions"} <= names


@pytest.fixture(params=NOTEBOOKS, ids=lambda path: path.name)
def notebook(request):
    return request.param.name, nbformat.read(request.param, as_version=4)


def test_file_name_pattern(notebook):
    name, _ = notebook
    assert re.fullmatch(r"\d\d[a-z]?_[a-z0-9_]+\.ipynb", name)  # 05b_…: a companion


def test_valid_nbformat_and_python3_kernel(notebook):
    _, nb = notebook
    nbformat.validate(nb)
    assert nb.metadata.kernelspec.name == "python3"
    assert nb.metadata.language_info.name == "python"


def test_every_cell_has_slide_metadata(notebook):
    _, nb = notebook
    missing = [
        i
        for i, cell in enumerate(nb.cells)
        if cell.metadata.get("slideshow", {}).get("slide_type") not in SLIDE_TYPES
    ]
    assert missing == [], f"cells without a valid slideshow.slide_type: {missing}"


def test_first_cell_is_a_title_slide(notebook):
    _, nb = notebook
    first = nb.cells[0]
    assert first.cell_type == "markdown"
    assert first.source.startswith("# ")
    assert first.metadata.slideshow.slide_type == "slide"


def test_executed_in_order_with_outputs(notebook):
    _, nb = notebook
    code = [cell for cell in nb.cells if cell.cell_type == "code"]
    counts = [cell.execution_count for cell in code]
    assert counts == list(range(1, len(code) + 1)), "run `make execute` to store fresh outputs"


def test_no_errors_addresses_paths_or_timings_in_outputs(notebook):
    _, nb = notebook
    for index, cell in enumerate(nb.cells):
        for output in cell.get("outputs", []):
            assert output.output_type != "error", f"cell {index} stored an error"
            if output.output_type == "stream":
                assert output.name != "stderr", f"cell {index} wrote to stderr: {output.text!r}"
        for text in _text_outputs(cell):
            assert not ADDRESS.search(text), f"cell {index} shows a memory address"
            assert not ABSOLUTE_PATH.search(text), f"cell {index} shows a machine path"
            assert not TIMING.search(text), f"cell {index} shows a timing"


HIDDEN_TAGS = ("solution", "answer-key")


def spoiler_problems(nb) -> list[str]:
    """What gives an answer away in ``nb``: every cell tagged ``solution`` or ``answer-key`` must
    have its source collapsed, be skipped in slides and store no outputs at all."""
    problems = []
    for index, cell in enumerate(nb.cells):
        tags = cell.get("metadata", {}).get("tags", [])
        tag = next((tag for tag in HIDDEN_TAGS if tag in tags), None)
        if tag is None:
            continue
        metadata = cell.get("metadata", {})
        source = cell.get("source", "")
        source = "".join(source) if isinstance(source, list) else source
        # a markdown solution folds as an HTML <details> block (JupyterLab would unfold a
        # collapsed markdown cell on Run All); tests/test_practice_conventions.py checks its form
        folded = cell.get("cell_type") == "markdown" and source.lstrip().startswith("<details>")
        if not folded and metadata.get("jupyter", {}).get("source_hidden") is not True:
            problems.append(f"cell {index} ({tag}): source not collapsed (jupyter.source_hidden)")
        if metadata.get("slideshow", {}).get("slide_type") != "skip":
            problems.append(f"cell {index} ({tag}): slideshow.slide_type is not 'skip'")
        if cell.get("outputs"):
            problems.append(f"cell {index} ({tag}): stores {len(cell['outputs'])} output(s)")
    return problems


def test_no_spoilers_in_solution_and_answer_key_cells(notebook):
    _, nb = notebook
    assert spoiler_problems(nb) == []


def test_the_spoiler_check_catches_each_kind_of_leak():
    def cell(tags, hidden=True, slide="skip", outputs=()):
        made = nbformat.v4.new_code_cell("print(42)")
        made.metadata = {"tags": list(tags), "slideshow": {"slide_type": slide}}
        if hidden is not None:
            made.metadata["jupyter"] = {"source_hidden": hidden}
        made.outputs = [nbformat.v4.new_output("stream", name="stdout", text=t) for t in outputs]
        return made

    nb = nbformat.v4.new_notebook()
    nb.cells = [
        cell(["solution"]),  # fine
        cell(["answer-key"]),  # fine
        cell(["exercise"], hidden=None, slide="slide", outputs=["42"]),  # not a hidden cell
        cell(["solution"], hidden=None),  # 3: shown
        cell(["answer-key"], hidden=False),  # 4: shown
        cell(["solution"], slide="slide"),  # 5: on a slide
        cell(["answer-key", "x"], outputs=["PNPNN"]),  # 6: prints the answer
        cell(["solution"], outputs=[""]),  # 7: even an empty stream is an output
    ]
    folded = nbformat.v4.new_markdown_cell(
        "<details>\n<summary>Worked solution</summary>\n\nx\n\n</details>"
    )
    folded.metadata = {"tags": ["solution"], "slideshow": {"slide_type": "skip"}}
    nb.cells.append(folded)  # 8: fine, a folded markdown solution needs no source_hidden
    problems = spoiler_problems(nb)
    assert [p.split(" ")[1] for p in problems] == ["3", "4", "5", "6", "7"]
    assert "source not collapsed" in problems[0] and "(answer-key)" in problems[1]
    assert "slide_type" in problems[2] and "stores 1 output" in problems[3]


def test_relative_links_resolve(notebook):
    name, nb = notebook
    for cell in nb.cells:
        if cell.cell_type != "markdown":
            continue
        for target in MARKDOWN_LINK.findall(cell.source):
            parsed = urlparse(target)
            if parsed.scheme or target.startswith("#"):
                continue
            path = (ROOT / "notebooks" / unquote(parsed.path)).resolve()
            assert path.exists(), f"{name}: broken link {target}"


def test_chapters_link_to_the_index():
    for path in NOTEBOOKS:
        if path.stem == "00_index":
            continue
        nb = nbformat.read(path, as_version=4)
        navigation = [c for c in nb.cells if c.source.startswith("<!-- navigation -->")]
        assert len(navigation) == 1, f"{path.name}: needs one navigation cell"
        assert "(00_index.ipynb)" in navigation[0].source
        assert navigation[0].metadata.slideshow.slide_type == "skip"


def test_index_links_every_chapter_that_exists():
    index = nbformat.read(ROOT / "notebooks" / "00_index.ipynb", as_version=4)
    text = "\n".join(cell.source for cell in index.cells)
    for path in NOTEBOOKS:
        if path.stem != "00_index":
            assert f"({path.name})" in text, f"the index does not link {path.name}"


def test_generated_navigation_is_up_to_date():
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "notebook_navigation.py"), "--check"],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr


# -- the front door: glossary ------------------------------------------------------------

CJK = re.compile(r"[\u4e00-\u9fff]+")
SEEDS_INDEX = ROOT.parent / "shared" / "seeds" / "INDEX.md"


def _glossary_rows():
    index = nbformat.read(ROOT / "notebooks" / "00_index.ipynb", as_version=4)
    (start,) = [i for i, c in enumerate(index.cells) if c.source.startswith("## Glossary")]
    # the glossary table may go on in following cells (one slide each), each a bare table
    cells = [index.cells[start]]
    for cell in index.cells[start + 1 :]:
        if cell.cell_type != "markdown" or not cell.source.startswith("|"):
            break
        cells.append(cell)
    rows = []
    for line in "\n".join(cell.source for cell in cells).splitlines():
        parts = [part.strip() for part in line.strip().strip("|").split("|")]
        if len(parts) == 3 and parts[2].isdigit():
            rows.append(tuple(parts))
    return rows


def test_glossary_has_the_seed_terms():
    """Every Chinese term of the seeds' term list (shared/seeds/INDEX.md) is in the glossary."""
    if not SEEDS_INDEX.exists():
        pytest.skip("the seeds are not next to this checkout")
    text = SEEDS_INDEX.read_text(encoding="utf-8")
    terms_paragraph = text.split("Terms used throughout", 1)[1]
    glossary = " ".join(chinese for _, chinese, _ in _glossary_rows())
    missing = [term for term in CJK.findall(terms_paragraph) if term not in glossary]
    # "必胜态/必败态" is one item written with a slash; the regex splits it, which is fine.
    assert missing == [], f"glossary lacks {missing}"


def test_glossary_terms_appear_in_the_chapter_named():
    """A row "term | 中文 | N" promises that chapter N introduces the Chinese term."""
    chapters: dict[int, list[Path]] = {}  # a chapter's main notebook and its companions
    for path in NOTEBOOKS:
        if path.stem[:2] != "00":
            chapters.setdefault(int(path.stem[:2]), []).append(path)
    assert len(_glossary_rows()) >= 20
    for english, chinese, number in _glossary_rows():
        paths = chapters.get(int(number))
        if paths is None:
            continue  # chapter not written yet
        path = paths[0]
        text = "\n".join(
            cell.source for part in paths for cell in nbformat.read(part, as_version=4).cells
        )
        fragments = CJK.findall(chinese)
        assert fragments, f"glossary row {english!r} has no Chinese term"
        assert any(fragment in text for fragment in fragments), (
            f"{english!r} ({chinese}) is said to be met in chapter {number}, "
            f"but {path.name} does not contain it"
        )


def _in_source_notes(nb) -> list[bool]:
    """For every cell, whether it lies in the chapter's closing "Notes on the sources" section."""
    inside, flags = False, []
    for cell in nb.cells:
        if cell.cell_type == "markdown" and re.match(r"#{1,2} ", cell.source):
            inside = bool(NOTES_HEADING.match(cell.source))
        flags.append(inside)
    return flags


def test_headings_start_slides(notebook):
    """A "## section" starts a slide or sub-slide; a "### part" is never buried mid-slide."""
    _, nb = notebook
    for index, cell in enumerate(nb.cells):
        if cell.cell_type != "markdown" or "solution" in cell.metadata.get("tags", []):
            continue
        kind = cell.metadata.slideshow.slide_type
        if kind == "skip":
            continue  # not in the deck, e.g. the "Notes on the sources" section
        if cell.source.startswith("## "):
            assert kind in ("slide", "subslide"), (index, cell.source[:40], kind)
        elif cell.source.startswith("### "):
            assert kind in ("slide", "subslide", "fragment"), (index, cell.source[:40], kind)


@pytest.mark.parametrize("path", CHAPTER_NOTEBOOKS, ids=lambda path: path.name)
def test_chapter_closes_with_notes_on_the_sources_skipped_in_slides(path):
    nb = nbformat.read(path, as_version=4)
    notes = _in_source_notes(nb)
    assert any(notes), f"{path.name}: no '## Notes on the sources' section"
    first = notes.index(True)
    assert all(notes[first:]), f"{path.name}: the notes section must close the chapter"
    kinds = {cell.metadata.slideshow.slide_type for cell in nb.cells[first:]}
    assert kinds <= {"skip", "notes"}, f"{path.name}: notes cells must be skip/notes, got {kinds}"


def test_sources_are_cited_by_title_outside_the_notes(notebook):
    """Readers never see the source files: no "the article" outside the notes on the sources."""
    name, nb = notebook
    notes = _in_source_notes(nb)
    cited = [
        i for i, cell in enumerate(nb.cells) if not notes[i] and SEED_NUMBER.search(cell.source)
    ]
    assert cited == [], f"{name}: cells {cited} say 'seed NNN'; cite the source's title"


@pytest.mark.parametrize("path", CHAPTER_NOTEBOOKS, ids=lambda path: path.name)
def test_chapter_links_the_sources_page(path):
    nb = nbformat.read(path, as_version=4)
    assert any("00_index.ipynb#sources" in cell.source for cell in nb.cells[:4]), path.name


def test_sources_page_names_every_source_by_title():
    index = nbformat.read(ROOT / "notebooks" / "00_index.ipynb", as_version=4)
    text = "\n".join(cell.source for cell in index.cells)
    assert '<a id="sources"></a>' in text
    for title in (
        "《博弈论》",
        "《博弈问题总结》",
        "《Fibonacci Nim取子游戏》",
        "《不同博奕中的数学原理》",
        "《博弈论基础学习笔记》",
    ):
        assert title in text, title


def _anchors(nb) -> set[str]:
    """Explicit ``<a id="...">`` anchors and JupyterLab's heading ids (spaces become dashes)."""
    found = set()
    for cell in nb.cells:
        found |= set(re.findall(r'<a id="([^"]+)"', cell.source))
        if cell.cell_type == "markdown":
            found |= {
                h.strip().replace(" ", "-") for h in re.findall(r"^#+ (.*)$", cell.source, re.M)
            }
    return found


def test_anchor_links_resolve(notebook):
    """Links such as [note 3](#note-3) or 00_index.ipynb#sources land on an anchor that exists."""
    name, nb = notebook
    for cell in nb.cells:
        for target in MARKDOWN_LINK.findall(cell.source):
            parsed = urlparse(target)
            if parsed.scheme or not parsed.fragment:
                continue
            other = nb if not parsed.path else nbformat.read(ROOT / "notebooks" / parsed.path, 4)
            assert unquote(parsed.fragment) in _anchors(other), f"{name}: broken anchor {target}"


def test_each_chapter_title_is_the_one_in_the_chapter_list():
    """The notebook's title is the contents', the README's and the navigation's (one list)."""
    sys.path.insert(0, str(ROOT / "tools"))
    from notebook_files import chapter_mark
    from notebook_navigation import APPENDICES, CHAPTERS, _label

    for index, (stem, title, _summary) in enumerate(CHAPTERS[1:], start=1):
        first = nbformat.read(ROOT / "notebooks" / f"{stem}.ipynb", 4).cells[0].source
        assert first.splitlines()[0] == f"# {_label(index)}", stem
        kind = "Appendix" if stem in APPENDICES else f"Chapter {chapter_mark(stem)}"
        assert _label(index) == f"{kind} · {title}", stem
