"""A class on a real hub for the tests: unique system users, a course, the hub; all removed after.

:func:`a_class` builds (or refreshes) the classroom environment, creates uniquely named
groups, an instructor, the students (:data:`STUDENTS` unless given) and the grader account,
releases chapter 02 of ``make course``'s English course (``tools/make_course.py``), starts the
hub on free ports of 127.0.0.1 and yields a :class:`Class`; servers, hub, users (and whatever
runs as them), groups, exchange and state are removed afterwards, also when a test failed.
Needs root (system users): without root the tests skip, except in CI (``CI`` set), where they
fail. ``benchmarks/bench_classroom_load.py`` sets its classes up and takes them down with the
same :func:`a_class`.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path

import psutil
import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import classroom  # noqa: E402

ASSIGNMENT = "ch02"
#: each class's take-down, step by step (seconds), goes here: a slow one shows where it waited
ARTIFACTS = ROOT / "build" / "artifacts"


class Phases:
    """Seconds per named step, each from the end of the one before; saved as JSON."""

    def __init__(self) -> None:
        self.last = time.monotonic()
        self.seconds: dict[str, object] = {}

    def __call__(self, name: str) -> None:
        now = time.monotonic()
        self.seconds[name] = round(now - self.last, 2)
        self.last = now

    def note(self, name: str, value: object) -> None:
        """Record ``value`` (JSON) beside the steps' seconds."""
        self.seconds[name] = value

    def save(self, path: Path) -> None:
        with suppress(OSError):
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps(self.seconds, indent=1) + "\n")


def need_root() -> None:
    """Skip unless root; in CI (``CI`` set) fail instead, since CI runs as root."""
    if os.geteuid() != 0:
        message = "the class hub creates system users: run the tests as root"
        if os.environ.get("CI"):
            pytest.fail(f"CI is set but not root: {message}")
        pytest.skip(message)


def chapter_02_course(out: Path) -> Path:
    """``make course``'s English course with chapter 02 only, written under ``out``."""
    tool = ROOT / "tools" / "make_course.py"
    classroom.run(
        [sys.executable, str(tool), "--edition", "en", "--chapters", "02", "--out", str(out)]
    )
    return out / "en"


@dataclass
class Class:
    """A running class: its hub, settings, users and their passwords, the grader's course dir."""

    hub: classroom.Hub
    settings: classroom.HubSettings
    instructor: str
    students: list[str]
    passwords: dict[str, str]
    course_dir: Path
    tokens: dict[str, str] = field(default_factory=dict)

    @property
    def grader(self) -> str:
        return classroom.grader_name(self.settings.course_id)

    def nbgrader(self, user: str, *args: str, cwd: Path | None = None):  # noqa: ANN201
        """Run ``nbgrader ARGS`` as ``user`` with the class's course and exchange."""
        nbgrader = str(classroom.venv_python(self.settings.prefix).parent / "nbgrader")
        env = [
            f"GAMETHEORY_COURSE_ID={self.settings.course_id}",
            f"GAMETHEORY_EXCHANGE_ROOT={self.settings.exchange}",
        ]
        if cwd:
            command = ["env", *env, "sh", "-c", f'cd "{cwd}" && exec "$0" "$@"', nbgrader, *args]
        else:
            command = ["env", *env, nbgrader, *args]
        return classroom.as_user(user, command, timeout=300)

    def token(self, user: str) -> str:
        """An API token of ``user`` (logged in through the form once)."""
        if user not in self.tokens:
            session = classroom.login(self.hub.url, user, self.passwords[user])
            self.tokens[user] = classroom.user_token(self.hub.url, session, user)
        return self.tokens[user]


#: The test hub's students: three for the tests of logins, permissions and the browser round
#: trip, two more for the class arriving at once (``benchmarks/bench_classroom_load.py``).
STUDENTS = {
    "alice": ("Alice", "Liu"),
    "bob": ("Bob", "Chen"),
    "carol": ("Carol", "Wang"),
    "dave": ("Dave", "Zhao"),
    "erin": ("Erin", "Sun"),
}


def processes_of(name: str) -> list[psutil.Process]:
    """Every process running as system user ``name``."""
    found = []
    for process in psutil.process_iter(["username"]):
        if process.info["username"] == name:
            found.append(process)
    return found


def kill_processes_of(names: list[str]) -> None:
    """End what a class left running as these users (servers the hub started, their kernels)."""
    for name in names:
        for process in processes_of(name):
            with suppress(psutil.Error):
                process.kill()


@contextmanager
def a_class(
    students: Sequence[str] = tuple(STUDENTS),
    *,
    tag: str = "gt",
    prefix: Path = classroom.PREFIX,
    build: bool = True,
    idle_timeout: int = 3600,
) -> Iterator[Class]:
    """The whole class, set up and always taken down (see the module's docstring).

    ``students`` are the students' names, each prefixed with a unique ``tag`` (plus six hex
    digits) to become a system user; ``build=False`` uses the environment at ``prefix`` as it is.
    """
    need_root()
    if build:
        classroom.build_environment(prefix)
    kind, tag = tag, tag + secrets.token_hex(3)
    course_id = f"{tag}course"
    exchange = Path(tempfile.mkdtemp(prefix="gametheory-exchange-"))
    state = Path(tempfile.mkdtemp(prefix="gametheory-hub-"))
    settings = classroom.HubSettings.free_ports(
        prefix=prefix,
        course_id=course_id,
        exchange=exchange,
        state=state,
        instructors_group=f"{tag}-instructors",
        students_group=f"{tag}-students",
        admin_token=secrets.token_hex(16),
        idle_timeout=idle_timeout,
    )
    instructor, names = f"{tag}teacher", [f"{tag}{student}" for student in students]
    users = [instructor, *names, classroom.grader_name(course_id)]
    hub = None
    try:
        classroom.set_up_exchange(exchange)
        classroom.create_group(settings.instructors_group)
        classroom.create_group(settings.students_group)
        passwords = {instructor: classroom.create_user(instructor, [settings.instructors_group])}
        for name in names:
            passwords[name] = classroom.create_user(name, [settings.students_group])
        made = Path(tempfile.mkdtemp(prefix="gametheory-course-"))
        course_dir = classroom.set_up_grader(course_id, chapter_02_course(made), prefix=prefix)
        shutil.rmtree(made)
        roster = [
            classroom.Student(name, *STUDENTS.get(student, ("Student", student)))
            for name, student in zip(names, students, strict=True)
        ]
        classroom.enrol(roster, course_dir, course_id, prefix=prefix)
        hub = classroom.start_hub(settings)
        classroom.wait_until_up(hub)
        the_class = Class(hub, settings, instructor, names, passwords, course_dir)
        for step in (("generate_assignment", ASSIGNMENT), ("release_assignment", ASSIGNMENT)):
            result = the_class.nbgrader(the_class.grader, *step, cwd=course_dir)
            if result.returncode != 0:
                raise classroom.ClassroomError(f"nbgrader {step[0]}: {result.stderr[-2000:]}")
        yield the_class
    finally:
        took = Phases()
        if hub is not None:
            with suppress(Exception), ThreadPoolExecutor(max_workers=8) as pool:
                for user in users:
                    pool.submit(
                        classroom.stop_server, hub.url, settings.admin_token, user, timeout=30
                    )
            took("stop servers")
            killed = classroom.stop_hub(hub)
            took("stop hub")
            took.note("servers killed after the grace period", killed)
        kill_processes_of(users)
        took("kill what is left")
        for user in users:
            with suppress(Exception):
                classroom.delete_user(user)
        took("delete users")
        for group in (settings.instructors_group, settings.students_group):
            with suppress(Exception):
                classroom.delete_group(group)
        if hub is not None:  # its last words (a slow stop shows what it waited for)
            with suppress(OSError):
                ARTIFACTS.mkdir(parents=True, exist_ok=True)
                (ARTIFACTS / f"hub_class_{kind}.log").write_text(hub.log_text()[-20_000:])
        shutil.rmtree(exchange, ignore_errors=True)
        shutil.rmtree(state, ignore_errors=True)
        took("groups and folders")
        took.save(ARTIFACTS / f"hub_class_teardown_{kind}.json")
