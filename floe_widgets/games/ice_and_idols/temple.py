"""The temple grid: adjacency with wrap-around, paths on tiles, and everything that moves tiles.

All functions take the state (and the content for tile shapes) and work in the grid frame.
Sides are ints 0 N, 1 E, 2 S, 3 W (see ``state``).
"""

from __future__ import annotations

from .data import Content
from .state import EMPTY, SIDE_NAMES, SIZE, IceAndIdolsState

DELTAS = ((-1, 0), (0, 1), (1, 0), (0, -1))
SIDE_OF = {name: i for i, name in enumerate(SIDE_NAMES)}


def step(cell: int, side: int) -> int:
    """The cell beyond ``side``; off an edge it wraps to the opposite edge (IAI-GRID-WRAP-1)."""
    r, c = divmod(cell, SIZE)
    dr, dc = DELTAS[side]
    return ((r + dr) % SIZE) * SIZE + (c + dc) % SIZE


def opposite(side: int) -> int:
    return (side + 2) % 4


def tile_paths(state: IceAndIdolsState, content: Content, tile: int) -> tuple[tuple[int, ...], ...]:
    """The paths of ``tile`` as grid sides, after its rotation."""
    return content.rotated[(state.tile_kind[tile], state.tile_rot[tile])]


def path_sides(state: IceAndIdolsState, content: Content, cell: int, path: int) -> tuple[int, ...]:
    tile = state.grid[cell]
    if tile == EMPTY:
        return ()
    paths = tile_paths(state, content, tile)
    return paths[path] if 0 <= path < len(paths) else ()


def path_with_side(state: IceAndIdolsState, content: Content, cell: int, side: int) -> int | None:
    """The path of the tile at ``cell`` that opens on ``side`` (None: walled, or no tile)."""
    tile = state.grid[cell]
    if tile == EMPTY:
        return None
    for i, path in enumerate(tile_paths(state, content, tile)):
        if side in path:
            return i
    return None


def occupants(state: IceAndIdolsState, cell: int) -> list[int]:
    return [seat for seat, p in enumerate(state.players) if p.cell == cell]


def move_target(state: IceAndIdolsState, content: Content, seat: int, side: int) -> tuple[int, int] | None:
    """(cell, path) reached by a one-tile Move through ``side``, or None (IAI-MOVE-STEP-1, IAI-AMBIG-12)."""
    p = state.players[seat]
    if side not in path_sides(state, content, p.cell, p.path):
        return None
    nxt = step(p.cell, side)
    path = path_with_side(state, content, nxt, opposite(side))
    return None if path is None else (nxt, path)


def jump_target(state: IceAndIdolsState, content: Content, seat: int, side: int) -> tuple[int, int] | None:
    """(cell, path) reached by the Curator's jump over one space (IAI-ABILITY-CURATOR-1, IAI-AMBIG-15)."""
    p = state.players[seat]
    if side not in path_sides(state, content, p.cell, p.path):
        return None
    landing = step(step(p.cell, side), side)
    path = path_with_side(state, content, landing, opposite(side))
    return None if path is None else (landing, path)


def movable_by_power(state: IceAndIdolsState, cell: int, seat: int) -> bool:
    """A tile Ruby/Gold may move: no character on it but (possibly) the user's own (IAI-AMBIG-20)."""
    return state.grid[cell] != EMPTY and all(s == seat for s in occupants(state, cell))


def rotate_tile(state: IceAndIdolsState, cell: int, clockwise: bool) -> None:
    tile = state.grid[cell]
    state.tile_rot[tile] = (state.tile_rot[tile] + (1 if clockwise else 3)) % 4


def shift_line(state: IceAndIdolsState, cell: int, side: int) -> list[int]:
    """Shift the row (side E/W) or column (side N/S) through ``cell`` one space towards ``side``.

    Tiles and empty spaces move alike, the one pushed off the edge re-enters at the other end, and
    characters ride their tiles (IAI-EVENT-SHIFT-1..4).  Returns the cells of the line.
    """
    r, c = divmod(cell, SIZE)
    line = [r * SIZE + i for i in range(SIZE)] if side in (1, 3) else [i * SIZE + c for i in range(SIZE)]
    old = {x: state.grid[x] for x in line}
    for x in line:
        state.grid[step(x, side)] = old[x]
    for p in state.players:
        if p.cell in old:
            p.cell = step(p.cell, side)
    return line


def swap_cells(state: IceAndIdolsState, a: int, b: int) -> None:
    """Exchange the contents of two cells; characters ride their tiles."""
    state.grid[a], state.grid[b] = state.grid[b], state.grid[a]
    for p in state.players:
        if p.cell == a:
            p.cell = b
        elif p.cell == b:
            p.cell = a


def collapse_target(state: IceAndIdolsState, seat: int, first_side: int) -> int | None:
    """The cell that collapses: ``first_side`` of the active character, else clockwise onwards.

    Empty spaces and tiles holding any character are skipped (IAI-COLLAPSE-NEXT-1, IAI-AMBIG-19);
    None when all four are skipped (IAI-COLLAPSE-NONE-1).
    """
    here = state.players[seat].cell
    for i in range(4):
        cell = step(here, (first_side + i) % 4)
        if state.grid[cell] != EMPTY and not occupants(state, cell):
            return cell
    return None


def empty_unoccupied_tiles(state: IceAndIdolsState, exclude: int) -> list[int]:
    """Tiles with no character on them, other than ``exclude`` (passing, IAI-AMBIG-18)."""
    taken = {p.cell for p in state.players}
    return [c for c, t in enumerate(state.grid) if t != EMPTY and c not in taken and c != exclude]


def reachable(state: IceAndIdolsState, content: Content, seat: int, budget: int) -> dict[tuple[int, int], int]:
    """(cell, path) -> fewest tiles moved to get there, within ``budget`` AP (breadth first)."""
    p = state.players[seat]
    start = (p.cell, p.path)
    dist = {start: 0}
    frontier = [start]
    for d in range(1, budget + 1):
        nxt = []
        for cell, path in frontier:
            for side in path_sides(state, content, cell, path):
                to = step(cell, side)
                pth = path_with_side(state, content, to, opposite(side))
                if pth is not None and (to, pth) not in dist:
                    dist[(to, pth)] = d
                    nxt.append((to, pth))
        frontier = nxt
    del dist[start]
    return dist
