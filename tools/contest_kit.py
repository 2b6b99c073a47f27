"""Write the "Contest kit" section of every chapter from the kit's templates and pitfalls.

For each chapter notebook 01-10 this script writes, right before the "## Notes on the
sources" heading, a section made only of generated markdown cells (tagged ``contest-kit``):

* a heading "## Contest kit" (a new slide);
* for every template of the chapter (``gametheory_helpers/contest/templates``, read through
  :func:`gametheory_helpers.contest.templates`): a short sub-slide with its title, problem,
  cost and how to judge it, then a ``skip`` cell holding the C++ template (long code stays
  out of the 1280x720 decks; the problem id is in the same cell, so
  ``tests/test_judge_chapter_cpp.py`` compiles and judges it);
* "Pitfalls" sub-slides: for the chapter's wrong programs in ``tests/judge_programs``, the
  mistake (the program's first-line comment), the judge's verdict and the line that fixes it
  (:data:`FIXES`, written by hand).

Running it twice changes nothing.  Nobody edits these cells by hand: change a template, a
wrong program or :data:`FIXES` and run the script again.  Each cell says so in its metadata
(``contest_kit``: :data:`GENERATED`), not in the text a reader sees.

Usage::

    python tools/contest_kit.py          # rewrite the notebooks
    python tools/contest_kit.py --check  # exit 1 if a notebook's kit is out of date
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import nbformat

sys.path.insert(0, str(Path(__file__).resolve().parent))
from notebook_files import NotebookFileError, read_notebook  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from gametheory_helpers.contest import Template, templates  # noqa: E402
from gametheory_helpers.judge.problems import PROBLEMS  # noqa: E402

NOTEBOOKS = ROOT / "notebooks"
PROGRAMS = ROOT / "tests" / "judge_programs"
TAG = "contest-kit"
#: Said in every kit cell's metadata (``contest_kit``), never to the reader.
GENERATED = {
    "generated_by": "tools/contest_kit.py (make kit)",
    "edit": "do not edit this cell: change the template, the wrong program or FIXES, then run "
    "the script again",
}
NOTES_HEADING = "## Notes on the sources"
PITFALLS_PER_SLIDE = 3

WA, TLE, RE = "Wrong Answer", "Time Limit Exceeded", "Runtime Error"
#: The verdict a judge program's name promises (as in tests/test_judge_catalogue.py) ...
BY_PREFIX = {"wrong": WA, "tle_": TLE, "re_": RE, "mle_": "Memory Limit Exceeded"}
#: ... and the wrong programs whose verdict is another one.
VERDICT_EXCEPTIONS = {
    "POJ2505/wrong_int32.cpp": TLE,
    "HDU2516/wrong_int32.cpp": TLE,
    "HDU2516/re_bruteforce_recursion.py": RE,
}

#: Wrong program (``PROBLEM/file``) -> the line of the right program that fixes the mistake.
FIXES: dict[str, str] = {
    # 01
    "POJ2505/wrong_float_log.py": "while n > 18: n = (n + 17) // 18",
    "POJ2505/wrong_format.py": 'print("Stan wins." if n <= 9 else "Ollie wins.")',
    "POJ2505/wrong_strict.py": "while n > 18: n = (n + 17) // 18  # ceil, so p >= n counts",
    # 02
    "POJ2234/wrong_count_included.py": "x = reduce(xor, heaps, 0)  # the heaps only, not M",
    "POJ2975/wrong_precedence.cpp": "if ((x ^ s) < x) count++;",
    "POJ2975/wrong_le.py": "print(sum(1 for x in heaps if x ^ s < x))",
    "POJ1704/wrong_no_sort.py": "row = sorted(data[i + 1 : i + 1 + n])",
    "POJ1704/wrong_pair_from_left.py": "if n % 2: row = [0] + row  # pair from the right",
    "LOCAL_MISERE_BASH/wrong_normal_play.py": 'print("Second" if n % (m + 1) == 1 else "First")',
    "LOCAL_MISERE_BASH/wrong_int32.cpp": "long long n, m;  // (n - 1) % (m + 1) in 64 bits",
    "LOCAL_MOORE_NIM/wrong_plain_xor.py": "all(sum(a >> b & 1 for a in heaps) % (k + 1) == 0 ...)",
    "LOCAL_MOORE_NIM/wrong_total_bits.py": "ones[b] += (a >> b) & 1;  // one count per column",
    # 03
    "POJ1067/wrong_double_phi.cpp": "a == (k + isqrt(5 * k * k)) // 2  # math.isqrt: exact",
    "POJ1067/wrong_int32.cpp": "long long k = b - a;  // 5 * k * k needs 64 bits",
    "POJ1067/wrong_unsorted.py": "a, b = sorted(map(int, line.split()))",
    # 04
    "HDU2516/wrong_int32.cpp": "long long a = 1, b = 2;  // Fibonacci numbers past 2^31",
    "HDU2516/wrong_powers_of_two.py": 'print("Second win" if n in fib else "First win")',
    "HDU2516/re_bruteforce_recursion.py": "while b < 2**31: a, b = b, a + b  # a loop, no search",
    # 05
    "HDU4664/wrong_period_from_zero.py": "g[a] if a < 120 else g[86 + (a - 86) % 34]",
    "HDU4664/tle_full_table.py": "g[a] if a < 120 else g[86 + (a - 86) % 34]  # O(1) past 120",
    "BZOJ2940/wrong_off_by_one.cpp": "for (int l = 0; l <= p - len; l++)",
    "BZOJ1457/wrong_boundary_only.py": "if x == 0 or y == 0 or x == y: win at once",
    # 06
    "POJ3480/wrong_plain_xor.py": "if max(heaps) == 1: return x == 0",
    "POJ3480/wrong_all_ones_parity.cpp": "if (!some_heap_above_one) return xor_sum == 0;",
    "POJ3480/wrong_one_big_heap.py": "if max(heaps) == 1:  # every heap is 1",
    "HDU3595/wrong_min_step.cpp": "longest = std::max(longest, step(x, y));",
    "HDU3595/wrong_stage_count.py": "s = s + 2 if q >= 2 and s % 2 == 1 else s + 1",
    "HDU3032/wrong_plain_xor.py": "return h + 1 if r == 3 else h - 1 if r == 0 else h",
    # 07
    "HDU3537/wrong_repeats.py": "heads = {int(v) for v in data[i + 1 : i + 1 + n]}",
    "HDU3537/wrong_evil.cpp": "return 2 * x + (__builtin_popcountll(x) % 2 == 0);",
    "HDU3537/wrong_swapped.py": 'out.append("No" if x else "Yes")',
    "LOCAL_RULER/wrong_ctz.cpp": "s ^= x & -x;  // the value of the lowest 1 bit, not its place",
    "LOCAL_RULER/wrong_highest_bit.py": "s ^= x & -x  # the lowest 1 bit, not the highest",
    # 08
    "POJ3710/wrong_parent_vertex.cpp": "if (e == via[u]) continue;  // the edge, not the vertex",
    "POJ3710/wrong_even_cycle_edge.py": "if (depth[u] - depth[v] + 1) % 2: g[v] ^= 1",
    "POJ3710/wrong_edge_parity.py": "g[parent[u]] ^= g[u] if fused[u] else g[u] + 1",
    # 09
    "HDU3404/wrong_fermat_square.cpp": "r = (p << t) ^ nim_mul(p, 1ull << (t - 1));",
    "HDU3404/wrong_xor_coordinates.py": "s ^= nim_mul(x, y)",
    "POJ3533/wrong_two_dimensions.py": "s ^= nim_mul(nim_mul(x, y), z)",
    "POJ3533/wrong_swapped.cpp": 'puts(s ? "No" : "Yes");',
    # 10
    "POJ2348/wrong_int32_double.cpp": "if (a % b == 0 || a / b >= 2) return mover;",
    "POJ2348/wrong_double_phi.cpp": "a -= b;  // follow the forced moves in integers",
    "HDU1538/wrong_power_strict.cpp": "while (2 * m + 2 * j <= n) j *= 2;",
    "HDU1538/wrong_thrown_above_2m1.py": 'return "Thrown" if p > 2 * m + j else "0"',
    "POJ2484/wrong_no_terminator.py": "if n == 0: break",
    "POJ1678/wrong_any_first_pick.cpp": "if (a <= v[i] && v[i] <= b && ...)",
    "POJ1678/tle_quadratic.py": "for (j = i + 1; j < k && v[j] - v[i] <= b; j++)",
}


def chapter_stems() -> list[str]:
    """The chapter notebooks 01-10 (file stems) that exist."""
    return sorted(p.stem for p in NOTEBOOKS.glob("[01][0-9]_*.ipynb") if "01" <= p.stem[:2] <= "10")


def verdict_of(key: str) -> str:
    """The judge's verdict for the program ``PROBLEM/file``."""
    if key in VERDICT_EXCEPTIONS:
        return VERDICT_EXCEPTIONS[key]
    name = key.split("/", 1)[1]
    return next(v for prefix, v in BY_PREFIX.items() if name.startswith(prefix))


def mistake_of(key: str) -> str:
    """The first-line comment of a wrong program, without its ``wrong:`` label."""
    first = (PROGRAMS / key).read_text(encoding="utf-8").splitlines()[0]
    text = first.lstrip("/#").strip()
    for label in ("wrong:", "too slow:"):
        if text.startswith(label):
            text = text[len(label) :].strip()
    return text.replace("*", "\\*")  # "x (*) y" is no emphasis


def chapter_problems(chapter: str) -> list[str]:
    return sorted(p.id for p in PROBLEMS.values() if p.chapter == chapter)


def pitfalls(chapter: str) -> list[str]:
    """``PROBLEM/file`` of the chapter's wrong programs that have a fixing line."""
    keys = []
    for problem in chapter_problems(chapter):
        folder = PROGRAMS / problem
        for path in sorted(folder.glob("*")) if folder.is_dir() else []:
            key = f"{problem}/{path.name}"
            if key in FIXES:
                keys.append(key)
    return keys


def _cell(key: str, source: str, slide_type: str) -> nbformat.NotebookNode:
    cell = nbformat.v4.new_markdown_cell(source)
    cell["id"] = f"kit-{key}"[:64].replace("_", "-").replace("/", "-").replace(".", "-")
    cell["metadata"] = {
        "slideshow": {"slide_type": slide_type},
        "tags": [TAG],
        "contest_kit": dict(GENERATED),
    }
    return cell


def template_cells(template: Template) -> list[nbformat.NotebookNode]:
    """The sub-slide (what, cost, how to judge) and the skip cell (the C++ code)."""
    problem = PROBLEMS[template.problem]
    cpp = f"gametheory_helpers/contest/templates/{template.slug}.cpp"
    py = f"gametheory_helpers/contest/templates/{template.slug}.py"
    also = [p for p in template.problems if p != template.problem]
    summary = "\n".join(
        [
            f"### {template.title}",
            "",
            f"**{template.problem}** *{problem.title}* · cost {template.cost}",
            *([f"(also Accepted on {', '.join(also)}, the same input format)"] if also else []),
            "",
            f"- C++17 `{cpp}`, Python `{py}`",
            f"- in a notebook, after `%load_ext gametheory_helpers.judge`: a cell "
            f"`%%judge {template.problem} --lang cpp` followed by the template",
            f"- from the repository: `.venv/bin/python -m gametheory_helpers.judge "
            f"{template.problem} {cpp}`",
        ]
    )
    code = template.source("cpp").rstrip("\n")
    listing = (
        f"**{template.problem}** · the C++17 template ({template.title}); "
        f"the Python twin is `{py}`.\n\n```cpp\n{code}\n```"
    )
    return [
        _cell(template.slug, summary, "subslide"),
        _cell(f"{template.slug}-cpp", listing, "skip"),
    ]


def pitfall_cells(chapter: str) -> list[nbformat.NotebookNode]:
    keys = pitfalls(chapter)
    pages = [keys[i : i + PITFALLS_PER_SLIDE] for i in range(0, len(keys), PITFALLS_PER_SLIDE)]
    cells = []
    for number, page in enumerate(pages, start=1):
        title = "### Pitfalls" + (f" ({number}/{len(pages)})" if len(pages) > 1 else "")
        lines = [title, ""]
        for key in page:
            problem, name = key.split("/")
            lines.append(
                f"- **{problem}** `{name}`: {mistake_of(key)}. "
                f"Judge: *{verdict_of(key)}*. Fix: `{FIXES[key]}`"
            )
        cells.append(_cell(f"pitfalls-{chapter}-{number}", "\n".join(lines), "subslide"))
    return cells


def kit_cells(chapter: str) -> list[nbformat.NotebookNode]:
    """Every generated cell of one chapter's kit section, in order."""
    kit = [t for t in templates() if t.chapter == chapter]
    intro = (
        "## Contest kit\n\n"
        "For each closed form of this chapter, a complete C++17 program (and its Python twin) "
        "for a judge problem, Accepted by the local judge; then the classic mistakes."
    )
    if not kit:
        intro += "\n\nThis chapter has no template yet."
    cells = [_cell(f"heading-{chapter}", intro, "slide")]
    for template in kit:
        cells += template_cells(template)
    return cells + pitfall_cells(chapter)


def _source(cell: dict) -> str:
    source = cell.get("source", "")
    return "".join(source) if isinstance(source, list) else source


def _is_kit(cell: dict) -> bool:
    return TAG in cell.get("metadata", {}).get("tags", [])


def updated_notebook(path: Path) -> tuple[nbformat.NotebookNode, bool]:
    """The notebook with its kit section rewritten, and whether anything changed."""
    notebook = read_notebook(path)
    old = [(c["cell_type"], _source(c), c.get("metadata")) for c in notebook["cells"]]
    cells = [c for c in notebook["cells"] if not _is_kit(c)]
    notes = [
        i
        for i, c in enumerate(cells)
        if c["cell_type"] == "markdown" and _source(c).startswith(NOTES_HEADING)
    ]
    if not notes:
        raise NotebookFileError(f"{path}: no '{NOTES_HEADING}' heading to put the kit before")
    at = notes[0]
    cells[at:at] = kit_cells(path.stem[:2])
    notebook["cells"] = cells
    new = [(c["cell_type"], _source(c), c.get("metadata")) for c in cells]
    return notebook, new != old


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report stale notebooks")
    args = parser.parse_args(argv)
    stale = []
    for stem in chapter_stems():
        path = NOTEBOOKS / f"{stem}.ipynb"
        try:
            notebook, changed = updated_notebook(path)
        except NotebookFileError as error:
            print(error, file=sys.stderr)
            return 1
        if not changed:
            continue
        stale.append(path.name)
        if not args.check:
            nbformat.write(notebook, path)
            print(f"updated {path.name}")
    if args.check and stale:
        print("contest kit out of date (run `make kit`): " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
