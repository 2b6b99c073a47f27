"""The class hub for real: PAM logins, servers as the students' own uids, the collection handed
out, students kept apart, and a browser round trip student -> submission -> formgrader grade.

One hub (``tests/hub_class.py``) serves the whole file, with uniquely named system users
removed at the end. Runs as root (CI); about 2-3 minutes on two cores once the classroom
environment exists (building it first takes about 2 more).
"""

from __future__ import annotations

import json
import os
import pwd
import socket
import stat
from pathlib import Path

import pytest
from hub_class import ASSIGNMENT, a_class

import classroom

NOTEBOOK = "02_bash_and_nim.ipynb"


@pytest.fixture(scope="module")
def cls():
    with a_class() as the_class:
        yield the_class


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


def test_wrong_password_is_refused(cls):
    with pytest.raises(classroom.ClassroomError, match="refused"):
        classroom.login(cls.hub.url, cls.students[0], "not-" + cls.passwords[cls.students[0]])


def test_students_get_servers_of_their_own_uid_with_the_collection(cls):
    for student in cls.students:
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
    alice, bob = cls.students
    secret = Path(pwd.getpwnam(alice).pw_dir) / "gametheory" / NOTEBOOK
    assert secret.exists()
    assert denied(bob, "cat", str(secret))
    assert denied(bob, "ls", str(secret.parent))
    source = cls.course_dir / "source" / ASSIGNMENT / f"{ASSIGNMENT}.ipynb"
    assert "BEGIN SOLUTION" in source.read_text()
    assert denied(bob, "cat", str(source))
    assert denied(bob, "ls", str(cls.course_dir))
    assert denied(bob, "ls", pwd.getpwnam(cls.instructor).pw_dir)


def test_students_cannot_read_each_others_submissions(cls):
    alice, bob = cls.students
    for student in (alice, bob):
        fetched = cls.nbgrader(student, "fetch_assignment", ASSIGNMENT)
        assert fetched.returncode == 0, fetched.stdout + fetched.stderr
        submitted = cls.nbgrader(student, "submit", ASSIGNMENT)
        assert submitted.returncode == 0, submitted.stdout + submitted.stderr
    inbound = cls.settings.exchange / cls.settings.course_id / "inbound"
    assert any(path.name.startswith(f"{alice}+{ASSIGNMENT}+") for path in inbound.iterdir())
    mode = stat.S_IMODE(inbound.stat().st_mode)
    assert not mode & stat.S_IROTH, oct(mode)  # nbgrader: write-only for others
    assert denied(bob, "ls", str(inbound))
    # bob's own copy of what he submitted is in his home; alice's is not readable for him
    assert denied(bob, "ls", str(Path(pwd.getpwnam(alice).pw_dir) / ASSIGNMENT))
