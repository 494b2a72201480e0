"""Monster stat cards, ability decks, activation order, the round's complete order, healing targets and
summon hexes.

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


def round_places(s: FHState) -> dict[str, int]:
    """FH-FOCUS-8: each figure's place in this round's complete order, a monster set's monsters in the
    order they act (FH-ACTIVATE-ORDER-1); it ranks figures tied on initiative.  Figures the order does not
    hold (objectives, a summon placed this round) are missing; empty before the round's order is fixed."""
    sets: dict[str, list[Figure]] = {}
    for o in s.figures:
        if o.kind == "monster":
            sets.setdefault(f"set:{o.mtype}", []).append(o)
    ranked = [fid for key in s.order
              for fid in ([x.fid for x in activation_order(sets.get(key, []))] if key.startswith("set:") else [key])]
    return {fid: i for i, fid in enumerate(ranked)}


def heal_target(b: Board, s: FHState, fig: Figure, reach: int) -> str | None:
    """FH-MACT-6: itself or an ally in range with the most missing hit points; ties: the earliest in the
    round's order (Choice).  Heals never target objectives, so the objectives' 99 is not needed."""
    m = hexmap(b, s)
    places = round_places(s)
    best = None
    for other in s.figures:
        if enemies(fig, other) or other.kind == "objective":
            continue
        if other.fid != fig.fid and (m.range(fig.hex, other.hex) > reach or not m.los(fig.hex, other.hex)):
            continue
        key = (-(other.max_hp - other.hp), places.get(other.fid, len(places)), other.fid)
        if best is None or key < best[0]:  # pragma: no mutate (keys end with the unique fid: never equal)
            best = (key, other.fid)
    return best[1] if best else None


def free_neighbour(b: Board, s: FHState, at: Hex) -> list[Hex]:
    """Empty hexes adjacent to ``at`` (summons, FH-SUMMON-PLACE-1)."""
    m = hexmap(b, s)
    occ = occupants(s)
    return sorted(n for n in m.adjacent_hexes(at) if n not in occ and m.is_featureless(n))
