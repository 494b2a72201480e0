"""Applying a player's action: what each answer to the waiting decision does, then the automatic
steps that follow until the game waits again."""

from __future__ import annotations

from floe_widgets.core import Action, Event
from floe_widgets.i18n import message

from ..map.hex_names import hex_name
from . import abilities as ABIL
from . import cards as C
from . import combat as COMBAT
from . import monster_turns as MTURN
from . import round_steps as STEPS
from . import turns as TURNS
from .actions import (
    ChooseGoal,
    ChooseHalf,
    Consume,
    KeepCard,
    LongRest,
    LoseCard,
    LoseCards,
    PartyChoice,
    PlaceAt,
    Redraw,
    SelectCards,
    ShortRest,
    Skip,
    TakeDamage,
    UseItem,
)
from .context import Context
from .names import figure_name
from .state import Decision


def apply_action(ctx: Context, action: Action) -> list[Event]:
    """What the answer does, then the automatic steps until the game waits again."""
    s = ctx.state
    d = s.decision
    s.decision = None
    return answer(ctx, d, action) + STEPS.advance(ctx)


def answer(ctx: Context, d: Decision | None, action: Action) -> list[Event]:
    """What ``action``, the answer to the waiting decision ``d``, does by itself."""
    if isinstance(action, ChooseGoal):
        ch = ctx.char(action.seat)
        ch.goal = action.goal
        return [Event(message('{name} keeps a battle goal and discards the other two.',
                              name=figure_name(ch.name)), ("FH-GOAL-DEAL-1",), player=action.seat)]
    if isinstance(action, SelectCards):
        ch = ctx.char(action.seat)
        ch.hand.remove(action.lead)
        ch.hand.remove(action.other)
        ch.selected = [action.lead, action.other]
        ch.initiative = C.initiative(action.lead)
        ch.long_rest = False
        return [Event(message('{name} selects two cards.',
                              name=figure_name(ch.name)), ("FH-CARD-SELECT-1",), player=action.seat)]
    if isinstance(action, LongRest):
        ch = ctx.char(action.seat)
        ch.long_rest, ch.selected, ch.initiative = True, [], 99
        ch.stats["long_rests"] += 1
        return [Event(message('{name} will long rest (initiative 99).',
                              name=figure_name(ch.name)), ("FH-CARD-SELECT-1", "FH-REST-LONG-1"),
                      player=action.seat)]
    if isinstance(action, LoseCard):
        return TURNS.long_rest(ctx, d.seat, action.card)
    if isinstance(action, (LoseCards, TakeDamage)):
        return COMBAT.answer_damage(ctx, d, action)
    if isinstance(action, ShortRest):
        return STEPS.short_rest(ctx, action)
    if isinstance(action, Redraw):
        return STEPS.redraw(ctx, d, action.redraw)
    if isinstance(action, ChooseHalf):
        return TURNS.choose_half(ctx, action)
    if isinstance(action, Consume):
        return TURNS.consume(ctx, d, action)
    if isinstance(action, PartyChoice) and d.kind == "tie":
        return STEPS.break_tie(ctx, d, action.index)
    if isinstance(action, PartyChoice):
        return MTURN.party_choice(ctx, d, action)
    if isinstance(action, UseItem):
        return ABIL.use_item(ctx, action.item)
    if isinstance(action, KeepCard):
        return COMBAT.keep_card(ctx, d, action.card)
    if isinstance(action, Skip):
        if d.kind == "forced":
            return [Event(message("The forced movement is not used."), ("FH-CARD-SKIP-1",))]
        TURNS.end_ability(ctx)
        return [Event(message("The rest of the ability is skipped."), ("FH-CARD-SKIP-1",))]
    if isinstance(action, PlaceAt) and d.kind == "summon_place":
        placed = Event(message('The party places the summoned monster at {to}.', to=hex_name(action.to)),
                       ("FH-MACT-9", "FH-GEN-PARTY-1"))
        # the summoner is alive: the party answers within its turn, and a dead monster's abilities are not run
        return [placed, *MTURN.place_monster_summon(ctx, ctx.fig(d.fid), d.mtype, d.elite, action.to)]
    if isinstance(action, PlaceAt) and d.kind == "forced":
        return ABIL.force_move(ctx, d.target, action.to, tuple(d.source), d.distance, d.pull)
    return ABIL.perform(ctx, action)
