"""Where the tutorial notebooks are, and copying them somewhere a learner can edit them.

In a checkout the notebooks live in ``tutorials/`` next to the package.  A
wheel carries them as package data in ``floe_widgets/_tutorials/`` (the build
hook in setup.py copies them there; :func:`bundle_tutorials` --
``python -m floe_widgets bundle-tutorials`` -- does the same by hand).  :func:`copy_tutorials` copies them into a
folder of the learner's, so that opening a notebook never changes the checkout.  It never overwrites a notebook the
learner edited: a manifest in that folder remembers what each copied file held, and only files that are missing or
still hold what was copied are (re)written.  Each file is written atomically, so a copy cut short is completed on the
next run, and nothing is written through a symlink that leads out of the folder.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from dataclasses import dataclass, field
from pathlib import Path

from floe_widgets.core.persistence import write_atomic
from floe_widgets.i18n import tr

PACKAGE = Path(__file__).resolve().parents[1]
CHECKOUT_TUTORIALS = PACKAGE.parent / "tutorials"
BUNDLED_TUTORIALS = PACKAGE / "_tutorials"
DEFAULT_COPY = Path.home() / "floe-widgets-tutorials"
START = "00_start_here.ipynb"
#: what a tutorial folder may hold besides notebooks (data files lessons read)
SUFFIXES = (".ipynb", ".json", ".yaml", ".md")
#: in the learner's folder: what each copied file held when it was copied (relative path -> sha256)
MANIFEST = ".floe-widgets-copied.json"


def checkout_tutorials() -> Path | None:
    """The checkout's tutorials/ folder, if this package runs from a checkout."""
    return CHECKOUT_TUTORIALS if (CHECKOUT_TUTORIALS / START).exists() else None


def bundled_tutorials() -> Path | None:
    return BUNDLED_TUTORIALS if (BUNDLED_TUTORIALS / START).exists() else None


def tutorials_source() -> Path:
    """The folder holding the tutorials: the checkout's, else the package's own copy."""
    found = checkout_tutorials() or bundled_tutorials()
    if found is None:
        raise FileNotFoundError(tr("no tutorials found: neither a checkout's tutorials/ folder nor tutorials "
                                   "bundled in the package"))
    return found


def tutorial_files(root: Path | None = None) -> list[Path]:
    """Every tutorial file under ``root`` (relative paths, sorted); notebooks and their data."""
    root = root or tutorials_source()
    return sorted(p.relative_to(root) for p in root.rglob("*")
                  if p.is_file() and p.suffix in SUFFIXES and ".ipynb_checkpoints" not in p.parts)


def notebooks(root: Path | None = None) -> list[Path]:
    return [p for p in tutorial_files(root) if p.suffix == ".ipynb"]


@dataclass
class CopyReport:
    """What :func:`copy_tutorials` did, file by file (relative paths)."""

    copied: list[Path] = field(default_factory=list)
    updated: list[Path] = field(default_factory=list)
    kept: list[Path] = field(default_factory=list)
    refused: list[Path] = field(default_factory=list)

    def summary(self) -> str:
        parts = [tr("{n} new", n=len(self.copied)), tr("{n} updated", n=len(self.updated)),
                 tr("{n} kept as you left them", n=len(self.kept))]
        if self.refused:
            parts.append(tr("{n} skipped (a link out of the folder)", n=len(self.refused)))
        return tr(", ").join(parts)


def digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def read_manifest(dest: Path) -> dict[str, str]:
    try:
        data = json.loads((dest / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {str(k): str(v) for k, v in data.items()} if isinstance(data, dict) else {}


def inside(folder: Path, path: Path) -> bool:
    """Does ``path`` (followed through any symlinks) stay inside ``folder``?"""
    return path.resolve().is_relative_to(folder.resolve())


def copy_tutorials(dest: Path | str, source: Path | None = None) -> CopyReport:
    """Bring the learner's folder ``dest`` up to date with the tutorials, keeping their edits.

    A file is written when it is missing, or when it still holds exactly what an earlier run copied (so
    the learner did not edit it) and the tutorials changed since.  A file the learner edited is kept.
    """
    source = source or tutorials_source()
    dest = Path(dest).expanduser()
    dest.mkdir(parents=True, exist_ok=True)
    manifest = read_manifest(dest)
    report = CopyReport()
    for rel in tutorial_files(source):
        text = (source / rel).read_text(encoding="utf-8")
        target = dest / rel
        if not inside(dest, target.parent) or (target.is_symlink() and not inside(dest, target)):
            report.refused.append(rel)
            continue
        key = rel.as_posix()
        if target.exists():
            held = digest(target.read_text(encoding="utf-8"))
            if held == digest(text):  # already the current text (also: a copy cut short before its manifest)
                manifest[key] = held
                continue
            if manifest.get(key) != held:  # the learner changed it: theirs
                report.kept.append(rel)
                continue
            report.updated.append(rel)
        else:
            report.copied.append(rel)
        target.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(target, text)
        manifest[key] = digest(text)
        write_atomic(dest / MANIFEST, json.dumps(manifest, indent=1, sort_keys=True))
    write_atomic(dest / MANIFEST, json.dumps(manifest, indent=1, sort_keys=True))
    return report


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
