"""Views load what they need when a chapter uses them (issue #40, item 3).

``plotting`` and ``widgets`` re-export every view (``gametheory_helpers/_lazy.py``); a name's
submodule, and with it matplotlib, networkx or ipywidgets, is imported when the name is first
looked up. Checked by what a fresh interpreter has loaded, never by the clock.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import gametheory_helpers.plotting as plotting
import gametheory_helpers.widgets as widgets

ROOT = Path(__file__).resolve().parent.parent
HEAVY = ("matplotlib", "ipywidgets", "networkx", "numba", "IPython")


def _loaded_after(code: str) -> list[str]:
    """The heavy modules a fresh interpreter has loaded after running ``code``."""
    probe = (
        f"import json, sys\n{code}\nprint(json.dumps([m for m in {HEAVY!r} if m in sys.modules]))"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT), "MPLBACKEND": "Agg"},
        timeout=600,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_importing_the_views_loads_no_heavy_library():
    assert _loaded_after("import gametheory_helpers.plotting, gametheory_helpers.widgets") == []


def test_a_figure_loads_matplotlib_and_no_widgets():
    loaded = _loaded_after("from gametheory_helpers.plotting import plot_outcome_strip")
    assert "matplotlib" in loaded
    assert "ipywidgets" not in loaded and "networkx" not in loaded


def test_a_quiz_loads_ipywidgets_and_no_matplotlib():
    loaded = _loaded_after("from gametheory_helpers.widgets import quiz")
    assert "ipywidgets" in loaded
    assert "matplotlib" not in loaded and "networkx" not in loaded


@pytest.mark.parametrize("name", ["quiz", "sg_explorer", "octal_explorer"])
def test_a_name_spelt_as_its_submodule_is_the_function_even_after_a_direct_import(name):
    code = (
        f"import gametheory_helpers.widgets.{name}\n"
        f"from gametheory_helpers.widgets import {name}\n"
        f"assert callable({name}) and {name}.__name__ == {name!r}, {name}"
    )
    assert isinstance(_loaded_after(code), list)


@pytest.mark.parametrize("package", [plotting, widgets], ids=lambda p: p.__name__)
def test_every_public_name_resolves_and_is_listed(package):
    for name in package.__all__:
        value = getattr(package, name)
        assert value is not None, name
        assert name in dir(package)
    with pytest.raises(AttributeError, match="has no attribute 'draw_nothing'"):
        package.draw_nothing  # noqa: B018
