"""Every slide of every Chinese deck fits a 1280 x 720 screen (see ``test_slides_fit.py``).

The Chinese edition (``notebooks/zh/``, built by ``tools/translate_notebooks.py``) is built
as ``make slides`` builds it (links in Chinese) and measured slide by slide in Chromium:
only the decks whose key changed since ``tests/data/slide_fit_record.json`` (see
``tools/slide_fit_record.py``), the others keep their recorded sizes.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from slide_fit import check_fit, measured_decks

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import build_slides  # noqa: E402
import measure_slides  # noqa: E402

ZH_NOTEBOOKS = sorted((build_slides.NOTEBOOKS / "zh").glob("*.ipynb"))


@pytest.fixture(scope="module")
def measured_zh(browser, tmp_path_factory) -> dict[Path, list[measure_slides.SlideSize]]:
    # as `make slides` builds them (their links in Chinese): every deck of notebooks/zh/
    return measured_decks("zh", browser, tmp_path_factory.mktemp("zh_decks"))


@pytest.mark.skipif(not ZH_NOTEBOOKS, reason="no Chinese notebook is built yet")
def test_every_slide_of_every_chinese_deck_fits(measured_zh):
    check_fit(measured_zh, "slide_fit_zh.txt")
