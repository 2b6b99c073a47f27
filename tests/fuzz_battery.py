"""The battery of the fuzz suite: every public name, called with ordinary and hostile values.

Each call runs in a child process (forked, several calls per child) under a CPU-time
limit (the kernel stops a child past it) and a memory limit, so a hang or a memory blow-up is
recorded as such instead of stalling the test run.  :func:`run_battery` returns the counts
(calls, answers, refusals, hangs, uncaught exceptions) and the failing calls.

Run it on its own with ``python tests/fuzz_battery.py`` to print a summary.
"""

from __future__ import annotations

import importlib
import inspect
import multiprocessing
import os
import pkgutil
import re
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

# Python's own words, which tell a student nothing about the function they called.
PYTHON_TEXT = re.compile(
    r"object is not (iterable|subscriptable|callable)|arg is an empty sequence|"
    r"unsupported operand|has no attribute|index out of range|positional argument|"
    r"not supported between instances|cannot unpack|object of type .* has no len"
)
CALL_CPU = 5.0  # seconds of CPU before a call counts as a hang (the kernel stops the child)
CALL_TIMEOUT = 120.0  # seconds of wall clock: only a backstop for a call that sleeps or waits
SLOW = 2.0  # seconds after which an answer counts as slow
MEMORY_LIMIT = 1_500_000_000  # bytes of address space a child may add to what it has

# The package promises a student-readable refusal: ValueError or TypeError (SearchLimitError
# and LoopyGameError are ValueErrors); anything else is counted as an uncaught exception.


def _loop_game() -> Any:
    from gametheory_helpers import Game

    return Game(lambda p: [1 - p], name="a loop")


def _nim_game() -> Any:
    from gametheory_helpers.games.nim import nim

    return nim()


def _bash_game() -> Any:
    from gametheory_helpers.games.bash import bash

    return bash(3)


class _Hostile:
    """An object whose repr and iteration fail, as a careless student class might."""

    def __repr__(self) -> str:
        raise RuntimeError("broken repr")


def bad_values() -> list[tuple[str, Callable[[], Any]]]:
    """The hostile values, as (label, factory) so that each child builds its own."""
    return [
        ("None", lambda: None),
        ("True", lambda: True),
        ("-1", lambda: -1),
        ("0", lambda: 0),
        ("2.5", lambda: 2.5),
        ("nan", lambda: float("nan")),
        ("10**100", lambda: 10**100),
        ("10**5000", lambda: 10**5000),
        ("-10**100", lambda: -(10**100)),
        ("'x'", lambda: "x"),
        ("fullwidth 8", lambda: "８"),
        ("''", lambda: ""),
        ("'-'*5000+'1'", lambda: "-" * 5000 + "1"),
        ("{3}", lambda: {3}),
        ("{1, 2}", lambda: {1, 2}),
        ("[]", lambda: []),
        ("()", lambda: ()),
        ("(1, -2)", lambda: (1, -2)),
        ("(10**6, 2*10**6)", lambda: (10**6, 2 * 10**6)),
        ("(1,)*400", lambda: (1,) * 400),
        ("(1,)*10**5", lambda: (1,) * 10**5),
        ("(10**9,)*10**5", lambda: (10**9,) * 10**5),
        ("superscript '2²'", lambda: "1, 2²"),
        ("(10**100, 3)", lambda: (10**100, 3)),
        ("[[1, 2]]", lambda: [[1, 2]]),
        ("(True, 2)", lambda: (True, 2)),
        ("lambda", lambda: lambda *a: a),
        ("nim()", _nim_game),
        ("loop game", _loop_game),
        ("hostile object", _Hostile),
        ("10**6", lambda: 10**6),
    ]


def _good(name: str) -> Any:
    """A plausible value for a parameter, by its name."""
    if name in {"game", "g1", "g2"}:
        return _bash_game()
    if name == "games":
        return [_bash_game(), _bash_game()]
    table: dict[str, Any] = {
        "position": (1, 2, 3),
        "heaps": (1, 2, 3),
        "steps": (1, 2, 3),
        "coins": (1, 0, 1),
        "piles": (1, 2, 3),
        "stones": (1, 2, 3),
        "start": 5,
        "heads": (1, 3),
        "code": "0.07",
        "S": (1, 2),
        "text": "3, 4",
        "values": [0, 1, 2],
        "sg_values": [0, 1, 2],
        "before": (3, 4),
        "after": (1, 4),
        "positions": [0, 1, 2],
        "graph": [(0, 1), (1, 2)],
        "ground": {0},
        "edges": [(0, 1), (1, 2)],
        "seq": [0, 1, 2, 0, 1, 2],
        "rule": "mock turtles",
        "alpha": 2,
        "beta": 3,
        "limit": 10,
        "n_max": 10,
    }
    return table.get(name, 3)


@dataclass(frozen=True)
class Call:
    """One call of the battery: ``module.name`` with parameter ``param`` set to ``label``."""

    module: str
    name: str
    param: str | None
    label: str

    def __str__(self) -> str:
        where = f"{self.param}={self.label}" if self.param else "plausible arguments"
        return f"{self.module}.{self.name}({where})"


def public_callables() -> list[tuple[str, str, Callable[..., Any]]]:
    """Every callable in every module's ``__all__`` (each object once, at its home module)."""
    import gametheory_helpers

    seen: set[int] = set()
    found = []
    modules = [gametheory_helpers.__name__] + [
        info.name
        for info in pkgutil.walk_packages(gametheory_helpers.__path__, "gametheory_helpers.")
    ]
    for module_name in modules:
        module = importlib.import_module(module_name)
        for name in getattr(module, "__all__", []):
            obj = getattr(module, name)
            if not callable(obj) or id(obj) in seen:
                continue
            seen.add(id(obj))
            found.append((module_name, name, obj))
    return found


def public_names() -> list[tuple[str, str]]:
    """Every (module, name) in every module's ``__all__``, callables or not."""
    import gametheory_helpers

    modules = [gametheory_helpers.__name__] + [
        info.name
        for info in pkgutil.walk_packages(gametheory_helpers.__path__, "gametheory_helpers.")
    ]
    return [(m, n) for m in modules for n in getattr(importlib.import_module(m), "__all__", [])]


def _parameters(obj: Callable[..., Any]) -> list[inspect.Parameter]:
    try:
        signature = inspect.signature(obj)
    except (TypeError, ValueError):
        return []
    return [
        p
        for p in signature.parameters.values()
        if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)
        and not (inspect.isclass(obj) and p.name == "self")
    ]


def all_calls() -> list[Call]:
    """The whole battery, in a fixed order (children rebuild it identically)."""
    labels = [label for label, _ in bad_values()]
    calls = []
    for module, name, obj in public_callables():
        calls.append(Call(module, name, None, ""))
        for parameter in _parameters(obj):
            if parameter.name in {"ax", "figsize", "cmap", "title", "name", "color", "colors"}:
                continue  # presentation-only options are handed to matplotlib
            calls.extend(Call(module, name, parameter.name, label) for label in labels)
    return calls


def _arguments(obj: Callable[..., Any], call: Call) -> tuple[list[Any], dict[str, Any]]:
    values = dict(bad_values())
    args: list[Any] = []
    kwargs: dict[str, Any] = {}
    for parameter in _parameters(obj):
        if parameter.name == call.param:
            value = values[call.label]()
        elif parameter.default is not parameter.empty:
            continue
        else:
            value = _good(parameter.name)
        if parameter.kind is parameter.KEYWORD_ONLY or (
            parameter.name == call.param and parameter.kind is not parameter.POSITIONAL_ONLY
        ):
            kwargs[parameter.name] = value
        else:
            args.append(value)
    return args, kwargs


def run_one(call: Call) -> tuple[str, str, float]:
    """Run one call here; return (kind, detail, seconds) with kind 'answer'/'refusal'/'error'."""
    obj = getattr(importlib.import_module(call.module), call.name)
    try:
        args, kwargs = _arguments(obj, call)
    except Exception as error:  # building a hostile value itself failed: not the package's fault
        return "answer", f"skipped: {error!r}"[:200], 0.0
    started = time.perf_counter()
    try:
        result = obj(*args, **kwargs)
        _touch(result)
        kind, detail = "answer", ""
    except Exception as error:
        kind = "refusal" if isinstance(error, ValueError | TypeError) else "error"
        detail = f"{type(error).__name__}: {_safe_str(error)}"
        if kind == "refusal" and len(detail) > 2000:
            kind, detail = "error", f"message of {len(detail)} characters: {detail[:200]}"
        elif kind == "refusal" and PYTHON_TEXT.search(detail):
            kind = "unhelpful"
        if kind == "error":
            detail += "\n" + "".join(traceback.format_exc(limit=-4))[-1500:]
    finally:
        _close_figures()
    return kind, detail, time.perf_counter() - started


def _safe_str(error: BaseException) -> str:
    try:
        return str(error)
    except Exception as inner:  # a message that fails while being written is a defect too
        return f"<message failed: {type(inner).__name__}: {inner}>"


def _touch(result: Any) -> None:
    # Generators and lazy objects must fail now, inside the time limit, not later.
    if inspect.isgenerator(result):
        for _, _item in zip(range(1000), result, strict=False):
            pass


def _close_figures() -> None:
    import sys

    if "matplotlib.pyplot" in sys.modules:
        sys.modules["matplotlib.pyplot"].close("all")


def _worker(calls: list[Call], start: int, connection: Any) -> None:
    from hostile import limit_address_space, limit_cpu

    for index in range(start, len(calls)):
        limit_address_space(MEMORY_LIMIT)  # what earlier calls left behind does not count
        limit_cpu(CALL_CPU)  # counted from what the child has used so far
        try:
            outcome = run_one(calls[index])
        except BaseException as error:  # MemoryError, RecursionError inside the harness...
            outcome = ("error", f"{type(error).__name__}: {_safe_str(error)[:300]}", 0.0)
        connection.send((index, *outcome))
    connection.close()


@dataclass
class Report:
    """The counts of a battery run and the calls that went wrong."""

    calls: int = 0
    answers: int = 0
    refusals: int = 0
    hangs: list[str] = field(default_factory=list)
    slow: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    unhelpful: list[str] = field(default_factory=list)
    seconds: float = 0.0

    def summary(self) -> str:
        return (
            f"fuzz battery: {self.calls} calls, {self.answers} answers, "
            f"{self.refusals} refusals (ValueError/TypeError/SearchLimitError/LoopyGameError), "
            f"{len(self.hangs)} hangs (> {CALL_CPU:g} s of CPU), {len(self.slow)} slow "
            f"(> {SLOW:g} s), {len(self.errors)} uncaught other exceptions, "
            f"{len(self.unhelpful)} refusals in Python's own words; "
            f"{self.seconds:.1f} s on {os.cpu_count()} cores"
        )


def _run_slice(calls: list[Call], indices: list[int], report: Report, lock: Any) -> None:
    """Run the calls at ``indices`` in forked children, restarting a child after a hang."""
    from hostile import stopped_for_cpu

    context = multiprocessing.get_context("fork")
    sub = [calls[i] for i in indices]
    position = 0
    while position < len(sub):
        receiver, sender = context.Pipe(duplex=False)
        child = context.Process(target=_worker, args=(sub, position, sender), daemon=True)
        child.start()
        sender.close()
        while position < len(sub):
            if not receiver.poll(CALL_TIMEOUT):
                child.kill()
                child.join()
                with lock:
                    report.hangs.append(str(sub[position]))
                position += 1
                break
            try:
                index, kind, detail, seconds = receiver.recv()
            except EOFError:  # the child died (out of memory in C code, a segfault...)
                child.join()
                with lock:
                    if stopped_for_cpu(child.exitcode):
                        report.hangs.append(f"{sub[position]}: more than {CALL_CPU:g} s of CPU")
                    else:
                        report.errors.append(f"{sub[position]}: child died ({child.exitcode})")
                position += 1
                break
            with lock:
                report.calls += 1
                if kind == "answer":
                    report.answers += 1
                elif kind == "refusal":
                    report.refusals += 1
                elif kind == "unhelpful":
                    report.refusals += 1
                    report.unhelpful.append(f"{sub[index]}: {detail[:300]}")
                else:
                    report.errors.append(f"{sub[index]}: {detail}")
                if seconds > SLOW:
                    report.slow.append(f"{sub[index]}: {seconds:.1f} s")
            position = index + 1
        else:
            child.join()
        receiver.close()
    with lock:
        report.calls += 0


def run_battery(calls: list[Call] | None = None, workers: int = 2) -> Report:
    """Run the battery over ``workers`` parallel children; return the :class:`Report`."""
    import threading

    calls = all_calls() if calls is None else calls
    # Import everything once in the parent, so that every fork starts warm.
    for module, _name, _obj in public_callables():
        importlib.import_module(module)
    report = Report()
    lock = threading.Lock()
    started = time.perf_counter()
    slices = [list(range(i, len(calls), workers)) for i in range(workers)]
    threads = [threading.Thread(target=_run_slice, args=(calls, s, report, lock)) for s in slices]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    report.calls += len(report.hangs)
    report.seconds = time.perf_counter() - started
    return report


def iter_lines(report: Report) -> Iterator[str]:
    """The summary and then every failing call, for a file or a terminal."""
    yield report.summary()
    groups = (
        ("hangs", report.hangs),
        ("slow", report.slow),
        ("errors", report.errors),
        ("unhelpful", report.unhelpful),
    )
    for title, items in groups:
        for item in items:
            yield f"[{title}] {item}"


if __name__ == "__main__":
    os.environ.setdefault("MPLBACKEND", "Agg")
    result = run_battery()
    print("\n".join(iter_lines(result)))
