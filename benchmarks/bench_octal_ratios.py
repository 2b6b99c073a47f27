"""The octal engine's figures as ratios against two references in the same run (issue #40).

Run with ``.venv/bin/python benchmarks/bench_octal_ratios.py`` (``--quick`` or
``BENCH_QUICK=1``: 0.6 at one small size, a smoke test; ``--large`` or ``BENCH_LARGE=1`` adds
10^7, a minute or more per engine; ``--sizes 10000000`` runs only the sizes given;
``--games 0.77,0.07`` only the games given, ``--games explorer`` every game the octal
explorer knows).  For
Grundy's game, 0.6 and 0.16 at 10^5 and 10^6,
every run is a fresh process, timed from its start and, inside it, the computation alone
(after a small warm-up run that loads or compiles numba's kernels), by the wall clock and in
CPU seconds (on a shared machine the wall clock mostly measures the load), with its peak RSS:

* ``current-c`` and ``current-numba``: the engine of ``gametheory_helpers/games/octal_sparse.py``
  on each compiled back end that is there (the C extension, numba), side by side;
* ``previous``: the frozen copy in ``benchmarks/reference/previous_engine`` (main at 4937837;
  numba only, so left out without numba);
* ``C++``: ``benchmarks/reference/octal_ref.cpp``, the same mex-and-sparse-space loop written
  tightly in C++ and compiled here with ``g++ -O3`` (a stand-in for the machine's limit).

Ratios are ``current / reference`` (below 1: the current engine is faster or smaller).  The
SHA-256 of the whole Grundy sequence (little-endian uint32) must be the same for all,
or the script stops.  The memory line splits each peak into the runtime's share (the peak
RSS of the process after importing the engine and warming it, no heaps) and the rest, per
heap.  The kernel figures are what a student's kernel pays: importing the package (and its
views: all of them, then the few a chapter uses), the first small call (the plain path, no
numba) and the first compiled call on each back end (the C extension; numba's kernels,
loaded from the on-disk cache or compiled).  Two more lines
per row: the *limit*, the C++ reference's count of inner-loop operations (splits marked) times
the measured cost of one at its fastest (``octal_ref opcost``, measured before the row and
after each of its runs; the fastest counts, the slowest is printed), with each engine's CPU
seconds over it (and the share of the operations spent on the rare positions); and, where the
issue measured Czajka's ``analyze``, its time estimated for this run (the previous engine's
time here, scaled by the issue's Czajka / previous).  Nothing is asserted about speed.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from _quick import quick

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = ROOT / "benchmarks" / "reference"
CPP_SOURCE = REFERENCE / "octal_ref.cpp"
GAMES = ["grundy", "0.6", "0.16"]
HAVE_C = importlib.util.find_spec("gametheory_helpers.games._octal_c") is not None
HAVE_NUMBA = importlib.util.find_spec("numba") is not None
#: the current engine on each compiled back end there, then the previous engine (numba only)
CURRENT = ["current-c"] * HAVE_C + ["current-numba"] * HAVE_NUMBA
ENGINES = CURRENT + ["previous"] * HAVE_NUMBA


@dataclass
class Figures:
    """One run of one engine: seconds from process start and in process (wall clock and CPU),
    peak RSS (MiB)."""

    start: float
    inside: float
    start_cpu: float
    inside_cpu: float
    peak_mib: float
    runtime_mib: float | None
    sha256: str | None
    ops: int | None = None  # the C++ reference's count of inner-loop operations
    ops_rare: int | None = None  # those of its loop over the rare positions
    rare: int | None = None  # its number of rare positions at the end


def _environment() -> dict[str, str]:
    paths = [str(ROOT), str(REFERENCE), os.environ.get("PYTHONPATH", "")]
    return dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, paths)))


def _run(command: list[str]) -> tuple[str, float, float]:
    """Run ``command``; (its stdout, seconds from its start to its end, its CPU seconds)."""
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        start = time.perf_counter()
        process = subprocess.Popen(command, stdout=out, stderr=err, env=_environment())
        _, wait_status, usage = os.wait4(process.pid, 0)
        seconds = time.perf_counter() - start
        status = process.returncode = os.waitstatus_to_exitcode(wait_status)
        out.seek(0), err.seek(0)
        if status:
            raise RuntimeError(f"{' '.join(command)} failed ({status}):\n{err.read()[-2000:]}")
        return out.read(), seconds, usage.ru_utime + usage.ru_stime


def engine_run(engine: str, code: str, n: int) -> Figures:
    """One fresh process running ``engine`` on ``code`` to ``n`` heaps (n = 0: load only)."""
    child = [sys.executable, str(REFERENCE / "octal_child.py"), engine, code, str(n)]
    out, seconds, cpu = _run(child)
    report = json.loads(out.splitlines()[-1])
    return Figures(
        start=seconds,
        inside=report["compute"],
        start_cpu=cpu,
        inside_cpu=report["compute_cpu"],
        peak_mib=report["peak_kib"] / 1024,
        runtime_mib=report["runtime_kib"] / 1024,
        sha256=report["sha256"],
    )


def compile_reference(directory: Path) -> Path | None:
    """``octal_ref.cpp`` compiled with ``g++ -O3`` into ``directory``; None without g++."""
    compiler = shutil.which("g++")
    if compiler is None:
        return None
    binary = directory / "octal_ref"
    subprocess.run(
        [compiler, "-O3", "-std=c++17", "-o", str(binary), str(CPP_SOURCE)],
        check=True,
        capture_output=True,
        text=True,
    )
    return binary


def reference_run(binary: Path, code: str, n: int, directory: Path) -> Figures:
    """One run of the C++ reference; the values are hashed from the file it writes."""
    values = directory / f"{code}-{n}.bin"
    out, seconds, cpu = _run([str(binary), code, str(n), str(values)])
    report = dict(line.split() for line in out.splitlines())
    inside, peak = float(report["seconds"]), int(report["peak_kib"]) / 1024
    inside_cpu = float(report["cpu_seconds"])
    digest = hashlib.sha256(values.read_bytes()).hexdigest()
    values.unlink()
    ops, ops_rare, rare = (int(report[key]) for key in ("ops", "ops_rare", "rare"))
    return Figures(seconds, inside, cpu, inside_cpu, peak, None, digest, ops, ops_rare, rare)


def op_cost_ns(binary: Path) -> float:
    """The measured cost of one inner-loop operation (``mark[G[a] ^ G[b]] = n`` over
    consecutive splits, at its fastest), in nanoseconds of CPU: ``octal_ref opcost``."""
    out, _, _ = _run([str(binary), "opcost"])
    return float(out.split()[-1])


#: The issue's side-by-side figures, from process start on a loaded machine: (previous
#: engine, Czajka's ``analyze``) seconds.  The previous engine runs here too, so
#: ``previous-here x Czajka / previous`` estimates Czajka's time on this machine in this run.
ISSUE_FIGURES = {
    ("grundy", 10**6): (10.0, 11.0),
    ("grundy", 1 << 21): (17.0, 22.5),
    ("grundy", 10**7): (85.7, 103.1),
    ("0.6", 10**6): (10.2, 11.2),
    ("0.16", 10**7): (7.6, 6.0),
}


def _name(code: str) -> str:
    return "Grundy's game" if code == "grundy" else code


def _ratio(a: float, b: float) -> str:
    return f"{a / b:6.2f}" if b > 0 else "   n/a"


def compare(
    sizes: list[int],
    games: list[str],
    binary: Path | None,
    directory: Path,
    limits: bool = False,
) -> list[dict]:
    """Every engine (and the C++ reference) on every game and size; checks the hashes agree.

    Returns one dict per (game, size): ``{"game", "n", engine name: Figures}``.  With
    ``limits``, each row also gets the machine's limit: :func:`op_cost_ns` measured before
    the row's runs and after each of them (after the row alone with ``--quick``), the fastest
    counting.  On a shared host one measurement swings by up to 2x from minute to minute
    (0.41 and 0.95 ns within ten minutes here); the fastest of several is the floor a limit
    should be, and the range printed beside it shows the swing.
    """
    rows = []
    for n in sizes:
        for code in games:
            row: dict = {"game": code, "n": n}
            costs: list[float] = []
            sample = limits and binary is not None and not quick()
            if sample:
                costs.append(op_cost_ns(binary))
            for engine in ENGINES:
                row[engine] = engine_run(engine, code, n)
                if sample:
                    costs.append(op_cost_ns(binary))
            if binary is not None:
                row["C++"] = reference_run(binary, code, n, directory)
            hashes = {name: row[name].sha256 for name in row if isinstance(row[name], Figures)}
            if len(set(hashes.values())) != 1:
                raise AssertionError(f"{_name(code)} to {n:,}: the values differ: {hashes}")
            rows.append(row)
            _print_row(row)
            if limits and binary is not None and "C++" in row:
                costs.append(op_cost_ns(binary))
                _print_limits(row, min(costs), max(costs), len(costs))
            else:
                _print_limits(row, None)
    return rows


def _print_limits(
    row: dict, op_ns: float | None, op_ns_max: float | None = None, samples: int = 1
) -> None:
    """The machine's limit (the reference's operations x the measured cost of one at its
    fastest: a floor; ``op_ns_max``: the slowest of the ``samples`` measurements) and, where
    the issue measured Czajka's ``analyze``, its estimate on this machine in this run."""
    label = f"{_name(row['game']):<14} {row['n']:>10,}"
    cpp: Figures | None = row.get("C++")
    if cpp is not None and cpp.ops is not None and op_ns is not None:
        limit = cpp.ops * op_ns * 1e-9
        line = f"{label} limit       {cpp.ops:,} operations x {op_ns:.3f} ns = {limit:7.2f} s"
        for engine in CURRENT:
            line += f"  {engine} inside_cpu / limit {_ratio(row[engine].inside_cpu, limit)}"
        if cpp.ops_rare is not None and cpp.ops:
            line += f"  ({cpp.ops_rare / cpp.ops:.0%} of them over {cpp.rare:,} rare positions)"
        if samples > 1 and op_ns_max is not None:
            line += f"  (op cost: fastest of {samples}, slowest {op_ns_max:.3f} ns)"
        print(line)
    issue = ISSUE_FIGURES.get((row["game"], row["n"]))
    previous: Figures | None = row.get("previous")
    if issue is not None and previous is not None:
        czajka = previous.start * issue[1] / issue[0]
        line = f"{label} Czajka      estimated {czajka:7.2f} s from start"
        line += f" (previous here {previous.start:.2f} s x {issue[1]} / {issue[0]})"
        for engine in CURRENT:
            line += f"  {engine} faster by {_ratio(czajka, row[engine].start)}x"
        print(line)


def _print_row(row: dict) -> None:
    """One line per timing kind and current back end, with its ratios; then the memory lines."""
    previous: Figures | None = row.get("previous")
    cpp: Figures | None = row.get("C++")
    label = f"{_name(row['game']):<14} {row['n']:>10,}"
    for kind in ("start", "inside", "start_cpu", "inside_cpu"):
        for engine in CURRENT:
            mine = getattr(row[engine], kind)
            line = f"{label} {kind:<10}  {engine:<13} {mine:7.2f} s"
            if previous is not None:
                line += f"  previous {getattr(previous, kind):7.2f} s"
                line += f"  ratio {_ratio(mine, getattr(previous, kind))}"
            if cpp is not None:
                theirs = getattr(cpp, kind)
                line += f"  C++ {theirs:7.2f} s  ratio {_ratio(mine, theirs)}"
            print(line)
    for engine in [*CURRENT, "previous"] if previous is not None else CURRENT:
        figures = row[engine]
        line = f"{label} memory      {engine:<13} peak RSS {figures.peak_mib:6.1f} MiB"
        line += f" (runtime {figures.runtime_mib:6.1f}"
        line += f" + {_per_heap(figures, row['n']):5.1f} B/heap)"
        if cpp is not None:
            line += f"  C++ {cpp.peak_mib:5.1f} MiB  ratio {_ratio(figures.peak_mib, cpp.peak_mib)}"
        print(line + f"  sha256 {figures.sha256[:12] if figures.sha256 else '-'}")


def _per_heap(figures: Figures, n: int) -> float:
    assert figures.runtime_mib is not None
    return (figures.peak_mib - figures.runtime_mib) * 1024 * 1024 / n


KERNEL_STEPS = {
    "import gametheory_helpers": "import gametheory_helpers",
    # the views load matplotlib, networkx and ipywidgets only for the names a chapter uses
    "import plotting and widgets": "import gametheory_helpers.plotting, gametheory_helpers.widgets",
    "chapter 02's views (a figure, two widgets)": (
        "from gametheory_helpers.plotting import draw_game_graph, plot_outcome_strip\n"
        "from gametheory_helpers.widgets import play, quiz"
    ),
    "first small octal call (auto: plain path)": (
        "from gametheory_helpers.games.octal import parse_octal\n"
        "from gametheory_helpers.games.octal_sparse import SparseRun\n"
        "SparseRun(parse_octal('0.6')).extend(1000)"
    ),
}
if HAVE_C:
    KERNEL_STEPS["first compiled call (C back end)"] = (
        "from gametheory_helpers.games.octal import parse_octal\n"
        "from gametheory_helpers.games.octal_sparse import SparseRun\n"
        "SparseRun(parse_octal('0.6'), accelerate='c').extend(1000)"
    )
if HAVE_NUMBA:
    KERNEL_STEPS["first compiled call (numba kernels)"] = (
        "from gametheory_helpers.games.octal import parse_octal\n"
        "from gametheory_helpers.games.octal_sparse import SparseRun\n"
        "SparseRun(parse_octal('0.6'), accelerate='numba').extend(1000)"
    )


def kernel_figures() -> dict[str, tuple[float, float]]:
    """What a student's kernel pays: each step in a fresh process, seconds and peak RSS (MiB).

    The seconds are the step's own (timed inside the process, after the interpreter's start);
    the RSS is the process's peak (the bare interpreter's first).
    """
    figures = {}
    base = "import time\nfrom octal_child import peak_kib\nstart = time.perf_counter()\n"
    steps = {"bare interpreter": "pass", **KERNEL_STEPS}
    for label, code in steps.items():
        script = base + code + "\nprint(time.perf_counter() - start, peak_kib())"
        out, _, _ = _run([sys.executable, "-c", script])
        seconds, peak = out.split()[-2:]
        figures[label] = (float(seconds), int(peak) / 1024)
    return figures


def _load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.2f}, {five:.2f}, {fifteen:.2f}"


def main(sizes: list[int], games: list[str] = GAMES) -> None:
    """Print the kernel figures, the runtime's share and the ratio table for ``sizes``."""
    if not CURRENT:
        print(
            "neither the C extension is built nor numba installed (pip install '.[fast]'): "
            "no compiled engine to time"
        )
        return
    print(f"-- kernel figures (fresh processes; {_load()}) --")
    for label, (seconds, peak) in kernel_figures().items():
        print(f"{label:<44} {seconds:6.2f} s  peak RSS {peak:6.1f} MiB")
    print("\n-- the runtime's share: import the engine and warm it, no heaps --")
    for engine in ENGINES:
        figures = engine_run(engine, "0.6", 0)
        print(f"{engine:<13} peak RSS {figures.runtime_mib:6.1f} MiB  {figures.start:5.2f} s")
    with tempfile.TemporaryDirectory(prefix="octal_ref") as name:
        directory = Path(name)
        start = time.perf_counter()
        binary = compile_reference(directory)
        if binary is None:
            print("\ng++ not found: no C++ reference column")
        else:
            print(f"\nC++ reference compiled with g++ -O3 in {time.perf_counter() - start:.1f} s")
        print(
            "\n-- ratios current / reference (start: from process start; inside: the "
            "computation alone, after the warm-up; _cpu: CPU seconds, the fairer figure on a "
            f"loaded machine); {_load()} --"
        )
        compare(sizes, games, binary, directory, limits=True)
    print(f"(after: {_load()}; the machine is shared, figures vary with it)")


def _sizes(arguments: list[str]) -> list[int]:
    """The sizes asked for: ``--sizes 100000,1000000`` or the defaults (see the docstring).

    >>> _sizes(["--sizes", "1000,20000"])
    [1000, 20000]
    """
    if "--sizes" in arguments:
        text = arguments[arguments.index("--sizes") + 1 :][:1]
        sizes = [int(size) for size in ",".join(text).split(",") if size.strip()]
        if not sizes or min(sizes) < 1 or max(sizes) > 10**8:
            raise ValueError(f"--sizes takes sizes from 1 to 10^8 such as 1000,20000: {text}")
        return sizes
    if quick():
        return [3000]
    large = "--large" in arguments or os.environ.get("BENCH_LARGE", "") not in ("", "0")
    return [10**5, 10**6] + ([10**7] if large else [])


def _games(arguments: list[str]) -> list[str]:
    """The games asked for: ``--games 0.6,grundy``, ``--games explorer`` (Grundy's game and
    every game the octal explorer knows), or the defaults.

    >>> _games(["--games", "0.6,grundy"])
    ['0.6', 'grundy']
    >>> _games(["--games", "explorer"])[:2]
    ['grundy', '0.77']
    """
    if "--games" not in arguments:
        return ["0.6"] if quick() else GAMES
    text = ",".join(arguments[arguments.index("--games") + 1 :][:1])
    if text == "explorer":
        from gametheory_helpers.widgets.octal_explorer import KNOWN

        return sorted(KNOWN, key=lambda game: game != "grundy")  # Grundy's game first
    games = [game.strip() for game in text.split(",") if game.strip()]
    if not games:
        raise ValueError(f"--games takes codes such as 0.6,0.16,grundy or 'explorer': {text!r}")
    return games


if __name__ == "__main__":
    main(_sizes(sys.argv[1:]), _games(sys.argv[1:]))
