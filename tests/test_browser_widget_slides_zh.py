"""Every Chinese chapter's widget slides in the live deck at 1280 x 720 (what is checked:
``widget_slides.py``; the English chapters: ``test_browser_widget_slides.py``)."""

from __future__ import annotations

import pytest
from widget_slides import chapters, check_chapter


@pytest.mark.parametrize("name", chapters("zh/"))
def test_chinese_widget_slides_are_drawn_whole_and_readable(deck_page, lab, name):
    problems = check_chapter(deck_page, lab, name)
    assert not problems, "\n".join(problems)
