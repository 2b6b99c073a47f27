"""A per-user cache of compiled C++ programs, keyed by what decides the binary.

The key is a SHA-256 of the compiler (its resolved path and its ``--version`` text), the
flags, and the source bytes: a changed source, other flags or another compiler is compiled
afresh, and a binary is never shared between different flags.  The cache lives in
``$GAMETHEORY_JUDGE_CACHE`` if set (``off`` turns it off), else in
``$XDG_CACHE_HOME/gametheory-judge`` (by default ``~/.cache/gametheory-judge``); a folder
that is not the user's own, or that others can write to, is not used.  Failed compilations
are not cached (the judge compiles them again and shows the compiler's message).

>>> key = cache_key("/usr/bin/g++", "g++ 12.2.0", ("-O2",), b"int main(){}")
>>> key == cache_key("/usr/bin/g++", "g++ 12.2.0", ("-O2",), b"int main(){}")
True
>>> key == cache_key("/usr/bin/g++", "g++ 12.2.0", ("-O0",), b"int main(){}")
False
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import os
import shutil
import stat
import subprocess
import tempfile
from collections.abc import Sequence
from pathlib import Path

from ..i18n import _
from ..validation import show

__all__ = ["cache_folder", "cache_key", "compiler_version", "fetch", "store", "MAX_ENTRIES"]

#: At most this many binaries are kept; the least recently stored go first.
MAX_ENTRIES = 500


def cache_folder() -> Path | None:
    """The cache folder (created, mode 0700), or None when caching is off or unsafe."""
    chosen = os.environ.get("GAMETHEORY_JUDGE_CACHE", "")
    if chosen.lower() == "off":
        return None
    if chosen:
        folder = Path(chosen)
    else:
        base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
        folder = Path(base) / "gametheory-judge"
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        info = folder.lstat()
    except OSError:
        return None
    if (
        not stat.S_ISDIR(info.st_mode)
        or info.st_uid != os.getuid()
        or info.st_mode & (stat.S_IWGRP | stat.S_IWOTH)
    ):
        return None
    return folder


@functools.lru_cache(maxsize=8)
def _version(compiler: str, _stamp: tuple[int, int]) -> str:
    try:
        done = subprocess.run(
            [compiler, "--version"],
            stdin=subprocess.DEVNULL,
            capture_output=True,
            timeout=30,
            check=False,
        )
    except (OSError, subprocess.TimeoutExpired):
        return ""
    return done.stdout.decode("utf-8", "replace") if done.returncode == 0 else ""


def _require_path(value: object, what: str) -> str | os.PathLike:
    """``value`` if it names a file (a str or a path); a TypeError naming ``what`` otherwise.

    (``os.stat`` would read an int as an open file descriptor.)
    """
    if not isinstance(value, (str, os.PathLike)):
        raise TypeError(
            _("{what} must be a file name (a str or a Path), got {value}").format(
                what=what, value=show(value)
            )
        )
    return value


def _require_key(key: object) -> str:
    """``key`` if it is a cache key (64 hex digits, :func:`cache_key`); a clear error otherwise."""
    if not isinstance(key, str):
        raise TypeError(
            _("{what} must be a file name (a str or a Path), got {value}").format(
                what="key", value=show(key)
            )
        )
    if len(key) != 64 or any(c not in "0123456789abcdef" for c in key):
        raise ValueError(
            _("{what} must be a file name (a str or a Path), got {value}").format(
                what="key (64 hex digits from cache_key)", value=show(key)
            )
        )
    return key


def compiler_version(compiler: str) -> str:
    """``compiler --version`` (asked once per binary and modification time; "" if unknown)."""
    _require_path(compiler, "compiler")
    try:
        info = os.stat(compiler)
    except OSError:
        return ""
    return _version(os.path.realpath(compiler), (info.st_mtime_ns, info.st_size))


def cache_key(compiler: str, version: str, flags: Sequence[str], source: bytes) -> str:
    """The SHA-256 (hex) naming the binary of ``source`` compiled with these flags."""
    digest = hashlib.sha256()
    for part in (os.path.realpath(compiler), version, *flags):
        digest.update(part.encode("utf-8", "surrogateescape") + b"\0")
    digest.update(b"\0source\0" + source)
    return digest.hexdigest()


def fetch(key: str, target: Path) -> bool:
    """Copy the cached binary ``key`` to ``target`` (executable); False if it is not cached."""
    _require_key(key)
    _require_path(target, "target")
    folder = cache_folder()
    if folder is None:
        return False
    entry = folder / key
    try:
        info = entry.lstat()
        if not stat.S_ISREG(info.st_mode) or info.st_uid != os.getuid():
            return False
        shutil.copyfile(entry, target)
        os.chmod(target, 0o700)
    except OSError:
        with contextlib.suppress(OSError):
            target.unlink()
        return False
    return True


def store(key: str, binary: Path) -> None:
    """Keep a copy of the freshly compiled ``binary`` under ``key`` (quietly, at best effort)."""
    _require_key(key)
    _require_path(binary, "binary")
    folder = cache_folder()
    if folder is None:
        return
    try:
        handle, temporary = tempfile.mkstemp(prefix=".new-", dir=folder)
        os.close(handle)
        shutil.copyfile(binary, temporary)
        os.chmod(temporary, 0o700)
        os.replace(temporary, folder / key)  # atomic: a reader sees all of it or nothing
    except OSError:
        with contextlib.suppress(OSError, UnboundLocalError):
            os.unlink(temporary)
        return
    _prune(folder)


def _prune(folder: Path) -> None:
    """Remove the oldest binaries past :data:`MAX_ENTRIES`."""
    try:
        entries = [entry for entry in os.scandir(folder) if entry.is_file(follow_symlinks=False)]
    except OSError:
        return
    if len(entries) <= MAX_ENTRIES:
        return
    entries.sort(key=lambda entry: entry.stat(follow_symlinks=False).st_mtime_ns)
    for entry in entries[: len(entries) - MAX_ENTRIES]:
        with contextlib.suppress(OSError):
            os.unlink(entry.path)
