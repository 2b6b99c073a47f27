"""Every Chinese chapter's widget slides in the live deck at 1280 x 720 (what is checked:
``widget_slides.py``; the English chapters, and how the slides are gathered into one deck:
``test_browser_widget_slides.py``)."""

from __future__ import annotations

import pytest
from widget_slides import chapters, measured_chapters, problems_of

CHAPTERS = chapters("zh/")


@pytest.fixture(scope="module")
def measured(request):
    """Every Chinese chapter's widget slides as measured (now, or recorded if unchanged)."""
    return measured_chapters("zh", CHAPTERS, request, "zh/widget-slides.ipynb")


@pytest.mark.parametrize("name", CHAPTERS)
def test_chinese_widget_slides_are_drawn_whole_and_readable(measured, name):
    problems = problems_of(name, measured[name])
    assert not problems, "\n".join(problems)
