"""What the board needs to know about the game: cells, seats, names, and the cells the legal actions aim at
(for the highlights and for clicks)."""

from __future__ import annotations

from typing import Any

from floe_widgets.core import Action

from .. import actions as A
from ..state import NEUTRAL, SIZE, IceAndIdolsState
from .style import NEUTRAL_COLOUR, OKABE, PLAYER_COLOURS, SIDES


def content_of(game: Any) -> Any:
    content = getattr(game, "content", None)
    if content is not None:
        return content
    from .data import load_content

    return load_content(getattr(game, "options", {}).get("content"))


def cell_rc(cell: int) -> tuple[int, int]:
    return divmod(cell, SIZE)


def step_cell(cell: int, side: int) -> int:
    """Neighbour across ``side`` with wrap-around (drawing only: where an action lands)."""
    r, c = divmod(cell, SIZE)
    dr, dc = ((-1, 0), (0, 1), (1, 0), (0, -1))[side]
    return ((r + dr) % SIZE) * SIZE + (c + dc) % SIZE


def tile_sides(state: IceAndIdolsState, content: Any, tile: int) -> list[tuple[int, ...]]:
    rot = state.tile_rot[tile]
    return [tuple((s + rot) % 4 for s in path) for path in content.tile_paths[state.tile_kind[tile]]]


def player_colour(state: IceAndIdolsState, seat: int) -> str:
    if seat == NEUTRAL or seat < 0:
        return NEUTRAL_COLOUR
    return PLAYER_COLOURS.get(state.players[seat].colour, OKABE["grey"])


def player_initial(state: IceAndIdolsState, seat: int) -> str:
    if seat == NEUTRAL or seat < 0:
        return "·"
    return state.players[seat].character[:1].upper()


def ability_ap(content: Any, key: str) -> Any:
    """The AP the character's ability costs."""
    return content.characters.get(key, {}).get("ability_ap")


def active_seat(game: Any) -> int | None:
    state = game.state
    if getattr(state, "phase", "play") == "over" or game.is_over:
        return None
    return state.turn


def action_targets(game: Any, actions: list[Action] | None = None) -> dict[int, list[tuple[str, Action]]]:
    """Grid cell -> [(short label, action)] for ``actions`` (default: the legal ones) aimed at a cell."""
    seat = active_seat(game)
    if seat is None:
        return {}
    return targets_of_actions(game.state, game.legal_actions() if actions is None else actions)


def targets_of_actions(state: IceAndIdolsState, actions: list[Action]) -> dict[int, list[tuple[str, Action]]]:
    """Grid cell -> [(short label, action)] for the actions aimed at a cell, for the seat to play."""
    out: dict[int, list[tuple[str, Action]]] = {}
    if state.phase == "over":
        return out
    here = state.players[state.turn].cell

    def add(cell: int, label: str, action: Action) -> None:
        out.setdefault(cell, []).append((label, action))

    for a in actions:
        if isinstance(a, A.Move):
            add(step_cell(here, SIDES.index(a.side)), "move", a)
        elif a.kind == "move-to":   # several tiles along connected paths (cell, path, ap)
            add(a.cell[0] * SIZE + a.cell[1], "move", a)
        elif isinstance(a, A.Jump):
            s = SIDES.index(a.side)
            add(step_cell(step_cell(here, s), s), "jump", a)
        elif isinstance(a, A.PassTo):
            add(a.cell[0] * SIZE + a.cell[1], "pass", a)
        elif isinstance(a, A.RotateTile):
            add(a.cell[0] * SIZE + a.cell[1], "rotate", a)
        elif isinstance(a, A.SlideTile):
            src = a.cell[0] * SIZE + a.cell[1]
            add(src, "slide", a)
            add(step_cell(src, SIDES.index(a.side)), "slide", a)
        elif isinstance(a, A.KeysmithTile):
            add(a.cell[0] * SIZE + a.cell[1], "key", a)
        elif isinstance(a, A.ArchitectSwap):
            add(step_cell(here, SIDES.index(a.side)), "swap", a)
        elif isinstance(a, A.SculptorShift):
            add(step_cell(here, SIDES.index(a.side)), "shift", a)
        elif isinstance(a, A.OrientTile):
            add(a.cell[0] * SIZE + a.cell[1], "orient", a)
        elif isinstance(a, (A.PickUp, A.PlaceIdol)):
            add(here, "idol", a)
    return out


def move_cost(a: Action) -> int:
    if isinstance(a, A.Jump):
        return 4
    return int(getattr(a, "ap", 1))


# -- clicks ------------------------------------------------------------------------------------------------------

def cell_at(x: float, y: float) -> tuple[int, int] | None:
    """The grid cell (row, col) under a point of the ``temple`` axes, or None."""
    if not (0 <= x < SIZE and 0 <= y < SIZE):
        return None
    return (int(y), int(x))


def actions_at(game: Any, axes_label: str, x: float, y: float) -> list[Action]:
    """The legal actions a click at (x, y) in the axes ``axes_label`` could mean.

    Temple: every legal action aimed at the clicked tile (move or jump there, rotate / slide / swap /
    orient it, pass to it; on your own tile: pick up or place an idol).  Research track: the VP-token
    shift choices when one is pending.  Player boards: adrenaline on your board.
    """
    legal = game.legal_actions()
    if axes_label == "temple":
        rc_ = cell_at(x, y)
        if rc_ is None:
            return []
        cell = rc_[0] * SIZE + rc_[1]
        return [a for _, a in action_targets(game).get(cell, [])]
    if axes_label == "track":
        return [a for a in legal if isinstance(a, (A.ShiftTokens, A.Research))]
    if axes_label == "players":
        seat = active_seat(game)
        if seat is not None and seat * 2.5 <= y < (seat + 1) * 2.5:
            return [a for a in legal if isinstance(a, (A.UseAdrenaline, A.ChooseKey, A.GainPower, A.Drop))]
    return []


def cell_center(row: int, col: int) -> tuple[float, float]:
    """Data coordinates (x, y) of the centre of grid cell (row, col) in the ``temple`` axes."""
    return (col + 0.5, row + 0.5)
