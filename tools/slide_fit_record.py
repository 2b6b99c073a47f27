"""The record of measured deck sizes: re-measure only the decks whose inputs changed.

Measuring every slide of every deck in Chromium takes minutes (``tests/test_slides_fit*.py``).
``tests/data/slide_fit_record.json`` keeps, per edition and deck, the slide sizes measured last
time and a *key*: a SHA-256 over everything the measurement depends on, namely

* the notebook itself (its cells, outputs, widget state and metadata), and
* what every deck shares: the slide template and its style sheets (``tools/slides_template``),
  the deck builder (``tools/build_slides.py``, with the pinned reveal.js & co.) and what it
  imports to render, the measuring code (``tools/measure_slides.py``, this file), the
  releases of nbconvert, mistune and Jinja2 and Chromium's, and the system's fonts.

A release is named by its major and minor numbers (nbconvert 7.17, Chromium 156): a patch
release (nbconvert 7.17.2, Chromium 156.0.8078.114) fixes bugs and does not move a slide, and
counting it made a fresh machine with a patched Chromium measure every deck again, three and
a half minutes more of ``make test``. Playwright, which only drives the browser, is left out.

A deck whose key equals the recorded one reuses the recorded sizes; any other deck is built
and measured again (a change of the template, the style sheets, the measurer, Chromium or
the fonts changes every key: a full measurement).  The tests never write the record; refresh
it after a change (it measures only the stale decks, ``--all`` every deck)::

    python tools/slide_fit_record.py            # or: make slide-fit-record
    python tools/slide_fit_record.py --check    # list the stale decks, measure nothing

>>> shared = "0" * 64
>>> note = {"cells": [], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
>>> deck_key(note, shared) == deck_key(dict(note), shared)
True
>>> deck_key(note, shared) == deck_key({**note, "cells": [{"source": "x"}]}, shared)
False
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import re
import subprocess
import sys
from collections.abc import Iterable
from importlib import metadata
from pathlib import Path
from typing import Any

TOOLS = Path(__file__).resolve().parent
ROOT = TOOLS.parent
RECORD = ROOT / "tests" / "data" / "slide_fit_record.json"
NOTEBOOKS = ROOT / "notebooks"
EDITIONS = ("en", "zh")
# the files a deck's layout or its measurement depends on, besides the notebook
SHARED_FILES = (
    "tools/build_slides.py",
    "tools/figure_alt.py",
    "tools/notebook_files.py",
    "tools/measure_slides.py",
    "tools/slide_fit_record.py",
)
SHARED_PACKAGES = ("nbconvert", "mistune", "jinja2")


def _digest(parts: Iterable[bytes]) -> str:
    sha = hashlib.sha256()
    for part in parts:
        sha.update(len(part).to_bytes(8, "big"))  # no two different lists give one stream
        sha.update(part)
    return sha.hexdigest()


def _command_output(command: list[str]) -> bytes:
    try:
        done = subprocess.run(command, capture_output=True, timeout=60, check=False)
    except OSError:
        return b"(not installed)"
    return done.stdout


def release(version: str) -> str:
    """The major and minor numbers of a version, or the version itself if it has none.

    >>> release("Chromium 156.0.8078.114 built on Debian GNU/Linux 12 (bookworm)")
    'Chromium 156.0'
    >>> release("7.17.2"), release("3.1"), release("(no chromium)")
    ('7.17', '3.1', '(no chromium)')
    """
    found = re.search(r"\d+(\.\d+)?", version)
    return version[: found.end()] if found else version


def environment_fingerprint(chromium: str | None) -> list[bytes]:
    """Chromium's release, the system's fonts and the releases of the rendering packages."""
    version = _command_output([chromium, "--version"]) if chromium else b"(no chromium)"
    parts = [release(version.decode(errors="replace").strip()).encode()]
    fonts = _command_output(["fc-list", ":", "family", "file", "style"])
    parts.append(b"\n".join(sorted(fonts.splitlines())))
    for package in SHARED_PACKAGES:
        try:
            parts.append(f"{package} {release(metadata.version(package))}".encode())
        except metadata.PackageNotFoundError:
            parts.append(f"{package} missing".encode())
    return parts


def shared_key(edition: str, environment: list[bytes], root: Path = ROOT) -> str:
    """The part of every deck's key that all decks of ``edition`` share.

    >>> shared_key("en", [b"x"]) == shared_key("zh", [b"x"])
    False
    """
    if edition not in EDITIONS:
        raise ValueError(f"edition must be one of {EDITIONS}, not {edition!r}")
    files = sorted((root / "tools" / "slides_template").rglob("*"))
    files = [path for path in files if path.is_file()] + [root / name for name in SHARED_FILES]
    parts = [edition.encode(), *environment]
    for path in files:
        parts += [path.relative_to(root).as_posix().encode(), path.read_bytes()]
    return _digest(parts)


def deck_key(notebook: dict[str, Any], shared: str) -> str:
    """The key of one deck: its notebook (as parsed JSON, any formatting) and ``shared``."""
    canonical = json.dumps(notebook, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return _digest([shared.encode(), canonical.encode()])


def notebook_paths(edition: str) -> list[Path]:
    """The notebooks whose decks the edition's test measures."""
    folder = NOTEBOOKS / "zh" if edition == "zh" else NOTEBOOKS
    return sorted(folder.glob("*.ipynb"))


def load(path: Path = RECORD) -> dict[str, dict[str, Any]]:
    """The record: ``{edition: {notebook name: {"key": ..., "slides": [sizes]}}}``."""
    if not path.exists():
        return {}
    return json.loads(path.read_text(encoding="utf-8"))


def save(record: dict[str, dict[str, Any]], path: Path = RECORD) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(record, indent=1, sort_keys=True, ensure_ascii=False) + "\n"
    path.write_text(text, encoding="utf-8")


def plan(
    keys: dict[str, str], recorded: dict[str, Any]
) -> tuple[dict[str, list[dict[str, Any]]], list[str]]:
    """Split decks into the ones whose recorded sizes still hold and the ones to measure.

    ``keys`` maps notebook names to their current keys, ``recorded`` is one edition of the
    record.  Returns ``(reused sizes by name, names to measure)``.

    >>> plan({"a.ipynb": "k1", "b.ipynb": "k2"}, {"a.ipynb": {"key": "k1", "slides": []},
    ...                                          "b.ipynb": {"key": "old", "slides": []}})
    ({'a.ipynb': []}, ['b.ipynb'])
    """
    reused, stale = {}, []
    for name, key in keys.items():
        entry = recorded.get(name)
        if entry is not None and entry.get("key") == key:
            reused[name] = entry["slides"]
        else:
            stale.append(name)
    return reused, stale


def current_keys(edition: str, chromium: str | None) -> dict[str, str]:
    """The current key of every deck of ``edition``."""
    shared = shared_key(edition, environment_fingerprint(chromium))
    return {
        path.name: deck_key(json.loads(path.read_text(encoding="utf-8")), shared)
        for path in notebook_paths(edition)
    }


def as_records(sizes: list[Any]) -> list[dict[str, Any]]:
    """Measured :class:`measure_slides.SlideSize` objects as JSON-ready dicts."""
    return [dataclasses.asdict(size) for size in sizes]


def measure(edition: str, names: list[str], browser: Any, out: Path) -> dict[str, list[Any]]:
    """Build the decks of ``names`` (of ``edition``) into ``out`` and measure every slide."""
    sys.path.insert(0, str(TOOLS))
    import build_slides
    import measure_slides

    if not names:
        return {}
    vendor = (ROOT / "build" / "vendor").resolve()
    if edition == "zh":
        paths = [str(NOTEBOOKS / "zh" / name) for name in names]
        decks = build_slides.build(paths, out, vendor, language=build_slides.ZH)
    else:
        decks = build_slides.build(names, out, vendor)
    return {
        name: measure_slides.measure_deck(browser, deck)
        for name, deck in zip(names, decks, strict=True)
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="list stale decks only")
    parser.add_argument("--all", action="store_true", help="measure every deck again")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(TOOLS))
    import tempfile

    import measure_slides

    record = load()
    stale_by_edition = {}
    for edition in EDITIONS:
        keys = current_keys(edition, measure_slides.CHROMIUM)
        _reused, stale = plan(keys, {} if args.all else record.get(edition, {}))
        stale_by_edition[edition] = (keys, stale)
        print(f"{edition}: {len(stale)} of {len(keys)} decks to measure: {' '.join(stale)}")
    if args.check:
        return 1 if any(stale for _keys, stale in stale_by_edition.values()) else 0
    from playwright.sync_api import sync_playwright

    overflowing = []
    with sync_playwright() as playwright, tempfile.TemporaryDirectory() as out:
        browser = measure_slides.launch_browser(playwright)
        for edition, (keys, stale) in stale_by_edition.items():
            entries = record.setdefault(edition, {})
            for name in list(entries):
                if name not in keys:
                    del entries[name]  # a notebook that is gone
            for name in stale:  # one deck at a time, saved at once: an interrupted run counts
                slides = measure(edition, [name], browser, Path(out) / edition)[name]
                entries[name] = {"key": keys[name], "slides": as_records(slides)}
                overflowing += [f"{edition} {name} {s}" for s in slides if s.too_tall or s.too_wide]
                save(record)
                print(f"measured {edition} {name}: {len(slides)} slides", flush=True)
        browser.close()
    save(record)
    print(f"wrote {RECORD.relative_to(ROOT)}")
    if overflowing:
        print("these slides overflow (the tests fail on them):", *overflowing, sep="\n")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
