"""The Ice and Idols position: plain dataclasses of ints, strings and small lists.

Geometry (read this before drawing the board):

* The **temple grid** is 5x5 and wraps round like a torus (IAI-GRID-SIZE-1, IAI-GRID-WRAP-1).
  Grid cells are numbered ``cell = row * 5 + col`` in the GRID frame (row 0 = the sun border,
  col 0 = the star border).  Tiles, empty spaces and characters are stored in this frame and never
  move when the temple is rotated (IAI-GRID-FRAME-1).
* The **map** under the grid is fixed to the table.  ``rotation`` (k, 0..3) counts clockwise
  quarter turns of the grid; grid cell (r, c) lies over map position ``rotate_cell((r, c), 5, k)``
  ((r, c) -> (c, 4 - r) per turn).  Use :func:`map_pos_of_cell` / :func:`cell_over_map_pos`.
* **Sides** are ints: 0 = N (sun), 1 = E (comet), 2 = S (moon), 3 = W (star), in the grid frame.
  A tile's paths are given for rotation 0 in ``content/tiles.yaml``; a tile with rotation ``rot``
  has each path side ``s`` at grid side ``(s + rot) % 4``.  A character stands on one path of its
  tile (``PlayerState.path`` = index into the tile type's path list), so its path travels and
  turns with the tile (IAI-TILE-PATH-1).
* **Research track**: ``track[col]`` lists the owners of the markers in column ``col`` from the
  bottom up (its length is the number of filled spaces); owner ``NEUTRAL`` (-1) marks the 2-/3-player
  blocking markers.  Columns follow ``IDOLS`` order (Sapphire, Ruby, Tiger's Eye, Gold, Jade).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from floe_widgets.i18n import N_

#: Idol types, in research-track column order (IAI-TRACK-LAYOUT-1).
IDOLS: tuple[str, ...] = ("sapphire", "ruby", "tigers-eye", "gold", "jade")
#: the idols' names (English: the engine's texts; a view says them in the reader's language with ``tr``)
IDOL_NAMES = {"sapphire": N_("Sapphire"), "ruby": N_("Ruby"), "tigers-eye": N_("Tiger's Eye"), "gold": N_("Gold"),
              "jade": N_("Jade")}
CHARACTERS: tuple[str, ...] = ("curator", "keysmith", "sculptor", "architect")
SIDE_NAMES: tuple[str, ...] = ("N", "E", "S", "W")
BORDER_ICONS: tuple[str, ...] = ("sun", "comet", "moon", "star")  # grid side 0..3 (IAI-SETUP-BORDER-1)
SIZE = 5
EMPTY = -1      # grid value of an empty space (no tile)
NEUTRAL = -1    # track owner of a blocking marker of an unused colour

# pending decision kinds (State.pending.kind)
PENDING_ALTAR = "altar"        # choose Research or GainPower for the idol just placed
PENDING_VP_SHIFT = "vp-shift"  # choose to shift the VP tokens left/right or not
PENDING_RUBY = "ruby"          # choose the tile to rotate and the direction (Ruby power)
PENDING_GOLD = "gold"          # choose the tile to slide and the direction (Gold power)
PENDING_ABILITY = "ability"    # choose the target of the Keysmith / Architect ability
PENDING_ORIENT = "orient"      # choose the orientation of a tile just moved by an ability
PENDING_PASS = "pass"          # choose the empty tile (and path) to reposition to when passing


@dataclass
class PlayerState:
    """One seat.  Seats are numbered clockwise; the first player holds the First Player Token."""

    character: str                 # one of CHARACTERS
    colour: str                    # marker/figure colour ("green" for the Architect)
    cell: int                      # grid cell of the figure (row * 5 + col, grid frame)
    path: int = 0                  # index of the path of its tile the figure stands on
    hand: list[str] = field(default_factory=list)     # idols carried (<= capacity)
    powers: list[str] = field(default_factory=list)   # idol powers gained, in IDOLS order
    markers_left: int = 10         # research markers not yet placed (IAI-RESEARCH-LIMIT-1)
    #: "ready" (+ side up), "pending" (used this turn or waiting for the -2 turn),
    #: "penalty" (the -2 turn is being played; flips back to ready at its end) -- IAI-AMBIG-6
    adrenaline: str = "ready"
    key_offer: list[int] = field(default_factory=list)  # the 2 key cards dealt (cleared once chosen)
    key_card: int = -1             # the kept key card id (secret until the end, IAI-KEY-SECRET-1)
    table_side: int = 2            # side of the table the seat sits at (0 N .. 3 W), for Collapse cards
    hand_cover: bool = True        # hand cover token still on the board (removed by Tiger's Eye)
    ap_cover: bool = True          # AP cover token still on the board (removed by Sapphire)

    def __deepcopy__(self, memo: dict[int, Any]) -> PlayerState:
        out = copy.copy(self)
        out.hand, out.powers, out.key_offer = list(self.hand), list(self.powers), list(self.key_offer)
        return out


@dataclass
class Pending:
    """A decision the active player must take before anything else."""

    kind: str                      # one of the PENDING_* constants
    idol: str = ""                 # altar: the idol placed; ruby/gold: the power in use
    column: int = -1               # vp-shift: the column the marker went to
    row: int = -1                  # vp-shift: the space (0 = lowest) the marker went to
    cells: list[int] = field(default_factory=list)  # orient: cells whose tiles still need an orientation

    def __deepcopy__(self, memo: dict[int, Any]) -> Pending:
        out = copy.copy(self)
        out.cells = list(self.cells)
        return out


@dataclass
class IceAndIdolsState:
    players: list[PlayerState]
    first_player: int
    turn: int                      # seat whose turn it is (or who must choose a key card)
    round: int = 1
    phase: str = "keys"            # "keys" (choosing key cards), "play", "over"
    ap: int = 0                    # AP left this turn for the active player
    ap_this_turn: int = 0          # AP the active player started the turn with (+1 per adrenaline)
    acted: bool = False            # an action has been taken this turn (no more passing)
    pending: Pending | None = None
    quick: bool = False            # quick-play variant (IAI-QUICK-*)
    border_side: str = "icon"      # "icon" (standard) or "powers" (quick play), IAI-SETUP-BORDER-2
    #: border icon on grid sides N, E, S, W (sun opposite moon, star opposite comet; IAI-SETUP-BORDER-1)
    borders: list[str] = field(default_factory=lambda: list(BORDER_ICONS))
    # --- temple ---
    grid: list[int] = field(default_factory=list)       # 25 cells: tile id or EMPTY
    tile_kind: list[str] = field(default_factory=list)  # per tile id: roundabout/y/corner/double/arch
    tile_rot: list[int] = field(default_factory=list)   # per tile id: clockwise quarter turns 0..3
    discard: list[int] = field(default_factory=list)    # collapsed / swapped-out tiles (Keysmith pool)
    spare: list[int] = field(default_factory=list)      # the set-aside Roundabout (Keysmith's, if in play)
    rotation: int = 0              # clockwise quarter turns of the grid over the map
    # --- map (fixed to the table; indexed by map position = row * 5 + col in the map frame) ---
    map_setup: str = "first-game"
    map_sections: list[str] = field(default_factory=list)   # per section slot NW, NE, SE, SW: "A:gold"...
    map_idols: list[list[str]] = field(default_factory=list)  # 25 positions: idols shown there
    map_altars: list[str] = field(default_factory=list)       # 25 positions: altar idol type or ""
    map_gears: list[int] = field(default_factory=list)        # positions showing gold gears (drawing only)
    map_start: int = 12            # map position of the starting space
    # --- supply and research ---
    supply: dict[str, int] = field(default_factory=dict)
    track: list[list[int]] = field(default_factory=list)      # per column: owners bottom-up
    vp_tokens: list[int] = field(default_factory=list)        # token value belonging to each column
    locked: list[bool] = field(default_factory=list)          # token moved above its full column
    # --- events ---
    event_deck: list[int] = field(default_factory=list)       # card ids, index 0 = top
    event_discard: list[int] = field(default_factory=list)
    last_event: int = -1
    end_triggered: str = ""        # why the game will end at the end of this round ("" = not yet)
    placed_this_round: bool = False  # an idol went onto an altar this round (engine safeguard counter)
    quiet_rounds: int = 0          # rounds in a row in which nobody placed an idol (IAI-ENGINE-LIMIT-1)

    def __deepcopy__(self, memo: dict[int, Any]) -> IceAndIdolsState:
        """A fast deep copy (the engine copies the state before every action)."""
        out = copy.copy(self)
        out.players = [copy.deepcopy(p) for p in self.players]
        out.pending = copy.deepcopy(self.pending)
        for name in ("borders", "grid", "tile_kind", "tile_rot", "discard", "spare", "map_sections", "map_altars",
                     "map_gears", "vp_tokens", "locked", "event_deck", "event_discard"):
            setattr(out, name, list(getattr(self, name)))
        out.map_idols = [list(x) for x in self.map_idols]
        out.track = [list(x) for x in self.track]
        out.supply = dict(self.supply)
        return out


def cell_of(row: int, col: int) -> int:
    return (row % SIZE) * SIZE + (col % SIZE)


def rc(cell: int) -> tuple[int, int]:
    return divmod(cell, SIZE)


def tile_name(cell: int | tuple[int, int]) -> str:
    """A grid space as a person reads it: "2,4" (row, column), as the lessons and the board write it."""
    r, c = rc(cell) if isinstance(cell, int) else cell
    return f"{r},{c}"


def map_pos_of_cell(cell: int, rotation: int) -> int:
    """The map position lying under grid ``cell`` after ``rotation`` clockwise quarter turns."""
    r, c = divmod(cell, SIZE)
    for _ in range(rotation % 4):
        r, c = c, SIZE - 1 - r
    return r * SIZE + c


def cell_over_map_pos(pos: int, rotation: int) -> int:
    """The grid cell lying over map position ``pos``."""
    return map_pos_of_cell(pos, -rotation % 4)
