"""Hand the collection out, then start the user's JupyterLab (the hub's ``Spawner.cmd``).

``make classroom`` installs this file as ``gametheory-singleuser`` into the classroom
environment. It runs as the student (the hub's LocalProcessSpawner has switched to the
student's uid already), copies the student edition from ``$GAMETHEORY_COLLECTION`` into
``~/gametheory`` file by file, never replacing a file the student has (a file the student
deleted comes back on the next start), and then becomes ``jupyterhub-singleuser`` with the
hub's arguments. Running as the student, the copy cannot touch anything the student could not.

Example (what the hub runs)::

    gametheory-singleuser --port=51234
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path


def hand_out(collection: Path, home: Path, folder: str = "gametheory") -> list[Path]:
    """Copy the files of ``collection`` missing under ``home/folder``; the copies made.

    >>> import tempfile
    >>> source, home = Path(tempfile.mkdtemp()), Path(tempfile.mkdtemp())
    >>> _ = (source / "a.ipynb").write_text("new")
    >>> [path.name for path in hand_out(source, home)]
    ['a.ipynb']
    >>> _ = (home / "gametheory" / "a.ipynb").write_text("mine")
    >>> hand_out(source, home), (home / "gametheory" / "a.ipynb").read_text()
    ([], 'mine')
    """
    copied = []
    for source in sorted(collection.rglob("*")):
        if not source.is_file():
            continue
        target = home / folder / source.relative_to(collection)
        if target.exists() or target.is_symlink():
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        try:
            with source.open("rb") as reader, target.open("xb") as writer:
                shutil.copyfileobj(reader, writer)
        except FileExistsError:  # made meanwhile (a second tab): the student's file wins
            continue
        copied.append(target)
    return copied


def main() -> None:
    """Hand out, then exec jupyterhub-singleuser from this environment with our arguments."""
    collection = Path(os.environ.get("GAMETHEORY_COLLECTION", sys.prefix + "/../collection"))
    if collection.is_dir():
        hand_out(collection.resolve(), Path.home())
    singleuser = str(Path(sys.executable).parent / "jupyterhub-singleuser")
    os.execv(singleuser, [singleuser, *sys.argv[1:]])


if __name__ == "__main__":
    main()
