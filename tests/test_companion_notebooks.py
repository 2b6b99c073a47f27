"""Companion notebooks (``05b_…``): a part of a chapter in its own notebook (issue 37).

A chapter whose main line needs more than a lecture and a half moves a part into a companion
notebook named after the chapter with a letter (``05b_contest_reductions.ipynb``).  The tools
find them through ``tools/notebook_files.py``; these tests pin the names, the order in the
navigation, and that every companion has what a chapter has (Chinese twin, contents, book).
"""

from __future__ import annotations

import json
import re

import pytest
from course_tools import ROOT, load_tool
from notebook_text import NOTEBOOKS, chapter_notebooks

files = load_tool("notebook_files")
navigation = load_tool("notebook_navigation")

STEMS = [stem for stem, _, _ in navigation.CHAPTERS]
COMPANIONS = [path.stem for path in sorted(NOTEBOOKS.glob("*.ipynb")) if "_" in path.stem[:4]]
COMPANIONS = [stem for stem in COMPANIONS if files.is_companion(stem)]


def test_names_of_chapters_and_companions():
    assert files.chapter_of("05c_octal_research") == "05"
    assert files.chapter_mark("10_other_methods") == "10"
    assert files.chapter_mark("01b_kernels") == "1b"
    assert not files.is_companion("11_cheat_sheet")
    for bad in ["5_x", "05B_x", "05bc_x", "05_", "05_x.ipynb", None, 5]:
        with pytest.raises(ValueError, match="stem must be a notebook name"):
            files.chapter_of(bad)


def test_chapter_notebooks_orders_the_main_notebook_first(tmp_path):
    for name in ["05c_z", "05_a", "05b_y", "06_b", "50_c"]:
        (tmp_path / f"{name}.ipynb").write_text("{}")
    assert [p.stem for p in files.chapter_notebooks("05", tmp_path)] == ["05_a", "05b_y", "05c_z"]
    assert [p.stem for p in files.chapter_notebooks("06", tmp_path)] == ["06_b"]
    with pytest.raises(files.NotebookFileError, match="expected one notebook 07_"):
        files.chapter_notebooks("07", tmp_path)
    with pytest.raises(ValueError, match="chapter must be two digits"):
        files.chapter_notebooks("5", tmp_path)


def test_a_companion_is_labelled_with_its_letter_and_follows_its_chapter():
    for stem in COMPANIONS:
        index = STEMS.index(stem)
        before = STEMS[index - 1]
        assert files.chapter_of(before) == files.chapter_of(stem), (stem, before)
        assert before < stem
        label = navigation._label(index)
        assert label.startswith(f"Chapter {files.chapter_mark(stem)} · "), label
        # the chapter before links forward to it, and it links back
        assert f"({stem}.ipynb)" in navigation.navigation_markdown(before)
        assert f"({before}.ipynb)" in navigation.navigation_markdown(stem)


def test_every_companion_has_what_a_chapter_has():
    toc = (ROOT / "book" / "_toc.yml").read_text(encoding="utf-8")
    contents = navigation.contents_markdown()
    for stem in COMPANIONS:
        assert f"- file: {stem}\n" in toc, stem
        assert f"]({stem}.ipynb)" in contents, stem
        assert (ROOT / "i18n" / "zh_CN" / f"{stem}.po").is_file(), stem
        assert (NOTEBOOKS / "zh" / f"{stem}.ipynb").is_file(), stem
        cells = json.loads((NOTEBOOKS / f"{stem}.ipynb").read_text(encoding="utf-8"))["cells"]
        assert "".join(cells[1]["source"]).startswith(navigation.NAVIGATION_MARK), stem


def test_the_course_takes_the_exercises_of_every_notebook_of_a_chapter(tmp_path):
    make_course = load_tool("make_course")
    (assignment,) = make_course.write_course("en", tmp_path, "/tmp/exchange", ["ch05"])
    ids = [cell.metadata.nbgrader["grade_id"] for cell in assignment.notebook.cells]
    assert len(ids) == len(set(ids)), "grade ids clash between the chapter and a companion"
    for path in chapter_notebooks("05", NOTEBOOKS):
        notebook = json.loads(path.read_text(encoding="utf-8"))
        stubs = {  # the first line of each exercise's stub: the assignment's answer cell has it
            "".join(cell["source"]).splitlines()[0]
            for cell in notebook["cells"]
            if "exercise" in cell["metadata"].get("tags", [])
        }
        for stub in stubs:
            assert any(stub in cell.source for cell in assignment.notebook.cells), (path, stub)
        if stubs:
            assert path.name in assignment.notebook.cells[0].source


# --- chapter 5 and its companions (issue 37: "three chapters in one") ------------------------

CH05 = [path.stem for path in chapter_notebooks("05", NOTEBOOKS)]
ANCHOR = re.compile(r"\]\((?:(\d\d[a-z]?_\w+)\.ipynb)?#([\w-]+)\)")


def _cells(stem: str, folder=NOTEBOOKS) -> list[dict]:
    return json.loads((folder / f"{stem}.ipynb").read_text(encoding="utf-8"))["cells"]


def _main_line_words(stem: str) -> int:
    """Words of the markdown a lecture shows: no skipped slide, solution, kit or note."""
    words = 0
    for cell in _cells(stem):
        tags = set(cell["metadata"].get("tags", []))
        slide = cell["metadata"].get("slideshow", {}).get("slide_type")
        if cell["cell_type"] != "markdown" or slide in ("skip", "notes"):
            continue
        if not tags & {"solution", "contest-kit", "lecturer", "answer-key"}:
            words += len("".join(cell["source"]).split())
    return words


def test_chapter_5_is_split_into_its_core_and_two_companions():
    assert CH05 == ["05_sprague_grundy", "05b_contest_reductions", "05c_octal_research"]
    texts = {stem: "\n".join("".join(c["source"]) for c in _cells(stem)) for stem in CH05}
    main, contest, research = (texts[stem] for stem in CH05)
    assert "## Part II" not in main and "## Part III" not in main
    assert "## Part II · Contest reductions" in contest and "def carol_or_dave" in contest
    assert "## Part III · Research" in research and "octal_explorer(" in research
    for stem in CH05[1:]:  # the main line names its companions
        assert f"]({stem}.ipynb)" in main, stem
    # a lecture and a half: the main line lost Part II and III (7,540 words before the split)
    assert _main_line_words("05_sprague_grundy") < 5500


@pytest.mark.parametrize("language", ["en", "zh"])
def test_links_to_anchors_of_chapter_5_resolve(language):
    folder = NOTEBOOKS / "zh" if language == "zh" else NOTEBOOKS
    anchors = {
        stem: set(re.findall(r'<a id="([\w-]+)"', "\n".join("".join(c["source"]) for c in cells)))
        for stem in CH05
        for cells in [_cells(stem, folder)]
    }
    broken = []
    for path in sorted(folder.glob("*.ipynb")):
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            for target, anchor in ANCHOR.findall("".join(cell["source"])):
                stem = target or path.stem
                if stem in anchors and anchor.startswith("note") and anchor not in anchors[stem]:
                    broken.append(f"{path.name}: {target or ''}#{anchor}")
    assert broken == []
