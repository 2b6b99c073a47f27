"""Verdicts and the comparison of a program's output with the expected output.

Like most judges, the comparison tolerates trailing ASCII spaces and tabs at the end of a line,
Windows line ends (CRLF) and a missing (or present) final newline, and nothing else: a blank line
at the end is a line too (a Presentation Error), and a no-break space, an ideographic space, a
form feed or a lone carriage return is a character like any other.  Output with the right words
but different line breaks or spacing inside a line is a *Presentation Error*, explained; missing
lines, extra lines or extra words are a *Wrong Answer*, and the message says which.

>>> compare_output("Stan wins\\n", "Stan wins   \\r\\n")
('Accepted', '')
>>> compare_output("Stan wins\\n", "Stan wins\\n\\n")[0]
'Presentation Error'
>>> compare_output("3 4 5\\n", "3\\n4\\n5\\n")[0]
'Presentation Error'
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from gametheory_helpers.i18n import N_, _
from gametheory_helpers.validation import require_type

__all__ = ["VERDICT_WORDS", "Verdict", "compare_output", "verdict_title"]

# The words stay English in ``Verdict.word`` (programs compare them); a report shows them with
# verdict_title, which in Chinese puts the usual gloss first: "答案正确 (Accepted)".
VERDICT_WORDS = (
    N_("Accepted"),
    N_("Wrong Answer"),
    N_("Presentation Error"),
    N_("Time Limit Exceeded"),
    N_("Memory Limit Exceeded"),
    N_("Runtime Error"),
    N_("Output Limit Exceeded"),
    N_("Compile Error"),
    N_("No Compiler"),
)
SHOW = 1_500  # characters of an input or output shown in a verdict
WHOLE_LINES = 20  # outputs of at most this many lines are shown whole
CONTEXT = 3  # lines shown before and after the first difference of longer outputs


def _lines(text: str) -> list[str]:
    lines = [line.rstrip(" \t") for line in text.replace("\r\n", "\n").split("\n")]
    if lines and lines[-1] == "":  # the final newline, if there is one
        lines.pop()
    return lines


def verdict_title(word: str) -> str:
    """A verdict word as a report shows it in the current language.

    >>> verdict_title("Wrong Answer")
    'Wrong Answer'
    """
    require_type(word, str, "word, a verdict word such as 'Accepted',", "text")
    return _(word)


def _test_name(name: str) -> str:
    """A test file's name in the current language.

    make_tests names its files "sample 1", "random test 7", "pitfall: <group>" and, for a
    problem read one case at a time, "pitfall: <group> (3)" (the group's third case).

    >>> _test_name("pitfall: one heap (2)")
    'pitfall: one heap (2)'
    """
    for pattern in (N_("sample {number}"), N_("random test {number}"), N_("pitfall: {number}")):
        head = pattern.split("{")[0]
        if name.startswith(head):
            rest = name[len(head) :]
            if pattern.startswith("pitfall"):
                rest = _pitfall_group(rest)
            return _(pattern).format(number=rest)
    return name


def _pitfall_group(text: str) -> str:
    """A pitfall group's name, or "<group> (3)" for one case of it, in the current language."""
    case = re.fullmatch(r"(.*) \((\d+)\)", text)
    if case is not None and _(text) == text:
        return _("{group} ({number})").format(group=_(case[1]), number=case[2])
    return _(text)


def _section(title: str, text: str, limit: int | None = SHOW) -> list[str]:
    """A report's ``--- title:`` and ``text`` (cut to ``limit`` characters unless None)."""
    if not text.strip():
        return [f"--- {title}:", _("(nothing)")]
    return [f"--- {title}:", (clip(text, limit) if limit else text).rstrip("\n")]


def clip(text: str, limit: int = SHOW) -> str:
    """``text`` cut to about ``limit`` characters, saying how much was left out."""
    if len(text) <= limit:
        return text
    more = _("... ({count:,} more characters)").format(count=len(text) - limit)
    return text[:limit] + f"\n{more}\n"


def compare_output(expected: str, got: str) -> tuple[str, str]:
    """``('Accepted', '')`` or ``(verdict word, explanation)`` for a program's output."""
    require_type(expected, str, "expected, the expected output,", "text")
    require_type(got, str, "got, the program's output,", "text")
    want, have = _lines(expected), _lines(got)
    if want == have:
        return "Accepted", ""
    if " ".join(expected.split()) == " ".join(got.split()):
        for number, (w, h) in enumerate(zip(want, have, strict=False), 1):
            if w != h:
                return "Presentation Error", _(
                    "the right words, but laid out differently: line {number} should be "
                    "{want!r}, yours is {have!r} (check spaces and line breaks)."
                ).format(number=number, want=w, have=h)
        return "Presentation Error", _(
            "the right words, but on {have} lines instead of {want} (check line breaks)."
        ).format(have=len(have), want=len(want))
    for number, (w, h) in enumerate(zip(want, have, strict=False), 1):
        if w != h:
            wt, ht = w.split(), h.split()
            detail = ""
            if wt == ht[: len(wt)] and len(ht) > len(wt):
                detail = _(" (extra words {words!r} at the end of the line)").format(
                    words=" ".join(ht[len(wt) :])
                )
            elif ht == wt[: len(ht)]:
                detail = _(" (missing {words!r} at the end of the line)").format(
                    words=" ".join(wt[len(ht) :])
                )
            return "Wrong Answer", _("line {number} should be {want!r}, yours is {have!r}").format(
                number=number, want=w, have=h
            ) + detail + _(".")
    if len(have) < len(want):
        if not have:
            return "Wrong Answer", _("your program printed nothing.")
        return "Wrong Answer", _(
            "your output stops after line {count}; line {next} should be "
            "{want!r} ({missing} line(s) missing)."
        ).format(
            count=len(have), next=len(have) + 1, want=want[len(have)], missing=len(want) - len(have)
        )
    return "Wrong Answer", _(
        "extra output after the last expected line {count}: {have!r} ({extra} extra line(s))."
    ).format(count=len(want), have=have[len(want)], extra=len(have) - len(want))


@dataclass(frozen=True)
class Verdict:
    """A judge's verdict; ``str(verdict)`` starts with the verdict word on its own line."""

    word: str
    problem: str
    detail: str = ""
    tests_passed: int = 0
    tests_total: int = 0
    max_seconds: float | None = None  # CPU time of the slowest run
    input: str | None = None
    expected: str | None = None
    received: str | None = None
    show_times: bool = True
    test_name: str = ""
    note: str = ""
    max_wall_seconds: float | None = None
    full_output: bool = False

    @property
    def accepted(self) -> bool:
        return self.word == "Accepted"

    def __bool__(self) -> bool:
        return self.accepted

    def failing_case(self) -> tuple[int, str] | None:
        """``(input line number, its text)`` of the case behind the first wrong output line,
        when every case of this input is one line answered by one line; else None."""
        if self.word not in ("Wrong Answer", "Presentation Error") or None in (
            self.input,
            self.expected,
            self.received,
        ):
            return None
        want, have, given = _lines(self.expected), _lines(self.received), _lines(self.input)
        wrong = next((i for i, (w, h) in enumerate(zip(want, have, strict=False)) if w != h), None)
        if wrong is None:
            return None
        from gametheory_helpers.judge.problems import PROBLEMS  # not at import: no cycle

        problem = PROBLEMS.get(self.problem)
        framing = problem.framing if problem is not None else None
        offset = None
        one_per_line = framing == "eof" and len(given) == len(want)
        if one_per_line or (isinstance(framing, tuple) and len(given) == len(want) + 1):
            offset = 0
        elif framing == "count" and len(given) == len(want) + 1 and given[0] == str(len(want)):
            offset = 1
        if offset is None:
            return None
        return wrong + offset + 1, given[wrong + offset]

    def _difference(self) -> list[str] | None:
        """The lines around the first difference, numbered, when the outputs are long."""
        if self.word not in ("Wrong Answer", "Presentation Error") or None in (
            self.expected,
            self.received,
        ):
            return None
        want, have = _lines(self.expected), _lines(self.received)
        if max(len(want), len(have)) <= WHOLE_LINES and (
            max(len(self.expected), len(self.received)) <= SHOW
        ):
            return None  # short: shown whole
        first = next(
            (i for i, (w, h) in enumerate(zip(want, have, strict=False)) if w != h),
            min(len(want), len(have)),
        )
        low, high = max(0, first - CONTEXT), first + CONTEXT + 1
        shown = []
        for title, text in ((_("Expected output"), want), (_("Your output"), have)):
            part = text[low:high]
            if part:
                heading = _("{title}, lines {first}-{last} of {count}").format(
                    title=title, first=low + 1, last=low + len(part), count=len(text)
                )
            else:
                heading = _("{title}: nothing from line {first} on ({count} lines)").format(
                    title=title, first=low + 1, count=len(text)
                )
            shown.append(f"--- {heading}:")
            for number, line in enumerate(part, low + 1):
                mark = ">" if number == first + 1 else " "
                shown.append(f"{mark}{number:>6} | {clip(line, 200)}")
        shown.append(
            _(
                "(Line {number} is the first that differs. The whole outputs: "
                "judge(..., full_output=True), or --full.)"
            ).format(number=first + 1)
        )
        return shown

    def report(self) -> str:
        word = verdict_title(self.word)
        lines = [word]
        if self.note:
            lines.append(self.note)
        if self.accepted:
            line = _("{problem}: passed all {total} tests (samples + pitfalls + random)").format(
                problem=self.problem, total=self.tests_total
            )
            if self.show_times and self.max_seconds is not None:
                line += _("; slowest run {seconds:.3f} s of CPU time").format(
                    seconds=self.max_seconds
                )
                if self.max_wall_seconds is not None:
                    line += _(" ({seconds:.3f} s wall-clock)").format(seconds=self.max_wall_seconds)
            lines.append(line + _("."))
        else:
            if self.tests_total:
                if self.test_name:
                    line = _("{problem}: {word} on test {number} of {total} ({name}).")
                else:
                    line = _("{problem}: {word} on test {number} of {total}.")
                lines.append(
                    line.format(
                        problem=self.problem,
                        word=word,
                        number=self.tests_passed + 1,
                        total=self.tests_total,
                        name=_test_name(self.test_name) if self.test_name else "",
                    )
                )
            if self.detail:
                lines.append(self.detail)
            case = self.failing_case()
            if case is not None:
                lines.append(
                    _("The case of that line is input line {number}: {text!r}.").format(
                        number=case[0], text=case[1]
                    )
                )
        excerpt = self._difference() if not self.full_output else None
        if self.input is not None:
            shown = self.input
            if excerpt is not None:  # long: its first lines (the failing case is named above)
                given = self.input.splitlines()
                if len(given) > WHOLE_LINES:
                    shown = (
                        "\n".join(given[:WHOLE_LINES])
                        + "\n"
                        + _("... ({count:,} more lines)").format(count=len(given) - WHOLE_LINES)
                    )
            lines += _section(_("Input"), shown, None if self.full_output else SHOW)
        if excerpt is not None:
            lines += excerpt
        else:
            for title, text in (
                (_("Expected output"), self.expected),
                (_("Your output"), self.received),
            ):
                if text is not None:
                    lines += _section(title, text, None if self.full_output else SHOW)
        return "\n".join(lines) + "\n"

    def __str__(self) -> str:
        return self.report()

    def __repr__(self) -> str:
        return self.report().rstrip("\n")

    def _repr_pretty_(self, printer, cycle) -> None:  # IPython shows the report as plain text
        printer.text(self.report().rstrip("\n"))
