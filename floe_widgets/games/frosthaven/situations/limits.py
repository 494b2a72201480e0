"""The limits a ``fh-situation/1`` document must stay within, and the careful reading of its text.

A situation describes one monster's turn on a Frosthaven map, so everything in it is small: the
limits below refuse what cannot be a Frosthaven position before any work is done on it, which
keeps every accepted situation fast to solve (docs/frosthaven_ai.md, "Limits").
"""

from __future__ import annotations

import json
from typing import Any

from floe_widgets.i18n import message, text, tr

#: Longest document accepted (bytes of UTF-8 text).
MAX_DOCUMENT_BYTES = 1_000_000
#: Deepest nesting of lists and objects (the format itself needs 5: ability.aoe.hexes[i][j]).
MAX_NESTING = 16
#: Most hexes on one map (a Frosthaven scenario map has a few hundred at most).
MAX_HEXES = 1_000
#: Largest coordinate, in absolute value, of any hex.
MAX_COORDINATE = 1_000
#: Most characters in a party (FH: one to four players, each with one character).
MAX_CHARACTERS = 4
#: Most figures in one situation: four characters with their summons and allies, and the
#: monsters of a few monster types, each with 4 to 10 standees (FH-TURN-5).
MAX_FIGURES = 40


#: Longest attack range (cards print ranges of a few hexes; exact line of sight over long ranges
#: on a large walled map is what makes a turn slow).
MAX_RANGE = 8
#: Most red hexes in an area pattern (the largest printed patterns fit in 19 hexes).
MAX_AREA_HEXES = 19


class SituationError(ValueError):
    """A malformed document; ``field`` names the offending field."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field
        #: what is wrong (a Message, so that it can be said in the reader's language)
        self.problem = message

    def said(self) -> str:
        """The field and the problem in the current language (``i18n``)."""
        return tr("{field}: {problem}", field=self.field, problem=text(self.problem))


def decode(data: bytes | str) -> str:
    """The document's text: bytes must be UTF-8 and no longer than :data:`MAX_DOCUMENT_BYTES`."""
    if isinstance(data, str):
        size = len(data.encode("utf-8", "surrogatepass"))
        text = data
    else:
        size = len(data)
        if size > MAX_DOCUMENT_BYTES:
            raise SituationError("document",
                                 message("{size} bytes; at most {most} are accepted",
                                         size=size, most=MAX_DOCUMENT_BYTES))
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise SituationError("document", message("not UTF-8 text (byte {byte})", byte=exc.start)) from None
    if size > MAX_DOCUMENT_BYTES:
        raise SituationError("document",
                             message("{size} bytes; at most {most} are accepted", size=size, most=MAX_DOCUMENT_BYTES))
    return text


def load_json(text: str) -> Any:
    """Parse JSON text no longer and no deeper than the limits allow."""
    text = decode(text)
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SituationError("document",
                             message("not valid JSON ({problem} at line {line})",
                                     problem=exc.msg, line=exc.lineno)) from None
    except RecursionError:
        raise SituationError("document", message("nested more than {most} levels deep", most=MAX_NESTING)) from None
    check_nesting(doc)
    return doc


_SCALARS = frozenset({int, float, str, bool, type(None)})


def check_nesting(doc: Any) -> None:
    """Refuse lists and objects nested deeper than :data:`MAX_NESTING` (iteratively, no recursion)."""
    if not isinstance(doc, dict | list | tuple):
        return
    todo = [(doc, 1)]
    while todo:
        value, depth = todo.pop()
        if depth > MAX_NESTING:
            raise SituationError("document", message("nested more than {most} levels deep", most=MAX_NESTING))
        for child in value.values() if isinstance(value, dict) else value:
            # plain numbers and strings first: most of a document (hex coordinates) is those
            if type(child) not in _SCALARS and isinstance(child, dict | list | tuple):
                todo.append((child, depth + 1))
