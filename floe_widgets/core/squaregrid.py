"""Square grids, including a wrap-around (torus) grid.

Cells are ``(row, col)``; row 0 is the top.  Grids are lists of rows.
"""

from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")
Cell = tuple[int, int]

#: side name -> (d_row, d_col)
SIDES: dict[str, Cell] = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}
CLOCKWISE = ("N", "E", "S", "W")


def step(cell: Cell, side: str, rows: int, cols: int, wrap: bool = True) -> Cell | None:
    """The cell beyond ``side`` of ``cell``; off the edge wraps round (or None)."""
    dr, dc = SIDES[side]
    r, c = cell[0] + dr, cell[1] + dc
    if wrap:
        return (r % rows, c % cols)
    return (r, c) if 0 <= r < rows and 0 <= c < cols else None


def neighbours(cell: Cell, rows: int, cols: int, wrap: bool = True) -> dict[str, Cell]:
    out = {}
    for side in CLOCKWISE:
        nxt = step(cell, side, rows, cols, wrap)
        if nxt is not None:
            out[side] = nxt
    return out


def cells(rows: int, cols: int) -> list[Cell]:
    return [(r, c) for r in range(rows) for c in range(cols)]


def shift_row(grid: list[list[T]], row: int, by: int = 1) -> list[list[T]]:
    """A copy with ``row`` shifted ``by`` places to the east, wrapping round."""
    out = [list(r) for r in grid]
    n = len(out[row])
    out[row] = [grid[row][(c - by) % n] for c in range(n)]
    return out


def shift_col(grid: list[list[T]], col: int, by: int = 1) -> list[list[T]]:
    """A copy with ``col`` shifted ``by`` places to the south, wrapping round."""
    out = [list(r) for r in grid]
    n = len(out)
    for r in range(n):
        out[r][col] = grid[(r - by) % n][col]
    return out


def rotate_grid(grid: list[list[T]], quarter_turns: int = 1) -> list[list[T]]:
    """A copy of the grid turned by ``quarter_turns`` x 90 degrees clockwise."""
    out = [list(r) for r in grid]
    for _ in range(quarter_turns % 4):
        out = [list(row) for row in zip(*out[::-1])]
    return out


def rotate_cell(cell: Cell, rows: int, quarter_turns: int = 1) -> Cell:
    """Where ``cell`` of a square ``rows`` x ``rows`` grid goes when it turns clockwise."""
    r, c = cell
    for _ in range(quarter_turns % 4):
        r, c = c, rows - 1 - r
    return (r, c)


def rotate_side(side: str, quarter_turns: int = 1) -> str:
    return CLOCKWISE[(CLOCKWISE.index(side) + quarter_turns) % 4]
