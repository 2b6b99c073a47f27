"""Every Chinese chapter's widget slides in the live deck at 1280 x 720 (what is checked:
``widget_slides.py``; the English chapters, and how the slides are gathered into one deck:
``test_browser_widget_slides.py``)."""

from __future__ import annotations

import pytest
from widget_slides import chapters, check_slides, present, widget_deck

CHAPTERS = chapters("zh/")


@pytest.fixture(scope="module")
def places(deck_page, lab):
    """Every Chinese chapter's widget slides, gathered in one deck and presented."""
    places = widget_deck(lab, CHAPTERS, "zh/widget-slides.ipynb")
    present(deck_page, lab, "zh/widget-slides.ipynb")
    return places


@pytest.mark.parametrize("name", CHAPTERS)
def test_chinese_widget_slides_are_drawn_whole_and_readable(deck_page, places, name):
    problems = check_slides(deck_page, name, places[name])
    assert not problems, "\n".join(problems)
