"""Small claims of chapters 00, 09 and 10 that issue 37 found false, pinned."""

from __future__ import annotations

import pytest
from notebook_text import cell_with, markdown

from gametheory_helpers.practice import ch09


def test_ch00_does_not_promise_a_checker_for_the_written_proofs():
    text = cell_with("00_index.ipynb", "## How to use this collection")
    assert "Every exercise has a" not in text
    assert "R1 and R2" in text


def test_ch09_writes_the_nim_product_as_otimes():
    texts = [ch09.Q2.question, ch09.Q2.hint, ch09.Q2.explanation]
    texts += [c.why for c in ch09.Q1.choices]
    assert not [t for t in texts if "(x)" in t]
    assert "(\\*)" not in markdown("09_nim_product_and_tartan.ipynb")


def test_ch09_does_not_claim_to_show_2x2_squares_at_256():
    text = cell_with("09_nim_product_and_tartan.ipynb", "**The subfields in a picture.**")
    assert "too small to see" in text


@pytest.mark.parametrize("slides", ["eleven slides"])
def test_ch10_pirates_have_ten_slides(slides):
    text = markdown("10_other_methods.ipynb")
    assert slides not in text and "all ten slides" in text
