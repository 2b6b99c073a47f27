"""A class on a real hub for the tests: unique system users, a course, the hub; all removed after.

:func:`a_class` builds (or refreshes) the classroom environment, creates uniquely named
groups, an instructor, two students and the grader account, releases the stand-in chapter 02
(or ``make course``'s, when ``tools/make_course.py`` exists), starts the hub on free ports of
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

import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import classroom  # noqa: E402

ASSIGNMENT = "ch02"
# The stand-in chapter-02 assignment: one autograded answer (2 points) and its locked test.
ANSWER = '''def bash_winner(n, k):
    """Who wins Bash with n counters, taking 1..k: "first" or "second"."""
    ### BEGIN SOLUTION
    return "second" if n % (k + 1) == 0 else "first"
    ### END SOLUTION'''
TEST = """assert bash_winner(21, 3) == "first"
assert bash_winner(20, 3) == "second"
assert bash_winner(7, 6) == "second\""""


def need_root() -> None:
    """Skip unless root; in CI (``CI`` set) fail instead, since CI runs as root."""
    if os.geteuid() != 0:
        message = "the class hub creates system users: run the tests as root"
        if os.environ.get("CI"):
            pytest.fail(f"CI is set but not root: {message}")
        pytest.skip(message)


def nbgrader_cell(kind: str, source: str, **meta) -> nbformat.NotebookNode:  # noqa: ANN003
    """A cell with nbgrader's metadata (schema 3)."""
    make = nbformat.v4.new_code_cell if kind == "code" else nbformat.v4.new_markdown_cell
    cell = make(source)
    cell.metadata["nbgrader"] = {"schema_version": 3, "task": False, **meta}
    return cell


def stand_in_course(directory: Path, course_id: str) -> Path:
    """An nbgrader course dir with the stand-in ``source/ch02/ch02.ipynb``."""
    notebook = nbformat.v4.new_notebook()
    notebook.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3",
        "language": "python",
    }
    notebook.cells = [
        nbformat.v4.new_markdown_cell("# Chapter 2 · Bash and Nim: exercises"),
        nbgrader_cell(
            "code", ANSWER, grade=False, solution=True, locked=False, grade_id="answer_bash"
        ),
        nbgrader_cell(
            "code", TEST, grade=True, solution=False, locked=True, grade_id="test_bash", points=2
        ),
    ]
    source = directory / "source" / ASSIGNMENT
    source.mkdir(parents=True)
    nbformat.write(notebook, source / f"{ASSIGNMENT}.ipynb")
    (directory / "nbgrader_config.py").write_text(
        f"c = get_config()  # noqa: F821\nc.CourseDirectory.course_id = {course_id!r}\n"
    )
    return directory


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
            f"GAMETHEORY_EXCHANGE={self.settings.exchange}",
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
        course = stand_in_course(Path(tempfile.mkdtemp()) / "course", course_id)
        course_dir = classroom.set_up_grader(course_id, course)
        shutil.rmtree(course.parent)
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
