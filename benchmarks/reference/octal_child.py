"""One measured engine run in a fresh process, for ``benchmarks/bench_octal_ratios.py``.

``python octal_child.py ENGINE CODE N`` (ENGINE ``current`` (its default compiled back end),
``current-c`` (the C extension), ``current-numba`` or ``previous``; CODE ``grundy`` or an octal
code; N heaps; N = 0 only loads the engine) imports the engine, warms it with a small compiled
run (numba loads its kernels from the on-disk cache or compiles them; C has nothing to do), then
computes G(0) .. G(N-1) and prints one JSON line: the seconds of each step (and the CPU
seconds of the computation: on a loaded machine the wall clock mostly measures the load),
the peak RSS (KiB) after the warm-up (the runtime's share: interpreter, numpy, the kernels,
and with numba numba and LLVM) and after the computation, and the SHA-256 of the values as
little-endian uint32 (hashed in slices, so that hashing adds nothing to the peak).

Example::

    python benchmarks/reference/octal_child.py current 0.6 100000
"""

from __future__ import annotations

import hashlib
import json
import sys
import time
from typing import Any

START = time.perf_counter()
WARM_HEAPS = 3000  # past the prefix (2,048 heaps): the sparse kernel is compiled too


def peak_kib() -> int:
    """This process's peak RSS in KiB: ``VmHWM`` of ``/proc/self/status``.

    (Not ``getrusage``'s ``ru_maxrss``: Linux counts in it the parent's memory before exec.)
    """
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    raise RuntimeError("no VmHWM in /proc/self/status (Linux only)")


def _sha256(values: Any) -> str:
    import numpy as np

    digest = hashlib.sha256()
    for lo in range(0, len(values), 1 << 16):
        digest.update(np.asarray(values[lo : lo + (1 << 16)], dtype="<u4").tobytes())
    return digest.hexdigest()


def main(engine: str, code: str, n: int) -> dict[str, Any]:
    """Run one engine on one game; the figures as a dict (see the module docstring)."""
    accelerate: bool | str = True
    if engine in ("current", "current-c", "current-numba"):
        from gametheory_helpers.games import octal_sparse

        accelerate = engine.partition("-")[2] or True
    elif engine == "previous":
        from previous_engine import octal_sparse  # type: ignore[no-redef]
    else:
        raise ValueError(
            f"engine must be 'current', 'current-c', 'current-numba' or 'previous', not {engine!r}"
        )
    from gametheory_helpers.games.octal import parse_octal

    parsed = None if code == "grundy" else parse_octal(code)
    imported = time.perf_counter()
    octal_sparse.SparseRun(parsed, accelerate=accelerate).extend(WARM_HEAPS)
    warmed, warmed_cpu = time.perf_counter(), time.process_time()
    runtime_kib = peak_kib()
    sha = None
    if n:
        values = octal_sparse.SparseRun(parsed, accelerate=accelerate).extend(n)
    computed, computed_cpu = time.perf_counter(), time.process_time()
    top_kib = peak_kib()
    if n:
        sha = _sha256(values)
    return {
        "import": imported - START,
        "warm": warmed - imported,
        "compute": computed - warmed,
        "compute_cpu": computed_cpu - warmed_cpu,
        "runtime_kib": runtime_kib,
        "peak_kib": top_kib,
        "sha256": sha,
    }


if __name__ == "__main__":
    print(json.dumps(main(sys.argv[1], sys.argv[2], int(sys.argv[3]))))
