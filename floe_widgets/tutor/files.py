"""Where the tutorial notebooks are, and copying them somewhere a learner can edit them.

In a checkout the notebooks live in ``tutorials/`` next to the package.  A
wheel carries them as package data in ``floe_widgets/_tutorials/`` (the build
hook in setup.py copies them there; :func:`bundle_tutorials` --
``python -m floe_widgets bundle-tutorials`` -- does the same by hand).  :func:`copy_tutorials` copies them into a folder
without ever overwriting a notebook that is already there (it may hold the
learner's edits).
"""

from __future__ import annotations

import shutil
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1]
CHECKOUT_TUTORIALS = PACKAGE.parent / "tutorials"
BUNDLED_TUTORIALS = PACKAGE / "_tutorials"
DEFAULT_COPY = Path.home() / "floe-widgets-tutorials"
START = "00_start_here.ipynb"
#: what a tutorial folder may hold besides notebooks (data files lessons read)
SUFFIXES = (".ipynb", ".json", ".yaml", ".md")


def checkout_tutorials() -> Path | None:
    """The checkout's tutorials/ folder, if this package runs from a checkout."""
    return CHECKOUT_TUTORIALS if (CHECKOUT_TUTORIALS / START).exists() else None


def bundled_tutorials() -> Path | None:
    return BUNDLED_TUTORIALS if (BUNDLED_TUTORIALS / START).exists() else None


def tutorials_source() -> Path:
    """The folder holding the tutorials: the checkout's, else the package's own copy."""
    found = checkout_tutorials() or bundled_tutorials()
    if found is None:
        raise FileNotFoundError("no tutorials found: neither a checkout's tutorials/ folder "
                                "nor tutorials bundled in the package")
    return found


def tutorial_files(root: Path | None = None) -> list[Path]:
    """Every tutorial file under ``root`` (relative paths, sorted); notebooks and their data."""
    root = root or tutorials_source()
    return sorted(p.relative_to(root) for p in root.rglob("*")
                  if p.is_file() and p.suffix in SUFFIXES and ".ipynb_checkpoints" not in p.parts)


def notebooks(root: Path | None = None) -> list[Path]:
    return [p for p in tutorial_files(root) if p.suffix == ".ipynb"]


def copy_tutorials(dest: Path | str, source: Path | None = None) -> list[Path]:
    """Copy the tutorials into ``dest``; files already there are kept as they are.

    Returns the relative paths of the files copied (new ones only).
    """
    source = source or tutorials_source()
    dest = Path(dest).expanduser()
    copied = []
    for rel in tutorial_files(source):
        target = dest / rel
        if target.exists():
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source / rel, target)
        copied.append(rel)
    return copied


def bundle_tutorials(source: Path | None = None, dest: Path | None = None) -> list[Path]:
    """Build step: mirror the checkout's tutorials into the package (``floe_widgets/_tutorials``).

    Run it before ``python -m build`` so the wheel carries the notebooks (they
    are package data). Unlike :func:`copy_tutorials` it replaces stale copies.
    """
    source = source or checkout_tutorials()
    if source is None:
        raise FileNotFoundError("bundle_tutorials runs in a checkout (tutorials/ next to the package)")
    dest = dest or BUNDLED_TUTORIALS
    if dest.exists():
        shutil.rmtree(dest)
    files = tutorial_files(source)
    for rel in files:
        (dest / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source / rel, dest / rel)
    return files
