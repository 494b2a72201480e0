"""Range, targeting reach and area-of-effect patterns (FH-HEX-2/5, FH-FOCUS-12).

* :func:`hex_distance` ignores walls (geometry helper only, FH-HEX-2);
  :meth:`HexMap.range` counts around walls (FH-HEX-5) and is what abilities use.
* An :class:`Area` is a pattern of red hexes, either *melee* (offsets from the attacker's hex,
  the grey hex) or *ranged* (offsets from the first listed red hex).  Patterns may be rotated
  (6 ways) and mirrored (x2) when placed (FH-FOCUS-12, FH-AOE-ORIENT-1).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property

from floe_widgets.core import hexgrid
from floe_widgets.games.frosthaven.map.hexmap import Hex, HexMap


def hex_distance(a: Hex, b: Hex) -> int:
    """``(|dq| + |dr| + |dq + dr|) / 2`` — walls ignored (FH-HEX-2)."""
    return hexgrid.distance(a, b)


def in_reach(m: HexMap, src: Hex, dst: Hex, rng: int) -> bool:
    """``dst`` can be targeted from ``src`` by an ability of range ``rng`` (0/1 = melee):
    range around walls within reach, and line of sight (FH-HEX-5, FH-LOS-1)."""
    r = m.range(src, dst)
    return r <= max(1, rng) and m.los(src, dst)


@dataclass(frozen=True)
class Area:
    """An area pattern: ``hexes`` red offsets; ``melee`` patterns are relative to the attacker."""

    hexes: tuple[Hex, ...]
    melee: bool = True
    mirror: bool = True

    @cached_property
    def orientations(self) -> list[frozenset[Hex]]:
        """Every distinct orientation (rotations, plus mirror images when allowed) as offsets.
        Ranged patterns are normalised so that each orientation's anchor is (0, 0)."""
        return hexgrid.rotations(self.hexes, (0, 0), mirrored=self.mirror)

    def melee_placements(self, at: Hex) -> list[frozenset[Hex]]:
        """The red hexes of every orientation with the grey hex on ``at``."""
        return [hexgrid.translate(o, at) for o in self.orientations]

    def placements_covering(self, target: Hex) -> list[frozenset[Hex]]:
        """Every placement of a *ranged* pattern with one of its red hexes on ``target``."""
        out: list[frozenset[Hex]] = []
        seen: set[frozenset[Hex]] = set()
        for o in self.orientations:
            for cell in sorted(o):
                p = hexgrid.translate(o, hexgrid.sub(target, cell))
                if p not in seen:
                    seen.add(p)
                    out.append(p)
        return out


def ranged_placement_valid(m: HexMap, src: Hex, placement: Iterable[Hex], rng: int) -> bool:
    """A ranged area placement is valid iff some red hex is a playable hex within range
    (no LOS needed for that hex; Choice in FH-FOCUS-12)."""
    # ranges are counted from the red hexes: few of them, each searched once per map
    return any(not m.acts_as_wall(h) and src in m.ranges_within(h, rng) for h in placement)
