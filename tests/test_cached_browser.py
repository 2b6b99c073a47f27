"""The browser tests' Chromium (``cached_browser.py``): one profile per worker, pages at the
viewport asked for, scripts served from the cache, and separate contexts for separate users."""

from __future__ import annotations

import http.server
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

SCRIPT = "window.loaded = (window.loaded || 0) + 1;"
PAGE = "<!doctype html><title>t</title><script src='app.js'></script>"


class _Counting(http.server.SimpleHTTPRequestHandler):
    """Serves the folder, counts the requests for ``app.js``, lets browsers cache a year."""

    requests: list[str]

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "public, max-age=31536000, immutable")
        super().end_headers()

    def do_GET(self) -> None:
        self.requests.append(self.path)
        super().do_GET()

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def site(tmp_path: Path) -> Iterator[tuple[str, list[str]]]:
    """A page with one script, served on 127.0.0.1; the paths requested."""
    (tmp_path / "index.html").write_text(PAGE, encoding="utf-8")
    (tmp_path / "app.js").write_text(SCRIPT, encoding="utf-8")
    requests: list[str] = []
    handler = type("Handler", (_Counting,), {"requests": requests})
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), lambda *a: handler(*a, directory=str(tmp_path))
    )
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", requests
    finally:
        server.shutdown()
        server.server_close()


def test_a_page_has_the_viewport_asked_for(browser):
    page = browser.new_page(viewport={"width": 390, "height": 844})
    try:
        assert page.viewport_size == {"width": 390, "height": 844}
        assert page.evaluate("[innerWidth, innerHeight]") == [390, 844]
    finally:
        page.close()


def test_a_later_page_takes_the_script_from_the_cache(browser, site):
    base, requests = site
    for _ in range(2):
        page = browser.new_page(viewport={"width": 1280, "height": 720})
        page.goto(f"{base}/index.html?x={len(requests)}")
        assert page.evaluate("window.loaded") == 1
        page.close()
    assert [path for path in requests if path.startswith("/app.js")] == ["/app.js"], requests


def test_contexts_keep_their_users_cookies_apart(browser, site):
    base, _ = site
    first, second = browser.new_context(), browser.new_context()
    try:
        one, two = first.new_page(), second.new_page()
        one.goto(f"{base}/index.html")
        two.goto(f"{base}/index.html")
        one.evaluate("document.cookie = 'user=alice'")
        assert "user=alice" in one.evaluate("document.cookie")
        assert "user=alice" not in two.evaluate("document.cookie")
    finally:
        first.close()
        second.close()
