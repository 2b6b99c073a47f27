"""Chapter 05 app: type a subtraction set or an octal code, see the SG sequence live.

>>> box = sg_explorer("1, 3, 4", n=20)
>>> box.app.kind, box.app.period, box.app.p_positions[:4]
('subtraction', (0, 7), [0, 2, 7, 9])
>>> box.app.rule_input.value = "0.77"
>>> box.app.kind, box.app.period, box.app.certified
('octal', (71, 12), True)
>>> box.app.rule_input.value = "0.9"
>>> box.app.error
"'0.9' is not an octal code: 9 is not an octal digit (use 0 to 7)"
"""

from __future__ import annotations

import html

import ipywidgets as widgets
import matplotlib.pyplot as plt
from IPython import get_ipython
from IPython.display import display

from ..games import octal, subtraction
from ..i18n import N_, _
from ..plotting import plot_grundy_sequence
from ..validation import require_int, show
from ._common import USER_ERRORS, _attach, _error_html

__all__ = ["SGExplorer", "sg_explorer"]

_KINDS = (N_("subtraction"), N_("octal"))  # self.kind, translated when shown

MAX_SHOWN = 400
CERTIFY_LIMIT = 3000
MAX_OCTAL_DIGITS = 8  # digits of a code the explorer certifies within a second or so


class SGExplorer:
    """The SG sequence of a subtraction game (``"1, 3, 4"``) or an octal game (``"0.77"``).

    State after :meth:`update`: ``kind`` ('subtraction' or 'octal'), ``values``,
    ``period`` ((preperiod, period) or None), ``certified`` (whether the period is
    proved, not only observed), ``p_positions`` and ``error``.
    """

    def __init__(self, rule: str = "1, 3, 4", n: int = 60) -> None:
        if not isinstance(rule, str):
            raise TypeError(
                _("rule must be text such as '1, 3, 4' or '0.77', got {value}").format(
                    value=show(rule)
                )
            )
        require_int(n, "n", minimum=10, maximum=MAX_SHOWN)
        # continuous_update=False: recompute on Enter (or leaving the box), not per keystroke
        self.rule_input = widgets.Text(
            value=rule,
            description=_("rule"),
            placeholder=_("1, 3, 4  or  0.77, then Enter"),
            continuous_update=False,
        )
        self.n_input = widgets.IntSlider(
            value=n, min=10, max=MAX_SHOWN, step=10, description="n", continuous_update=False
        )
        self.result = widgets.HTML()
        self.figure = widgets.Output()
        self.kind = ""
        self.values: list[int] = []
        self.period: tuple[int, int] | None = None
        self.certified = False
        self.p_positions: list[int] = []
        self.error = ""
        for control in (self.rule_input, self.n_input):
            control.observe(lambda _change: self.update(), names="value")
        self.container = _attach(
            self,
            widgets.VBox(
                [
                    widgets.HTML(
                        _(
                            "<p>Type a subtraction set such as <code>1, 3, 4</code> or an octal "
                            "code such as <code>0.77</code> (Kayles), <code>0.07</code>, "
                            "<code>0.137</code>, <code>4.7</code>.</p>"
                        )
                    ),
                    widgets.HBox([self.rule_input, self.n_input]),
                    self.result,
                    self.figure,
                ]
            ),
        )
        self.update()

    def update(self) -> None:
        """Re-read the rule and recompute values, period and P-positions."""
        self.kind, self.values, self.period, self.certified = "", [], None, False
        self.p_positions, self.error = [], ""
        text = self.rule_input.value.strip()
        n = self.n_input.value
        try:
            if "." in text or "·" in text:
                self._octal(text, n)
            else:
                self._subtraction(text, n)
        except USER_ERRORS as error:
            self.error = str(error)
            self.result.value = _error_html(self.error)
            if get_ipython() is not None:
                self.figure.clear_output()
            return
        self.p_positions = [i for i, v in enumerate(self.values) if v == 0]
        self._show()

    def _subtraction(self, text: str, n: int) -> None:
        moves = subtraction.parse_subtraction_set(text)
        if moves[-1] > 1000:
            raise ValueError(_("keep the subtraction set below 1000 here"))
        self.kind = "subtraction"
        self.values = subtraction.grundy_sequence(moves, n)
        self.period = subtraction.certified_period(moves)
        self.certified = True
        self.reason = _(
            "proved: the values repeat for max(S) = {largest} consecutive heaps, and each "
            "value depends only on the max(S) values before it"
        ).format(largest=moves[-1])

    def _octal(self, text: str, n: int) -> None:
        code = octal.parse_octal(text)
        if len(code.digits) > MAX_OCTAL_DIGITS:
            raise ValueError(
                _(
                    "{text} has {length} digits; this explorer certifies codes of at most "
                    "{max_octal_digits} digits quickly: use octal.periodicity(code) in a "
                    "cell"
                ).format(
                    text=show(text), length=len(code.digits), max_octal_digits=MAX_OCTAL_DIGITS
                )
            )
        self.kind = "octal"
        self.values = octal.grundy_sequence(code.text, n)
        # The work grows like limit^2 times the number of non-zero digits: keep it near a second.
        busy = max(1, sum(1 for d in code.digits if d))
        limit = max(n, min(CERTIFY_LIMIT, int((1_500_000 / busy) ** 0.5)))
        report = octal.periodicity(code.text, limit=limit)
        if report.certified:
            assert report.preperiod is not None and report.period is not None
            self.period = (report.preperiod, report.period)
            self.certified = True
            self.reason = _("certified by the Guy-Smith theorem (t = {take}): {report}").format(
                take=code.max_take, report=report
            )
        else:
            self.period = subtraction.find_period(self.values)
            self.reason = _(
                "not certified by the first {limit} values; the pattern below is only "
                "what the shown prefix suggests"
            ).format(limit=limit)

    def _show(self) -> None:
        shown = ", ".join(map(str, self.values))
        if self.period is None:
            period_text = _("no period visible in this prefix")
        else:
            e, p = self.period
            period_text = (
                _("period {period} from n = {start} on")
                if self.certified
                else _("apparent period {period} from n = {start} on")
            ).format(period=p, start=e)
        p_text = ", ".join(map(str, self.p_positions[:40]))
        more = " …" if len(self.p_positions) > 40 else ""
        values_title, p_title = _("SG values"), _("P-positions")
        self.result.value = (
            f"<p><b>{values_title}</b> n = 0..{len(self.values) - 1}: "
            f"<code>{html.escape(shown)}</code></p>"
            f"<p><b>{html.escape(period_text)}</b> ({html.escape(self.reason)})</p>"
            f"<p><b>{p_title}</b> (SG = 0, 先手必败): {p_text}{more}</p>"
        )
        if get_ipython() is None:  # outside a kernel (tests, doctests): logic only, no figure
            return
        self.figure.clear_output(wait=True)
        with self.figure:
            _figure, ax = plt.subplots(figsize=(8, 1.9))  # short: the explorer fits one slide
            plot_grundy_sequence(
                self.values,
                period=self.period,
                title=_("{kind} rule {rule}").format(kind=_(self.kind), rule=self.rule_input.value),
                ax=ax,
            )
            display(ax.figure)
            plt.close(ax.figure)


def sg_explorer(rule: str = "1, 3, 4", n: int = 60) -> widgets.Box:
    """Return the SG-sequence explorer (see :class:`SGExplorer`)."""
    return SGExplorer(rule, n).container
