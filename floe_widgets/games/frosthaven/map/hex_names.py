"""How a person reads a hex: by the coordinates the boards print on it ("3,-1"), in a sentence "hex 3,-1".

The tactics board and the lesson boards print each hex's ``q,r``; every text that names a hex (the monster
AI's trace, the log, the boards' descriptions) names it through :func:`hex_name`, so the words and the
board agree."""

from __future__ import annotations

from floe_widgets.core.hexgrid import Hex
from floe_widgets.i18n import Message, message


def coordinates(h: Hex) -> str:
    """The coordinates a board prints on a hex: "3,-1"."""
    return f"{h[0]},{h[1]}"


def hex_name(h: Hex) -> Message:
    """A hex in a sentence, in the reader's language: "hex 3,-1"."""
    return message("hex {coordinates}", coordinates=coordinates(h))
