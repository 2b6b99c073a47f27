"""The octal engine's back ends as pytest parameters: every test over all that are there.

``accelerate=`` takes ``False`` (plain Python), ``"c"`` (the C extension, when built) or
``"numba"`` (when installed); a back end that is not there is skipped, never failed.
"""

from __future__ import annotations

import pytest

from gametheory_helpers.games import octal_sparse

#: The compiled back ends, each skipped when it is not there.
COMPILED_BACKENDS = [
    pytest.param(
        "c", marks=pytest.mark.skipif(not octal_sparse.HAVE_C, reason="C extension not built")
    ),
    pytest.param(
        "numba", marks=pytest.mark.skipif(not octal_sparse.HAVE_NUMBA, reason="numba not installed")
    ),
]
#: Plain Python and every compiled back end.
BACKENDS = [False, *COMPILED_BACKENDS]


def compiled_there() -> list[str]:
    """The compiled back ends there, by name: a loop over them inside one test."""
    return ["c"] * octal_sparse.HAVE_C + ["numba"] * octal_sparse.HAVE_NUMBA


#: For a test that needs one compiled back end, whichever (large sizes).
needs_compiled = pytest.mark.skipif(
    octal_sparse.COMPILED is None, reason="no compiled back end (C extension or numba)"
)
