"""Frosthaven scenario legality, written once: :func:`candidates` lists every action the waiting
decision offers, and :func:`why_not` names the first rule an action breaks (or None).

The order of the checks is the order a player would meet them: is this the moment for that kind
of action at all, is it this character's choice, and only then what is wrong with the action
itself (a card not in hand, a hex out of reach, a target out of range...)."""

from __future__ import annotations

import itertools
from collections.abc import Collection
from dataclasses import replace
from typing import TYPE_CHECKING

from floe_widgets.core import Action

from ..map import movement as MV
from ..map.board import enemies, forced_moves, hexmap, mover, occupants
from . import choices as CHOICE
from . import items as IT
from . import monsters as MON
from . import round_steps as STEPS
from .actions import (
    ChooseGoal,
    ChooseHalf,
    Consume,
    KeepCard,
    LongRest,
    LoseCard,
    LoseCards,
    MoveTo,
    PartyChoice,
    Perform,
    PlaceAt,
    Redraw,
    SelectCards,
    ShortRest,
    Skip,
    TakeDamage,
    Target,
    TargetArea,
    UseItem,
)

if TYPE_CHECKING:
    from .game import Frosthaven

Refusal = tuple[str, str]

#: the decisions each kind of action answers
ANSWERS: dict[type, tuple[str, ...]] = {
    ChooseGoal: ("goal",), SelectCards: ("select",), LongRest: ("select",), LoseCard: ("long_rest",),
    LoseCards: ("negate",), TakeDamage: ("negate",), ShortRest: ("short_rest",), Redraw: ("redraw",),
    ChooseHalf: ("half",), UseItem: ("half", "ability"), Consume: ("consume",), PartyChoice: ("party", "tie"),
    KeepCard: ("modifier",), MoveTo: ("ability",), Target: ("ability",), TargetArea: ("ability",),
    Perform: ("ability",), PlaceAt: ("ability", "forced", "summon_place"), Skip: ("ability", "forced"),
}

#: what the game waits for, in words, per decision
WAITING: dict[str, str] = {
    "goal": "each character is keeping a battle goal",
    "select": "the characters are choosing their cards for the round",
    "long_rest": "a long-resting character is choosing the card to lose",
    "negate": "a character is deciding how to take damage",
    "short_rest": "the round is ending: a character may short rest",
    "redraw": "a short-resting character is deciding whether to keep the lost card",
    "half": "a character is choosing the card half to perform",
    "ability": "a character is performing an ability",
    "consume": "a character is deciding whether to consume an element",
    "party": "the party is choosing among a monster's equally good options",
    "tie": "the party is breaking an initiative tie",
    "forced": "a push or pull is being placed",
    "summon_place": "the party is placing a summoned monster",
    "modifier": "a character is keeping one of two modifier cards",
}

#: the actions each ability being performed accepts (besides Skip)
ABILITY_ACTIONS: dict[str, tuple[type, ...]] = {
    "move": (MoveTo, UseItem), "teleport": (MoveTo,), "attack": (Target, TargetArea, UseItem),
    "condition": (Target,), "push": (Target,), "pull": (Target,), "command": (Target,),
    "heal": (Perform, Target), "grant": (Perform, Target), "summon": (PlaceAt,), "tiles": (PlaceAt,),
    "shield": (Perform,), "retaliate": (Perform,), "loot": (Perform,),
}


# -- the options --------------------------------------------------------------------------------
def candidates(g: Frosthaven) -> list[Action]:
    """Every action the waiting decision offers now."""
    s = g.state
    d = s.decision
    if d is None:
        return []
    k = d.kind
    if k == "goal":
        return [ChooseGoal(d.seat, goal) for goal in g.char(d.seat).goal_options]
    if k == "select":
        ch = g.char(d.seat)
        out: list[Action] = []
        if len(ch.hand) >= 2:
            out += [SelectCards(d.seat, a, b) for a, b in itertools.permutations(ch.hand, 2)]
        if len(ch.discard) >= 2:
            out.append(LongRest(d.seat))
        return out
    if k == "long_rest":
        return [LoseCard(c) for c in g.char(d.seat).discard]
    if k == "negate":
        ch = g.char(d.seat)
        out = [LoseCards((c,)) for c in ch.hand]
        # a short rest's re-draw: the kept card cannot pay, one other discard must remain (FH-REST-SHORT-2)
        payable = [c for c in ch.discard if c not in d.exclude]
        if len(payable) - 2 >= d.reserve:
            out += [LoseCards(pair) for pair in itertools.combinations(payable, 2)]
        return out + [TakeDamage()]
    if k == "short_rest":
        return [ShortRest(d.seat, True), ShortRest(d.seat, False)]
    if k == "redraw":
        return [Redraw(True), Redraw(False)]
    if k == "forced":
        # a monster's push goes as far as possible and the party picks the end (FH-FORCED-CHOICE-1)
        full = bool(d.full)
        ends = forced_moves(g.board, s, tuple(d.source), g.fig(d.target), d.distance, d.pull, full=full)
        return [PlaceAt(h) for h in sorted(ends)] + ([] if full else [Skip()])
    if k == "half":
        return CHOICE.half_options(g.context())
    if k == "summon_place":
        return [PlaceAt(tuple(h)) for h in d.hexes]
    if k == "party":
        return [PartyChoice(i, o["text"]) for i, o in enumerate(d.options)]
    if k == "tie":
        return [PartyChoice(i, text) for i, (_, text) in enumerate(STEPS.tie_options(g.context()))]
    if k == "consume":
        el = d.element
        return [Consume(el, True), Consume(el, False)]
    if k == "ability":
        return CHOICE.ability_options(g.context())
    if k == "modifier":
        return [KeepCard(c) for c in d.pair]
    return []


# -- the reasons --------------------------------------------------------------------------------
def why_not(g: Frosthaven, a: Action, options: Collection[Action] | None = None) -> Refusal | None:
    """The first rule ``a`` breaks now, or None when it is one of the options (``options``: the
    candidates already computed, when the caller has them)."""
    d = g.state.decision
    kinds = ANSWERS.get(type(a), ())
    if d is None or d.kind not in kinds:
        waiting = WAITING.get(d.kind, "nothing") if d is not None else "nothing"
        return "FH-ROUND-STEPS-1", f"Not now: {waiting}."
    seat = getattr(a, "seat", None)
    if seat is not None and seat != d.seat:
        if not 0 <= seat < len(g.state.characters):
            return "FH-GEN-PLAYERS-1", f"There is no character {seat + 1} in this scenario."
        return "FH-ROUND-STEPS-1", f"It is character {d.seat + 1}'s choice now."
    if a in (candidates(g) if options is None else options):
        return None
    return _reason(g, a) or ("CORE-NOT-LEGAL", f"'{a.describe()}' is not one of the choices now.")


def _reason(g: Frosthaven, a: Action) -> Refusal | None:
    """Why an action of the right kind, at the right moment, is still not one of the options."""
    s = g.state
    d = s.decision
    ch = g.char(d.seat)
    if isinstance(a, ChooseGoal):
        return "FH-GOAL-DEAL-1", "Keep one of the three battle goals dealt to you."
    if isinstance(a, SelectCards):
        if a.lead == a.other:
            return "FH-CARD-SELECT-1", "Choose two different cards."
        missing = next((c for c in (a.lead, a.other) if c not in ch.hand), None)
        if missing is not None:
            return "FH-CARD-SELECT-1", f"{missing} is not in your hand."
        return "FH-CARD-SELECT-1", "Choose two cards from your hand."
    if isinstance(a, LongRest):
        return "FH-CARD-SELECT-1", "A long rest needs at least two cards in the discard pile."
    if isinstance(a, LoseCard):
        return "FH-REST-LONG-1", f"{a.card} is not in your discard pile."
    if isinstance(a, LoseCards):
        if any(c in d.exclude for c in a.cards):
            return "FH-REST-SHORT-2", "The card kept by the short rest cannot pay for this damage."
        return "FH-DAMAGE-NEGATE-1", "Negating damage costs one card from your hand or two from your discard pile."
    if isinstance(a, ChooseHalf):
        return _why_not_half(g, a)
    if isinstance(a, UseItem):
        return _why_not_item(g, a)
    if isinstance(a, Consume):
        return "FH-ELEMENT-CONSUME-1", f"The element to consume now is {d.element}."
    if isinstance(a, PartyChoice):
        rule = "FH-INIT-TIE-1" if d.kind == "tie" else "FH-GEN-PARTY-1"
        return rule, "Pick one of the options listed."
    if isinstance(a, KeepCard):
        return "FH-ATK-6", f"Keep one of the two cards drawn: {' or '.join(d.pair)}."
    if d.kind == "forced":
        if isinstance(a, Skip):
            return "FH-FORCED-CHOICE-1", "A monster's push or pull goes as far as it can; pick where it ends."
        way = "farther from" if not d.pull else "closer to"
        return ("FH-FORCED-PUSHPULL-1", f"Each step of the forced movement must end {way} the attacker, "
                "never into an obstacle, a closed door or an enemy's hex, and end on an empty hex.")
    if d.kind == "summon_place":
        return "FH-GEN-PARTY-1", "Place the summoned monster on one of the hexes offered."
    return _why_not_ability(g, a)


def _why_not_half(g: Frosthaven, a: ChooseHalf) -> Refusal:
    t = g.state.turn
    if a.card not in g.char(t.seat).selected:
        return "FH-CARD-ACTION-1", f"{a.card} is not one of the two cards you played this round."
    if a.card in t.cards_done:
        return "FH-CARD-ACTION-1", f"{a.card} has already been used this turn."
    if a.half in t.done:
        return "FH-CARD-ACTION-1", f"You have already performed a {a.half} action this turn."
    return "FH-CARD-ACTION-1", "Each turn uses the top action of one played card and the bottom of the other."


def _why_not_item(g: Frosthaven, a: UseItem) -> Refusal:
    t = g.state.turn
    ch = g.char(t.seat)
    held = next((i for i in ch.items if i.item == a.item), None)
    if held is None:
        return "FH-CHAR-ITEMS-1", f"{ch.name} does not carry {a.item}."
    name = IT.item(a.item)["name"]
    f = g.fig(t.fid)
    if f is not None and "stun" in f.conditions:
        return "FH-COND-STUN-1", f"{ch.name} is stunned and cannot use items."
    if f is not None and "impair" in f.conditions:
        return "FH-COND-IMPAIR-1", f"{ch.name} is impaired and cannot use items."
    usage = IT.item(a.item)["usage"]
    if usage == "passive":
        return "FH-ITEM-FLIP-1", f"{name} is passive: it always works and is never used."
    if held.state == "spent":
        return "FH-ITEM-SPENT-1", f"{name} is spent until a long rest refreshes it."
    if held.state == "lost" or not IT.usable(a.item, held.state):
        return "FH-ITEM-LOST-1", f"{name} is lost for the rest of the scenario."
    return ("FH-CARD-ORDER-1", f"{name} adds to {_item_use(a.item, held.state)}; it cannot be used at this "
            "point of the turn.")


def _item_use(iid: str, state: str) -> str:
    kinds = [k for k in ("move", "attack", "heal", "shield", "ward") if k in IT.effect(iid, state)]
    return " or ".join(f"a {k}" if k in ("move", "attack") else k for k in kinds) or "nothing now"


def _why_not_ability(g: Frosthaven, a: Action) -> Refusal | None:
    s = g.state
    t = s.turn
    ab = t.ability
    kind = ab.get("type", "")
    if not isinstance(a, Skip) and not isinstance(a, ABILITY_ACTIONS.get(kind, ())):
        return ("FH-CARD-ORDER-1",
                f"The ability being performed is {kind or 'none'}: '{a.describe()}' is not part of it.")
    f = CHOICE.actor(g.context())
    if isinstance(a, MoveTo):
        if kind == "teleport":
            return "FH-TELEPORT-PLACE-1", f"A teleport of {ab['teleport']} cannot end on {a.to}."
        other = occupants(s).get(a.to)
        if other is not None and other.fid != f.fid:
            return "FH-MOVE-PASS-1", f"A move cannot end where {other.name} stands."
        if a.to in _reachable_past_enemies(g, f, kind, ab):
            return "FH-MOVE-PASS-1", f"Enemies stand in the way: {a.to} cannot be reached without passing them."
        return "FH-MOVE-POINTS-1", f"{a.to} cannot be reached with {t.points} movement point(s) left."
    if isinstance(a, Target):
        return _why_not_target(g, f, a)
    if isinstance(a, TargetArea):
        return "FH-AOE-HEX-1", "Place the area so that it covers enemies in one of its orientations."
    if isinstance(a, PlaceAt):
        if kind == "tiles":
            refusal = CHOICE.tile_refusal(g.context(), a.to)
            return refusal.rule_id, refusal.reason
        return "FH-SUMMON-PLACE-1", "A summon goes on an empty hex next to its summoner."
    if isinstance(a, Perform):
        return "FH-TARGET-X-1", "This ability needs a target: choose one."
    return None


def _reachable_past_enemies(g: Frosthaven, f, kind: str, ab: dict) -> set:
    """The hexes the move could end on if no figure blocked the way (FH-MOVE-PASS-1)."""
    mode = MON.move_mode(ab, f.mtype)
    free = replace(mover(g.state, f, mode), blocking=frozenset())
    return set(MV.within(hexmap(g.board, g.state), free, g.state.turn.points))


def _why_not_target(g: Frosthaven, f, a: Target) -> Refusal:
    t = g.state.turn
    ab = t.ability
    o = g.fig(a.fid)
    if o is None:
        return "FH-TARGET-X-1", f"There is no figure {a.fid} on the map."
    if a.fid in t.targets:
        return "FH-TARGET-X-1", f"{o.name} has already been targeted by this ability."
    if len(t.targets) >= ab.get("target", 1):
        return "FH-TARGET-X-1", "This ability has no targets left."
    friendly = ab["type"] in ("heal", "grant") or (ab["type"] == "command" and ab.get("command") == "grant")
    if friendly == enemies(f, o):
        return "FH-TARGET-SIDE-1", f"{o.name} is on the wrong side for this ability."
    if "invisible" in o.conditions and not friendly:
        return "FH-COND-INVIS-1", f"{o.name} is invisible and cannot be targeted."
    m = hexmap(g.board, g.state)
    reach = ab.get("range", 1)
    if m.range(f.hex, o.hex) > reach:
        return "FH-RANGE-COUNT-1", f"{o.name} is out of range {reach}."
    if not m.los(f.hex, o.hex):
        return "FH-LOS-LINE-1", f"{o.name} is not in line of sight."
    if not a.effects:
        return "FH-TARGET-X-1", "This ability has no added effects to leave out."
    return "FH-TARGET-X-1", f"{o.name} cannot be targeted by this ability."
