"""Public names of a package that are imported from its submodules only when first used.

``plotting`` and ``widgets`` re-export every view, so a notebook writes
``from gametheory_helpers.plotting import draw_game_graph``; importing them eagerly loaded
every view's submodule, and with them matplotlib, networkx and ipywidgets (about 100 MB and
a second in a fresh kernel), whatever the chapter used. With :func:`lazy_exports` (PEP 562's
module ``__getattr__``) a name's submodule is imported when the name is first looked up, so
a chapter loads the views it uses and nothing else.

Example
-------
A stand-in package over the standard library's ``json`` folder:

>>> import json, sys, types
>>> demo = sys.modules["lazy_demo"] = types.ModuleType("lazy_demo")
>>> demo.__path__ = json.__path__
>>> demo.__getattr__, demo.__dir__, demo.__all__ = lazy_exports(
...     "lazy_demo", {"decoder": ["JSONDecodeError"]})
>>> "lazy_demo.decoder" in sys.modules
False
>>> from lazy_demo import JSONDecodeError
>>> "lazy_demo.decoder" in sys.modules
True
>>> demo.nothing
Traceback (most recent call last):
AttributeError: module 'lazy_demo' has no attribute 'nothing'
"""

from __future__ import annotations

import importlib
import sys
import types
from collections.abc import Callable
from typing import Any


class _LazyPackage(types.ModuleType):
    """A package some of whose public names are spelt as the submodule defining them
    (``widgets.quiz``, the function, lives in ``widgets/quiz.py``).

    Loading a submodule binds it in its package under its own name; here the public name
    wins, as it did when the package imported every submodule at once: otherwise a submodule
    imported directly first (``from gametheory_helpers.widgets.quiz import QuizApp``) would
    leave ``from gametheory_helpers.widgets import quiz`` giving the module, not the function.
    """

    _same_names: frozenset[str] = frozenset()

    def __setattr__(self, name: str, value: Any) -> None:
        if name in self._same_names and isinstance(value, types.ModuleType):
            value = getattr(value, name)
        super().__setattr__(name, value)


def lazy_exports(
    package: str, exports: dict[str, list[str]]
) -> tuple[Callable[[str], Any], Callable[[], list[str]], list[str]]:
    """``(__getattr__, __dir__, __all__)`` for ``package``, whose public names are
    ``exports``: for each submodule (relative to ``package``), the names it defines.

    A name looked up is imported from its submodule and stored in the package, so the
    next lookup is an ordinary attribute. Call it from the package's ``__init__``.
    """
    home = {name: submodule for submodule, names in exports.items() for name in names}
    module = sys.modules[package]
    module.__class__ = _LazyPackage
    module._same_names = frozenset(name for name, submodule in home.items() if name == submodule)

    def __getattr__(name: str) -> Any:
        submodule = home.get(name)
        if submodule is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{package}.{submodule}"), name)
        setattr(sys.modules[package], name, value)
        return value

    def __dir__() -> list[str]:
        return sorted(set(vars(sys.modules[package])) | set(home))

    return __getattr__, __dir__, list(home)
