"""The optional C back end of the octal engines (everything else is in pyproject.toml).

``gametheory_helpers/games/_octal_c.c`` is built when a C compiler is there (``pip install
-e .`` builds it in place); without one the install still succeeds (``optional=True``) and
the engine falls back to numba or plain Python (see ``games/octal_sparse.py``).
No ``-march=native``: an image may be built on one machine and run on another.
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "gametheory_helpers.games._octal_c",
            sources=["gametheory_helpers/games/_octal_c.c"],
            extra_compile_args=["-O3"],
            optional=True,
        )
    ]
)
