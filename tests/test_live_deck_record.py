"""The live-deck record (``tests/data/live_deck_record.json``, ``widget_slides.py``): which
chapters' widget slides (and the live view of the longest proof, ``test_slides_fit.py``) are
measured again in JupyterLab's deck, and how a recorded measurement is judged.

The browser tests (``test_browser_widget_slides*.py``) judge a chapter by its record entry
only while the chapter's key is unchanged; these tests check that the key moves with what the
slides depend on and that a recorded fault still fails.
"""

from __future__ import annotations

import doctest
import json
import shutil

import pytest
import widget_slides
from widget_slides import ROOT, chapter_keys, chapters, measured_chapters, shared_key, widget_cells

EDITIONS = {"en": "", "zh": "zh/"}


def test_the_judgement_of_a_measured_slide():
    failures, tried = doctest.testmod(widget_slides, optionflags=doctest.ELLIPSIS)
    assert tried >= 6 and failures == 0


@pytest.mark.parametrize("edition", EDITIONS)
def test_each_recorded_chapter_lists_exactly_its_widget_cells(edition):
    """An entry whose key still holds stands for the chapter: it measured every cell that
    stores a widget, and no other."""
    recorded = json.loads(widget_slides.RECORD.read_text(encoding="utf-8")).get(edition, {})
    names = chapters(EDITIONS[edition])
    assert set(recorded) <= set(names), "the record lists a chapter without widgets"
    for name, key in chapter_keys(edition, names).items():
        if recorded.get(name, {}).get("key") == key:
            assert sorted(map(int, recorded[name]["slides"])) == widget_cells(name), name


def _copy_of_the_inputs(tmp_path, monkeypatch):
    """The files the keys read, copied under ``tmp_path``, which the module now reads."""
    for name in widget_slides.SHARED_FILES:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(widget_slides.ROOT / name, tmp_path / name)
    shutil.copytree(widget_slides.ROOT / "notebooks", tmp_path / "notebooks")
    monkeypatch.setattr(widget_slides, "ROOT", tmp_path)


def test_a_chapter_key_moves_with_its_own_widget_output_only(tmp_path, monkeypatch):
    names = chapters("")
    before = chapter_keys("en", names)
    _copy_of_the_inputs(tmp_path, monkeypatch)
    assert chapter_keys("en", names) == before
    changed = names[1]
    path = tmp_path / "notebooks" / changed
    notebook = json.loads(path.read_text(encoding="utf-8"))
    cell = notebook["cells"][widget_cells(changed)[0]]
    cell["outputs"][0]["data"]["text/plain"] = ["a longer fallback text"]
    path.write_text(json.dumps(notebook), encoding="utf-8")
    after = chapter_keys("en", names)
    assert [name for name in names if after[name] != before[name]] == [changed]


@pytest.mark.parametrize("shared", widget_slides.SHARED_FILES)
def test_every_key_moves_with_the_deck_style_the_lab_and_the_measurer(
    shared, tmp_path, monkeypatch
):
    _copy_of_the_inputs(tmp_path, monkeypatch)
    before = shared_key("en")
    with (tmp_path / shared).open("a", encoding="utf-8") as handle:
        handle.write("\n# changed\n")
    assert shared_key("en") != before
    assert shared_key("zh") != shared_key("en")


class _Request:
    """Stands for pytest's ``request``: asking for the lab means measuring in the browser."""

    def __init__(self) -> None:
        self.asked: list[str] = []

    def getfixturevalue(self, name: str) -> None:
        self.asked.append(name)
        raise LookupError("the test would start JupyterLab and measure now")


def test_unchanged_chapters_come_from_the_record_and_changed_ones_are_measured(
    tmp_path, monkeypatch
):
    names = chapters("")[:2]
    keys = chapter_keys("en", names)
    fault = {"drawn": 1, "error": False, "broken": 0, "cut": ["New ga"], "box": [0, 0, 9, 9]}
    slides = {str(i): {**fault, "sizes": []} for i in widget_cells(names[0])}
    record = {"en": {names[0]: {"key": keys[names[0]], "slides": slides}}}
    monkeypatch.setattr(widget_slides, "RECORD", tmp_path / "record.json")
    widget_slides.RECORD.write_text(json.dumps(record), encoding="utf-8")
    request = _Request()
    measured = measured_chapters("en", names[:1], request, "deck.ipynb")
    assert request.asked == [] and measured == {names[0]: slides}
    assert widget_slides.problems_of(names[0], measured[names[0]])  # a recorded cut label fails
    with pytest.raises(LookupError):  # the second chapter is not recorded: it is measured
        measured_chapters("en", names, request, "deck.ipynb")
    assert request.asked == ["lab"]
    record["en"][names[0]]["key"] = "0" * 64  # a stale key: measured again
    widget_slides.RECORD.write_text(json.dumps(record), encoding="utf-8")
    with pytest.raises(LookupError):
        measured_chapters("en", names[:1], _Request(), "deck.ipynb")


@pytest.mark.parametrize("extra", ["tests/test_slides_fit.py", "tools/measure_slides.py"])
def test_the_live_view_key_moves_with_its_test_and_the_measurer(extra, tmp_path, monkeypatch):
    """The live view of the longest proof (``test_slides_fit.py``) is keyed on the lab's files
    and on its own: its test and the measurer."""
    import test_slides_fit

    _copy_of_the_inputs(tmp_path, monkeypatch)
    for name in test_slides_fit.LIVE_FILES:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(ROOT / name, tmp_path / name)
    names = chapters("")[:1]
    before = chapter_keys("live", names, test_slides_fit.LIVE_FILES)
    assert before == chapter_keys("live", names, test_slides_fit.LIVE_FILES)
    with (tmp_path / extra).open("a", encoding="utf-8") as handle:
        handle.write("\n# changed\n")
    assert chapter_keys("live", names, test_slides_fit.LIVE_FILES) != before
    assert chapter_keys("live", names) != before  # the live files count
