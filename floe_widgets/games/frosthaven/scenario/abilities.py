"""Frosthaven: performing character abilities -- move, attack, heal, shield, summon, loot, push/pull,
items and conditions."""

from __future__ import annotations

from floe_widgets.core import Action, Event
from floe_widgets.i18n import message

from ..ai.wording import points
from ..map.board import forced_moves, hexmap, occupants, reachable
from ..map.entries import hazard_damage, trap_damage
from ..map.hex_names import hex_name
from . import choices as CHOICE
from . import conditions as COND
from . import decision_kinds as DK
from . import items as IT
from . import modifiers as MOD
from . import monsters as MON
from . import plates as PLATES
from . import rooms as ROOMS
from . import task_kinds as TK
from . import turns as TURNS
from .actions import MoveTo, Perform, Target, TargetArea
from .context import Context
from .names import WORDS, ability_said, condition_word, conditions_said, figure_name, loot_label, name_term, word
from .state import Bonus, Character, Figure, ItemState, Task

Hex = tuple[int, int]


# -- performing abilities ---------------------------------------------------------------------
def perform(ctx: Context, a: Action) -> list[Event]:
    s = ctx.state
    t = s.turn
    f = CHOICE.actor(ctx)
    ab = t.ability
    kind = ab["type"]
    ch = ctx.char(t.seat)
    ev: list[Event] = []
    t.performed = True
    if kind == "command":
        ev += command(ctx, ctx.fig(a.fid))
    elif kind == "move" and isinstance(a, MoveTo):
        mode = MON.move_mode(ab, f.mtype)   # a commanded flying monster flies
        way = reachable(ctx.board, s, f, t.points, mode)[a.to]
        mp = way.mp
        t.points -= mp
        ev += relocate(ctx, f, a.to, list(way.path[1:]), mode)
        ev.append(Event(message('{name} moves to {to} ({points}).',
                                name=ctx.called(f), to=hex_name(a.to), points=points(mp)),
                        ("FH-MOVE-POINTS-1", "FH-MOVE-PASS-1") + (("FH-JUMP-PATH-1",) if mode == "jump" else ())
                        + (("FH-FLY-IGNORE-1",) if mode == "fly" else ())))
        if t.points <= 0:
            TURNS.end_ability(ctx)
    elif kind == "teleport":
        # a teleport enters only its landing hex: every mode but "fly" and "normal" treats it alike (no mutate)
        ev += relocate(ctx, f, a.to, [a.to], "teleport")  # pragma: no mutate
        ev.append(Event(message('{name} teleports to {to}.',
                                name=ctx.called(f), to=hex_name(a.to)), ("FH-TELEPORT-PLACE-1", "FH-AMBIG-12")))
        TURNS.end_ability(ctx)
    elif kind == "attack" and isinstance(a, Target):
        t.targets.append(a.fid)
        ctx.spawn(attack_task(ctx, f, a.fid, ab, a.effects))
    elif kind == "attack" and isinstance(a, TargetArea):
        occ = occupants(s)
        ctx.spawn(*[attack_task(ctx, f, occ[h].fid, ab, True) for h in a.hexes])
        ev.append(Event(message('{name} attacks {count} enemy in an area.',
                                plural='{name} attacks {count} enemies in an area.', how_many=len(a.hexes),
                                name=ctx.called(f), count=len(a.hexes)),
                        ("FH-AOE-HEX-1", "FH-AOE-ORIENT-1")))
        TURNS.end_ability(ctx)
    elif kind in ("condition",):
        t.targets.append(a.fid)
        ev += give_conditions(ctx, ctx.fig(a.fid), ab["condition"], f)
    elif kind in ("push", "pull"):
        t.targets.append(a.fid)
        s.decision = DK.ForcedDecision(t.seat, f.fid, target=a.fid, source=f.hex, distance=ab[kind],
                                       pull=kind == "pull")
    elif kind == "heal":
        target = f if isinstance(a, Perform) else ctx.fig(a.fid)
        ev += heal(ctx, target, ab["heal"], f.name)
        TURNS.end_ability(ctx)
    elif kind == "grant":
        target = f if isinstance(a, Perform) else ctx.fig(a.fid)
        ev += give_conditions(ctx, target, ab["grant"], f)
        TURNS.end_ability(ctx)
    elif kind in ("shield", "retaliate"):
        dur = ab.get("bonus", "round")
        f.bonuses.append(Bonus(kind, ab[kind], dur, ab.get("uses", -1), t.card, t.lost_action))
        if dur == "persistent":
            t.persistent_card = True
        ev.append(Event(message('{name} gains {kind} {amount} ({duration} bonus).',
                                name=ctx.called(f), kind=word(kind), amount=ab[kind], duration=word(dur)),
                        ("FH-CARD-BONUS-1", "FH-SHIELD-REDUCE-1" if kind == "shield" else "FH-RETALIATE-DAMAGE-1")))
        TURNS.end_ability(ctx)
    elif kind == "summon":
        s.summon_count += 1
        sid = f"S{ch.seat}-{s.summon_count}"
        summon = Figure(sid, "summon", ab["summon"], a.to, ab["hp"], ab["hp"], owner=ch.seat,
                        move=ab["move"], attack=ab["attack"], summoned_round=s.round)
        s.figures.append(summon)
        ev.append(Event(message("{summon} is summoned at {to}.", summon=ctx.called(summon), to=hex_name(a.to)),
                        ("FH-SUMMON-PLACE-1",)))
        TURNS.end_ability(ctx)
    elif kind == "tiles":
        ev += change_tile(ctx, f, ab, a.to)
        TURNS.end_ability(ctx)
    elif kind == "loot":
        m = hexmap(ctx.board, s)
        hexes = [h for h in s.loot_tokens + s.treasures if m.range(f.hex, h) <= ab["loot"]]
        ev += loot(ctx, ch, f, hexes)
        ev.append(Event(message('{name} loots within range {loot}.',
                                name=ctx.called(f), loot=ab['loot']), ("FH-LOOT-ACTION-1",)))
        TURNS.end_ability(ctx)
    return ev


def change_tile(ctx: Context, f: Figure, ab: dict, h: Hex) -> list[Event]:
    """FH-TILES-MANIP-1: create or destroy an overlay tile (the hex was checked by ``_tile_problem``:
    a created tile cuts nothing off). Traps are kept in ``traps``, other overlays in ``overlay_changes``."""
    s = ctx.state
    kind = ab["overlay"]
    if kind == "trap":
        s.traps = sorted(set(s.traps) - {h}) if ab["tiles"] == "destroy" else sorted({*s.traps, h})
    else:
        s.overlay_changes[h] = "" if ab["tiles"] == "destroy" else kind
    name = ctx.called(f)
    if ab["tiles"] == "destroy":
        said = message('{name} destroys the {overlay} in {hex}.', name=name, overlay=word(kind), hex=hex_name(h))
    elif kind[0] in "aeiou":
        said = message('{name} creates an {overlay} in {hex}.', name=name, overlay=word(kind), hex=hex_name(h))
    else:
        said = message('{name} creates a {overlay} in {hex}.', name=name, overlay=word(kind), hex=hex_name(h))
    return [Event(said, ("FH-TILES-MANIP-1",))]


def command(ctx: Context, who: Figure) -> list[Event]:
    """FH-COMMAND-GRANT-1: the chosen figure performs the ability as its own (its own movement:
    terrain, traps, doors as for that figure); the commanding character decides how."""
    t = ctx.state.turn
    parent = t.ability
    parent["_done"] = list(parent.get("_done", [])) + [who.fid]
    t.targets = list(parent["_done"])
    sub = dict(parent["ability"])
    sub["type"] = next((k for k in ("move", "attack") if k in sub), "")
    # in English the ability's own words (e.g. "move 2") stay as the card data writes them
    values = {"commander": ctx.called(ctx.fig(t.fid)), "who": ctx.called(who),
              "ability": ability_said(parent["ability"])}
    said = (message("{commander} grants {who}: it performs {ability} as its own ability.", **values)
            if parent["command"] == "grant" else
            message("{commander} controls {who}: it performs {ability} as its own ability.", **values))
    ev = [Event(said, ("FH-COMMAND-GRANT-1",))]
    if not sub["type"]:
        return ev + [Event(message("That commanded ability is not modelled; nothing happens."),
                           ("FH-COMMAND-GRANT-1",))]
    if sub["type"] == "move" and "immobilize" in who.conditions:
        return ev + [Event(message('{who} is immobilized and cannot move.',
                                   who=ctx.called(who)), ("FH-COND-IMMOB-1",))]
    if sub["type"] == "attack" and "disarm" in who.conditions:
        return ev + [Event(message('{who} is disarmed and cannot attack.',
                                   who=ctx.called(who)), ("FH-COND-DISARM-1",))]
    t.command, t.commanded, t.ability, t.targets = parent, who.fid, sub, []
    if sub["type"] == "move":
        t.points = sub["move"]
    return ev


def attack_task(ctx: Context, f: Figure, target: str, ab: dict, effects: bool) -> Task:
    t = ctx.state.turn
    bonus = 0
    if t is not None and t.fid == f.fid and t.bonus_attack:
        bonus, t.bonus_attack = t.bonus_attack, 0
    # an attack ability always names its value (a card's, a command's or a monster's)
    return TK.AttackTask(actor=f.fid, target=target, attack=ab["attack"] + bonus, pierce=ab.get("pierce", 0),
                         range=ab.get("range", 1), add=list(ab.get("add", [])) if effects else [],
                         push=ab.get("push", 0) if effects else 0, pull=ab.get("pull", 0) if effects else 0)


def use_item(ctx: Context, iid: str) -> list[Event]:
    t = ctx.state.turn
    ch = ctx.char(t.seat)
    f = ctx.fig(t.fid)
    it = next(i for i in ch.items if i.item == iid)
    eff = IT.effect(iid, it.state)
    it.state = IT.after_use(iid, it.state)
    rules = {"spent": "FH-ITEM-SPENT-1", "lost": "FH-ITEM-LOST-1", "flip": "FH-ITEM-FLIP-1"}[IT.item(iid)["usage"]]
    ev = [Event(message('{name} uses {item}.',
                        name=figure_name(ch.name), item=name_term(IT.item(iid)['name'])), (rules,), player=t.seat)]
    if "heal" in eff:
        ev += heal(ctx, f, eff["heal"], IT.item(iid)["name"])
    if "shield" in eff:
        f.bonuses.append(Bonus("shield", eff["shield"], "round"))
    if "ward" in eff:
        ev += give_conditions(ctx, f, ["ward"], f)
    if "move" in eff:
        t.points += eff["move"]
        t.ability["_boots"] = True   # pragma: no mutate (read only by choices.py's marked line: one move item, spent)
    if "attack" in eff:
        t.bonus_attack += eff["attack"]
        t.ability["_mask"] = True
    return ev


# -- figures: movement, healing, conditions -------------------------------------------------------
def relocate(ctx: Context, f: Figure, to: Hex, entered: list[Hex], mode: str) -> list[Event]:
    """Move a figure; doors open, pressure plates entered trigger, traps and hazardous terrain entered
    hurt it (FH-OVERLAY-*, FH-MOVE-3..6)."""
    s = ctx.state
    b = ctx.board
    ev: list[Event] = []
    f.hex = to
    if to in b.doors and to not in s.open_doors:
        ev.append(Event(message('{name} opens the door.',
                                name=ctx.called(f)), ("FH-OVERLAY-DOOR-1", "FH-TELEPORT-DOOR-1")))
        ev += ROOMS.open_door(ctx, to)
    hits = []
    m = hexmap(b, s)   # the live map: overlays created or destroyed in play count (FH-TILES-MANIP-1)
    for h in entered:
        if h in b.plates:   # FH-TERR-6: walking, pushed, jumping over or flying over; a teleport's landing hex
            ev += PLATES.enter(ctx, f, h)
        if mode in ("jump", "teleport") and h != to:
            continue
        if mode == "fly":
            continue
        if h in s.traps:
            s.traps.remove(h)
            hits.append(TK.DamageTask(target=f.fid, value=trap_damage(s.level), source="trap"))
            ev.append(Event(message('{name} springs a trap ({trap_damage} damage); the trap is removed.',
                                    name=ctx.called(f), trap_damage=trap_damage(s.level)),
                            ("FH-OVERLAY-TRAP-1", "FH-LEVEL-USE-1")))
        elif m.is_hazardous(h):
            hits.append(TK.DamageTask(target=f.fid, value=hazard_damage(s.level), source="hazard"))
            ev.append(Event(message('{name} enters hazardous terrain ({hazard_damage} damage).',
                                    name=ctx.called(f), hazard_damage=hazard_damage(s.level)),
                            ("FH-OVERLAY-HAZARD-1", "FH-LEVEL-USE-1")))
        elif m.is_icy(h) and mode == "normal":
            ev.append(Event(message('{name} slides on icy terrain.', name=ctx.called(f)), ("FH-OVERLAY-ICY-1",)))
    ctx.spawn(*hits)
    return ev


def force_move(ctx: Context, fid: str, to: Hex, source: Hex, distance: int, pull: bool) -> list[Event]:
    target = ctx.fig(fid)
    if target is None:
        return []
    path = list(forced_moves(ctx.board, ctx.state, source, target, distance, pull)[to].path[1:])
    said = (message("{target} is pulled to {to}.", target=ctx.called(target), to=hex_name(to)) if pull
            else message("{target} is pushed to {to}.", target=ctx.called(target), to=hex_name(to)))
    ev = [Event(said,
                ("FH-FORCED-PUSHPULL-1", "FH-FORCED-CHOICE-1"))]
    # a flying monster pushed still flies: it ignores traps and hazards on the way (FH-MOVE-5), as its
    # ways were searched (map/board.forced_moves), and still triggers pressure plates (FH-TERR-6)
    flying = target.kind == "monster" and MON.flies(target.mtype)
    return ev + relocate(ctx, target, to, path, "fly" if flying else "forced")


def heal(ctx: Context, f: Figure, amount: int, source: str) -> list[Event]:
    """FH-HEAL-HP-1, FH-HEAL-CLEANSE-1, FH-HEAL-POISON-1, FH-AMBIG-7 (never above maximum)."""
    if f is None:
        return []
    poisoned = "poison" in f.conditions
    removed = [c for c in COND.HEAL_REMOVES if c in f.conditions]
    for c in removed:
        del f.conditions[c]
    gained = 0 if poisoned else min(amount, f.max_hp - f.hp)
    f.hp += gained
    rules = ("FH-HEAL-HP-1", "FH-AMBIG-7") + (("FH-HEAL-CLEANSE-1",) if removed else ()) + \
        (("FH-HEAL-POISON-1",) if poisoned else ())
    said = dict(name=ctx.called(f), amount=_hit_points(gained))
    if removed:
        said["conditions"] = conditions_said(removed)
    if source == f.name:   # a figure healing itself
        text = (message("{name} heals {amount}, removing {conditions}.", **said) if removed else
                message("{name} heals {amount}.", **said))
    elif any(x.name == source for x in ctx.state.figures):   # another figure heals it
        said["healer"] = figure_name(source)
        text = (message("{healer} heals {name} for {amount}, removing {conditions}.", **said) if removed else
                message("{healer} heals {name} for {amount}.", **said))
    else:   # a long rest, regenerate or an item
        said["source"] = word(source) if source in WORDS else name_term(source)
        text = (message("{name} heals {amount} ({source}), removing {conditions}.", **said) if removed else
                message("{name} heals {amount} ({source}).", **said))
    return [Event(text, rules)]


def _hit_points(n: int) -> str:
    if n == 0:
        return message("no hit points")
    return message("{n} hit point", plural="{n} hit points", how_many=n, n=n)


def give_conditions(ctx: Context, f: Figure, conds: list[str], giver: Figure | None) -> list[Event]:
    """FH-COND-*: apply conditions (bless/curse go into the figure's modifier deck)."""
    s = ctx.state
    ev = []
    if f is None:
        return ev
    for c in conds:
        if not COND.applies_to(c, f.kind, f.immune):
            ev.append(Event(message('{name} is immune to {condition}.',
                                    name=ctx.called(f), condition=condition_word(c)), (_immunity_rule(f, c),)))
            continue
        if c in COND.DECK_CONDITIONS:
            deck = ctx.deck_of(f)
            if c == "bless" and s.bless_supply > 0:
                s.bless_supply -= 1
            elif c == "curse" and f.kind == "monster" and s.monster_curses > 0:
                s.monster_curses -= 1
            elif c == "curse" and f.kind != "monster" and s.player_curses > 0:
                s.player_curses -= 1
            else:
                continue
            MOD.add_condition_card(deck, ctx.chance, f"deck-shuffle-{f.fid}", c)
            ev.append(Event(message("A {condition} card is shuffled into {name}'s modifier deck.",
                                    condition=condition_word(c), name=ctx.called(f)),
                            ("FH-COND-BLESS-1" if c == "bless" else "FH-COND-CURSE-1", "FH-MOD-BLESSCURSE-1")))
            continue
        if c in COND.END_OF_NEXT_TURN:
            f.conditions[c] = COND.expiry_turn(f.turns_done, f.acting)
        else:
            f.conditions[c] = 0
        ev.append(Event(message('{name} gains {condition}.',
                                name=ctx.called(f), condition=condition_word(c)), ("FH-COND-TIMING-1",
                                f"FH-COND-{_COND_RULE.get(c, 'TIMING')}-1")))
    return ev


def _immunity_rule(f: Figure, condition: str) -> str:
    """Why a figure cannot gain a condition: an objective gains none (FH-OVERLAY-OBJECTIVE-1), a monster
    type's listed immunity (FH-COND-1), impair only on characters (FH-COND-IMPAIR-1)."""
    if f.kind == "objective":
        return "FH-OVERLAY-OBJECTIVE-1"
    return "FH-COND-1" if condition in f.immune else "FH-COND-IMPAIR-1"


def loot(ctx: Context, ch: Character, f: Figure, hexes: list[Hex]) -> list[Event]:
    s = ctx.state
    ev = []
    for h in hexes:
        if h in s.loot_tokens:
            s.loot_tokens.remove(h)
            if s.loot_deck:
                card = s.loot_deck.pop(0)
                ch.loot.append(card)
                ch.stats["loot"] += 1
                ev.append(Event(message('{name} takes a loot card: {loot}.',
                                        name=figure_name(ch.name), loot=loot_label(card)), ("FH-LOOT-ACTION-1",),
                                player=ch.seat))
                if card == "random-item":
                    ev += draw_random_item(ctx, ch)
        elif h in s.treasures:
            s.treasures.remove(h)
            reward = ctx.board.treasures[h]["reward"]
            ch.gold += reward["gold"]
            ev.append(Event(message('{name} opens treasure {id}.',
                                    name=figure_name(ch.name), id=ctx.board.treasures[h]['id']),
                            ("FH-OVERLAY-TREASURE-1",)))
    return ev


def draw_random_item(ctx: Context, ch: Character) -> list[Event]:
    """FH-LOOT-ITEM-1: the random item deck is drawn at once; items the party already owns are
    not in it (one copy of each).  An item the character cannot carry beside what it carries is still
    gained (owned), but stays out of play this scenario (FH-ITEM-LIMIT-1)."""
    owned = {it.item for c in ctx.state.characters for it in c.items}
    deck = [i for i in IT.random_items() if i not in owned]
    if not deck:
        return [Event(message("The random item deck is empty: no item."), ("FH-LOOT-ITEM-1",))]
    iid = ctx.chance.choice("random-item", deck)
    item = name_term(IT.item(iid)['name'])
    ev = [Event(message('{name} draws {item} from the random item deck.', name=figure_name(ch.name), item=item),
                ("FH-LOOT-ITEM-1",), player=ch.seat)]
    why = IT.loadout_problem(ch.level, [*IT.carried(ch.items), iid])
    if why is None:
        ch.items.append(ItemState(iid))
        ctx.fig(ch.fid).shield = IT.passive_shield(ch.items)   # a passive item works once carried
        return ev
    ch.items.append(ItemState(iid, IT.UNCARRIED))   # owned, but not carried into play (FH-ITEM-LIMIT-1)
    return ev + [Event(message('{name} gains {item} but cannot carry it into play this scenario: {why}.',
                               name=figure_name(ch.name), item=item, why=why),
                       ("FH-LOOT-ITEM-1", "FH-ITEM-LIMIT-1"), player=ch.seat)]


_COND_RULE = {"regenerate": "REGEN", "ward": "WARD", "invisible": "INVIS", "strengthen": "STRENGTHEN",
              "wound": "WOUND", "brittle": "BRITTLE", "bane": "BANE", "poison": "POISON", "immobilize": "IMMOB",
              "disarm": "DISARM", "impair": "IMPAIR", "stun": "STUN", "muddle": "MUDDLE"}
