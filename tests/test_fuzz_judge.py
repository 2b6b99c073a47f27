"""Reliability of the local judge: defects a fuzz round found, each pinned by a test.

Output comparison as strict as online judges, memory limited over the whole process tree,
nothing a judged program starts outlives its verdict, Memory Limit Exceeded as a verdict of
its own, compile timeouts, a program deleting its run folder, argument checks, source
encodings and the command line's language names.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sys
import time
import uuid

import pytest

from gametheory_helpers.judge import Program, compare_output, judge
from gametheory_helpers.judge import runner as runner_module
from gametheory_helpers.judge.__main__ import main as cli_main
from gametheory_helpers.judge.magic import judge_cell
from tests.hostile import assert_refused

needs_gxx = pytest.mark.skipif(shutil.which("g++") is None, reason="g++ is not installed")
linux_only = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="the process tree is watched through /proc"
)

HDU1847 = (
    "import sys\n"
    "for token in sys.stdin.read().split():\n"
    "    print('Cici' if int(token) % 3 == 0 else 'Kiki')\n"
)
HDU1847_CPP = (
    '#include <cstdio>\nint main(){int n;while(scanf("%d",&n)==1)puts(n%3?"Kiki":"Cici");}\n'
)


def _processes_with(marker: str) -> list[int]:
    found = []
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/cmdline", "rb") as handle:
                if marker.encode() in handle.read():
                    found.append(int(name))
        except OSError:
            pass
    return found


def _gone(marker: str, wait: float = 30.0) -> bool:
    # a killed process is gone at once; the wait only bounds a failing test (a loaded machine
    # may take more than a second to reap one: never a threshold it can cross)
    deadline = time.monotonic() + wait
    while _processes_with(marker):
        if time.monotonic() > deadline:
            for pid in _processes_with(marker):  # do not leave them behind either way
                with contextlib.suppress(OSError):
                    os.kill(pid, 9)
            return False
        time.sleep(0.05)
    return True


# -- 1. output comparison: only what online judges tolerate ---------------------------------


@pytest.mark.parametrize("ending", ["\u3000", "\u00a0", "\f", "\v", "\r\r"])
def test_unicode_spaces_and_form_feeds_at_line_ends_are_not_accepted(ending):
    word, why = compare_output("Alice\n", f"Alice{ending}\n")
    assert word == "Presentation Error", (ending, word)
    assert "Alice" in why


@pytest.mark.parametrize("got", ["Alice\n", "Alice", "Alice \t\n", "Alice\r\n", "Alice\t \r\n"])
def test_trailing_ascii_spaces_final_newline_and_crlf_are_tolerated(got):
    assert compare_output("Alice\n", got) == ("Accepted", "")


@pytest.mark.parametrize("got", ["Alice\n\n", "Alice\r\n\r\n", "\nAlice\n", "Alice\n \n"])
def test_blank_lines_around_the_output_are_not_tolerated(got):
    assert compare_output("Alice\n", got)[0] == "Presentation Error", repr(got)


# -- 2, 3. the whole process tree is limited and nothing outlives the verdict --------------

TREE_HOG = """
import os, sys, time
children = []
for _ in range(4):
    pid = os.fork()
    if pid == 0:
        block = b'x' * (100 * 1024 * 1024)
        time.sleep(1.5)
        os._exit(0)
    children.append(pid)
for pid in children:
    os.waitpid(pid, 0)
for token in sys.stdin.read().split():
    print('Cici' if int(token) % 3 == 0 else 'Kiki')
"""


@linux_only
def test_memory_limit_covers_the_whole_process_tree():
    verdict = judge("HDU1847", TREE_HOG, language="python", tests=1, time_limit=3)
    assert verdict.word == "Memory Limit Exceeded", verdict.report()
    assert "64 MiB" in verdict.detail


@linux_only
def test_forked_and_exec_children_do_not_outlive_the_verdict():
    marker = f"judge-orphan-{uuid.uuid4().hex}"
    source = (
        "import os, sys\n"
        "if os.fork() == 0:\n"
        f"    os.execv(sys.executable, [sys.executable, '-c', 'import time; time.sleep(60)', "
        f"'{marker}'])\n" + HDU1847
    )
    verdict = judge("HDU1847", source, language="python", tests=2)
    assert verdict.word == "Accepted", verdict.report()
    assert _gone(marker), "a process the judged program started survived its verdict"


@linux_only
def test_a_setsid_double_forked_child_dies_with_a_time_limit_kill():
    marker = f"judge-escapee-{uuid.uuid4().hex}"
    source = (
        "import os, sys, time\n"
        "if os.fork() == 0:\n"
        "    os.setsid()\n"
        "    if os.fork() == 0:\n"
        f"        os.execv(sys.executable, [sys.executable, '-c', 'import time; "
        f"time.sleep(60)', '{marker}'])\n"
        "    os._exit(0)\n"
        "while True:\n    pass\n"
    )
    verdict = judge("HDU1847", source, language="python", tests=1, time_limit=0.3)
    assert verdict.word == "Time Limit Exceeded", verdict.report()
    assert _gone(marker), "a setsid child survived the time-limit kill"


@linux_only
@pytest.mark.skipif(not hasattr(os, "pidfd_open"), reason="needs os.pidfd_open (Linux 5.3+)")
def test_a_run_ends_when_the_program_exits_not_at_the_next_poll(monkeypatch):
    # With a poll interval longer than the wall-clock backstop, a supervisor that only
    # noticed the exit at its next poll would report the whole backstop as the run's wall
    # time.  It waits on the process itself, so the run ends when the program does.  (How
    # much the watching costs per run is a figure of benchmarks/bench_judge.py, not a test.)
    monkeypatch.setattr(runner_module, "POLL_SECONDS", 10_000.0)
    with Program.from_source(HDU1847, "python") as program:
        result = program.run("3 4\n", time_limit=5.0)
    assert result.stdout == "Cici\nKiki\n"
    assert not result.timed_out, result
    assert result.wall_seconds < runner_module.wall_limit(5.0), result


# -- 4. Memory Limit Exceeded is a verdict of its own ----------------------------------------


def test_python_past_the_memory_limit_is_memory_limit_exceeded():
    verdict = judge("HDU1847", "x = bytearray(10**9)\n", language="python", tests=1)
    assert verdict.word == "Memory Limit Exceeded", verdict.report()
    assert "64 MiB" in verdict.detail


@needs_gxx
@pytest.mark.parametrize(
    "body",
    [
        "std::vector<int> v(1000000000); v[7] = 1; return v[7] - 1;",
        "std::vector<char*> keep; for (;;) keep.push_back(new char[1 << 20]);",
    ],
    ids=["vector", "bad_alloc"],
)
def test_cpp_past_the_memory_limit_is_memory_limit_exceeded(body):
    source = "#include <vector>\nint main() { " + body + " }\n"
    verdict = judge("HDU1847", source, language="cpp", tests=1)
    assert verdict.word == "Memory Limit Exceeded", verdict.report()


@needs_gxx
def test_cpp_static_arrays_past_the_memory_limit_are_memory_limit_exceeded():
    source = (
        "#include <cstdio>\nstatic char a[1 << 30];\n"
        "int main() { int n; for (int i = 0; i < (1 << 30); i += 4096) a[i] = 1; "
        'scanf("%d", &n); printf("%d\\n", a[n]); }\n'
    )
    verdict = judge("HDU1847", source, language="cpp", tests=1)
    assert verdict.word == "Memory Limit Exceeded", verdict.report()


def test_the_command_line_prints_memory_limit_exceeded(tmp_path, capsys):
    hog = tmp_path / "hog.py"
    hog.write_text("x = bytearray(10**9)\n")
    assert cli_main(["HDU1847", str(hog), "--tests", "1"]) == 1
    assert capsys.readouterr().out.splitlines()[0] == "Memory Limit Exceeded"


# -- 5. a compile that runs past its timeout ------------------------------------------------


@needs_gxx
def test_a_compile_past_the_timeout_is_a_compile_error_and_the_compiler_is_killed(tmp_path):
    fifo = tmp_path / "never_written"
    os.mkfifo(fifo)
    source = f'#include "{fifo}"\nint main() {{ return 0; }}\n'
    verdict = judge("HDU1847", source, language="cpp", compile_timeout=1)
    assert verdict.word == "Compile Error", verdict.report()
    assert "compilation took longer than 1 s" in verdict.detail  # the compile was cut
    time.sleep(0.2)
    # a compiler still blocked on the FIFO would be a reader: opening for writing would succeed
    with pytest.raises(OSError):
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))


@needs_gxx
def test_the_command_line_reports_a_compile_timeout(tmp_path, capsys, monkeypatch):
    fifo = tmp_path / "never_written"
    os.mkfifo(fifo)
    program = tmp_path / "slow.cpp"
    program.write_text(f'#include "{fifo}"\nint main() {{ return 0; }}\n')
    monkeypatch.setattr(runner_module, "COMPILE_TIMEOUT", 1.0)
    assert cli_main(["HDU1847", str(program)]) == 1
    out = capsys.readouterr().out
    assert out.startswith("Compile Error\n") and "took longer than 1 s" in out
    with pytest.raises(OSError):
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))


# -- 6. a program that deletes its run folder still gets a verdict --------------------------


def test_a_program_that_deletes_its_run_folder_gets_a_verdict():
    source = "import shutil, os\nshutil.rmtree(os.getcwd())\n" + HDU1847
    verdict = judge("HDU1847", source, language="python", tests=3)
    assert verdict.word in ("Accepted", "Runtime Error"), verdict.report()


def test_a_program_that_deletes_its_whole_folder_gets_a_verdict():
    source = "import shutil, os\nshutil.rmtree(os.path.dirname(os.getcwd()))\n" + HDU1847
    verdict = judge("HDU1847", source, language="python", tests=3)
    assert verdict.word in ("Accepted", "Runtime Error"), verdict.report()


# -- 7. the judge's arguments are checked ---------------------------------------------------


@pytest.mark.parametrize(
    ("keywords", "words"),
    [
        ({"program": 42}, ["program", "42"]),
        ({"time_limit": float("nan")}, ["time_limit", "nan"]),
        ({"time_limit": "1"}, ["time_limit", "'1'"]),
        ({"time_limit": True}, ["time_limit", "True"]),
        ({"time_limit": 0}, ["time_limit", "0"]),
        ({"time_limit": 1e9}, ["time_limit"]),
        ({"compile_timeout": -1}, ["compile_timeout", "-1"]),
        ({"source": 42, "language": "python"}, ["source", "42"]),
        ({"source": "print(1)", "language": 3}, ["language", "3"]),
    ],
)
def test_judge_arguments_are_checked(keywords, words):
    keywords = dict(keywords)
    source = keywords.pop("source", "print(1)\n")
    if "program" not in keywords:
        keywords.setdefault("language", "python")
    assert_refused(lambda: judge("HDU1847", source, tests=1, **keywords), *words, cpu=20)


@pytest.mark.parametrize(
    ("call", "words"),
    [
        (lambda p: p.run(None), ["stdin", "None"]),
        (lambda p: p.run(b"3\n"), ["stdin"]),
        (lambda p: p.run("3\n", time_limit=float("nan")), ["time_limit", "nan"]),
        (lambda p: p.run("3\n", time_limit="1"), ["time_limit", "'1'"]),
        (lambda p: p.run("3\n", time_limit=True), ["time_limit", "True"]),
        (lambda p: p.run("3\n", memory_mb=-100), ["memory_mb", "-100"]),
        (lambda p: p.run("3\n", memory_mb=2.5), ["memory_mb", "2.5"]),
    ],
)
def test_program_run_arguments_are_checked(call, words):
    with Program.from_source(HDU1847, "python") as program:
        assert_refused(lambda: call(program), *words)


# -- 8. source encodings --------------------------------------------------------------------

GBK_COMMENT = "// 这是注释\n".encode("gbk")


@needs_gxx
def test_cpp_source_with_a_gbk_comment_is_judged_as_bytes(tmp_path):
    data = GBK_COMMENT + HDU1847_CPP.encode()
    assert judge("HDU1847", data, language="cpp", tests=2).word == "Accepted"
    path = tmp_path / "gbk.cpp"
    path.write_bytes(data)
    assert judge("HDU1847", path=path, tests=2).word == "Accepted"


def test_python_source_honours_a_coding_declaration(tmp_path):
    data = b"# -*- coding: gbk -*-\n" + "# 这是注释\n".encode("gbk") + HDU1847.encode()
    assert judge("HDU1847", data, language="python", tests=2).word == "Accepted"
    path = tmp_path / "gbk.py"
    path.write_bytes(data)
    assert judge("HDU1847", path=path, tests=2).word == "Accepted"


@pytest.mark.parametrize("encoding", ["gbk", "utf-16"])
def test_python_source_in_another_encoding_is_explained(tmp_path, encoding):
    path = tmp_path / "solution.py"
    path.write_bytes(("# 这是注释\n" + HDU1847).encode(encoding))
    verdict = judge("HDU1847", path=path, tests=2)
    assert verdict.word == "Compile Error", verdict.report()
    assert "solution.py" in verdict.detail and "UTF-8" in verdict.detail
    assert "save" in verdict.detail.lower()


def test_the_command_line_explains_a_python_file_in_gbk(tmp_path, capsys):
    path = tmp_path / "solution.py"
    path.write_bytes(("# 这是注释\n" + HDU1847).encode("gbk"))
    assert cli_main(["HDU1847", str(path), "--tests", "1"]) == 1
    out = capsys.readouterr().out
    assert "solution.py" in out and "UTF-8" in out and "codec" not in out


# -- 9. the command line and the cell magic -------------------------------------------------


@pytest.mark.parametrize("name", ["py", "python", "PY"])
def test_the_command_line_accepts_the_magic_s_language_names(tmp_path, capsys, name):
    path = tmp_path / "solution.txt"
    path.write_text(HDU1847)
    assert cli_main(["HDU1847", str(path), "--lang", name, "--tests", "1"]) == 0
    assert capsys.readouterr().out.startswith("Accepted\n")


@needs_gxx
@pytest.mark.parametrize("name", ["cpp", "c++", "cc"])
def test_both_accept_the_cpp_spellings(tmp_path, capsys, name):
    path = tmp_path / "solution.txt"
    path.write_text(HDU1847_CPP)
    assert cli_main(["HDU1847", str(path), "--lang", name, "--tests", "1"]) == 0
    verdict = judge_cell(f"HDU1847 --lang {name} --tests 1", HDU1847_CPP)
    assert not isinstance(verdict, str) and verdict.word == "Accepted", verdict


def test_the_magic_guesses_python_without_lang_and_says_so():
    verdict = judge_cell("HDU1847 --tests 1", HDU1847)
    assert not isinstance(verdict, str) and verdict.word == "Accepted", verdict
    assert "Python" in verdict.report() and "--lang" in verdict.report()


@needs_gxx
def test_the_magic_guesses_cpp_without_lang():
    verdict = judge_cell("HDU1847 --tests 1", HDU1847_CPP)
    assert not isinstance(verdict, str) and verdict.word == "Accepted", verdict
    assert "C++" in verdict.report()


def test_the_failing_test_is_numbered():
    wrong = "import sys\nfor t in sys.stdin.read().split():\n    print('Kiki')\n"
    verdict = judge("HDU1847", wrong, language="python", tests=4)
    assert verdict.word == "Wrong Answer"
    report = verdict.report()
    number = verdict.tests_passed + 1
    assert f"Wrong Answer on test {number} of {verdict.tests_total} (" in report, report
    assert "before this one" not in report
