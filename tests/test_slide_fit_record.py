"""The deck-size record (``tools/slide_fit_record.py``): which decks are measured again.

No browser here: the keys, the plan and the fit test's fixture with a stand-in measurer.
The point of the record is speed, so these tests pin the safety: a deck whose notebook
changed is measured again and fails the fit test when it overflows, and a change of the
template, the style sheets or the measurer measures every deck again.
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

import pytest
import slide_fit
from slide_fit import check_fit, measured_decks

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import measure_slides  # noqa: E402
import slide_fit_record as record_module  # noqa: E402

ENVIRONMENT = [b"Chromium 1.2.3", b"fonts", b"nbconvert 7"]


def _notebook(*sources: str) -> dict:
    cells = [{"cell_type": "markdown", "metadata": {}, "source": s} for s in sources]
    return {"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5}


def _size(h: int, height: int) -> measure_slides.SlideSize:
    return measure_slides.SlideSize(h, 0, height, 1000, 700, 1280, f"slide {h}", "")


def test_a_changed_cell_or_output_changes_the_key_formatting_does_not():
    shared = record_module.shared_key("en", ENVIRONMENT)
    note = _notebook("# Title", "Some text.")
    key = record_module.deck_key(note, shared)
    assert record_module.deck_key(json.loads(json.dumps(note, indent=4)), shared) == key
    assert record_module.deck_key(_notebook("# Title", "Some text!"), shared) != key
    with_output = _notebook("# Title", "Some text.")
    with_output["cells"][1]["outputs"] = [{"output_type": "stream", "text": "x"}]
    assert record_module.deck_key(with_output, shared) != key
    moved = _notebook("# Title", "Some text.")
    moved["cells"][1]["metadata"] = {"slideshow": {"slide_type": "slide"}}
    assert record_module.deck_key(moved, shared) != key


@pytest.mark.parametrize(
    "changed",
    [
        "tools/slides_template/offline_reveal/index.html.j2",
        "tools/build_slides.py",
        "tools/measure_slides.py",
    ],
)
def test_a_change_of_template_builder_or_measurer_changes_every_key(tmp_path, changed):
    for name in ["tools/slides_template", *record_module.SHARED_FILES]:
        source, target = ROOT / name, tmp_path / name
        target.parent.mkdir(parents=True, exist_ok=True)
        (shutil.copytree if source.is_dir() else shutil.copy)(source, target)
    before = record_module.shared_key("en", ENVIRONMENT, root=tmp_path)
    assert before == record_module.shared_key("en", ENVIRONMENT, root=ROOT)
    with open(tmp_path / changed, "a", encoding="utf-8") as file:
        file.write("\n/* one more line */\n")
    after = record_module.shared_key("en", ENVIRONMENT, root=tmp_path)
    assert after != before
    notes = {"a.ipynb": _notebook("a"), "b.ipynb": _notebook("b")}
    recorded = {
        name: {"key": record_module.deck_key(note, before), "slides": []}
        for name, note in notes.items()
    }
    keys = {name: record_module.deck_key(note, after) for name, note in notes.items()}
    assert record_module.plan(keys, recorded) == ({}, ["a.ipynb", "b.ipynb"])


def test_another_chromium_or_other_fonts_change_every_key():
    base = record_module.shared_key("en", ENVIRONMENT)
    assert record_module.shared_key("en", [b"Chromium 1.2.4", *ENVIRONMENT[1:]]) != base
    assert record_module.shared_key("en", [ENVIRONMENT[0], b"other fonts", ENVIRONMENT[2]]) != base
    with pytest.raises(ValueError, match="edition"):
        record_module.shared_key("fr", ENVIRONMENT)


def test_a_changed_deck_that_now_overflows_is_measured_and_fails(monkeypatch, tmp_path):
    keys = record_module.current_keys("en", None)
    changed = sorted(keys)[2]
    # every deck recorded as fitting, the changed one under its old key
    recorded = {name: {"key": key, "slides": [record_module.as_records([_size(0, 600)])[0]]}
                for name, key in keys.items()}  # fmt: skip
    recorded[changed]["key"] = "the key before the change"
    measured_now = []

    def fake_measure(edition, names, browser, out):  # noqa: ANN001, ANN202
        measured_now.append((edition, list(names)))
        return {name: [_size(0, 600), _size(1, 900)] for name in names}  # slide 1: too tall

    monkeypatch.setattr(slide_fit.slide_fit_record, "current_keys", lambda e, c: keys)
    monkeypatch.setattr(slide_fit.slide_fit_record, "load", lambda: {"en": recorded})
    monkeypatch.setattr(slide_fit.slide_fit_record, "measure", fake_measure)
    sizes = measured_decks("en", browser=None, out=tmp_path)
    assert measured_now == [("en", [changed])]  # only the changed deck, and it is measured
    assert len(sizes) == len(keys)
    with pytest.raises(AssertionError, match="1 slides overflow") as failure:
        check_fit(sizes, "slide_fit_selftest.txt")
    assert changed.replace(".ipynb", ".slides.html") in str(failure.value)


def test_an_unchanged_deck_recorded_as_overflowing_still_fails(monkeypatch, tmp_path):
    keys = {"01_x.ipynb": "k"}
    tall = record_module.as_records([_size(0, 900)])
    monkeypatch.setattr(slide_fit.slide_fit_record, "current_keys", lambda e, c: keys)
    monkeypatch.setattr(
        slide_fit.slide_fit_record,
        "load",
        lambda: {"en": {"01_x.ipynb": {"key": "k", "slides": tall}}},
    )
    monkeypatch.setattr(slide_fit.slide_fit_record, "measure", lambda *a: {})
    with pytest.raises(AssertionError, match="overflow"):
        check_fit(measured_decks("en", browser=None, out=tmp_path), "slide_fit_selftest.txt")


def test_the_record_names_only_notebooks_that_exist_with_their_slides():
    record = record_module.load()
    for edition, decks in record.items():
        names = {path.name for path in record_module.notebook_paths(edition)}
        assert set(decks) <= names, edition
        for name, entry in decks.items():
            assert len(entry["key"]) == 64 and entry["slides"], (edition, name)
            [measure_slides.SlideSize(**size) for size in entry["slides"]]
