"""Seeded random ``fh-situation/1`` documents (for the solver's differential test and benchmark).

``random_situation(seed)`` gives the same document for the same seed on every machine: a hex
board with wall hexes, obstacles, traps, hazards, difficult and icy terrain, doors and thin
walls; one to four characters (sometimes with a summon, sometimes invisible), allied monsters,
and an ability drawn from every kind the format has (melee, ranged, Target N, areas, jump,
flying, teleport, muddle, disarm, immobilize, stun)."""

from __future__ import annotations

import random

from floe_widgets.core import hexgrid

FORMAT = "fh-situation/1"
TERRAIN = (("wall", 0.05), ("obstacle", 0.07), ("trap", 0.03), ("hazardous", 0.03), ("difficult", 0.05),
           ("icy", 0.03), ("door", 0.01), ("pressure-plate", 0.01))
MELEE_AREAS = ([[1, 0], [1, -1]], [[1, 0], [2, -1], [2, 0]], [[0, -1], [1, -1], [1, 0]])
RANGED_AREAS = ([[0, 0], [1, 0]], [[0, 0], [1, 0], [0, 1]], [[0, 0], [1, -1], [2, -2]])


def random_situation(seed: int, radius: int | None = None) -> dict:
    """One seeded random situation (a board of ``radius``, 3 to 6 when not given)."""
    rng = random.Random(seed)
    radius = radius if radius is not None else rng.randint(3, 6)
    hexes = hexgrid.spiral((0, 0), radius)
    overlays: dict = {}
    for h in hexes[1:]:
        x = rng.random()
        for kind, p in TERRAIN:
            if x < p:
                overlays[h] = kind
                break
            x -= p
    on_map = set(hexes)
    walls = set()
    for h in hexes:
        for n in hexgrid.neighbours(h):
            if n in on_map and h < n and h not in overlays and n not in overlays and rng.random() < 0.03:
                walls.add((h, n))
    free = [h for h in hexes if h not in overlays and h != (0, 0)]
    n_chars = rng.randint(1, 4)
    n_monsters = rng.randint(0, 2)
    summon = rng.random() < 0.2
    spots = rng.sample(free, n_chars + n_monsters + summon)
    figures = [{"id": "M", "team": "monsters", "kind": "monster", "hex": [0, 0]}]
    for i in range(n_chars):
        f = {"id": f"C{i + 1}", "team": "characters", "kind": "character", "hex": list(spots[i]),
             "initiative": rng.randint(1, 99)}
        if rng.random() < 0.1:
            f["conditions"] = ["invisible"]
        figures.append(f)
    if summon:
        figures.append({"id": "S1", "team": "characters", "kind": "summon", "summoner": "C1",
                        "hex": list(spots[n_chars + n_monsters])})
    for j in range(n_monsters):
        figures.append({"id": f"m{j + 1}", "team": "monsters", "kind": "monster", "hex": list(spots[n_chars + j])})
    conditions = [c for c, p in (("muddle", 0.05), ("disarm", 0.05), ("immobilize", 0.05), ("stun", 0.02),
                                 ("strengthen", 0.05)) if rng.random() < p]
    if conditions:
        figures[0]["conditions"] = conditions
    ranged = rng.random() < 0.5
    ability = {"move": rng.randint(0, 4), "attack": rng.random() < 0.9, "range": rng.randint(2, 5) if ranged else 0,
               "targets": 1, "aoe": None, "movement": "normal", "muddled": rng.random() < 0.05}
    x = rng.random()
    if x < 0.2:
        ability["targets"] = min(rng.randint(2, 3), len(figures))
    elif x < 0.3:
        pattern = rng.choice(RANGED_AREAS if ranged else MELEE_AREAS)
        ability["aoe"] = {"melee": not ranged, "hexes": pattern}
        if rng.random() < 0.3:
            ability["targets"] = 2
    mode = rng.random()
    if mode < 0.06:
        ability["movement"] = "jump"
    elif mode < 0.12:
        ability["movement"] = "flying"
    elif mode < 0.15:
        ability["movement"] = "teleport"
    return {"format": FORMAT, "hexes": [list(h) for h in hexes],
            "walls": [[list(a), list(b)] for a, b in sorted(walls)],
            "overlays": [{"hex": list(h), "kind": k} for h, k in sorted(overlays.items())],
            "figures": figures, "active": "M", "ability": ability, "scenario_level": 1}
