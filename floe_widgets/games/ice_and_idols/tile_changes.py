"""The actions that change the tiles: the Jade, Ruby and Gold powers and the Sculptor's, Architect's and
Keysmith's abilities, with the choices they open (the tile, its orientation) and their withdrawal.

A part of the ``IceAndIdols`` game (game.py), which runs each action through its ``_do_<Action>`` method.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from floe_widgets.core import Action, Event
from floe_widgets.i18n import message

from . import temple as T
from .actions import (
    ArchitectSwap,
    Cancel,
    KeysmithTile,
    OrientTile,
    RotateTemple,
    RotateTile,
    SculptorShift,
    SlideTile,
    UseAbility,
    UsePower,
    idol_word,
    side_word,
)
from .state import (
    EMPTY,
    PENDING_ABILITY,
    PENDING_GOLD,
    PENDING_ORIENT,
    PENDING_RUBY,
    IceAndIdolsState,
    Pending,
    cell_of,
    tile_name,
)
from .temple import SIDE_OF
from .tile_words import pool_tile_word

if TYPE_CHECKING:
    from .data import Content



def _costs(action: Action, ap: int) -> str:
    """The log line of an action that spends ``ap`` AP: its description and the cost."""
    return message("{action} ({ap} AP).", action=action.describe(), ap=ap)


class TileChanges:
    """The Ice and Idols game's powers and abilities that turn, slide, swap and place tiles (mixed into
    ``IceAndIdols``)."""

    state: IceAndIdolsState
    content: Content

    def _do_RotateTemple(self, a: RotateTemple) -> list[Event]:
        s = self.state
        self._spend(2)
        s.rotation = (s.rotation + (1 if a.clockwise else 3)) % 4
        return [self._ev(_costs(a, 2), "IAI-POWER-JADE-1", "IAI-ROTATE-GEOM-1", "IAI-ROTATE-RIDE-1",
                         "IAI-POWER-REPEAT-1")]

    def _do_UsePower(self, a: UsePower) -> list[Event]:
        self.state.pending = Pending(PENDING_RUBY if a.idol == "ruby" else PENDING_GOLD, idol=a.idol)
        return [self._ev(message("Choose the tile for the {idol} power.", idol=idol_word(a.idol)),
                         "IAI-POWER-REPEAT-1")]

    def _do_Cancel(self, a: Cancel) -> list[Event]:
        self.state.pending = None
        return [self._ev(message("Cancelled."), "IAI-AP-SPEND-1")]

    def _do_RotateTile(self, a: RotateTile) -> list[Event]:
        s = self.state
        s.pending = None
        self._spend(1)
        T.rotate_tile(s, cell_of(*a.cell), a.clockwise)
        return [self._ev(_costs(a, 1), "IAI-POWER-RUBY-1", "IAI-TILE-PATH-1")]

    def _do_SlideTile(self, a: SlideTile) -> list[Event]:
        s = self.state
        s.pending = None
        self._spend(2)
        T.swap_cells(s, cell_of(*a.cell), T.step(cell_of(*a.cell), SIDE_OF[a.side]))
        return [self._ev(_costs(a, 2), "IAI-POWER-GOLD-1", "IAI-AMBIG-13")]

    def _do_SculptorShift(self, a: SculptorShift) -> list[Event]:
        s = self.state
        cost = self.ability_cost("sculptor")
        self._spend(cost)
        T.shift_line(s, self.me().cell, SIDE_OF[a.side])
        said = (message("{who} shifts their column {side} ({ap} AP).", who=self._seat_words(s.turn),
                        side=side_word(a.side), ap=cost) if a.side in ("N", "S") else
                message("{who} shifts their row {side} ({ap} AP).", who=self._seat_words(s.turn),
                        side=side_word(a.side), ap=cost))
        return [self._ev(said, "IAI-ABILITY-SCULPTOR-1", "IAI-ABILITY-GEN-1",
                         "IAI-EVENT-SHIFT-2", "IAI-EVENT-SHIFT-3", "IAI-EVENT-SHIFT-4")]

    def _do_UseAbility(self, a: UseAbility) -> list[Event]:
        self.state.pending = Pending(PENDING_ABILITY)
        return [self._ev(message("Choose the target of your ability."), "IAI-ABILITY-GEN-1")]

    def _do_ArchitectSwap(self, a: ArchitectSwap) -> list[Event]:
        s, p = self.state, self.me()
        cost = self.ability_cost("architect")
        self._spend(cost)
        here = p.cell
        other = T.step(here, SIDE_OF[a.side])
        T.swap_cells(s, here, other)
        cells = [c for c in (other, here) if s.grid[c] != EMPTY]
        s.pending = Pending(PENDING_ORIENT, cells=cells)
        return [self._ev(message("{who} swaps their tile with the space {side} ({ap} AP); now orient the moved tile.",
                                 plural="{who} swaps their tile with the space {side} ({ap} AP); now orient the moved "
                                 "tiles.", how_many=len(cells), who=self._seat_words(s.turn), side=side_word(a.side),
                                 ap=cost),
                         "IAI-ABILITY-ARCHITECT-1",
                         "IAI-ABILITY-GEN-1", "IAI-AMBIG-14")]

    def _do_KeysmithTile(self, a: KeysmithTile) -> list[Event]:
        s = self.state
        tile = pool_tile_word(s, self.content, a.tile)   # as the row of discarded tiles showed it
        cost = self.ability_cost("keysmith")
        self._spend(cost)
        cell = cell_of(*a.cell)
        if a.tile in s.spare:
            s.spare.remove(a.tile)
        else:
            s.discard.remove(a.tile)
        old = s.grid[cell]
        s.grid[cell] = a.tile
        if old != EMPTY:
            s.discard.append(old)
            for q in s.players:
                if q.cell == cell:
                    q.path = 0  # riders stay in the space, on the new tile's first path (IAI-AMBIG-14)
        s.pending = Pending(PENDING_ORIENT, cells=[cell])
        who = self._seat_words(s.turn)
        said = (message("{who}: the {tile} swapped in at tile {cell} ({ap} AP); now orient it.",
                        who=who, tile=tile, cell=tile_name(a.cell), ap=cost) if old != EMPTY else
                message("{who}: the {tile} placed in the empty space at {cell} ({ap} AP); now orient it.",
                        who=who, tile=tile, cell=tile_name(a.cell), ap=cost))
        return [self._ev(said,
                         "IAI-ABILITY-KEYSMITH-1", "IAI-COLLAPSE-DISCARD-1", "IAI-AMBIG-14")]

    def _do_OrientTile(self, a: OrientTile) -> list[Event]:
        s = self.state
        cell = cell_of(*a.cell)
        s.tile_rot[s.grid[cell]] = a.rotation
        rest = s.pending.cells[1:]
        s.pending = Pending(PENDING_ORIENT, cells=rest) if rest else None
        rule = "IAI-ABILITY-ARCHITECT-1" if self.me().character == "architect" else "IAI-ABILITY-KEYSMITH-1"
        return [self._ev(message("{line}.", line=a.describe()), rule, "IAI-TILE-PATH-1")]
