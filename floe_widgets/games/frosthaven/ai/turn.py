"""The turn as the active figure sees it (:class:`Turn`): its enemies, path costs, the hexes it can
attack from, what it can target there and the tied target sets (FH-FOCUS-2..12, FH-MMOVE-3,
FH-MACT-2)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from itertools import combinations
from math import comb

from floe_widgets.core import hexgrid
from floe_widgets.games.frosthaven.ai.records import Ability, Figure
from floe_widgets.games.frosthaven.map.geometry import ranged_placement_valid
from floe_widgets.games.frosthaven.map.hexmap import Hex, HexMap, Within
from floe_widgets.games.frosthaven.map.los import line_of_sight
from floe_widgets.games.frosthaven.map.mover import Mover
from floe_widgets.games.frosthaven.map.searches import Ways, safest_ways
from floe_widgets.i18n import message

INF = float("inf")
#: Most equally good target sets one destination may offer the party (FH-MACT-2); a position with
#: more is refused rather than listed (docs/frosthaven_ai.md, "Limits").
MAX_TIED_TARGET_SETS = 1000


class TooManyTies(ValueError):
    """More equally good target sets than :data:`MAX_TIED_TARGET_SETS`."""


class _Near:
    """The hexes within ``far`` of ``center`` in hex distance, walls ignored (an area's reach)."""

    __slots__ = ("q", "r", "far")

    def __init__(self, center: Hex, far: int) -> None:
        self.q, self.r, self.far = center[0], center[1], far

    def among(self, hexes: Iterable[Hex]) -> list[Hex]:
        """The ``hexes`` within reach, in their order."""
        q, r, far = self.q, self.r, self.far
        return [d for d in hexes if (abs(d[0] - q) + abs(d[1] - r) + abs(d[0] + d[1] - q - r)) // 2 <= far]


# -- the situation seen by the active figure ---------------------------------------------------
class Turn:
    def __init__(self, m: HexMap, figures: Sequence[Figure], active: str, ability: Ability) -> None:
        byid = {f.id: f for f in figures}
        if active not in byid:
            raise ValueError(f"active figure {active!r} is not among the figures")
        self.m, self.ability, self.figures, self.byid = m, ability, list(figures), byid
        self.me = me = byid[active]
        self.S = me.hex
        others = [f for f in figures if f.id != me.id]
        self.enemies = [f for f in others if f.team != me.team]
        self.visible = [f for f in self.enemies if not f.has("invisible")]
        # visible enemies and objectives block the way (FH-MOVE-2, FH-FOCUS-9)
        blocking = [f.hex for f in self.visible] + [f.hex for f in others if f.kind == "objective"]
        self.mover = Mover(self.S, ability.movement, character=(me.kind == "character"),
                           occupied=[f.hex for f in others], blocking=blocking)
        self.can_attack = ability.attack and not me.has("disarm", "disarmed")
        if self.can_attack:
            self.R = max(1, ability.range)
            self.N = max(1, ability.targets)
            self.area = ability.aoe
        else:
            self.R, self.N, self.area = 1, 1, None  # single-target melee proxy (FH-FOCUS-2)
        self.ranged = (self.area is not None and not self.area.melee) or (self.area is None and self.R > 1)
        # "+N Target" on an area attack: N extra targets outside the area (FH-FOCUS-12)
        self.extra = self.N - 1 if self.area is not None else 0
        self.muddled = ability.muddled or me.has("muddle", "muddled")
        self.strengthened = me.has("strengthen", "strengthened")
        self._cost: Ways | None = None
        self._targetable: dict[tuple[Hex, str], bool] = {}
        self._cheapest: dict[str, tuple[list[Hex], tuple[int, int] | None]] = {}

    # path costs (FH-FOCUS-5)
    def cost(self) -> Ways:
        if self._cost is None:
            self._cost = safest_ways(self.m, self.mover)
        return self._cost

    def attack_reach(self, e: Figure) -> Within | _Near:
        """The hexes from which ``e`` might be targeted: for a single-target attack those within
        range of ``e`` (FH-HEX-5); for an area those within its reach in hexes, walls ignored."""
        if self.area is None:
            return self.m.ranges_within(e.hex, self.R)
        return _Near(e.hex, self.area_reach())

    def cheapest_attack(self, e: Figure) -> tuple[list[Hex], tuple[int, int] | None]:
        """Every hex of least cost from which ``e`` can be targeted (sorted; empty if none) and that
        cost ``(neg, mp)`` (None if none).  Hexes are tried cheapest first, so costlier ones are never
        examined (kept per enemy)."""
        found = self._cheapest.get(e.id)
        if found is None:
            found = self._cheapest[e.id] = ([], None)
            for neg, mp, hexes in self.cost().by_cost_among(self.attack_reach(e)):
                if hexes:
                    able = self._targetable_among(hexes, e)
                    if able:
                        found = self._cheapest[e.id] = (able, (neg, mp))
                        break
        return list(found[0]), found[1]

    def _targetable_among(self, hexes: list[Hex], e: Figure) -> list[Hex]:
        """The ``hexes`` (each within :meth:`attack_reach` of ``e``) from which ``e`` can be targeted,
        in order: for a single-target attack they are within range, so sight alone decides."""
        if self.area is None:
            # within range 1 is adjacent (FH-HEX-4, FH-HEX-5): always in sight; so is a hex within range 2
            # (seen through the open edges of the hex between), so R == 2 would answer alike
            if self.R == 1:   # pragma: no mutate (R == 2 alike, as said above)
                return hexes
            m, there = self.m, e.hex
            return [d for d in hexes if line_of_sight(m, d, there)]
        return [d for d in hexes if self.targetable(d, e)]

    def _targetable_in_reach(self, d: Hex, e: Figure) -> bool:
        """:meth:`targetable` for a hex ``d`` within :meth:`attack_reach` of ``e``."""
        if self.area is None:
            if self.R == 1:   # pragma: no mutate (adjacent: in sight, as above; R == 2 alike)
                return True
            return line_of_sight(self.m, d, e.hex)
        return self.targetable(d, e)

    def attack_hexes_within(self, e: Figure, neg: int, most_mp: int) -> Iterator[tuple[Hex, int]]:
        """``(hex, points)`` for every hex from which ``e`` can be targeted reached with ``neg``
        negative hexes and at most ``most_mp`` movement points, cheapest first (then by hex); the
        path search goes only as far as the caller reads."""
        reach = self.attack_reach(e)
        for n, mp, hexes in self.cost().by_cost_among(reach):
            if n < neg:
                continue
            if n > neg or mp > most_mp:
                return
            for d in hexes:   # one at a time: the caller may stop at any hex
                if self._targetable_in_reach(d, e):
                    yield d, mp

    def most_conceivable(self) -> tuple[int, int]:
        """The best ``(targets, attacks with disadvantage)`` any hex could give: every visible enemy
        a target (at most Target N for a single-target attack), none disadvantaged unless the
        monster is muddled (then all are).  A hex that gives it cannot be beaten (FH-MMOVE-3)."""
        if not self.can_attack:
            return 1, 0
        most = len(self.visible) if self.area is not None else min(self.N, len(self.visible))
        return most, most if self.muddled and not self.strengthened else 0

    def area_reach(self) -> int:
        """Hex distance beyond which an area attack (with its extra targets) cannot touch anyone:
        a melee pattern's farthest red hex; a ranged one's range plus its span (FH-FOCUS-12)."""
        cells = self.area.hexes
        if self.area.melee:
            far = max(hexgrid.distance((0, 0), h) for h in cells)
        else:
            far = self.R + max(hexgrid.distance(a, b) for a in cells for b in cells)
        if self.extra:
            far = max(far, 1 if self.area.melee else self.R)
        return far

    # targeting (FH-FOCUS-6/12)
    def targetable(self, d: Hex, e: Figure) -> bool:
        key = (d, e.id)
        known = self._targetable.get(key)   # pragma: no mutate (cache: a miss only recomputes)
        if known is None:
            known = self._targetable[key] = self._targetable_now(d, e)
        return known

    def _targetable_now(self, d: Hex, e: Figure) -> bool:
        m = self.m
        if self.area is None:
            return d in m.ranges_within(e.hex, self.R) and line_of_sight(m, d, e.hex)
        if self.extra and self.outside_reach(d, e):
            return True
        if self.area.melee:
            return any(e.hex in p for p in self.area.melee_placements(d)) and m.los(d, e.hex)
        return (any(ranged_placement_valid(m, d, p, self.R) for p in self.area.placements_covering(e.hex))
                and m.los(d, e.hex))

    def outside_reach(self, d: Hex, e: Figure) -> bool:
        """An extra target outside an area: within the attack's range, or adjacent for a melee area
        (Choice of FH-FOCUS-12), and in line of sight."""
        reach = 1 if self.area is None or self.area.melee else self.R
        return d in self.m.ranges_within(e.hex, reach) and self.m.los(d, e.hex)

    def disadvantaged(self, d: Hex, e: Figure) -> bool:
        """Final state of one attack is disadvantage (FH-MMOVE-5 Choice, FH-ATK-5)."""
        dis = self.muddled or (self.ranged and d in self.m.open_neighbours(e.hex))  # range 1
        return dis and not self.strengthened

    def target_sets(self, d: Hex, focus: Figure) -> tuple[int, int, list[tuple[tuple[str, ...], tuple[Hex, ...]]]]:
        """(T, dis, tied target sets with their area hexes) at ``d`` with ``focus`` among the targets
        (FH-MMOVE-3, FH-MACT-2).  ``d`` is a hex the focus can be attacked from (:meth:`attack_hexes_within`),
        so some placement of an area holds it, or has it as an extra target."""
        if not self.can_attack:
            # every hex scores alike without an attack: these numbers only let the search stop at the first
            # cheapest hex, as most_conceivable's (1, 0) says, and no target is attacked or counted
            return 1, 0, [((focus.id,), ())]  # pragma: no mutate
        others = [e for e in self.visible if e.id != focus.id]
        if self.area is None:
            # Target N: N - 1 more of the enemies it can target from ``d`` (none to look for with Target 1)
            reach: list[Figure] = []
            if self.N > 1:   # pragma: no mutate (N >= 1 alike: with Target 1, k is 0 whatever reach holds)
                reach = [e for e in others if self.targetable(d, e)]
            k = min(self.N - 1, len(reach))
            extra_dis, combos = self.fewest_disadvantaged(d, reach, k)
            low = self.disadvantaged(d, focus) + extra_dis
            return 1 + k, low, [(ids, ()) for ids in sorted((focus.id, *sorted(e.id for e in c)) for c in combos)]
        m = self.m
        if self.area.melee:
            placements = [p for p in self.area.melee_placements(d) if self.extra or focus.hex in p]
        else:
            placements, seen = [], set()
            for e in [focus] + (others if self.extra else []):
                for p in self.area.placements_covering(e.hex):
                    if p not in seen and ranged_placement_valid(m, d, p, self.R):
                        seen.add(p)
                        placements.append(p)
        found: dict[tuple[str, ...], tuple[int, tuple[Hex, ...]]] = {}
        for p in placements:
            hit = [e for e in self.visible if e.hex in p and m.los(d, e.hex)]
            hit_ids = {e.id for e in hit}
            outside = [e for e in self.visible if e.id not in hit_ids] if self.extra else []
            outside = [e for e in outside if self.outside_reach(d, e)]
            if focus.id in hit_ids:
                must: list[Figure] = []
            elif any(e.id == focus.id for e in outside):
                must = [focus]  # the focus is one of the extra targets
            else:
                continue
            pool = [e for e in outside if e.id != focus.id]
            k = min(self.extra - len(must), len(pool))
            # only the least disadvantaged choices of extra targets can be kept (FH-MMOVE-3)
            extra_dis, combos = self.fewest_disadvantaged(d, pool, k)
            dis = sum(self.disadvantaged(d, e) for e in hit + must) + extra_dis
            hexes = tuple(sorted(p))
            for combo in combos:
                chosen = hit + must + list(combo)
                ids = (focus.id, *sorted(e.id for e in chosen if e.id != focus.id))
                if ids not in found or (dis, hexes) < found[ids]:
                    found[ids] = (dis, hexes)
        top = max(len(ids) for ids in found)
        low = min(v[0] for ids, v in found.items() if len(ids) == top)
        sets = [(ids, v[1]) for ids, v in sorted(found.items()) if len(ids) == top and v[0] == low]
        return top, low, sets

    def fewest_disadvantaged(self, d: Hex, pool: list[Figure], k: int) -> tuple[int, list[tuple[Figure, ...]]]:
        """Every choice of ``k`` figures of ``pool`` with the fewest attacks at disadvantage from
        ``d``, and that number: all those without disadvantage first, then ties among the rest.
        Never lists the other choices (the count of tied ones is bounded, :class:`TooManyTies`)."""
        if not k:
            return 0, [()]   # no more targets: the one empty choice
        plain = [e for e in pool if not self.disadvantaged(d, e)]
        if len(plain) >= k:
            return 0, self._choices(plain, k, ())
        hard = [e for e in pool if self.disadvantaged(d, e)]
        return k - len(plain), self._choices(hard, k - len(plain), tuple(plain))

    def _choices(self, pool: list[Figure], k: int, sure: tuple[Figure, ...]) -> list[tuple[Figure, ...]]:
        if comb(len(pool), k) > MAX_TIED_TARGET_SETS:
            raise TooManyTies(message("{count} equally good choices of {k} more targets; at most {most} are listed",
                                      count=comb(len(pool), k), k=k, most=MAX_TIED_TARGET_SETS))
        return [sure + c for c in combinations(pool, k)]

    def initiative_position(self, e: Figure) -> tuple:
        """Place in this round's initiative order for focusing (FH-FOCUS-8): by initiative, then the
        round's order (:attr:`Figure.order`); summons just before their summoner (in listed order);
        missing initiative (objectives, ...) = 99."""
        if e.kind == "summon" and e.summoner in self.byid:
            boss = self.byid[e.summoner]
            summons = [f.id for f in self.figures if f.kind == "summon" and f.summoner == e.summoner]
            return (_init(boss), boss.order, 0, summons.index(e.id))
        return (_init(e), e.order, 1, 0)


def _init(f: Figure) -> float:
    return 99 if f.initiative is None else f.initiative
