"""The class hub's configuration and helpers, without a hub: fast, and no root needed.

The hub itself is tested in ``tests/test_classroom_hub.py`` (root).
"""

from __future__ import annotations

import doctest
import importlib.util
import os
import sys
from pathlib import Path

import pytest
from traitlets.config import Config

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import classroom  # noqa: E402

CONFIG = ROOT / "classroom" / "jupyterhub_config.py"


def load_config(monkeypatch, **env: str) -> Config:  # noqa: ANN001
    """Execute classroom/jupyterhub_config.py as JupyterHub does, with ``env`` set."""
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    config = Config()
    namespace = {"get_config": lambda: config, "__file__": str(CONFIG)}  # as traitlets sets them
    exec(compile(CONFIG.read_text(), str(CONFIG), "exec"), namespace)
    return config


def test_everything_binds_to_loopback_on_the_given_ports(monkeypatch):
    settings = classroom.HubSettings(port=18000, api_port=18081, proxy_api_port=18001)
    settings.formgrader_port = 19999
    c = load_config(monkeypatch, **{k: v for k, v in settings.env().items() if "GAMETHEORY" in k})
    assert c.JupyterHub.bind_url == "http://127.0.0.1:18000"
    assert (c.JupyterHub.hub_ip, c.JupyterHub.hub_port) == ("127.0.0.1", 18081)
    assert c.ConfigurableHTTPProxy.api_url == "http://127.0.0.1:18001"
    assert c.Spawner.ip == "127.0.0.1"
    urls = [service["url"] for service in c.JupyterHub.services if "url" in service]
    assert urls == ["http://127.0.0.1:19999"]
    proxy = Path(c.ConfigurableHTTPProxy.command[0])
    assert proxy == ROOT / "classroom" / "node_modules" / ".bin" / "configurable-http-proxy"


def test_formgrader_is_a_service_of_the_grader_for_the_instructors_group(monkeypatch):
    c = load_config(monkeypatch, GAMETHEORY_COURSE_ID="algebra1")
    service = next(s for s in c.JupyterHub.services if s["name"] == "algebra1")
    assert service["user"] == "grader-algebra1"
    assert service["command"][0].endswith("/venv/bin/jupyterhub-singleuser")
    role = next(r for r in c.JupyterHub.load_roles if r["name"] == "formgrade-algebra1")
    assert role["groups"] == ["formgrade-algebra1"]
    assert "access:services!service=algebra1" in role["scopes"]
    assert "formgrade-algebra1" in c.JupyterHub.load_groups


def test_idle_culler_has_the_scopes_its_documentation_names(monkeypatch):
    c = load_config(monkeypatch, GAMETHEORY_IDLE_TIMEOUT="600")
    service = next(s for s in c.JupyterHub.services if s["name"] == "idle-culler")
    assert service["command"][1:] == ["-m", "jupyterhub_idle_culler", "--timeout=600"]
    role = next(r for r in c.JupyterHub.load_roles if r["name"] == "idle-culler")
    assert role["services"] == ["idle-culler"]
    expected = {"list:users", "read:users:activity", "read:servers", "delete:servers"}
    assert set(role["scopes"]) == expected


def test_students_run_the_classroom_environment_not_the_checkout(monkeypatch):
    c = load_config(monkeypatch, GAMETHEORY_CLASSROOM_PREFIX="/opt/class")
    assert c.Spawner.cmd == ["/opt/class/venv/bin/gametheory-singleuser"]
    assert c.Spawner.environment["PATH"].startswith("/opt/class/venv/bin:")
    assert c.Spawner.environment["GAMETHEORY_COLLECTION"] == "/opt/class/collection"
    assert str(ROOT) not in repr(c.Spawner.environment)


def test_admin_service_only_with_a_token(monkeypatch):
    monkeypatch.delenv("GAMETHEORY_HUB_ADMIN_TOKEN", raising=False)
    names = [service["name"] for service in load_config(monkeypatch).JupyterHub.services]
    assert "classroom-admin" not in names
    c = load_config(monkeypatch, GAMETHEORY_HUB_ADMIN_TOKEN="t0ken")
    admin = next(s for s in c.JupyterHub.services if s["name"] == "classroom-admin")
    assert admin["api_token"] == "t0ken"


def test_docstring_examples():
    singleuser_path = ROOT / "classroom" / "singleuser.py"
    spec = importlib.util.spec_from_file_location("classroom_singleuser", singleuser_path)
    singleuser = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(singleuser)
    for module in (classroom, singleuser):
        failed, tried = doctest.testmod(module)
        assert tried and not failed, module.__name__


@pytest.mark.parametrize("name", ["", "1abc", "a b", "ab;rm", "../x"])
def test_a_bad_user_name_is_refused_before_anything_runs(name):
    with pytest.raises(ValueError, match="name"):
        classroom.create_user(name)


def test_make_classroom_refuses_without_root(monkeypatch, capsys):
    monkeypatch.setattr(os, "geteuid", lambda: 1000)
    assert classroom.main(["--port", "8123"]) == 1
    assert "sudo make classroom" in capsys.readouterr().err


@pytest.mark.parametrize("argv", [["--port", "0"], ["--port", "70000"], ["--students", "-1"]])
def test_make_classroom_refuses_bad_arguments(argv, capsys):
    with pytest.raises(SystemExit):
        classroom.main(argv)
    assert "must be" in capsys.readouterr().err


def test_a_roster_gives_each_student_an_id_and_a_name(tmp_path):
    roster = tmp_path / "class.csv"
    roster.write_text(
        "\ufeffid,first_name,last_name,email\n"  # Excel's byte-order mark is fine
        "alice,Alice,Liu,alice@example.org\n"
        "bob_2,,,\n"
    )
    assert classroom.read_roster(roster) == [
        classroom.Student("alice", "Alice", "Liu", "alice@example.org"),
        classroom.Student("bob_2"),
    ]
    assert [s.display_name for s in classroom.read_roster(roster)] == ["Liu, Alice", "bob_2"]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "no students"),
        ("id,first_name\n", "no students"),
        ("name,first_name\nalice,Alice\n", "the columns are"),
        ("id,grade\nalice,A\n", "the columns are"),
        ("id\nalice\nalice\n", "line 3: id 'alice' appears twice"),
        ("id\nalice\n2bob\n", "line 3, id: .*'2bob'"),
        ("id\nalice\nbob smith\n", "line 3, id"),
        ("id\nal;rm -rf /\n", "line 2, id"),
        ("id,first_name\nalice,Alice,extra\n", "line 2: more fields"),
    ],
)
def test_a_bad_roster_is_refused_naming_the_line(tmp_path, text, message):
    roster = tmp_path / "class.csv"
    roster.write_text(text)
    with pytest.raises(ValueError, match=message):
        classroom.read_roster(roster)


def test_make_classroom_refuses_a_bad_roster_before_needing_root(tmp_path, capsys):
    with pytest.raises(SystemExit):
        classroom.main(["--roster", str(tmp_path / "missing.csv")])
    assert "roster: no such file" in capsys.readouterr().err


def test_make_classroom_passes_the_roster_on():
    import subprocess

    dry = subprocess.run(
        ["make", "-n", "classroom", "ROSTER=class.csv", "PORT=8123"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    ).stdout
    assert f"--roster {ROOT / 'class.csv'}" in dry and "--port 8123" in dry


def test_demo_students_have_names():
    assert [s.display_name for s in classroom.demo_students(2)] == [
        "Demo, Student 1",
        "Demo, Student 2",
    ]


FAKE_HUB = r"""
import signal, subprocess, sys, time
wait = "print(1, flush=True); time.sleep(600)"
stubborn = "import signal, time; signal.signal(signal.SIGTERM, signal.SIG_IGN); " + wait
polite = "import time; " + wait
children = [
    subprocess.Popen([sys.executable, "-c", code, *extra], stdout=subprocess.PIPE)
    for code, extra in ((stubborn, []), (polite, []), (polite, ["configurable-http-proxy"]))
]
for child in children:
    child.stdout.readline()
def stop(*_):  # as JupyterHub: wait for the servers (long), then the proxy
    for child in children[:2]:
        child.wait()
    children[2].terminate()
    children[2].wait()
    sys.exit(0)
signal.signal(signal.SIGTERM, stop)
print("up", flush=True)
time.sleep(600)
"""


def test_stopping_the_hub_kills_a_server_that_ignores_sigterm_after_the_grace(tmp_path):
    # In the suite a formgrader answered neither SIGINT nor SIGTERM for 58 s while the hub
    # waited for it; stop_hub gives every server the grace period, then kills it.
    import subprocess

    import psutil

    process = subprocess.Popen([sys.executable, "-c", FAKE_HUB], stdout=subprocess.PIPE)
    assert process.stdout.readline() == b"up\n"
    children = psutil.Process(process.pid).children()
    hub = classroom.Hub(process, "http://127.0.0.1:1", tmp_path / "hub.log")
    killed = classroom.stop_hub(hub, timeout=60, grace=3)  # time to stop, even on a loaded machine
    assert len(killed) == 1 and "SIG_IGN" in killed[0], killed
    assert process.returncode == 0  # the hub ended by itself once its servers were gone
    assert not [child for child in children if classroom._running(child)]
