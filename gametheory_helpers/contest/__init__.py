"""The contest kit: a C++17 and a Python template for every closed form a contest uses.

Each template is a complete program for a named judge problem, so the local judge can run it
(``python -m gametheory_helpers.judge HDU2188 $(python -m gametheory_helpers.contest path
bash cpp)``).  The files live in ``templates/``, one pair per topic: ``<slug>.cpp`` and
``<slug>.py``.  Both begin with a header of comment lines that this module reads::

    // Bash's game: P iff (m + 1) divides n
    // problems: HDU2188
    // chapter: 02
    // cost: O(1) per case

(``#`` instead of ``//`` in Python).  The first line is the title; ``problems`` names every
judge problem the template solves whole, reading its exact input format (the first is the
one the chapter's kit shows; ``problem:`` with one id also does); ``chapter`` the notebook
that proves the closed form; ``cost`` the time of this template itself.

Example
-------
>>> from gametheory_helpers.contest import templates
>>> all(t.cpp.exists() and t.py.exists() for t in templates())
True
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from ..i18n import N_, _

__all__ = ["TEMPLATES", "Template", "template", "templates"]

TEMPLATES = Path(__file__).resolve().parent / "templates"
_FIELD = re.compile(r"^(?://|#)\s*(problems?|chapter|cost):\s*(.+?)\s*$")


@dataclass(frozen=True)
class Template:
    """One topic's pair of templates and what its header says: ``problems`` are the judge
    problems it solves (``problem``, the first, is the one the chapter's kit shows)."""

    slug: str
    title: str
    problems: tuple[str, ...]
    chapter: str
    cost_cpp: str
    cost_py: str
    cpp: Path
    py: Path

    @property
    def problem(self) -> str:
        """The template's first problem."""
        return self.problems[0]

    @property
    def cost(self) -> str:
        """The time of the templates, as their headers state it (both languages when the two
        differ, e.g. a C++ sort against a Python set)."""
        if self.cost_cpp == self.cost_py:
            return self.cost_cpp
        return f"C++ {self.cost_cpp}; Python {self.cost_py}"

    def source(self, language: str) -> str:
        """The template's text in ``language`` (``"cpp"`` or ``"python"``; ``"c++"``, ``"py"``
        and the judge's other spellings also do)."""
        from gametheory_helpers.judge.runner import language_name

        language = language_name(language)
        return (self.cpp if language == "cpp" else self.py).read_text(encoding="utf-8")


def _header(path: Path) -> tuple[str, dict[str, str]]:
    lines = path.read_text(encoding="utf-8").splitlines()
    marker = "//" if path.suffix == ".cpp" else "#"
    if not lines or not lines[0].startswith(marker):
        raise ValueError(
            _("{name}: the first line must be a {marker} comment (the title)").format(
                name=path.name, marker=marker
            )
        )
    fields = {}
    for line in lines[1:6]:
        match = _FIELD.match(line)
        if match:
            fields[match.group(1).replace("problems", "problem")] = match.group(2)
    return lines[0][len(marker) :].strip(), fields


def templates() -> list[Template]:
    """Every template pair, sorted by chapter then title."""
    found = []
    for cpp in sorted(TEMPLATES.glob("*.cpp")):
        py = cpp.with_suffix(".py")
        title, fields = _header(cpp)
        missing = {"problem", "chapter", "cost"} - set(fields)
        if missing or not py.exists():
            raise ValueError(
                _("{name}: needs {value}").format(
                    name=cpp.name, value=sorted(missing) or _("its .py twin")
                )
            )
        problems = tuple(re.split(r"[\s,]+", fields["problem"]))
        twin = _header(py)[1]
        if any(twin.get(key) != fields[key] for key in ("problem", "chapter")) or not twin.get(
            "cost"
        ):
            raise ValueError(
                _("{name}: its problems and chapter differ from its .py twin's").format(
                    name=cpp.name
                )
            )
        found.append(
            Template(
                cpp.stem,
                title,
                problems,
                fields["chapter"],
                fields["cost"],
                twin["cost"],
                cpp,
                py,
            )
        )
    return sorted(found, key=lambda t: (t.chapter, t.title))


def template(slug: str) -> Template:
    """The template pair called ``slug`` (a file name without its extension)."""
    from ..validation import require_type, show

    require_type(slug, str, "slug", N_("a template's name such as 'bash'"))
    for found in templates():
        if found.slug == slug:
            return found
    known = ", ".join(t.slug for t in templates())
    raise ValueError(
        _("no template {slug}; the kit has {known}").format(slug=show(slug), known=known)
    )
