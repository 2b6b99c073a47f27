"""Every slide of every Chinese deck fits a 1280 x 720 screen (see ``test_slides_fit.py``).

The Chinese edition (``notebooks/zh/``, built by ``tools/translate_notebooks.py``) is built
as ``make slides`` builds it (links in Chinese) and measured slide by slide in Chromium.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from slide_fit import check_fit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import build_slides  # noqa: E402
import measure_slides  # noqa: E402

ZH_NOTEBOOKS = sorted((build_slides.NOTEBOOKS / "zh").glob("*.ipynb"))
VENDOR = (ROOT / "build" / "vendor").resolve()


@pytest.fixture(scope="module")
def measured_zh(browser, tmp_path_factory) -> dict[Path, list[measure_slides.SlideSize]]:
    names = [str(path) for path in ZH_NOTEBOOKS]
    # as `make slides` builds them (their links in Chinese): every deck of notebooks/zh/
    out = tmp_path_factory.mktemp("zh_decks")
    decks = build_slides.build(names, out, VENDOR, language=build_slides.ZH)
    return {deck: measure_slides.measure_deck(browser, deck) for deck in decks}


@pytest.mark.skipif(not ZH_NOTEBOOKS, reason="no Chinese notebook is built yet")
def test_every_slide_of_every_chinese_deck_fits(measured_zh):
    check_fit(measured_zh, "slide_fit_zh.txt")
