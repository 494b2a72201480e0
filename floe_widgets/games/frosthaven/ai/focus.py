"""The focus of the active figure (FH-FOCUS-1..10), with the sentences that explain it."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence

from floe_widgets.games.frosthaven.ai.records import Ability, Figure, FocusResult, Step
from floe_widgets.games.frosthaven.ai.turn import INF, Turn
from floe_widgets.games.frosthaven.ai.wording import Sentence, both, cost_text, either, hex_text, sentence
from floe_widgets.games.frosthaven.map.geometry import Area
from floe_widgets.games.frosthaven.map.hexmap import Hex, HexMap
from floe_widgets.games.frosthaven.map.mover import NORMAL


def focus_of(t: Turn) -> FocusResult:
    """The focus of the turn's active figure, every tied enemy kept, with the sentences that explain it."""
    trace: list[Step] = []
    me, S = t.me, t.S
    if me.has("stun", "stunned"):
        trace.append(Step(lambda: sentence("{me} is stunned: it finds no focus and performs nothing", me=me.id),
                          ("FH-FOCUS-1",)))
        return FocusResult([], {}, {}, trace)
    if t.can_attack:
        R, N, area = t.R, t.N, t.area
        trace.append(Step(lambda: sentence("{me} focuses with its attack: {attack}", me=me.id,
                                           attack=_attack_words(R, N, area)),
                          ("FH-FOCUS-2",)))
    else:
        attack = t.ability.attack
        trace.append(Step(lambda: sentence("{me} is disarmed: it focuses as if it had a single-target melee attack",
                                           me=me.id) if attack else
                          sentence("{me} has no attack: it focuses as if it had a single-target melee attack",
                                   me=me.id),
                          ("FH-FOCUS-2", "FH-MMOVE-6")))
    mode = t.ability.movement
    if mode != NORMAL:
        trace.append(Step(lambda: sentence("Paths use jump movement") if mode == "jump" else
                          sentence("Paths use flying movement") if mode == "flying" else
                          sentence("Paths use teleport movement"),
                          ("FH-FOCUS-3", "FH-MOVE-4" if mode == "jump" else
                                         "FH-MOVE-5" if mode == "flying" else "FH-MOVE-6")))
    keys = _Keys(t)
    best_hexes: dict[str, list[Hex]] = {}
    for e in t.enemies:
        if e.has("invisible"):
            trace.append(Step(lambda e=e: sentence("{enemy} is invisible: it cannot be focused and does not block "
                                                   "the way", enemy=e.id),
                              ("FH-FOCUS-9", "FH-COND-3")))
            continue
        best, c = t.cheapest_attack(e)
        if not best:
            trace.append(Step(lambda e=e: sentence("{enemy} cannot be attacked from any hex {me} can reach",
                                                   enemy=e.id, me=me.id),
                              ("FH-FOCUS-6",)))
            continue
        best_hexes[e.id] = best
        keys.found[e.id] = (e, c)
        trace.append(Step(lambda e=e, c=c, best=best: sentence(
            "{enemy} can be attacked after {cost} {where}; range {range}", enemy=e.id, cost=cost_text(c),
            where=(sentence("from where it stands") if best == [S]
                   else sentence("from {hexes}", hexes=either([hex_text(h) for h in best]))),
            range=_range_words(keys[e.id][2])),
                          ("FH-FOCUS-5", "FH-FOCUS-6", "FH-HEX-6")))
    if not keys:
        trace.append(Step(lambda: sentence("{me} has no focus: it neither moves nor attacks", me=me.id),
                          ("FH-FOCUS-10",)))
        return FocusResult([], keys, best_hexes, trace)
    # FH-FOCUS-7: range, then initiative, only rank the enemies tied on the cheapest path
    cheapest = min(c for _, c in keys.found.values())
    tied = [i for i, (_, c) in keys.found.items() if c == cheapest]
    low = min(keys[i] for i in tied) if len(tied) > 1 else None  # pragma: no mutate (">= 1": a lone enemy ranked alone)
    focus = sorted(i for i in tied if low is None or keys[i] == low)
    trace.append(Step(lambda: _focus_reason(keys, focus), ("FH-FOCUS-7", "FH-FOCUS-8")))
    if len(focus) > 1:
        trace.append(Step(lambda: sentence("{figures} tie on every step: the party picks the focus",
                                           figures=both(focus)),
                          ("FH-GEN-1",)))
    return FocusResult(focus, keys, best_hexes, trace)


class _Keys(Mapping):
    """Enemy id -> ``(neg, mp, range, initiative position)`` for every enemy it can attack (FH-FOCUS-5..8):
    the cost of the cheapest path to an attack hex as found (``found``: id -> (enemy, cost)); the range and
    the place in the initiative order, which only rank enemies tied on that cost (FH-FOCUS-7), are worked
    out when first read."""

    def __init__(self, t: Turn) -> None:
        self.t = t
        self.found: dict[str, tuple[Figure, tuple[int, int]]] = {}
        self._made: dict[str, tuple] = {}

    def __getitem__(self, i: str) -> tuple:
        key = self._made.get(i)  # pragma: no mutate (a memo: a miss only works the key out again)
        if key is None:
            e, c = self.found[i]
            t = self.t
            key = self._made[i] = (c[0], c[1], t.m.range(t.S, e.hex), t.initiative_position(e))
        return key

    def __iter__(self) -> Iterator[str]:
        return iter(self.found)

    def __len__(self) -> int:
        return len(self.found)


def _range_words(rng: float) -> int | Sentence:
    return rng if rng != INF else sentence("none")


def _attack_words(R: int, N: int, area: Area | None) -> Sentence:
    """The attack the figure focuses with (range ``R``, Target ``N``, an area or None), in words (FH-FOCUS-2)."""
    what = (sentence("melee") if R == 1 and area is None else
            (sentence("area melee") if area.melee else sentence("area range {range}", range=R)) if area
            else sentence("range {range}", range=R))
    if N > 1 and area is None:
        what = sentence("{attack}, target {n}", attack=what, n=N)
    return what


def _focus_reason(keys: dict[str, tuple], focus: list[str]) -> Sentence:
    k = keys[focus[0]]
    rivals = [v for i, v in keys.items() if i not in focus]
    if not rivals:   # FH-FOCUS-7: with no other enemy to rank against, one focus or a tie of all of them
        if len(focus) > 1:
            return sentence("Focus: {focus} (every enemy it can attack ties)", focus=either(focus))
        return sentence("Focus: {focus} (the only enemy it can attack)", focus=either(focus))
    if all(v[0] > k[0] for v in rivals):
        why = sentence("fewest negative hexes on the path")
    elif all(v[:2] > k[:2] for v in rivals):
        why = sentence("fewest movement points to an attack hex")
    elif all(v[:3] > k[:3] for v in rivals):
        why = sentence("paths tie; closest by range")
    else:
        why = sentence("paths and range tie; earliest in initiative order")
    return sentence("Focus: {focus} ({why})", focus=either(focus), why=why)


def find_focus(m: HexMap, figures: Sequence[Figure], active: str, ability: Ability) -> FocusResult:
    """The focus of ``active`` this turn (FH-FOCUS-1..10), with all tied enemies."""
    return focus_of(Turn(m, figures, active, ability))
