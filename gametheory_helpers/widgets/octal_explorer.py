"""Chapter 05 app: compute an octal game far out, watch the rare values, ask for a period.

Type an octal code (or ``grundy`` for Grundy's game), choose how many heaps, press
Compute (or Enter).  The values are computed by the sparse-space engine in a
background thread, chunk by chunk, with a progress bar and a Cancel button; the
notebook's kernel stays usable meanwhile.  At the end the app shows the values with
the rare ones marked, the mask, the rare positions and the periodicity verdict.

>>> box = octal_explorer("0.16", n=3000)
>>> app = box.app
>>> app.compute(wait=True)
>>> app.state, app.count, app.mask_text
('done', 3000, 'mask ...1111 with bits 0b1 cleared (every higher bit set)')
>>> app.verdict.startswith("no period up to n = 3,000")
True
>>> app.code_input.value = "0.8"
>>> app.compute(wait=True)
>>> app.error
"'0.8' is not an octal code: 8 is not an octal digit (use 0 to 7)"
"""

from __future__ import annotations

import html
import io
import threading

import ipywidgets as widgets
import traitlets
from matplotlib.figure import Figure  # no pyplot: the figure is drawn in a thread, to PNG

from ..games import octal
from ..games.octal_sparse import SparseRun
from ..i18n import N_, _
from ..plotting import plot_rare_values
from ..validation import require_int, require_type
from ._common import USER_ERRORS, _attach, _error_html

__all__ = ["KNOWN", "OctalExplorer", "known_status", "octal_explorer"]

# 2^21 is the size of the published table the chapter quotes (Czajka's "Unsolved games").
SIZES = {
    "1,000": 10**3,
    "10,000": 10**4,
    "100,000": 10**5,
    "1,000,000": 10**6,
    "2,097,152 (2^21)": 2**21,
    "10,000,000": 10**7,
}
RARE_SHOWN = 24  # the last ones; the plot marks them all
# The plot is drawn at exactly the size it is shown: 9 x 3 inches at 80 dpi, 720 x 240 pixels,
# so the image is never stretched, and it has that size before the first run too.
PLOT_SIZE = (9.0, 3.0)
PLOT_DPI = 80
PLOT_PIXELS = (int(PLOT_SIZE[0] * PLOT_DPI), int(PLOT_SIZE[1] * PLOT_DPI))
_DRAWING = threading.Lock()  # matplotlib is not thread-safe: one explorer draws at a time
# Without a compiled back end (the C extension, or numba) the same kernel runs as plain
# Python, about a hundred times slower: Grundy's game to 10^5 then takes tens of seconds, so
# larger runs say so when they start.
PLAIN_PYTHON_NOTE_FROM = 10**5
PLAIN_PYTHON_NOTE = N_(
    "numba is not installed, so this runs as plain Python, about 100 times slower "
    "(minutes for a million heaps; Cancel keeps what is done). "
    "`make lab` or pip install 'gametheory-helpers[fast]' installs it."
)


# What the literature says about the games the explorer suggests and the chapter's table, so a
# run that certifies nothing is not mistaken for an open problem.  Keys: the canonical code text
# (``parse_octal(text).text``) or "grundy".
KNOWN = {
    "0.77": N_("solved: Kayles, period 12 from n = 71 on (Guy and Smith 1956; Winning Ways ch. 4)"),
    "0.07": N_("solved: Dawson's Kayles, period 34 from n = 53 on (Guy and Smith 1956)"),
    "0.137": N_("solved: Dawson's chess, period 34 from n = 52 on (Guy and Smith 1956)"),
    "0.16": N_("solved: period 149,459 from n = 105,351 on (Gangolli and Plambeck 1989)"),
    "0.6": N_("open: Officers, no period known (Flammenkamp's tables of octal games)"),
    "0.007": N_("open: Treblecross, no period known (Flammenkamp's tables of octal games)"),
    "grundy": N_("open: no period known (Flammenkamp's tables of Grundy's game)"),
}


def known_status(text: str) -> str:
    """What the literature says about a game's periodicity, or "" when this module knows nothing.

    >>> known_status("0.6")
    "open: Officers, no period known (Flammenkamp's tables of octal games)"
    >>> known_status("0.16").startswith("solved: period 149,459")
    True
    >>> known_status("0.60") == known_status("0.6"), known_status("0.52")
    (True, '')
    """
    require_type(text, str, "text", N_('a game such as "0.16" or "grundy"'))
    parsed, _name = _parse_game(text)
    return _known(parsed)


def _known(parsed: octal.OctalCode | None) -> str:
    # "0.60" is the game 0.6: trailing zero digits allow no move
    known = KNOWN.get("grundy" if parsed is None else parsed.text.rstrip("0"), "")
    return _(known) if known else ""


def _parse_game(text: str) -> tuple[octal.OctalCode | None, str]:
    """``"grundy"`` (Grundy's game) or an octal code; returns (parsed or None, display name)."""
    if text.strip().lower().replace("'", "") in {"grundy", "grundys game", "grundy game"}:
        return None, _("Grundy's game")
    parsed = octal.parse_octal(text)
    return parsed, _("octal game {code}").format(code=parsed.text)


class DescribedImage(widgets.Image):
    """An image whose ``tooltip`` is the ``title`` of its ``<img>``: its text for a screen reader.

    ipywidgets 8.1 gives an Image no alt text.  Its front end writes ``tooltip`` into the
    element's title only after reading the widget's ``description``, which Image lacks (the
    view then fails with a TypeError and shows no image): this class adds an empty one.

    >>> DescribedImage(value=b"", tooltip="a plot").get_state()["description"]
    ''
    """

    description = traitlets.Unicode("").tag(sync=True)


class OctalExplorer:
    """The state of one explorer: ``state`` is 'idle', 'running', 'cancelled', 'done' or 'error'.

    After a run: ``values`` (numpy array), ``count`` (values computed), ``rare_positions``,
    ``mask_text``, ``verdict`` (the periodicity verdict, in words), ``error``.
    """

    def __init__(self, code: str = "grundy", n: int = 10**5) -> None:
        require_type(code, str, "code", N_("text such as '0.16' or 'grundy'"))
        require_int(n, _("n, the number of heaps"), minimum=1, maximum=max(SIZES.values()))
        self.code_input = widgets.Text(
            value=code, description=_("game"), placeholder=_("0.6, 0.16, 0.77 or grundy"),
            continuous_update=False,
        )  # fmt: skip
        options = dict(SIZES)
        if n not in options.values():
            options[f"{n:,}"] = n
        self.n_input = widgets.Dropdown(options=options, value=n, description=_("heaps"))
        self.run_button = widgets.Button(description=_("Compute"), button_style="primary")
        self.cancel_button = widgets.Button(description=_("Cancel"), disabled=True)
        self.progress = widgets.IntProgress(value=0, min=0, max=n, description=_("progress"))
        self.status = widgets.HTML()
        width, height = PLOT_PIXELS
        waiting = _("press Compute (or Enter) to draw the values")
        self.image = DescribedImage(
            value=self._placeholder_png(waiting),
            tooltip=waiting,  # the image's title: its text for a screen reader
            format="png",
            width=width,
            height=height,
            layout=widgets.Layout(
                width=f"{width}px", height=f"{height}px", object_fit="contain", flex="0 0 auto"
            ),
        )
        self.report = widgets.HTML(layout=widgets.Layout(flex="1 1 320px", min_width="320px"))
        self.state = "idle"
        self.error = ""
        self.values = None
        self.count = 0
        self.rare_positions: list[int] = []
        self.mask_text = ""
        self.verdict = ""
        self.known = ""  # what the literature says (KNOWN), "" if nothing
        self.name = ""
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None
        self.run_button.on_click(lambda _b: self.compute())
        self.cancel_button.on_click(lambda _b: self.cancel())
        self.code_input.observe(lambda _c: self.compute(), names="value")  # Enter / blur only
        self.container = _attach(
            self,
            widgets.VBox(
                [
                    widgets.HBox([self.code_input, self.n_input]),
                    widgets.HBox([self.run_button, self.cancel_button, self.progress]),
                    self.status,
                    # side by side when there is room (one slide), else the report wraps below;
                    # never stretched to each other's height
                    widgets.HBox(
                        [self.image, self.report],
                        layout=widgets.Layout(flex_flow="row wrap", align_items="flex-start"),
                    ),
                ]
            ),
        )

    # -- the logic, callable without a browser --------------------------------------------

    def compute(self, wait: bool = False) -> None:
        """Start a run for the game and size shown (the previous run is cancelled first)."""
        self.cancel()
        self.join()
        try:
            parsed, self.name = _parse_game(self.code_input.value)
        except USER_ERRORS as exc:
            self._show_error(str(exc))
            return
        n = int(self.n_input.value)
        self.error = ""
        self.state = "running"
        self._forget_results()
        self.report.value = "<i>" + _("computing…") + "</i>"
        self._show_placeholder(_("computing {name} ...").format(name=self.name))
        self._cancel = threading.Event()
        self.progress.max, self.progress.value = n, 0
        self.run_button.disabled, self.cancel_button.disabled = True, False
        run = SparseRun(parsed)
        self.status.value = (
            "<p>"
            + _("computing {name} up to n = {n:,} ...").format(name=html.escape(self.name), n=n)
            + "</p>"
        )
        if not run.compiled and n > PLAIN_PYTHON_NOTE_FROM:
            self.status.value += f"<p>{html.escape(_(PLAIN_PYTHON_NOTE))}</p>"
        self._thread = threading.Thread(target=self._work, args=(run, n), daemon=True)
        self._thread.start()
        if wait:
            self.join()

    def cancel(self) -> None:
        """Ask the running computation to stop after its current chunk."""
        self._cancel.set()

    def join(self, timeout: float | None = None) -> None:
        """Wait for the background computation (tests; the notebook never needs to)."""
        if self._thread is not None:
            self._thread.join(timeout)

    def _work(self, run: SparseRun, n: int) -> None:
        def progress(done: int, _total: int) -> None:
            self.progress.value = done

        try:
            chunk = 1 << 12 if not run.compiled else 1 << 16
            run.extend(n, progress=progress, cancel=self._cancel, chunk=chunk)
            self._finish(run, n)
        except Exception as exc:  # shown, never lost in a thread
            self._show_error(f"{type(exc).__name__}: {exc}")
        finally:
            self.run_button.disabled, self.cancel_button.disabled = False, True

    def _forget_results(self) -> None:
        self.values, self.count, self.rare_positions = None, 0, []
        self.mask_text = self.verdict = self.known = ""

    def _show_error(self, message: str) -> None:
        # the error alone: no report or plot of an earlier run under it
        self.state, self.error = "error", message
        self._forget_results()
        self.status.value = _error_html(message)
        self.report.value = ""
        self._show_placeholder(_("no values: see the message above"))

    def _finish(self, run: SparseRun, n: int) -> None:
        run.settle_mask()
        self.values = run.values
        self.count = run.count
        self.rare_positions = run.rare_positions
        self.mask_text = str(run.mask) if run.mask is not None else _("(not chosen yet)")
        cancelled = run.count < n
        self.state = "cancelled" if cancelled else "done"
        self.verdict = self._verdict(run)
        self.known = _known(run.parsed)
        status = (
            _("cancelled after {count:,} of {n:,} heaps (the values so far are exact)").format(
                count=run.count, n=n
            )
            if cancelled
            else _("{name}: {count:,} values computed").format(
                name=html.escape(self.name), count=run.count
            )
        )
        self.status.value = f"<p>{status}</p>"
        picture, report = self._png(), self._report_html()
        self.image.value = picture  # one new value each: never an empty or half-drawn plot
        self.image.tooltip = self.alt_text()
        self.report.value = report

    def _show_placeholder(self, text: str) -> None:
        self.image.value = self._placeholder_png(text)
        self.image.tooltip = text

    def alt_text(self) -> str:
        """The plot in words, for a reader who cannot see it (the image's title).

        >>> explorer = OctalExplorer("0.6", n=1000)
        >>> explorer.compute(wait=True)
        >>> explorer.alt_text().split(":")[0]
        'Scatter plot of the values SG(n) of octal game 0.6 for the heaps 0 to 999'
        """
        if self.values is None or len(self.values) == 0:
            return self.image.tooltip or ""
        top, heap = self.largest_value()
        return _(
            "Scatter plot of the values SG(n) of {name} for the heaps 0 to {last:,}: the common "
            "values as small blue dots, the {rare:,} rare values as larger orange dots; the "
            "largest value is {top}, first reached at heap {heap:,}."
        ).format(
            name=self.name, last=self.count - 1, rare=len(self.rare_positions), top=top, heap=heap
        )

    def _verdict(self, run: SparseRun) -> str:
        if run.parsed is None:
            return self._grundy_verdict(run)
        found = run.certify()
        if found is None:
            return _(
                "no period up to n = {count:,}: these values prove none (Guy-Smith needs "
                "a long enough repetition); the game may still turn periodic further on"
            ).format(count=run.count)
        preperiod, period, _bound = found
        return _(
            "period {period} from n = {preperiod} on, certified by the Guy-Smith theorem: "
            "it holds for every heap size"
        ).format(period=period, preperiod=preperiod)

    @staticmethod
    def _grundy_verdict(run: SparseRun) -> str:
        # The Guy-Smith theorem covers octal games (a finite code): a split of Grundy's game
        # must be unequal, so its proof does not go through and no period is ever proved here.
        seen = run.apparent_period()
        apparent = (
            _(
                "the values up to n = {count:,} repeat with period {period} from "
                "n = {start} on, but that is an apparent period only, not proved"
            ).format(count=run.count, period=seen[1], start=seen[0])
            if seen is not None
            else _("no period up to n = {count:,}").format(count=run.count)
        )
        return apparent + _(
            ": Grundy's game is not an octal game (a heap splits into two unequal "
            "heaps), so the Guy-Smith theorem does not apply and no period can be proved this "
            "way; whether its values turn periodic is an open problem"
        )

    def _png(self) -> bytes:
        with _DRAWING:
            figure = Figure(figsize=PLOT_SIZE, dpi=PLOT_DPI)
            ax = figure.add_subplot()
            plot_rare_values(self.values, self.rare_positions, ax=ax, title=self.name)
            figure.tight_layout()
            buffer = io.BytesIO()
            figure.savefig(buffer, format="png", dpi=PLOT_DPI)
        return buffer.getvalue()

    @staticmethod
    def _placeholder_png(text: str) -> bytes:
        """A blank plot of the real plot's size with ``text``, so the image is never 0 x 0."""
        with _DRAWING:
            figure = Figure(figsize=PLOT_SIZE, dpi=PLOT_DPI)
            figure.text(0.5, 0.5, text, ha="center", va="center", color="#777777", fontsize=12)
            buffer = io.BytesIO()
            figure.savefig(buffer, format="png", dpi=PLOT_DPI)
        return buffer.getvalue()

    def largest_value(self) -> tuple[int, int]:
        """The largest value computed so far and the first heap that has it."""
        if self.values is None or len(self.values) == 0:
            raise ValueError(_("no values yet: press Compute (or call compute()) first"))
        first = int(self.values.argmax())
        return int(self.values[first]), first

    def _report_html(self) -> str:
        rare = self.rare_positions
        shown = ", ".join(f"{r:,}" for r in rare[-RARE_SHOWN:])
        more = (
            _(" (the last {shown} of {count:,})").format(shown=RARE_SHOWN, count=len(rare))
            if len(rare) > RARE_SHOWN
            else ""
        )
        largest, first = self.largest_value()
        lines = [
            _("<b>mask:</b> {mask}").format(mask=html.escape(self.mask_text)),
            _("<b>rare positions</b> from heap 1{more}: {shown}").format(
                more=more, shown=shown or _("none")
            ),
            _("<b>largest value:</b> {largest:,}, first at heap {first:,}").format(
                largest=largest, first=first
            ),
            _("<b>periodicity:</b> {verdict}").format(verdict=html.escape(self.verdict)),
        ]
        if self.known:
            lines.append(_("<b>known:</b> {known}").format(known=html.escape(self.known)))
        # one compact list, not four paragraphs with a margin each
        items = "".join(f"<li style='margin:0 0 0.2em 0'>{line}</li>" for line in lines)
        return f"<ul style='margin:0;padding-left:1.2em;line-height:1.35'>{items}</ul>"


def octal_explorer(code: str = "grundy", n: int = 10**5) -> widgets.VBox:
    """The explorer as a widget; its logic is ``box.app`` (:class:`OctalExplorer`)."""
    return OctalExplorer(code, n).container
