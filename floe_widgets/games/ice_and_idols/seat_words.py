"""A seat as every Ice and Idols text names it: ``P2 Curator``, the seat (from 1) and its character.

The one place the name is made: the game's :meth:`~floe_widgets.core.Game.seat_name` (which the shared game
widget's status line and log ask for), the event texts, the headline over the temple and the player boards
all say it through :func:`seat_words`, so a learner reads one name per seat wherever it is shown."""

from __future__ import annotations

from typing import Any

from floe_widgets.i18n import SOURCE, Message, message

from .state import IceAndIdolsState


def seat_words(content: Any, state: IceAndIdolsState, seat: int) -> Message:
    """``P2 Curator``: the seat (from 1) and its character's name, said again in the reader's language where
    the catalogue has the name (a character of a user's own content file keeps the name the file gives it)."""
    key = state.players[seat].character
    name = str(content.characters.get(key, {}).get("name", key.title()))
    return message("P{n} {name}", n=seat + 1, name=Message(name, {}, SOURCE))
