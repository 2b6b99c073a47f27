"""The kit's templates hold for every value their integer types read, and agree with the
chapters where two conventions were possible.

* ``wythoff.cpp`` reads unsigned 64-bit heaps and must answer every pair exactly: the
  P-positions ``(floor(k phi), floor(k phi) + k)`` far past the judge's 10^9 (where a floating
  phi, or a square root bounded by 2^32, goes wrong) and near 2^64; the expected answers come
  from Python's exact ``math.isqrt``, not from the template.
* ``wythoff_moves.cpp`` checks the stated limit 10^9 and refuses past it.
* HRPA (BZOJ2275): the first take may not be all ``n``, so a Fibonacci ``n`` has no winning
  take; the C++ and Python templates print ``none``, chapter 04's E2 expects ``None`` and the
  cheat sheet says so.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from math import isqrt

import pytest

from gametheory_helpers.contest import template
from gametheory_helpers.contest.cheatsheet import ROWS
from gametheory_helpers.practice import ch04

needs_gxx = pytest.mark.skipif(shutil.which("g++") is None, reason="g++ is not installed")
U64 = 2**64 - 1


def _lower(k: int) -> int:
    return (k + isqrt(5 * k * k)) // 2  # floor(k * phi), exactly


def _compile(slug: str, folder) -> str:
    shutil.copy(template(slug).cpp, folder / "main.cpp")
    subprocess.run(
        ["g++", "-std=c++17", "-O2", "-o", "main", "main.cpp"], cwd=folder, check=True, timeout=180
    )
    return str(folder / "main")


def _wythoff_cases() -> list[tuple[int, int, str]]:
    cases = []
    for k in (1_900_000_000, 2_000_000_001, 10**12 + 7, 10**18 + 3, 7 * 10**18, 7_046_029_254):
        a = _lower(k)
        if a + k > U64:
            continue
        cases += [(a, a + k, "0"), (a + k, a, "0"), (a + 1, a + k + 1, "1"), (a - 1, a + k, "1")]
    largest = max(
        k
        for k in range(7_046_029_254_386_353_000, 7_046_029_254_386_353_200)
        if _lower(k) + k <= U64
    )
    a = _lower(largest)
    cases += [(a, a + largest, "0"), (a - 1, a + largest - 1, "1")]
    cases += [(0, U64, "1"), (U64, U64, "1"), (2**63, U64, "1"), (0, 0, "0"), (1, 2, "0")]
    for a, b, answer in cases:
        k = abs(b - a)
        assert (min(a, b) == _lower(k)) == (answer == "0")  # the cases say what they mean
    return cases


def _template_command(slug: str, language: str, tmp_path) -> list[str]:  # noqa: ANN001
    """The command that runs template ``slug`` in ``language`` (C++ compiled; skip without g++)."""
    if language == "python":
        return [sys.executable, str(template(slug).py)]
    if shutil.which("g++") is None:
        pytest.skip("g++ is not installed")
    return [_compile(slug, tmp_path)]


@pytest.mark.parametrize("language", ["cpp", "python"])
def test_wythoff_is_exact_for_every_u64_pair(language, tmp_path):
    command = _template_command("wythoff", language, tmp_path)
    cases = _wythoff_cases()
    text = "".join(f"{a} {b}\n" for a, b, _ in cases)
    done = subprocess.run(command, input=text, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    got = done.stdout.split()
    for (a, b, answer), line in zip(cases, got, strict=True):
        assert line == answer, f"({a}, {b}): {line}, not {answer}"


@needs_gxx
def test_wythoff_moves_refuses_heaps_past_its_stated_limit(tmp_path):
    program = _compile("wythoff_moves", tmp_path)
    done = subprocess.run(
        [program], input="1 2\n3 5000000000\n0 0\n", capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 1 and "10^9" in done.stderr
    assert done.stdout.splitlines() == ["0"]  # (1, 2) is a P-position: answered before


HRPA_NS = [*range(2, 60), 832040, 832041, 10**15, 679891637638612258 // 10**3]


def _hrpa_expected(n: int) -> str:
    take = ch04.e2_reference(n)
    return "none" if take is None else str(take)


def test_hrpa_hand_checked_values():
    """Fibonacci n: no winning take; 4 = 3 + 1: take 1; 83 = 55 + 21 + 5 + 2: take 2."""
    assert [_hrpa_expected(n) for n in (2, 3, 4, 5, 8, 83, 89)] == [
        "none",
        "none",
        "1",
        "none",
        "none",
        "2",
        "none",
    ]


@pytest.mark.parametrize("language", ["cpp", "python"])
def test_hrpa_template_agrees_with_chapter_04(language, tmp_path):
    command = _template_command("hrpa_first_move", language, tmp_path)
    for n in HRPA_NS:
        done = subprocess.run(command, input=f"{n}\n", capture_output=True, text=True, timeout=60)
        assert done.stdout.strip() == _hrpa_expected(n), n


def test_the_cheat_sheet_states_the_hrpa_convention():
    row = next(row for row in ROWS if row.game == "Fibonacci Nim")
    assert "hrpa_first_move" in row.templates
    assert "none when $n$ is a Fibonacci number" in row.winning_move
