"""Run in a test kernel (``--IPKernelApp.exec_files``): its ``comm_info`` replies come late.

The widget manager asks the kernel for its widgets' comms before it creates the notebook's
stored models (the kernel's own models come through the widgets' control comm, which asks
nothing). ``GT_COMM_INFO_DELAY`` gives the delay of every reply, in seconds, and every request
is logged, as a line, to ``GT_COMM_INFO_LOG`` when it arrives: a test waits for the first line
to know that a restore waits for its answer now.
"""

from __future__ import annotations

import asyncio
import inspect
import os

from IPython import get_ipython

_kernel = get_ipython().kernel
_reply = _kernel.shell_handlers["comm_info_request"]
_delay = float(os.environ["GT_COMM_INFO_DELAY"])


async def _late_reply(*args: object, **kwargs: object) -> None:
    with open(os.environ["GT_COMM_INFO_LOG"], "a", encoding="utf-8") as log:
        log.write("comm_info_request\n")
    await asyncio.sleep(_delay)
    result = _reply(*args, **kwargs)
    if inspect.isawaitable(result):
        await result


_kernel.shell_handlers["comm_info_request"] = _late_reply
