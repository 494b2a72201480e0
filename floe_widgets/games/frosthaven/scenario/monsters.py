"""Monster stat cards, ability decks, activation order, healing targets and summon hexes.

Focus, movement and targets are the monster AI's (:mod:`monster_ai`), on the live map of
:mod:`board`.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ..map.board import enemies, hexmap, occupants
from .book import Board, load_yaml
from .state import FHState, Figure

Hex = tuple[int, int]


@cache
def monster_types() -> dict[str, dict[str, Any]]:
    return {m["id"]: m for m in load_yaml("monsters.yaml")["monsters"]}


def stats(mtype: str, level: int, elite: bool) -> dict[str, int]:
    """FH-SETUP-MONSTER-1 / FH-LEVEL-USE-1: the stat card at the scenario level."""
    row = monster_types()[mtype]["elite" if elite else "normal"][level]
    return {"hp": row[0], "move": row[1], "attack": row[2], "shield": row[3]}


def ability_card(mtype: str, index: int) -> dict[str, Any]:
    return monster_types()[mtype]["deck"][index]


def activation_order(monsters: list[Figure]) -> list[Figure]:
    """FH-ACTIVATE-ORDER-1: elites first in ascending standee number, then normals."""
    return sorted(monsters, key=lambda f: (not f.elite, f.number))


def flies(mtype: str) -> bool:
    """A monster type whose stat card has the flying trait (FH-MOVE-5, FH-MMOVE-8)."""
    return "flying" in monster_types().get(mtype, {}).get("traits", [])


def move_mode(ability: dict | None, mtype: str = "") -> str:  # pragma: no mutate (callers name the type)
    """The game's name of a move for :func:`board.reachable` and ``_relocate``: ``fly`` for a flying
    monster type (FH-FLY-IGNORE-1), ``jump`` for a Jump move, else ``normal``."""
    if flies(mtype):
        return "fly"
    return "jump" if ability and ability.get("jump") else "normal"


def initiative_position(s: FHState, f: Figure, order: list[str]) -> int:
    """FH-FOCUS-8: a figure's place in this round's order (a monster by its set's).  Only heals rank by
    it here, and they never target objectives, so the objectives' 99 is not needed."""
    key = f.fid if f.kind != "monster" else f"set:{f.mtype}"
    return order.index(key) if key in order else 500


def heal_target(b: Board, s: FHState, fig: Figure, reach: int, order: list[str]) -> str | None:
    """FH-MACT-6: itself or an ally in range with the most missing hit points."""
    m = hexmap(b, s)
    best = None
    for other in s.figures:
        if enemies(fig, other) or other.kind == "objective":
            continue
        if other.fid != fig.fid and (m.range(fig.hex, other.hex) > reach or not m.los(fig.hex, other.hex)):
            continue
        key = (-(other.max_hp - other.hp), initiative_position(s, other, order), other.fid)
        if best is None or key < best[0]:  # pragma: no mutate (keys end with the unique fid: never equal)
            best = (key, other.fid)
    return best[1] if best else None


def free_neighbour(b: Board, s: FHState, at: Hex) -> list[Hex]:
    """Empty hexes adjacent to ``at`` (summons, FH-SUMMON-PLACE-1)."""
    m = hexmap(b, s)
    occ = occupants(s)
    return sorted(n for n in m.adjacent_hexes(at) if n not in occ and m.is_featureless(n))
