"""``kernel_replies.recheck_every``: a shell reply whose wake-up was lost is found within a
slice, and a reply that never comes still ends in ``queue.Empty`` at the caller's timeout."""

from __future__ import annotations

import doctest
import sys
from pathlib import Path
from queue import Empty

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import kernel_replies  # noqa: E402
from kernel_replies import recheck_every  # noqa: E402


def run(coroutine):  # noqa: ANN001, ANN201
    """The coroutine's result; it never waits on these fakes. (Not ``asyncio.run``: a test
    worker may already run an event loop in this thread, left by Playwright or nbclient.)"""
    try:
        coroutine.send(None)
    except StopIteration as done:
        return done.value
    raise AssertionError("the coroutine waited")


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class LostWakeUp:
    """A shell channel whose reply is there from ``ready`` on, but is noticed only when a poll
    ends (each poll runs its whole timeout on the fake clock); ``ready=None``: never."""

    def __init__(self, clock: FakeClock, ready: float | None) -> None:
        self.clock, self.ready, self.polls = clock, ready, []

    async def get_msg(self, timeout=None):  # noqa: ANN001, ANN201
        self.polls.append(timeout)
        self.clock.now += timeout
        if self.ready is not None and self.clock.now >= self.ready:
            return {"msg_type": "execute_reply"}
        raise Empty


def test_the_docstring_example():
    assert doctest.testmod(kernel_replies).failed == 0


def test_a_reply_with_a_lost_wake_up_is_found_within_a_slice():
    clock = FakeClock()
    channel = LostWakeUp(clock, ready=2.5)
    recheck_every(channel, seconds=1.0, clock=clock)
    reply = run(channel.get_msg(timeout=300))
    assert reply["msg_type"] == "execute_reply"
    assert clock.now == 3.0  # without the slices: 300
    assert channel.polls == [1.0, 1.0, 1.0]


def test_no_reply_still_times_out_at_the_callers_timeout():
    clock = FakeClock()
    channel = LostWakeUp(clock, ready=None)
    recheck_every(channel, seconds=1.0, clock=clock)
    with pytest.raises(Empty):
        run(channel.get_msg(timeout=2.5))
    assert clock.now == 2.5 and channel.polls == [1.0, 1.0, 0.5]


def test_a_blocking_channel_works_too():
    class Blocking:
        def get_msg(self, timeout=None):  # noqa: ANN001, ANN202
            return {"msg_type": "execute_reply", "timeout": timeout}

    channel = Blocking()
    recheck_every(channel, seconds=0.25)
    assert run(channel.get_msg(timeout=None))["timeout"] == 0.25
