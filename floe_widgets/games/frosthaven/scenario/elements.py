"""The six elements and their three states (FH-ELEMENT-*)."""

from __future__ import annotations

ELEMENTS = ("fire", "ice", "air", "earth", "light", "dark")
INERT, WANING, STRONG = 0, 1, 2
NAMES = {INERT: "inert", WANING: "waning", STRONG: "strong"}


def new_board() -> dict[str, int]:
    """FH-ELEMENT-TYPES-1: all elements start inert."""
    return {e: INERT for e in ELEMENTS}


def can_consume(board: dict[str, int], element: str) -> bool:
    """FH-ELEMENT-CONSUME-1: strong or waning elements can be consumed."""
    return board.get(element, INERT) in (STRONG, WANING)  # pragma: no mutate (the board holds all six)


def consume(board: dict[str, int], element: str) -> None:
    if not can_consume(board, element):
        raise ValueError(f"{element} is inert and cannot be consumed")  # pragma: no mutate (play asks first)
    board[element] = INERT


def infuse(board: dict[str, int], element: str) -> None:
    board[element] = STRONG


def wane(board: dict[str, int]) -> None:
    """FH-ELEMENT-WANE-1: strong -> waning -> inert."""
    for e in board:
        board[e] = max(INERT, board[e] - 1)
