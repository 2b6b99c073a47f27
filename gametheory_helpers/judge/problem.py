"""What the judge knows about one problem, and how its test files are made.

A problem's input file is a list of *cases* framed the way the original judge frames them
(read to the end of the file, a count first, or a terminating line); the reference solution
answers each case with the chapter's closed form, and a brute-force oracle (the generic solver)
answers small cases, so the two can be compared.

>>> from gametheory_helpers.judge.problems import get_problem
>>> problem = get_problem("POJ2348")
>>> problem.input_text([(34, 12), (15, 24)])
'34 12\\n15 24\\n0 0\\n'
>>> problem.output_text([(34, 12), (15, 24)]) == problem.brute_output([(34, 12), (15, 24)])
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from gametheory_helpers.i18n import _

__all__ = ["Problem", "Sample"]


@dataclass(frozen=True)
class Sample:
    """A sample: its cases (the input file is made from them) and the expected output text."""

    cases: tuple[Any, ...]
    output: str


@dataclass(frozen=True)
class Problem:
    """One judge problem.

    ``framing`` is ``"eof"`` (cases until the end of the input), ``"count"`` (the count of
    cases on the first line) or ``("end", text)`` (cases, then the terminating line ``text``),
    or ``"single"`` (exactly one case).  ``answer(case, number)`` returns the output of a case
    (``number`` counts from 1, for outputs such as ``Case 3: lose``).  ``generate(rng, size)``
    makes a random case, small for small ``size`` (1 to 10) and up to the judge's limits for
    size 10.  ``brute(case, number)`` answers a small case by searching the game;
    ``brute_size`` is the largest ``size`` it handles quickly.  ``pitfalls`` holds named groups
    of hand-built cases, ``(name, cases)``, that break the problem's known wrong solutions
    (see :mod:`gametheory_helpers.judge.pitfalls`); each group is one test file, or one file
    per case when the framing is ``"single"``.
    """

    id: str
    title: str
    chapter: str
    statement: str
    input_format: str
    output_format: str
    limits: str
    framing: Any
    write_case: Callable[[Any], str]
    answer: Callable[[Any, int], str]
    generate: Callable[[random.Random, int], Any] | None
    brute: Callable[[Any, int], str] | None = None
    brute_size: int = 3
    samples: tuple[Sample, ...] = ()
    samples_published: bool = False
    statement_confirmed: bool = False
    time_limit: float = 1.0
    memory_mb: int = 64
    same_as: tuple[str, ...] = ()
    note: str = ""
    max_cases: int = 5
    extra: dict = field(default_factory=dict)
    pitfalls: tuple[tuple[str, tuple[Any, ...]], ...] = ()

    @property
    def judgeable(self) -> bool:
        return self.generate is not None

    def input_text(self, cases: Sequence[Any]) -> str:
        """The input file for these cases, framed as the judge frames it."""
        body = "".join(self.write_case(case) for case in cases)
        if self.framing == "count":
            return f"{len(cases)}\n{body}"
        if self.framing == "single":
            if len(cases) != 1:
                raise ValueError(f"{self.id} reads exactly one case, got {len(cases)}")
            return body
        if isinstance(self.framing, tuple) and self.framing[0] == "end":
            return body + self.framing[1]
        return body

    def output_text(self, cases: Sequence[Any]) -> str:
        """The reference output for these cases (the chapter's closed form)."""
        return "".join(self.answer(case, i) + "\n" for i, case in enumerate(cases, 1))

    def brute_output(self, cases: Sequence[Any]) -> str:
        """The output by brute force (only for small cases)."""
        if self.brute is None:
            raise ValueError(f"{self.id} has no brute-force oracle")
        return "".join(self.brute(case, i) + "\n" for i, case in enumerate(cases, 1))

    def pitfall_files(self) -> list[tuple[str, list[Any]]]:
        """The pitfall groups as ``(test name, cases)``, one entry per test file."""
        files = []
        for name, cases in self.pitfalls:
            if self.framing == "single" and len(cases) > 1:
                files += [(f"pitfall: {name} ({i})", [c]) for i, c in enumerate(cases, 1)]
            else:
                files.append((f"pitfall: {name}", list(cases)))
        return files

    def describe(self) -> str:
        """The statement, formats, limits and samples as text, in the current language."""
        lines = [
            _("{id} {title}  (chapter {chapter})").format(
                id=self.id, title=_(self.title), chapter=self.chapter
            ),
            "",
            _(self.statement),
            "",
            _("Input: {text}").format(text=_(self.input_format)),
            _("Output: {text}").format(text=_(self.output_format)),
            _("Limits: {text}").format(text=_(self.limits)),
        ]
        if self.same_as:
            lines.append(_("Same problem as: {ids}").format(ids=", ".join(self.same_as)))
        if not self.statement_confirmed:
            lines.append(
                _(
                    "Note: this statement is our reconstruction; we could not confirm it against a "
                    "published copy of the problem. Read the original before submitting there."
                )
            )
        if self.note:
            lines.append(_("Note: {text}").format(text=_(self.note)))
        for number, sample in enumerate(self.samples, 1):
            if self.samples_published:
                heading = _("Sample {number} (published sample) input:")
            else:
                heading = _("Sample {number} (our example) input:")
            lines += ["", heading.format(number=number), self.input_text(sample.cases)]
            lines += [_("Sample {number} output:").format(number=number), sample.output]
        return "\n".join(lines).rstrip() + "\n"
