"""Exact attack odds: what one attack will do, card by card, before you commit to it.

The calculator never scores a card itself.  It walks every way the draw pile can come up and lets
the engine's own :func:`modifiers.draw_for_attack` decide how many cards are drawn and which are
used (rolling cards FH-ATK-4, advantage FH-ADV-ADV-1 / FH-ADV-ROLL-1, disadvantage FH-ADV-DIS-1,
refilling an empty draw pile FH-ATK-3), then :func:`attacks.attack_damage` applies the
modification order (FH-MOD-ORDER-1: poison +1, the card, shield minus pierce, ward/brittle).

How the walk works: the engine draws from a pile that only holds the cards chosen so far; when it
asks for one more, the walk branches over every distinct card still unseen, weighted by how many
copies are left (a shuffled pile is a uniformly random order).  Probabilities are exact
``Fraction``\\ s.

    >>> from floe_widgets.games.frosthaven.scenario.modifiers import STANDARD_DECK
    >>> odds = attack_odds(AttackSpec(draw=STANDARD_DECK, value=3, hp=4))
    >>> odds.kill        # +1, +2 or 2x
    Fraction(7, 20)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from ..scenario import modifiers as MOD
from ..scenario.attacks import attack_damage, ranged_against_adjacent


@dataclass(frozen=True)
class AttackSpec:
    """One attack as the engine resolves it (``scenario.combat.task_attack``).

    ``draw``: the attacker's modifier draw pile (order ignored: it is shuffled); ``discard``: its
    discards, used only if the draw pile runs out mid-attack (FH-ATK-3).  ``value`` is the attack
    value after the attacker's bonuses; ``poisoned`` adds 1 (FH-COND-POISON-1).
    """

    draw: tuple[str, ...] = MOD.STANDARD_DECK
    value: int = 2
    mode: str = "normal"               # normal | advantage | disadvantage (see modifiers.attack_mode)
    shield: int = 0
    pierce: int = 0
    poisoned: bool = False
    ward: bool = False
    brittle: bool = False
    hp: int = 1
    discard: tuple[str, ...] = ()

    @classmethod
    def make(cls, draw: Iterable[str] = MOD.STANDARD_DECK, *, advantage: bool = False, disadvantage: bool = False,
             bless: int = 0, curse: int = 0, **fields) -> AttackSpec:
        """A spec from a deck plus extra bless/curse cards shuffled in (FH-MOD-BLESSCURSE-1)."""
        cards = tuple(draw) + ("bless",) * bless + ("curse",) * curse
        return cls(draw=cards, mode=MOD.attack_mode(advantage, disadvantage), **fields)


@dataclass
class AttackOdds:
    """The exact outcome of one attack."""

    damage: dict[int, Fraction]                 # damage suffered -> probability
    kill: Fraction                              # P(damage >= hp)
    effects: dict[str, Fraction] = field(default_factory=dict)   # P(a used card adds this effect)
    outcomes: int = 0                           # distinct draw sequences walked

    @property
    def expected(self) -> Fraction:
        return sum((d * p for d, p in self.damage.items()), Fraction(0))

    def at_least(self, n: int) -> Fraction:
        return sum((p for d, p in self.damage.items() if d >= n), Fraction(0))


class _NeedCard(Exception):
    """The engine wants a card the walk has not chosen yet."""


class _Pile(list):
    """A draw pile holding the cards chosen so far and ``hidden`` unknown cards after them.

    ``len``/truth count the hidden cards too, so the engine sees the true pile size; popping past
    the known cards raises :class:`_NeedCard`.
    """

    def __init__(self, known: Sequence[str], hidden: int) -> None:
        super().__init__(known)
        self.hidden = hidden

    def __len__(self) -> int:
        return super().__len__() + self.hidden

    def pop(self, index: int = -1) -> str:
        if not list.__len__(self):
            raise _NeedCard
        return super().pop(index)


class _Script:
    """The chance source the engine sees: it only shuffles, when the draw pile is refilled (FH-ATK-3)."""

    def __init__(self, refill: Sequence[str]) -> None:
        self.refill = list(refill)
        self.pool: list[str] | None = None

    def shuffle(self, label: str, items: list[str]) -> _Pile:
        self.pool = list(items)
        return _Pile(self.refill, len(items) - len(self.refill))


def _resolve(spec: AttackSpec, first: list[str], refill: list[str]):
    """Run the engine's draw on a pile that starts with ``first`` (then ``refill`` after a reshuffle).

    Returns ("done", used cards) or ("more", stage, the multiset still unseen in that stage)."""
    deck = MOD.ModDeck(draw=_Pile(first, len(spec.draw) - len(first)), discard=list(spec.discard))
    chance = _Script(refill)
    base = attack_value(spec)
    try:
        used, _drawn = MOD.draw_for_attack(deck, chance, "odds", base, spec.mode)
    except _NeedCard:
        if chance.pool is None:
            return "more", "draw", Counter(spec.draw) - Counter(first)
        return "more", "refill", Counter(chance.pool) - Counter(refill)
    return "done", used


def attack_value(spec: AttackSpec) -> int:
    """Step 1 of FH-MOD-ORDER-1 as the engine does it (attacks.base_value via attack_damage)."""
    from ..scenario.attacks import base_value

    return base_value(spec.value, 0, spec.poisoned)


def attack_odds(spec: AttackSpec) -> AttackOdds:
    """Every draw sequence of one attack, weighted exactly; damage distribution and kill chance."""
    damage: Counter = Counter()
    effects: Counter = Counter()
    walked = 0

    def walk(first: list[str], refill: list[str], p: Fraction) -> None:
        nonlocal walked
        result = _resolve(spec, first, refill)
        if result[0] == "done":
            used = result[1]
            dealt = attack_damage(spec.value, used, poisoned=spec.poisoned, shield=spec.shield, pierce=spec.pierce,
                                  ward=spec.ward, brittle=spec.brittle)
            damage[dealt] += p
            for effect in sorted({c.effect for c in used if c.effect}):
                effects[effect] += p
            walked += 1
            return
        _, stage, left = result
        total = sum(left.values())
        if total == 0:
            raise ValueError("The deck has no cards left to draw.")
        for card, n in sorted(left.items()):
            q = p * Fraction(n, total)
            if stage == "draw":
                walk(first + [card], refill, q)
            else:
                walk(first, refill + [card], q)

    if not spec.draw and not spec.discard:
        raise ValueError("An attack needs a modifier deck with cards in it.")
    walk([], [], Fraction(1))
    dist = {d: Fraction(p) for d, p in sorted(damage.items())}
    kill = sum((p for d, p in dist.items() if d >= spec.hp), Fraction(0))
    return AttackOdds(dist, kill, {e: Fraction(p) for e, p in sorted(effects.items())}, walked)


def simulate(spec: AttackSpec, trials: int, seed: int = 0) -> Counter:
    """Monte Carlo through the engine: shuffle the pile with the game's Chance, draw, apply (for tests)."""
    from floe_widgets.core import Chance

    chance = Chance(seed)
    seen: Counter = Counter()
    for _ in range(trials):
        deck = MOD.ModDeck(draw=chance.shuffle("deck", list(spec.draw)), discard=list(spec.discard))
        used, _ = MOD.draw_for_attack(deck, chance, "deck", attack_value(spec), spec.mode)
        seen[attack_damage(spec.value, used, poisoned=spec.poisoned, shield=spec.shield, pierce=spec.pierce,
                           ward=spec.ward, brittle=spec.brittle)] += 1
    return seen


def spec_from_game(game, attacker_fid: str, target_fid: str, value: int | None = None, pierce: int = 0,
                   ranged: bool = False) -> AttackSpec:
    """The attack ``attacker_fid`` would make on ``target_fid`` now, read as combat.py reads it.

    Advantage from strengthen, disadvantage from muddle or a ranged attack at an adjacent target
    (FH-ADV-RANGED-1); the target's shield (stat + active shield bonuses), poison, ward, brittle, HP.
    ``value`` defaults to the attacker's printed attack (monsters: their stat card; summons: their stat);
    a character's comes from the ability played, so it must be given.
    """
    from ..map.board import hexmap

    att, tgt = game.fig(attacker_fid), game.fig(target_fid)
    if att is None or tgt is None:
        raise KeyError(f"No figure {attacker_fid if att is None else target_fid} in this scenario.")
    if value is None:
        if att.kind == "character":
            raise ValueError("A character's attack value comes from the ability card played: give value=.")
        value = att.attack
        if att.kind == "monster":
            from ..scenario import monsters

            value = monsters.stats(att.mtype, game.state.level, att.elite).get("attack", 0)
    distance = hexmap(game.board, game.state).range(att.hex, tgt.hex)
    deck = game.deck_of(att)
    return AttackSpec.make(
        deck.draw, advantage="strengthen" in att.conditions,
        disadvantage="muddle" in att.conditions or ranged_against_adjacent(ranged, distance),
        value=value, shield=tgt.shield + sum(b.value for b in tgt.bonuses if b.kind == "shield"), pierce=pierce,
        poisoned="poison" in tgt.conditions, ward="ward" in tgt.conditions, brittle="brittle" in tgt.conditions,
        hp=tgt.hp, discard=tuple(deck.discard))
