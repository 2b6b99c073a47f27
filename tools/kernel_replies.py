"""Wait for a kernel's shell reply in slices, so that a lost wake-up costs a second, not 300.

Used by ``tools/execute_notebooks.py`` (``make execute``) and the student-copy test. Seen in a
full ``make test`` beside two busy loops (``build/artifacts/student_copy_timings/``): a student
copy of chapter 01 spent 299.6 s between its cell 44's last IOPub message (the
kernel idle, every output delivered) and nbclient's receipt of the cell's ``execute_reply``,
with ``timeout=300``. nbclient waits for that reply with a single poll of the shell socket for
the cell's whole timeout; the reply was already in the socket, but the event loop's wake-up
for it (ZeroMQ's edge-triggered descriptor) never came, and only the poll's own check at its
timeout found it. Polling in slices of ``seconds`` repeats that check every ``seconds``.

>>> from queue import Empty
>>> class Channel:  # the reply is noticed only at the end of a poll, as in the lost wake-up
...     def __init__(self):
...         self.polls = []
...     async def get_msg(self, timeout=None):
...         self.polls.append(timeout)
...         if len(self.polls) < 3:
...             raise Empty
...         return {"msg_type": "execute_reply"}
>>> channel = Channel()
>>> recheck_every(channel, seconds=1.0)
>>> waiting = channel.get_msg(timeout=300)  # a coroutine; this fake never has to wait
>>> try:
...     waiting.send(None)
... except StopIteration as done:
...     reply = done.value
>>> reply["msg_type"], channel.polls
('execute_reply', [1.0, 1.0, 1.0])
"""

from __future__ import annotations

import inspect
import time
from collections.abc import Callable
from queue import Empty
from typing import Any


def recheck_every(
    channel: Any, seconds: float = 1.0, clock: Callable[[], float] = time.monotonic
) -> None:
    """Make ``channel.get_msg(timeout)`` poll at most ``seconds`` at a time until ``timeout``
    (``None``: for ever), then raise :class:`queue.Empty` as before."""
    get_msg = channel.get_msg

    async def get_msg_in_slices(timeout: float | None = None) -> dict:
        deadline = None if timeout is None else clock() + timeout
        while True:
            left = seconds if deadline is None else max(0.0, deadline - clock())
            try:
                reply = get_msg(timeout=min(seconds, left))
                return await reply if inspect.isawaitable(reply) else reply
            except Empty:
                if deadline is not None and clock() >= deadline:
                    raise

    channel.get_msg = get_msg_in_slices
