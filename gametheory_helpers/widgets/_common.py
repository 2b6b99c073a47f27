"""What every app shares: how errors are shown and how the app object is attached."""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as widgets

from ..core import LoopyGameError

ERROR_STYLE = "color:#b22222"
# The errors a student's input can cause; apps show them as messages, never as tracebacks.
USER_ERRORS = (ValueError, TypeError, LoopyGameError)


def _error_html(message: str) -> str:
    return f"<p style='{ERROR_STYLE}'>⚠ {html.escape(message)}</p>"


def _attach(app: Any, container: widgets.Box) -> widgets.Box:
    container.app = app
    return container
