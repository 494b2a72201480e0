"""The event cards: drawing one (the deck reshuffled when empty) and what Chill, Rotate, Shift and
Collapse do; the side a Collapse card marks X for a seat.

A part of the ``IceAndIdols`` game (game.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from floe_widgets.core import Event
from floe_widgets.i18n import message

from . import temple as T
from .actions import name_word, side_word
from .state import EMPTY, SIDE_NAMES, IceAndIdolsState, tile_name

if TYPE_CHECKING:
    from floe_widgets.core import Chance

    from .data import Content


class EventCards:
    """The Ice and Idols game's event cards (mixed into ``IceAndIdols``)."""

    state: IceAndIdolsState
    content: Content
    chance: Chance

    def _draw_event(self) -> list[Event]:
        s = self.state
        events = []
        if not s.event_deck:
            s.event_deck, s.event_discard = self.chance.shuffle("event-deck", s.event_discard), []
            events.append(self._ev(message("The event deck is empty: the discards are shuffled into a new deck."),
                                   "IAI-AMBIG-8"))
        card_id = s.event_deck.pop(0)
        s.event_discard.append(card_id)
        s.last_event = card_id
        card = self.content.events[card_id]
        kind = card["type"]
        seat, p = s.turn, self.me()
        base = ("IAI-EVENT-RESOLVE-1", "IAI-EVENT-TYPES-1")
        if kind == "chill":
            events.append(self._ev(message("Event: Chill -- nothing happens."), "IAI-CHILL-NOEFFECT-1", *base,
                                   kind="event"))
        elif kind == "rotate":
            cw = bool(card["clockwise"])
            s.rotation = (s.rotation + (1 if cw else 3)) % 4
            said = (message("Event: Rotate Ruins clockwise.") if cw else
                    message("Event: Rotate Ruins counter-clockwise."))
            events.append(self._ev(said,
                                   "IAI-ROTATE-DIR-1", "IAI-ROTATE-GEOM-1", "IAI-ROTATE-RIDE-1", *base, kind="event"))
        elif kind == "shift":
            to = s.borders.index(card["to"])
            T.shift_line(s, p.cell, to)
            ends = {"start": name_word(card["from"]), "end": name_word(card["to"]), "side": side_word(SIDE_NAMES[to])}
            said = (message("Event: Shift from {start} to {end}: the active column moves one space {side}.", **ends)
                    if to in (0, 2) else
                    message("Event: Shift from {start} to {end}: the active row moves one space {side}.", **ends))
            events.append(self._ev(said, "IAI-EVENT-SHIFT-1", "IAI-EVENT-SHIFT-2",
                                   "IAI-EVENT-SHIFT-3", "IAI-EVENT-SHIFT-4", "IAI-EVENT-PERSPECTIVE-1",
                                   "IAI-GRID-BORDER-1", *base, kind="event"))
        else:
            first = self.collapse_side(seat, int(card["x"]))
            target = T.collapse_target(s, seat, first)
            if target is None:
                events.append(self._ev(message("Event: Collapse -- every adjacent space is empty or occupied; "
                                               "nothing collapses."), "IAI-COLLAPSE-NONE-1", *base, kind="event"))
            else:
                s.discard.append(s.grid[target])
                s.grid[target] = EMPTY
                rules = ["IAI-COLLAPSE-X-1", "IAI-COLLAPSE-WRAP-1", "IAI-EVENT-PERSPECTIVE-1", "IAI-AMBIG-3"]
                if target != T.step(p.cell, first):
                    rules.append("IAI-COLLAPSE-NEXT-1")
                events.append(self._ev(message("Event: Collapse -- tile {cell} is discarded.", cell=tile_name(target)),
                                       *rules, *base,
                                       kind="event"))
        return events

    def collapse_side(self, seat: int, x: int) -> int:
        """Grid side marked X on a Collapse card for ``seat``: the card's top points away from the seat,
        then table -> grid through the temple rotation (IAI-AMBIG-3)."""
        ahead = (self.state.players[seat].table_side + 2) % 4
        return ((ahead + x) - self.state.rotation) % 4
