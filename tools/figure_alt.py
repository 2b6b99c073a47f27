"""Alternative text for the notebooks' figures, in the page's language.

The figures are PNG outputs of code cells that call ``gametheory_helpers.plotting``.  Their
descriptions, written for a reader who cannot see the picture, live in
``i18n/figure_alt.toml``: one entry per figure, keyed by the notebook's stem and the drawing
cell's nbformat id (the Chinese notebooks keep the English ids), with an English (``en``) and
a Chinese (``zh``) text.  The website (``tools/build_book.py``) and the slide decks
(``tools/build_slides.py``) call :func:`describe_figures` with the notebook's stem and
language.  A figure with no entry (tests/test_figure_alt.py forbids one) falls back on a
description derived from its cell: the titles passed as ``title="..."`` (or
``set_title("...")``), what the plotting function draws (the first sentence of its
docstring) and, failing both, the heading of its section.

>>> figure_alt('plot_outcome_strip(xs, ys, title="take 1 or 2")', "Example")
'Figure: take 1 or 2. One row of coloured cells, one per position, orange for P and blue for N.'
>>> figure_alt("draw_my_tables()\\nplt.show()", "11 · Warm-up *Nim*")
'Figure in the section "11 · Warm-up Nim".'
"""

from __future__ import annotations

import ast
import inspect
import re
import tomllib
from functools import cache
from pathlib import Path

import nbformat

ALT_TEXTS = Path(__file__).resolve().parent.parent / "i18n" / "figure_alt.toml"
LANGUAGES = ("en", "zh")

MARKDOWN_HEADING = re.compile(r"^#{1,6}\s+(.+?)\s*#*\s*$", re.M)
TITLE_LITERAL = re.compile(r"""\b(?:title|set_title|suptitle)\s*[=(]\s*f?(["'])(.+?)\1""")
CALLED = re.compile(r"\b((?:plot|draw)_\w+)\s*\(")
DOC_MARKUP = re.compile(r":\w+:`~?(?:[\w.]+\.)?([^`]+)`|``([^`]+)``")


# TeX commands a figure title uses, as the characters a screen reader should read.
TEX_SYMBOLS = {r"\otimes": "⊗", r"\oplus": "⊕", r"\le": "≤", r"\ge": "≥", r"\cdot": "·"}


def _plain(text: str) -> str:
    """Markdown emphasis, math dollars and backticks dropped; TeX symbols as characters.

    >>> _plain(r"$\\mathrm{ruler}(x) \\otimes y$ for *small* `x`")
    'ruler(x) ⊗ y for small x'
    """
    for command, symbol in TEX_SYMBOLS.items():
        text = re.sub(re.escape(command) + r"(?![A-Za-z])", symbol, text)
    text = re.sub(r"\\(?:mathrm|text|operatorname)\{([^{}]*)\}", r"\1", text)
    text = re.sub(r"[*_`$]", "", text)
    return " ".join(text.split())


@cache
def _drawing(name: str) -> str | None:
    """What the plotting function ``name`` draws (its docstring's first sentence)."""
    import gametheory_helpers.plotting as plotting

    function = getattr(plotting, name, None)
    doc = inspect.getdoc(function) if callable(function) else None
    if not doc:
        return None
    paragraph = " ".join(doc.split("\n\n")[0].split())
    paragraph = DOC_MARKUP.sub(lambda m: m.group(1) or m.group(2), paragraph)
    sentence = re.split(r"(?<=\.)\s+(?=[A-Z])", paragraph)[0].rstrip(".")
    sentence = re.sub(r"^(Draw|Plot|Show|Write) (the |a |an )?", "", sentence)
    first = sentence.split(" ")[0]
    if len(first) > 1 and first.isalpha():
        sentence = sentence[:1].upper() + sentence[1:]
    return sentence + "."


def _titles(code: str) -> list[str]:
    """The string literals passed as a figure's or an axes' title (f-strings as written)."""
    titles = []
    try:
        tree = ast.parse(code)
    except SyntaxError:  # IPython magics: fall back on the literals as written
        return [_plain(m.group(2)) for m in TITLE_LITERAL.finditer(code)]
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        arguments = [kw.value for kw in node.keywords if kw.arg == "title"]
        method = node.func.attr if isinstance(node.func, ast.Attribute) else None
        if method in {"set_title", "suptitle"} and node.args:
            arguments.append(node.args[0])
        for value in arguments:
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                titles.append(value.value)
            elif isinstance(value, ast.JoinedStr):
                titles.append(ast.unparse(value)[2:-1])  # f"{k}-cycle" -> {k}-cycle
    return [_plain(title) for title in titles if title.strip()]


def figure_alt(code: str, heading: str | None) -> str:
    """A one-sentence description of the figure that ``code`` draws under ``heading``.

    >>> figure_alt("plot_wythoff_lines(40, ax=ax)", "5. Theorem == brute force").split(" with")[0]
    'Figure: P-positions (a_k, b_k) and (b_k, a_k) for k < count'
    """
    titles = list(dict.fromkeys(_titles(code)))
    drawings = [d for d in dict.fromkeys(map(_drawing, CALLED.findall(code))) if d]
    if titles:
        named = "; ".join(titles)
        named += "" if named[-1] in ".?!" else "."
        return f"Figure: {named} {' '.join(drawings)}".strip()
    if drawings:
        return "Figure: " + " ".join(drawings)
    where = f' in the section "{_plain(heading)}"' if heading else ""
    return f"Figure{where}."


def has_image(cell: nbformat.NotebookNode) -> bool:
    return any(
        mime.startswith("image/")
        for output in cell.get("outputs", [])
        for mime in output.get("data", {})
    )


def figure_cells(notebook: nbformat.NotebookNode) -> list[int]:
    """The indices of the code cells that show an image (the notebook's figures)."""
    return [
        index
        for index, cell in enumerate(notebook.cells)
        if cell.cell_type == "code" and has_image(cell)
    ]


@cache
def _load(path: Path) -> dict[str, dict[str, dict[str, str]]]:
    with path.open("rb") as file:
        return tomllib.load(file)


def alt_texts(path: Path = ALT_TEXTS) -> dict[str, dict[str, dict[str, str]]]:
    """The written descriptions: ``{stem: {cell id: {"en": ..., "zh": ...}}}``.

    >>> alt_texts()["02_bash_and_nim"]["7859541f"]["en"][:32]
    'Outcome table of two-heap Nim fo'
    """
    return _load(Path(path))


def describe_figures(
    notebook: nbformat.NotebookNode,
    stem: str | None = None,
    language: str = "en",
    texts: dict[str, dict[str, dict[str, str]]] | None = None,
) -> dict[int, str]:
    """The alternative text of each code cell (by index) that shows an image.

    The text is the entry of ``texts`` (default: :func:`alt_texts`) for the notebook ``stem``
    and the cell's id, in ``language`` ("en" or "zh"); a figure without one gets a
    description derived from its code (English).

    >>> nb = nbformat.v4.new_notebook(cells=[
    ...     nbformat.v4.new_markdown_cell("## Bash's game"),
    ...     nbformat.v4.new_code_cell("draw_it()", id="f1", outputs=[nbformat.v4.new_output(
    ...         "display_data", data={"image/png": "iVBORw0KGgo="})]),
    ... ])
    >>> describe_figures(nb)
    {1: 'Figure in the section "Bash\\'s game".'}
    >>> describe_figures(nb, "02_x", "zh", {"02_x": {"f1": {"en": "A row.", "zh": "一排。"}}})
    {1: '一排。'}
    """
    if language not in LANGUAGES:
        raise ValueError(f"language must be one of {LANGUAGES}, not {language!r}")
    written = (alt_texts() if texts is None else texts).get(stem or "", {})
    heading, described = None, {}
    for index, cell in enumerate(notebook.cells):
        if cell.cell_type == "markdown":
            headings = MARKDOWN_HEADING.findall(cell.source)
            heading = headings[-1] if headings else heading
        elif cell.cell_type == "code" and has_image(cell):
            entry = written.get(cell.get("id", ""), {})
            described[index] = entry.get(language) or figure_alt(cell.source, heading)
    return described
