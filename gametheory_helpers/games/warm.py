"""Fill numba's on-disk cache of the octal kernels once, at install time, not in a class.

``make lab`` (after installing) and the classroom image run ``python -m
gametheory_helpers.games.warm``.  With the C back end built (:data:`.octal_sparse.HAVE_C`)
there is nothing to compile: large runs use it and never import numba, so it says so and
stops.  Otherwise, with numba installed, it compiles the kernels of :mod:`.octal_sparse`
with the argument types a real run passes, so numba writes them to its cache (next to the
package, or under ``NUMBA_CACHE_DIR`` when the package is read-only, as in a hub image),
and a student's first large run loads machine code instead of compiling it.
``python -m gametheory_helpers.games.warm numba`` warms numba even with the C back end built
(for runs that ask for ``accelerate="numba"``).  Without either there is nothing to warm.

>>> warm() in {
...     "the C back end is built: nothing to compile",
...     "numba is not installed: nothing to warm",
...     "compiled: certify, plain, sparse",
... }
True
"""

from __future__ import annotations

import sys

from ..i18n import _
from ..validation import show
from . import octal_sparse
from .octal import parse_octal

__all__ = ["warm"]


def warm(backend: str | None = None) -> str:
    """Compile (or load from the cache) every numba kernel; return what was done, in words.

    ``backend`` is :data:`.octal_sparse.COMPILED` by default; ``"numba"`` warms numba even
    when the C back end is built.
    """
    if backend is not None and not (isinstance(backend, str) and backend == "numba"):
        raise ValueError(
            _("backend must be None or 'numba', got {value}").format(value=show(backend))
        )
    if backend is None and octal_sparse.COMPILED == "c":
        return _("the C back end is built: nothing to compile")
    if not octal_sparse.HAVE_NUMBA:
        return _("numba is not installed: nothing to warm")
    # a run of the range kind and one of the domain kind, past the plain prefix, certified:
    # every kernel, with the argument types of a real run
    for parsed in (parse_octal("0.6"), None):
        run = octal_sparse.SparseRun(parsed, accelerate="numba", prefix=64)
        run.extend(300)
        run.certify()
        run.apparent_period()
    return _("compiled: {names}").format(names=", ".join(sorted(octal_sparse.numba_kernels())))


if __name__ == "__main__":
    print(warm(*sys.argv[1:2]))
