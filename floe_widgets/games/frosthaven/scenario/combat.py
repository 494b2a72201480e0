"""Frosthaven: attacks and damage -- negating damage, suffering, dying, exhaustion, retaliate."""

from __future__ import annotations

from floe_widgets.core import Action, Event
from floe_widgets.i18n import message

from ..map.board import forced_moves, hexmap
from . import abilities as ABIL
from . import decision_kinds as DK
from . import modifiers as MOD
from . import round_steps as STEPS
from . import task_kinds as TK
from .actions import LoseCards
from .attacks import after_shield, base_value, ranged_against_adjacent, ward_brittle
from .context import Context
from .names import figure_name, modifier_said, word
from .state import Bonus, Character, Figure, Task


def task_damage(ctx: Context, task: TK.DamageTask) -> list[Event]:
    """Ward/brittle (FH-MOD-ORDER-1 step 4) then suffer, or negate by losing cards (FH-DAMAGE-NEGATE-1)."""
    s = ctx.state
    f = ctx.fig(task.target)
    if f is None:
        return []
    amount, ward, brittle = ward_brittle(task.value, "ward" in f.conditions, "brittle" in f.conditions)
    ev = []
    if ward:
        del f.conditions["ward"]
    if brittle:
        del f.conditions["brittle"]
    if ward or brittle:
        rule = "FH-MOD-WARDBRITTLE-1" if ward and brittle else ("FH-COND-WARD-1" if ward else "FH-COND-BRITTLE-1")
        name = ctx.called(f)
        said = (message("{name}'s ward and brittle cancel the damage: {amount}.", name=name, amount=amount)
                if ward and brittle else
                message("{name}'s ward halves the damage: {amount}.", name=name, amount=amount) if ward else
                message("{name}'s brittle doubles the damage: {amount}.", name=name, amount=amount))
        ev.append(Event(said, (rule,)))
    if amount <= 0:
        return ev
    if f.kind == "character":
        ch = ctx.char(f.owner)
        if ch.hand or len(ch.discard) >= 2:
            s.decision = DK.NegateDecision(ch.seat, f.fid, amount=amount, source=task.source or "",
                                           exclude=list(task.exclude or []), reserve=task.reserve or 0)
            return ev
    return ev + suffer(ctx, f, amount, task.source or "")


def answer_damage(ctx: Context, d: DK.NegateDecision, a: Action) -> list[Event]:
    ch = ctx.char(d.seat)
    f = ctx.fig(d.fid)
    if isinstance(a, LoseCards):
        for c in a.cards:
            (ch.hand if len(a.cards) == 1 else ch.discard).remove(c)
            ch.lost.append(c)
        ch.stats["negated"] += 1
        said = message('{name} loses 1 card to negate {amount} damage.',
                       plural='{name} loses {count} cards to negate {amount} damage.', how_many=len(a.cards),
                       name=figure_name(ch.name), count=len(a.cards), amount=d.amount)
        return [Event(said,
                      ("FH-DAMAGE-NEGATE-1", "FH-ATK-10"), player=d.seat)]
    return suffer(ctx, f, d.amount, d.source)


def suffer(ctx: Context, f: Figure, amount: int, source: str) -> list[Event]:
    f.hp = max(0, f.hp - amount)
    ev = [Event(message('{name} suffers {amount} damage ({hp}/{max_hp} left).',
                        name=ctx.called(f), amount=amount, hp=f.hp, max_hp=f.max_hp), ("FH-ATTACK-BASE-1",),
                kind="damage")]
    if f.kind == "character":
        ctx.char(f.owner).stats["damage"] += amount
    if "regenerate" in f.conditions:
        del f.conditions["regenerate"]
        ev.append(Event(message('{name} loses regenerate on suffering damage.',
                                name=ctx.called(f)), ("FH-COND-REGEN-1",)))
    if f.hp <= 0:
        ev += die(ctx, f, source)
    return ev


def die(ctx: Context, f: Figure, source: str) -> list[Event]:
    s = ctx.state
    if f.kind == "character":
        ch = ctx.char(f.owner)
        if ctx.options.get("permadeath"):   # FH-VARIANT-PERMADEATH-1: dead for the campaign too
            ch.dead = True
            return [Event(message('{name} drops to 0 hit points and dies permanently.', name=ctx.called(f)),
                          ("FH-VARIANT-PERMADEATH-1", "FH-EXHAUST-HP-1"), kind="death", player=ch.seat)] \
                + exhaust(ctx, ch)
        return [Event(message('{name} drops to 0 hit points and is exhausted.',
                              name=ctx.called(f)), ("FH-EXHAUST-HP-1",),
                      kind="exhausted")] \
            + exhaust(ctx, ch)
    s.figures.remove(f)
    ev = [Event(message('{name} dies.', name=ctx.called(f)), ("FH-ATK-11",), kind="death")]
    killer = ctx.fig(source) if source else None
    if killer is not None and killer.kind in ("character", "summon") and f.kind == "monster":
        ctx.char(killer.owner).stats["kills"] += 1
    if f.kind == "monster":
        if f.number in s.used_standees.get(f.mtype, []):   # FH-TURN-5: the standee is free again
            s.used_standees[f.mtype].remove(f.number)
        if f.summoned_round > 0:   # FH-ATK-11: a monster summoned in play drops nothing
            ev.append(Event(message('{name} was summoned: it drops no loot.',
                                    name=ctx.called(f)), ("FH-ATK-11",)))
        else:   # FH-LOOT-DROP-1: placed and spawned monsters drop a token
            s.loot_tokens.append(f.hex)
            ev.append(Event(message('{name} drops a loot token.', name=ctx.called(f)), ("FH-LOOT-DROP-1",)))
    return ev


def exhaust(ctx: Context, ch: Character) -> list[Event]:
    """FH-EXHAUST-EFFECT-1: figure removed, every card lost, summons removed; FH-EXHAUST-ALL-1."""
    s = ctx.state
    ch.exhausted = True
    ch.lost += ch.hand + ch.discard + ch.active + ch.selected
    ch.hand, ch.discard, ch.active, ch.selected = [], [], [], []
    s.figures = [f for f in s.figures if f.fid != ch.fid and not (f.kind == "summon" and f.owner == ch.seat)]
    if s.turn is not None and s.turn.fid == ch.fid:
        s.turn = None
    ev = [Event(message('{name} leaves the scenario; its summons vanish.', name=figure_name(ch.name)),
                ("FH-EXHAUST-EFFECT-1", "FH-SUMMON-DEATH-1"))]
    if all(c.exhausted for c in s.characters):
        ev += STEPS.end_scenario(ctx, False)
    return ev


# -- attacks ---------------------------------------------------------------------------------
def task_attack(ctx: Context, task: TK.AttackTask) -> list[Event]:
    """One attack on one target, in the modification order (FH-MOD-ORDER-1)."""
    s = ctx.state
    att, tgt = ctx.fig(task.actor), ctx.fig(task.target)
    if att is None or tgt is None:
        return []
    m = hexmap(ctx.board, s)
    d = task.numbers()
    near = ranged_against_adjacent(d.range > 1, m.range(att.hex, tgt.hex))
    mode = MOD.attack_mode("strengthen" in att.conditions, "muddle" in att.conditions or near)
    poisoned = "poison" in tgt.conditions
    v = base_value(d.value, 0, poisoned)
    deck = ctx.deck_of(att)
    label = f"deck-{'M' if att.kind == 'monster' else att.owner}"
    if mode != "normal" and att.kind == "character":
        rolls, pair, drawn = MOD.draw_pair(deck, ctx.chance, label)
        return_condition_cards(ctx, att, drawn)
        base = MOD.apply(v, rolls) if mode == "advantage" else v
        if MOD.ambiguous(base, *pair):   # FH-ATK-6: the character's player picks
            s.decision = DK.ModifierDecision(
                att.owner, att.fid, task=TK.PendingAttack(task.actor, task.target, d), mode=mode,
                rolls=[c.text for c in rolls], pair=[c.text for c in pair], drawn=[c.text for c in drawn])
            said = (message("{att} draws {first} and {second} with advantage: neither is plainly better, so its "
                            "player picks.", att=ctx.called(att), first=modifier_said(pair[0].text),
                            second=modifier_said(pair[1].text))
                    if mode == "advantage" else
                    message("{att} draws {first} and {second} with disadvantage: neither is plainly worse, so its "
                            "player picks.", att=ctx.called(att), first=modifier_said(pair[0].text),
                            second=modifier_said(pair[1].text)))
            return [Event(said,
                          ("FH-ATK-6",), player=att.owner)]
        kept = MOD.better(base, *pair) if mode == "advantage" else MOD.worse(v, *pair)
        used = (rolls if mode == "advantage" else []) + [kept]
    else:
        used, drawn = MOD.draw_for_attack(deck, ctx.chance, label, v, mode)
        return_condition_cards(ctx, att, drawn)
    return resolve_attack(ctx, att, tgt, d, v, used, drawn, mode, near)


def return_condition_cards(ctx: Context, att: Figure, drawn: list[MOD.Card]) -> None:
    """Drawn bless and curse cards go back to their supply (FH-ATK-7)."""
    s = ctx.state
    for c in drawn:
        if c.condition_card:
            if c.text == "bless":
                s.bless_supply += 1
            elif att.kind == "monster":
                s.monster_curses += 1
            else:
                s.player_curses += 1


def keep_card(ctx: Context, d: DK.ModifierDecision, card: str) -> list[Event]:
    """FH-ATK-6: the player's pick of an ambiguous pair; the attack then resolves as usual."""
    t = d.task
    att, tgt = ctx.fig(t.actor), ctx.fig(t.target)
    r = ctx.options.get("reduced_randomness", False)    # FH-VARIANT-REDUCED-1
    pair = [c for c in MOD._as_final(tuple(MOD.parse(x, r) for x in d.pair)) if c.text == card]
    used = ([MOD.parse(x, r) for x in d.rolls] if d.mode == "advantage" else []) + pair[:1]
    drawn = [MOD.parse(x) for x in d.drawn]   # only said (cards_drawn): their worth is in ``used``
    v = base_value(t.data.value, 0, "poison" in tgt.conditions)
    # the figures stand where they stood when the pair was drawn: the same disadvantage, cited alike
    near = ranged_against_adjacent(t.data.range > 1, hexmap(ctx.board, ctx.state).range(att.hex, tgt.hex))
    ev = [Event(message("{att}'s player keeps {card}.",
                        att=ctx.called(att), card=modifier_said(card)), ("FH-ATK-6",), player=att.owner)]
    return ev + resolve_attack(ctx, att, tgt, t.data, v, used, drawn, d.mode, near)


def resolve_attack(ctx: Context, att: Figure, tgt: Figure, d: TK.AttackNumbers, v: int, used: list[MOD.Card],
                   drawn: list[MOD.Card], mode: str, near: bool) -> list[Event]:
    """The rest of one attack once its modifier cards are known (FH-MOD-ORDER-1); ``near``: a ranged
    attack against an adjacent target, which drew with disadvantage (FH-ADV-RANGED-1)."""
    poisoned = "poison" in tgt.conditions
    v = MOD.apply(v, used)
    shield = tgt.shield + sum(b.value for b in tgt.bonuses if b.kind == "shield")
    v = after_shield(v, shield, d.pierce)
    for b in list(tgt.bonuses):
        if b.kind == "shield":
            use_bonus(ctx, tgt, b)
    add = list(d.add) + [c.effect for c in used if c.effect]
    rules = ["FH-MOD-ORDER-1", "FH-ATTACK-BASE-1"]
    if mode != "normal":
        rules.append("FH-ADV-ADV-1" if mode == "advantage" else "FH-ADV-DIS-1")
    if near:
        rules.append("FH-ADV-RANGED-1")
    if poisoned:
        rules.append("FH-COND-POISON-1")
    if shield:
        rules.append("FH-SHIELD-REDUCE-1")
    if d.pierce:
        rules.append("FH-ATTACK-PIERCE-1")
    ev = [Event(message('{att} attacks {tgt}: draws {cards} ({mode}) -> {damage}.',
                        att=ctx.called(att), tgt=ctx.called(tgt), cards=cards_drawn(drawn),
                        mode=word(mode), damage=v),
                tuple(rules), kind="attack")]
    ctx.spawn(TK.DamageTask(target=tgt.fid, value=v, source=att.fid),
                TK.AfterAttackTask(actor=att.fid, target=tgt.fid, add=add, push=d.push, pull=d.pull),
                TK.RetaliateTask(actor=tgt.fid, target=att.fid))
    return ev


def use_bonus(ctx: Context, f: Figure, b: Bonus) -> None:
    """One use of a persistent bonus with use slots: after the last, it and its card leave play; a bonus of
    this round, or a persistent one without slots, is not used up."""
    if b.duration != "persistent":
        return
    if b.uses < 0:  # pragma: no mutate (-1: no slots; one with slots leaves at 0, so "<" and "<=" are alike)
        return
    b.uses -= 1
    if b.uses == 0:
        f.bonuses.remove(b)
        ch = ctx.char_of(f.fid)
        if ch is not None and b.card in ch.active:
            ch.active.remove(b.card)
            (ch.lost if b.lost else ch.discard).append(b.card)


def task_after_attack(ctx: Context, task: TK.AfterAttackTask) -> list[Event]:
    """FH-ATTACK-ADDED-1: conditions and forced movement after the damage, if the target lives."""
    s = ctx.state
    att, tgt = ctx.fig(task.actor), ctx.fig(task.target)
    if tgt is None:
        return []
    ev = ABIL.give_conditions(ctx, tgt, list(task.add), att) if task.add else []
    for kind in ("push", "pull"):
        dist = task.push if kind == "push" else task.pull
        if not dist or att is None:
            continue
        if tgt.kind == "objective":
            ev.append(Event(message('{tgt} cannot be moved.', tgt=ctx.called(tgt)), ("FH-FORCED-IMMUNE-1",)))
            continue
        # the longest moves (FH-FORCED-CHOICE-1: a monster's); a character's player is offered every end
        # (legality), and here only whether there is one matters: there is a longest one iff there is one
        ends = forced_moves(ctx.board, s, att.hex, tgt, dist, kind == "pull", full=True)
        if not ends:
            continue
        if att.kind == "character":
            s.decision = DK.ForcedDecision(att.owner, att.fid, target=tgt.fid, source=att.hex, distance=dist,
                                           pull=kind == "pull")
            return ev
        best = sorted(ends)   # FH-FORCED-CHOICE-1: monsters push as far as they can
        if len(best) > 1:
            seat = next(ch.seat for ch in s.characters if not ch.exhausted)
            s.decision = DK.ForcedDecision(seat, att.fid, target=tgt.fid, source=att.hex, distance=dist,
                                           pull=kind == "pull", full=True)
            said = (message("The party chooses where {tgt} is pulled.", tgt=ctx.called(tgt)) if kind == "pull"
                    else message("The party chooses where {tgt} is pushed.", tgt=ctx.called(tgt)))
            return ev + [Event(said,
                               ("FH-FORCED-CHOICE-1", "FH-GEN-1"))]
        ev += ABIL.force_move(ctx, tgt.fid, best[0], att.hex, dist, kind == "pull")
    return ev


def task_retaliate(ctx: Context, task: Task) -> list[Event]:
    """FH-RETALIATE-DAMAGE-1: after the attack, unmitigated damage back to an attacker in range 1."""
    ret, att = ctx.fig(task.actor), ctx.fig(task.target)
    if ret is None or att is None:
        return []
    m = hexmap(ctx.board, ctx.state)
    if m.range(ret.hex, att.hex) > 1:
        return []
    total = 0
    for b in list(ret.bonuses):
        if b.kind == "retaliate":
            total += b.value
            use_bonus(ctx, ret, b)
    if not total:
        return []
    ctx.spawn(TK.DamageTask(target=att.fid, value=total, source=ret.fid))
    return [Event(message('{ret} retaliates for {total}.',
                          ret=ctx.called(ret), total=total), ("FH-RETALIATE-DAMAGE-1",))]


def cards_drawn(drawn: list) -> str:
    """The modifier cards drawn for an attack, one after another ("+1 null")."""
    said = [modifier_said(c.text) for c in drawn]
    out = said[0] if said else ""
    for card in said[1:]:
        out = message("{first} {second}", first=out, second=card)
    return out
