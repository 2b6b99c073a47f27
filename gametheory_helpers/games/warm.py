"""Fill numba's on-disk cache of the octal kernels once, at install time, not in a class.

``make lab`` (after installing) and the classroom image run ``python -m
gametheory_helpers.games.warm``: it compiles the kernels of :mod:`.octal_sparse` with the
argument types a real run passes, so numba writes them to its cache (next to the
package, or under ``NUMBA_CACHE_DIR`` when the package is read-only, as in a hub
image).  A student's first large run then loads machine code instead of compiling it.
Without numba (no ``fast`` extra) there is nothing to warm and it says so.

>>> warm() in {"numba is not installed: nothing to warm", "compiled: certify, plain, sparse"}
True
"""

from __future__ import annotations

from ..i18n import _
from . import octal_sparse
from .octal import parse_octal

__all__ = ["warm"]


def warm() -> str:
    """Compile (or load from the cache) every numba kernel; return what was done, in words."""
    if not octal_sparse.HAVE_NUMBA:
        return _("numba is not installed: nothing to warm")
    # a run of the range kind and one of the domain kind, past the plain prefix, certified:
    # every kernel, with the argument types of a real run
    for parsed in (parse_octal("0.6"), None):
        run = octal_sparse.SparseRun(parsed, accelerate=True, prefix=64)
        run.extend(300)
        run.certify()
        run.apparent_period()
    return _("compiled: {names}").format(names=", ".join(sorted(octal_sparse.numba_kernels())))


if __name__ == "__main__":
    print(warm())
