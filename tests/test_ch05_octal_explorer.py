"""Chapter 05: the octal explorer (sparse engine in a background thread), without a browser."""

from __future__ import annotations

import re

import matplotlib
import numpy as np

matplotlib.use("Agg")

import pytest  # noqa: E402

from gametheory_helpers.games import octal, octal_sparse  # noqa: E402
from gametheory_helpers.plotting import plot_rare_values  # noqa: E402
from gametheory_helpers.widgets import octal_explorer  # noqa: E402
from gametheory_helpers.widgets.octal_explorer import KNOWN, known_status  # noqa: E402


@pytest.fixture(params=[False, True])
def accelerate(request, monkeypatch):
    if request.param and octal_sparse.COMPILED is None:
        pytest.skip("no compiled back end (C extension or numba)")
    monkeypatch.setattr(octal_sparse, "ACCELERATE", request.param)
    return request.param


@pytest.mark.parametrize("bad", ["0.8", "2.7", "seven", "", "0."])
def test_bad_codes_give_a_message_not_a_traceback(bad):
    app = octal_explorer("0.6", n=1000).app
    app.code_input.value = bad
    app.join()
    assert app.state == "error"
    assert app.error and "⚠" in app.status.value
    assert app.run_button.disabled is False


def test_a_finished_run_shows_values_mask_rare_positions_and_verdict(accelerate):
    app = octal_explorer("grundy", n=3000).app
    assert app.state == "idle"  # nothing is computed before Compute / Enter
    app.compute(wait=True)
    assert app.state == "done" and app.count == 3000
    assert app.values.tolist() == octal.grundys_game_sequence(3000)
    # Flammenkamp's table of Grundy's game: rare heaps 87, 90, 93 (value 7) ... 231 (value 10)
    assert {87, 90, 93, 181, 231} <= set(app.rare_positions)
    assert app.mask_text == "mask ...1111 with bits 0b1 cleared (every higher bit set)"
    assert app.verdict.startswith("no period up to n = 3,000")
    assert app.progress.value == 3000
    assert bytes(app.image.value).startswith(b"\x89PNG")
    assert "2,992" in app.report.value and "periodicity" in app.report.value
    values = octal.grundys_game_sequence(3000)
    top = max(values)
    assert app.largest_value() == (top, values.index(top))
    assert f"{top:,}, first at heap {values.index(top):,}" in app.report.value


def test_the_size_of_the_published_table_is_offered():
    app = octal_explorer("grundy", n=1000).app
    assert app.n_input.options["2,097,152 (2^21)"] == 2**21


def test_a_periodic_game_gets_a_certified_period():
    app = octal_explorer("0.77", n=1000).app
    app.compute(wait=True)
    assert app.verdict.startswith("period 12 from n = 71 on, certified")


def test_a_cancelled_run_keeps_exact_values_and_the_kernel_free():
    app = octal_explorer("0.6", n=10**5).app
    octal_sparse_flag = octal_sparse.ACCELERATE
    try:
        octal_sparse.ACCELERATE = False  # the slow path: the run is surely still going
        app.compute()
        assert app.state == "running" and app.cancel_button.disabled is False
        # the caller's thread is free while the engine works
        assert octal.grundy_sequence("0.07", 100)[:5] == [0, 0, 1, 1, 2]
        app.cancel_button.click()
        app.join(timeout=60)
    finally:
        octal_sparse.ACCELERATE = octal_sparse_flag
    assert app.state == "cancelled"
    assert 0 < app.count < 10**5
    assert app.values.tolist() == octal.grundy_sequence("0.6", app.count, certify_limit=0)
    assert "cancelled after" in app.status.value
    assert app.run_button.disabled is False and app.cancel_button.disabled is True


def test_typing_does_not_recompute_until_enter():
    app = octal_explorer("0.6", n=1000).app
    assert app.code_input.continuous_update is False
    app.n_input.value = 10**4  # choosing a size alone starts nothing
    assert app.state == "idle"


def test_plot_rare_values_marks_every_rare_heap():
    ax = plot_rare_values(list(range(10)), [2, 5, 99])
    assert len(ax.collections[1].get_offsets()) == 2
    with pytest.raises(ValueError, match="non-empty"):
        plot_rare_values([])


@pytest.mark.parametrize(
    ("language", "label"), [("en", "rare value (1,195 heaps)"), ("zh", "稀有值（1,195 个堆大小）")]
)
def test_the_legend_counts_the_rare_heaps_with_thousands_separators(language, label, english_again):
    from gametheory_helpers import set_language

    set_language(language)
    ax = plot_rare_values([n % 7 for n in range(2000)], range(1, 1196))
    assert [text.get_text() for text in ax.get_legend().get_texts()][1] == label


def test_a_large_run_without_numba_says_it_will_be_slow(monkeypatch):
    monkeypatch.setattr(octal_sparse, "ACCELERATE", False)
    app = octal_explorer("grundy", n=10**6).app
    app.compute()
    try:
        assert "numba is not installed" in app.status.value
    finally:
        app.cancel()
        app.join()
    assert app.state == "cancelled"
    small = octal_explorer("grundy", n=10**4).app
    small.compute(wait=True)
    assert "numba" not in small.status.value


def test_with_numba_no_note(accelerate):
    app = octal_explorer("0.16", n=10**6).app
    app.compute()
    try:
        assert ("numba is not installed" in app.status.value) is not accelerate
    finally:
        app.cancel()
        app.join()


def _png_size(data):
    data = bytes(data)
    assert data.startswith(b"\x89PNG")
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


def _shown_size(image):
    return int(image.layout.width.removesuffix("px")), int(image.layout.height.removesuffix("px"))


def test_the_plot_is_shown_at_its_own_size_and_never_stretched():
    # the 720 x 240 plot was stretched to the report's height (709 px) by its HBox
    app = octal_explorer("0.16", n=1000).app
    assert _png_size(app.image.value) == _shown_size(app.image)  # a plot-sized image at once
    app.compute(wait=True)
    assert app.state == "done"
    assert _png_size(app.image.value) == _shown_size(app.image) == (720, 240)
    assert (app.image.width, app.image.height) == ("720", "240")
    assert app.image.layout.object_fit == "contain"
    row = app.container.children[-1]
    assert row.children == (app.image, app.report)
    assert row.layout.align_items == "flex-start" and "wrap" in row.layout.flex_flow
    assert app.report.layout.min_width == "320px"


def test_the_old_report_goes_at_once_when_a_new_run_starts(monkeypatch):
    app = octal_explorer("0.16", n=1000).app
    app.compute(wait=True)
    old_plot = bytes(app.image.value)
    assert "mask" in app.report.value
    monkeypatch.setattr(app, "_work", lambda run, n: None)  # a run that never reports
    app.n_input.value = 10_000
    app.compute(wait=True)
    assert "computing" in app.report.value and "mask" not in app.report.value
    assert bytes(app.image.value) != old_plot and app.values is None


def test_an_error_shows_without_the_stale_report():
    app = octal_explorer("0.16", n=1000).app
    app.compute(wait=True)
    old_plot = bytes(app.image.value)
    app.code_input.value = "0.8"
    app.join()
    assert app.state == "error" and "⚠" in app.status.value
    assert app.report.value == "" and app.values is None and app.rare_positions == []
    assert bytes(app.image.value) != old_plot and _png_size(app.image.value) == (720, 240)


def test_an_error_in_the_thread_shows_without_the_stale_report(monkeypatch):
    app = octal_explorer("0.16", n=1000).app
    app.compute(wait=True)

    def broken(run, n):
        raise RuntimeError("out of luck")

    monkeypatch.setattr(app, "_finish", broken)
    app.compute(wait=True)
    assert app.state == "error" and "out of luck" in app.status.value
    assert app.report.value == ""


def test_the_report_is_one_compact_list_not_four_paragraphs():
    app = octal_explorer("0.16", n=1000).app
    app.compute(wait=True)
    report = app.report.value
    assert "<p>" not in report and report.count("<li") == 5  # the fifth: what is known
    assert "margin:0" in report


def test_the_report_says_what_is_known_so_no_run_calls_a_solved_game_open():
    """0.16 was proved periodic (Gangolli and Plambeck 1989): a short run must not look open."""
    app = octal_explorer("0.16", n=1000).app
    app.compute(wait=True)
    assert app.verdict.startswith("no period up to n = 1,000")
    assert app.known.startswith("solved: period 149,459 from n = 105,351")
    assert "Gangolli and Plambeck 1989" in app.report.value
    for code, status in [("0.6", "open"), ("0.60", "open"), ("grundy", "open"), ("0.77", "solved")]:
        assert known_status(code).startswith(status + ":"), code
    app.code_input.value = "0.52"  # nothing published is quoted: no "known" line
    app.compute(wait=True)
    assert app.known == "" and "known:" not in app.report.value


@pytest.mark.parametrize("code", ["0.77", "0.07", "0.137"])
def test_what_is_known_of_a_solved_game_agrees_with_its_certificate(code):
    # the literature's figures, as the explorer states them, against the engine's own proof
    period, start = re.search(r"period (\d+) from n = (\d+) on", KNOWN[code]).groups()
    run = octal_sparse.SparseRun(octal.parse_octal(code))
    run.extend(3000)
    assert run.certify()[:2] == (int(start), int(period))


@pytest.mark.parametrize("top", [1, 2, 5, 7, 40])
def test_the_value_axis_has_whole_number_ticks(top):
    """SG values are whole numbers: no 0.0, 2.5, 5.0 on the y axis (nor on the heap axis)."""
    from matplotlib.figure import Figure

    values = [n % (top + 1) for n in range(60)]
    ax = plot_rare_values(values, [top], ax=Figure(figsize=(9, 3)).add_subplot())
    ax.figure.canvas.draw()
    for axis in (ax.yaxis, ax.xaxis):
        low, high = sorted(axis.get_view_interval())
        shown = [t for t in axis.get_ticklocs() if low <= t <= high]
        assert len(shown) >= 2, shown
        assert all(float(t).is_integer() for t in shown), shown
        labels = [label.get_text() for label in axis.get_ticklabels() if label.get_text()]
        assert labels and all("." not in label for label in labels), labels


@pytest.mark.parametrize("language", ["en", "zh"])
@pytest.mark.parametrize(
    ("code", "size"), [("0.77", (9.0, 3.0)), ("0.16", (9.0, 3.0)), ("0.07", (4.0, 2.5))]
)
def test_the_legend_covers_no_plotted_value(code, size, language, english_again):
    """The legend sits beside the plot: at the top left inside it, it hid the rare values of
    the first heaps (Kayles, 0.77: heaps 3 to 70), the ones a reader looks for first.  It
    stays inside the figure (the explorer's image has a fixed size), also in a small plot."""
    from matplotlib.figure import Figure

    from gametheory_helpers import set_language

    set_language(language)
    run = octal_sparse.SparseRun(octal.parse_octal(code))
    run.extend(2000)
    figure = Figure(figsize=size, dpi=80)
    ax = plot_rare_values(run.values, run.rare_positions, ax=figure.add_subplot(), title=code)
    figure.tight_layout()
    figure.canvas.draw()
    legend = ax.get_legend().get_window_extent()
    points = np.concatenate(
        [c.get_offset_transform().transform(c.get_offsets()) for c in ax.collections]
    )
    inside = (
        (points[:, 0] >= legend.x0)
        & (points[:, 0] <= legend.x1)
        & (points[:, 1] >= legend.y0)
        & (points[:, 1] <= legend.y1)
    )
    assert not inside.any(), f"{inside.sum()} plotted values under the legend"
    assert not legend.overlaps(ax.get_window_extent()), "the legend lies on the plot"
    whole = figure.bbox
    assert whole.contains(legend.x0, legend.y0) and whole.contains(legend.x1, legend.y1), (
        "the legend is cut off"
    )
