"""Monster AI: focus, movement and targets of one automated figure's turn (FH-FOCUS, FH-MMOVE,
FH-MACT-2).  Pure Python, no drawing.

Public entry points::

    plan = plan_turn(hexmap, figures, "M1", Ability(move=2, attack=True, range=3))
    plan.focus        # ids tied as focus (usually one; empty = no focus)
    plan.options      # every option the rules leave to the party (FH-GEN-1), stable order
    plan.trace        # [Step(text, rules)] — why: costs per enemy, focus tie-breaks, destination

    focus = find_focus(hexmap, figures, "M1", ability)   # the focus part alone

Figures are :class:`Figure` records (the scenario engine builds them from its state).  Costs are
``(neg, mp)`` pairs: negative hexes entered, then movement points (FH-FOCUS-5).
"""

from __future__ import annotations

from collections.abc import Container, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache, reduce
from itertools import combinations
from math import comb

from floe_widgets.core import hexgrid
from floe_widgets.games.frosthaven.map.entries import hazard_damage, trap_damage
from floe_widgets.games.frosthaven.map.geometry import Area, ranged_placement_valid
from floe_widgets.games.frosthaven.map.hexmap import Hex, HexMap
from floe_widgets.games.frosthaven.map.mover import NORMAL, Mover, Reach
from floe_widgets.games.frosthaven.map.searches import Ways, costs_to, safest_ways, steps_to_any
from floe_widgets.i18n import Message, message, text

INF = float("inf")
#: Most equally good target sets one destination may offer the party (FH-MACT-2); a position with
#: more is refused rather than listed (docs/frosthaven_ai.md, "Limits").
MAX_TIED_TARGET_SETS = 1000


class TooManyTies(ValueError):
    """More equally good target sets than :data:`MAX_TIED_TARGET_SETS`."""


@dataclass(frozen=True)
class Figure:
    """A figure on the map as the AI sees it.

    ``team``: ``"characters"`` (characters, their summons and allies) or ``"monsters"``.
    ``kind``: ``character``, ``summon``, ``monster``, ``ally`` or ``objective``.
    ``initiative``: this round's initiative (characters; optional for others: 99 when missing).
    ``summoner``: for summons, the id of the character (a summon acts just before it, FH-FOCUS-8).
    ``conditions``: lower-case names (``invisible``, ``stun``, ``disarm``, ``immobilize``,
    ``muddle``, ``strengthen``, ...)."""

    id: str
    team: str
    hex: Hex
    kind: str = "character"
    initiative: float | None = None
    summoner: str | None = None
    conditions: frozenset = frozenset()
    rank: str = "normal"

    def has(self, *names: str) -> bool:
        return not self.conditions.isdisjoint(names)


@dataclass(frozen=True)
class Ability:
    """The active figure's ability card this turn, as far as focus and movement care.

    ``move``: movement points (0 = no move ability).  ``attack``: the card has an attack.
    ``range``: 0 (or 1) = melee, else the ranged attack's range.  ``targets``: Target N.
    ``aoe``: an :class:`Area` or None.  ``movement``: normal / jump / flying / teleport.
    ``muddled``: the monster is muddled this turn (also read from its conditions)."""

    move: int = 0
    attack: bool = True
    range: int = 0
    targets: int = 1
    aoe: Area | None = None
    movement: str = NORMAL
    muddled: bool = False


@dataclass(frozen=True)
class Step:
    """One sentence of the explanation trace (a :class:`Message`: said in the reader's language) and the
    rule ids it applies."""

    text: str
    rules: tuple[str, ...] = ()

    def __str__(self) -> str:
        said = text(self.text)
        return f"{said} ({', '.join(self.rules)})" if self.rules else said


@dataclass(frozen=True)
class Option:
    """One choice left to the party: focus, path (start first, slides included), destination,
    attacked ids (focus first), the red hexes of the area placement, which attacks have
    disadvantage, and the hexes stepped into (``steps``, for :func:`.movement.follow`)."""

    focus: str | None
    path: tuple[Hex, ...]
    destination: Hex
    attacks: tuple[str, ...] = ()
    aoe_hexes: tuple[Hex, ...] = ()
    disadvantaged: tuple[str, ...] = ()
    steps: tuple[Hex, ...] = ()


@dataclass
class FocusResult:
    focus: list[str]
    keys: dict[str, tuple]               # enemy id -> (neg, mp, range, initiative position)
    best_hexes: dict[str, list[Hex]]      # enemy id -> its cheapest attack hexes
    trace: list[Step] = field(default_factory=list)


@dataclass
class TurnPlan:
    focus: list[str]
    options: list[Option]
    trace: list[Step]

    @property
    def explanation(self) -> list[str]:
        return [str(s) for s in self.trace]


class _Near:
    """The hexes within ``far`` of ``center`` in hex distance, walls ignored (an area's reach)."""

    __slots__ = ("q", "r", "far")

    def __init__(self, center: Hex, far: int) -> None:
        self.q, self.r, self.far = center[0], center[1], far

    def __contains__(self, d: object) -> bool:
        q, r = self.q, self.r
        return (abs(d[0] - q) + abs(d[1] - r) + abs(d[0] + d[1] - q - r)) // 2 <= self.far


# -- the situation seen by the active figure ---------------------------------------------------
class _Turn:
    def __init__(self, m: HexMap, figures: Sequence[Figure], active: str, ability: Ability) -> None:
        byid = {f.id: f for f in figures}
        if active not in byid:
            raise ValueError(f"active figure {active!r} is not among the figures")
        self.m, self.ability, self.figures, self.byid = m, ability, list(figures), byid
        self.me = me = byid[active]
        self.S = me.hex
        self.enemies = [f for f in figures if f.team != me.team and f.id != me.id]
        self.visible = [f for f in self.enemies if not f.has("invisible")]
        others = [f for f in figures if f.id != me.id]
        blocking = {f.hex for f in others if (f.team != me.team and not f.has("invisible")) or f.kind == "objective"}
        self.mover = Mover(self.S, ability.movement, character=(me.kind == "character"),
                           occupied=frozenset(f.hex for f in others), blocking=frozenset(blocking))
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
        self._cheapest: dict[str, list[Hex]] = {}

    # path costs (FH-FOCUS-5)
    def cost(self) -> Ways:
        if self._cost is None:
            self._cost = safest_ways(self.m, self.mover)
        return self._cost

    def attack_reach(self, e: Figure) -> Container[Hex]:
        """The hexes from which ``e`` might be targeted: for a single-target attack those within
        range of ``e`` (FH-HEX-5); for an area those within its reach in hexes, walls ignored."""
        if self.area is None:
            return self.m.ranges_within(e.hex, self.R)
        return _Near(e.hex, self.area_reach())

    def cheapest_attack_hexes(self, e: Figure) -> list[Hex]:
        """Every hex of least cost from which ``e`` can be targeted (sorted; empty if none).
        Hexes are tried cheapest first, so costlier ones are never examined (kept per enemy)."""
        found = self._cheapest.get(e.id)
        if found is None:
            ways = self.cost()
            raw, reach = ways.raw, self.attack_reach(e)
            found = self._cheapest[e.id] = []
            low = None
            for d in ways.cheapest_first():
                if d not in reach:
                    continue
                r = raw[d]
                if low is not None and (r[0], r[1]) != low:
                    break
                if self.targetable(d, e):
                    low = (r[0], r[1])
                    found.append(d)
        return list(found)

    def attack_hexes_within(self, e: Figure, neg: int, most_mp: int) -> Iterator[tuple[Hex, int]]:
        """``(hex, points)`` for every hex from which ``e`` can be targeted reached with ``neg``
        negative hexes and at most ``most_mp`` movement points, cheapest first (then by hex); the
        path search goes only as far as the caller reads."""
        ways = self.cost()
        raw, reach = ways.raw, self.attack_reach(e)
        for d in ways.cheapest_first():
            if d not in reach:
                continue
            r = raw[d]
            if r[0] < neg:
                continue
            if r[0] > neg or r[1] > most_mp:
                return
            if self.targetable(d, e):
                yield d, r[1]

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
        known = self._targetable.get(key)
        if known is None:
            known = self._targetable[key] = self._targetable_now(d, e)
        return known

    def _targetable_now(self, d: Hex, e: Figure) -> bool:
        m = self.m
        if self.area is None:
            return d in m.ranges_within(e.hex, self.R) and m.los(d, e.hex)
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
        (FH-MMOVE-3, FH-MACT-2)."""
        if not self.can_attack:
            return 1, 0, [((focus.id,), ())]
        others = [e for e in self.visible if e.id != focus.id]
        if self.area is None:
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
        if not found:
            return 0, 0, []
        top = max(len(ids) for ids in found)
        low = min(v[0] for ids, v in found.items() if len(ids) == top)
        sets = [(ids, v[1]) for ids, v in sorted(found.items()) if len(ids) == top and v[0] == low]
        return top, low, sets

    def fewest_disadvantaged(self, d: Hex, pool: list[Figure], k: int) -> tuple[int, list[tuple[Figure, ...]]]:
        """Every choice of ``k`` figures of ``pool`` with the fewest attacks at disadvantage from
        ``d``, and that number: all those without disadvantage first, then ties among the rest.
        Never lists the other choices (the count of tied ones is bounded, :class:`TooManyTies`)."""
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
        """Place in this round's initiative order for focusing (FH-FOCUS-8): summons just before
        their summoner (in listed order); missing initiative (objectives, ...) = 99."""
        if e.kind == "summon" and e.summoner in self.byid:
            boss = self.byid[e.summoner]
            summons = [f.id for f in self.figures if f.kind == "summon" and f.summoner == e.summoner]
            return (_init(boss), 0, summons.index(e.id))
        return (_init(e), 1, 0)


def _init(f: Figure) -> float:
    return 99 if f.initiative is None else f.initiative


# the words for a cost are the same on every map: written once per number (at most 256 kept)
@lru_cache(maxsize=256)
def _points(n: int) -> Message:
    return message("1 movement point") if n == 1 else message("{n} movement points", n=n)


@lru_cache(maxsize=256)
def _negative_hexes(n: int) -> Message:
    return message("1 negative hex") if n == 1 else message("{n} negative hexes", n=n)


def _cost_text(r: Reach) -> str:
    return _cost_words(r.neg, r.mp)


@lru_cache(maxsize=256)
def _cost_words(neg: int, mp: int) -> str:
    if neg:
        return message("{points} and {negative}", points=_points(mp), negative=_negative_hexes(neg))
    return _points(mp)


def _either(items: list[str]) -> str:
    return items[0] if len(items) == 1 else message("{first} or {last}", first=", ".join(items[:-1]), last=items[-1])


def _semicolons(parts: list[str]) -> str:
    return reduce(lambda said, part: message("{said}; {part}", said=said, part=part), parts)


def _both(items: list[str]) -> str:
    return items[0] if len(items) == 1 else message("{first} and {last}", first=", ".join(items[:-1]), last=items[-1])


def _hx(h: Hex) -> str:
    return f"({h[0]},{h[1]})"


# -- focus ------------------------------------------------------------------------------------
def _find_focus(t: _Turn) -> FocusResult:
    trace: list[Step] = []
    me = t.me
    if me.has("stun", "stunned"):
        trace.append(Step(message("{me} is stunned: it finds no focus and performs nothing", me=me.id),
                          ("FH-FOCUS-1",)))
        return FocusResult([], {}, {}, trace)
    if t.can_attack:
        what = (message("melee") if t.R == 1 and t.area is None else
                (message("area melee") if t.area.melee else message("area range {range}", range=t.R)) if t.area
                else message("range {range}", range=t.R))
        if t.N > 1 and t.area is None:
            what = message("{attack}, target {n}", attack=what, n=t.N)
        trace.append(Step(message("{me} focuses with its attack: {attack}", me=me.id, attack=what), ("FH-FOCUS-2",)))
    else:
        said = (message("{me} is disarmed: it focuses as if it had a single-target melee attack", me=me.id)
                if t.ability.attack else
                message("{me} has no attack: it focuses as if it had a single-target melee attack", me=me.id))
        trace.append(Step(said, ("FH-FOCUS-2", "FH-MMOVE-6")))
    mode = t.ability.movement
    if mode != NORMAL:
        said = (message("Paths use jump movement") if mode == "jump" else message("Paths use flying movement")
                if mode == "flying" else message("Paths use teleport movement"))
        trace.append(Step(said, ("FH-FOCUS-3", "FH-MOVE-4" if mode == "jump" else
                                                          "FH-MOVE-5" if mode == "flying" else "FH-MOVE-6")))
    cost = t.cost()
    keys: dict[str, tuple] = {}
    best_hexes: dict[str, list[Hex]] = {}
    for e in t.enemies:
        if e.has("invisible"):
            trace.append(Step(message("{enemy} is invisible: it cannot be focused and does not block the way",
                                      enemy=e.id),
                              ("FH-FOCUS-9", "FH-COND-3")))
            continue
        best = t.cheapest_attack_hexes(e)
        if not best:
            trace.append(Step(message("{enemy} cannot be attacked from any hex {me} can reach", enemy=e.id, me=me.id),
                              ("FH-FOCUS-6",)))
            continue
        c = cost[best[0]].cost
        best_hexes[e.id] = best
        rng = t.m.range(t.S, e.hex)
        keys[e.id] = (c[0], c[1], rng, t.initiative_position(e))
        where = (message("from where it stands") if best == [t.S]
                 else message("from {hexes}", hexes=", ".join(map(_hx, best))))
        trace.append(Step(message("{enemy} can be attacked after {cost} {where}; range {range}", enemy=e.id,
                                  cost=_cost_text(cost[best[0]]), where=where,
                                  range=rng if rng != INF else message("none")),
                          ("FH-FOCUS-5", "FH-FOCUS-6", "FH-HEX-6")))
    if not keys:
        trace.append(Step(message("{me} has no focus: it neither moves nor attacks", me=me.id), ("FH-FOCUS-10",)))
        return FocusResult([], keys, best_hexes, trace)
    low = min(keys.values())
    focus = sorted(i for i, k in keys.items() if k == low)
    trace.append(Step(_focus_reason(keys, focus), ("FH-FOCUS-7", "FH-FOCUS-8")))
    if len(focus) > 1:
        trace.append(Step(message("{figures} tie on every step: the party picks the focus", figures=_both(focus)),
                          ("FH-GEN-1",)))
    return FocusResult(focus, keys, best_hexes, trace)


def _focus_reason(keys: dict[str, tuple], focus: list[str]) -> str:
    k = keys[focus[0]]
    rivals = [v for i, v in keys.items() if i not in focus]
    if not rivals:
        return message("Focus: {focus} (the only enemy it can attack)", focus=", ".join(focus))
    if all(v[0] > k[0] for v in rivals):
        why = message("fewest negative hexes on the path")
    elif all(v[:2] > k[:2] for v in rivals):
        why = message("fewest movement points to an attack hex")
    elif all(v[:3] > k[:3] for v in rivals):
        why = message("paths tie; closest by range")
    else:
        why = message("paths and range tie; earliest in initiative order")
    return message("Focus: {focus} ({why})", focus=", ".join(focus), why=why)


def find_focus(m: HexMap, figures: Sequence[Figure], active: str, ability: Ability) -> FocusResult:
    """The focus of ``active`` this turn (FH-FOCUS-1..10), with all tied enemies."""
    return _find_focus(_Turn(m, figures, active, ability))


# -- movement and targets -----------------------------------------------------------------------
def _destinations(t: _Turn, focus: Figure) -> tuple[list[Option], list[Step]]:
    trace: list[Step] = []
    m, S, cost = t.m, t.S, t.cost()
    me, ab = t.me, t.ability
    mp_now = ab.move if ab.move > 0 and not me.has("immobilize", "immobilized") else 0
    if ab.move > 0 and mp_now == 0:
        trace.append(Step(message("{me} is immobilized: it cannot move", me=me.id), ("FH-COND-4", "FH-MMOVE-1")))
    ideal = t.cheapest_attack_hexes(focus)
    if not ideal:
        return [Option(focus.id, (S,), S)], trace
    n_star, ideal_mp = cost[ideal[0]].cost
    # FH-MMOVE-3: rank the hexes it can attack the focus from this turn by most targets, fewest
    # disadvantaged attacks, then fewest points.  They come cheapest first, so once one gives the
    # best conceivable targets, a costlier hex cannot win and the search stops there.
    most, fewest = t.most_conceivable()
    ranked = []
    top = None
    for d, mp in t.attack_hexes_within(focus, n_star, mp_now):
        if top is not None and top[:2] == (-most, fewest) and mp > top[2]:
            break
        T, dis, sets = t.target_sets(d, focus)
        key = (-T, dis, mp)
        ranked.append((key, d, sets))
        if top is None or key < top:
            top = key
    attack_word = message("attack") if t.can_attack else message("reach (as if attacking)")
    if ranked:
        best = sorted((d, sets) for k, d, sets in ranked if k == top)
        T, dis, mp = -top[0], top[1], top[2]
        if best == [] or (len(best) == 1 and best[0][0] == S):
            if mp_now == 0 and ab.move == 0:
                trace.append(Step(message("{me} has no move ability and can {verb} {focus} from where it stands",
                                          me=me.id, verb=attack_word, focus=focus.id), ("FH-MMOVE-7", "FH-MMOVE-1")))
            else:
                trace.append(Step(message("{me} can already {verb} {focus} with the most targets and fewest "
                                          "disadvantaged attacks: it does not move",
                                          me=me.id, verb=attack_word, focus=focus.id), ("FH-MMOVE-3",)))
        else:
            parts = []
            if t.can_attack and (t.N > 1 or t.area is not None):
                parts.append(message("1 target") if T == 1 else message("{n} targets", n=T))
            if t.can_attack:
                parts.append(message("1 attack with disadvantage") if dis == 1
                             else message("{n} attacks with disadvantage", n=dis))
            parts.append(_points(mp))
            dests = _either([_hx(d) for d, _ in best])
            rules = ["FH-MMOVE-3"]
            if t.ranged and m.range(S, focus.hex) == 1 and dis == 0:
                rules.append("FH-MMOVE-5")
                parts.insert(0, message("stepping away from {focus} avoids disadvantage", focus=focus.id))
            trace.append(Step(message("{me} moves to {hexes}: from there it can {verb} {focus} ({why})", me=me.id,
                                      hexes=dests, verb=attack_word, focus=focus.id,
                                      why=_semicolons(parts)), tuple(rules)))
            if n_star:
                trace.append(Step(message("Every way to attack {focus} crosses {negative}; it accepts no more "
                                          "than that", focus=focus.id, negative=_negative_hexes(n_star)),
                                  ("FH-MMOVE-3",)))
        if len(best) > 1 or any(len(sets) > 1 for _, sets in best):
            trace.append(Step(message("Several destinations/target sets tie: each is an option for the party"),
                              ("FH-GEN-1", "FH-MACT-2")))
        options = []
        for d, sets in best:
            for ids, hexes in sets:
                attacks = ids if t.can_attack else ()
                dis_ids = tuple(i for i in attacks if t.disadvantaged(d, t.byid[i]))
                options.append(Option(focus.id, cost[d].path, d, attacks, hexes, dis_ids, cost[d].steps))
        if t.can_attack:
            for o in options:
                who = ", ".join(o.attacks)
                said = (message("Option: attack {targets}", targets=who) if o.destination == S else
                        message("Option from {hex}: attack {targets}", hex=_hx(o.destination), targets=who))
                if o.disadvantaged:
                    said = message("{option} ({figures} with disadvantage)", option=said,
                                   figures=", ".join(o.disadvantaged))
                rules = ("FH-MACT-2", "FH-FOCUS-11") if len(o.attacks) > 1 else ("FH-MACT-2",)
                trace.append(Step(said, rules))
        return options, trace
    # cannot attack the focus this turn (FH-MMOVE-4)
    if mp_now == 0:
        said = (message("{me} has no move ability and cannot attack {focus} from where it stands: it does nothing",
                        me=me.id, focus=focus.id) if ab.move == 0 else
                message("{me} cannot move and cannot attack {focus} from where it stands: it does nothing",
                        me=me.id, focus=focus.id))
        trace.append(Step(said, ("FH-MMOVE-7",)))
        return [Option(focus.id, (S,), S)], trace
    said = dict(me=me.id, verb=attack_word, focus=focus.id, hexes=", ".join(map(_hx, ideal)),
                cost=_cost_text(cost[ideal[0]]))
    trace.append(Step(message("{me} cannot {verb} {focus} this turn; nearest attack hexes {hexes} ({cost})", **said)
                      if len(ideal) > 1 else
                      message("{me} cannot {verb} {focus} this turn; nearest attack hex {hexes} ({cost})", **said),
                      ("FH-MMOVE-4",)))
    # Only hexes on a way with no more negative hexes than the best path (n*) are considered:
    # staying put scores (n*, c(D).mp, 0), so any worse way loses to it (FH-MMOVE-4 step 2-3).
    # FH-MMOVE-4 step 2 and 5: the party first picks which ideal hex D the monster heads for, so
    # each D is scored on its own and the options are the union (staying put included when some D
    # cannot be approached this turn).
    scored: dict[Hex, list[tuple[tuple[int, int, int], Hex]]] = {d: [] for d in ideal}
    if ab.movement == NORMAL:
        # One reverse search per ideal hex: each D is scored on its own (the party's pick), so the
        # nearest D's costs must not hide a farther one's.  Every hex that can score is cheaper
        # than the ideal ones, so already found (cost.raw).
        near = [(e, r) for e, r in cost.raw.items() if r[1] <= mp_now and e != S]
        for d in ideal:
            # only a hex left fewer than ideal_mp points from D with no extra negative hex can score
            to_d = costs_to(m, t.mover, d, below=(n_star, ideal_mp))
            for e, r in near:
                ce = to_d.get(e)
                if ce is not None and ce[1] < ideal_mp and r[0] + ce[0] == n_star:
                    scored[d].append(((n_star, ce[1], r[1]), e))
    else:
        # From e, a jump or teleport triggers only the ideal hex it lands on, flying nothing
        # (FH-MOVE-4..6); the steps to each ideal hex by one backward search per hex.
        near_j = [(e, r) for e, r in cost.items() if r.mp <= mp_now and e != S]
        for d in ideal:
            lands_badly = int(ab.movement != "flying" and m.is_negative(d))
            steps = None if ab.movement == "teleport" else steps_to_any(m, t.mover, (d,))
            for e, r in near_j:
                if r.neg + lands_badly != n_star:
                    continue
                mp = hexgrid.distance(e, d) if steps is None else steps.get(e)
                if mp is not None and mp < ideal_mp:
                    scored[d].append(((n_star, mp, r.mp), e))
    ends: set[Hex] = set()
    for d in ideal:
        if not scored[d]:
            if len(ideal) > 1:
                trace.append(Step(message("Heading for {hex}, no hex within {points} shortens its path without "
                                          "extra negative hexes: it would stay", hex=_hx(d), points=_points(mp_now)),
                                  ("FH-MMOVE-4",)))
            ends.add(S)
            continue
        top = min(k for k, _ in scored[d])
        best = sorted({e for k, e in scored[d] if k == top})
        ends.update(best)
        said = dict(hexes=_either([_hx(e) for e in best]), points=_points(top[1]))
        trace.append(Step(message("Heading for {hex}, it moves to {hexes}, leaving {points} to go (shortest remaining "
                                  "path, no extra negative hexes)", hex=_hx(d), **said) if len(ideal) > 1 else
                          message("It moves to {hexes}, leaving {points} to go (shortest remaining path, no extra "
                                  "negative hexes)", **said), ("FH-MMOVE-4",)))
    if ends == {S}:
        if len(ideal) == 1:
            trace.append(Step(message("No hex within {points} shortens its path without extra negative hexes: "
                                      "it stays", points=_points(mp_now)), ("FH-MMOVE-4",)))
        return [Option(focus.id, (S,), S)], trace
    if len(ideal) > 1:
        trace.append(Step(message("The players pick which of the equally near attack hexes it heads for: every "
                                  "result is an option for the party"), ("FH-MMOVE-4", "FH-GEN-1")))
    elif len(ends) > 1:
        trace.append(Step(message("These hexes tie: each is an option for the party"), ("FH-GEN-1",)))
    return [Option(focus.id, cost[e].path, e, steps=cost[e].steps) if e != S else Option(focus.id, (S,), S)
            for e in sorted(ends)], trace


def plan_turn(m: HexMap, figures: Sequence[Figure], active: str, ability: Ability, *,
              scenario_level: int = 1) -> TurnPlan:
    """Solve one automated figure's turn: focus, destination(s) and target set(s), with every
    option the rules leave tied (FH-GEN-1) and an explanation trace citing rule ids.
    ``scenario_level`` only sets the damage the trace quotes for traps and hazards."""
    t = _Turn(m, figures, active, ability)
    fr = _find_focus(t)
    trace = list(fr.trace)
    if not fr.focus:
        options = [Option(None, (t.S,), t.S)]
        me = t.me
        boss = t.byid.get(me.summoner) if me.kind == "summon" and me.summoner else None
        if boss is not None and ability.move > 0 and not me.has("stun", "stunned", "immobilize", "immobilized"):
            # FH-FOCUS-10 Choice: the summoner may have its summon approach it as a move-only target
            walk = _Turn(m, figures, active, Ability(move=ability.move, attack=False, movement=ability.movement))
            opts, _steps = _destinations(walk, boss)
            extra = [Option(None, o.path, o.destination, steps=o.steps) for o in opts if o.destination != t.S]
            if extra:
                trace.append(Step(message("Without a focus, {me}'s summoner may instead have it move toward "
                                          "{summoner}: to {hexes}", me=me.id, summoner=boss.id,
                                          hexes=_either([_hx(o.destination) for o in extra])),
                                  ("FH-FOCUS-10", "FH-MMOVE-6")))
                options += extra
        return TurnPlan([], options, trace)
    options: list[Option] = []
    for fid in fr.focus:
        opts, steps = _destinations(t, t.byid[fid])
        trace.extend(steps)
        options.extend(opts)
    seen = set()
    unique = []
    for o in options:
        k = (o.focus, o.destination, tuple(sorted(o.attacks)))
        if k not in seen:
            seen.add(k)
            unique.append(o)
    hurt = sorted({h for o in unique for h in o.path[1:] if m.is_negative(h)} if ability.movement != "flying" else [])
    if ability.movement in ("jump", "teleport"):
        hurt = sorted({o.destination for o in unique if o.destination != t.S and m.is_negative(o.destination)})
    for h in hurt:
        if m.is_trap(h):
            trace.append(Step(message("Entering the trap at {hex} springs it: {damage} damage (2 + scenario level), "
                                      "then it is removed", hex=_hx(h), damage=trap_damage(scenario_level)),
                              ("FH-TERR-4", "FH-MMOVE-9")))
        elif m.is_hazardous(h):
            dmg = hazard_damage(scenario_level)
            trace.append(Step(message("Entering the hazardous terrain at {hex} deals {damage} damage "
                                      "(1 + scenario level / 3 rounded up)", hex=_hx(h), damage=dmg),
                              ("FH-TERR-3", "FH-MMOVE-9")))
    return TurnPlan(list(fr.focus), unique, trace)


def figures_from(records: Iterable[dict]) -> list[Figure]:
    """Build figures from plain dicts with the fh-situation/1 figure keys."""
    out = []
    for r in records:
        out.append(Figure(id=r["id"], team=r["team"], hex=tuple(r["hex"]), kind=r.get("kind", "character"),
                          initiative=r.get("initiative"), summoner=r.get("summoner"),
                          conditions=frozenset(r.get("conditions", ())), rank=r.get("rank", "normal")))
    return out


def negative_ability_targets(m: HexMap, figures: Sequence[Figure], active: str, rng: int,
                             targets: int = 1) -> list[tuple[str, ...]]:
    """Targets of a non-attack negative targeted ability (a condition, push, pull ...) from where
    the monster stands now (FH-FOCUS-13): the focus rules as if it were an attack with that range
    (``rng`` 0/1 = adjacent), but it never moves for it.  Enemies it can reach from its hex cost
    ``(0, 0)``, so they are ordered by range and then initiative; every tied choice of ``targets``
    of them is returned (FH-GEN-1).  Empty list: nobody can be targeted."""
    t = _Turn(m, figures, active, Ability(move=0, attack=True, range=rng, targets=targets))
    if t.me.has("stun", "stunned"):
        return []
    able = [e for e in t.visible if t.targetable(t.S, e)]
    if not able:
        return []
    key = {e.id: (m.range(e.hex, t.S), t.initiative_position(e)) for e in able}
    ranked = sorted(able, key=lambda e: (key[e.id], e.id))
    n = min(targets, len(ranked))
    cut = key[ranked[n - 1].id]
    sure = [e.id for e in ranked if key[e.id] < cut]
    tied = [e.id for e in ranked if key[e.id] == cut]
    return [tuple(sure) + combo for combo in combinations(tied, n - len(sure))]
