"""Run the examples in every docstring of the package, and require that modules have some."""

import doctest
import importlib
import pkgutil

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

import gametheory_helpers  # noqa: E402


def package_modules():
    names = [gametheory_helpers.__name__]
    for info in pkgutil.walk_packages(gametheory_helpers.__path__, prefix="gametheory_helpers."):
        names.append(info.name)
    return sorted(names)


MODULES = package_modules()


def is_public(name):
    return not any(part.startswith("_") for part in name.split("."))


def test_the_walk_finds_the_modules():
    expected = {
        "gametheory_helpers",
        "gametheory_helpers.core",
        "gametheory_helpers.exercises",
        "gametheory_helpers.graph",
        "gametheory_helpers.plotting",
        "gametheory_helpers.validation",
        "gametheory_helpers.widgets",
        "gametheory_helpers.games",
        "gametheory_helpers.games.multiplication",
        "gametheory_helpers.games.team_nim",
    }
    assert expected <= set(MODULES)


@pytest.mark.parametrize("name", MODULES)
def test_doctests_pass(name):
    module = importlib.import_module(name)
    report = []
    runner = doctest.DocTestRunner(verbose=False)
    attempted = 0
    try:
        for test in doctest.DocTestFinder().find(module, name):
            result = runner.run(test, out=report.append)
            attempted += result.attempted
    finally:
        plt.close("all")
    assert runner.failures == 0, "".join(report)
    if is_public(name) and (getattr(module, "__all__", None) or not hasattr(module, "__path__")):
        # every public module (a package only if it defines public names) shows an example
        assert attempted > 0, f"{name} has no docstring example"


def test_doctests_can_fail():
    """The runner above does notice a wrong example (guards against a test that cannot fail)."""

    def wrong():
        """
        >>> 1 + 1
        3
        """

    test = doctest.DocTestFinder().find(wrong, "wrong", globs={})[0]
    runner = doctest.DocTestRunner(verbose=False)
    runner.run(test, out=lambda _text: None)
    assert runner.failures == 1
