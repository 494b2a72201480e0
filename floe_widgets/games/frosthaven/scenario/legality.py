"""Frosthaven scenario legality, written once: :func:`candidates` lists every action the waiting
decision offers, and :func:`why_not` names the first rule an action breaks (or None).

The order of the checks is the order a player would meet them: is this the moment for that kind
of action at all, is it this character's choice, and only then what is wrong with the action
itself (a card not in hand, a hex out of reach, a target out of range...)."""

from __future__ import annotations

import itertools
import math
from collections.abc import Collection
from dataclasses import replace
from typing import TYPE_CHECKING

from floe_widgets.core import Action
from floe_widgets.i18n import N_, message

from ..ai.wording import points
from ..map import movement as MV
from ..map.board import enemies, forced_moves, hexmap, mover, occupants
from ..map.hex_names import hex_name
from . import choices as CHOICE
from . import items as IT
from . import monsters as MON
from . import plates as PLATES
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
from .names import (
    card_label,
    figure_called,
    figure_label,
    figure_name,
    item_label,
    modifier_said,
    one_after_another,
    said,
    word,
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
    "goal": N_("each character is keeping a battle goal"),
    "select": N_("the characters are choosing their cards for the round"),
    "long_rest": N_("a long-resting character is choosing the card to lose"),
    "negate": N_("a character is deciding how to take damage"),
    "short_rest": N_("the round is ending: a character may short rest"),
    "redraw": N_("a short-resting character is deciding whether to keep the lost card"),
    "half": N_("a character is choosing the card half to perform"),
    "ability": N_("a character is performing an ability"),
    "consume": N_("a character is deciding whether to consume an element"),
    "party": N_("the party is choosing among a monster's equally good options"),
    "tie": N_("the party is breaking an initiative tie"),
    "forced": N_("a push or pull is being placed"),
    "summon_place": N_("the party is placing a summoned monster"),
    "modifier": N_("a character is keeping one of two modifier cards"),
}

#: the actions each ability being performed accepts (besides Skip)
ABILITY_ACTIONS: dict[str, tuple[type, ...]] = {
    "move": (MoveTo, UseItem), "teleport": (MoveTo,), "attack": (Target, TargetArea, UseItem),
    "condition": (Target,), "push": (Target,), "pull": (Target,), "command": (Target,),
    "heal": (Perform, Target), "grant": (Perform, Target), "summon": (PlaceAt,), "tiles": (PlaceAt,),
    "shield": (Perform,), "retaliate": (Perform,), "loot": (Perform,),
}

#: the kinds of ability being performed, as a refusal names them
ABILITY_NAMES = {k: k for k in (N_("move"), N_("teleport"), N_("attack"), N_("condition"), N_("push"), N_("pull"),
                                N_("command"), N_("heal"), N_("grant"), N_("summon"), N_("tiles"), N_("shield"),
                                N_("retaliate"), N_("loot"))}


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
        out: list[Action] = [SelectCards(d.seat, a, b) for a, b in itertools.permutations(ch.hand, 2)]
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
        return [PartyChoice(i, str(text)) for i, (_, text) in enumerate(STEPS.tie_options(g.context()))]
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
    kinds = ANSWERS[type(a)]   # asked about this game's actions only (core Game.why_not)
    if d is None or d.kind not in kinds:
        waiting = said(WAITING[d.kind] if d is not None else N_("nothing"))   # every decision kind has one
        return "FH-ROUND-STEPS-1", message('Not now: {waiting}.', waiting=waiting)
    seat = getattr(a, "seat", None)
    if seat is not None and seat != d.seat:
        if not 0 <= seat < len(g.state.characters):
            return "FH-GEN-PLAYERS-1", message('There is no character {n} in this scenario.', n=seat + 1)
        return "FH-ROUND-STEPS-1", message("It is {name}'s choice now.", name=g.seat_name(d.seat))
    if a in (candidates(g) if options is None else options):
        return None
    return _reason(g, a) or ("CORE-NOT-LEGAL", f"'{a.describe()}' is not one of the choices now.")


def _reason(g: Frosthaven, a: Action) -> Refusal | None:
    """Why an action of the right kind, at the right moment, is still not one of the options."""
    s = g.state
    d = s.decision
    ch = g.char(d.seat)
    if isinstance(a, ChooseGoal):
        return "FH-GOAL-DEAL-1", message("Keep one of the three battle goals dealt to you.")
    if isinstance(a, SelectCards):
        if a.lead == a.other:
            return "FH-CARD-SELECT-1", message("Choose two different cards.")
        # two different cards of the hand are always an option: one of them is not in it
        missing = a.lead if a.lead not in ch.hand else a.other
        return "FH-CARD-SELECT-1", message('{missing} is not in your hand.', missing=card_label(missing))
    if isinstance(a, LongRest):
        return "FH-CARD-SELECT-1", message("A long rest needs at least two cards in the discard pile.")
    if isinstance(a, LoseCard):
        return "FH-REST-LONG-1", message('{card} is not in your discard pile.', card=card_label(a.card))
    if isinstance(a, LoseCards):
        if any(c in d.exclude for c in a.cards):
            return "FH-REST-SHORT-2", message("The card kept by the short rest cannot pay for this damage.")
        return "FH-DAMAGE-NEGATE-1", message("Negating damage costs one card from your hand or two from your discard "
                                             "pile.")
    if isinstance(a, ChooseHalf):
        return _why_not_half(g, a)
    if isinstance(a, UseItem):
        return _why_not_item(g, a)
    if isinstance(a, Consume):
        return "FH-ELEMENT-CONSUME-1", message('The element to consume now is {element}.', element=word(d.element))
    if isinstance(a, PartyChoice):
        rule = "FH-INIT-TIE-1" if d.kind == "tie" else "FH-GEN-PARTY-1"
        listed = [message("“{action}”", action=g.action_to_string(o)) for o in candidates(g)]   # as the buttons
        return rule, message("Pick one of the options listed: {options}.",
                             options=one_after_another(listed, N_("{first} or {second}")))
    if isinstance(a, KeepCard):
        return "FH-ATK-6", message('Keep one of the two cards drawn: {cards}.',
                                   cards=message("{first} or {second}", first=modifier_said(d.pair[0]),
                                                                                 second=modifier_said(d.pair[1])))
    if d.kind == "forced":
        if isinstance(a, Skip):
            return "FH-FORCED-CHOICE-1", message("A monster's push or pull goes as far as it can; pick where it ends.")
        if d.pull:
            return ("FH-FORCED-PUSHPULL-1", message("Each step of the forced movement must end closer to the attacker, "
                                                    "never into an obstacle, a closed door or an enemy's hex, and end "
                                                    "on an empty hex."))
        return ("FH-FORCED-PUSHPULL-1", message("Each step of the forced movement must end farther from the attacker, "
                                                "never into an obstacle, a closed door or an enemy's hex, and end on "
                                                "an empty hex."))
    if d.kind == "summon_place":
        return "FH-GEN-PARTY-1", message("Place the summoned monster on one of the hexes offered.")
    return _why_not_ability(g, a)


def _why_not_half(g: Frosthaven, a: ChooseHalf) -> Refusal:
    t = g.state.turn
    # a card used this turn has left the played pair already: say so, not that it was never played
    if a.card in t.cards_done:
        return "FH-CARD-ACTION-1", message('{card} has already been used this turn.', card=card_label(a.card))
    if a.card not in g.char(t.seat).selected:
        return "FH-CARD-ACTION-1", message('{card} is not one of the two cards you played this round.',
                                           card=card_label(a.card))
    if a.half in t.done:
        return "FH-CARD-ACTION-1", message('You have already performed a {half} action this turn.', half=word(a.half))
    return "FH-CARD-ACTION-1", message("Each turn uses the top action of one played card and the bottom of the other.")


def _why_not_item(g: Frosthaven, a: UseItem) -> Refusal:
    t = g.state.turn
    ch = g.char(t.seat)
    held = next((i for i in ch.items if i.item == a.item), None)
    if held is None:
        return "FH-CHAR-ITEMS-1", message('{name} does not carry {item}.',
                                          name=figure_name(ch.name), item=item_label(a.item))
    name = item_label(a.item)
    if held.state == IT.UNCARRIED:
        return "FH-ITEM-LIMIT-1", message('{name} owns {item} but could not carry it into play this scenario.',
                                          name=figure_name(ch.name), item=name)
    f = g.fig(t.fid)
    if f is not None and "stun" in f.conditions:
        return "FH-COND-STUN-1", message('{name} is stunned and cannot use items.', name=figure_name(ch.name))
    if f is not None and "impair" in f.conditions:
        return "FH-COND-IMPAIR-1", message('{name} is impaired and cannot use items.', name=figure_name(ch.name))
    usage = IT.item(a.item)["usage"]
    if usage == "passive":
        return "FH-ITEM-FLIP-1", message('{name} is passive: it always works and is never used.', name=name)
    if held.state == "spent":
        return "FH-ITEM-SPENT-1", message('{name} is spent until a long rest refreshes it.', name=name)
    if not IT.usable(a.item, held.state):
        return "FH-ITEM-LOST-1", message('{name} is lost for the rest of the scenario.', name=name)
    return ("FH-CARD-ORDER-1", message('{name} adds to {use}; it cannot be used at this point of the turn.',
                                       name=name, use=_item_use(a.item, held.state)))


def _item_use(iid: str, state: str) -> str:
    """What a usable item adds to: each item of the book adds to one kind of ability."""
    return said(next(USES[k] for k in USES if k in IT.effect(iid, state)))


#: what an item can add to, as a refusal says it
USES = {"move": N_("a move"), "attack": N_("an attack"), "heal": N_("heal"), "shield": N_("shield"), "ward": N_("ward")}


def _why_not_ability(g: Frosthaven, a: Action) -> Refusal | None:
    s = g.state
    t = s.turn
    ab = t.ability
    kind = ab["type"]   # one that offers more than Skip, so one of ABILITY_ACTIONS (turns.turn_step)
    if not isinstance(a, Skip) and not isinstance(a, ABILITY_ACTIONS[kind]):
        return ("FH-CARD-ORDER-1",
                message("The ability being performed is {ability}: '{action}' is not part of it.",
                        ability=said(ABILITY_NAMES[kind]), action=g.action_to_string(a)))
    f = CHOICE.actor(g.context())
    if isinstance(a, MoveTo):
        if kind == "teleport":
            return "FH-TELEPORT-PLACE-1", message('A teleport of {teleport} cannot end on {to}.',
                                                  teleport=ab['teleport'], to=hex_name(a.to))
        other = occupants(s).get(a.to)
        if other is not None and other.fid != f.fid:
            return "FH-MOVE-PASS-1", message('A move cannot end where {other} stands.',
                                             other=figure_called(other, s.figures))
        if a.to in g.board.locked and a.to not in s.open_doors:   # a scenario rule: not by hand (FH-HEX-7)
            return "FH-HEX-7", PLATES.locked_door_said(g.board, a.to)
        if a.to in _reachable_past_enemies(g, f, ab):
            return "FH-MOVE-PASS-1", message('Enemies stand in the way: {to} cannot be reached without passing them.',
                                             to=hex_name(a.to))
        return "FH-MOVE-POINTS-1", message('With {points} left, {to} cannot be reached.',
                                           to=hex_name(a.to), points=points(t.points))
    if isinstance(a, Target):
        return _why_not_target(g, f, a)
    if isinstance(a, TargetArea):
        return "FH-AOE-HEX-1", message("Place the area so that it covers enemies in one of its orientations.")
    if isinstance(a, PlaceAt):
        if kind == "tiles":
            refusal = CHOICE.tile_refusal(g.context(), a.to)
            return refusal.rule_id, refusal.reason
        return "FH-SUMMON-PLACE-1", message("A summon goes on an empty hex next to its summoner.")
    if isinstance(a, Perform):
        return "FH-TARGET-X-1", message("This ability needs a target: choose one.")
    return None


def _reachable_past_enemies(g: Frosthaven, f, ab: dict) -> set:
    """The hexes the move could end on if no figure blocked the way (FH-MOVE-PASS-1)."""
    mode = MON.move_mode(ab, f.mtype)
    free = replace(mover(g.state, f, mode), blocking=frozenset())
    return set(MV.within(hexmap(g.board, g.state), free, g.state.turn.points))


def _why_not_target(g: Frosthaven, f, a: Target) -> Refusal:
    t = g.state.turn
    ab = t.ability
    o = g.fig(a.fid)
    if o is None:
        return "FH-TARGET-X-1", message('There is no figure {fid} on the map.', fid=figure_label(a.fid))
    if a.fid in t.targets:
        return "FH-TARGET-X-1", message('{name} has already been targeted by this ability.',
                                        name=figure_called(o, g.state.figures))
    if len(t.targets) >= ab.get("target", 1):
        return "FH-TARGET-X-1", message("This ability has no targets left.")
    friendly = ab["type"] in ("heal", "grant") or (ab["type"] == "command" and ab.get("command") == "grant")
    if friendly == enemies(f, o):
        return "FH-TARGET-SIDE-1", message('{name} is on the wrong side for this ability.',
                                           name=figure_called(o, g.state.figures))
    if "invisible" in o.conditions and not friendly:
        return "FH-COND-INVIS-1", message('{name} is invisible and cannot be targeted.',
                                          name=figure_called(o, g.state.figures))
    m = hexmap(g.board, g.state)
    reach = ab.get("range", math.inf if friendly else 1)   # a heal or grant with no range: FH-RANGE-INF-1
    if m.range(f.hex, o.hex) > reach:
        return "FH-RANGE-COUNT-1", message('{name} is out of range {reach}.',
                                           name=figure_called(o, g.state.figures), reach=reach)
    if not m.los(f.hex, o.hex):
        return "FH-LOS-LINE-1", message('{name} is not in line of sight.',
                                        name=figure_called(o, g.state.figures))
    if not a.effects:
        return "FH-TARGET-X-1", message("This ability has no added effects to leave out.")
    return "FH-TARGET-X-1", message('{name} cannot be targeted by this ability.',
                                    name=figure_called(o, g.state.figures))
