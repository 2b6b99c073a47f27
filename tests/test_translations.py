"""The Chinese edition: catalogues in step with the English, built notebooks faithful to both.

``tools/translate_notebooks.py`` builds ``notebooks/zh/NN_name.ipynb`` from the English
notebook, ``i18n/zh_CN/NN_name.po`` (one entry per markdown cell, keyed by the cell id) and
``i18n/zh_CN/code/NN_name.po`` (one per code cell with comments or English strings; the
translation must keep the code, which ``tools/code_translation.py`` checks token by token).
nbval runs the built notebooks like the English ones (``testpaths`` includes ``notebooks``,
and pytest collects ``notebooks/zh/`` with it).

Translators: when a chapter is fully translated, remove it from ``UNTRANSLATED_CHAPTERS``
(its ``test_chapter_is_current`` then passes; while it is listed, that test is an expected
failure, and a strict one: a listed chapter that is already current fails, so the list
never goes stale).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import nbformat
import pytest

from gametheory_helpers import autosetup

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import code_translation as ct  # noqa: E402
import translate_notebooks as tn  # noqa: E402

PATHS = tn.Paths()
STEMS = PATHS.stems()
EDITION = tn.edition(PATHS)

# Chapters whose translation is not finished yet: their catalogue may hold untranslated or
# fuzzy entries. Translators shrink this list; everything else must be current.
# (prose and code: i18n/zh_CN/NN_x.po and i18n/zh_CN/code/NN_x.po)
UNTRANSLATED_CHAPTERS: set[str] = set()

# Glossary terms that are also ordinary English words, so an English cell containing them
# says nothing about the term: not checked. "position" and "state" are in nearly every
# sentence (局面, 状态, 位置 all fit), "draw" is mostly the verb (画), "field" outside
# chapter 9 is a text field.
ORDINARY_WORDS = {"position", "state", "draw", "field"}


def _catalogue(stem: str):
    return tn.read_catalogue(PATHS.catalogue(stem))


def _chapter_params():
    return [
        pytest.param(
            stem,
            marks=pytest.mark.xfail(strict=True, reason="in UNTRANSLATED_CHAPTERS"),
        )
        if stem in UNTRANSLATED_CHAPTERS
        else stem
        for stem in STEMS
    ]


@pytest.mark.parametrize("stem", [*STEMS, tn.NAVIGATION])
def test_catalogue_parses_and_keys_are_unique(stem):
    path = PATHS.catalogue(stem)
    assert path.exists(), f"no catalogue {path.name}: run `make translations`"
    messages = [m for m in _catalogue(stem) if m.id]
    contexts = [m.context for m in messages]
    assert len(set(contexts)) == len(contexts) or stem == tn.NAVIGATION
    assert len({(m.context, m.id) for m in messages}) == len(messages)


@pytest.mark.parametrize("stem", [*STEMS, tn.NAVIGATION])
def test_catalogue_is_as_update_writes_it_no_format_flags(stem):
    """A chapter's text is not a format string: ``update`` drops Babel's guessed
    ``python-format`` / ``python-brace-format`` flags, so a catalogue carrying one (written by
    another path) changes on the next ``make translations``, a diff nobody asked for."""
    lines = PATHS.catalogue(stem).read_text(encoding="utf-8").splitlines()
    # the file itself: Babel adds the flags it guesses to every message it reads
    flagged = [n for n, line in enumerate(lines, 1) if line.startswith("#,") and "-format" in line]
    assert not flagged, f"{stem}.po: format flags on lines {flagged[:5]}: run `make translations`"


@pytest.mark.parametrize("stem", STEMS)
def test_code_catalogue_parses_and_matches_the_current_english(stem):
    """One entry per English code cell with comments or English strings, keyed by cell id."""
    path = PATHS.code_catalogue(stem)
    wanted = [(context, english) for context, english, _ in tn.code_template(PATHS, stem)]
    present = [(m.context, m.id) for m in tn.read_catalogue(path) if m.id] if path.exists() else []
    assert present == wanted, f"code/{stem}.po is out of step: run `make translations`"


@pytest.mark.parametrize("stem", [*STEMS, tn.NAVIGATION])
def test_catalogue_matches_the_current_english(stem):
    """One entry per English markdown cell (ids and texts), nothing else: else `update`."""
    wanted = [(context, english) for context, english, _ in tn.template(PATHS, stem)]
    present = [(m.context, m.id) for m in _catalogue(stem) if m.id]
    assert present == wanted, (
        f"{stem}.po is out of step with the English notebook: run `make translations`"
    )


def test_untranslated_list_names_chapters():
    assert set(UNTRANSLATED_CHAPTERS) <= set(STEMS)


@pytest.mark.parametrize("stem", _chapter_params())
def test_chapter_is_current(stem):
    """No untranslated or fuzzy entry (a changed English cell makes its entry fuzzy)."""
    assert tn.problems(PATHS, stem) == []


def test_navigation_labels_are_current():
    assert tn.problems(PATHS, tn.NAVIGATION) == []


def test_the_chinese_edition_is_built_and_nothing_else():
    built = sorted(path.stem for path in PATHS.zh.glob("*.ipynb"))
    assert built == EDITION, "run `make translations` (a chapter with a translation is built)"
    assert not [p for p in PATHS.zh.iterdir() if p.suffix != ".ipynb"]


@pytest.mark.parametrize("stem", EDITION)
def test_built_notebook_is_faithful(stem):
    english = nbformat.read(PATHS.notebooks / f"{stem}.ipynb", as_version=4)
    chinese = nbformat.read(PATHS.zh / f"{stem}.ipynb", as_version=4)
    expected, _ = tn.build_notebook(PATHS, stem, EDITION)
    assert len(chinese.cells) == len(english.cells), "run `make translations`"
    first_code = True
    for number, (en, zh, want) in enumerate(
        zip(english.cells, chinese.cells, expected.cells, strict=True), start=1
    ):
        where = f"{stem} cell {number} ({en.id})"
        assert (zh.cell_type, zh.id) == (en.cell_type, en.id), where
        assert zh.metadata == en.metadata, f"{where}: metadata (slide type, tags) differ"
        if en.cell_type == "code":
            prefix = tn.LANGUAGE_SETUP if first_code else ""
            first_code = False
            assert zh.source.startswith(prefix), f"{where}: no language switch"
            assert zh.source == want.source, f"{where}: not the code catalogue's text; rebuild"
            difference = ct.code_difference(en.source, zh.source.removeprefix(prefix))
            assert difference is None, f"{where}: {difference}"
        else:
            assert zh.source == want.source, f"{where}: not the catalogue's text; rebuild"
    # JupyterLab runs the set-up cell, language switch included, when the kernel starts
    assert autosetup.setup_source(chinese).startswith(tn.LANGUAGE_SETUP)


@pytest.mark.parametrize("stem", EDITION)
def test_markdown_is_the_catalogue_translation(stem):
    """Each translated entry's msgstr is what the built cell shows (links localised)."""
    chinese = nbformat.read(PATHS.zh / f"{stem}.ipynb", as_version=4)
    by_id = {cell.id: cell for cell in chinese.cells}
    for message in _catalogue(stem):
        if message.id and tn.state(message) == "translated":
            shown = by_id[message.context].source
            assert shown == tn.localise_links(message.string, EDITION), message.context


# Display formulas first: a lone ``\$[^$]+\$`` pairs the closing ``$$`` with the next inline
# ``$`` and so compares the prose between formulas instead of the formulas.


def _links(text: str) -> list[str]:
    return sorted(match["target"] for match in tn.LINK.finditer(text))


# A ``\text{...}`` (``\textrm``, ``\mbox``) argument, with at most one level of inner braces.
TEXT_IN_MATH = re.compile(r"\\(text|textrm|mbox)\{(?:[^{}]|\{[^{}]*\})*\}")


def without_prose(formula: str) -> str:
    r"""``formula`` with the prose of each ``\text{...}`` left out: a translation may change it.

    ``\operatorname{...}`` and ``\mathrm{...}`` are names (mex, isqrt), not prose: kept.

    >>> without_prose(r"$u \text{ option of } v, \operatorname{mex} \textbf{S}$")
    '$u \\text{} v, \\operatorname{mex} \\textbf{S}$'
    >>> without_prose(r"$\mbox{a {b} c} = \textrm{d}$")
    '$\\mbox{} = \\textrm{}$'
    """
    return TEXT_IN_MATH.sub(lambda match: f"\\{match[1]}{{}}", formula)


def formulas(text: str) -> list[str]:
    r"""The formulas of ``text``, sorted: each ``$$...$$`` display whole, then each ``$...$``.

    Displays are taken out first: read as inline formulas, a display's second ``$`` would open
    a "formula" running to the next inline one, and the prose between would be compared.
    The prose inside ``\text{...}`` is left out (see :func:`without_prose`): it is translated.

    >>> formulas("Then\n$$x^2,$$\nso $x$ is $0$.")
    ['$$x^2,$$', '$0$', '$x$']
    >>> formulas(r"$n \text{ odd}$")
    ['$n \\text{}$']
    """
    displays = re.findall(r"\$\$.+?\$\$", text, flags=re.S)
    inline = re.findall(r"\$[^$]+\$", re.sub(r"\$\$.+?\$\$", " ", text, flags=re.S))
    return sorted(without_prose(formula) for formula in displays + inline)


def formulas_differ(english: str, chinese: str) -> list[str]:
    r"""How the formulas of ``chinese`` fail to be those of ``english``: ``[]`` when they are.

    The formulas must be the same, except that an English formula with prose in a
    ``\text{...}`` may be restated as notation with the Chinese words outside it (issue #38:
    "$y \text{ 后继于 } x$" reads as a translated formula; "$y$ 是 $x$ 的后继" does not). So
    when the English has such formulas, each of its other formulas must still be in the
    Chinese, and the Chinese may hold more (the restatement); tests/test_zh_leaks.py checks
    that no Chinese word is left inside a ``\text{...}``.

    >>> formulas_differ(r"$x$ is an $\text{option of } y$", "$x$ 是 $y$ 的后继")
    []
    >>> formulas_differ(r"$x$ is an $\text{option of } y$", "$z$ 是 $y$ 的后继")
    ['missing $x$']
    >>> formulas_differ("$x$ and $y$", "$x$ 与 $y$，$z$")
    ['extra $z$']
    """
    restated = [f for f in formulas(english) if TEXT_IN_MATH.search(f)]  # prose emptied
    unmatched = formulas(chinese)
    problems = []
    for formula in formulas(english):
        if formula in unmatched:
            unmatched.remove(formula)
        elif formula not in restated:
            problems.append(f"missing {formula}")
    if not restated:
        problems += [f"extra {formula}" for formula in unmatched]
    return problems


@pytest.mark.parametrize("stem", STEMS)
def test_translations_keep_links_anchors_and_formulas(stem):
    """A translation links where the English links, keeps its anchors and its formulas."""
    for message in _catalogue(stem):
        if not (message.id and message.string):
            continue
        where = f"{stem}.po, {message.context}"
        assert _links(message.string) == _links(message.id), f"{where}: links differ"
        anchors = re.findall(r'id="([^"]+)"', message.id)
        assert anchors == re.findall(r'id="([^"]+)"', message.string), where
        assert not formulas_differ(message.id, message.string), where


def test_formula_check_reads_displays_whole():
    """Prose after a display is no formula (it was, so every translation after one failed)."""
    english = "Then\n$$x^2,$$\nso $x$ is $0$."
    assert formulas("Alors\n$$x^2,$$\ndonc $x$ vaut $0$.") == formulas(english)
    assert formulas("Alors\n$$x^2,$$\ndonc $y$ vaut $0$.") != formulas(english)
    assert formulas("Alors\n$$x^3,$$\ndonc $x$ vaut $0$.") != formulas(english)


def test_formula_check_reads_display_math_as_one_formula():
    """Prose after a display formula is no formula (a lone ``$...$`` pattern paired it up)."""
    english = "$$s(u) = 0$$\n\nThe winner (SG $> 0$) wins, the loser (SG $= 0$) ends."
    chinese = "$$s(u) = 0$$\n\n胜者（SG $> 0$）获胜，败者（SG $= 0$）尽快结束。"
    assert formulas(english) == formulas(chinese) == ["$$s(u) = 0$$", "$= 0$", "$> 0$"]
    assert formulas(chinese) != formulas(chinese.replace("$= 0$", "$= 1$"))


def test_formula_check_ignores_the_prose_inside_text():
    """``\\text{...}`` is prose and translated; the mathematics around it is still compared."""
    english = (
        r"$$W(n) = 0 \text{ for some } 1 \le t,$$ so $k_X \text{ odd}$ and $\mbox{edges {all}}$."
    )
    chinese = r"$$W(n) = 0 \text{ 对某个 } 1 \le t,$$ 故 $k_X \text{ 为奇数}$，$\mbox{边 {全部}}$。"
    assert formulas(chinese) == formulas(english)
    assert formulas(chinese.replace(r"1 \le t", r"1 < t")) != formulas(english)
    assert formulas(chinese.replace("k_X", "k_Y")) != formulas(english)
    assert formulas(chinese.replace(r"\text{ 为奇数}", "为奇数")) != formulas(english)


def test_formula_check_lets_a_prose_formula_be_restated_and_nothing_else():
    """Issue #38: "$y \\text{ option of } x$" may become "$y$ 是 $x$ 的后继" in Chinese."""
    english = r"So $k \ge 1$ and $$v \in S \iff \text{no option of } v \text{ is in } S.$$"
    chinese = r"所以 $k \ge 1$，且 $$v \in S \iff \nexists\, w \in S:\ v \to w.$$"
    assert formulas_differ(english, chinese) == []
    assert formulas_differ(english, chinese.replace("k \\ge 1", "k > 1")) == ["missing $k \\ge 1$"]
    plain = r"So $k \ge 1$ and $v \in S$."
    assert formulas_differ(plain, r"所以 $k \ge 1$，且 $v \in S$，$w$。") == ["extra $w$"]


def test_formula_check_compares_names_in_operatorname_and_mathrm():
    """``\\operatorname{mex}`` and ``\\mathrm{win}`` are names, not prose: compared."""
    english = r"$\operatorname{mex}(S) = \mathrm{win}(u)$"
    assert formulas(english.replace("mex", "最小")) != formulas(english)
    assert formulas(english.replace("win", "胜")) != formulas(english)


# ---------------------------------------------------------------- the glossary


def _split(text: str) -> list[str]:
    return [part.strip() for part in re.split(r",|/", text) if part.strip()]


def english_variants(term: str) -> list[str]:
    """The English forms of a glossary row's first column.

    Parentheses are explanations and dropped; ``,`` and ``/`` separate alternatives; a
    one-word alternative before ``/`` shares the rest of the next one
    ("winning / losing state" -> "winning state", "losing state").

    >>> english_variants("winning / losing state")
    ['winning state', 'losing state']
    >>> english_variants("P-position (previous player wins)")
    ['P-position']
    """
    parts = _split(re.sub(r"\([^)]*\)", "", term))
    variants = []
    for index, part in enumerate(parts):
        if " " not in part and index + 1 < len(parts) and " " in parts[index + 1]:
            part = f"{part} {parts[index + 1].split(' ', 1)[1]}"
        variants.append(part)
    return variants


def chinese_variants(term: str) -> list[str]:
    """The Chinese forms of a row: every ``,``/``/`` alternative, in or out of parentheses.

    >>> chinese_variants("贝亚蒂定理 (Beatty 定理)")
    ['贝亚蒂定理', 'Beatty 定理']
    """
    inside = " , ".join(re.findall(r"\(([^)]*)\)", term))
    return _split(re.sub(r"\([^)]*\)", "", term)) + _split(inside)


def glossary() -> list[tuple[list[str], list[str]]]:
    """The glossary of the English index: ``(English forms, Chinese forms)`` per row."""
    rows = []
    index = nbformat.read(PATHS.notebooks / "00_index.ipynb", as_version=4)
    for cell in index.cells:
        lines = cell.source.splitlines() if cell.cell_type == "markdown" else []
        if "| English | 中文 |" not in "\n".join(lines):
            continue
        for line in lines:
            columns = [c.strip() for c in line.strip().strip("|").split("|")]
            if len(columns) < 2 or columns[0] in ("English", "") or set(columns[0]) <= set("-"):
                continue
            english = [v for v in english_variants(columns[0]) if v not in ORDINARY_WORDS]
            if english:
                rows.append((english, chinese_variants(columns[1])))
    return rows


def prose(markdown: str) -> str:
    """The English a reader reads: no code, formulas, link targets or HTML tags."""
    markdown = re.sub(r"```.*?```|`[^`]*`|\$\$.*?\$\$|\$[^$]*\$", " ", markdown, flags=re.S)
    markdown = re.sub(r"\]\([^)]*\)|<[^>]+>", " ", markdown)
    return markdown


def missing_terms(english: str, chinese: str, rows) -> list[str]:
    """The glossary terms ``english`` uses whose Chinese term ``chinese`` lacks.

    Matching rule: a term is used when it occurs in the English prose as whole words
    (an ``s``/``es`` plural allowed; the first letter's case ignored, the rest exact, so
    "NIM 积" beside the English is no "Nim"; a hyphen counts as part of a word, so "Nim" is
    not found in "Nim-sum" or "anti-Nim"). Longer terms are matched first and
    blanked, so "staircase Nim" does not also count as "Nim". The Chinese cell must then
    contain one of the row's Chinese forms (case ignored).

    >>> rows = [(["Nim"], ["尼姆博弈"]), (["staircase Nim"], ["阶梯 Nim"])]
    >>> missing_terms("Staircase Nim and Nim-sums", "阶梯 Nim", rows)
    []
    >>> missing_terms("Nim positions", "Nim 局面", rows)
    ['Nim']
    """
    text = prose(english).replace("\u200b", "")  # a zero-width space only lets a name break
    used = []
    forms = sorted(
        ((form, chinese_forms) for forms, chinese_forms in rows for form in forms),
        key=lambda pair: -len(pair[0]),
    )
    for form, chinese_forms in forms:
        first = f"[{re.escape(form[0].lower())}{re.escape(form[0].upper())}]"
        pattern = rf"(?<![\w-]){first}{re.escape(form[1:])}(?:e?s)?(?![\w-])"
        if re.search(pattern, text):
            text = re.sub(pattern, " ", text)
            if not any(c.lower() in chinese.lower() for c in chinese_forms):
                used.append(form)
    return used


def test_glossary_is_read():
    rows = glossary()
    assert len(rows) > 60
    assert (["Wythoff's game"], ["威佐夫博弈"]) in rows
    assert (["winning state", "losing state"], ["必胜态", "必败态"]) in rows


@pytest.mark.parametrize("stem", STEMS)
def test_translations_use_the_glossary_terms(stem):
    """Wherever an English cell uses a glossary term, its translation uses the Chinese one."""
    rows = glossary()
    wrong = {}
    for message in _catalogue(stem):
        if "| English | 中文 |" in message.id:
            continue  # the glossary itself
        if message.id and tn.state(message) == "translated":
            missing = missing_terms(message.id, message.string, rows)
            if missing:
                wrong[message.context] = missing
    assert not wrong, f"{stem}: glossary terms not rendered as the glossary says: {wrong}"


def test_glossary_check_fails_on_a_wrong_term():
    rows = glossary()
    assert missing_terms("Bash's game is simple.", "巴什博弈很简单。", rows) == []
    assert missing_terms("Bash's game is simple.", "Bash 游戏很简单。", rows) == ["Bash's game"]


# ---------------------------------------------------------------- the set-up cell


def test_the_set_up_cell_switches_the_package_to_chinese():
    namespace: dict = {}
    try:
        exec(tn.LANGUAGE_SETUP, namespace)  # noqa: S102 - the tool's own constant
        import gametheory_helpers

        assert gametheory_helpers.get_language() == "zh"
    finally:
        import gametheory_helpers

        gametheory_helpers.set_language("en")


# ---------------------------------------------------------------- the tool itself


def _notebook(*cells) -> nbformat.NotebookNode:
    notebook = nbformat.v4.new_notebook()
    for index, (kind, source) in enumerate(cells):
        maker = nbformat.v4.new_markdown_cell if kind == "md" else nbformat.v4.new_code_cell
        cell = maker(source, metadata={"slideshow": {"slide_type": "slide"}})
        cell.id = f"cell{index}"
        notebook.cells.append(cell)
    return notebook


@pytest.fixture
def tiny(tmp_path):
    """A one-chapter collection in a temporary folder."""
    paths = tn.Paths(notebooks=tmp_path / "notebooks", catalogues=tmp_path / "i18n")
    paths.notebooks.mkdir()
    notebook = _notebook(
        ("md", "# Nim"),
        ("code", "import gametheory_helpers"),
        ("md", "See [chapter 1](01_x.ipynb#a) and [notes](#notes)."),
        ("code", "print(1)"),
    )
    nbformat.write(notebook, paths.notebooks / "00_index.ipynb")
    return paths


def _edit(paths: tn.Paths, index: int, source: str) -> None:
    path = paths.notebooks / "00_index.ipynb"
    notebook = nbformat.read(path, as_version=4)
    notebook.cells[index].source = source
    nbformat.write(notebook, path)


def _translate(paths: tn.Paths, texts: dict[str, str], *, code: bool = False) -> None:
    path = paths.code_catalogue("00_index") if code else paths.catalogue("00_index")
    catalogue = tn.read_catalogue(path)
    for message in catalogue:
        if message.context in texts:
            message.string = texts[message.context]
            message.flags.discard("fuzzy")
    tn.write_catalogue(catalogue, path)


def test_update_marks_a_changed_cell_fuzzy_and_check_fails(tiny):
    tn.update(tiny)
    assert tn.main(["check", "00_index"], tiny) == 1  # new entries are empty
    _translate(tiny, {"cell0": "# 尼姆博弈", "cell2": "见[第 1 章](01_x.ipynb#a)和[注](#notes)。"})
    assert tn.main(["check", "00_index"], tiny) == 0
    _edit(tiny, 0, "# Nim and Bash")
    assert tn.problems(tiny, "00_index")  # the catalogue lags behind the English
    tn.update(tiny)
    message = tn.read_catalogue(tiny.catalogue("00_index")).get("# Nim and Bash", "cell0")
    assert message.fuzzy and message.string == "# 尼姆博弈"
    assert message.previous_id == ["# Nim"]  # written as "#| msgid" and read back
    assert '#| msgid "# Nim"' in tiny.catalogue("00_index").read_text(encoding="utf-8")
    assert tn.main(["check", "00_index"], tiny) == 1
    _translate(tiny, {"cell0": "# 尼姆博弈与巴什博弈"})
    assert tn.main(["check", "00_index"], tiny) == 0


def test_update_drops_removed_cells_to_obsolete_and_keeps_moved_text(tiny):
    tn.update(tiny)
    _translate(tiny, {"cell0": "# 尼姆博弈"})
    path = tiny.notebooks / "00_index.ipynb"
    notebook = nbformat.read(path, as_version=4)
    notebook.cells[0].id = "renamed"  # same English under a new id: translation kept
    del notebook.cells[2]  # a removed cell: its entry disappears
    nbformat.write(notebook, path)
    tn.update(tiny)
    catalogue = tn.read_catalogue(tiny.catalogue("00_index"))
    assert [(m.context, m.string, m.fuzzy) for m in catalogue if m.id] == [
        ("renamed", "# 尼姆博弈", False)
    ]
    tn.update(tiny)  # a second update changes nothing
    assert tn.update(tiny) == []


def test_build_keeps_code_falls_back_to_english_and_localises_links(tiny, capsys):
    tn.update(tiny)
    _translate(tiny, {"cell0": "# 尼姆博弈"})
    assert tn.build(tiny, run=False) == ["zh/00_index.ipynb"]
    assert "1 markdown cells keep their English" in capsys.readouterr().out
    built = nbformat.read(tiny.zh / "00_index.ipynb", as_version=4)
    assert [c.source for c in built.cells] == [
        "# 尼姆博弈",
        tn.LANGUAGE_SETUP + "import gametheory_helpers",
        "See [chapter 1](../01_x.ipynb#a) and [notes](#notes).",
        "print(1)",
    ]
    assert tn.build(tiny, run=False) == []  # unchanged: not rewritten


def test_build_without_executing_never_shows_english_outputs(tiny, capsys):
    def with_outputs(path, texts):  # one stream output per code cell, in order
        notebook = nbformat.read(path, as_version=4)
        code = [c for c in notebook.cells if c.cell_type == "code"]
        for cell, text in zip(code, texts, strict=True):
            cell.outputs = [nbformat.v4.new_output("stream", name="stdout", text=text)]
            cell.execution_count = 1
        nbformat.write(notebook, path)

    tn.update(tiny)
    _translate(tiny, {"cell0": "# 尼姆博弈"})
    with_outputs(tiny.notebooks / "00_index.ipynb", ["English setup\n", "English 1\n"])
    tn.build(tiny, run=False)
    built = nbformat.read(tiny.zh / "00_index.ipynb", as_version=4)
    assert all(not c.outputs for c in built.cells if c.cell_type == "code")
    assert "2 code cells have no output yet" in capsys.readouterr().out
    with_outputs(tiny.zh / "00_index.ipynb", ["中文设置\n", "中文 1\n"])
    _edit(tiny, 3, "print(2)")  # a changed code cell loses its (stale) output
    tn.build(tiny, run=False)
    built = nbformat.read(tiny.zh / "00_index.ipynb", as_version=4)
    code = [c for c in built.cells if c.cell_type == "code"]
    assert [c.outputs[0].text if c.outputs else None for c in code] == ["中文设置\n", None]
    assert "1 code cells have no output yet" in capsys.readouterr().out


# ---------------------------------------------------------------- code cells


CODE = 'ps = [n for n in range(9) if n % 3 == 0]  # the P-positions\nprint(f"P-positions: {ps}")'
CODE_ZH = 'ps = [n for n in range(9) if n % 3 == 0]  # P 态\nprint(f"P 态：{ps}")'


@pytest.mark.parametrize(
    ("english", "chinese"),
    [
        (CODE, CODE_ZH),
        ('plt.title("3-cycle: no kernel")', 'plt.title("三元环：没有核")'),
        ('"""Return the mex."""\nx = 1', '"""返回 mex。"""\n\n# 一行新注释\nx = 1'),
        (
            'print("%d left" % n, "{} of {}".format(a, b))',
            'print("剩 %d 个" % n, "{} / {}".format(a, b))',
        ),
        ("f(a,\n  b)  # two", "f(a,  # 第一\n  b)  # 第二"),
        ('print(f"{x!r:>5} is {y}")', 'print(f"{x!r:>5} 是 {y}")'),
        ('print(f"{n}")', "print(f'{n}')"),
    ],
    ids=[
        "comment-fstring",
        "title",
        "docstring-new-comment-line",
        "placeholders",
        "nl",
        "spec",
        "quotes",
    ],
)
def test_token_check_accepts_changed_comments_and_strings(english, chinese):
    assert ct.code_difference(english, chinese) is None


@pytest.mark.parametrize(
    ("english", "chinese", "reason"),
    [
        (CODE, CODE_ZH.replace("% 3", "% 4"), "NUMBER '3', the Chinese NUMBER '4'"),
        (CODE, CODE_ZH.replace("{ps}", "{ps[1:]}"), "its {…} fields differ"),
        ('print(f"{x:>5}")', 'print(f"{x:<5}")', "its {…} fields differ"),
        ('print(f"{x}")', 'print(f"{x!r}")', "its {…} fields differ"),
        ('print(f"{n} left")', 'print("剩 {n} 个")', "f-string"),
        ("x = 1  # one", "x = 1  # 一\ny = 2", "only the Chinese has NAME 'y'"),
        ("x = 1\ny = 2  # two", "x = 1  # 一", "only the English has NAME 'y'"),
        ('d["grundy"] = 1  # key', 'd["格伦迪"] = 1  # 键', None),  # data: the translator's care
        ('print("%d left" % n)', 'print("剩下 %s" % n)', "prefix or placeholders"),
        ('print("{} left".format(n))', 'print("剩 {0} 个".format(n))', "prefix or placeholders"),
        ('s = b"abc"  # bytes', 's = "abc"  # 字节', "prefix or placeholders"),
        ('print("a")', 'print("甲)', "does not tokenize"),
    ],
)
def test_token_check_refuses_changed_code(english, chinese, reason):
    difference = ct.code_difference(english, chinese)
    if reason is None:  # a string's text is never compared: data strings are not detected
        assert difference is None
    else:
        assert difference is not None and reason in difference, difference


CPP = '%%judge POJ2368 --lang cpp\n#include <cstdio>\nint k = 3;  // at least 3\nputs("k ok");'


def test_a_c_cell_may_change_only_its_comments():
    assert ct.needs_translation(CPP) and ct.comments(CPP) == ["// at least 3"]
    assert ct.code_difference(CPP, CPP.replace("// at least 3", "// 至少为 3")) is None
    assert "became" in ct.code_difference(CPP, CPP.replace("k = 3", "k = 4"))
    assert "became" in ct.code_difference(CPP, CPP.replace("k ok", "k 好"))  # output: data
    assert "cell magic" in ct.code_difference(CPP, CPP.replace("POJ2368", "POJ1067"))
    python = "%%time\nx = 1  # one"
    assert ct.code_difference(python, "%%time\nx = 1  # 一") is None
    assert "NUMBER" in ct.code_difference(python, "%%time\nx = 2  # 一")


def test_which_code_cells_need_a_translation():
    assert ct.needs_translation("x = 1  # the heap")
    assert ct.needs_translation('plt.xlabel("position p")')
    assert ct.needs_translation('print(f"{n} left")')
    assert not ct.needs_translation("x = 1  # 0.07")
    assert not ct.needs_translation('color = "tab:blue"; d["grundy"]; f"{value}"')
    assert not ct.needs_translation("print(1)")


def test_code_entries_update_fuzzy_check_and_build(tiny, capsys):
    _edit(tiny, 3, CODE)
    tn.update(tiny)
    _translate(tiny, {"cell0": "# 尼姆博弈", "cell2": "见[第 1 章](01_x.ipynb#a)和[注](#notes)。"})
    catalogue = tn.read_catalogue(tiny.code_catalogue("00_index"))
    assert [(m.context, m.id) for m in catalogue if m.id] == [("cell3", CODE)]  # not cell1
    assert tn.main(["check", "00_index"], tiny) == 1  # the code entry is untranslated
    assert "untranslated" in capsys.readouterr().err
    tn.build(tiny, run=False)
    assert "1 code cells keep their English" in capsys.readouterr().out
    _translate(tiny, {"cell3": CODE_ZH}, code=True)
    assert tn.main(["check", "00_index"], tiny) == 0
    tn.build(tiny, run=False)
    built = nbformat.read(tiny.zh / "00_index.ipynb", as_version=4)
    assert built.cells[3].source == CODE_ZH
    assert built.cells[1].source == tn.LANGUAGE_SETUP + "import gametheory_helpers"
    changed = CODE.replace("range(9)", "range(12)")
    _edit(tiny, 3, changed)  # the English code changes: the entry goes fuzzy
    tn.update(tiny)
    message = tn.read_catalogue(tiny.code_catalogue("00_index")).get(changed, "cell3")
    assert message.fuzzy and message.string == CODE_ZH and message.previous_id == [CODE]
    assert tn.main(["check", "00_index"], tiny) == 1
    assert "is fuzzy" in capsys.readouterr().err
    tn.build(tiny, run=False)  # a fuzzy entry is not used: the English code stays
    built = nbformat.read(tiny.zh / "00_index.ipynb", as_version=4)
    assert built.cells[3].source == changed
    line = next(line for line in tn.status_lines(tiny) if line.startswith("code/00_index"))
    assert line.split()[1:] == ["0", "1", "0"]


def test_a_translation_that_changes_the_code_stops_the_build(tiny, capsys):
    _edit(tiny, 3, CODE)
    tn.update(tiny)
    _translate(tiny, {"cell0": "# 尼姆博弈"})
    _translate(tiny, {"cell3": CODE_ZH.replace("print(", "print(len(ps), ")}, code=True)
    assert tn.main(["check", "00_index"], tiny) == 1
    assert "changes the code" in capsys.readouterr().err
    with pytest.raises(ct.CodeTranslationError) as caught:
        tn.build(tiny, run=False)
    message = str(caught.value)
    assert "notebooks/zh/00_index.ipynb" in message and "cell3" in message
    assert "NAME 'len'" in message, message
    assert not (tiny.zh / "00_index.ipynb").exists()  # nothing written, no silent fallback
    assert tn.main(["build", "--no-execute"], tiny) == 2
    assert "cell3" in capsys.readouterr().err


def test_the_set_up_cell_keeps_the_language_switch_first_when_translated(tiny):
    _edit(tiny, 1, "import gametheory_helpers  # the package")
    tn.update(tiny)
    _translate(tiny, {"cell0": "# 尼姆博弈"})
    _translate(tiny, {"cell1": "import gametheory_helpers  # 本课程的包"}, code=True)
    tn.build(tiny, run=False)
    built = nbformat.read(tiny.zh / "00_index.ipynb", as_version=4)
    assert built.cells[1].source == tn.LANGUAGE_SETUP + "import gametheory_helpers  # 本课程的包"


def test_status_counts(tiny):
    tn.update(tiny)
    _translate(tiny, {"cell0": "# 尼姆博弈"})
    _edit(tiny, 0, "# Nim!")
    tn.update(tiny)
    line = next(line for line in tn.status_lines(tiny) if line.startswith("00_index"))
    assert line.split()[1:] == ["0", "1", "1"]


def test_execute_gives_zh_notebooks_their_own_widget_ids():
    import execute_notebooks

    english = execute_notebooks.widget_namespace(ROOT / "notebooks" / "02_bash_and_nim.ipynb")
    chinese = execute_notebooks.widget_namespace(PATHS.zh / "02_bash_and_nim.ipynb")
    assert english != chinese
    assert execute_notebooks.widget_id(english, 3, 0) != execute_notebooks.widget_id(chinese, 3, 0)


def test_doctests_of_the_tool_and_this_file():
    import doctest

    assert doctest.testmod(tn).failed == 0
    assert doctest.testmod(ct).failed == 0
    assert doctest.testmod(sys.modules[__name__]).failed == 0
