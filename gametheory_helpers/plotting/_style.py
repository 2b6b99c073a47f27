"""Shared look of every figure: the P/N colours, small drawing helpers, the fonts.

Chinese figures (after ``set_language("zh")``) draw Latin text in DejaVu Sans, as English ones
do, and fall back glyph by glyph to the first installed CJK family of :data:`CJK_FONTS` for the
Chinese characters; English figures keep matplotlib's own font list untouched.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import matplotlib
import matplotlib.pyplot as plt
from matplotlib import font_manager
from matplotlib.axes import Axes
from matplotlib.patches import Patch

from ..i18n import _, get_language, gettext, on_language_change

P_COLOR = "#f28e2b"
N_COLOR = "#4e79a7"
NEUTRAL_COLOR = "#d3d3d3"
KERNEL_EDGE_COLOR = "#b22222"
#: CJK families tried for Chinese text, in order (Debian: fonts-wqy-microhei, fonts-noto-cjk).
CJK_FONTS = (
    "WenQuanYi Micro Hei",
    "Noto Sans CJK SC",
    "Source Han Sans SC",
    "Microsoft YaHei",
    "PingFang SC",
    "SimHei",
)
_ENGLISH_FAMILY: list[str] = list(matplotlib.rcParams["font.family"])


# file names of the CJK_FONTS families, for fonts installed after matplotlib built its cache
_CJK_FILES = ("wqy-microhei", "notosanscjk", "sourcehansans", "msyh", "simhei", "pingfang")
_searched: list[bool] = []


def cjk_fonts() -> list[str]:
    """The families of :data:`CJK_FONTS` that matplotlib finds on this machine.

    matplotlib lists the system's fonts once and caches the list; a CJK font installed later
    (``apt-get install fonts-wqy-microhei``) is looked for among the system's font files and
    added, once per process.
    """
    installed = {font.name for font in font_manager.fontManager.ttflist}
    found = [name for name in CJK_FONTS if name in installed]
    if not found and not _searched:
        _searched.append(True)
        for path in font_manager.findSystemFonts():
            if any(part in Path(path).name.lower() for part in _CJK_FILES):
                try:
                    font_manager.fontManager.addfont(path)
                except (OSError, RuntimeError, ValueError):  # an unreadable font file
                    continue
        return cjk_fonts()
    return found


def use_language_fonts(code: str) -> None:
    """Set matplotlib's font families for ``code``: for zh, CJK families after the usual one.

    matplotlib falls back glyph by glyph along ``font.family`` (one font per entry), so Latin
    text keeps its font and only the characters it lacks come from the CJK family.

    >>> use_language_fonts("en")
    >>> matplotlib.rcParams["font.family"]
    ['sans-serif']
    """
    family = list(_ENGLISH_FAMILY)
    if code == "zh":
        family += [name for name in cjk_fonts() if name not in family]
    matplotlib.rcParams["font.family"] = family


on_language_change(use_language_fonts)
if get_language() != "en":
    use_language_fonts(get_language())


def caller_text(text: str | None) -> str | None:
    """Words a caller gave a figure (a title, an axis or legend label), as the figure shows them.

    The notebooks' literals are in the package's catalogue (``tools/update_messages.py``
    extracts them), so after ``set_language("zh")`` they are drawn in Chinese; in English, or
    without a translation, the text comes back unchanged (``None`` and ``""`` too).

    >>> caller_text("position"), caller_text(""), caller_text(None)
    ('position', '', None)
    """
    return gettext(text) if isinstance(text, str) else text


def _new_axes(ax: Axes | None, size: tuple[float, float]) -> Axes:
    if ax is not None:
        return ax
    _, ax = plt.subplots(figsize=size)
    return ax


def _outcome_legend(ax: Axes, loc: str = "upper right", outside: bool = False) -> None:
    ax.legend(
        bbox_to_anchor=(1.01, 1.0) if outside else None,
        handles=[
            Patch(color=P_COLOR, label=_("P-position")),
            Patch(color=N_COLOR, label=_("N-position")),
        ],
        loc=loc,
        fontsize=8,
        frameon=False,
    )


def _span(layout: Mapping[Any, tuple[float, float]], u: Any, v: Any) -> float:
    return max(abs(layout[u][0] - layout[v][0]), abs(layout[u][1] - layout[v][1]))
