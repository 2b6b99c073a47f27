"""Configure JupyterLab inside a virtualenv for teaching from the collection (idempotent).

``make`` runs this after installing ``.venv``; nothing is written to the user's home.

1. **Settings overrides** (``PREFIX/share/jupyter/lab/settings/overrides.json``): the widget
   manager saves widget state into the notebook on save (``saveState``), so saving a chapter
   in JupyterLab keeps the state that ``tools/execute_notebooks.py`` stored; JupyterLab never
   asks to fetch its news (the pop-up would cover a presenter's navigation arrows).
2. **Set-up cell on kernel start** (``PREFIX/etc/ipython/ipython_kernel_config.py``): kernels
   load :mod:`gametheory_helpers.autosetup`, which runs a chapter's set-up cell when
   JupyterLab starts the chapter's kernel, so a presenter can run any slide first.
3. **jupyterlab-slideshow reads ``slide_type: "-"``**: version 0.3.4 treats only a *missing*
   ``slide_type`` as "continue the current slide" and hides cells marked ``"-"`` (the value
   JupyterLab, nbconvert and RISE write). Its bundled ``_getSlideType`` is patched to read
   ``"-"`` as missing; a bundle without that function fails loudly instead of silently.

Usage::

    python tools/configure_lab.py            # configure the running interpreter's prefix
    python tools/configure_lab.py --check    # exit 1 unless everything is in place
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

OVERRIDES = {
    "@jupyter-widgets/jupyterlab-manager:plugin": {"saveState": True},
    # no "get notified about official Jupyter news?" pop-up over a lecture's slides
    "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False},
}
KERNEL_CONFIG = (
    "# Written by tools/configure_lab.py: run a chapter's set-up cell when its kernel starts.\n"
    'c.InteractiveShellApp.extensions = ["gametheory_helpers.autosetup"]\n'
)
SLIDESHOW = "share/jupyter/labextensions/jupyterlab-slideshow/static"
_SLIDE_TYPE = re.compile(r"_getSlideType\((\w+)\)\{return(\([^{}]*?\)\[[\w.$]+\])\|\|null\}")
_PATCHED = re.compile(r'_getSlideType\(\w+\)\{let \w+=[^{}]*;return"-"===')


def _patch_slideshow(prefix: Path, check: bool) -> list[str]:
    """Make the deck read ``"-"`` like a missing slide type; return what is wrong."""
    static = prefix / SLIDESHOW
    bundles = [p for p in sorted(static.glob("*.js")) if "_getSlideType(" in p.read_text()]
    if not bundles:
        return [f"no jupyterlab-slideshow bundle with _getSlideType under {static}"]
    problems = []
    for bundle in bundles:
        text = bundle.read_text(encoding="utf-8")
        if _PATCHED.search(text):
            continue
        if check or len(_SLIDE_TYPE.findall(text)) != 1:
            problems.append(f"{bundle.name}: slide type '-' not patched")
            continue
        patched = _SLIDE_TYPE.sub(
            lambda m: f'_getSlideType({m[1]}){{let t={m[2]}||null;return"-"===t?null:t}}', text
        )
        bundle.write_text(patched, encoding="utf-8")
    return problems


def _write_json(path: Path, update: dict, check: bool) -> list[str]:
    current = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    merged = {**current, **{k: {**current.get(k, {}), **v} for k, v in update.items()}}
    if merged == current:
        return []
    if check:
        return [f"{path} lacks {update}"]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(merged, indent=2) + "\n", encoding="utf-8")
    return []


def _write_text(path: Path, text: str, check: bool) -> list[str]:
    if path.exists() and path.read_text(encoding="utf-8") == text:
        return []
    if check:
        return [f"{path} is missing or differs"]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return []


def configure(prefix: Path, check: bool = False) -> list[str]:
    """Apply (or with ``check`` only verify) the three changes; return the problems."""
    return [
        *_write_json(prefix / "share/jupyter/lab/settings/overrides.json", OVERRIDES, check),
        *_write_text(prefix / "etc/ipython/ipython_kernel_config.py", KERNEL_CONFIG, check),
        *_patch_slideshow(prefix, check),
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--prefix", type=Path, default=Path(sys.prefix))
    parser.add_argument("--check", action="store_true", help="only verify, change nothing")
    args = parser.parse_args(argv)
    problems = configure(args.prefix, args.check)
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
