"""A class on a real hub for the tests: unique system users, a course, the hub; all removed after.

:func:`a_class` builds (or refreshes) the classroom environment, creates uniquely named
groups, an instructor, three students and the grader account, releases chapter 02 of
``make course``'s English course (``tools/make_course.py``), starts the hub on free ports of
127.0.0.1 and yields a :class:`Class`; servers, hub, users, groups, exchange and state are
removed afterwards, also when a test failed. Needs root (system users): without root the
tests skip, except in CI (``CI`` set), where they fail.
"""

from __future__ import annotations

import os
import secrets
import shutil
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import classroom  # noqa: E402

ASSIGNMENT = "ch02"


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


@contextmanager
def a_class() -> Iterator[Class]:
    """The whole class, set up and always taken down (see the module's docstring)."""
    need_root()
    classroom.build_environment()
    tag = "gt" + secrets.token_hex(3)
    course_id = f"{tag}course"
    exchange = Path(tempfile.mkdtemp(prefix="gametheory-exchange-"))
    state = Path(tempfile.mkdtemp(prefix="gametheory-hub-"))
    settings = classroom.HubSettings.free_ports(
        course_id=course_id,
        exchange=exchange,
        state=state,
        instructors_group=f"{tag}-instructors",
        students_group=f"{tag}-students",
        admin_token=secrets.token_hex(16),
    )
    instructor, students = f"{tag}teacher", [f"{tag}alice", f"{tag}bob", f"{tag}carol"]
    users = [instructor, *students, classroom.grader_name(course_id)]
    hub = None
    try:
        classroom.set_up_exchange(exchange)
        classroom.create_group(settings.instructors_group)
        classroom.create_group(settings.students_group)
        passwords = {instructor: classroom.create_user(instructor, [settings.instructors_group])}
        for student in students:
            passwords[student] = classroom.create_user(student, [settings.students_group])
        made = Path(tempfile.mkdtemp(prefix="gametheory-course-"))
        course_dir = classroom.set_up_grader(course_id, chapter_02_course(made))
        shutil.rmtree(made)
        names = {"alice": ("Alice", "Liu"), "bob": ("Bob", "Chen"), "carol": ("Carol", "Wang")}
        roster = [classroom.Student(s, *names[s.removeprefix(tag)]) for s in students]
        classroom.enrol(roster, course_dir, course_id)
        hub = classroom.start_hub(settings)
        classroom.wait_until_up(hub)
        the_class = Class(hub, settings, instructor, students, passwords, course_dir)
        for step in (("generate_assignment", ASSIGNMENT), ("release_assignment", ASSIGNMENT)):
            result = the_class.nbgrader(the_class.grader, *step, cwd=course_dir)
            assert result.returncode == 0, result.stdout + result.stderr
        yield the_class
    finally:
        if hub is not None:
            with suppress(Exception):
                for user in users:
                    classroom.stop_server(hub.url, settings.admin_token, user, timeout=30)
            classroom.stop_hub(hub)
        for user in users:
            classroom.delete_user(user)
        classroom.delete_group(settings.instructors_group)
        classroom.delete_group(settings.students_group)
        shutil.rmtree(exchange, ignore_errors=True)
        shutil.rmtree(state, ignore_errors=True)
