"""Start a JupyterLab process for a test, wait until it answers, and always stop it."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def http_status(url: str) -> int:
    """The HTTP status of a GET (errors included); raises OSError when nothing answers."""
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


@contextmanager
def running(
    command: list[str], *, cwd: Path, env: dict[str, str], ready_url: str, timeout: float = 60
) -> Iterator[subprocess.Popen]:
    """Run ``command`` until ``ready_url`` answers 200; kill its process group afterwards."""
    process = subprocess.Popen(
        command,
        cwd=cwd,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    )
    deadline = time.monotonic() + timeout
    try:
        while True:
            if process.poll() is not None:
                pytest.fail(f"{command[0]} exited early:\n{process.stdout.read()}")
            try:
                if http_status(ready_url) == 200:
                    break
            except OSError:
                pass
            if time.monotonic() > deadline:
                pytest.fail(f"JupyterLab did not answer within {timeout:.0f} s")
            time.sleep(0.5)
        yield process
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
