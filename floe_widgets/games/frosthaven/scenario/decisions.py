"""Applying a player's action: what each answer to the waiting decision does, then the automatic
steps that follow until the game waits again."""

from __future__ import annotations

from floe_widgets.core import Action, Event
from floe_widgets.i18n import message

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
from .state import Figure


def apply_action(ctx: Context, action: Action) -> list[Event]:
    s = ctx.state
    d = s.decision
    s.decision = None
    ev: list[Event] = []
    if isinstance(action, ChooseGoal):
        ch = ctx.char(action.seat)
        ch.goal = action.goal
        ev.append(Event(message('{name} keeps a battle goal and discards the other two.',
                                name=figure_name(ch.name)), ("FH-GOAL-DEAL-1",),
                        player=action.seat))
    elif isinstance(action, SelectCards):
        ch = ctx.char(action.seat)
        ch.hand.remove(action.lead)
        ch.hand.remove(action.other)
        ch.selected = [action.lead, action.other]
        ch.initiative = C.initiative(action.lead)
        ch.long_rest = False
        ev.append(Event(message('{name} selects two cards.',
                                name=figure_name(ch.name)), ("FH-CARD-SELECT-1",), player=action.seat))
    elif isinstance(action, LongRest):
        ch = ctx.char(action.seat)
        ch.long_rest, ch.selected, ch.initiative = True, [], 99
        ch.stats["long_rests"] += 1
        ev.append(Event(message('{name} will long rest (initiative 99).',
                                name=figure_name(ch.name)), ("FH-CARD-SELECT-1", "FH-REST-LONG-1"),
                        player=action.seat))
    elif isinstance(action, LoseCard):
        ev += TURNS.long_rest(ctx, d.seat, action.card)
    elif isinstance(action, (LoseCards, TakeDamage)):
        ev += COMBAT.answer_damage(ctx, d, action)
    elif isinstance(action, ShortRest):
        ev += STEPS.short_rest(ctx, action)
    elif isinstance(action, Redraw):
        ev += STEPS.redraw(ctx, d, action.redraw)
    elif isinstance(action, ChooseHalf):
        ev += TURNS.choose_half(ctx, action)
    elif isinstance(action, Consume):
        ev += TURNS.consume(ctx, d, action)
    elif isinstance(action, PartyChoice) and d.kind == "tie":
        ev += STEPS.break_tie(ctx, d, action.index)
    elif isinstance(action, PartyChoice):
        ev += MTURN.party_choice(ctx, d, action)
    elif isinstance(action, UseItem):
        ev += ABIL.use_item(ctx, action.item)
    elif isinstance(action, KeepCard):
        ev += COMBAT.keep_card(ctx, d, action.card)
    elif isinstance(action, Skip):
        if d.kind == "forced":
            ev.append(Event(message("The forced movement is not used."), ("FH-CARD-SKIP-1",)))
        else:
            ev.append(Event(message("The rest of the ability is skipped."), ("FH-CARD-SKIP-1",)))
            TURNS.end_ability(ctx)
    elif isinstance(action, PlaceAt) and d.kind == "summon_place":
        ev.append(Event(message('The party places the summoned monster at {to}.',
                                to=action.to), ("FH-MACT-9", "FH-GEN-PARTY-1")))
        ev += MTURN.place_monster_summon(ctx, ctx.fig(d.fid) or Figure(d.fid, "monster", d.fid, action.to, 0, 0),
                                         d.mtype, d.elite, action.to)
    elif isinstance(action, PlaceAt) and d.kind == "forced":
        ev += ABIL.force_move(ctx, d.target, action.to, tuple(d.source), d.distance, d.pull)
    else:
        ev += ABIL.perform(ctx, action)
    ev += STEPS.advance(ctx)
    return ev
