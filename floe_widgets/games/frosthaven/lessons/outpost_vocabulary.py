"""The Frosthaven campaign in a lesson file's words: the named setup, the position edits and the named checks.

A position document starts from a named setup (players, seed, weeks, the characters by class name) and may
``play`` actions by their button text ("Play scenario 1"); its edits stack the campaign's decks so the story is
the same for everyone::

    {outpost events: summer, on top: SO-07}      # the card numbers printed on the event cards
    {town guard deck on top: [+1]}

An edit that cannot be done raises :class:`EditError`.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from floe_widgets.i18n import tr

from ..outpost.game import FrosthavenCampaign
from ..outpost.state import CampaignState
from .vocabulary import EditError, class_id, words


def setup(doc: dict[str, Any]) -> FrosthavenCampaign:
    """A new campaign: ``players``, ``seed``, ``weeks`` and ``characters`` (class names)."""
    classes = [class_id(c) for c in doc.get("characters", [])] or None
    return FrosthavenCampaign(players=doc.get("players", 2), seed=doc.get("seed", 0), weeks=doc.get("weeks", 4),
                              classes=classes)


class Board:
    """Edits a copy of a campaign's state."""

    def __init__(self, game: FrosthavenCampaign) -> None:
        self.game = game
        self.s: CampaignState = copy.deepcopy(game.state)


def guard_value(text: Any) -> int:
    try:
        return int(str(text).replace("+", ""))
    except ValueError:
        raise EditError(tr("a Town Guard card is a number such as +1 or -2, not {text!r}", text=text)) from None


def apply_edit(board: Board, edit: dict[str, Any]) -> None:
    """One edit of a position document, in the campaign's own words."""
    s = board.s
    if "outpost events" in edit:
        deck = s.event_decks.get(edit["outpost events"])
        if deck is None:
            raise EditError(tr("the outpost event decks are {known}", known=', '.join(s.event_decks)))
        if edit["on top"] not in deck:
            raise EditError(
                tr("the {outpost_events} deck holds no {on_top!r}",
                   outpost_events=edit['outpost events'], on_top=edit['on top']))
        s.event_decks[edit["outpost events"]] = [edit["on top"]] + [e for e in deck if e != edit["on top"]]
    elif "town guard deck on top" in edit:
        pool = s.guard_deck + s.guard_discard
        on_top = [guard_value(c) for c in edit["town guard deck on top"]]
        for card in on_top:
            if card not in pool:
                raise EditError(tr("no Town Guard card {card:+d} is left", card=card))
            pool.remove(card)
        s.guard_deck, s.guard_discard = on_top + pool, []
    else:
        raise EditError(tr("unknown edit {keys} (see docs/lesson-format.md for the campaign edits)", keys=sorted(edit)))


CHECKS: dict[str, Callable[[FrosthavenCampaign, Any], bool]] = {
    "outpost step": lambda g, a: g.state.step == a,
    "phase": lambda g, a: g.state.phase == a,
}


def value_words(field: str, value: Any) -> str:
    return str(value)


def widget() -> Any:
    """The kit's GameWidget (the campaign view)."""
    return None


__all__ = ["CHECKS", "Board", "EditError", "apply_edit", "setup", "value_words", "widget", "words"]
