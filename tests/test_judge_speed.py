"""The judge's speed-ups change no verdict: the compile cache is keyed by source, flags and
compiler, and tests run at once (one per core, within memory) give the verdicts of tests run
one after another with nothing cached (issue 36, item 7)."""

from __future__ import annotations

import os
import shutil
import threading
from pathlib import Path

import pytest

from gametheory_helpers.judge import compile_cache as cache
from gametheory_helpers.judge import judge, judging, runner
from gametheory_helpers.judge.runner import Program

PROGRAMS = Path(__file__).resolve().parent / "judge_programs"
needs_gxx = pytest.mark.skipif(shutil.which("g++") is None, reason="g++ is not installed")

HELLO = b'#include <cstdio>\nint main() { std::puts("%s"); }\n'


@pytest.fixture
def compiles(monkeypatch, tmp_path):
    """A fresh cache folder; the list of compilations the judge starts."""
    monkeypatch.setenv("GAMETHEORY_JUDGE_CACHE", str(tmp_path / "cache"))
    started: list[list[str]] = []
    real = runner._compile

    def counted(command, *args, **kwargs):
        started.append(list(command))
        return real(command, *args, **kwargs)

    monkeypatch.setattr(runner, "_compile", counted)
    return started


def _output(source: bytes) -> str:
    with Program.from_source(source, "cpp") as program:
        return program.run("").stdout


@needs_gxx
def test_a_cached_binary_is_reused_and_a_changed_source_recompiles(compiles, tmp_path):
    assert _output(HELLO % b"one") == "one\n" and len(compiles) == 1
    assert _output(HELLO % b"one") == "one\n" and len(compiles) == 1  # from the cache
    assert _output(HELLO % b"two") == "two\n" and len(compiles) == 2  # changed: compiled
    assert _output(HELLO % b"one") == "one\n" and len(compiles) == 2
    assert len(list((tmp_path / "cache").iterdir())) == 2


@needs_gxx
def test_a_binary_is_never_shared_between_flags(compiles, monkeypatch, tmp_path):
    source = (
        b'#include <cstdio>\nint main() {\n#ifdef NDEBUG\nstd::puts("N");\n'
        b'#else\nstd::puts("D");\n#endif\n}\n'
    )
    assert _output(source) == "D\n"
    monkeypatch.setattr(runner, "CXX_FLAGS", (*runner.CXX_FLAGS, "-DNDEBUG"))
    assert _output(source) == "N\n" and len(compiles) == 2  # compiled again with the new flags
    assert "-DNDEBUG" in compiles[1] and "-DNDEBUG" not in compiles[0]
    monkeypatch.setattr(runner, "CXX_FLAGS", tuple(runner.CXX_FLAGS[:-1]))
    assert _output(source) == "D\n" and len(compiles) == 2  # the first binary, cached


def test_the_key_covers_compiler_version_flags_and_source():
    base = ("/usr/bin/g++", "g++ (Debian 12.2.0-14) 12.2.0", ("-O2", "-std=c++17"), b"x")
    keys = {
        cache.cache_key(*base),
        cache.cache_key("/usr/bin/clang++", *base[1:]),
        cache.cache_key(base[0], "g++ (Debian 13.1.0) 13.1.0", *base[2:]),
        cache.cache_key(*base[:2], ("-O2",), base[3]),
        cache.cache_key(*base[:2], ("-O2", "-std=c++17", ""), base[3]),
        cache.cache_key(*base[:3], b"y"),
        # flags and source are separated: moving a byte from one to the other changes the key
        cache.cache_key(*base[:2], ("-O2", "-std=c++17x"), b""),
    }
    assert len(keys) == 7
    assert cache.cache_key(*base) == cache.cache_key(*base)


def test_the_cache_is_off_or_refused_when_unsafe(monkeypatch, tmp_path):
    monkeypatch.setenv("GAMETHEORY_JUDGE_CACHE", "off")
    assert cache.cache_folder() is None
    shared = tmp_path / "shared"
    shared.mkdir()
    shared.chmod(0o777)
    monkeypatch.setenv("GAMETHEORY_JUDGE_CACHE", str(shared))
    assert cache.cache_folder() is None  # others could plant a binary there
    monkeypatch.setenv("GAMETHEORY_JUDGE_CACHE", str(tmp_path / "mine"))
    assert cache.cache_folder() == tmp_path / "mine"
    assert (tmp_path / "mine").stat().st_mode & 0o777 == 0o700
    assert not cache.fetch("0" * 64, tmp_path / "main")  # not cached: nothing copied
    assert not (tmp_path / "main").exists()


def test_the_cache_keeps_at_most_max_entries(monkeypatch, tmp_path):
    monkeypatch.setenv("GAMETHEORY_JUDGE_CACHE", str(tmp_path / "cache"))
    monkeypatch.setattr(cache, "MAX_ENTRIES", 3)
    binary = tmp_path / "binary"
    binary.write_bytes(b"\x7fELF")
    for number in range(5):
        cache.store(f"{number:064x}", binary)
        os.utime(tmp_path / "cache" / f"{number:064x}", ns=(number * 10**9, number * 10**9))
    assert sorted(p.name[-1] for p in (tmp_path / "cache").iterdir()) == ["2", "3", "4"]


def test_workers_follow_cores_memory_and_the_variable(monkeypatch):
    monkeypatch.delenv("GAMETHEORY_JUDGE_WORKERS", raising=False)
    monkeypatch.setattr(judging.os, "sched_getaffinity", lambda _pid: {0, 1, 2, 3})
    monkeypatch.setattr(judging, "_free_mb", lambda: 1000)
    monkeypatch.setattr(judging.os, "getloadavg", lambda: (2.7, 1.0, 1.0))
    assert judging.judge_workers(64, 40) == 2  # two of the four cores are busy
    monkeypatch.setattr(judging.os, "getloadavg", lambda: (22.0, 1.0, 1.0))
    assert judging.judge_workers(64, 40) == 1  # a loaded machine: one run at a time
    monkeypatch.setattr(judging.os, "getloadavg", lambda: (0.0, 0.0, 0.0))
    assert judging.judge_workers(64, 40) == 4
    assert judging.judge_workers(400, 40) == 2  # two runs of 400 MiB fit in 1000 MiB
    assert judging.judge_workers(2000, 40) == 1
    assert judging.judge_workers(64, 3) == 3
    monkeypatch.setenv("GAMETHEORY_JUDGE_WORKERS", "1")
    assert judging.judge_workers(64, 40) == 1
    for bad in ("0", "two", "-3"):
        monkeypatch.setenv("GAMETHEORY_JUDGE_WORKERS", bad)
        with pytest.raises(ValueError, match="GAMETHEORY_JUDGE_WORKERS"):
            judging.judge_workers(64, 40)


def test_a_stopped_run_ends_at_once_with_everything_it_started():
    stop = threading.Event()
    timer = threading.Timer(0.5, stop.set)
    with Program.from_source("import time\nwhile True:\n    time.sleep(1)\n", "python") as slow:
        timer.start()
        result = slow.run("", time_limit=20, stop=stop)
    assert result.supervisor_lost and not result.timed_out, result  # stopped, not timed out


# -- the same verdicts with and without the speed-ups, on the catalogue ----------------------


def _chosen() -> list[Path]:
    """The first wrong program of each problem, every program due to crash, and the right
    programs of two problems (both languages).  The programs due to time out or run out of
    memory cost seconds of CPU each: tests/test_judge_catalogue.py judges every one of them
    with the speed-ups on (and checks its verdict); JUDGE_SPEED_FULL=1 compares the whole
    catalogue here (long: run it by hand)."""
    if os.environ.get("JUDGE_SPEED_FULL"):
        return sorted(p for p in PROGRAMS.glob("*/*") if p.suffix in (".py", ".cpp"))
    chosen = []
    for folder in sorted(PROGRAMS.iterdir()):
        files = sorted(p for p in folder.iterdir() if p.suffix in (".py", ".cpp"))
        chosen += [p for p in files if p.name.startswith("re_")]
        chosen += [p for p in files if p.name.startswith("wrong")][:1]
        if folder.name in ("HDU1847", "POJ3537"):
            chosen += [p for p in files if p.name.startswith("right")]
    return chosen


def _verdict(path: Path, monkeypatch, workers: str, cache_dir: str) -> tuple:
    monkeypatch.setenv("GAMETHEORY_JUDGE_WORKERS", workers)
    monkeypatch.setenv("GAMETHEORY_JUDGE_CACHE", cache_dir)
    verdict = judge(path.parent.name, path=path, tests=3)
    return verdict.word, verdict.tests_passed, verdict.tests_total, verdict.test_name


@pytest.mark.parametrize("path", _chosen(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_the_speed_ups_change_no_verdict(path, monkeypatch, tmp_path):
    if path.suffix == ".cpp" and shutil.which("g++") is None:
        pytest.skip("g++ is not installed")
    plain = _verdict(path, monkeypatch, "1", "off")
    cache_dir = str(tmp_path / "cache")
    fast = _verdict(path, monkeypatch, "2", cache_dir)  # compiles into the cache
    assert plain == fast
    if path.suffix == ".cpp":
        assert _verdict(path, monkeypatch, "2", cache_dir) == plain  # the cached binary
