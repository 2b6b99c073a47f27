"""The class hub for real: PAM logins, servers as the students' own uids, the collection handed
out, students kept apart, a browser round trip student -> submission -> formgrader grade, and
two students arriving at once (the class-size load benchmark's run, for a class of two).

One hub (``tests/hub_class.py``) serves the whole file, with uniquely named system users
removed at the end (and checked gone). Runs as root (CI). Time on two loaded cores: 4-6 min
once the classroom environment exists (its refresh, chapter 02 of ``make course`` and the
hub's start are 1.5-3 min of it), 2-4 min more on a machine where
``/srv/gametheory-classroom`` is built first.
"""

from __future__ import annotations

import json
import os
import pwd
import socket
import stat
import sys
from pathlib import Path

import pytest
from hub_class import ASSIGNMENT, a_class

import classroom

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))
import bench_classroom_load as load  # noqa: E402

NOTEBOOK = "02_bash_and_nim.ipynb"


@pytest.fixture(scope="module")
def cls():
    with a_class() as the_class:
        yield the_class
    for user in [the_class.instructor, *the_class.students, the_class.grader]:
        assert not classroom.user_exists(user), f"{user} was not removed"


def listening(pid: int) -> set[tuple[str, int]]:
    """The (address, port) pairs process ``pid`` listens on (TCP, IPv4 and IPv6)."""
    inodes = set()
    for fd in Path(f"/proc/{pid}/fd").iterdir():
        try:
            target = os.readlink(fd)
        except OSError:
            continue
        if target.startswith("socket:["):
            inodes.add(target[8:-1])
    found = set()
    for table, family in (("tcp", socket.AF_INET), ("tcp6", socket.AF_INET6)):
        for line in Path(f"/proc/{pid}/net/{table}").read_text().splitlines()[1:]:
            fields = line.split()
            if fields[3] != "0A" or fields[9] not in inodes:  # 0A: LISTEN
                continue
            address, port = fields[1].split(":")
            raw = bytes.fromhex(address)
            if family == socket.AF_INET:
                raw = raw[::-1]
            else:  # four little-endian 32-bit words
                raw = b"".join(raw[i : i + 4][::-1] for i in range(0, 16, 4))
            found.add((socket.inet_ntop(family, raw), int(port, 16)))
    return found


def server_pid(cls, user: str) -> int:  # noqa: ANN001
    """The pid of ``user``'s running server (the spawner's state, read with the admin token)."""
    model = classroom.server_model(cls.hub.url, cls.settings.admin_token, user)
    return int(model["state"]["pid"])


def uid_of(pid: int) -> int:
    """The real uid of process ``pid``."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("Uid:"):
            return int(line.split()[1])
    raise AssertionError(f"no Uid line for {pid}")


def test_the_environment_leaves_out_the_excluded_packages(cls):
    """tools/install_excludes.txt (rfc3987-syntax: a second on every server's and nbgrader
    command's start); nbformat still validates there."""
    python = str(classroom.venv_python(cls.settings.prefix))
    probe = (
        "import importlib.util, nbformat, sys\n"
        f"missing = [n for n in {classroom.excluded_packages()!r}"
        " if importlib.util.find_spec(n.replace('-', '_')) is None]\n"
        "nbformat.validate(nbformat.v4.new_notebook())\n"
        "print(missing)\n"
    )
    done = classroom.run([python, "-c", probe])
    assert done.stdout.strip() == repr(classroom.excluded_packages())


def test_the_environment_is_compiled_to_bytecode(cls):
    """Students' servers may not write bytecode into the root-owned environment: without it
    every start compiled matplotlib, ipykernel, jupyter_server... anew (seconds of CPU)."""
    python = str(classroom.venv_python(cls.settings.prefix))
    probe = (
        "import importlib.util as u, sys\n"
        "import gametheory_helpers, ipykernel.kernelapp, jupyter_server.serverapp, "
        "matplotlib.pyplot\n"
        "names = ['gametheory_helpers', 'ipykernel.kernelapp', 'jupyter_server.serverapp',"
        " 'matplotlib.pyplot']\n"
        "import os\n"
        "print([n for n in names if not os.path.isfile(u.cache_from_source("
        "sys.modules[n].__file__))])\n"
    )
    done = classroom.run([python, "-B", "-c", probe])
    assert done.stdout.strip() == "[]", done.stdout


def test_wrong_password_is_refused(cls):
    with pytest.raises(classroom.ClassroomError, match="refused"):
        classroom.login(cls.hub.url, cls.students[0], "not-" + cls.passwords[cls.students[0]])


def test_students_get_servers_of_their_own_uid_with_the_collection(cls):
    for student in cls.students[:2]:
        classroom.start_server(cls.hub.url, cls.token(student), student)
        pid = server_pid(cls, student)
        account = pwd.getpwnam(student)
        assert uid_of(pid) == account.pw_uid
        copy = Path(account.pw_dir) / "gametheory" / NOTEBOOK
        assert copy.is_file() and copy.stat().st_uid == account.pw_uid
        # the student edition: the chapter's solutions are not in the copy
        original = json.loads((classroom.ROOT / "notebooks" / NOTEBOOK).read_text())
        assert any("solution" in c["metadata"].get("tags", []) for c in original["cells"])
        handed = json.loads(copy.read_text())
        assert not any("solution" in c["metadata"].get("tags", []) for c in handed["cells"])


def test_everything_listens_on_loopback_only(cls):
    student = cls.students[0]
    classroom.start_server(cls.hub.url, cls.token(student), student)
    pids = [cls.hub.process.pid, server_pid(cls, student)]
    proxy = Path(cls.settings.state / "proxy.pid")
    pids.append(int(proxy.read_text()))
    seen = set().union(*(listening(pid) for pid in pids))
    ports = {port for _, port in seen}
    assert {cls.settings.port, cls.settings.api_port, cls.settings.proxy_api_port} <= ports
    assert {address for address, _ in seen} == {"127.0.0.1"}, seen


def test_a_second_spawn_keeps_the_students_changes(cls):
    student = cls.students[0]
    home = Path(pwd.getpwnam(student).pw_dir) / "gametheory"
    mine = 'print("my own work")'
    result = classroom.as_user(
        student, ["sh", "-c", f"echo '{mine}' > {home / NOTEBOOK} && rm {home / '00_index.ipynb'}"]
    )
    assert result.returncode == 0, result.stderr
    token = cls.token(student)
    classroom.stop_server(cls.hub.url, token, student)
    classroom.start_server(cls.hub.url, token, student)
    assert (home / NOTEBOOK).read_text().strip() == mine
    assert (home / "00_index.ipynb").is_file()  # a deleted file is handed out again


def denied(user: str, *command: str) -> bool:
    """Whether ``command`` run as ``user`` fails with 'Permission denied'."""
    result = classroom.as_user(user, list(command))
    return result.returncode != 0 and "Permission denied" in result.stderr


def test_students_cannot_read_each_other_or_the_instructors_source(cls):
    alice, bob = cls.students[:2]
    secret = Path(pwd.getpwnam(alice).pw_dir) / "gametheory" / NOTEBOOK
    assert secret.exists()
    assert denied(bob, "cat", str(secret))
    assert denied(bob, "ls", str(secret.parent))
    source = cls.course_dir / "source" / ASSIGNMENT / f"{ASSIGNMENT}.ipynb"
    assert "BEGIN SOLUTION" in source.read_text()
    assert denied(bob, "cat", str(source))
    assert denied(bob, "ls", str(cls.course_dir))
    assert denied(bob, "ls", pwd.getpwnam(cls.instructor).pw_dir)


# exercise E1 of chapter 02 (POJ2234 Matches Game), answered right in the browser
ANSWER_CELL = "def matches_game"
SOLUTION = 'def matches_game(heaps):\n    return "Yes" if reduce(xor, heaps, 0) else "No"\n'
SCREENSHOTS = classroom.ROOT / "build" / "artifacts"


def log_in(browser, cls, user: str, next_url: str = ""):  # noqa: ANN001, ANN201
    """A browser page logged in to the hub as ``user`` through the form (then at ``next_url``).

    Without ``next_url`` the hub spawns the user's server and opens its JupyterLab.
    """
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.set_default_timeout(120_000)
    page.goto(f"{cls.hub.url}/hub/login" + (f"?next={next_url}" if next_url else ""))
    page.fill("#username_input", user)
    page.fill("#password_input", cls.passwords[user])
    page.click("#login_submit")
    return page


def open_assignment_list(page) -> None:  # noqa: ANN001
    """Open nbgrader's Assignments tab from JupyterLab's Nbgrader menu."""
    page.get_by_role("menuitem", name="Nbgrader").click()
    page.get_by_role("menuitem", name="Assignment List").click()


def test_browser_student_submits_and_the_instructor_sees_the_grade(cls, browser):
    student = cls.students[2]
    # the student logs in; the hub spawns the server, which opens the collection's contents
    page = log_in(browser, cls, student)
    page.locator(".jp-NotebookPanel .jp-Cell").first.wait_for(timeout=240_000)
    assert page.url.endswith(f"/user/{student}/lab/tree/gametheory/00_index.ipynb")
    # fetch chapter 02 in the Assignments tab
    open_assignment_list(page)
    page.locator("#released_assignments_list").get_by_text(ASSIGNMENT).first.wait_for()
    page.screenshot(path=SCREENSHOTS / "classroom_student_released.png")
    page.locator("#released_assignments_list").get_by_role("button", name="Fetch").click()
    page.locator("#fetched_assignments_list").get_by_text(ASSIGNMENT).first.wait_for()
    # answer the exercise in the notebook and save it
    page.goto(f"{cls.hub.url}/user/{student}/lab/tree/{ASSIGNMENT}/{ASSIGNMENT}.ipynb")
    answer = page.locator(".jp-CodeCell", has_text=ANSWER_CELL).first
    answer.locator(".cm-content").click()
    page.keyboard.press("Control+A")
    page.keyboard.insert_text(SOLUTION)
    page.keyboard.press("Escape")
    page.keyboard.press("Control+S")
    saved = Path(pwd.getpwnam(student).pw_dir) / ASSIGNMENT / f"{ASSIGNMENT}.ipynb"
    page.wait_for_function("() => !document.querySelector('.jp-mod-dirty')")
    page.screenshot(path=SCREENSHOTS / "classroom_student_answer.png")
    cells = json.loads(saved.read_text())["cells"]
    assert any(SOLUTION.strip() in "".join(cell["source"]) for cell in cells)
    # submit it from the Assignments tab
    open_assignment_list(page)
    page.locator("#fetched_assignments_list").get_by_role("button", name="Submit").first.click()
    page.locator("#submitted_assignments_list").get_by_text(ASSIGNMENT).first.wait_for()
    page.screenshot(path=SCREENSHOTS / "classroom_student_submitted.png")
    page.context.close()

    # the instructor's nbgrader commands (what the formgrader's Collect and autograde do)
    for step in ("collect", "autograde"):
        result = cls.nbgrader(cls.grader, step, ASSIGNMENT, cwd=cls.course_dir)
        assert result.returncode == 0, result.stdout + result.stderr

    # the instructor opens the formgrader service and sees the student's grade: E1's points
    # of the assignment's (the points written in the source's test cells)
    source = cls.course_dir / "source" / ASSIGNMENT / f"{ASSIGNMENT}.ipynb"
    points = {
        cell["metadata"]["nbgrader"]["grade_id"]: cell["metadata"]["nbgrader"].get("points", 0)
        for cell in json.loads(source.read_text())["cells"]
        if cell["metadata"].get("nbgrader", {}).get("grade")
    }
    grade = f"{points['e1_test']:g} / {sum(points.values()):g}"
    service = f"/services/{cls.settings.course_id}"
    page = log_in(browser, cls, cls.instructor, f"{service}/formgrader/manage_assignments")
    page.locator("tr", has_text=ASSIGNMENT).wait_for()
    page.screenshot(path=SCREENSHOTS / "classroom_formgrader_assignments.png")
    page.goto(f"{cls.hub.url}{service}/formgrader/manage_students")
    row = page.locator("tr", has_text=student)
    assert grade in row.inner_text()
    # the roster's names (classroom.enrol), not nbgrader's "None, None" for an unnamed student
    assert "Liu, Alice" in page.locator("table").inner_text()
    assert "None, None" not in page.locator("table").inner_text()
    page.screenshot(path=SCREENSHOTS / "classroom_formgrader_students.png")
    # and the formgrader inside the service's JupyterLab (Nbgrader > Formgrader)
    page.goto(f"{cls.hub.url}{service}/lab")
    page.get_by_role("menuitem", name="Nbgrader").click()
    page.get_by_role("menuitem", name="Formgrader", exact=True).click()
    frame = page.frame_locator("iframe").first
    frame.get_by_role("link", name="Manage Students").click()
    assert grade in frame.locator("tr", has_text=student).inner_text()
    page.screenshot(path=SCREENSHOTS / "classroom_formgrader_lab.png")
    page.context.close()


# the class-size load benchmark's run (benchmarks/bench_classroom_load.py) on this hub, for the
# two students no other test has used: nothing a class does at once may lose a submission
KEYS = {
    "students",
    "load_before",
    "spawn_p50_s",
    "spawn_p95_s",
    "cell_p50_ms",
    "cell_p95_ms",
    "cells_run",
    "cell_errors",
    "pss_mean_mib",
    "pss_p95_mib",
    "rss_mean_mib",
    "cpu_s_per_student",
    "failed_spawns",
    "kernel_failures",
    "submitted",
    "collected",
    "graded",
    "lost_submissions",
    "grading_s_per_submission",
    "grading_cpu_s_per_submission",
    "wall_s",
    "phases_s",
    "errors",
    "per_student",
}


@pytest.fixture(scope="module")
def arrived(cls):
    """The last two students log in, start, run 3 cells each, fetch and submit, at once; the
    grader collects and autogrades (the report row of ``bench_classroom_load``)."""
    students = [load.Student(name) for name in cls.students[3:5]]
    return load.arrive_at_once(cls, students, cells=3, deadline=load.Deadline(600))


def test_two_students_arriving_at_once_lose_no_submission(arrived):
    row = arrived
    assert set(row) == KEYS
    assert row["students"] == 2 and row["errors"] == []
    assert row["failed_spawns"] == row["kernel_failures"] == 0 and row["cells_run"] == 6
    assert row["submitted"] == row["collected"] == row["graded"] == 2
    assert row["lost_submissions"] == 0
    assert 0 < row["spawn_p50_s"] <= row["spawn_p95_s"]
    assert 0 < row["cell_p50_ms"] <= row["cell_p95_ms"]
    # a server with its kernel holds tens of MiB at least; PSS never exceeds RSS
    assert 20 < row["pss_mean_mib"] <= row["rss_mean_mib"]
    assert row["grading_s_per_submission"] > 0
    assert set(row["phases_s"]) == {"arrive", "submit", "grade"}
    assert "\n| 2 " in "\n" + load.table([row])


def test_students_cannot_read_each_others_submissions(cls, arrived):
    # the two students who submitted at once (fetch_assignment and submit, as their own uids)
    dave, erin = cls.students[3:5]
    inbound = cls.settings.exchange / cls.settings.course_id / "inbound"
    for student in (dave, erin):
        assert any(path.name.startswith(f"{student}+{ASSIGNMENT}+") for path in inbound.iterdir())
    mode = stat.S_IMODE(inbound.stat().st_mode)
    assert not mode & stat.S_IROTH, oct(mode)  # nbgrader: write-only for others
    assert denied(erin, "ls", str(inbound))
    # erin's own copy of what she submitted is in her home; dave's is not readable for her
    assert (Path(pwd.getpwnam(erin).pw_dir) / ASSIGNMENT / f"{ASSIGNMENT}.ipynb").is_file()
    assert denied(erin, "ls", str(Path(pwd.getpwnam(dave).pw_dir) / ASSIGNMENT))
