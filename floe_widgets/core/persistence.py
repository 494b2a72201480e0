"""Versioned JSON documents: ``{"format": "floe-widgets/<game>", "version": N, ...}``.

Reading checks the format tag and version before anything else and never uses
pickle or eval; any problem raises :class:`FormatError` and returns nothing.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from .errors import FormatError


def write_document(fmt: str, version: int, payload: dict[str, Any], indent: int | None = None) -> str:
    return json.dumps({"format": fmt, "version": version, **payload}, indent=indent, ensure_ascii=False)


def read_text(source: str | Path) -> str:
    """A path (or ``Path``) is read from disk; JSON text (``{...}`` or ``[...]``) is taken as is."""
    if isinstance(source, Path) or not source.lstrip().startswith(("{", "[")):
        try:
            return Path(source).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise FormatError(f"cannot read {source}: {exc}") from None
    return source


def read_document(source: str | Path, fmt: str | None = None, version: int | None = None) -> dict[str, Any]:
    """Parse and check the envelope of a document; return the whole object."""
    text = read_text(source)
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise FormatError(f"not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})") from None
    except RecursionError:
        raise FormatError("the document is nested too deeply") from None
    except ValueError as exc:  # e.g. an integer with more digits than Python converts
        raise FormatError(f"not a readable JSON document ({exc})") from None
    if not isinstance(doc, dict):
        raise FormatError("a document must be a JSON object")
    got = doc.get("format")
    if not isinstance(got, str) or not got.startswith("floe-widgets/"):
        raise FormatError(f"not a floe-widgets document (format is {got!r})", "format")
    if fmt is not None and got != fmt:
        raise FormatError(f"expected format {fmt!r}, got {got!r}", "format")
    v = doc.get("version")
    if not isinstance(v, int) or isinstance(v, bool):
        raise FormatError("missing or non-integer version", "version")
    if version is not None and v != version:
        raise FormatError(f"version {v} is not supported (this library reads version {version})", "version")
    return doc


def write_atomic(path: str | Path, text: str) -> Path:
    """Write ``text`` to ``path`` so that a reader sees the old file or the new one, never half of one.

    The text goes to a temporary file in the same folder, is flushed to disk, and is renamed over
    ``path`` (an atomic step on POSIX and Windows).  If anything fails, the old file is untouched and
    the temporary file is removed.  A symlink at ``path`` is replaced, never followed."""
    target = Path(path)
    folder = target.parent
    fd, temp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    try:
        os.chmod(temp, _file_mode())
        with os.fdopen(fd, "w", encoding="utf-8") as handle:  # pragma: no mutate (UTF-8 is also the locale here)
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temp)
        raise
    return target


def _file_mode() -> int:
    """The mode a plainly created file gets (0o666 less the umask), not the temporary file's 0o600."""
    umask = os.umask(0)  # pragma: no mutate (any value: the old umask is read and put back at once)
    os.umask(umask)
    return 0o666 & ~umask
