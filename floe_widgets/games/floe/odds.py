"""Exact battle odds: "can my dice beat this Monster?"

Given a Hero's battle (how many Hero dice, the Monster card, Warmth, how many rerolls the player is
willing to pay for, extra Battle icons, basic Items that can hold a die, whether rolled Magic may
be cast), :func:`battle_odds` enumerates every roll of the Hero dice and the Damage die with exact
``Fraction`` weights and plays each one as well as it can be played:

* the Monster's effect on the first roll (reroll every die showing its icon once,
  FLOE-BATTLE-ROCKEER-1; Lock those dice, FLOE-BATTLE-LOCKED-1);
* rerolls for 1 Warmth each (FLOE-BATTLE-REROLL-1), chosen by dynamic programming to maximise the
  chance of winning (the Damage die is known before rerolling and never rerolled, FLOE-CAVE-DAMAGEDIE-1);
* then every way to place dice on Items (FLOE-BATTLE-ITEM-1), spend Magic on Insight, Artifice
  and Healing (FLOE-MAGIC-*), and aim the Crits (FLOE-BATTLE-ICON-6).

Each settled roll is scored by the engine itself: a :class:`battle_state.BattleState` is built with those
dice and :func:`battle_icons.forecast` says the Damage dealt and the Monster's hit (Arrows before or after
the attack, base Damage ignored once beaten FLOE-BATTLE-ATTACK-2, Stealth, no-crit, a doubled
Damage die).  The battle is won when the Damage reaches the Monster's health and the hit does not
take Warmth below zero (FLOE-BATTLE-LOSE-1); a Monster defeated twice (FLOE-BATTLE-PETRAGROVE-1)
needs a second such round with the Warmth left.

Potions, the Familiar and Allies are passed in as first-round ``boosts`` already committed (pay the
Familiar's 1 Warmth by lowering ``warmth``); upgraded Items are ``icons`` of every round.  The Damage
and hit distributions describe the first round.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from fractions import Fraction
from functools import cache
from itertools import combinations_with_replacement

from . import battle_icons as B
from . import cave as C
from .battle_content import damage_die_faces, hero_die_faces, item_icon, item_upgraded_icons
from .battle_state import INSIGHT, PHASES, PHASES_ATTACK_FIRST, BattleDie, BattleIcon, BattleState

Faces = tuple[str, ...]          # a sorted multiset of die faces
ARTIFICE_ICONS = ("arrow", "sword", "stealth", "crit")   # Artifice choices that can change the outcome


@dataclass(frozen=True)
class BattleSetup:
    """The battle about to be rolled."""

    monster: str
    dice: int = 3                        # the Hero dice marker
    warmth: int = 5
    rerolls: int = 0                     # most rerolls the player will pay for (1 Warmth each)
    icons: tuple[str, ...] = ()          # icons of every round: upgraded Items (FLOE-BATTLE-ITEM-2)
    boosts: tuple[str, ...] = ()         # first round only: Potions, the Familiar, Allies already committed
    items: tuple[str, ...] = ()          # basic Items that may each hold one die
    spells: bool = True                  # rolled Magic may be cast (Insight, Artifice, Healing)
    max_warmth: int | None = None        # Healing stops here (None: no cap)

    @property
    def card(self) -> C.Monster:
        return C.monster(self.monster)


@dataclass(frozen=True)
class Plan:
    """What the player does with a settled roll (dice named by face)."""

    assign: tuple[tuple[str, str], ...] = ()     # (item, face of the die it holds)
    insight: tuple[str, ...] = ()                # faces flipped by Insight
    artifice: tuple[str, ...] = ()               # icons bought with Artifice
    heal: int = 0                                # Healing spells
    crit: str = ""                               # "arrow" / "sword" / "" (no Crit)


@dataclass(frozen=True)
class Settled:
    """One settled roll played by ``plan``: the round's outcome as the engine forecasts it."""

    outcome: str          # won | lost | not-defeated
    damage: int
    hit: int
    warmth: int           # Warmth left after the round (before any loss reset)
    plan: Plan


@dataclass
class BattleOdds:
    """The exact odds of one battle played well."""

    setup: BattleSetup
    win: Fraction
    lose: Fraction                      # Warmth would drop below zero (FLOE-BATTLE-LOSE-1)
    stand: Fraction                     # survived but the Monster stands
    damage: dict[int, Fraction]         # first round: Damage dealt -> probability (a lost battle stops at the attack)
    hit: dict[int, Fraction]            # first round: Monster Damage taken -> probability
    rerolls: Fraction = Fraction(0)     # expected rerolls paid (first round)
    rolls: int = 0                      # distinct (roll, Damage die) outcomes walked
    solver: Solver | None = field(default=None, repr=False)

    @property
    def expected_damage(self) -> Fraction:
        return sum((d * p for d, p in self.damage.items()), Fraction(0))

    @property
    def expected_hit(self) -> Fraction:
        return sum((d * p for d, p in self.hit.items()), Fraction(0))


# -- dice -------------------------------------------------------------------------------------------
@cache
def _face_odds() -> tuple[tuple[str, Fraction], ...]:
    faces = Counter(hero_die_faces())
    n = sum(faces.values())
    return tuple((f, Fraction(k, n)) for f, k in sorted(faces.items()))


@cache
def _damage_odds() -> tuple[tuple[int, Fraction], ...]:
    faces = Counter(int(f) for f in damage_die_faces())
    n = sum(faces.values())
    return tuple((f, Fraction(k, n)) for f, k in sorted(faces.items()))


def _multisets(odds: tuple[tuple[str, Fraction], ...], k: int) -> list[tuple[Faces, Fraction]]:
    """Every sorted outcome of ``k`` independent dice with per-face odds, and its probability."""
    out: dict[Faces, Fraction] = {(): Fraction(1)}
    for _ in range(k):
        nxt: dict[Faces, Fraction] = {}
        for faces, p in out.items():
            for f, q in odds:
                key = tuple(sorted(faces + (f,)))
                nxt[key] = nxt.get(key, Fraction(0)) + p * q
        out = nxt
    return sorted(out.items())


@cache
def reroll_outcomes(k: int) -> tuple[tuple[Faces, Fraction], ...]:
    """The sorted faces of ``k`` rerolled Hero dice (content/dice.yaml faces) with their odds."""
    return tuple(_multisets(_face_odds(), k))


def first_roll(setup: BattleSetup) -> list[tuple[Faces, Faces, Fraction]]:
    """(free dice, Locked dice, probability) of the first roll after the Monster's roll effect."""
    card = setup.card
    odds = _face_odds()
    if card.ability == "reroll-initial":
        # FLOE-BATTLE-ROCKEER-1: a die showing the icon is rolled once more, and that result stays.
        q_icon = dict(odds).get(card.icon, Fraction(0))
        odds = tuple((f, q * q_icon + (0 if f == card.icon else q)) for f, q in odds)
    out = []
    for faces, p in _multisets(odds, setup.dice):
        if card.ability == "lock":     # FLOE-BATTLE-LOCKED-1: those dice stay as they are
            locked = tuple(f for f in faces if f == card.icon)
            free = tuple(f for f in faces if f != card.icon)
            out.append((free, locked, p))
        else:
            out.append((faces, (), p))
    return out


# -- one settled roll, scored by the engine ---------------------------------------------------------------
def battle_state(setup: BattleSetup, free: Iterable[str], locked: Iterable[str] = (), damage_die: int = 0,
                 plan: Plan = Plan(), first: bool = True) -> BattleState:
    """A Roll-phase :class:`battle_state.BattleState` holding these dice, with ``plan`` carried out on it.

    ``first``: the first round, where the one-off ``boosts`` are on the table too."""
    card = setup.card
    dice = [BattleDie(f) for f in free] + [BattleDie(f, locked=True) for f in locked]
    state = BattleState(
        seat=0, monster=card.id, chamber=1, health=card.health, base_damage=card.damage, ability=card.ability,
        ability_icon=card.icon, order=list(PHASES_ATTACK_FIRST if card.ability == "attack-first" else PHASES),
        rounds=2 if card.ability == "defeat-twice" else 1, dice=dice, damage_die=damage_die,
        icons=[BattleIcon(i, "odds") for i in setup.icons + (setup.boosts if first else ())])
    for item, face in plan.assign:   # Locked dice go on Items first: they could not be flipped anyway
        die = next(d for d in sorted(state.dice, key=lambda d: not d.locked) if d.face == face and not d.item)
        die.item, die.item_icon = item, item_icon(item)
    flipped: list[BattleDie] = []
    for face in plan.insight:
        flipped.append(next(d for d in state.dice if d.face == face and not d.item and not d.locked
                            and all(d is not e for e in flipped)))
    for die in flipped:
        die.face = INSIGHT[die.face]
    state.icons += [BattleIcon(i, "artifice") for i in plan.artifice]
    state.magic_spent = len(plan.insight) + 2 * len(plan.artifice) + plan.heal
    state.crit_target = plan.crit
    return state


def plans(setup: BattleSetup, free: Faces, locked: Faces = (), first: bool = True) -> Iterator[Plan]:
    """Every distinct way to play a settled roll (dice of one face are interchangeable)."""
    for plan, _state in _planned(setup, free, locked, first):
        yield plan


def _planned(setup: BattleSetup, free: Faces, locked: Faces, first: bool) -> Iterator[tuple[Plan, BattleState]]:
    """Each plan with the Roll-phase state it leads to (Damage die 0)."""
    items = [it for it in setup.items]
    pool = Counter(free + locked)

    def assignments(i: int, left: Counter) -> Iterator[tuple[tuple[str, str], ...]]:
        if i == len(items):
            yield ()
            return
        yield from assignments(i + 1, left)
        # a die already showing the Item's icon gains nothing on it (and could no longer be flipped)
        for face in sorted(f for f, n in left.items() if n and f != item_icon(items[i])):
            rest = left.copy()
            rest[face] -= 1
            for more in assignments(i + 1, rest):
                yield ((items[i], face),) + more

    for assign in dict.fromkeys(tuple(sorted(a)) for a in assignments(0, pool)):
        held = Counter(f for _, f in assign)
        unheld_free = Counter(free) - (held - Counter(locked))   # free dice not holding an Item
        state = battle_state(setup, free, locked, 0, Plan(assign=assign), first)
        magic = B.count(state, "magic") if setup.spells else 0
        for artifice, insight in _spells(magic, unheld_free):
            heal = magic - 2 * len(artifice) - len(insight)
            spell = Plan(assign, insight, artifice, heal)
            played = battle_state(setup, free, locked, 0, spell, first)
            if not B.count(played, "crit"):
                yield spell, played
                continue
            for crit in ("arrow", "sword"):
                yield replace(spell, crit=crit), replace(played, crit_target=crit)


def _spells(magic: int, flippable: Counter) -> Iterator[tuple[tuple[str, ...], tuple[str, ...]]]:
    """(Artifice icons, Insight faces) choices costing at most ``magic`` (FLOE-MAGIC-ARTIFICE-1, -INSIGHT-1)."""
    faces = sorted(f for f in flippable if f in INSIGHT and flippable[f])
    for a in range(magic // 2 + 1):
        for artifice in combinations_with_replacement(ARTIFICE_ICONS, a):
            budget = magic - 2 * a

            def flips(i: int, left: int) -> Iterator[tuple[str, ...]]:
                if i == len(faces):
                    yield ()
                    return
                for k in range(min(left, flippable[faces[i]]) + 1):
                    for more in flips(i + 1, left - k):
                        yield (faces[i],) * k + more

            for insight in flips(0, budget):
                yield artifice, insight


class Solver:
    """The dynamic programme for one setup: settle, reroll, next round (memoised).

    Choices are made on float values (the best reroll for each position); the odds of the resulting
    play are then summed exactly by :meth:`walk` with integer weights over a common denominator.
    """

    def __init__(self, setup: BattleSetup) -> None:
        self.setup = setup
        self.card = setup.card
        self.rounds = 2 if self.card.ability == "defeat-twice" else 1
        self._states: dict[tuple[Faces, Faces, bool], list[tuple[Plan, BattleState]]] = {}
        self._forecasts: dict[tuple[Faces, Faces, int, bool], list[tuple[int, int, int, Plan]]] = {}
        self._values: dict = {}
        self._settled: dict = {}
        self._keeps: dict = {}
        self._cont: dict[tuple[int, int], float] = {}
        self._exact: dict[tuple[int, int], tuple[Fraction, Fraction]] = {}

    # -- the end of the Roll phase
    def forecasts(self, free: Faces, locked: Faces, d: int, first: bool = True) -> list[tuple[int, int, int, Plan]]:
        """(Damage, Damage dealt before the attack, hit, plan) of every plan, by :func:`battle_icons.forecast`."""
        key = (free, locked, d, first)
        if key not in self._forecasts:
            if (free, locked, first) not in self._states:
                # plans leaving the same icons on the table (B.tally), Crit target and Healing play alike
                alike: dict[tuple, tuple[Plan, BattleState]] = {}
                for plan, state in _planned(self.setup, free, locked, first):
                    alike.setdefault((tuple(B.tally(state).values()), plan.crit, plan.heal), (plan, state))
                self._states[(free, locked, first)] = list(alike.values())
            seen: dict[tuple[int, int, int, int], Plan] = {}
            for plan, state in self._states[(free, locked, first)]:
                state.damage_die = d
                seen.setdefault(_forecast(state) + (plan.heal,), plan)
            # keep only plans no other plan beats on every count (more Damage, less hit, more Healing)
            front: list[tuple[int, int, int, int]] = []
            for k in sorted(seen, key=lambda k: (-k[0], -k[1], k[2], -k[3])):
                if not any(o[0] >= k[0] and o[1] >= k[1] and o[2] <= k[2] and o[3] >= k[3] for o in front):
                    front.append(k)
            self._forecasts[key] = [(dmg, before, hit, seen[(dmg, before, hit, heal)])
                                    for dmg, before, hit, heal in front]
        return self._forecasts[key]

    def settle(self, free: Faces, locked: Faces, d: int, warmth: int, rounds_left: int) -> tuple[float, Settled]:
        """The best way to play this roll with ``warmth``: (chance to win the battle from here, what happens)."""
        memo = (free, locked, d, warmth, rounds_left)
        if memo in self._settled:
            return self._settled[memo]
        best: tuple | None = None
        for dmg, before, hit, plan in self.forecasts(free, locked, d, rounds_left == self.rounds):
            w = warmth + plan.heal
            if self.setup.max_warmth is not None:
                w = min(w, max(self.setup.max_warmth, warmth))
            if hit > w:   # the battle ends in the Monster Attack phase (FLOE-BATTLE-LOSE-1)
                settled, p = Settled("lost", before, hit, w - hit, plan), 0.0
            elif dmg < self.card.health:
                settled, p = Settled("not-defeated", dmg, hit, w - hit, plan), 0.0
            else:
                settled = Settled("won", dmg, hit, w - hit, plan)
                p = self._round_value(w - hit, rounds_left - 1) if rounds_left > 1 else 1.0
            key = (p, settled.outcome != "lost", dmg, -hit, settled.warmth)
            if best is None or key > best[0]:
                best = (key, p, settled)
        assert best is not None
        self._settled[memo] = (best[1], best[2])
        return self._settled[memo]

    # -- rerolling
    def decide(self, free: Faces, locked: Faces, r: int, d: int, warmth: int,
               rounds_left: int) -> tuple[float, Faces | None]:
        """(chance to win, the faces to reroll or None to stop and play the roll) with ``r`` rerolls left."""
        key = (free, locked, r, d, warmth, rounds_left)
        if key in self._values:
            return self._values[key]
        best: tuple[float, Faces | None] = (self.settle(free, locked, d, warmth, rounds_left)[0], None)
        if r > 0 and warmth >= 1 and free and best[0] < 1:
            for keep, reroll in _splits(free):
                p = self._keep_value(keep, len(reroll), locked, r - 1, d, warmth - 1, rounds_left)
                if p > best[0] + 1e-12:
                    best = (p, reroll)
        self._values[key] = best
        return best

    def _keep_value(self, keep: Faces, k: int, locked: Faces, r: int, d: int, warmth: int,
                    rounds_left: int) -> float:
        key = (keep, k, locked, r, d, warmth, rounds_left)
        if key not in self._keeps:
            self._keeps[key] = sum(q * self.decide(tuple(sorted(keep + new)), locked, r, d, warmth, rounds_left)[0]
                                   for new, q in _float_outcomes(k))
        return self._keeps[key]

    # -- rounds
    def _round_value(self, warmth: int, rounds_left: int) -> float:
        key = (warmth, rounds_left)
        if key not in self._cont:
            self._cont[key] = sum(float(p * q) * self.decide(free, locked, self.setup.rerolls, d, warmth,
                                                             rounds_left)[0]
                                  for free, locked, p in first_roll(self.setup) for d, q in _damage_odds())
        return self._cont[key]

    def round_result(self, warmth: int, rounds_left: int) -> tuple[Fraction, Fraction]:
        """Exact (P(win), P(lost)) of the remaining ``rounds_left`` rounds from a fresh roll with ``warmth``."""
        key = (warmth, rounds_left)
        if key not in self._exact:
            self._exact[key] = self.result(self.walk(warmth, rounds_left), rounds_left)
        return self._exact[key]

    def result(self, ends: Iterable[tuple[Fraction, Settled, int]], rounds_left: int) -> tuple[Fraction, Fraction]:
        """Exact (P(win), P(lost)) of the battle from the round ends of a walk."""
        win = lose = Fraction(0)
        for p, settled, _ in ends:
            if settled.outcome == "lost":
                lose += p
            elif settled.outcome == "won":
                if rounds_left > 1:
                    w2, l2 = self.round_result(settled.warmth, rounds_left - 1)
                    win, lose = win + p * w2, lose + p * l2
                else:
                    win += p
        return win, lose

    def round_win(self, warmth: int, rounds_left: int) -> Fraction:
        return self.round_result(warmth, rounds_left)[0]

    # -- one round, followed through exactly
    def walk(self, warmth: int | None = None, rounds_left: int | None = None,
             start: list[tuple[Faces, Faces, int, Fraction]] | None = None) -> Iterator[tuple[Fraction, Settled, int]]:
        """Every way a round ends under the best play: (probability, settled roll, rerolls paid).

        ``start``: (free dice, Locked dice, Damage die, probability) to begin from; the first roll if None."""
        setup = self.setup
        warmth = setup.warmth if warmth is None else warmth
        rounds_left = self.rounds if rounds_left is None else rounds_left
        if start is None:
            start = [(free, locked, d, p * q) for free, locked, p in first_roll(setup) for d, q in _damage_odds()]
        scale = _lcm(*(p.denominator for *_, p in start))
        frontier: dict[tuple[Faces, Faces, int, int], int] = {}
        for free, locked, d, p in start:
            key = (free, locked, d, setup.rerolls)
            frontier[key] = frontier.get(key, 0) + p.numerator * (scale // p.denominator)
        six = len(hero_die_faces())
        while frontier:
            nxt: dict[tuple[Faces, Faces, int, int], int] = {}
            done: list[tuple[int, Settled, int]] = []
            for (free, locked, d, r), weight in frontier.items():
                w = warmth - (setup.rerolls - r)
                _, reroll = self.decide(free, locked, r, d, w, rounds_left)
                if reroll is None:
                    done.append((weight, self.settle(free, locked, d, w, rounds_left)[1], setup.rerolls - r))
                    continue
                keep = tuple((Counter(free) - Counter(reroll)).elements())
                for new, count in _count_outcomes(len(reroll)):
                    k = (tuple(sorted(keep + new)), locked, d, r - 1)
                    nxt[k] = nxt.get(k, 0) + weight * count * six ** (setup.dice - len(reroll))
            for weight, settled, paid in done:
                yield Fraction(weight, scale), settled, paid
            if nxt:
                scale *= six ** setup.dice
            frontier = nxt


@cache
def _count_outcomes(k: int) -> tuple[tuple[Faces, int], ...]:
    """``reroll_outcomes`` as whole counts out of (number of faces) ** k."""
    n = len(hero_die_faces()) ** k
    return tuple((faces, int(p * n)) for faces, p in reroll_outcomes(k))


@cache
def _float_outcomes(k: int) -> tuple[tuple[Faces, float], ...]:
    return tuple((faces, float(p)) for faces, p in reroll_outcomes(k))


def _lcm(*numbers: int) -> int:
    from math import lcm

    return lcm(*numbers)


def _splits(free: Faces) -> Iterator[tuple[Faces, Faces]]:
    """Every (kept, rerolled) split of a multiset of dice with at least one die rerolled."""
    counts = sorted(Counter(free).items())

    def go(i: int) -> Iterator[tuple[Faces, Faces]]:
        if i == len(counts):
            yield (), ()
            return
        face, n = counts[i]
        for k in range(n + 1):
            for keep, reroll in go(i + 1):
                yield (face,) * (n - k) + keep, (face,) * k + reroll

    for keep, reroll in go(0):
        if reroll:
            yield tuple(sorted(keep)), tuple(sorted(reroll))


def battle_odds(setup: BattleSetup) -> BattleOdds:
    """The exact chance to beat ``setup.monster`` and the first round's Damage and hit distributions."""
    if setup.dice < 0 or setup.warmth < 0 or setup.rerolls < 0:
        raise ValueError("Dice, Warmth and rerolls cannot be negative.")
    solver = Solver(setup)
    damage: Counter = Counter()
    hit: Counter = Counter()
    rerolls = Fraction(0)
    rolls = 0
    for p, settled, paid in solver.walk():
        damage[settled.damage] += p
        hit[settled.hit] += p
        rerolls += p * paid
        rolls += 1
    win, lose = solver.round_result(setup.warmth, solver.rounds)
    return BattleOdds(setup, win, lose, 1 - win - lose, {k: Fraction(v) for k, v in sorted(damage.items())},
                      {k: Fraction(v) for k, v in sorted(hit.items())}, rerolls, rolls, solver)


@dataclass(frozen=True)
class RollOdds:
    """The odds from dice already on the table, and what to do with them."""

    win: Fraction
    lose: Fraction
    reroll: Faces | None        # the faces to reroll now, or None: play the roll as it is
    plan: Plan | None           # when playing it: how (Items, spells, Crits)


def odds_from_roll(setup: BattleSetup, free: Iterable[str], damage_die: int, locked: Iterable[str] = (),
                   rounds_left: int | None = None) -> RollOdds:
    """Exact odds from a roll on the table (``setup.rerolls``: rerolls still to pay for from now)."""
    solver = Solver(setup)
    rounds_left = solver.rounds if rounds_left is None else rounds_left
    faces, held = tuple(sorted(free)), tuple(sorted(locked))
    win, lose = solver.result(solver.walk(setup.warmth, rounds_left, [(faces, held, damage_die, Fraction(1))]),
                              rounds_left)
    _, reroll = solver.decide(faces, held, setup.rerolls, damage_die, setup.warmth, rounds_left)
    plan = None if reroll else solver.settle(faces, held, damage_die, setup.warmth, rounds_left)[1].plan
    return RollOdds(win, lose, reroll, plan)


def roll_from_game(game) -> tuple[Faces, Faces, int, int] | None:
    """(free dice, Locked dice, Damage die, rounds left) of a battle in its Roll phase with no die
    placed or spell cast yet, else None."""
    battle = game.state.battle
    if battle is None or not battle.monster or battle.phase != "roll" or battle.items_used or battle.magic_spent:
        return None
    free = tuple(sorted(d.face for d in battle.dice if not d.locked))
    locked = tuple(sorted(d.face for d in battle.dice if d.locked))
    return free, locked, battle.damage_die, battle.rounds - battle.round + 1


def score_roll(setup: BattleSetup, faces: Iterable[str], damage_die: int, locked: Iterable[str] = (),
               plan: Plan | None = None) -> Settled:
    """One settled roll: played by ``plan``, or the best plan if none is given (first round)."""
    free, held = tuple(sorted(faces)), tuple(sorted(locked))
    solver = Solver(setup)
    if plan is None:
        return solver.settle(free, held, damage_die, setup.warmth, solver.rounds)[1]
    dmg, before, hit = _forecast(battle_state(setup, free, held, damage_die, plan))
    w = setup.warmth + plan.heal
    if hit > w:
        return Settled("lost", before, hit, w - hit, plan)
    return Settled("won" if dmg >= setup.card.health else "not-defeated", dmg, hit, w - hit, plan)


def _forecast(state: BattleState) -> tuple[int, int, int]:
    """(Damage of the round, Damage dealt before the Monster attacks, the hit) by :func:`battle_icons.forecast`."""
    f = B.forecast(state)
    arrows_first = state.order.index("arrow") < state.order.index("attack")
    return f.total_damage, f.arrow_damage if arrows_first else 0, f.monster_damage


def setup_from_game(game, rerolls: int = 0) -> BattleSetup:
    """The battle the current player of a live Floe game is fighting (or would fight in their chamber).

    In a battle: its Monster, the icons on the table (upgraded Items every round, the rest as
    first-round boosts), the basic Items not holding a die yet.  Otherwise the Monster of the
    player's chamber and their upgraded Items.  Dice, Warmth and maximum Warmth are the player's.
    """
    from .effects import max_warmth

    state = game.state
    battle = state.battle
    seat = battle.seat if battle is not None else state.current
    player = state.players[seat]
    upgraded = tuple(i for item in player.items_upgraded if item in player.items for i in item_upgraded_icons(item))
    boosts: tuple[str, ...] = ()
    if battle is not None and battle.monster:
        monster = battle.monster
        boosts = tuple(b.icon for b in battle.icons if not b.source.startswith("item:"))
        basic = tuple(it for it in player.items if it not in player.items_upgraded and it not in battle.items_used)
    else:
        chamber = min(max(player.cave_chamber, 1), C.CHAMBERS)
        monster = state.cave.chambers[chamber - 1].monster
        basic = tuple(it for it in player.items if it not in player.items_upgraded)
    if not monster:
        raise ValueError("There is no Monster in this player's chamber.")
    return BattleSetup(monster=monster, dice=player.hero_dice, warmth=player.warmth, rerolls=rerolls, icons=upgraded,
                       boosts=boosts, items=basic, max_warmth=max_warmth(player))
