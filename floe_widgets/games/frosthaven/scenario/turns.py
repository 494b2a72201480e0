"""Frosthaven: a character's turn -- start of turn, halves, abilities one step at a time, end of turn."""

from __future__ import annotations

from floe_widgets.core import Event
from floe_widgets.i18n import message

from . import abilities as ABIL
from . import cards as C
from . import choices as CHOICE
from . import conditions as COND
from . import decision_kinds as DK
from . import elements as EL
from . import items as IT
from . import task_kinds as TK
from .actions import ChooseHalf, Consume
from .context import Context
from .names import card_label, conditions_said, element_at_start, figure_name, name_term, word
from .state import Decision, Figure, Task, Turn


# -- turns ----------------------------------------------------------------------------------
def start_of_turn(ctx: Context, f: Figure) -> tuple[list[Event], bool]:
    """FH-COND-REGEN-1, FH-COND-WOUND-1, FH-AMBIG-15: regenerate heals first (removing wound)."""
    f.acting = True
    ev: list[Event] = ABIL.heal(ctx, f, 1, "regenerate") if "regenerate" in f.conditions else []
    if "wound" in f.conditions:
        ev.append(Event(message('{name} suffers 1 wound damage.', name=ctx.called(f)), ("FH-COND-WOUND-1",)))
        return ev, True
    return ev, False


def task_char_turn(ctx: Context, task: Task) -> list[Event]:
    s = ctx.state
    f = ctx.fig(task.actor)
    if f is None:
        return []
    s.acted.append(f.fid)
    ev, wounded = start_of_turn(ctx, f)
    if wounded:
        ctx.spawn(TK.DamageTask(target=f.fid, value=1), TK.CharMainTask(actor=f.fid))
        return ev
    return ev + task_char_main(ctx, TK.CharMainTask(actor=f.fid))


def task_char_main(ctx: Context, task: Task) -> list[Event]:
    s = ctx.state
    f = ctx.fig(task.actor)
    if f is None:
        return []
    ch = ctx.char(f.owner)
    if ch.long_rest:
        if ch.discard:
            s.decision = DK.LongRestDecision(ch.seat, f.fid)
            return [Event(message('{name} long rests.',
                                  name=figure_name(ch.name)), ("FH-REST-LONG-1",), player=ch.seat)]
        ctx.spawn(TK.EndTurnTask(actor=f.fid))
        return []
    if "stun" in f.conditions:
        ch.discard += ch.selected
        ch.selected = []
        ctx.spawn(TK.EndTurnTask(actor=f.fid))
        return [Event(message('{name} is stunned: both cards are discarded without effect.',
                              name=figure_name(ch.name)), ("FH-COND-STUN-1",))]
    s.turn = Turn(fid=f.fid, seat=ch.seat)
    return [Event(message("{name}'s turn.",
                          name=figure_name(ch.name)), ("FH-CARD-ACTION-1",), kind="turn", player=ch.seat)]


def long_rest(ctx: Context, seat: int, card: str) -> list[Event]:
    ch = ctx.char(seat)
    f = ctx.fig(ch.fid)
    ch.discard.remove(card)
    ch.lost.append(card)
    ch.hand += ch.discard
    ch.discard = []
    ev = [Event(message('{name} loses {card} and takes the other discards back.',
                        name=figure_name(ch.name), card=card_label(card)), ("FH-REST-LONG-1",),
                player=seat)]
    ev += ABIL.heal(ctx, f, 2, "long rest")
    for it in ch.items:
        it.state = IT.refresh(it.state)
    ev.append(Event(message('{name} refreshes spent items.',
                            name=figure_name(ch.name)), ("FH-REST-LONG-1", "FH-ITEM-SPENT-1"), player=seat))
    ctx.spawn(TK.EndTurnTask(actor=ch.fid))
    return ev


def choose_half(ctx: Context, a: ChooseHalf) -> list[Event]:
    t = ctx.state.turn
    t.card, t.half, t.basic, t.index = a.card, a.half, a.basic, 0
    t.ability, t.performed, t.lost_action, t.persistent_card = {}, False, False, False
    act = C.action(a.card, a.half, a.basic)
    t.lost_action = bool(act.get("lost")) and not a.basic
    card = name_term(C.card_name(a.card))
    name = figure_name(ctx.char(t.seat).name)
    if a.basic:
        said = (message("{name} uses the basic top action of {card}.", name=name, card=card) if a.half == "top"
                else message("{name} uses the basic bottom action of {card}.", name=name, card=card))
    else:
        said = (message("{name} uses the top action of {card}.", name=name, card=card) if a.half == "top"
                else message("{name} uses the bottom action of {card}.", name=name, card=card))
    return [Event(said,
                  ("FH-CARD-ACTION-1", "FH-CARD-ORDER-1"), player=t.seat)]


def turn_step(ctx: Context) -> list[Event]:
    s = ctx.state
    t = s.turn
    if ctx.fig(t.fid) is None:
        s.turn = None
        return []
    if not t.half:
        if len(t.done) == 2:
            s.turn = None
            ctx.spawn(TK.EndTurnTask(actor=t.fid, infuse=list(t.infusions)))
            return []
        s.decision = DK.HalfDecision(t.seat, t.fid)
        return []
    if t.commanded and ctx.fig(t.commanded) is None:   # the commanded figure fell mid-ability
        end_ability(ctx)
        return []
    if t.ability:
        if len(CHOICE.ability_options(ctx)) == 1:    # only "skip" is left: the ability is over
            end_ability(ctx)
            return []
        s.decision = DK.AbilityDecision(t.seat, t.fid)
        return []
    abilities = C.action(t.card, t.half, t.basic, C.stickers(ctx.options, t.seat))["abilities"]
    if t.index >= len(abilities):
        return finish_action(ctx)
    return start_ability(ctx, dict(abilities[t.index]))


def start_ability(ctx: Context, ab: dict) -> list[Event]:
    s = ctx.state
    t = s.turn
    f = ctx.fig(t.fid)
    ab["type"] = next(k for k in ("command", "summon", "suffer", "move", "teleport", "attack", "heal", "shield",
                                  "retaliate", "condition", "grant", "loot", "push", "pull", "tiles") if k in ab)
    t.targets = []
    if ab["type"] == "suffer":   # a mandatory ability (FH-CARD-SKIP-1)
        t.performed = True
        t.index += 1
        ctx.spawn(TK.DamageTask(target=f.fid, value=ab["suffer"]))
        return [Event(message('{name} must suffer {suffer} damage.',
                              name=ctx.called(f), suffer=ab['suffer']), ("FH-CARD-SKIP-1",))]
    if ab["type"] == "move" and "immobilize" in f.conditions:
        t.index += 1
        return [Event(message('{name} is immobilized and cannot move.',
                              name=ctx.called(f)), ("FH-COND-IMMOB-1",))]
    if ab["type"] == "attack" and "disarm" in f.conditions:
        t.index += 1
        return [Event(message('{name} is disarmed and cannot attack.',
                              name=ctx.called(f)), ("FH-COND-DISARM-1",))]
    if ab["type"] == "move":
        t.points = ab["move"]
    t.ability = ab
    el = ab.get("consume")
    if el and EL.can_consume(s.elements, el) and el not in t.consumed:
        s.decision = DK.ConsumeDecision(t.seat, t.fid, element=el)
    return []


def consume(ctx: Context, d: Decision, a: Consume) -> list[Event]:
    t = ctx.state.turn
    if not a.use:
        return [Event(message('{element} is not consumed.', element=element_at_start(a.element)),
                      ("FH-ELEMENT-CONSUME-1",))]
    EL.consume(ctx.state.elements, a.element)
    t.consumed.append(a.element)
    ab = t.ability
    for k, v in ab["boost"].items():   # every consume of a card comes with its boost
        if k == "add":
            ab["add"] = list(ab.get("add", [])) + list(v)
        else:
            ab[k] = ab.get(k, 0) + v
    if ab["type"] == "move":
        t.points = ab["move"]
    return [Event(message("{element} consumed: the ability is boosted.", element=element_at_start(a.element)),
                  ("FH-ELEMENT-CONSUME-1",))]


def end_ability(ctx: Context) -> None:
    t = ctx.state.turn
    if t is None:
        return
    t.bonus_attack = 0   # an item adds to an attack of the ability it was used in, never to a later one
    if t.command:   # back to the grant/control ability: another target may follow
        t.ability, t.targets = t.command, list(t.command["_done"])
        t.command, t.commanded = {}, ""
        return
    t.ability = {}
    t.targets = []
    t.index += 1


def finish_action(ctx: Context) -> list[Event]:
    """FH-CARD-DEST-1 / FH-AMBIG-10: lost icon -> lost pile, active bonus -> active area, else discard."""
    t = ctx.state.turn
    ch = ctx.char(t.seat)
    act = C.action(t.card, t.half, t.basic)
    if t.performed and act.get("infuse"):
        t.infusions += list(act["infuse"])
    t.done.append(t.half)
    t.cards_done.append(t.card)
    ev = []
    if t.performed and act.get("xp") and not t.basic:   # the blue dial (FH-SETUP-DIAL-1)
        ch.xp += act["xp"]
        ev.append(Event(message('{name} gains {xp} experience ({xp2} this scenario).',
                                name=figure_name(ch.name), xp=act['xp'], xp2=ch.xp),
                        ("FH-SETUP-DIAL-1", "FH-CARD-ACTION-1"), player=ch.seat))
    if t.card in ch.selected:
        ch.selected.remove(t.card)
        if t.persistent_card or any(b.card == t.card for b in ctx.fig(t.fid).bonuses):
            ch.active.append(t.card)
        elif t.lost_action:
            ch.lost.append(t.card)
            ev.append(Event(message("{card} goes to the lost pile.", card=name_term(C.card_name(t.card))),
                            ("FH-CARD-DEST-1",)))
        else:
            ch.discard.append(t.card)
    t.half, t.card, t.basic, t.ability = "", "", False, {}
    return ev


# -- end of turn -------------------------------------------------------------------------------------
def task_end_turn(ctx: Context, task: TK.EndTurnTask) -> list[Event]:
    """FH-TURN-7 Choice: looting, bane, infusions, then conditions expire last."""
    f = ctx.fig(task.actor)
    if f is None:
        return []
    ev = []
    ch = ctx.char_of(f.fid)
    if ch is not None:
        ch.discard += ch.selected
        ch.selected = []
        here = [h for h in ctx.state.loot_tokens + ctx.state.treasures if h == f.hex]
        if here:
            ev += ABIL.loot(ctx, ch, f, here)
    if "bane" in f.conditions and f.conditions["bane"] == f.turns_done + 1:
        del f.conditions["bane"]
        ev.append(Event(message('Bane: {name} suffers {amount} damage.',
                                name=ctx.called(f), amount=COND.BANE_DAMAGE), ("FH-COND-BANE-1",)))
        ctx.spawn(TK.DamageTask(target=f.fid, value=COND.BANE_DAMAGE),
                  TK.EndTurnFinishTask(actor=f.fid, infuse=task.infuse))
        return ev
    return ev + task_end_turn_finish(ctx, TK.EndTurnFinishTask(actor=f.fid, infuse=task.infuse))


def task_end_turn_finish(ctx: Context, task: TK.EndTurnFinishTask) -> list[Event]:
    f = ctx.fig(task.actor)
    ev = []
    for el in task.infuse or []:
        EL.infuse(ctx.state.elements, el)
        ev.append(Event(message('Element infused: {element} (strong).', element=word(el)), ("FH-ELEMENT-INFUSE-1",)))
    if f is None:
        return ev
    f.turns_done += 1
    f.acting = False
    gone = [c for c, until in f.conditions.items() if until and until <= f.turns_done]
    for c in gone:
        del f.conditions[c]
    if gone:
        ev.append(Event(message("{name}'s {conditions} ends.",
                                name=ctx.called(f), conditions=conditions_said(gone)), ("FH-COND-TIMING-1",
                                "FH-AMBIG-5")))
    return ev
