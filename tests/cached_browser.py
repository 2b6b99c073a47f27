"""One Chromium profile on disk per test worker, so that JupyterLab's scripts are compiled once.

Playwright's ``browser.new_page()`` opens each page in a new incognito context: nothing is kept
between pages, so every page compiled JupyterLab's scripts anew (about 2 of the 11 CPU seconds
of opening a chapter in a fresh page).  A context on a profile folder keeps Chromium's HTTP
cache and V8's code cache, and the pages after the first open faster (about 1.5 CPU seconds
each, measured over four loads of chapter 02).  :class:`CachedBrowser` gives the browser tests
the part of Playwright's ``Browser`` they use: ``new_page`` opens a page in that one context,
with the viewport asked for; ``new_context`` (two users logged in at once need two sets of
cookies) opens an incognito context of a second, plain Chromium started when first needed.

Cookies and local storage are shared by the pages of one worker: JupyterLab keeps its state
on the server (the tests open chapters with ``&reset``), and every server of a run (each lab,
the hub, the website) has an origin, so a storage, of its own.
"""

from __future__ import annotations

import tempfile
from typing import Any


class CachedBrowser:
    """``new_page``/``new_context``/``close`` over a profile context (see the module)."""

    def __init__(self, playwright: Any, executable: str, args: list[str]) -> None:  # noqa: ANN401
        self._playwright = playwright
        self._executable = executable
        self._args = args
        self._profile = tempfile.TemporaryDirectory(prefix="gametheory-chromium-")
        self._context = playwright.chromium.launch_persistent_context(
            self._profile.name, executable_path=executable, args=args
        )
        self._plain: Any = None

    def new_page(self, viewport: dict | None = None, **options: Any) -> Any:  # noqa: ANN401
        """A page of the profile context, at ``viewport`` (Playwright's default 1280 x 720)."""
        if options:
            raise TypeError(f"new_page options other than viewport are not supported: {options}")
        page = self._context.new_page()
        page.set_viewport_size(viewport or {"width": 1280, "height": 720})
        return page

    def new_context(self, **options: Any) -> Any:  # noqa: ANN401
        """An incognito context with its own cookies (of a plain Chromium started now)."""
        if self._plain is None:
            self._plain = self._playwright.chromium.launch(
                executable_path=self._executable, args=self._args
            )
        return self._plain.new_context(**options)

    def close(self) -> None:
        """Close both browsers and remove the profile folder."""
        self._context.close()
        if self._plain is not None:
            self._plain.close()
        self._profile.cleanup()
