"""One language switch for everything the package says to a reader.

English is the default; ``set_language("zh")`` (set by the Chinese notebooks' set-up cell)
makes widgets, checkers, quizzes, the judge, the computer opponent and figures speak
Simplified Chinese.  Strings are translated when they are produced, not when a module is
imported, so the switch takes effect for everything shown after the call.

The translations are Python :mod:`gettext` catalogues shipped in the package:
``locale/zh_CN/LC_MESSAGES/gametheory_helpers.po`` (the source, edited by hand) and the
compiled ``.mo`` beside it.  ``make messages`` (``tools/update_messages.py``) extracts the
marked strings, updates the ``.po`` and compiles the ``.mo``; a new English string without
a translation fails ``tests/test_i18n.py``.

Mark a reader-facing string with ``_()`` (it is translated at once) or, where it must be
stored untranslated (a default argument, a module constant), with ``N_()`` and translate it
with ``_()`` where it is shown.  Values go in with ``str.format`` after translation, never
in an f-string (extraction needs the literal text)::

    >>> from gametheory_helpers.i18n import _, get_language, set_language
    >>> get_language()
    'en'
    >>> _("Correct on all {count} test cases.").format(count=3)
    'Correct on all 3 test cases.'
    >>> set_language("zh")
    >>> _("Correct on all {count} test cases.").format(count=3)
    '全部 3 个测试用例均正确。'
    >>> set_language("en")
"""

from __future__ import annotations

import gettext as _gettext
from collections.abc import Callable
from pathlib import Path

__all__ = [
    "DOMAIN",
    "LANGUAGES",
    "LOCALE_DIR",
    "N_",
    "_",
    "get_language",
    "gettext",
    "ngettext",
    "on_language_change",
    "set_language",
]

#: The gettext domain: the name of the catalogue files.
DOMAIN = "gametheory_helpers"
#: Where the catalogues live (inside the package, so they install with it).
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
#: The languages the switch accepts, with the gettext locale of each one's catalogue.
LANGUAGES = {"en": None, "zh": "zh_CN"}

_state = {"language": "en"}
_catalogues: dict[str, _gettext.NullTranslations] = {}
_listeners: list[Callable[[str], None]] = []


def set_language(code: str) -> None:
    """Make the package speak ``code``: ``"en"`` (English, the default) or ``"zh"`` (简体中文).

    Everything produced after the call is in that language: widget labels, checker and quiz
    feedback, judge verdicts, the computer's explanations, figure titles and axis labels
    (figures also get a font with Chinese glyphs).

    >>> set_language("xx")
    Traceback (most recent call last):
    ...
    ValueError: code must be one of 'en', 'zh' (the language of the package), got 'xx'
    """
    from .validation import show  # here: validation translates its messages with this module

    if not isinstance(code, str) or code not in LANGUAGES:
        raise ValueError(
            _("code must be one of {codes} (the language of the package), got {value}").format(
                codes=", ".join(map(repr, LANGUAGES)), value=show(code, 40)
            )
        )
    if code != "en":
        _catalogue(code)  # a missing catalogue fails here, not in the middle of a widget
    _state["language"] = code
    for listener in list(_listeners):
        listener(code)


def get_language() -> str:
    """The language the package speaks now: ``"en"`` or ``"zh"``."""
    return _state["language"]


def on_language_change(listener: Callable[[str], None]) -> None:
    """Call ``listener(code)`` after every :func:`set_language` (used by the figures' fonts)."""
    from .validation import show

    if not callable(listener):
        raise TypeError(
            _("listener must be a function of the language code, got {value}").format(
                value=show(listener)
            )
        )
    if listener not in _listeners:
        _listeners.append(listener)


def _catalogue(code: str) -> _gettext.NullTranslations:
    if code not in _catalogues:
        _catalogues[code] = _gettext.translation(
            DOMAIN, localedir=str(LOCALE_DIR), languages=[LANGUAGES[code]]
        )
    return _catalogues[code]


def gettext(message: str) -> str:
    """``message`` in the current language (itself in English or when it has no translation)."""
    language = _state["language"]
    if language == "en" or not message:  # gettext("") would be the catalogue's header
        return message
    return _catalogue(language).gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural form for ``n``, in the current language.

    >>> ngettext("{n} heap", "{n} heaps", 2).format(n=2)
    '2 heaps'
    """
    language = _state["language"]
    if language == "en":
        return singular if n == 1 else plural
    return _catalogue(language).ngettext(singular, plural, n)


def N_(message: str) -> str:  # noqa: N802 - the conventional name of gettext's no-op marker
    """Mark ``message`` for translation without translating it now (translate it when shown)."""
    return message


_ = gettext
