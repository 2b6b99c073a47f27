"""The fit report shared by the English and the Chinese deck tests, and the decks' sizes:
measured again in Chromium only for decks whose key changed (``tools/slide_fit_record.py``)."""

from __future__ import annotations

import sys
from pathlib import Path

from conftest import ARTIFACTS

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import measure_slides  # noqa: E402
import slide_fit_record  # noqa: E402


def measured_decks(edition: str, browser, out: Path) -> dict[Path, list]:  # noqa: ANN001
    """Every deck of ``edition`` with its slides' sizes: recorded ones for decks whose key
    is unchanged, measured now (built into ``out``) for the others."""
    keys = slide_fit_record.current_keys(edition, measure_slides.CHROMIUM)
    reused, stale = slide_fit_record.plan(keys, slide_fit_record.load().get(edition, {}))
    fresh = slide_fit_record.measure(edition, stale, browser, out)
    print(f"{edition}: measured {len(stale)} decks now {stale}, {len(reused)} from the record")
    sizes = {
        name: [measure_slides.SlideSize(**s) for s in slides] for name, slides in reused.items()
    }
    sizes |= fresh
    return {out / name.replace(".ipynb", ".slides.html"): sizes[name] for name in keys}


def check_fit(measured: dict[Path, list], report_name: str) -> None:
    """Write the per-deck report to ``build/artifacts/`` and fail on any overflowing slide."""
    rows = [f"{'deck':<40} {'slides':>6} {'too tall':>8} {'too wide':>8}"]
    offenders = []
    for deck, sizes in measured.items():
        tall = sum(size.too_tall for size in sizes)
        wide = sum(size.too_wide for size in sizes)
        rows.append(f"{deck.name:<40} {len(sizes):>6} {tall:>8} {wide:>8}")
        offenders += [f"{deck.name} {size}" for size in sizes if size.too_tall or size.too_wide]
    total = sum(len(sizes) for sizes in measured.values())
    rows.append(f"{'all decks':<40} {total:>6} {len(offenders):>8} overflowing")
    report = "\n".join(rows + ["", *offenders]) + "\n"
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / report_name).write_text(report, encoding="utf-8")
    print(report)
    assert offenders == [], f"{len(offenders)} slides overflow 1280 x 720:\n" + "\n".join(offenders)
