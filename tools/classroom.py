"""The class hub on one machine (``make classroom``), and the pieces tests and benchmarks reuse.

``make classroom`` (as root: it creates system users) builds or refreshes the classroom
environment (:func:`build_environment`: a venv under a root-owned prefix with this checkout's
package installed, not editable, readable by every user), puts the nbgrader course into the
grader account's home (:func:`set_up_grader`), creates an instructor and a few demo students
with generated passwords (kept in ``PREFIX/passwords.txt``, readable by root only), and runs
JupyterHub (``classroom/jupyterhub_config.py``) in the foreground on 127.0.0.1. Re-running it
keeps the users and their passwords and refreshes the environment.

Importable API (stable; tests/test_classroom_hub.py and benchmarks use it)::

    settings = HubSettings.free_ports(course_id="gt1", admin_token="...")
    create_group("gt1-students"); password = create_user("alice", ["gt1-students"])
    with running_hub(settings) as hub:           # waits until the hub answers
        session = login(hub.url, "alice", password)
        token = user_token(hub.url, session, "alice")
        start_server(hub.url, token, "alice")    # waits until it is ready
    delete_user("alice")

Usage::

    sudo make classroom                           # port 8000; PORT=8123 make classroom
    python tools/classroom.py --port 8123 --students 5
    sudo make classroom ROSTER=class.csv          # id,first_name,last_name,email per student
"""

from __future__ import annotations

import argparse
import fcntl
import functools
import hashlib
import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import psutil

ROOT = Path(__file__).resolve().parent.parent
CLASSROOM = ROOT / "classroom"
HUB_CONFIG = CLASSROOM / "jupyterhub_config.py"
PROXY = CLASSROOM / "node_modules" / ".bin" / "configurable-http-proxy"
PREFIX = Path("/srv/gametheory-classroom")
EXCHANGE = Path("/srv/nbgrader/exchange")
COURSE_ID = "gametheory"
EXTRAS = "notebooks,classroom"
#: what the environments leave out, and why (``make`` reads the same file)
EXCLUDES = ROOT / "tools" / "install_excludes.txt"
# nbgrader's instructor-side lab extensions: off for everyone in the classroom environment,
# on for the grader account (its server is the formgrader service)
INSTRUCTOR_EXTENSIONS = (
    "@jupyter/nbgrader:formgrader",
    "@jupyter/nbgrader:create-assignment",
)
# on in the classroom environment (students: Assignments tab, validate; the grader: formgrader,
# whose lab plugin only the grader account has, INSTRUCTOR_EXTENSIONS)
NBGRADER_SERVER_EXTENSIONS = (
    "nbgrader.server_extensions.formgrader",
    "nbgrader.server_extensions.validate_assignment",
    "nbgrader.server_extensions.assignment_list",
    "nbgrader.server_extensions.course_list",
)
GLOBAL_NBGRADER_CONFIG = """\
# the classroom's nbgrader settings, written by tools/classroom.py; the hub passes both
# variables to every server (classroom/jupyterhub_config.py)
import os

c = get_config()  # noqa: F821
c.CourseDirectory.course_id = os.environ.get("GAMETHEORY_COURSE_ID", "gametheory")
# GAMETHEORY_EXCHANGE: this file's first name for it (benchmarks written against it)
exchange = os.environ.get("GAMETHEORY_EXCHANGE_ROOT") or os.environ.get("GAMETHEORY_EXCHANGE")
c.Exchange.root = exchange or "/srv/nbgrader/exchange"
"""


class ClassroomError(RuntimeError):
    """A step of setting the classroom up failed; the message says which and why."""


def require_root() -> None:
    """Refuse at once, saying what to do, unless this process is root."""
    if os.geteuid() != 0:
        raise ClassroomError(
            "the classroom creates system users and runs the hub as root: "
            "run `sudo make classroom` (or as root: python tools/classroom.py)"
        )


def run(command: list[str], **kwargs) -> subprocess.CompletedProcess:  # noqa: ANN003
    """Run ``command``; a failure raises :class:`ClassroomError` with its output."""
    result = subprocess.run(command, capture_output=True, text=True, **kwargs)
    if result.returncode != 0:
        raise ClassroomError(
            f"{' '.join(map(str, command))} failed ({result.returncode}):\n"
            f"{result.stdout[-3000:]}{result.stderr[-3000:]}"
        )
    return result


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


# -- the classroom environment -------------------------------------------------------------


def venv_python(prefix: Path = PREFIX) -> Path:
    """The interpreter of the classroom environment under ``prefix``."""
    return prefix / "venv" / "bin" / "python"


def usable_by_all(path: Path) -> bool:
    """Whether every user may run ``path``: it and each folder above it are others-executable.

    >>> usable_by_all(Path("/bin/sh"))
    True
    """
    path = path.resolve()
    return all(os.stat(part).st_mode & 0o001 for part in [path, *path.parents])


def base_interpreter() -> Path:
    """A Python 3.11+ with venv that every user may run (Debian's, not one under /root)."""
    candidates = [Path("/usr/bin/python3"), Path(getattr(sys, "_base_executable", sys.executable))]
    for candidate in candidates:
        if not candidate.exists() or not usable_by_all(candidate):
            continue
        probe = [
            str(candidate),
            "-c",
            "import sys, venv, ensurepip; sys.exit(sys.version_info < (3, 11))",
        ]
        if subprocess.run(probe, capture_output=True).returncode == 0:
            return candidate
    raise ClassroomError(
        "no Python 3.11+ with venv that every user may run: apt-get install python3 python3-venv"
    )


def excluded_packages(path: Path = EXCLUDES) -> list[str]:
    """The package names of ``path`` (one per line; ``#`` starts a comment line).

    >>> "rfc3987-syntax" in excluded_packages()
    True
    """
    lines = path.read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


def uv_program() -> Path | None:
    """uv, the faster installer, if there is one: beside this interpreter (``make`` puts it in
    ``.venv``) or on PATH; None means pip.

    >>> uv_program() is None or uv_program().name == "uv"
    True
    """
    found = shutil.which("uv", path=str(Path(sys.executable).parent)) or shutil.which("uv")
    return Path(found) if found else None


def _one_build_at_a_time(build):
    """Run ``build(prefix, ...)`` under an exclusive lock on ``prefix`` (test workers share it)."""

    @functools.wraps(build)
    def locked(prefix: Path = PREFIX, **options):
        prefix.mkdir(parents=True, exist_ok=True)
        with open(prefix / ".build.lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            return build(prefix, **options)

    return locked


@_one_build_at_a_time
def build_environment(prefix: Path = PREFIX, *, source: Path = ROOT) -> Path:
    """Create or refresh the classroom environment under ``prefix``; its interpreter.

    A venv with ``source``'s package and its ``notebooks`` and ``classroom`` extras installed
    (a regular install: students need no access to ``source``), JupyterLab configured as
    ``make lab`` does, nbgrader's course settings, ``gametheory-singleuser`` and the student
    edition of the collection in ``prefix/collection``. Everything is root-owned and readable
    by all. It installs with uv when there is one (:func:`uv_program`), else with pip; both reuse
    their cache, and a re-run reinstalls only the package itself.
    """
    python = venv_python(prefix)
    if python.exists() and not usable_by_all(python):
        shutil.rmtree(prefix / "venv")  # made from an interpreter students cannot run
    uv = uv_program()
    if not python.exists():
        prefix.mkdir(parents=True, exist_ok=True)
        # uv needs no pip inside the environment (ensurepip alone takes 5 s)
        without_pip = [] if uv is None else ["--without-pip"]
        run([str(base_interpreter()), "-m", "venv", *without_pip, str(prefix / "venv")])
    if uv is None and not (python.parent / "pip").exists():  # new, or made by uv before
        run([str(python), "-m", "ensurepip", "--upgrade"])
        run([str(python), "-m", "pip", "install", "--quiet", "--upgrade", "pip"])
    if uv is None:
        install = [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check"]
        uninstall = [str(python), "-m", "pip", "uninstall", "--quiet", "--yes"]
        reinstall = "--force-reinstall"
    else:
        # hard links to uv's cache, as uv does by default (copies took 12 s more): nothing
        # writes into an installed file (configure_lab.replace_text puts a new file in its
        # place), and chmod go+rX,go-w below changes nothing on files uv made 644 or 755
        install = [
            str(uv),
            "pip",
            "install",
            "--quiet",
            "--link-mode=hardlink",
            # bytecode compiled once here: students' servers may not write it into the
            # root-owned environment, and compiled every module at every start
            "--compile-bytecode",
            "--python",
            str(python),
        ]
        uninstall = [str(uv), "pip", "uninstall", "--quiet", "--python", str(python)]
        reinstall = "--reinstall"
    # the dependencies only when pyproject.toml or the excluded packages changed; the package
    # itself every time
    excludes = source / EXCLUDES.relative_to(ROOT)
    stamp = prefix / "venv" / ".gametheory-pyproject"
    wanted = hashlib.sha256(
        (source / "pyproject.toml").read_bytes() + excludes.read_bytes() + b"bytecode"
    ).hexdigest()  # (an environment installed before the bytecode was compiled is redone)
    if not stamp.exists() or stamp.read_text() != wanted:
        leave_out = [] if uv is None else ["--excludes", str(excludes)]
        run([*install, *leave_out, f"{source}[{EXTRAS}]"])
        # pip installs them (and an environment made before the list has them)
        run([*uninstall, *excluded_packages(excludes)])
        stamp.write_text(wanted)
    run([*install, "--no-deps", reinstall, str(source)])
    run(
        [
            sys.executable,
            str(source / "tools" / "configure_lab.py"),
            "--prefix",
            str(python.parent.parent),
        ]
    )
    etc = prefix / "venv" / "etc" / "jupyter"
    etc.mkdir(parents=True, exist_ok=True)
    (etc / "nbgrader_config.py").write_text(GLOBAL_NBGRADER_CONFIG)
    write_page_config(etc, disabled=True)
    # configure_lab.py turns nbgrader off for a reader's JupyterLab; the class needs it on
    server_config = etc / "jupyter_server_config.d" / "zzz_gametheory_classroom.json"
    server_config.parent.mkdir(parents=True, exist_ok=True)
    enabled = dict.fromkeys(NBGRADER_SERVER_EXTENSIONS, True)
    server_config.write_text(json.dumps({"ServerApp": {"jpserver_extensions": enabled}}, indent=2))
    wrapper = python.parent / "gametheory-singleuser"
    text = (CLASSROOM / "singleuser.py").read_text()
    wrapper.write_text(f"#!{python}\n{text}")
    hand_out_edition(prefix / "collection", source=source)
    run(["chmod", "-R", "go+rX,go-w", str(prefix / "venv"), str(prefix / "collection")])
    wrapper.chmod(0o755)
    return python


def write_page_config(config_dir: Path, *, disabled: bool) -> None:
    """Turn nbgrader's instructor extensions off (or on) in ``config_dir``'s JupyterLab.

    What ``jupyter labextension disable/enable`` writes to ``labconfig/page_config.json`` (the
    user's file overrides the environment's), without starting JupyterLab's app twice.
    """
    page_config = config_dir / "labconfig" / "page_config.json"
    page_config.parent.mkdir(parents=True, exist_ok=True)
    data = json.loads(page_config.read_text()) if page_config.exists() else {}
    disabled_extensions = data.setdefault("disabledExtensions", {})
    disabled_extensions["@jupyter/nbgrader"] = False  # configure_lab.py's reader setting
    disabled_extensions.update(dict.fromkeys(INSTRUCTOR_EXTENSIONS, disabled))
    for extension in INSTRUCTOR_EXTENSIONS:
        data.get("lockedExtensions", {}).pop(extension, None)
    page_config.write_text(json.dumps(data, indent=2))


def hand_out_edition(out: Path, *, source: Path = ROOT) -> None:
    """Write the student edition (``tools/student_copy.py``) of every notebook into ``out``."""
    fresh = out.with_name(out.name + ".new")
    shutil.rmtree(fresh, ignore_errors=True)
    run([sys.executable, str(source / "tools" / "student_copy.py"), "--out", str(fresh)])
    shutil.rmtree(out, ignore_errors=True)
    fresh.rename(out)


# -- system users --------------------------------------------------------------------------


def user_exists(name: str) -> bool:
    """Whether a system user ``name`` exists."""
    return subprocess.run(["id", "-u", name], capture_output=True).returncode == 0


def create_group(name: str) -> None:
    """Create the system group ``name`` unless it exists."""
    if subprocess.run(["getent", "group", name], capture_output=True).returncode != 0:
        run(["groupadd", name])


def create_user(name: str, groups: list[str] = (), password: str | None = None) -> str:
    """Create system user ``name`` (home mode 700) in ``groups``; its password.

    An existing user is added to ``groups``; its password is set only when ``password`` is
    given. A new user gets ``password`` or a generated one.
    """
    check_user_name(name)
    if user_exists(name):
        if groups:
            run(["usermod", "-a", "-G", ",".join(groups), name])
    else:
        command = ["useradd", "--create-home", "--shell", "/bin/bash", name]
        run(command + (["--groups", ",".join(groups)] if groups else []))
        password = password or secrets.token_urlsafe(12)
    home = Path("~" + name).expanduser()
    home.chmod(0o700)
    if password is not None:
        run(["chpasswd"], input=f"{name}:{password}\n")
    return password or ""


def delete_user(name: str) -> None:
    """Delete system user ``name`` with its home (no error when there is none)."""
    if user_exists(name):
        run(["userdel", "--remove", "--force", name])


def delete_group(name: str) -> None:
    """Delete system group ``name`` (no error when there is none)."""
    if subprocess.run(["getent", "group", name], capture_output=True).returncode == 0:
        run(["groupdel", name])


SYSTEM_PATH = "/usr/local/bin:/usr/bin:/bin"


def as_user(
    name: str, command: list[str], *, prefix: Path = PREFIX, **kwargs
) -> subprocess.CompletedProcess:  # noqa: ANN003
    """Run ``command`` as user ``name`` (cwd: home unless given; the classroom env first)."""
    home = Path("~" + name).expanduser()
    path = f"{prefix / 'venv' / 'bin'}:{SYSTEM_PATH}"
    return subprocess.run(
        [
            "runuser",
            "-u",
            name,
            "--",
            "env",
            f"HOME={home}",
            f"USER={name}",
            f"PATH={path}",
            *command,
        ],
        cwd=kwargs.pop("cwd", home),
        capture_output=True,
        text=True,
        **kwargs,
    )


# -- nbgrader: exchange and grader account -------------------------------------------------


def set_up_exchange(exchange: Path = EXCHANGE) -> None:
    """The nbgrader exchange: writable by all, sticky (nobody removes another's entries)."""
    exchange.mkdir(parents=True, exist_ok=True)
    exchange.chmod(0o1777)


def grader_name(course_id: str = COURSE_ID) -> str:
    """The grader account whose server is the formgrader service of ``course_id``."""
    return f"grader-{course_id}"


def set_up_grader(
    course_id: str = COURSE_ID, course: Path | None = None, *, prefix: Path = PREFIX
) -> Path:
    """Create the grader account; copy ``course`` (an nbgrader course dir) to its home.

    Files already in the grader's course dir are kept (grades, submissions); the source
    folder is refreshed from ``course``. Returns the course dir ``~grader/COURSE_ID``.
    """
    grader = grader_name(course_id)
    create_user(grader)
    home = Path("~" + grader).expanduser()
    course_dir = home / course_id
    course_dir.mkdir(exist_ok=True)
    if course is not None:
        for item in course.iterdir():
            target = course_dir / item.name
            if item.is_dir():
                shutil.copytree(item, target, dirs_exist_ok=True)
            elif item.name != "gradebook.db" or not target.exists():
                shutil.copy2(item, target)
        course_config = course_dir / "nbgrader_config.py"
        if course_config.exists():  # make course names its course 'gametheory'; this class's id
            with course_config.open("a") as config:
                config.write(
                    f"\nc.CourseDirectory.course_id = {course_id!r}  # tools/classroom.py\n"
                )
    config = home / ".jupyter"
    config.mkdir(exist_ok=True)
    (config / "nbgrader_config.py").write_text(
        "c = get_config()  # noqa: F821\n"
        f"c.CourseDirectory.root = {str(course_dir)!r}\n"
        f"c.CourseDirectory.course_id = {course_id!r}\n"
    )
    write_page_config(config, disabled=False)
    # the formgrader opens in an iframe of the service's own JupyterLab
    (config / "jupyter_server_config.py").write_text(
        "c = get_config()  # noqa: F821\n"
        "c.ServerApp.tornado_settings = "
        "{'headers': {'Content-Security-Policy': \"frame-ancestors 'self'\"}}\n"
    )
    run(["chown", "-R", f"{grader}:{grader}", str(home)])
    return course_dir


ROSTER_COLUMNS = ("id", "first_name", "last_name", "email")


@dataclass(frozen=True)
class Student:
    """One row of a class roster: the system user name (nbgrader's student id) and a name.

    >>> Student("alice", "Alice", "Liu").display_name
    'Liu, Alice'
    """

    id: str
    first_name: str = ""
    last_name: str = ""
    email: str = ""

    @property
    def display_name(self) -> str:
        return ", ".join(part for part in (self.last_name, self.first_name) if part) or self.id


def check_user_name(name: str, what: str = "name") -> str:
    """``name`` if it is a system user name this tool creates; ValueError naming it otherwise."""
    plain = name.replace("-", "").replace("_", "")
    if not (isinstance(name, str) and name and name[0].isalpha() and plain.isalnum()):
        raise ValueError(
            f"{what}: a system user name starts with a letter and has only letters, digits,"
            f" - and _, not {name!r}"
        )
    if not name.isascii() or len(name) > 32:
        raise ValueError(f"{what}: a system user name is at most 32 ASCII characters: {name!r}")
    return name


def read_roster(path: Path) -> list[Student]:
    """The students of a roster CSV: columns ``id,first_name,last_name,email`` (nbgrader's).

    Only ``id`` is required; it becomes the student's system user name and nbgrader id.
    A clear ValueError names the file, the row and the value for anything else.

    >>> import tempfile
    >>> roster = Path(tempfile.mkdtemp()) / "class.csv"
    >>> _ = roster.write_text("id,first_name,last_name\\nalice,Alice,Liu\\n")
    >>> read_roster(roster)
    [Student(id='alice', first_name='Alice', last_name='Liu', email='')]
    """
    import csv

    path = Path(path)
    if not path.is_file():
        raise ValueError(f"roster: no such file: {str(path)!r}")
    with path.open(newline="", encoding="utf-8-sig") as handle:
        reader = csv.DictReader(handle)
        rows = list(reader)
        columns = list(reader.fieldnames or [])
    if not rows:
        raise ValueError(f"roster {path}: no students (a header line and one line per student)")
    unknown = [column for column in columns if column not in ROSTER_COLUMNS]
    if "id" not in columns or unknown:
        raise ValueError(
            f"roster {path}: the columns are {', '.join(ROSTER_COLUMNS)} (id required);"
            f" found {', '.join(map(repr, columns))}"
        )
    students, seen = [], set()
    for line, row in enumerate(rows, start=2):
        if None in row:
            raise ValueError(f"roster {path}, line {line}: more fields than columns")
        fields = {key: (value or "").strip() for key, value in row.items()}
        check_user_name(fields["id"], f"roster {path}, line {line}, id")
        if fields["id"] in seen:
            raise ValueError(f"roster {path}, line {line}: id {fields['id']!r} appears twice")
        seen.add(fields["id"])
        students.append(Student(**fields))
    return students


def enrol(
    students: list[Student], course_dir: Path, course_id: str = COURSE_ID, *, prefix: Path = PREFIX
) -> None:
    """Add ``students`` with their names to the gradebook of the grader's ``course_dir``.

    The formgrader's *Manage Students* then shows names instead of "None, None"; a student
    already enrolled gets the roster's name (nbgrader's ``db student import``).
    """
    import csv

    grader = grader_name(course_id)
    roster = course_dir / "roster.csv"
    with roster.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(ROSTER_COLUMNS)
        for student in students:
            writer.writerow([getattr(student, column) for column in ROSTER_COLUMNS])
    run(["chown", f"{grader}:{grader}", str(roster)])
    command = ["nbgrader", "db", "student", "import", str(roster)]
    done = as_user(grader, command, cwd=course_dir, prefix=prefix)
    if done.returncode != 0:
        raise ClassroomError(f"nbgrader db student import failed:\n{done.stdout}{done.stderr}")


# -- the hub -------------------------------------------------------------------------------


@dataclass
class HubSettings:
    """Everything ``classroom/jupyterhub_config.py`` reads from the environment."""

    port: int = 8000
    api_port: int = 8081
    proxy_api_port: int = 8001
    formgrader_port: int = 9999
    prefix: Path = PREFIX
    state: Path | None = None
    course_id: str = COURSE_ID
    exchange: Path = EXCHANGE
    instructors_group: str = "gametheory-instructors"
    students_group: str = "gametheory-students"
    idle_timeout: int = 3600
    admin_token: str | None = None
    extra_env: dict[str, str] = field(default_factory=dict)

    @classmethod
    def free_ports(cls, **kwargs) -> HubSettings:  # noqa: ANN003
        """Settings with four currently free ports on 127.0.0.1 (for tests)."""
        ports = {
            name: free_port() for name in ("port", "api_port", "proxy_api_port", "formgrader_port")
        }
        return cls(**ports, **kwargs)

    @property
    def url(self) -> str:
        """The hub's public address."""
        return f"http://127.0.0.1:{self.port}"

    def env(self) -> dict[str, str]:
        """The environment for ``jupyterhub -f classroom/jupyterhub_config.py``."""
        env = {
            **os.environ,
            "GAMETHEORY_CLASSROOM_PREFIX": str(self.prefix),
            "GAMETHEORY_HUB_STATE": str(self.state or self.prefix / "hub"),
            "GAMETHEORY_HUB_PORT": str(self.port),
            "GAMETHEORY_HUB_API_PORT": str(self.api_port),
            "GAMETHEORY_PROXY_API_PORT": str(self.proxy_api_port),
            "GAMETHEORY_FORMGRADER_PORT": str(self.formgrader_port),
            "GAMETHEORY_COURSE_ID": self.course_id,
            "GAMETHEORY_EXCHANGE_ROOT": str(self.exchange),
            "GAMETHEORY_INSTRUCTORS_GROUP": self.instructors_group,
            "GAMETHEORY_STUDENTS_GROUP": self.students_group,
            "GAMETHEORY_IDLE_TIMEOUT": str(self.idle_timeout),
            **self.extra_env,
        }
        if self.admin_token:
            env["GAMETHEORY_HUB_ADMIN_TOKEN"] = self.admin_token
        return env


@dataclass
class Hub:
    """A running hub: its process, address and log file."""

    process: subprocess.Popen
    url: str
    log: Path

    def log_text(self) -> str:
        """What the hub has logged so far."""
        return self.log.read_text(errors="replace") if self.log.exists() else ""


def install_proxy() -> Path:
    """Install configurable-http-proxy as pinned by ``classroom/package-lock.json``; its path."""
    lock = CLASSROOM / "package-lock.json"
    installed = CLASSROOM / "node_modules" / ".package-lock.json"
    if (
        not PROXY.exists()
        or not installed.exists()
        or installed.stat().st_mtime < lock.stat().st_mtime
    ):
        npm = shutil.which("npm")
        if npm is None:
            raise ClassroomError(
                "npm is missing: install Node.js 20 or newer (apt-get install npm)"
            )
        run([npm, "ci", "--no-audit", "--no-fund", "--loglevel=error"], cwd=CLASSROOM)
    return PROXY


def start_hub(settings: HubSettings) -> Hub:
    """Start JupyterHub with ``settings`` in a new session (log in ``STATE/hub.log``)."""
    install_proxy()
    state = settings.state or settings.prefix / "hub"
    state.mkdir(parents=True, exist_ok=True)
    state.chmod(0o700)
    log = state / "hub.log"
    jupyterhub = venv_python(settings.prefix).parent / "jupyterhub"
    with log.open("w") as out:
        process = subprocess.Popen(
            [str(jupyterhub), "-f", str(HUB_CONFIG)],
            cwd=state,
            env=settings.env(),
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    return Hub(process, settings.url, log)


def wait_until_up(hub: Hub, timeout: float = 120) -> None:
    """Wait until the hub answers through the proxy; a dead hub fails at once with its log."""
    import requests

    deadline = time.monotonic() + timeout
    while True:
        if hub.process.poll() is not None:
            raise ClassroomError(
                f"the hub exited ({hub.process.returncode}):\n{hub.log_text()[-5000:]}"
            )
        try:
            if requests.get(f"{hub.url}/hub/api/", timeout=5).status_code == 200:
                return
        except requests.RequestException:
            pass
        if time.monotonic() > deadline:
            raise ClassroomError(
                f"the hub did not answer in {timeout:.0f} s:\n{hub.log_text()[-5000:]}"
            )
        time.sleep(0.5)


def stop_hub(hub: Hub, timeout: float = 90, grace: float = 10) -> list[str]:
    """Stop the hub, its services and its users' servers; nothing is left behind.

    The hub alone stops its services one after the other, each given 30 s to answer SIGINT and
    30 s more for SIGTERM: a formgrader busy elsewhere made that 58 s in the test suite.  So
    the servers and services get SIGTERM together with the hub, and whatever still runs
    ``grace`` seconds later is killed; the hub (which then finds them gone) has ``timeout``
    seconds, as has anything it started.  Returns the command lines of the servers that had
    to be killed.
    """
    import psutil

    try:
        started = psutil.Process(hub.process.pid).children(recursive=True)
    except psutil.NoSuchProcess:
        started = []
    servers = [process for process in started if _is_hub_server(process, hub.process.pid)]
    killed = []
    if hub.process.poll() is None:
        hub.process.terminate()
        for process in servers:
            with suppress(psutil.NoSuchProcess):
                process.terminate()
        deadline = time.monotonic() + grace
        while any(_running(process) for process in servers) and time.monotonic() < deadline:
            time.sleep(0.1)
        for process in filter(_running, servers):
            with suppress(psutil.Error):
                killed.append(" ".join(process.cmdline()))
                process.kill()
        try:
            hub.process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            hub.process.kill()
            hub.process.wait()
    for process in started:
        with suppress(psutil.NoSuchProcess):
            process.kill()
    return killed


def _is_hub_server(process: psutil.Process, hub_pid: int) -> bool:
    """Whether ``process`` is a server or service the hub started (not its proxy)."""
    import psutil

    try:
        return process.ppid() == hub_pid and not any(
            "configurable-http-proxy" in part for part in process.cmdline()
        )
    except psutil.Error:
        return False


def _running(process: psutil.Process) -> bool:
    """Whether ``process`` still runs (a zombie, not yet collected by the hub, does not)."""
    import psutil

    try:
        return process.status() != psutil.STATUS_ZOMBIE
    except psutil.Error:
        return False


@contextmanager
def running_hub(settings: HubSettings, timeout: float = 120) -> Iterator[Hub]:
    """A hub started with ``settings`` and answering; stopped afterwards, even on failure."""
    hub = start_hub(settings)
    try:
        wait_until_up(hub, timeout)
        yield hub
    finally:
        stop_hub(hub)


# -- talking to the hub --------------------------------------------------------------------


def login(hub_url: str, user: str, password: str):  # noqa: ANN201
    """Log ``user`` in through the hub's login form; a ``requests.Session`` with its cookies.

    A wrong password raises :class:`ClassroomError`.
    """
    import requests

    session = requests.Session()
    page = session.get(f"{hub_url}/hub/login", timeout=30)
    xsrf = session.cookies.get("_xsrf", "")
    response = session.post(
        f"{hub_url}/hub/login?next=",
        data={"username": user, "password": password, "_xsrf": xsrf},
        allow_redirects=False,
        timeout=60,
    )
    if response.status_code != 302 or not any(
        c.name.startswith("jupyterhub-session") for c in session.cookies
    ):
        raise ClassroomError(
            f"login of {user} refused ({response.status_code}, page {page.status_code})"
        )
    session.headers["X-XSRFToken"] = session.cookies.get("_xsrf", xsrf)
    return session


def user_token(hub_url: str, session, user: str) -> str:  # noqa: ANN001
    """An API token for ``user``, requested with the logged-in ``session``."""
    response = session.post(
        f"{hub_url}/hub/api/users/{user}/tokens", json={"note": "classroom"}, timeout=30
    )
    if response.status_code != 201:
        raise ClassroomError(f"token for {user}: {response.status_code} {response.text[:500]}")
    return response.json()["token"]


def api(hub_url: str, token: str, method: str, path: str, **kwargs):  # noqa: ANN003, ANN201
    """One request to the hub's REST API (``path`` after ``/hub/api``) with ``token``."""
    import requests

    headers = {"Authorization": f"token {token}"}
    return requests.request(
        method, f"{hub_url}/hub/api{path}", headers=headers, timeout=60, **kwargs
    )


def server_model(hub_url: str, token: str, user: str) -> dict:
    """The hub's model of ``user``'s default server (``{}`` when it has none)."""
    response = api(hub_url, token, "GET", f"/users/{user}")
    if response.status_code != 200:
        raise ClassroomError(f"GET user {user}: {response.status_code} {response.text[:500]}")
    return response.json().get("servers", {}).get("", {})


def start_server(hub_url: str, token: str, user: str, timeout: float = 180) -> dict:
    """Start ``user``'s server through the REST API and wait until it is ready; its model."""
    response = api(hub_url, token, "POST", f"/users/{user}/server")
    if response.status_code not in (201, 202, 400):  # 400: already running
        raise ClassroomError(f"spawn of {user}: {response.status_code} {response.text[:500]}")
    deadline = time.monotonic() + timeout
    while True:
        model = server_model(hub_url, token, user)
        if model.get("ready"):
            return model
        if not model.get("pending") and response.status_code != 202 and not model:
            raise ClassroomError(f"the server of {user} did not start: {model}")
        if time.monotonic() > deadline:
            raise ClassroomError(f"the server of {user} was not ready in {timeout:.0f} s: {model}")
        time.sleep(0.5)


def stop_server(hub_url: str, token: str, user: str, timeout: float = 60) -> None:
    """Stop ``user``'s server and wait until the hub says it is gone."""
    api(hub_url, token, "DELETE", f"/users/{user}/server")
    deadline = time.monotonic() + timeout
    while server_model(hub_url, token, user):
        if time.monotonic() > deadline:
            raise ClassroomError(f"the server of {user} did not stop in {timeout:.0f} s")
        time.sleep(0.5)


# -- make classroom ------------------------------------------------------------------------


def course_source(source: Path = ROOT) -> Path | None:
    """The English nbgrader course dir from ``make course`` (run here when the tool exists)."""
    tool = source / "tools" / "make_course.py"
    if tool.exists():
        run([sys.executable, str(tool), "--edition", "en"], cwd=source)
    course = source / "build" / "course" / "en"
    return course if (course / "source").is_dir() else None


def demo_students(count: int) -> list[Student]:
    """``count`` demo students ``student1`` ... with names the formgrader can show.

    >>> demo_students(2)[1]
    Student(id='student2', first_name='Student 2', last_name='Demo', email='')
    """
    return [
        Student(f"student{number}", f"Student {number}", "Demo") for number in range(1, count + 1)
    ]


def class_users(prefix: Path, students: list[Student]) -> dict[str, str]:
    """Create the instructor and ``students`` as system users; their passwords (kept in a file).

    A user who already exists keeps the password the file has for them.
    """
    settings = HubSettings(prefix=prefix)
    create_group(settings.instructors_group)
    create_group(settings.students_group)
    saved_file = prefix / "passwords.txt"
    saved = json.loads(saved_file.read_text()) if saved_file.exists() else {}
    wanted = {"instructor": settings.instructors_group}
    wanted |= {student.id: settings.students_group for student in students}
    for name, group in wanted.items():
        known = saved.get(name) if user_exists(name) else None
        saved[name] = create_user(name, [group], known or secrets.token_urlsafe(9))
    saved_file.write_text(json.dumps(saved, indent=1))
    saved_file.chmod(0o600)
    return {name: saved[name] for name in wanted}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", 8000)))
    parser.add_argument("--students", type=int, default=3, help="demo students (default 3)")
    parser.add_argument(
        "--roster",
        type=Path,
        help="CSV with columns id,first_name,last_name,email: create these students"
        " (instead of the demo ones) and enrol them with their names",
    )
    parser.add_argument("--prefix", type=Path, default=PREFIX)
    args = parser.parse_args(argv)
    if not 1 <= args.port <= 65535:
        parser.error(f"--port must be 1..65535, not {args.port}")
    if not 0 <= args.students <= 300:
        parser.error(f"--students must be 0..300, not {args.students}")
    try:
        students = read_roster(args.roster) if args.roster else demo_students(args.students)
    except ValueError as error:
        parser.error(str(error))
    try:
        require_root()
        print(
            f"classroom environment: {args.prefix}/venv (pip install .[{EXTRAS}]) ...", flush=True
        )
        build_environment(args.prefix)
        set_up_exchange()
        course = course_source()
        course_dir = set_up_grader(COURSE_ID, course, prefix=args.prefix)
        if course is None:
            print("no course yet (tools/make_course.py missing): the formgrader starts empty")
        passwords = class_users(args.prefix, students)
        enrol(students, course_dir, prefix=args.prefix)
    except ClassroomError as error:
        print(f"make classroom: {error}", file=sys.stderr)
        return 1
    settings = HubSettings(port=args.port, prefix=args.prefix)
    signal.signal(signal.SIGTERM, signal.default_int_handler)  # `kill` stops it as Ctrl+C does
    hub = start_hub(settings)
    try:
        wait_until_up(hub)
        print(f"\nThe class hub: {settings.url}/  (log: {hub.log})")
        print("Log in with a system user's name and password:")
        for name, password in list(passwords.items())[:6]:
            print(f"  {name:<12} {password}")
        if len(passwords) > 6:
            print(f"  ... and {len(passwords) - 6} more (all in the passwords file)")
        print(f"Formgrader (instructors): {settings.url}/services/{COURSE_ID}/formgrader")
        print(f"Course dir: {course_dir}; passwords in {args.prefix / 'passwords.txt'}")
        print("Ctrl+C stops the hub.", flush=True)
        hub.process.wait()
    except KeyboardInterrupt:
        pass
    except ClassroomError as error:
        print(f"make classroom: {error}", file=sys.stderr)
        return 1
    finally:
        stop_hub(hub)
    return 0


if __name__ == "__main__":
    sys.exit(main())
