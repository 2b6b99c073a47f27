"""Worked solutions run in their own namespace, so *Run All* never overwrites a student's work.

A chapter's worked solution is a code cell whose first line is the banner
``# Worked solution ...`` and which defines the same names as the exercise's stub
(``def partner(m): ...``), so that the course generator can put it between the stub's
``### BEGIN SOLUTION`` / ``### END SOLUTION`` lines. Run in the notebook's namespace, it would
replace the student's ``partner`` before a later exercise uses it.

:func:`register` adds an IPython input transformer: a cell that starts with the banner is run
by :func:`run_isolated` instead, in a copy of the notebook's namespace plus the names the
earlier worked solutions bound (a solution may use an earlier solution, as chapter 03's E3
uses E2's ``partner``). Nothing it binds reaches the notebook's namespace. The cell's source
is not changed, and worked solutions end with the checker's ``assert`` (no value to display).

>>> shell_ns = {"partner": "the student's"}
>>> run_isolated("partner = 'the model'\\nassert partner == 'the model'", shell_ns)
>>> shell_ns["partner"]
"the student's"
"""

from __future__ import annotations

import sys
from typing import Any

BANNER = "# Worked solution"

#: id(namespace) -> the names the worked solutions run in that namespace have bound so far
_BOUND: dict[int, dict[str, Any]] = {}


def run_isolated(source: str, namespace: dict[str, Any]) -> None:
    """Run ``source`` in a copy of ``namespace`` and the earlier solutions' names.

    Only the earlier worked solutions (run through this function with the same
    ``namespace``) see what ``source`` binds.
    """
    bound = _BOUND.setdefault(id(namespace), {})
    scope = {**namespace, **bound}
    before = dict(scope)
    exec(compile(source, "<worked solution>", "exec"), scope)  # noqa: S102 - the notebook's own cell
    bound.update({k: v for k, v in scope.items() if k not in before or before[k] is not v})


def _transform(lines: list[str]) -> list[str]:
    if not lines or not lines[0].startswith(BANNER):
        return lines
    source = "".join(lines)
    call = (
        "__import__('gametheory_helpers.practice.isolation', fromlist=['run_isolated'])"
        f".run_isolated({source!r}, globals())\n"
    )
    return [lines[0].rstrip("\n") + "\n", call]


def register(shell: Any = None) -> bool:
    """Install the transformer in ``shell`` (the running IPython by default) once.

    Returns whether a shell was found. Outside IPython (plain Python, the tests) it does nothing.
    """
    if shell is None:
        ipython = sys.modules.get("IPython")  # a running shell has imported it already
        shell = ipython.get_ipython() if ipython is not None else None
    if shell is None:
        return False
    cleanup = shell.input_transformers_cleanup
    if _transform not in cleanup:
        cleanup.append(_transform)
    return True
