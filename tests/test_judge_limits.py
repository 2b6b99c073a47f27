"""The judge's limits as a real judge sets them (issues 41, 36 and 39).

Judged programs start with default signal handling (a flood of output is Output Limit
Exceeded); limits count CPU time over the whole process tree, with a wall-clock backstop, so a
right program is Accepted on a busy machine; Memory Limit Exceeded wins over Time Limit
Exceeded; nothing a program starts survives, even a program that stops or kills the judge's
supervisor; syntax errors are Compile Errors; reports a student can read.
"""

from __future__ import annotations

import collections
import contextlib
import dataclasses
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import pytest

from gametheory_helpers.i18n import set_language
from gametheory_helpers.judge import Program, judge, runner
from gametheory_helpers.judge.__main__ import main as cli_main
from gametheory_helpers.judge.runner import wall_limit
from gametheory_helpers.judge.verdicts import Verdict
from tests.test_fuzz_judge import HDU1847, linux_only, needs_gxx

HDU1847_MAIN = 'int n; while (std::scanf("%d", &n) == 1) std::puts(n % 3 ? "Kiki" : "Cici");'
HDU1847_CPP = "#include <cstdio>\nint main() { " + HDU1847_MAIN + " }\n"
#: judged runs in the survivors' stress test (the issue's 50; JUDGE_STRESS_RUNS=N for more)
STRESS_RUNS = int(os.environ.get("JUDGE_STRESS_RUNS", "50"))
#: the stress test's figures (runs, verdicts, survivors, folders left behind) go here
STRESS_RECORD = Path(__file__).resolve().parent.parent / "build" / "artifacts" / "judge_stress.json"


def _marked(mark: bytes) -> list[int]:
    """Processes whose environment holds the judge's run mark of this test process."""
    found = []
    for name in os.listdir("/proc"):
        if name.isdigit():
            with contextlib.suppress(OSError), open(f"/proc/{name}/environ", "rb") as handle:
                if any(item.startswith(mark) for item in handle.read().split(b"\0")):
                    found.append(int(name))
    return found


MARK = f"GAMETHEORY_JUDGE_RUN={os.getpid()}-".encode()


def _survivors() -> list[int]:
    """The processes of this test process's judged runs still alive (killed, to be sure)."""
    time.sleep(0.05)  # a kill takes effect at once, but /proc may show the zombie briefly
    found = [pid for pid in _marked(MARK) if _state(pid) not in ("Z", "")]
    for pid in found:
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)
    return found


def _state(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/stat", "rb") as handle:
            stat = handle.read()
    except OSError:
        return ""
    return stat[stat.rfind(b")") + 2 :][:1].decode()


@contextlib.contextmanager
def busy_loops(count: int):
    """``count`` processes spinning on the CPU beside the test (a loaded machine).

    Each is a session of its own, as the judged program is (its supervisor calls ``setsid``):
    with the kernel's autogroup scheduling a session shares the CPU as one group, so loops in
    the test's own session would slow a judged program less than their number says.
    """
    loops = [
        subprocess.Popen(
            [sys.executable, "-c", "while True: pass"],
            stdin=subprocess.DEVNULL,
            start_new_session=True,
        )
        for _ in range(count)
    ]
    try:
        yield
    finally:
        for loop in loops:
            loop.kill()
            loop.wait()


@contextlib.contextmanager
def own_temp_folder(tmp_path):
    """The judge's temporary folders go to ``tmp_path`` (to count what is left behind)."""
    before = tempfile.tempdir
    tempfile.tempdir = str(tmp_path)
    try:
        yield tmp_path
    finally:
        tempfile.tempdir = before


# -- issue 41: default signal dispositions -----------------------------------------------------

FLOODS = {
    "cpp-stdout": ('#include <cstdio>\nint main() { for (;;) std::puts("1"); }\n', "cpp"),
    "cpp-stderr": (
        "#include <cstdio>\n#include <string>\n"
        "int main() { std::string line(1000, '1'); for (;;) std::fputs(line.c_str(), stderr); }\n",
        "cpp",
    ),
    "python-stdout": ("while True:\n    print('1' * 1000)\n", "python"),
    "python-stderr": (
        "import sys\nwhile True:\n    sys.stderr.write('1' * 1000 + '\\n')\n",
        "python",
    ),
}


@pytest.mark.parametrize("name", sorted(FLOODS))
def test_a_flood_of_output_is_output_limit_exceeded(name):
    source, language = FLOODS[name]
    if language == "cpp" and shutil.which("g++") is None:
        pytest.skip("g++ is not installed")
    verdict = judge("HDU1847", source, language=language, tests=0)
    assert verdict.word == "Output Limit Exceeded", verdict.report()


PROBE = r"""
#include <csignal>
#include <cstdio>
#include <cstring>
int main() {
    FILE* status = std::fopen("/proc/self/status", "r");
    char line[256];
    while (std::fgets(line, sizeof line, status))
        if (!std::strncmp(line, "SigBlk", 6) || !std::strncmp(line, "SigIgn", 6) ||
            !std::strncmp(line, "SigCgt", 6)) std::fputs(line, stdout);
    int wanted[] = {SIGPIPE, SIGXFSZ, SIGXCPU, SIGINT, SIGTERM, SIGCHLD, SIGHUP};
    for (int number : wanted) {
        struct sigaction now;
        sigaction(number, nullptr, &now);
        std::printf("%d %s\n", number, now.sa_handler == SIG_DFL ? "default" : "changed");
    }
}
"""


@needs_gxx
@linux_only
def _settable_ignored(sig_ign_line: str) -> int:
    """The ignored signals of a ``SigIgn:`` line that a program could set back to default.

    glibc keeps signals 32 and 33 for itself (no program can change them, and Python's
    ``signal.valid_signals()`` leaves them out); a machine may start every process with them
    ignored, so they are not counted.
    """
    settable = 0
    for number in signal.valid_signals():
        if number not in (signal.SIGKILL, signal.SIGSTOP):
            settable |= 1 << (int(number) - 1)
    return int(sig_ign_line.split()[1], 16) & settable


def test_a_judged_program_starts_with_default_signals_and_an_empty_mask():
    with Program.from_source(PROBE, "cpp") as program:
        # as the judge runs in a notebook: SIGINT caught, SIGPIPE and SIGXFSZ ignored,
        # and a signal blocked
        blocked = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGUSR1})
        try:
            seen = program.run("").stdout
        finally:
            signal.pthread_sigmask(signal.SIG_SETMASK, blocked)
    assert signal.getsignal(signal.SIGPIPE) == signal.SIG_IGN  # Python's own, unchanged
    lines = seen.split("\n")
    assert lines[0].split() == ["SigBlk:", "0" * 16], seen
    assert lines[1].split()[0] == "SigIgn:" and _settable_ignored(lines[1]) == 0, seen
    assert lines[2].split() == ["SigCgt:", "0" * 16], seen
    assert [line.split()[1] for line in lines[3:] if line] == ["default"] * 7, seen


# -- issue 36 item 1: CPU-time limits, a wall-clock backstop, MLE before TLE -----------------


def test_the_wall_clock_backstop_is_a_few_times_the_cpu_limit():
    assert wall_limit(1.0) == 4.0 and wall_limit(2.5) == 8.5


@needs_gxx
@linux_only
def test_right_programs_are_accepted_while_four_busy_loops_run():
    with busy_loops(4):
        for source, language in ((HDU1847_CPP, "cpp"), (HDU1847, "python")):
            verdict = judge("HDU1847", source, language=language, tests=10)
            assert verdict.word == "Accepted", verdict.report()


@contextlib.contextmanager
def one_core():
    """This thread, and every process and thread it starts, on one core (Linux)."""
    before = os.sched_getaffinity(0)
    os.sched_setaffinity(0, {min(before)})
    try:
        yield
    finally:
        os.sched_setaffinity(0, before)


#: Spin until the process has used SPIN seconds of CPU time, then answer HDU1847 rightly.
SPIN_CPP = (
    "#include <cstdio>\n#include <ctime>\n"
    "int main() {\n"
    "    while (std::clock() < SPIN * CLOCKS_PER_SEC) {}\n"
    "    " + HDU1847_MAIN + "\n}\n"
)
SPIN_PY = "import time\nwhile time.process_time() < SPIN:\n    pass\n" + HDU1847


@needs_gxx
@linux_only
@pytest.mark.parametrize(
    "language, time_limit, cpu_limit, spin",
    # at a fifth of the core, spin x 5 > the CPU limit; the backstop (3 x limit + 1 s) then
    # leaves room for 16 (C++) and 15 (Python) sharers of the core on a loaded machine
    [("cpp", 1.0, 1.0, 0.25), ("python", 0.4, 1.2, 0.3)],
    ids=["cpp", "python"],
)
def test_a_right_program_sharing_its_core_with_four_busy_loops_is_accepted(
    language, time_limit, cpu_limit, spin, monkeypatch
):
    """Deterministic: the judge, the program and four busy loops (each a session of its own)
    share one core, so the program gets at most a fifth of it and its wall-clock time is at
    least five times its CPU time, past its limit (a wall-clock limit would say Time Limit
    Exceeded), while its CPU time, which the judge counts, stays at about a third of it.  The
    wall-clock backstop, 3 times the limit and a second, leaves room for 15 sharers."""
    monkeypatch.setenv("GAMETHEORY_JUDGE_WORKERS", "1")
    source = (SPIN_CPP if language == "cpp" else SPIN_PY).replace("SPIN", repr(spin))
    with one_core(), busy_loops(4):
        verdict = judge("HDU1847", source, language=language, tests=0, time_limit=time_limit)
    assert verdict.word == "Accepted", verdict.report()
    # times() counts in clock ticks (1/100 s): a little below what the program measured
    assert spin - 0.05 <= verdict.max_seconds < cpu_limit, verdict.report()
    assert verdict.max_wall_seconds > cpu_limit, verdict.report()  # a wall clock would stop it


def test_an_endless_loop_is_stopped_for_its_cpu_time():
    verdict = judge(
        "HDU1847", "while True:\n    pass\n", language="python", tests=0, time_limit=0.2
    )
    assert verdict.word == "Time Limit Exceeded", verdict.report()
    assert "more than 0.6 s of CPU time" in verdict.detail, verdict.report()


@linux_only
def test_cpu_time_counts_every_process_of_the_tree():
    # the main process only waits; its two children spin
    source = (
        "import os\n"
        "for _ in range(2):\n"
        "    if os.fork() == 0:\n"
        "        while True:\n"
        "            pass\n"
        "os.wait()\n"
    )
    with Program.from_source(source, "python") as program:
        result = program.run("", time_limit=0.5)
    assert result.timed_out, result
    assert result.seconds >= 0.5, result  # the children's CPU time, not the parent's


def test_a_sleeping_program_ends_at_the_wall_clock_backstop_and_says_so():
    source = "import time\ntime.sleep(60)\n"
    with Program.from_source(source, "python") as program:
        result = program.run("", time_limit=0.2)
    assert result.timed_out and result.seconds < 0.2 <= result.wall_seconds, result
    assert result.wall_seconds >= wall_limit(0.2), result
    verdict = judge("HDU1847", source, language="python", tests=0, time_limit=0.2)
    assert verdict.word == "Time Limit Exceeded", verdict.report()
    assert "wall-clock" in verdict.detail and "waiting" in verdict.detail, verdict.report()


MEMORY_FIRST = {
    # runs out of memory (its own address-space limit), says so, then spins until its CPU
    # time is up
    "python": (
        "import traceback\n"
        "try:\n"
        "    keep = [bytearray(2**20) for _ in range(10**4)]\n"
        "except MemoryError:\n"
        "    traceback.print_exc()\n"
        "while True:\n"
        "    pass\n"
    ),
    "cpp": (
        "#include <cstdio>\n#include <new>\n#include <vector>\n"
        "int main() {\n"
        "    std::vector<char*> keep;\n"
        "    try {\n"
        "        for (;;) {\n"
        "            char* block = new char[1 << 20];\n"
        "            for (int i = 0; i < (1 << 20); i += 4096) block[i] = 1;\n"
        "            keep.push_back(block);\n"
        "        }\n"
        "    } catch (const std::bad_alloc& error) {\n"
        '        std::fprintf(stderr, "%s\\n", error.what());\n'
        "    }\n"
        "    for (volatile unsigned long x = 0;; x++) {}\n"
        "}\n"
    ),
    # three children, each within its own limit, hold 50 MiB each (together past the
    # limit, which counts the whole tree), then all four processes spin
    "python-tree": (
        "import os\n"
        "for _ in range(3):\n"
        "    if os.fork() == 0:\n"
        "        keep = b'1' * (50 << 20)\n"
        "        break\n"
        "while True:\n"
        "    pass\n"
    ),
}


@pytest.mark.parametrize("name", sorted(MEMORY_FIRST))
def test_memory_that_ran_out_first_is_memory_limit_exceeded_not_time_limit_exceeded(name):
    language = name.split("-")[0]
    if language == "cpp" and shutil.which("g++") is None:
        pytest.skip("g++ is not installed")
    if name.endswith("tree") and not sys.platform.startswith("linux"):
        pytest.skip("the whole tree's memory is counted on Linux only")
    verdict = judge("HDU1847", MEMORY_FIRST[name], language=language, tests=0, time_limit=0.2)
    assert verdict.word == "Memory Limit Exceeded", verdict.report()


def test_the_accepted_report_shows_cpu_and_wall_clock_times():
    verdict = judge("HDU1847", HDU1847, language="python", tests=1)
    assert verdict.accepted, verdict.report()
    assert "s of CPU time (" in verdict.report() and "s wall-clock)" in verdict.report()
    quiet = judge("HDU1847", HDU1847, language="python", tests=1, show_times=False)
    assert "CPU" not in quiet.report() and "wall-clock" not in quiet.report()


# -- issue 36 item 2 and issue 39: nothing survives ------------------------------------------

FORK_SETSID_FORK_CPP = (
    "#include <cstdio>\n#include <unistd.h>\n"
    "int main() {\n"
    "    if (fork() == 0) { setsid(); if (fork() == 0) for (;;) sleep(1); _exit(0); }\n"
    "    " + HDU1847_MAIN + "\n}\n"
)
FORK_SETSID_FORK_PY = (
    "import os, time\n"
    "if os.fork() == 0:\n"
    "    os.setsid()\n"
    "    if os.fork() == 0:\n"
    "        while True:\n"
    "            time.sleep(1)\n"
    "    os._exit(0)\n" + HDU1847
)
FORK_LOOP_CPP = "#include <unistd.h>\nint main() { for (;;) if (fork() == 0) for (;;) pause(); }\n"
FORK_LOOP_PY = "import os, time\nwhile True:\n    if os.fork() == 0:\n        time.sleep(60)\n"


@needs_gxx
@linux_only
def test_nothing_a_program_starts_survives_many_runs_under_load(tmp_path):
    programs = [
        (FORK_SETSID_FORK_CPP, "cpp", {"Accepted"}),
        (FORK_SETSID_FORK_PY, "python", {"Accepted"}),
        (FORK_LOOP_CPP, "cpp", {"Memory Limit Exceeded", "Time Limit Exceeded"}),
        (FORK_LOOP_PY, "python", {"Memory Limit Exceeded", "Time Limit Exceeded"}),
    ]
    verdicts, survivors, unexpected = [], [], []
    started = time.monotonic()
    # under load, on one core: a busy loop shares the judge's core (so every process is
    # preempted anywhere, as on a loaded machine), and the other core stays free for the rest
    # of the suite (two loops on both cores took the whole machine for 40 s)
    with own_temp_folder(tmp_path), one_core(), busy_loops(1):
        for run in range(STRESS_RUNS):
            source, language, due = programs[run % len(programs)]
            verdict = judge("HDU1847", source, language=language, tests=1)
            verdicts.append(
                f"{('fork-setsid-fork', 'fork loop')[run % 4 // 2]} {language}: {verdict.word}"
            )
            if verdict.word not in due:
                unexpected.append(verdict.report())
            survivors += _survivors()
    left = sorted(path.name for path in tmp_path.iterdir())
    STRESS_RECORD.parent.mkdir(parents=True, exist_ok=True)
    STRESS_RECORD.write_text(
        json.dumps(
            {
                "runs": STRESS_RUNS,
                "busy_loops": 1,
                "cores": 1,
                "verdicts": dict(sorted(collections.Counter(verdicts).items())),
                "survivors": len(survivors),
                "leftover_folders": len(left),
                "wall_seconds": round(time.monotonic() - started, 1),
                "load_average": os.getloadavg()[0],
            },
            indent=1,
        )
        + "\n"
    )
    assert unexpected == [], unexpected[0] if unexpected else ""
    assert survivors == [], f"{len(survivors)} processes survived {STRESS_RUNS} runs"
    assert left == [], f"temporary folders were left behind: {left}"


@linux_only
@pytest.mark.parametrize("how", ["SIGKILL", "SIGSTOP"])
def test_a_program_that_kills_or_stops_its_supervisor_dies_with_a_clear_verdict(how):
    source = (
        "import os, signal, time\n"
        "if os.fork() == 0:\n"
        "    os.setsid()\n"
        "    while True:\n"
        "        time.sleep(1)\n"
        f"os.kill(os.getppid(), signal.{how})\n"
        "while True:\n"
        "    time.sleep(1)\n"
    )
    started = time.process_time()
    verdict = judge("HDU1847", source, language="python", tests=0)
    assert verdict.word == "Runtime Error", verdict.report()
    assert "supervisor" in verdict.detail, verdict.report()
    assert _survivors() == []
    assert time.process_time() - started < 5  # no busy waiting in the judge


# -- issue 36 items 4 and 5: compile errors, readable reports ---------------------------------


@pytest.mark.parametrize(
    "source, words",
    [
        ("print(1\n", "never closed"),
        ("def f():\n        x = 1\n    y = 2\n", "IndentationError"),
        (b"x = 1\0\n", "null bytes"),
    ],
    ids=["paren", "indent", "null"],
)
def test_a_python_syntax_error_is_a_compile_error_with_the_message(source, words):
    verdict = judge("HDU1847", source, language="python", tests=1)
    assert verdict.word == "Compile Error", verdict.report()
    assert words in verdict.detail and "Python could not compile it" in verdict.detail
    assert verdict.tests_total == 0


WYTHOFF_ONE_OFF = (
    "import sys\n"
    "for token in sys.stdin.read().split():\n"
    "    n = int(token)\n"
    "    print('Cici' if n % 3 == 0 or n % 7 == 0 else 'Kiki')\n"
)


def test_a_long_wrong_answer_shows_the_first_difference_with_context():
    problem_input = "\n".join(str(n) for n in range(1, 1001)) + "\n"
    expected = "".join(("Cici" if n % 3 == 0 else "Kiki") + "\n" for n in range(1, 1001))
    received = "".join(
        ("Cici" if n % 3 == 0 or n == 700 else "Kiki") + "\n" for n in range(1, 1001)
    )
    verdict = Verdict(
        "Wrong Answer",
        "HDU1847",
        "Line 700 should be 'Kiki', yours is 'Cici'.",
        tests_total=1,
        input=problem_input,
        expected=expected,
        received=received,
    )
    report = verdict.report()
    assert "--- Expected output, lines 697-703 of 1000:" in report, report
    assert "--- Your output, lines 697-703 of 1000:" in report, report
    assert ">   700 | Kiki" in report and ">   700 | Cici" in report, report
    assert "    699 | Cici" in report, report
    assert "full_output=True" in report
    assert len(report.splitlines()) < 60, report
    full = dataclasses.replace(verdict, full_output=True).report()
    assert full.count("\n") > 2000 and "lines 697-703" not in full


def test_the_judge_and_command_line_offer_the_whole_outputs(tmp_path, capsys):
    path = tmp_path / "one_off.py"
    path.write_text(WYTHOFF_ONE_OFF)
    short = judge("HDU1847", path=path, tests=3)
    assert short.word == "Wrong Answer" and not short.full_output
    assert judge("HDU1847", path=path, tests=3, full_output=True).full_output
    assert cli_main(["HDU1847", str(path), "--tests", "3", "--full"]) == 1
    assert "Wrong Answer" in capsys.readouterr().out


@needs_gxx
@pytest.mark.parametrize(
    "body, words",
    [
        ("int *p = nullptr; *p = 1;", "segmentation fault"),
        ('int n; std::scanf("%d", &n); std::printf("%d\\n", 100 / (n - 1));', "division"),
        ("throw 1;", "exception nobody caught"),
    ],
    ids=["segv", "fpe", "abort"],
)
def test_a_crash_is_explained_in_plain_words(body, words):
    source = "#include <cstdio>\nint main() { " + body + " }\n"
    verdict = judge("HDU1847", source, language="cpp", tests=0)
    assert verdict.word == "Runtime Error", verdict.report()
    assert words in verdict.detail and "ended with killed" not in verdict.detail


def test_a_folder_or_an_unreadable_file_is_refused_clearly(tmp_path, capsys):
    with pytest.raises(ValueError, match="is a folder, not a program"):
        judge("HDU1847", path=tmp_path)
    with pytest.raises(ValueError, match="no such file"):
        judge("HDU1847", path=tmp_path / "nothing.py")
    # the command line, where the issue met it (a folder was "no such file")
    assert cli_main(["HDU1847", str(tmp_path)]) == 2
    said = capsys.readouterr().err
    assert "is a folder, not a program" in said and "no such file" not in said, said
    if hasattr(os, "mkfifo"):  # a named pipe would block the judge's read for ever
        pipe = tmp_path / "pipe.py"
        os.mkfifo(pipe)
        with pytest.raises(ValueError, match="is not a regular file"):
            judge("HDU1847", path=pipe)
    if os.geteuid() != 0:  # root reads every file
        locked = tmp_path / "locked.py"
        locked.write_text(HDU1847)
        locked.chmod(0)
        with pytest.raises(ValueError, match="cannot read"):
            judge("HDU1847", path=locked)


# -- issue 39: the judge's refusals -----------------------------------------------------------


@pytest.mark.parametrize("seconds", [20.5, 30, 60])
def test_a_python_time_limit_past_twenty_seconds_is_refused_naming_it(seconds):
    with pytest.raises(ValueError, match="at most 20 s for a Python program") as error:
        judge("HDU1847", HDU1847, language="python", time_limit=seconds)
    assert f"got {seconds!r}" in str(error.value) and str(seconds * 3) not in str(error.value)


@pytest.mark.parametrize(
    "keywords", [{"time_limit": 0}, {"time_limit": 30}, {"compile_timeout": -1}], ids=str
)
def test_the_judge_s_limits_are_refused_in_chinese(keywords):
    set_language("zh")
    try:
        with pytest.raises((TypeError, ValueError)) as error:
            judge("HDU1847", HDU1847, language="python", **keywords)
    finally:
        set_language("en")
    assert "秒" in str(error.value), str(error.value)


def test_a_template_s_source_takes_the_judge_s_language_names_and_refuses_others_briefly():
    from gametheory_helpers.contest import templates

    template = templates()[0]
    assert template.source("c++") == template.source("cpp") != template.source("py")
    with pytest.raises(ValueError, match="language must be") as error:
        template.source("x" * 300_000)
    assert len(str(error.value)) < 300
    with pytest.raises(TypeError, match="language"):
        template.source(["cpp"])


@needs_gxx
@linux_only
def test_default_signals_also_when_the_judge_runs_in_a_thread():
    seen = []
    with Program.from_source(PROBE, "cpp") as program:
        worker = threading.Thread(target=lambda: seen.append(program.run("").stdout))
        worker.start()
        worker.join()
    lines = seen[0].split("\n")
    assert lines[0].split() == ["SigBlk:", "0" * 16], seen
    assert lines[1].split()[0] == "SigIgn:" and _settable_ignored(lines[1]) == 0, seen


# -- issue 39: the supervisor is started, small, whatever the judge's size ------------------


@linux_only
def test_the_supervisor_is_a_small_python_of_its_own_not_a_copy_of_the_judge():
    # A forked supervisor copied the judge's page tables (55 ms of kernel time per run from a
    # 550 MB kernel, see benchmarks/bench_judge.py); a started one is the same for any judge.
    source = "import os\nprint(open(f'/proc/{os.getppid()}/cmdline', 'rb').read().hex())\n"
    with Program.from_source(source, "python") as program:
        result = program.run("")
    command = bytes.fromhex(result.stdout.strip()).split(b"\0")[:-1]
    assert command[0] == sys.executable.encode(), command
    assert command[1:3] == [b"-I", b"-S"], command
    assert command[5] == b"-c", command
    folder = str(Path(runner._SUPERVISOR).parent)
    # the judge's supervisor module, imported from the judge's folder (appended: last)
    assert command[6].decode() == (
        f"import sys; sys.path.append({folder!r}); import supervisor; "
        "sys.exit(supervisor.main(sys.argv))"
    ), command
    assert Path(folder, "supervisor.py").resolve() == Path(runner._SUPERVISOR)
    # and what it imports: no enum, re, typing, json or contextlib (8-12 ms of every run),
    # nor ctypes once it has found prctl (4 ms: the C module _ctypes is enough), and prctl works
    probe = (
        "import sys; sys.path.append(sys.argv[1]); import supervisor;"
        "prctl = supervisor._load_prctl(); assert prctl(37, 0, 0, 0, 0) == -1;"  # bad address
        "assert prctl(36, 1, 0, 0, 0) == 0;"  # PR_SET_CHILD_SUBREAPER
        "print(' '.join(sorted(set(sys.modules) & {'enum', 're', 'typing', 'json',"
        " 'contextlib', 'signal', 'ctypes'})))"
    )
    said = subprocess.run(
        [sys.executable, "-I", "-S", "-c", probe, folder],
        capture_output=True,
        text=True,
        check=True,
    )
    assert said.stdout.split() == [], said.stdout


def test_the_supervisors_report_is_read_back_exactly_or_refused():
    from gametheory_helpers.judge.supervisor import format_report, parse_report

    report = {
        "returncode": -9,
        "seconds": 0.1 + 0.2,
        "wall_seconds": 1e-05,
        "timed_out": True,
        "memory_exceeded": False,
        "peak_bytes": 2**40,
    }
    assert parse_report(format_report(**report)) == report
    for broken in (b"", b"0 0.1 0.2 0 1\n", b"0 0.1 0.2 0 1 4096", b"0 x 0.2 0 1 4096\n"):
        with pytest.raises(ValueError):
            parse_report(broken)
