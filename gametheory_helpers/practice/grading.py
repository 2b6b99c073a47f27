"""Grade one answer of the nbgrader course against a pristine copy of the chapter's key.

The course's locked test cells (``tools/make_course.py``) call :func:`verify`::

    from gametheory_helpers.practice.grading import verify

    verify("ch02", "E1", matches_game)

``verify`` runs the same checker as the chapter (``practice.check_e1``, one source of truth),
but from a **private copy** of the package, loaded afresh from the installed files for every
call, not from ``sys.modules`` as the student's answer cells left it.  A wrong answer raises
:class:`AssertionError` whose message is the checker's own feedback (nbgrader shows it to the
student and gives the test cell 0 points); a right one prints the ✅ line.

Threat model
------------
What it stops: an answer cell that, *before* the test cell runs, redefines ``practice``,
``practice.check_e1`` or the reference function, monkeypatches the loaded key module
(``gametheory_helpers.practice.ch02``), ``gametheory_helpers.exercises`` or the quiz
classes, or switches the language: the private copy sees none of it.  A checker that is
handed an object with a rigged ``__eq__`` compares plain values only
(:func:`gametheory_helpers.exercises._equal`).

What it cannot stop: code that runs in the same Python process and sets out to cheat, e.g.
replacing this module's ``verify`` in ``sys.modules``, patching ``importlib`` or
``builtins``, or a student's function that, while the checker calls it, digs the private
copy out of the interpreter (``gc.get_objects()``) and rewrites it.  Those are deliberate
attacks, visible in the submission the lecturer can read; nbgrader's own sandbox is the
process boundary only.  Hangs and memory are the grader's job (the course's
``nbgrader_config.py``: per-cell timeout, output limits, a memory limit for the kernel).

Example
-------
>>> verify("ch02", "E1", lambda heaps: "Yes" if sum(heaps) % 2 else "No")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
AssertionError: ❌ Not yet: for heaps = ...
"""

from __future__ import annotations

import importlib
import importlib.util
import itertools
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

from ..i18n import _
from ..validation import show

__all__ = ["pristine_key", "verify"]

_PACKAGE_DIR = Path(__file__).resolve().parent.parent
_CHAPTERS = tuple(f"ch{number:02d}" for number in range(1, 11))
_LANGUAGES = ("en", "zh")
_COUNTER = itertools.count()


def _fresh_package() -> tuple[str, ModuleType]:
    """A private copy of ``gametheory_helpers`` under a new name, executed from its files."""
    name = f"_gametheory_pristine_{next(_COUNTER)}"
    spec = importlib.util.spec_from_file_location(
        name, _PACKAGE_DIR / "__init__.py", submodule_search_locations=[str(_PACKAGE_DIR)]
    )
    if spec is None or spec.loader is None:  # pragma: no cover - the package is on disk
        raise ImportError(f"cannot load a private copy of {_PACKAGE_DIR}")
    package = importlib.util.module_from_spec(spec)
    sys.modules[name] = package
    spec.loader.exec_module(package)
    return name, package


def _forget(name: str) -> None:
    for module in [m for m in sys.modules if m == name or m.startswith(name + ".")]:
        del sys.modules[module]


def pristine_key(chapter: str, language: str = "en") -> tuple[ModuleType, ModuleType]:
    """(key module, package) of ``chapter`` from a fresh private copy, speaking ``language``.

    The copy stays in ``sys.modules`` under a private name (the checkers import lazily);
    :func:`verify` removes it after the check.

    >>> key, package = pristine_key("ch02")
    >>> key.e2_reference([7, 11, 13]), key.__name__.endswith(".practice.ch02")
    (3, True)
    """
    if not isinstance(chapter, str) or chapter not in _CHAPTERS:
        raise ValueError(
            _("chapter must be one of ch01 .. ch10, got {value}").format(value=show(chapter))
        )
    if not isinstance(language, str) or language not in _LANGUAGES:
        raise ValueError(
            _("language must be 'en' or 'zh', got {value}").format(value=show(language))
        )
    name, package = _fresh_package()
    try:
        package.set_language(language)
        key = importlib.import_module(f"{name}.practice.{chapter}")
    except BaseException:
        _forget(name)
        raise
    return key, package


def verify(chapter: str, exercise: str, answer: Any, *, language: str = "en") -> None:
    """Check ``answer`` to ``exercise`` of ``chapter`` with a pristine key; raise if wrong.

    ``exercise`` names an entry of the chapter's ``CHECKS`` ("E1", "E3a", "Q2"); ``answer`` is
    what the chapter's exercise cell passes to its checker (a function, a value, or the
    picked option numbers / typed text of a question).  Raises :class:`AssertionError`
    carrying the checker's feedback when the answer is not accepted.

    >>> verify("ch02", "E1", lambda heaps: "No" if not sum(heaps) else "Yes")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    AssertionError: ❌ Not yet: for heaps = [1, 1] your function returns 'Yes' but the answer ...
    """
    if not isinstance(exercise, str):
        raise TypeError(
            _("exercise must be a name such as 'E1', got {kind}").format(
                kind=type(exercise).__name__
            )
        )
    key, package = pristine_key(chapter, language)
    try:
        checks = key.CHECKS
        if exercise not in checks:
            raise ValueError(
                _("exercise must be one of {names} for {chapter}, got {value}").format(
                    names=", ".join(checks), chapter=chapter, value=show(exercise)
                )
            )
        feedback = checks[exercise](answer)
        feedback_type = package.exercises.Feedback
        if type(feedback) is not feedback_type:  # pragma: no cover - a checker always answers
            raise AssertionError("❌ " + _("the checker gave no verdict"))
        text = repr(feedback)
        correct = feedback.correct is True
    finally:
        _forget(package.__name__)
    if not correct:
        raise AssertionError(text)
    print(text)
