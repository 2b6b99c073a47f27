"""Checkers for the exercises at the end of every chapter.

A checker takes the student's attempt (a function, a value, a set, a table of
answers) and returns a :class:`Feedback`: either "correct", or "not yet" with
a concrete counter-example and a hint.  It never raises: whatever the student
passes in, or whatever their function does, the answer is a readable message,
not a traceback.

Time limits.  :func:`check_function` stops each call of the student's function after
``time_limit`` seconds (default :data:`DEFAULT_TIME_LIMIT`; pass ``time_limit=...`` per exercise)
and names the input it was working on, with a hint (an endless loop? an exponential search?);
the kernel stays usable.  The limits count the CPU time the kernel spends (as a contest judge
does), so a right function is not stopped because the machine is busy with other students'
work; a wall clock of :data:`WALL_BACKSTOP_FACTOR` times the limit stops a function that waits
(``time.sleep``, ``input()``) instead of computing.  On Linux and macOS, in the kernel's main
thread, a timer signal (``SIGPROF``, or ``SIGALRM`` for the backstop) interrupts any Python code,
even a ``while True: pass`` inside ``try/except``.
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

import copy
import ctypes
import functools
import io
import itertools
import math
import numbers
import reprlib
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterable, Mapping
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass
from typing import Any

from .i18n import N_, _
from .validation import require_int, require_real, require_type

__all__ = [
    "DEFAULT_TIME_LIMIT",
    "DEFAULT_TOTAL_TIME_LIMIT",
    "MAX_SET_ELEMENTS",
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
#: Seconds all the calls of one check may take together (a right but slow function is stopped
#: after this, however many cases are left).
DEFAULT_TOTAL_TIME_LIMIT = 20.0
#: The limits above are CPU seconds; a call (or a whole check) that has run this many times its
#: limit by the wall clock is stopped as well, whatever its CPU time (a function that sleeps).
WALL_BACKSTOP_FACTOR = 4.0
#: Elements of a student's collection that :func:`check_set` reads at most (an endless
#: iterable is refused after this many).
MAX_SET_ELEMENTS = 100_000
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


def _is_bool(value: Any) -> bool:
    kind = type(value)
    return isinstance(value, bool) or (kind.__module__ == "numpy" and kind.__name__ == "bool_")


def _equal(got: Any, expected: Any) -> bool:
    """``got == expected`` that never raises; arrays compare as wholes (shape and every entry).

    ``got`` must be a plain value (:func:`_plain`): an object with a rigged ``__eq__`` is unequal.
    A bool is not a number here: ``False`` is not the count ``0``.

    >>> _equal(False, 0), _equal(0, 0), _equal(1.0, 1)
    (False, True, True)
    """
    if not _plain(got):
        return False
    if _is_bool(got) and isinstance(expected, numbers.Number) and not _is_bool(expected):
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


def _in_finaliser(frame: Any) -> bool:
    # Never raise inside a finaliser: unwinding a deep recursion runs __del__ methods, and an
    # exception there becomes an "unraisable" one that the next tick would hit again.
    while frame is not None:
        if frame.f_code.co_name == "__del__":
            return True
        frame = frame.f_back
    return False


class _StopTracer(functools.partial):
    """The alarm's tracer (a partial: called from C without a Python frame)."""


def _make_stop_tracer() -> Any:
    """The tracer installed once the time is up: on every line and call of the student's code
    it asks the interpreter for a _TimeUp, which is raised at the next backward jump or call.
    So a handler that caught the previous one (a bare ``except: pass``, a ``finally:
    continue``) raises it again outside its own ``try``: each handler that catches it moves the
    raise one level out, until the student's function has returned.

    The tracer is ``PyThreadState_SetAsyncExc(thread, _TimeUp)`` itself, called by ctypes with
    the tracer's three arguments after its own two (a C function ignores extra arguments):
    no Python code runs in it, so the interpreter cannot raise the _TimeUp inside the tracer,
    which would switch tracing off.  It returns itself, so new frames are traced too.
    """
    set_async = ctypes.pythonapi["PyThreadState_SetAsyncExc"]  # a fresh function object
    set_async.argtypes = (ctypes.c_ulong, *(ctypes.py_object,) * 4)
    tracer = _StopTracer(set_async, threading.get_ident(), _TimeUp)
    set_async.restype = {0: tracer, 1: tracer}.get  # the C function returns 1 (threads found)
    return tracer


def _student_frames(frame: Any) -> list[Any] | None:
    """The frames from ``frame`` up to (not including) :func:`_plain_call`'s, or None when
    ``frame`` is not running inside the student's call."""
    frames = []
    while frame is not None and frame.f_code is not _plain_call.__code__:
        frames.append(frame)
        frame = frame.f_back
    return frames if frame is not None and frames else None


def _make_stop_handler() -> Any:
    """The timer's signal handler once the time is up: ``PyThreadState_SetAsyncExc(thread,
    _TimeUp)`` called by ctypes with the handler's two arguments after its own two, like the
    tracer above.  No Python frame runs for it, so the stop tracer (which traces every new
    frame) cannot raise inside the handler, and a tick cannot arrive inside a tick: a Python
    handler, traced and entered again at its first instruction by the next tick, once nested
    ~700 deep inside pytest's hook for exceptions nobody can catch, for minutes of CPU."""
    set_async = ctypes.pythonapi["PyThreadState_SetAsyncExc"]  # a fresh function object
    set_async.argtypes = (ctypes.c_ulong, *(ctypes.py_object,) * 3)
    set_async.restype = None
    return functools.partial(set_async, threading.get_ident(), _TimeUp)


def _arm(seconds: float) -> tuple[Any, Any]:
    """Start the timers of a limited call; return the handlers the two signals had."""
    busy = False

    def on_alarm(signum, frame):
        nonlocal busy
        if busy:  # a tick while the last one is still at work (a deep stack, a loaded machine)
            return
        busy = True
        try:
            frames = _student_frames(frame)
            if frames is None or _in_finaliser(frame):
                return  # the student's call is over (or finalising): the timer is reset next
            tracer, handler = _make_stop_tracer(), _make_stop_handler()
            # from now on every tick only asks for another _TimeUp, without Python code
            signal.signal(signal.SIGPROF, handler)
            signal.signal(signal.SIGALRM, handler)
            for each in frames:
                each.f_trace, each.f_trace_lines = tracer, True
            sys.settrace(tracer)  # last: any Python call after it here would be stopped
        finally:
            busy = False
        raise _TimeUp

    # the limit is CPU time (ITIMER_PROF: the process's user and system time), with a wall
    # clock backstop for code that waits instead of computing
    previous = signal.signal(signal.SIGPROF, on_alarm), signal.signal(signal.SIGALRM, on_alarm)
    # fire again every 0.5 s until the call returns, in case the student's code catches the
    # first one (the tracer above then raises on the next line the student's code runs)
    signal.setitimer(signal.ITIMER_PROF, seconds, 0.5)
    signal.setitimer(signal.ITIMER_REAL, seconds * WALL_BACKSTOP_FACTOR, 0.5)
    return previous


def _limited_call(function: Callable[[], Any], seconds: float) -> tuple[str, Any]:
    """:func:`_plain_call` stopped after ``seconds`` of CPU time (see :func:`_arm`)."""
    tracer, drop_pending = sys.gettrace(), _pending_dropper()
    kind, value = "timeout", None
    previous = _arm(seconds)
    try:
        kind, value = _plain_call(function)
    except _TimeUp:  # a tick between the call's end and the timers' reset
        kind, value = "timeout", None
    finally:
        # Once the time is up each tick raises a _TimeUp wherever Python runs, this clean-up
        # too: it is done here, in the frame that armed the timers, with no Python call
        # before the loop, and done again until no tick interrupts it.
        while True:
            try:
                signal.setitimer(signal.ITIMER_PROF, 0)
                signal.setitimer(signal.ITIMER_REAL, 0)
                signal.signal(signal.SIGPROF, previous[0])
                signal.signal(signal.SIGALRM, previous[1])
                if isinstance(sys.gettrace(), _StopTracer):
                    sys.settrace(tracer)
                drop_pending()
                break
            except _TimeUp:
                continue
    return kind, value


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
            kind, value = _limited_call(function, seconds)
        else:
            kind, value = _run_in_thread(function, seconds)
    return kind, value, printed.report()


def _pending_dropper() -> Any:
    """``PyThreadState_SetAsyncExc(this thread, NULL)`` ready to call: it drops a _TimeUp asked
    for and not raised yet.  Made before a call, so that the clean-up after it calls no Python
    function first (a pending _TimeUp would be raised there)."""
    return functools.partial(
        ctypes.pythonapi.PyThreadState_SetAsyncExc, ctypes.c_ulong(threading.get_ident()), None
    )


def _plain_call(function: Callable[[], Any]) -> tuple[str, Any]:
    tracer, drop_pending = sys.gettrace(), _pending_dropper()
    try:
        return "value", function()
    except _TimeUp:
        return "timeout", None
    except Exception as error:  # the student's code may fail in any way
        return "error", error
    finally:
        drop_pending()
        if isinstance(sys.gettrace(), _StopTracer):  # the alarm's: give back the previous one
            sys.settrace(tracer)


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


def _require_limit(value: Any, name: str) -> float | None:
    """A time limit of the teacher's: None or a positive finite number of seconds."""
    if value is None:
        return None
    require_real(value, name)
    if value <= 0:
        raise ValueError(
            _("{name} must be a positive number of seconds or None, got {value}").format(
                name=name, value=short_repr(value)
            )
        )
    return float(value)


def _require_function_check(
    reference: Any, cases: Any, hint: Any, argument_names: Any, same: Any
) -> None:
    # The teacher's own arguments: a clear refusal now, not a traceback from the loop below.
    for name, value in (("reference", reference), ("same", same)):
        if not callable(value):
            raise TypeError(
                _("{name} must be a function, got {value}").format(
                    name=name, value=short_repr(value)
                )
            )
    if isinstance(cases, (str, bytes)) or not isinstance(cases, Iterable):
        raise TypeError(
            _("cases must be a list of test cases, got {value}").format(value=short_repr(cases))
        )
    _require_texts(hint=hint)
    if not isinstance(argument_names, tuple) or not all(
        isinstance(name, str) for name in argument_names
    ):
        raise TypeError(
            _("argument_names must be a tuple of names such as ('n',), got {value}").format(
                value=short_repr(argument_names)
            )
        )


class _Budget:
    """The CPU time one check may still spend on the student's code: per call and in all.

    The wall-clock time is counted too: a check whose calls waited for
    ``WALL_BACKSTOP_FACTOR`` times the total limit is used up as well.
    """

    def __init__(self, per_call: float | None, total: float | None) -> None:
        self.per_call, self.total, self.spent, self.waited = per_call, total, 0.0, 0.0
        # whether the last call's limit was what was left of the total: the timer's clock and
        # process_time() tick differently, so "spent >= total" alone can miss by a tick
        self.last_limit_was_the_rest = False

    def next_limit(self) -> float | None:
        if self.total is None:
            return self.per_call
        left = max(
            min(self.total - self.spent, self.total - self.waited / WALL_BACKSTOP_FACTOR), 0.001
        )
        return left if self.per_call is None else min(self.per_call, left)

    def run(self, function: Callable[[], Any]) -> tuple[str, Any, str]:
        limit = self.next_limit()
        self.last_limit_was_the_rest = self.total is not None and (
            self.per_call is None or limit < self.per_call
        )
        started, cpu_started = time.perf_counter(), time.process_time()
        try:
            return _call_with_limit(function, limit)
        finally:
            self.spent += time.process_time() - cpu_started
            self.waited += time.perf_counter() - started

    def used_up(self) -> bool:
        return self.total is not None and (
            self.spent >= self.total or self.waited >= self.total * WALL_BACKSTOP_FACTOR
        )


def _fresh(args: tuple[Any, ...]) -> tuple[Any, ...]:
    """A deep copy of a case, so that nothing the student's function does to it is kept."""
    try:
        return copy.deepcopy(args)
    except Exception:  # a teacher's case that cannot be copied (a generator...): as it is
        return args


def check_function(
    attempt: Any,
    reference: Callable[..., Any],
    cases: Iterable[Any],
    *,
    hint: str = "",
    argument_names: tuple[str, ...] = ("n",),
    same: Callable[[Any, Any], bool] = _equal,
    time_limit: float | None = DEFAULT_TIME_LIMIT,
    total_time_limit: float | None = DEFAULT_TOTAL_TIME_LIMIT,
) -> Feedback:
    """Compare ``attempt`` with ``reference`` on every case; report the first difference.

    A case that is a tuple is passed as several arguments.  ``argument_names``
    only makes the counter-example easier to read.  The student's function and the reference
    each get their own deep copy of every case, so a function that changes its argument
    changes neither the checker's cases nor what the reference sees.

    Each call of ``attempt`` may take at most ``time_limit`` seconds, and all calls together
    (with the comparisons ``same`` makes, which may read a lazy answer) at most
    ``total_time_limit`` seconds (``None``: no limit); a longer call is stopped and reported
    with the input it was working on.  On Linux and macOS
    the call is interrupted by a timer signal (``SIGALRM``), which stops any Python code, even
    a loop whose body catches everything with a bare ``except:``, but not
    one long call into C (``10**10**9``, ``sum(range(10**15))``): that returns, and is then
    reported, only when the C call ends.  Where no timer signal exists (Windows) or when the
    checker runs outside the main thread, the attempt runs in a helper thread; at the limit the
    checker answers at once and asks the thread to stop, which again works for Python code but
    not for a long C call (the message says so).  What the student's code prints is cut after
    ``PRINT_LIMIT`` characters and shown above the verdict.

    >>> check_function(lambda n: n % 2, lambda n: n % 2, [1, 2, 3], total_time_limit=5)
    ✅ Correct on all 3 test cases.
    """
    _require_function_check(reference, cases, hint, argument_names, same)
    budget = _Budget(
        _require_limit(time_limit, "time_limit"),
        _require_limit(total_time_limit, "total_time_limit"),
    )
    if not callable(attempt):
        return Feedback(
            False, _("expected a function, got {value}.").format(value=short_repr(attempt))
        )
    count = 0
    for case in cases:
        args = case if isinstance(case, tuple) else (case,)
        where = _describe_case(case, argument_names)
        expected = reference(*_fresh(args))
        given = _fresh(args)
        kind, got, printed = budget.run(lambda: attempt(*given))  # noqa: B023
        if kind == "value" and same is _equal:
            agrees = _equal(got, expected)
        elif kind == "value":  # a custom comparison may read a lazy answer: inside the limits
            answer = got
            kind, verdict, more = budget.run(lambda: bool(same(answer, expected)))  # noqa: B023
            printed += more
            if kind == "error":  # a comparison that fails: the answer is not the right one
                kind, verdict = "value", False
            agrees = kind == "value" and verdict and _plain(answer)
            got = answer if kind == "value" else verdict
        if printed:
            header = _("[your function printed, for {where}:]").format(where=where)
            print(f"{header}\n{printed}", end="")
        if kind.startswith("timeout"):
            return Feedback(
                False, _with_hint(_timeout_message(kind, got, where, budget), hint or TIMEOUT_HINT)
            )
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
        if not agrees:
            message = _(
                "Not yet: for {where} your function returns {got} but the answer is {expected}."
            ).format(where=where, got=short_repr(got), expected=short_repr(expected))
            return Feedback(False, _with_hint(message, hint))
        count += 1
    return Feedback(True, _("Correct on all {count} test cases.").format(count=count))


def _timeout_message(kind: str, still_running: Any, where: str, budget: _Budget) -> str:
    if budget.used_up() or budget.last_limit_was_the_rest:
        message = _(
            "Time limit: your function took {seconds:g} s in all, the most one check may take, "
            "and was still running for {where}, so the checker stopped it."
        ).format(where=where, seconds=budget.total)
    else:
        message = _(
            "Time limit: for {where} your function was still running after "
            "{seconds:g} s, so the checker stopped it."
        ).format(where=where, seconds=budget.per_call)
    if kind == "timeout-thread":
        message += (
            _(" (On this platform the checker cannot interrupt code directly: it was asked to stop")
            + (_(", but is still running in the background") if still_running else "")
            + _("; restart the kernel if it slows down.)")
        )
    return message


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


@dataclass(frozen=True)
class _Unhashable:
    item: Any


def _read_set(attempt: Iterable[Any]) -> set[Any] | _Unhashable | None:
    """The student's collection as a set; None past MAX_SET_ELEMENTS elements."""
    items = list(itertools.islice(attempt, MAX_SET_ELEMENTS + 1))
    if len(items) > MAX_SET_ELEMENTS:
        return None
    given = set()
    for item in items:
        item = _hashable(item)
        try:
            given.add(item)
        except TypeError:
            return _Unhashable(item)
    return given


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
    kind, given, printed = _call_with_limit(lambda: _read_set(attempt), DEFAULT_TIME_LIMIT)
    if printed:
        print(printed, end="")
    if kind.startswith("timeout"):
        return Feedback(
            False,
            _(
                "Time limit: reading your {what} took more than {seconds:g} s, so the checker "
                "stopped (an endless iterable?)."
            ).format(what=what, seconds=DEFAULT_TIME_LIMIT),
        )
    if kind == "error":
        return Feedback(
            False,
            _("could not read your {what}: {error}.").format(what=what, error=type(given).__name__),
        )
    if given is None:
        return Feedback(
            False,
            _(
                "your {what} has more than {limit:,} elements, more than the checker reads "
                "(an endless iterable?)."
            ).format(what=what, limit=MAX_SET_ELEMENTS),
        )
    if isinstance(given, _Unhashable):
        bad = given.item
        return Feedback(
            False,
            _(
                "the elements of your {what} must be numbers, strings or tuples; "
                "{value} (a {type}) cannot be an element."
            ).format(what=what, value=short_repr(bad), type=type(bad).__name__),
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
    if not isinstance(expected, Mapping):
        raise TypeError(
            _("expected must be a dict of the right answers, got {value}").format(
                value=short_repr(expected)
            )
        )
    if hints is not None and (
        not isinstance(hints, Mapping) or not all(isinstance(h, str) for h in hints.values())
    ):
        raise TypeError(
            _("hints must be None or a dict of texts, got {value}").format(value=short_repr(hints))
        )
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
