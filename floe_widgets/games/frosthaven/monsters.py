"""Monster stat cards, ability decks, activation order and a focus/movement chooser.

The focus and movement rules follow FH-FOCUS-7 and FH-MMOVE-3/4 of the scenario-rules spec.
They are computed here on the live map so that monster turns need no other module; the
party's free choices (FH-GEN-1) use the default stable order (hexes by (q, r), figures by id).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from .board import enemies, hexmap, los, occupants, reachable
from .scenario import Board, load_yaml
from .state import FHState, Figure

Hex = tuple[int, int]
FAR = 99


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


def attack_profile(abilities: list[dict], fig: Figure, after: int = 0) -> tuple[int, int, bool]:
    """(range, targets, has attack) of the first attack at or after ``after`` (FH-FOCUS-2):
    a disarmed figure, or a card without an attack, focuses as a single-target melee attack."""
    if "disarm" not in fig.conditions:
        for ab in abilities[after:]:
            if "attack" in ab:
                return max(1, ab.get("range", 1)), ab.get("target", 1), True
    return 1, 1, False


def flies(mtype: str) -> bool:
    """A monster type whose stat card has the flying trait (FH-MOVE-5, FH-MMOVE-8)."""
    return "flying" in monster_types().get(mtype, {}).get("traits", [])


def move_mode(ability: dict | None, mtype: str = "") -> str:
    """The mode of a move for :func:`board.reachable` and ``_relocate``: ``fly`` for a flying
    monster type (FH-FLY-IGNORE-1), ``jump`` for a Jump move, else ``normal``."""
    if flies(mtype):
        return "fly"
    return "jump" if ability and ability.get("jump") else "normal"


def _targets_from(b: Board, s: FHState, fig: Figure, at: Hex, reach: int) -> list[Figure]:
    m = hexmap(b, s)
    out = []
    for other in s.figures:
        if not enemies(fig, other) or "invisible" in other.conditions:
            continue   # FH-COND-INVIS-1: invisible enemies cannot be targeted
        d = m.range(at, other.hex)
        if d <= reach and los(m, at, other.hex):
            out.append(other)
    return out


def find_focus(b: Board, s: FHState, fig: Figure, reach: int, order: list[str],
               mode: str = "normal") -> tuple[str | None, dict]:
    """FH-FOCUS-MAIN-1, FH-FOCUS-HAZARD-1, FH-FOCUS-TIE-1, FH-FOCUS-NONE-1: the enemy with the
    smallest (negative hexes, movement points, range, initiative position), or None."""
    if "stun" in fig.conditions:
        return None, {}
    m = hexmap(b, s)
    costs = reachable(b, s, fig, FAR, mode)
    costs[fig.hex] = ((0, 0), [])
    best_key, best = None, None
    for other in sorted(s.figures, key=lambda f: f.fid):
        if not enemies(fig, other) or "invisible" in other.conditions:
            continue
        hexes = [d for d in costs if m.range(d, other.hex) <= reach and los(m, d, other.hex)]
        if not hexes:
            continue
        c = min(costs[d][0] for d in hexes)
        key = (c[0], c[1], m.range(fig.hex, other.hex), initiative_position(s, other, order))
        if best_key is None or key < best_key:
            best_key, best = key, other.fid
    return best, costs


def initiative_position(s: FHState, f: Figure, order: list[str]) -> int:
    """FH-FOCUS-8: objectives count as 99; others by their place in this round's order."""
    if f.kind == "objective":
        return 999
    key = f.fid if f.kind != "monster" else f"set:{f.mtype}"
    return order.index(key) if key in order else 500


def choose_destination(b: Board, s: FHState, fig: Figure, focus: str, reach: int, targets: int,
                       points: int, mode: str, ranged: bool) -> tuple[Hex, list[Hex]]:
    """FH-MONMOVE-MIN-1, FH-MONMOVE-RANGED-1 (FH-MMOVE-3/4): where to move and the hexes entered."""
    m = hexmap(b, s)
    target = next(f for f in s.figures if f.fid == focus)
    costs = reachable(b, s, fig, FAR, mode)
    costs[fig.hex] = ((0, 0), [])
    attack_hexes = {d: c for d, c in costs.items() if m.range(d, target.hex) <= reach and los(m, d, target.hex)}
    if not attack_hexes:
        return fig.hex, []
    n_star = min(c[0][0] for c in attack_hexes.values())
    cands = {d: c for d, c in attack_hexes.items() if c[0][0] == n_star}
    now = [d for d, c in cands.items() if c[0][1] <= points]
    muddled_or_strong = "muddle" in fig.conditions or "strengthen" in fig.conditions
    if now:
        def rank(d: Hex) -> tuple:
            others = [o for o in _targets_from(b, s, fig, d, reach) if o.fid != focus]
            others.sort(key=lambda o: (ranged and m.range(d, o.hex) <= 1, o.fid))
            chosen = [target] + others[: max(0, targets - 1)]
            dis = 0 if muddled_or_strong or not ranged else sum(1 for o in chosen if m.range(d, o.hex) <= 1)
            return (-len(chosen), dis, cands[d][0][1], d)
        best = min(now, key=rank)
        return best, cands[best][1]
    ideal_mp = min(c[0][1] for c in cands.values())
    ideal = [d for d, c in cands.items() if c[0][1] == ideal_mp]
    best_key, best_hex = None, fig.hex
    for e, ((neg_e, mp_e), _) in costs.items():
        if mp_e > points:
            continue
        ghost = Figure(fig.fid, fig.kind, fig.name, e, fig.hp, fig.max_hp, owner=fig.owner)
        from_e = reachable(b, s, ghost, FAR, mode)
        from_e[e] = ((0, 0), [])
        for d in ideal:
            if d in from_e and from_e[d][0][1] < ideal_mp:
                key = (neg_e + from_e[d][0][0], from_e[d][0][1], mp_e, e)
                if best_key is None or key < best_key:
                    best_key, best_hex = key, e
    if best_hex == fig.hex:
        return fig.hex, []
    return best_hex, costs[best_hex][1]


def pick_targets(b: Board, s: FHState, fig: Figure, focus: str, reach: int, targets: int) -> list[str]:
    """FH-MACT-2: the focus first, then as many more enemies as allowed, preferring attacks
    without disadvantage; remaining ties by figure id (FH-GEN-1 default)."""
    m = hexmap(b, s)
    can = _targets_from(b, s, fig, fig.hex, reach)
    if focus not in [f.fid for f in can]:
        return []
    ranged = reach > 1
    others = sorted((f for f in can if f.fid != focus), key=lambda o: (ranged and m.range(fig.hex, o.hex) <= 1, o.fid))
    return [focus] + [o.fid for o in others[: max(0, targets - 1)]]


def heal_target(b: Board, s: FHState, fig: Figure, reach: int, order: list[str]) -> str | None:
    """FH-MACT-6: itself or an ally in range with the most missing hit points."""
    m = hexmap(b, s)
    best = None
    for other in s.figures:
        if enemies(fig, other) or other.kind == "objective":
            continue
        if other.fid != fig.fid and (m.range(fig.hex, other.hex) > reach or not los(m, fig.hex, other.hex)):
            continue
        key = (-(other.max_hp - other.hp), initiative_position(s, other, order), other.fid)
        if best is None or key < best[0]:
            best = (key, other.fid)
    return best[1] if best else None


def free_neighbour(b: Board, s: FHState, at: Hex) -> list[Hex]:
    """Empty hexes adjacent to ``at`` (summons, FH-SUMMON-PLACE-1)."""
    m = hexmap(b, s)
    occ = occupants(s)
    return sorted(n for n in m.adjacent_hexes(at) if n not in occ and m.is_featureless(n))
