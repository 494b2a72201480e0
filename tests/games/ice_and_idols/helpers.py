"""Building hand-made Ice and Idols positions for rule tests."""

from __future__ import annotations

from floe_widgets.games.ice_and_idols.actions import ChooseKey
from floe_widgets.games.ice_and_idols.game import IceAndIdols
from floe_widgets.games.ice_and_idols.state import EMPTY, IDOLS, cell_of, map_pos_of_cell

CHARS = ("curator", "keysmith", "sculptor", "architect")


def new_game(players: int = 2, seed: int = 1, chars: tuple[str, ...] | None = None, **options) -> IceAndIdols:
    """A game past the key-card choice, seat 0 to play; characters fixed (default Curator, Keysmith...)."""
    options.setdefault("first_player", 0)
    game = IceAndIdols(players=players, seed=seed, characters=list(chars or CHARS[:players]), **options)
    while game.state.phase == "keys":
        game.apply(ChooseKey(game.state.players[game.state.turn].key_offer[0]))
    return game


def refresh(game: IceAndIdols) -> None:
    """After editing ``game.state`` by hand: make it the game's starting position."""
    game.set_position(game.state)


def put(game: IceAndIdols, cell: tuple[int, int], kind: str, rot: int = 0) -> int:
    """Make the tile at ``cell`` (or a discarded/spare tile if the space is empty) a ``kind`` turned ``rot``."""
    s = game.state
    c = cell_of(*cell)
    if s.grid[c] == EMPTY:
        pool = s.discard or s.spare
        tile = pool.pop()
        s.grid[c] = tile
    tile = s.grid[c]
    s.tile_kind[tile], s.tile_rot[tile] = kind, rot % 4
    return tile


def clear(game: IceAndIdols, cell: tuple[int, int]) -> None:
    s = game.state
    c = cell_of(*cell)
    if s.grid[c] != EMPTY:
        s.discard.append(s.grid[c])
        s.grid[c] = EMPTY


def fill(game: IceAndIdols, kind: str = "roundabout") -> None:
    """Every space gets a tile of ``kind`` (rotation 0)."""
    for r in range(5):
        for c in range(5):
            put(game, (r, c), kind, 0)


def place(game: IceAndIdols, seat: int, cell: tuple[int, int], path: int = 0) -> None:
    p = game.state.players[seat]
    p.cell, p.path = cell_of(*cell), path


def blank_map(game: IceAndIdols) -> None:
    s = game.state
    s.map_idols = [[] for _ in range(25)]
    s.map_altars = [""] * 25


def at_location(game: IceAndIdols, cell: tuple[int, int], idols=(), altar: str = "") -> None:
    """Print idols / an altar on the map position currently under grid ``cell``."""
    s = game.state
    pos = map_pos_of_cell(cell_of(*cell), s.rotation)
    s.map_idols[pos] = list(idols)
    s.map_altars[pos] = altar


def spread_out(game: IceAndIdols) -> None:
    """Put the figures far apart on row 4 (so they do not disturb single-figure tests)."""
    for seat in range(1, len(game.state.players)):
        place(game, seat, (4, seat))


def roundabout_board(players: int = 2, chars: tuple[str, ...] | None = None, **options) -> IceAndIdols:
    """All Roundabouts over a blank map, figures spread out, seat 0 at the centre: every step is open."""
    game = new_game(players, chars=chars, **options)
    fill(game, "roundabout")
    blank_map(game)
    spread_out(game)
    place(game, 0, (2, 2))
    return game


def legal_kinds(game: IceAndIdols) -> set[str]:
    return {a.kind for a in game.legal_actions()}


__all__ = ["IDOLS", "new_game", "refresh", "put", "clear", "fill", "place", "blank_map", "at_location",
           "spread_out", "legal_kinds"]
