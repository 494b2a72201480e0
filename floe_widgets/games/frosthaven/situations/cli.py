"""``floe-widgets fh solve FILE ...``: solve fh-situation/1 documents from the command line.

``main(["solve", "a.json"])`` (or ``main(["a.json"])``) prints the fh-answer/1 document and
returns 0; a malformed document prints one error line (naming the field) on stderr and returns
2.  Several files, or a folder (its ``*.json`` in name order), print one answer per line (JSON
Lines) with a ``source`` key; a malformed file yields an ``error`` line and the exit status 2.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from floe_widgets.games.frosthaven.situations.limits import MAX_DOCUMENT_BYTES
from floe_widgets.games.frosthaven.situations.situation import ANSWER_FORMAT, SituationError, solve_document
from floe_widgets.i18n import message, tr

USAGE = "floe-widgets fh solve SITUATION.json [MORE.json | FOLDER ...]"


def _files(args: list[str]) -> list[Path]:
    out: list[Path] = []
    for a in args:
        p = Path(a)
        if p.is_dir():
            out.extend(sorted(p.glob("*.json")))
        else:
            out.append(p)
    return out


def _solve_file(path: Path) -> dict:
    try:
        if path.stat().st_size > MAX_DOCUMENT_BYTES:
            raise SituationError("document",
                                 message("{size} bytes; at most {most} are accepted",
                                         size=path.stat().st_size, most=MAX_DOCUMENT_BYTES))
        data = path.read_bytes()
    except OSError as exc:
        raise SituationError("file",
                             message("cannot read {path}: {problem}", path=path, problem=exc.strerror)) from None
    return solve_document(data)


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "solve" and not Path("solve").exists():
        argv = argv[1:]  # accept both ``solve FILE ...`` and the bare ``FILE ...`` the kit CLI passes
    if not argv:
        print(tr("usage: {usage}", usage=USAGE), file=sys.stderr)
        return 2
    files = _files(argv)
    if len(argv) == 1 and not Path(argv[0]).is_dir():
        try:
            answer = _solve_file(files[0])
        except SituationError as exc:
            print(f"{files[0]}: {exc.said()}", file=sys.stderr)
            return 2
        print(json.dumps(answer, ensure_ascii=False))
        return 0
    status = 0
    for path in files:
        try:
            answer = _solve_file(path)
            answer["source"] = path.name
        except SituationError as exc:
            answer = {"format": ANSWER_FORMAT, "source": path.name, "error": exc.said()}
            status = 2
        print(json.dumps(answer, ensure_ascii=False))
    return status


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
