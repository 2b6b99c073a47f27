"""The fit report shared by the English and the Chinese deck tests."""

from __future__ import annotations

from pathlib import Path

from conftest import ARTIFACTS


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
