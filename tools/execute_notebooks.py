"""Execute notebooks top to bottom and store their outputs, reproducibly.

The stored outputs are what nbval compares against, so this script removes
everything that would differ between two runs or two machines: execution
timings and the kernel's display name.

Usage::

    python tools/execute_notebooks.py                 # every notebook
    python tools/execute_notebooks.py 01_games_and_positions.ipynb
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
KERNELSPEC = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
TIMEOUT_SECONDS = 300


def normalise(notebook: nbformat.NotebookNode) -> None:
    """Drop run-specific metadata so that re-executing gives the same file."""
    notebook.metadata["kernelspec"] = dict(KERNELSPEC)
    for cell in notebook.cells:
        cell.metadata.pop("execution", None)
        cell.metadata.pop("ExecuteTime", None)


def execute(path: Path) -> None:
    """Run ``path`` in a fresh python3 kernel (working directory notebooks/) and save it."""
    notebook = nbformat.read(path, as_version=4)
    client = NotebookClient(
        notebook,
        timeout=TIMEOUT_SECONDS,
        kernel_name="python3",
        resources={"metadata": {"path": str(NOTEBOOKS)}},
        record_timing=False,
    )
    client.execute()
    normalise(notebook)
    nbformat.validate(notebook)
    nbformat.write(notebook, path)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="notebook file names (default: all)")
    args = parser.parse_args(argv)
    paths = [NOTEBOOKS / name for name in args.names] or sorted(NOTEBOOKS.glob("*.ipynb"))
    for path in paths:
        print(f"executing {path.name}", flush=True)
        execute(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
