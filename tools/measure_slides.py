"""Measure every slide of the offline decks at 1280 x 720 and list the ones that overflow.

A slide *overflows* when, with all its fragments shown, its content is taller than the
deck's height or something in it (code, a table, a figure, a widget) is wider than the
slide, so that a lecturer would have to scroll or would see lines cut at the edge.

The decks are built with ``tools/build_slides.py`` (offline, 1280 x 720 slide size) into a
temporary folder, opened in Debian's Chromium through Playwright, and every slide is
visited with ``Reveal.slide(h, v)``.

Usage::

    python tools/measure_slides.py                       # every notebook
    python tools/measure_slides.py 03_wythoff_and_beatty.ipynb --verbose
    python tools/measure_slides.py --decks build/slides  # measure decks built already

Exit status 1 when any slide overflows.  :func:`measure_deck` is used by the tests.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
]
VIEWPORT = {"width": 1280, "height": 720}
TOLERANCE_PX = 2

# Defines window.__settled(slide) (below) and window.__overflow(root, width): how many
# pixels (in root's own, unscaled pixels) of content in ``root`` are cut off on the right,
# and by which element. Content is cut when it overflows a box that clips or scrolls (a code
# cell, a table wrapper, a widget label), or when it reaches past the right edge of the
# window. Padding alone may overflow a box by a few pixels without hiding anything, so only
# text, images and drawings count inside boxes.
_OVERFLOW_JS = """
() => {
  // Wait until slide shows what the audience will see: MathJax's first typesetting pass and
  // any queued work done, every formula of the slide drawn (nbconvert's deck re-typesets the
  // formulas of each slide it turns to, removing them first, outside MathJax's queue), every
  // font loaded, and the page painted. A formula that never comes is waited for 5 s at most.
  window.__settled = async (slide) => {
    if (window.MathJax && MathJax.Hub) {
      await new Promise(done => MathJax.Hub.Register.StartupHook('End', done));
      await new Promise(done => MathJax.Hub.Queue(done));
      const drawn = () => slide.querySelectorAll('.MathJax_CHTML').length
        >= slide.querySelectorAll('script[type^="math/tex"]').length;
      for (const start = performance.now(); !drawn() && performance.now() - start < 5000;) {
        await new Promise(done => setTimeout(done, 20));
      }
    }
    await document.fonts.ready;
    await new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)));
  };
  const contentRight = (root) => {
    let right = -Infinity;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent.trim()) continue;
      range.selectNodeContents(node);
      right = Math.max(right, range.getBoundingClientRect().right);
    }
    for (const media of root.querySelectorAll('img, svg, canvas, video')) {
      right = Math.max(right, media.getBoundingClientRect().right);
    }
    return right;
  };
  window.__overflow = (root, width) => {
    const box = root.getBoundingClientRect();
    const scale = box.width / width;  // reveal.js scales the whole slide
    let worst = 0;
    let what = '';
    for (const el of root.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2) continue;
      const overflows = el.clientWidth > 0 && el.scrollWidth - el.clientWidth > 2;
      let need = (r.right - window.innerWidth) / scale;
      if (!overflows && need <= 2) continue;  // the common case: no style lookup needed
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      if (overflows && style.overflowX !== 'visible') {
        const inside = r.left + (el.clientLeft + el.clientWidth) * scale;
        need = Math.max(need, (contentRight(el) - inside) / scale);
      }
      if (need > worst) {
        worst = need;
        const css = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
        what = el.tagName.toLowerCase() + (css ? '.' + css : '');
      }
    }
    return [worst > 2 ? worst : 0, what];
  };
}
"""

# Runs in JupyterLab while jupyterlab-slideshow presents a notebook: the cells laid out for
# the present slide (fragments take their place even before they appear) against the window.
_LIVE_MEASURE_JS = """
() => {
  const cells = Array.from(document.querySelectorAll('.jp-Notebook .jp-Cell'))
    .filter(cell => cell.classList.contains('jp-deck-mod-onscreen'));
  const rects = cells.map(cell => cell.getBoundingClientRect());
  const height = Math.max(...rects.map(r => r.bottom)) - Math.min(...rects.map(r => r.top));
  let need = 0;
  let what = '';
  for (const cell of cells) {
    const [n, w] = window.__overflow(cell, cell.getBoundingClientRect().width);
    if (n > need) [need, what] = [n, w];
  }
  const heading = cells.map(c => c.querySelector('h1, h2, h3, h4')).find(Boolean);
  // A rendered Markdown cell keeps its (hidden) source in the page: read the rendered part.
  const first = cells.length ? (cells[0].querySelector('.jp-MarkdownOutput') || cells[0]) : null;
  const title = (heading ? heading.textContent : first ? first.textContent : '')
    .replace(/[\\s¶]+/g, ' ').trim().slice(0, 70);
  return {height, width: window.innerWidth + need, what, title,
          maxHeight: window.innerHeight, maxWidth: window.innerWidth};
}
"""

# Runs in the page: visit slide (h, v), show its fragments, measure it in slide coordinates.
_MEASURE_JS = """
async ([h, v]) => {
  const defined = requirejs.s.contexts._.defined;  // the decks load reveal.js through require.js
  const Reveal = defined[Object.keys(defined).find(k => k.endsWith('dist/reveal.js'))];
  if (!window.__atRest) {  // measure at rest (configuring lays out the whole deck: once)
    Reveal.configure({transition: 'none', backgroundTransition: 'none'});
    window.__atRest = true;
  }
  Reveal.slide(h, v);
  const slide = Reveal.getCurrentSlide();
  slide.querySelectorAll('.fragment').forEach(f => f.classList.add('visible'));
  await window.__settled(slide);
  const config = Reveal.getConfig();
  const saved = [slide.style.height, slide.style.overflowY, slide.style.marginTop];
  slide.style.height = 'auto';
  slide.style.overflowY = 'visible';
  slide.style.marginTop = '0px';
  const height = slide.scrollHeight;
  const [need, what] = window.__overflow(slide, slide.offsetWidth);
  const widest = slide.offsetWidth + need;
  const heading = slide.querySelector('h1, h2, h3, h4');
  const text = (heading || slide).cloneNode(true);  // formulas by their TeX, once
  text.querySelectorAll('.MathJax_CHTML, .MJX_Assistive_MathML, .MathJax_Preview')
    .forEach(node => node.remove());
  const title = text.textContent.replace(/[\\s¶]+/g, ' ').trim().slice(0, 70);
  [slide.style.height, slide.style.overflowY, slide.style.marginTop] = saved;
  const proof = slide.textContent.includes('Proof');
  return {h, v, height, width: widest, what, title, proof,
          maxHeight: config.height, maxWidth: config.width};
}
"""

_SLIDE_INDICES_JS = """
() => Array.from(document.querySelectorAll('.reveal .slides > section')).flatMap((section, h) => {
  const inner = section.querySelectorAll(':scope > section');
  return inner.length ? Array.from(inner, (_, v) => [h, v]) : [[h, 0]];
})
"""


@dataclass(frozen=True)
class SlideSize:
    """One slide's measured size against the deck's size (in slide pixels)."""

    h: int
    v: int
    height: int
    width: int
    max_height: int
    max_width: int
    title: str
    what: str
    proof: bool = False  # the slide's text contains the word "Proof"

    @classmethod
    def from_page(cls, m: dict) -> SlideSize:
        """From what the page's measuring script returned (no ``h``/``v`` in the live view)."""
        return cls(
            h=m.get("h", -1),
            v=m.get("v", -1),
            height=int(m["height"]),
            width=int(m["width"]),
            max_height=int(m["maxHeight"]),
            max_width=int(m["maxWidth"]),
            title=m["title"],
            what=m["what"],
            proof=m.get("proof", False),
        )

    @property
    def too_tall(self) -> bool:
        return self.height > self.max_height + TOLERANCE_PX

    @property
    def too_wide(self) -> bool:
        return self.width > self.max_width + TOLERANCE_PX

    def __str__(self) -> str:
        problems = []
        if self.too_tall:
            problems.append(f"{self.height}px tall (> {self.max_height})")
        if self.too_wide:
            problems.append(f"{self.width}px wide (> {self.max_width}; {self.what or 'slide'})")
        return f"slide {self.h}.{self.v} «{self.title}»: " + ", ".join(problems or ["fits"])


def launch_browser(playwright):  # noqa: ANN001, ANN201 - Playwright's own types
    """Debian's Chromium, headless, with the flags this machine needs."""
    return playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)


def measure_deck(browser, deck: Path) -> list[SlideSize]:  # noqa: ANN001
    """Visit every slide of ``deck`` (an offline .slides.html) and measure it."""
    page = browser.new_page(viewport=VIEWPORT)
    try:
        page.goto(deck.resolve().as_uri())
        page.wait_for_selector(".reveal.ready", timeout=60_000)
        page.wait_for_timeout(500)  # widget views and MathJax start asynchronously
        page.evaluate(_OVERFLOW_JS)
        sizes = []
        for h, v in page.evaluate(_SLIDE_INDICES_JS):
            sizes.append(SlideSize.from_page(page.evaluate(_MEASURE_JS, [h, v])))
        return sizes
    finally:
        page.close()


_SHOW_JS = """
async ([h, v]) => {
  const defined = requirejs.s.contexts._.defined;
  const Reveal = defined[Object.keys(defined).find(k => k.endsWith('dist/reveal.js'))];
  Reveal.configure({transition: 'none'});
  Reveal.slide(h, v);
  Reveal.getCurrentSlide().querySelectorAll('.fragment').forEach(f => f.classList.add('visible'));
  await window.__settled(Reveal.getCurrentSlide());
}
"""


def measure_live_slide(page) -> SlideSize:  # noqa: ANN001
    """Measure the slide jupyterlab-slideshow shows now in ``page`` (a JupyterLab page).

    The same rules as for the static decks: the cells of the slide, every fragment in its
    place, against the window; ``h`` and ``v`` are -1 (the live deck has no slide numbers).
    """
    page.evaluate(_OVERFLOW_JS)
    return SlideSize.from_page(page.evaluate(_LIVE_MEASURE_JS))


def screenshot_slide(browser, deck: Path, h: int, v: int, path: Path) -> None:  # noqa: ANN001
    """Save what the audience sees of slide ``(h, v)`` of ``deck`` (fragments shown)."""
    page = browser.new_page(viewport=VIEWPORT)
    try:
        page.goto(deck.resolve().as_uri())
        page.wait_for_selector(".reveal.ready", timeout=60_000)
        page.wait_for_timeout(500)
        page.evaluate(_OVERFLOW_JS)
        page.evaluate(_SHOW_JS, [h, v])
        page.screenshot(path=str(path))
    finally:
        page.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="notebook file names (default: all)")
    parser.add_argument("--decks", type=Path, help="measure the decks already built in DIR")
    parser.add_argument("--verbose", action="store_true", help="list every slide")
    args = parser.parse_args(argv)

    from playwright.sync_api import sync_playwright

    sys.path.insert(0, str(ROOT / "tools"))
    import build_slides

    names = args.names or sorted(p.name for p in build_slides.NOTEBOOKS.glob("*.ipynb"))
    with tempfile.TemporaryDirectory() as scratch:
        if args.decks:
            decks = [args.decks / name.replace(".ipynb", ".slides.html") for name in names]
        else:
            decks = build_slides.build(names, Path(scratch), (ROOT / "build" / "vendor").resolve())
        bad_total = 0
        with sync_playwright() as playwright:
            browser = launch_browser(playwright)
            for deck in decks:
                sizes = measure_deck(browser, deck)
                bad = [s for s in sizes if s.too_tall or s.too_wide]
                bad_total += len(bad)
                tall = sum(s.too_tall for s in sizes)
                wide = sum(s.too_wide for s in sizes)
                print(f"{deck.name}: {len(sizes)} slides, {tall} too tall, {wide} too wide")
                for size in sizes if args.verbose else bad:
                    print("   ", size)
            browser.close()
    return 1 if bad_total else 0


if __name__ == "__main__":
    sys.exit(main())
