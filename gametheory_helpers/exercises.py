"""Checkers for the exercises at the end of every chapter.

A checker takes the student's attempt (a function, a value, a set, a table of
answers) and returns a :class:`Feedback`: either "correct", or "not yet" with
a concrete counter-example and a hint.  It never raises: whatever the student
passes in, or whatever their function does, the answer is a readable message,
not a traceback.

Time limits.  :func:`check_function` stops each call of the student's function after
``time_limit`` seconds (default :data:`DEFAULT_TIME_LIMIT`; pass ``time_limit=...`` per exercise)
and names the input it was working on, with a hint (an endless loop? an exponential search?);
the kernel stays usable.  On Linux and macOS, in the kernel's main thread, a timer signal
(``SIGALRM``) interrupts any Python code, even a ``while True: pass`` inside ``try/except``.
No checker can interrupt a single long call into C (``10**10**9``, ``sorted`` of a huge list):
that is noticed only when the call returns.  On Windows (no ``SIGALRM``) or outside the main
thread the attempt runs in a helper thread: the verdict still comes at the limit, and the thread
is asked to stop (which works for Python code), and the message says that the platform cannot
interrupt code directly.  Whatever the student's function prints is shown above the verdict, cut
after ``PRINT_LIMIT`` characters.

Example
-------
>>> def my_bash(n):            # a wrong attempt: forgets that m + 1 = 4
...     return "P" if n % 3 == 0 else "N"
>>> check_function(my_bash, lambda n: "P" if n % 4 == 0 else "N", range(10),
...                hint="which remainders can the player to move fix?")  # doctest: +ELLIPSIS
❌ Not yet: for n = 3 your function returns 'P' but the answer is 'N'. Hint: which ...
"""

from __future__ import annotations

import ctypes
import io
import math
import reprlib
import signal
import sys
import threading
from collections.abc import Callable, Hashable, Iterable, Mapping
from contextlib import contextmanager, redirect_stderr, redirect_stdout
from dataclasses import dataclass
from typing import Any

from .i18n import N_, _
from .validation import require_int, require_type

__all__ = [
    "DEFAULT_TIME_LIMIT",
    "Feedback",
    "can_interrupt",
    "check_answer",
    "check_answers",
    "check_function",
    "check_set",
    "short_repr",
]

# the default names of what check_answer and check_set check, translated when shown
_DEFAULT_WHATS = (N_("answer"), N_("set"))
#: Seconds one call of the student's function may take before the checker stops it.
DEFAULT_TIME_LIMIT = 3.0
#: Characters of the student's own printing shown under the verdict; the rest is cut.
PRINT_LIMIT = 2_000


@dataclass(frozen=True)
class Feedback:
    """The verdict of a checker; shown in a notebook as one line of text."""

    correct: bool
    message: str

    def __repr__(self) -> str:
        return ("✅ " if self.correct else "❌ ") + self.message

    def __bool__(self) -> bool:
        return self.correct


# -- short, safe descriptions of any value ---------------------------------------------------


class _ShortRepr(reprlib.Repr):
    """reprlib with integers shown by size when huge (str() of them may even be refused)."""

    def __init__(self) -> None:
        super().__init__()
        self.maxlevel, self.maxlist, self.maxtuple = 3, 12, 12
        self.maxset = self.maxfrozenset = self.maxdict = 12
        self.maxstring, self.maxother, self.maxlong = 80, 80, 60

    def repr_int(self, x: int, level: int) -> str:
        if x.bit_length() <= 190:  # at most 58 digits: shown in full
            return int.__repr__(x)
        digits = math.floor(x.bit_length() * math.log10(2)) + 1
        last = int.__repr__(abs(x) % 10**6).zfill(6)
        sign = "-" if x < 0 else ""
        return f"<{sign}integer of about {digits:,} digits, ending ...{last}>"

    def repr_bool(self, x: bool, level: int) -> str:
        return repr(x)

    def repr_instance(self, x: Any, level: int) -> str:
        try:
            text = repr(x)
        except Exception:  # a broken __repr__ in the student's object
            return f"<{type(x).__name__} object that cannot be shown>"
        if len(text) > self.maxother:
            half = max(0, (self.maxother - 3) // 2)
            text = text[:half] + "..." + text[len(text) - half :]
        return text


_SHORT = _ShortRepr()


def short_repr(value: Any, limit: int = 200) -> str:
    """A repr for messages: never raises, never longer than about ``limit`` characters.

    >>> short_repr(list(range(100)))
    '[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, ...]'
    >>> short_repr(10**5000)
    '<integer of about 5,001 digits, ending ...000000>'
    """
    require_int(limit, _("limit, the most characters shown,"), minimum=10)
    try:
        text = _SHORT.repr(value)
    except Exception:  # a broken __repr__ in the student's object
        text = f"<{type(value).__name__} object that cannot be shown>"
    if len(text) > limit:
        keep = max(limit - 5, 10)
        text = text[: keep // 2] + " ... " + text[-(keep - keep // 2) :]
    return text


#: Modules whose types compare honestly; a value of any other type (a class of the student's
#: with its own ``__eq__``, say one that is equal to everything) is never "equal" to an answer.
_PLAIN_MODULES = ("builtins", "numpy", "fractions", "decimal", "collections")
_PACKAGE_PREFIXES = ("gametheory_helpers", "_gametheory_pristine")


def _plain(value: Any, depth: int = 0) -> bool:
    """True when ``value`` holds only built-in (or numpy, or this package's) values, to depth 20.

    >>> liar = type("Liar", (), {"__eq__": lambda s, o: True, "__module__": "__main__"})
    >>> _plain([1, ("a", {2: 3.5})]), _plain(liar()), _plain(["Yes", liar()])
    (True, False, False)
    """
    module = type(value).__module__.split(".")[0]
    if module not in _PLAIN_MODULES and not module.startswith(_PACKAGE_PREFIXES):
        return False
    if isinstance(value, list | tuple | set | frozenset):
        return depth < 20 and all(_plain(item, depth + 1) for item in value)
    if isinstance(value, dict):
        return depth < 20 and all(
            _plain(k, depth + 1) and _plain(v, depth + 1) for k, v in value.items()
        )
    return True


def _equal(got: Any, expected: Any) -> bool:
    """``got == expected`` that never raises; arrays compare as wholes (shape and every entry).

    ``got`` must be a plain value (:func:`_plain`): an object with a rigged ``__eq__`` is unequal.
    """
    if not _plain(got):
        return False
    try:
        result = got == expected
        if isinstance(result, bool):
            return result
        if hasattr(result, "all"):  # numpy: elementwise comparison
            numpy = sys.modules.get("numpy")
            if numpy is not None:
                return bool(numpy.array_equal(numpy.asarray(got), numpy.asarray(expected)))
            return bool(result.all())
        return bool(result)
    except Exception:
        return False


def _is_blank(value: Any) -> bool:
    return value is None or value is Ellipsis


# -- running the student's code under a time limit -------------------------------------------


class _TimeUp(BaseException):
    """Raised inside the student's code when the time limit is over (BaseException, so that a
    student's ``except Exception`` does not swallow it)."""


def can_interrupt() -> bool:
    """True when the checkers can stop a running attempt with a timer signal (POSIX, main thread).

    Elsewhere (Windows, or a checker called from another thread) the attempt runs in a helper
    thread that is abandoned at the time limit and asked to stop; see :func:`check_function`.
    """
    return hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()


class _CappedText(io.TextIOBase):
    """A write-only text stream that keeps the first ``limit`` characters and counts the rest."""

    def __init__(self, limit: int = PRINT_LIMIT) -> None:
        self.limit, self.kept, self.cut = limit, [], 0
        self._size = 0

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        text = str(text)
        room = self.limit - self._size
        if room > 0:
            self.kept.append(text[:room])
            self._size += min(room, len(text))
        self.cut += max(0, len(text) - max(room, 0))
        return len(text)

    def report(self) -> str:
        shown = "".join(self.kept)
        if self.cut:
            shown += "\n" + _(
                "[... {count:,} more characters of printing cut by the checker]"
            ).format(count=self.cut)
            shown += "\n"
        return shown


@contextmanager
def _alarm(seconds: float):
    def on_alarm(signum, frame):
        # Never inside a finaliser: unwinding a deep recursion runs __del__ methods, and an
        # exception there becomes an "unraisable" one that the next tick would hit again.
        while frame is not None:
            if frame.f_code.co_name == "__del__":
                return
            frame = frame.f_back
        raise _TimeUp

    previous = signal.signal(signal.SIGALRM, on_alarm)
    # fire again every 0.5 s in case the student's code catches the first one with a bare
    # except (often enough to stop such code, seldom enough not to hit the unwinding)
    signal.setitimer(signal.ITIMER_REAL, seconds, 0.5)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _run_in_thread(function: Callable[[], Any], seconds: float) -> tuple[str, Any]:
    outcome: list[tuple[str, Any]] = []

    def target() -> None:
        try:
            outcome.append(("value", function()))
        except _TimeUp:
            outcome.append(("timeout", None))
        except BaseException as error:  # noqa: BLE001 - reported to the student
            outcome.append(("error", error))

    worker = threading.Thread(target=target, daemon=True, name="exercise attempt")
    worker.start()
    worker.join(seconds)
    if worker.is_alive():
        # ask the thread to stop: works between bytecodes, not inside one long C call
        ctypes.pythonapi.PyThreadState_SetAsyncExc(
            ctypes.c_ulong(worker.ident), ctypes.py_object(_TimeUp)
        )
        worker.join(0.5)
        return ("timeout-thread", worker.is_alive())
    return outcome[0] if outcome else ("timeout", None)


def _call_with_limit(function: Callable[[], Any], seconds: float | None) -> tuple[str, Any, str]:
    """Run ``function()``; return ``(kind, value, printed)`` with kind value / error / timeout."""
    printed = _CappedText()
    with redirect_stdout(printed), redirect_stderr(printed):
        if seconds is None:
            kind, value = _plain_call(function)
        elif can_interrupt():
            try:
                with _alarm(seconds):
                    kind, value = _plain_call(function)
            except _TimeUp:  # the alarm fired between the call's end and the timer's reset
                kind, value = "timeout", None
        else:
            kind, value = _run_in_thread(function, seconds)
    return kind, value, printed.report()


def _plain_call(function: Callable[[], Any]) -> tuple[str, Any]:
    try:
        return "value", function()
    except _TimeUp:
        return "timeout", None
    except Exception as error:  # the student's code may fail in any way
        return "error", error


def _display_order(items: Iterable[Any]) -> list[Any]:
    """Sort for a message: naturally when the items compare (so 5 comes before 10), else by repr."""
    items = list(items)
    try:
        return sorted(items)
    except TypeError:
        return sorted(items, key=short_repr)


def _require_texts(**texts: Any) -> None:
    # The teacher's words (hint, what) are text; anything else is refused, not printed.
    for name, value in texts.items():
        require_type(value, str, name, N_("text"))


def _with_hint(message: str, hint: str) -> str:
    return message + _(" Hint: {hint}").format(hint=_(hint)) if hint else message


def _describe_case(case: Any, argument_names: tuple[str, ...]) -> str:
    values = case if isinstance(case, tuple) else (case,)
    if len(argument_names) == len(values):
        return ", ".join(
            f"{n} = {short_repr(v)}" for n, v in zip(argument_names, values, strict=True)
        )
    return _("input {case}").format(case=short_repr(case))


TIMEOUT_HINT = N_(
    "an infinite loop (a `while` whose condition never changes)? or a search that grows "
    "exponentially with the input (try the rule you found instead of a brute force)?"
)


def check_function(
    attempt: Any,
    reference: Callable[..., Any],
    cases: Iterable[Any],
    *,
    hint: str = "",
    argument_names: tuple[str, ...] = ("n",),
    same: Callable[[Any, Any], bool] = _equal,
    time_limit: float | None = DEFAULT_TIME_LIMIT,
) -> Feedback:
    """Compare ``attempt`` with ``reference`` on every case; report the first difference.

    A case that is a tuple is passed as several arguments.  ``argument_names``
    only makes the counter-example easier to read.

    Each call of ``attempt`` may take at most ``time_limit`` seconds (``None``: no limit); a
    longer call is stopped and reported with the input it was working on.  On Linux and macOS
    the call is interrupted by a timer signal (``SIGALRM``), which stops any Python code, but not
    one long call into C (``10**10**9``, ``sum(range(10**15))``): that returns, and is then
    reported, only when the C call ends.  Where no timer signal exists (Windows) or when the
    checker runs outside the main thread, the attempt runs in a helper thread; at the limit the
    checker answers at once and asks the thread to stop, which again works for Python code but
    not for a long C call (the message says so).  What the student's code prints is cut after
    ``PRINT_LIMIT`` characters and shown above the verdict.
    """
    if not callable(attempt):
        return Feedback(
            False, _("expected a function, got {value}.").format(value=short_repr(attempt))
        )
    count = 0
    for case in cases:
        args = case if isinstance(case, tuple) else (case,)
        where = _describe_case(case, argument_names)
        expected = reference(*args)
        kind, got, printed = _call_with_limit(lambda: attempt(*args), time_limit)  # noqa: B023
        if printed:
            header = _("[your function printed, for {where}:]").format(where=where)
            print(f"{header}\n{printed}", end="")
        if kind.startswith("timeout"):
            message = _(
                "Time limit: for {where} your function was still running after "
                "{seconds:g} s, so the checker stopped it."
            ).format(where=where, seconds=time_limit)
            if kind == "timeout-thread":
                message += (
                    _(
                        " (On this platform the checker cannot interrupt code directly: it was "
                        "asked to stop"
                    )
                    + (_(", but is still running in the background") if got else "")
                    + _("; restart the kernel if it slows down.)")
                )
            return Feedback(False, _with_hint(message, hint or TIMEOUT_HINT))
        if kind == "error":
            if isinstance(got, NotImplementedError):
                return Feedback(
                    False,
                    _("not attempted yet: replace `raise NotImplementedError` with your code."),
                )
            message = _("for {where} your function raised {error}: {text}.").format(
                where=where, error=type(got).__name__, text=_error_text(got)
            )
            return Feedback(False, _with_hint(message, hint))
        try:
            agrees = _plain(got) and bool(same(got, expected))
        except Exception:
            agrees = False
        if not agrees:
            message = _(
                "Not yet: for {where} your function returns {got} but the answer is {expected}."
            ).format(where=where, got=short_repr(got), expected=short_repr(expected))
            return Feedback(False, _with_hint(message, hint))
        count += 1
    return Feedback(True, _("Correct on all {count} test cases.").format(count=count))


def _error_text(error: BaseException, limit: int = 300) -> str:
    try:
        text = str(error)
    except Exception:
        return _("(a message that cannot be shown)")
    return text if len(text) <= limit else text[: limit - 4] + " ..."


def check_answer(attempt: Any, expected: Any, *, hint: str = "", what: str = "answer") -> Feedback:
    """Check a single value (a number, a string, a position)."""
    _require_texts(hint=hint, what=what)
    what = _(what)
    if _is_blank(attempt):
        return Feedback(False, _("not attempted yet: fill in your {what}.").format(what=what))
    if _equal(attempt, expected):
        return Feedback(
            True, _("Correct: the {what} is {value}.").format(what=what, value=short_repr(expected))
        )
    message = _("Not yet: {value} is not the {what}.").format(value=short_repr(attempt), what=what)
    return Feedback(False, _with_hint(message, hint))


def _hashable(item: Any) -> Any:
    """Lists inside a collection become tuples (``[1, 2]`` is the position ``(1, 2)``)."""
    if isinstance(item, list):
        return tuple(_hashable(part) for part in item)
    return item


def check_set(
    attempt: Any, expected: Iterable[Any], *, hint: str = "", what: str = "set"
) -> Feedback:
    """Check a collection whose order does not matter; name one missing or extra element.

    Elements written as lists are read as tuples, so ``[[1, 2]]`` means ``{(1, 2)}``.
    """
    _require_texts(hint=hint, what=what)
    what = _(what)
    if _is_blank(attempt):
        return Feedback(False, _("not attempted yet: fill in your {what}.").format(what=what))
    if isinstance(attempt, (str, bytes)) or not isinstance(attempt, Iterable):
        return Feedback(
            False,
            _("expected a collection (a set or a list), got {value}.").format(
                value=short_repr(attempt)
            ),
        )
    try:
        given = {_hashable(item) for item in attempt}
    except TypeError:
        bad = next((item for item in attempt if not isinstance(_hashable(item), Hashable)), attempt)
        return Feedback(
            False,
            _(
                "the elements of your {what} must be numbers, strings or tuples; "
                "{value} (a {type}) cannot be an element."
            ).format(what=what, value=short_repr(bad), type=type(bad).__name__),
        )
    except Exception as error:
        return Feedback(
            False,
            _("could not read your {what}: {error}.").format(what=what, error=type(error).__name__),
        )
    wanted = {_hashable(item) for item in expected}
    if given == wanted and _plain(given):
        return Feedback(
            True,
            _("Correct: the {what} is {value}.").format(
                what=what, value=short_repr(_display_order(wanted), 400)
            ),
        )
    extra = _display_order(given - wanted)
    missing = _display_order(wanted - given)
    if extra:
        message = _("Not yet: {value} should not be in the {what}.").format(
            value=short_repr(extra[0]), what=what
        )
    else:
        message = _("Not yet: your {what} is missing an element ({count} missing).").format(
            what=what, count=len(missing)
        )
    return Feedback(False, _with_hint(message, hint))


def check_answers(
    attempt: Any, expected: Mapping[Any, Any], *, hints: Mapping[Any, str] | None = None
) -> Feedback:
    """Check a table of answers (a quiz): every key must be answered, and correctly.

    The message names the first wrong item and its hint, without giving away
    the others.  Answers may be numbers, strings, tuples or numpy arrays.
    """
    if not isinstance(attempt, Mapping):
        return Feedback(
            False, _("expected a dict of answers, got {value}.").format(value=short_repr(attempt))
        )
    try:
        answers = dict(attempt)
    except Exception as error:
        return Feedback(
            False, _("could not read your answers: {error}.").format(error=type(error).__name__)
        )
    missing = [key for key in expected if _is_blank(answers.get(key, ...))]
    if missing:
        return Feedback(
            False,
            _("not finished yet: no answer for {key}.").format(key=short_repr(missing[0])),
        )
    unknown = [key for key in answers if key not in expected]
    if unknown:
        return Feedback(
            False, _("{key} is not one of the questions.").format(key=short_repr(unknown[0]))
        )
    wrong = [key for key in expected if not _equal(answers[key], expected[key])]
    if not wrong:
        return Feedback(True, _("All {count} answers are right.").format(count=len(expected)))
    first = wrong[0]
    hint = (hints or {}).get(first, "")
    message = _("{wrong} of {total} answers are wrong; look again at {key}.").format(
        wrong=len(wrong), total=len(expected), key=short_repr(first)
    )
    return Feedback(False, _with_hint(message, hint))
