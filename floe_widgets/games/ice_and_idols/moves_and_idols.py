"""The moves and the idols: moving along the paths and jumping, picking up and dropping idols,
placing one on an altar, then research (its marker, a Shift space, the lock and the event) or a power.

A part of the ``IceAndIdols`` game (game.py), which runs each action through its ``_do_<Action>`` method.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from floe_widgets.core import Event
from floe_widgets.i18n import message

from . import scoring
from . import temple as T
from .actions import Drop, GainPower, Jump, Move, MoveTo, PickUp, PlaceIdol, Research, ShiftTokens, idol_word, side_word
from .state import IDOLS, PENDING_ALTAR, PENDING_VP_SHIFT, IceAndIdolsState, Pending, cell_of, tile_name
from .temple import SIDE_OF

if TYPE_CHECKING:
    from .data import Content


class MovesAndIdols:
    """The Ice and Idols game's moves, idols, research and powers (mixed into ``IceAndIdols``)."""

    state: IceAndIdolsState
    content: Content

    def _do_Move(self, a: Move) -> list[Event]:
        s, p = self.state, self.me()
        cell, path = T.move_target(s, self.content, s.turn, SIDE_OF[a.side])
        self._spend(1)
        p.cell, p.path = cell, path
        return [self._ev(message("Moves {side} to tile {cell} (1 AP).", side=side_word(a.side), cell=tile_name(cell)),
                         "IAI-MOVE-STEP-1", "IAI-AP-COST-1")]

    def _do_MoveTo(self, a: MoveTo) -> list[Event]:
        p = self.me()
        self._spend(a.ap)
        p.cell, p.path = cell_of(*a.cell), a.path
        return [self._ev(message("Moves {ap} tiles along the paths to tile {cell} ({ap} AP).", ap=a.ap,
                                 cell=tile_name(a.cell)),
                         "IAI-MOVE-STEP-1",
                         "IAI-AP-COST-1", "IAI-AP-SPEND-1")]

    def _do_Jump(self, a: Jump) -> list[Event]:
        s, p = self.state, self.me()
        cell, path = T.jump_target(s, self.content, s.turn, SIDE_OF[a.side])
        self._spend(self.ability_cost("curator"))
        p.cell, p.path = cell, path
        return [self._ev(message("{who} jumps {side} to tile {cell} (4 AP).", who=self._seat_words(s.turn),
                                 side=side_word(a.side), cell=tile_name(cell)),
                         "IAI-ABILITY-CURATOR-1",
                         "IAI-ABILITY-GEN-1")]

    def _do_PickUp(self, a: PickUp) -> list[Event]:
        s, p = self.state, self.me()
        self._spend(1)
        s.supply[a.idol] -= 1
        p.hand.append(a.idol)
        return [self._ev(message("Picks up a {idol} idol (1 AP).", idol=idol_word(a.idol)),
                         "IAI-IDOL-PICK-1", "IAI-IDOL-CARRY-1")]

    def _do_Drop(self, a: Drop) -> list[Event]:
        s, p = self.state, self.me()
        p.hand.remove(a.idol)
        s.supply[a.idol] += 1
        s.acted = True
        return [self._ev(message("Drops the {idol} idol back to the supply (0 AP).", idol=idol_word(a.idol)),
                         "IAI-IDOL-DROP-1")]

    def _do_PlaceIdol(self, a: PlaceIdol) -> list[Event]:
        s = self.state
        self._spend(1)
        s.placed_this_round = True
        s.pending = Pending(PENDING_ALTAR, idol=a.idol)
        ev = [self._ev(message("Places the {idol} idol on the altar (1 AP).", idol=idol_word(a.idol)),
                       "IAI-ALTAR-PLACE-1")]
        if s.quick:  # research is the only outcome in Quick Play (IAI-QUICK-RESEARCH-1)
            return ev + self._do_Research(Research())
        return ev

    def _do_Research(self, a: Research) -> list[Event]:
        s, seat, p = self.state, self.state.turn, self.me()
        idol = s.pending.idol
        s.pending = None
        col = IDOLS.index(idol)
        p.hand.remove(idol)
        s.supply[idol] += 1
        row = len(s.track[col])
        s.track[col].append(seat)
        p.markers_left -= 1
        rules = ["IAI-RESEARCH-PLACE-1", "IAI-ALTAR-CHOICE-1"] + (["IAI-QUICK-RESEARCH-1"] if s.quick else [])
        events = [self._ev(message("Researches {idol}: marker on space {space} of its track ({markers} marker left).",
                                   plural="Researches {idol}: marker on space {space} of its track ({markers} "
                                   "markers left).", how_many=p.markers_left,
                                   idol=idol_word(idol), space=row + 1, markers=p.markers_left),
                           *rules, kind="research")]
        # the reason a person reads is written when the round ends (game.py); until then only "set" counts
        if p.markers_left == 0 and not s.end_triggered:
            s.end_triggered = "10th marker placed"  # pragma: no mutate (only read as set or not)
            events.append(self._ev(message("That was the 10th marker: the game ends at the end of this round."),
                                   "IAI-END-TRIGGER-1"))
        space = self.content.space(col, row)
        if space.get("shift") and scoring.unlocked_count(s) >= 2:
            s.pending = Pending(PENDING_VP_SHIFT, column=col, row=row)
            return events + [self._ev(message("A Shift space: you may shift the VP tokens."), "IAI-RESEARCH-SPACE-1",
                                      "IAI-SHIFT-VP-1")]
        return events + self._after_marker(col, row)

    def _after_marker(self, col: int, row: int) -> list[Event]:
        """Lock, then the event (IAI-AMBIG-17)."""
        s = self.state
        events = []
        if scoring.column_full(s, self.content, col) and not s.locked[col]:
            s.locked[col] = True
            events.append(self._ev(message("The {idol} track is full: its VP token {vp} is locked above it.",
                                           idol=idol_word(IDOLS[col]), vp=s.vp_tokens[col]),
                                   "IAI-LOCK-FILL-1", "IAI-AMBIG-5"))
            if scoring.full_columns(s, self.content) >= 4 and not s.end_triggered:
                s.end_triggered = "4 research tracks full"  # pragma: no mutate (only read as set or not)
                events.append(self._ev(message("4 tracks are full: the game ends at the end of this round."),
                                       "IAI-END-TRIGGER-1"))
        if self.content.space(col, row).get("event"):
            events.append(self._ev(message("An Event space: draw an event."), "IAI-TRACK-EVENT-1",
                                   "IAI-RESEARCH-SPACE-1"))
            events += self._draw_event()
        return events

    def _do_ShiftTokens(self, a: ShiftTokens) -> list[Event]:
        s = self.state
        pend = s.pending
        s.pending = None
        scoring.shift_tokens(s, a.direction)
        ev = [self._ev(message("{action}: tokens now {tokens}.", action=a.describe(), tokens=str(s.vp_tokens)),
                       "IAI-SHIFT-VP-1", "IAI-SHIFT-VP-2",
                       "IAI-LOCK-SKIP-1", "IAI-LOCK-SHIFTFIRST-1")]
        return ev + self._after_marker(pend.column, pend.row)

    def _do_GainPower(self, a: GainPower) -> list[Event]:
        s, p = self.state, self.me()
        idol = s.pending.idol
        s.pending = None
        p.hand.remove(idol)
        p.powers = [i for i in IDOLS if i in p.powers or i == idol]
        events = [self._ev(message("Places the {idol} idol on the player board and gains its power.",
                                   idol=idol_word(idol)),
                           "IAI-POWER-GAIN-1", "IAI-ALTAR-CHOICE-1", "IAI-POWER-ONCE-1", kind="power")]
        if idol == "sapphire":
            p.ap_cover = False
            s.ap += 1
            events.append(self._ev(message("Sapphire: base AP becomes 6, +1 AP right now."), "IAI-POWER-SAPPHIRE-1"))
        elif idol == "tigers-eye":
            p.hand_cover = False
            events.append(self._ev(message("Tiger's Eye: may now carry 2 different idols."), "IAI-POWER-TIGER-1"))
        drawn = self._ev(message("Gaining a power draws an event."), "IAI-EVENT-TRIGGER-1")
        return [*events, drawn, *self._draw_event()]
