"""Run code in a Jupyter kernel the way JupyterLab does: jupyter_server's REST API + websocket.

For the class-size load test (``bench_classroom_load.py``): a student's server behind the hub
is reached at ``HUB/user/NAME/`` with the student's API token; a session opens the chapter's
notebook (so its kernel starts in the notebook's folder, as in JupyterLab), and every cell is
an ``execute_request`` on the kernel's channels websocket, timed from the request to its
``execute_reply``.

Example (a running server)::

    with KernelSession(server_url, token, "gametheory/02_bash_and_nim.ipynb") as kernel:
        seconds, status = kernel.execute("1 + 1")
"""

from __future__ import annotations

import json
import time
import uuid
from datetime import UTC, datetime
from typing import Any

import requests
import websocket


class KernelError(RuntimeError):
    """The server refused a request or the kernel did not answer in time."""


class KernelSession:
    """A notebook session on a Jupyter server, with a websocket to its kernel."""

    def __init__(self, server_url: str, token: str, path: str, timeout: float = 120) -> None:
        if timeout <= 0:
            raise ValueError(f"timeout must be positive, not {timeout!r}")
        self.server_url = server_url.rstrip("/")
        self.headers = {"Authorization": f"token {token}"}
        self.path = path
        self.timeout = timeout
        self.session_id = uuid.uuid4().hex
        self.api_session: str | None = None
        self.socket: websocket.WebSocket | None = None

    def __enter__(self) -> KernelSession:
        response = requests.post(
            f"{self.server_url}/api/sessions",
            headers=self.headers,
            json={"path": self.path, "type": "notebook", "kernel": {"name": "python3"}},
            timeout=self.timeout,
        )
        if response.status_code != 201:
            raise KernelError(
                f"session for {self.path}: {response.status_code} {response.text[:300]}"
            )
        model = response.json()
        self.api_session = model["id"]
        ws_url = self.server_url.replace("http://", "ws://", 1)
        self.socket = websocket.create_connection(
            f"{ws_url}/api/kernels/{model['kernel']['id']}/channels?session_id={self.session_id}",
            header=[f"{key}: {value}" for key, value in self.headers.items()],
            timeout=self.timeout,
        )
        return self

    def __exit__(self, *exc_info: object) -> None:
        if self.socket is not None:
            self.socket.close()
        if self.api_session is not None:
            requests.delete(
                f"{self.server_url}/api/sessions/{self.api_session}",
                headers=self.headers,
                timeout=self.timeout,
            )

    def notebook_code_cells(self) -> list[str]:
        """The sources of the code cells of the session's notebook (contents API)."""
        response = requests.get(
            f"{self.server_url}/api/contents/{self.path}",
            headers=self.headers,
            timeout=self.timeout,
        )
        if response.status_code != 200:
            raise KernelError(f"contents of {self.path}: {response.status_code}")
        cells = response.json()["content"]["cells"]
        return ["".join(c["source"]) for c in cells if c["cell_type"] == "code"]

    def execute(self, code: str) -> tuple[float, str]:
        """Run ``code``; (seconds from request to reply, the reply's status: ok/error/aborted)."""
        assert self.socket is not None, "use KernelSession in a with block"
        msg_id = uuid.uuid4().hex
        self.socket.send(json.dumps(self._request(msg_id, code)))
        start = time.perf_counter()
        deadline = start + self.timeout
        while time.perf_counter() < deadline:
            message = json.loads(self.socket.recv())
            if (
                message.get("channel") == "shell"
                and message["header"]["msg_type"] == "execute_reply"
                and message["parent_header"].get("msg_id") == msg_id
            ):
                return time.perf_counter() - start, message["content"]["status"]
        raise KernelError(f"no execute_reply in {self.timeout:.0f} s")

    def _request(self, msg_id: str, code: str) -> dict[str, Any]:
        return {
            "header": {
                "msg_id": msg_id,
                "msg_type": "execute_request",
                "session": self.session_id,
                "username": "",
                "date": datetime.now(UTC).isoformat(),
                "version": "5.3",
            },
            "parent_header": {},
            "metadata": {},
            "channel": "shell",
            "buffers": [],
            "content": {
                "code": code,
                "silent": False,
                "store_history": True,
                "user_expressions": {},
                "allow_stdin": False,
                "stop_on_error": False,
            },
        }
