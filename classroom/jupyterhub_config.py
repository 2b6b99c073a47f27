# ruff: noqa: F821  (get_config is provided by JupyterHub when it loads this file)
"""JupyterHub for one machine: the class of the impartial-games collection.

Started by ``make classroom`` (``tools/classroom.py``), which also builds the classroom
environment and creates the system users; every value below that a test or a second class on
the same machine changes is read from a ``GAMETHEORY_*`` environment variable (defaults in
brackets):

- ``GAMETHEORY_CLASSROOM_PREFIX`` [/srv/gametheory-classroom]: the root-owned, world-readable
  environment every single-user server runs from (``venv/``, the student edition in
  ``collection/``); the hub's own state (database, cookie secret) goes to
  ``GAMETHEORY_HUB_STATE`` [PREFIX/hub].
- ``GAMETHEORY_HUB_PORT`` [8000] (the public address, http://127.0.0.1:PORT),
  ``GAMETHEORY_HUB_API_PORT`` [8081] (the hub behind the proxy),
  ``GAMETHEORY_PROXY_API_PORT`` [8001], ``GAMETHEORY_FORMGRADER_PORT`` [9999]: everything
  binds to 127.0.0.1 only; single-user servers take random free ports on 127.0.0.1.
- ``GAMETHEORY_COURSE_ID`` [gametheory], ``GAMETHEORY_EXCHANGE_ROOT`` [/srv/nbgrader/exchange]:
  the nbgrader course and exchange (passed to every server, so the students' Assignments tab
  and the formgrader agree); the grader account is ``grader-COURSE``, the instructors are the
  members of the system group ``GAMETHEORY_INSTRUCTORS_GROUP`` [gametheory-instructors] and the
  students those of ``GAMETHEORY_STUDENTS_GROUP`` [gametheory-students]. Group members are read
  when the hub starts: restart it after adding an instructor.
- ``GAMETHEORY_IDLE_TIMEOUT`` [3600]: seconds before jupyterhub-idle-culler stops an idle
  server.
- ``GAMETHEORY_HUB_ADMIN_TOKEN`` [unset]: when set, a service ``classroom-admin`` with this API
  token may list users and start/stop their servers (tests and the load script use it).
"""

import grp
import os
import pwd
from pathlib import Path

c = get_config()

HERE = Path(__file__).resolve().parent
PREFIX = Path(os.environ.get("GAMETHEORY_CLASSROOM_PREFIX", "/srv/gametheory-classroom"))
STATE = Path(os.environ.get("GAMETHEORY_HUB_STATE", str(PREFIX / "hub")))
VENV = PREFIX / "venv"
COURSE_ID = os.environ.get("GAMETHEORY_COURSE_ID", "gametheory")
# (GAMETHEORY_EXCHANGE: the first name of the variable, still read)
EXCHANGE = (
    os.environ.get("GAMETHEORY_EXCHANGE_ROOT")
    or os.environ.get("GAMETHEORY_EXCHANGE")
    or "/srv/nbgrader/exchange"
)
INSTRUCTORS = os.environ.get("GAMETHEORY_INSTRUCTORS_GROUP", "gametheory-instructors")
STUDENTS = os.environ.get("GAMETHEORY_STUDENTS_GROUP", "gametheory-students")
GRADER = f"grader-{COURSE_ID}"


def port(name: str, default: int) -> int:
    """The port in environment variable ``name`` (``default`` when unset)."""
    return int(os.environ.get(name, default))


def home(user: str) -> str:
    """The home of system user ``user`` (``/home/USER`` while it does not exist yet)."""
    try:
        return pwd.getpwnam(user).pw_dir
    except KeyError:
        return f"/home/{user}"


def members(group: str) -> list[str]:
    """The members of a system group (none when the group does not exist yet)."""
    try:
        return sorted(grp.getgrnam(group).gr_mem)
    except KeyError:
        return []


# -- addresses: the public one through configurable-http-proxy (npm, classroom/package.json) --
c.JupyterHub.bind_url = f"http://127.0.0.1:{port('GAMETHEORY_HUB_PORT', 8000)}"
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = port("GAMETHEORY_HUB_API_PORT", 8081)
c.ConfigurableHTTPProxy.command = [str(HERE / "node_modules" / ".bin" / "configurable-http-proxy")]
c.ConfigurableHTTPProxy.api_url = f"http://127.0.0.1:{port('GAMETHEORY_PROXY_API_PORT', 8001)}"
c.ConfigurableHTTPProxy.pid_file = str(STATE / "proxy.pid")
c.JupyterHub.db_url = f"sqlite:///{STATE / 'jupyterhub.sqlite'}"
c.JupyterHub.cookie_secret_file = str(STATE / "jupyterhub_cookie_secret")

# -- who: system users, checked by PAM; instructors are the hub's admins --
c.JupyterHub.authenticator_class = "pam"
c.PAMAuthenticator.allowed_groups = {INSTRUCTORS, STUDENTS}
c.PAMAuthenticator.admin_groups = {INSTRUCTORS}

# -- every user's JupyterLab: a process of their own uid, from the classroom environment --
c.JupyterHub.spawner_class = "localprocess"
c.Spawner.ip = "127.0.0.1"
# gametheory-singleuser copies the student edition into ~/gametheory (as the user, never
# overwriting a file that is there) and then runs jupyterhub-singleuser
c.Spawner.cmd = [str(VENV / "bin" / "gametheory-singleuser")]
c.Spawner.default_url = "/lab/tree/gametheory/00_index.ipynb"
c.Spawner.notebook_dir = "~"
c.Spawner.start_timeout = 120
c.Spawner.http_timeout = 120
c.Spawner.environment = {
    "GAMETHEORY_COURSE_ID": COURSE_ID,
    "GAMETHEORY_EXCHANGE_ROOT": EXCHANGE,
    "GAMETHEORY_COLLECTION": str(PREFIX / "collection"),
    # the classroom environment first (terminals, nbgrader's own subprocesses), never root's
    "PATH": f"{VENV / 'bin'}:/usr/local/bin:/usr/bin:/bin",
}

# -- nbgrader: the formgrader is the grader account's server, a service for the instructors --
c.JupyterHub.load_groups = {
    f"formgrade-{COURSE_ID}": {"users": members(INSTRUCTORS)},
    f"nbgrader-{COURSE_ID}": {"users": members(STUDENTS)},
}
c.JupyterHub.load_roles = [
    {
        "name": f"formgrade-{COURSE_ID}",
        "groups": [f"formgrade-{COURSE_ID}"],
        "scopes": [
            f"access:services!service={COURSE_ID}",
            "list:services",
            f"read:services!service={COURSE_ID}",
        ],
    },
    # nbgrader's course list asks the hub which course services the user may open
    {"name": "server", "scopes": ["inherit"]},
    {
        "name": "idle-culler",
        "services": ["idle-culler"],
        "scopes": ["list:users", "read:users:activity", "read:servers", "delete:servers"],
    },
]
c.JupyterHub.services = [
    {
        "name": COURSE_ID,
        "url": f"http://127.0.0.1:{port('GAMETHEORY_FORMGRADER_PORT', 9999)}",
        "command": [str(VENV / "bin" / "jupyterhub-singleuser")],
        "user": GRADER,
        "cwd": home(GRADER),
        "environment": {
            "JUPYTERHUB_DEFAULT_URL": "/lab",
            "PATH": f"{VENV / 'bin'}:/usr/local/bin:/usr/bin:/bin",
            "GAMETHEORY_COURSE_ID": COURSE_ID,
            "GAMETHEORY_EXCHANGE_ROOT": EXCHANGE,
        },
        "oauth_no_confirm": True,
    },
    {
        "name": "idle-culler",
        "command": [
            str(VENV / "bin" / "python"),
            "-m",
            "jupyterhub_idle_culler",
            f"--timeout={port('GAMETHEORY_IDLE_TIMEOUT', 3600)}",
        ],
    },
]

if os.environ.get("GAMETHEORY_HUB_ADMIN_TOKEN"):
    c.JupyterHub.services.append(
        {"name": "classroom-admin", "api_token": os.environ["GAMETHEORY_HUB_ADMIN_TOKEN"]}
    )
    c.JupyterHub.load_roles.append(
        {
            "name": "classroom-admin",
            "services": ["classroom-admin"],
            "scopes": [
                "admin:users",
                "admin:servers",
                "admin:server_state",
                "list:users",
                "tokens",
                "access:servers",
            ],
        }
    )
