"""Frosthaven: monster and summon turns -- activation, focus and plans, monster abilities
(including monster summon and loot, FH-MACT-*)."""

from __future__ import annotations

from floe_widgets.core import Action, Event
from floe_widgets.i18n import message

from ..ai import monster_ai as AI
from ..map.board import enemies, hexmap
from ..map.hex_names import hex_name
from . import abilities as ABIL
from . import decision_kinds as DK
from . import elements as EL
from . import monsters as MON
from . import task_kinds as TK
from . import turns as TURNS
from .context import Context, find_figure
from .names import figure_name, figures_called, listed, name_figures, name_term, word
from .state import Bonus, FHState, Figure, MonsterDeck, Task

Hex = tuple[int, int]
#: a flying monster's move: it ignores figures, obstacles, traps and terrain, even where it ends
_FLY_RULES = ("FH-FLY-IGNORE-1", "FH-MOVE-5", "FH-MMOVE-8")


# -- summons and monsters ----------------------------------------------------------------------
def task_summon_turn(ctx: Context, task: Task) -> list[Event]:
    """FH-SUMMON-ACT-1 (FH-FOCUS-10): Move +0, Attack +0 on its own stats -- it moves up to its Move
    and attacks with its Attack -- with the summoner's deck; not in the round it was summoned
    (FH-SUMMON-MONSTER-1 applies the same to character summons)."""
    f = ctx.fig(task.actor)
    if f is None or f.summoned_round == ctx.state.round:
        return []
    ev, wounded = TURNS.start_of_turn(ctx, f)
    pre = [TK.DamageTask(target=f.fid, value=1)] if wounded else []
    abilities = [{"move": f.move}, {"attack": f.attack}]
    ctx.spawn(*pre, TK.AutoTurnTask(actor=f.fid, abilities=abilities), TK.EndTurnTask(actor=f.fid))
    return ev


def task_monster_set(ctx: Context, task: TK.MonsterSetTask) -> list[Event]:
    """FH-ACTIVATE-ORDER-1 and FH-ELEM-4: the set consumes once, then each monster acts."""
    s = ctx.state
    t = task.actor
    # FH-MACT-9: monsters summoned this round act from the next round
    mons = [f for f in s.figures if f.mtype == t and f.kind == "monster" and f.summoned_round != s.round]
    if task.only is not None:
        mons = [f for f in mons if f.fid in task.only]
    mons = MON.activation_order(mons)
    if not mons:
        return []
    deck = s.ability_decks[t]
    card = MON.ability_card(t, deck.current)
    boost: dict = {}
    ev = [Event(message("The {monster} set acts: {card}.", monster=name_term(MON.monster_types()[t]["name"]),
                        card=name_term(card["name"])),
                        ("FH-ACTIVATE-ORDER-1",), kind="turn")]
    for ab in card["abilities"]:
        el = ab.get("consume")
        if el and EL.can_consume(s.elements, el):
            EL.consume(s.elements, el)
            boost = dict(ab.get("boost", {}))
            ev.append(Event(message('The monsters consume {element}.', element=word(el)), ("FH-ELEMENT-CONSUME-1",)))
    tasks: list[Task] = [TK.MonsterTurnTask(actor=f.fid, boost=boost) for f in mons]
    tasks.append(TK.EndSetTask(actor=t, infuse=list(card.get("infuse", []))))
    s.acted.append(f"set:{t}")
    ctx.spawn(*tasks)
    return ev


def task_end_set(ctx: Context, task: TK.EndSetTask) -> list[Event]:
    ev = []
    for el in task.infuse:
        EL.infuse(ctx.state.elements, el)
        ev.append(Event(message('The monsters infuse {element}.', element=word(el)), ("FH-ELEMENT-INFUSE-1",)))
    return ev


def task_monster_turn(ctx: Context, task: TK.MonsterTurnTask) -> list[Event]:
    s = ctx.state
    f = ctx.fig(task.actor)
    if f is None:
        return []
    ev, wounded = TURNS.start_of_turn(ctx, f)
    pre = [TK.DamageTask(target=f.fid, value=1)] if wounded else []
    card = MON.ability_card(f.mtype, s.ability_decks[f.mtype].current)
    st = MON.stats(f.mtype, s.level, f.elite)
    abilities = []
    for ab in card["abilities"]:
        ab = dict(ab)
        if "move" in ab:
            ab["move"] += st["move"]   # a total of 0 or less is no move (task_auto_ability)
        if "attack" in ab:
            ab["attack"] = max(0, st["attack"] + ab["attack"])
        abilities.append(ab)
    ctx.spawn(*pre, TK.AutoTurnTask(actor=f.fid, abilities=abilities, boost=task.boost), TK.EndTurnTask(actor=f.fid))
    return ev


def task_auto_turn(ctx: Context, task: TK.AutoTurnTask) -> list[Event]:
    """A monster's or summon's turn: the map engineer's planner (monster_ai.plan_turn) finds the
    focus, destination and targets with its explanation; the party picks among tied options
    (decide_or_launch, FH-GEN-1). Then each ability runs in order (FH-CARD-ORDER-1)."""
    f = ctx.fig(task.actor)
    if f is None:
        return []
    if "stun" in f.conditions:
        return [Event(message('{name} is stunned and does nothing.', name=ctx.called(f)), ("FH-COND-STUN-1",))]
    abilities = [dict(a) for a in task.abilities]
    boost = task.boost
    ev: list[Event] = []
    plan = monster_plan(ctx, f, abilities, ev)
    return ev + decide_or_launch(ctx, f, abilities, boost, plan)


def decide_or_launch(ctx: Context, f: Figure, abilities: list[dict], boost: dict, plan: dict) -> list[Event]:
    """Run the ``plan``'s one option, or ask the party to pick among its tied ones (FH-GEN-PARTY-1 / FH-GEN-1)."""
    s = ctx.state
    options = plan.pop("options")
    if len(options) > 1:
        seat = next(ch.seat for ch in s.characters if not ch.exhausted)
        s.decision = DK.PartyDecision(seat, f.fid, abilities=abilities, boost=boost, plan=plan, options=options)
        return [Event(message('{name} has {count} equally good options: the party chooses.',
                              name=ctx.called(f), count=len(options)),
                      ("FH-GEN-PARTY-1", "FH-GEN-1"))]
    return launch_auto(ctx, f, abilities, boost, {**plan, **(options[0] if options else {"focus": ""})})


def launch_auto(ctx: Context, f: Figure, abilities: list[dict], boost: dict, plan: dict) -> list[Event]:
    """Queue the abilities from the plan's ``start`` (0: the turn's first plan, which names the focus)."""
    focus = plan["focus"]
    start = plan.get("start", 0)
    ev = []
    if not start and not focus:
        ev.append(Event(message('{name} finds no focus.', name=ctx.called(f)), ("FH-FOCUS-NONE-1",)))
    elif not start:
        ev.append(Event(message('{name} focuses on {focus}.',
                                name=ctx.called(f), focus=ctx.called(ctx.fig(focus))),
                        ("FH-FOCUS-MAIN-1", "FH-FOCUS-HAZARD-1", "FH-FOCUS-TIE-1")))
    tasks = [TK.AutoAbilityTask(actor=f.fid, target=focus, value=i, abilities=abilities, boost=boost, plan=plan)
             for i in range(start, len(abilities))]
    ctx.spawn(*tasks)
    return ev


def party_choice(ctx: Context, d: DK.PartyDecision, a: Action) -> list[Event]:
    f = ctx.fig(d.fid)
    option = d.options[a.index]
    ev = [Event(message('The party chooses: {text}.', text=option_text(ctx.state, d.fid, option)),
                ("FH-GEN-PARTY-1",))]
    return ev + launch_auto(ctx, f, [dict(x) for x in d.abilities], dict(d.boost), {**d.plan, **option})


def monster_plan(ctx: Context, f: Figure, abilities: list[dict], ev: list[Event], start: int = 0,
                 focus: str | None = None) -> dict:
    """The monster AI's plan (monster_ai.plan_turn) for the abilities from ``start`` on: the move and
    attack it covers, and every option the rules leave to the party; its explanation goes to ``ev``.
    ``focus``: the focus the figure keeps (a plan made later in the turn); None finds one."""
    s = ctx.state
    later = range(start, len(abilities))
    # -1 is "none": any index below 0 plays alike (no mutate)
    move_i = next((i for i in later if "move" in abilities[i]), -1)  # pragma: no mutate
    attack_i = next((i for i in later if "attack" in abilities[i]), -1)  # pragma: no mutate
    moves_later = attack_i in range(move_i)
    if moves_later:
        # FH-MMOVE-2: an attack printed before the move is made from where the figure stands; the
        # move is planned when the figure reaches it, with the next attack after it (replan)
        move_i = -1  # pragma: no mutate (see above)
    mv = abilities[move_i] if move_i >= 0 else {}
    at = abilities[attack_i] if attack_i >= 0 else {}
    order = {key: i for i, key in enumerate(s.order)}

    def initiative(o: Figure) -> float | None:
        """FH-FOCUS-8: a character's is its player's; a summon ranks by its summoner's (the AI reads the
        summoner's, Turn.initiative_position), so it needs none of its own; an objective has none (its set key
        is never in the order)."""
        if o.kind == "character":
            return float(ctx.char(o.owner).initiative)
        key = f"set:{o.mtype}"
        if key in order and s.ability_decks[o.mtype].current >= 0:
            return float(MON.ability_card(o.mtype, s.ability_decks[o.mtype].current)["initiative"])
        return None

    place = MON.round_places(s)   # FH-FOCUS-8: equal initiatives rank as the round's order has them
    # the AI only compares teams with each other: other names, or the two swapped, play alike (no mutate)
    figures = [AI.Figure(id=o.fid,
                         team="characters" if o.kind in ("character", "summon") else "monsters",  # pragma: no mutate
                         hex=o.hex, kind=o.kind, initiative=initiative(o),
                         summoner=f"C{o.owner}" if o.kind == "summon" else None,
                         conditions=frozenset(o.conditions), order=place.get(o.fid, len(place)))
               for o in s.figures]
    mode = MON.move_mode(mv, f.mtype)
    movement = "flying" if mode == "fly" else mode   # the map engineer's name of a flight
    ability = AI.Ability(move=max(0, mv.get("move", 0)), attack=bool(at), range=at.get("range", 0),
                         targets=at.get("target", 1), movement=movement, moves_later=moves_later)
    result = AI.plan_turn(hexmap(ctx.board, s), figures, f.fid, ability, scenario_level=s.level, focus=focus)
    names = figures_called(s.figures)
    for step in result.trace:
        ev.append(Event(name_figures(step.text, names), tuple(step.rules), kind="ai"))
    options = []
    for opt in result.options:
        option = {"focus": opt.focus or "", "dest": list(opt.destination),
                  "path": [list(h) for h in opt.path], "attacks": list(opt.attacks)}
        # the state keeps plain text, in the names the state keeps (a save's position is compared with its
        # replayed history on load); the options are shown told apart (option_text)
        options.append({**option, "text": str(option_text(s, f.fid, option, distinct=False))})
    # "attack_index" is read by nothing now; it stays in the plan a decision saves, so that a game saved at a
    # monster's tied options before session 11 still matches its own history when it is loaded (no mutate)
    plan = {"move_index": move_i, "attack_index": attack_i, "options": options}  # pragma: no mutate
    # a turn's first plan names no start (launch_auto reads 0): naming it anyway plays alike (no mutate)
    return {**plan, "start": start} if start else plan  # pragma: no mutate


def option_text(s: FHState, fid: str, option: dict, distinct: bool = True) -> str:
    """One of a monster's equally good options as a person reads it: "Frost Hound 1: move to hex 1,2, attack
    Tidecaller (focus Tidecaller)" (the party picks one, FH-GEN-PARTY-1), the hex named as the boards print it
    and figures that share a name told apart ("attack Ember Sprite 2").

    ``distinct`` False words the text the state keeps, never shown: the names as the state keeps them and the
    hex as a pair, "move to (1, 2)" (saves and the recorded ``PartyChoice`` compare it, so it stays as it was)."""
    names = figures_called(s.figures) if distinct else {o.fid: figure_name(o.name) for o in s.figures}
    me = find_figure(s, fid)
    dest = tuple(option["dest"])
    said = (message("{monster}: move to {hex}", monster=names[fid], hex=hex_name(dest) if distinct else dest)
            if dest != me.hex else message("{monster}: stay", monster=names[fid]))
    if option["attacks"]:
        said = message("{option}, attack {targets}", option=said,
                       targets=listed([names[i] for i in option["attacks"]]))
    if option["focus"]:
        said = message("{option} (focus {focus})", option=said, focus=names[option["focus"]])
    return said


def task_auto_ability(ctx: Context, task: TK.AutoAbilityTask) -> list[Event]:
    s = ctx.state
    f = ctx.fig(task.actor)
    if f is None:
        return []
    abilities = task.abilities
    ab = dict(abilities[task.value])
    for k, v in task.boost.items():
        if k in ab or (k == "add" and "attack" in ab):
            ab[k] = (list(ab.get(k, [])) + list(v)) if k == "add" else ab[k] + v
    ev: list[Event] = []
    plan = task.plan
    if "move" in ab:
        if "immobilize" in f.conditions or ab["move"] <= 0:
            return ev
        if plan.get("move_index") != task.value:
            return replan(ctx, f, task)
        dest = tuple(plan["dest"])
        if dest != f.hex:
            path = [tuple(h) for h in plan["path"]][1:]
            mode = MON.move_mode(ab, f.mtype)
            said = (message("{name} flies to {dest}.", name=ctx.called(f), dest=hex_name(dest)) if mode == "fly"
                    else message("{name} moves to {dest}.", name=ctx.called(f), dest=hex_name(dest)))
            ev.append(Event(said,
                            ("FH-MONMOVE-CARD-1", "FH-MONMOVE-MIN-1", "FH-MONMOVE-RANGED-1", "FH-MMOVE-9")
                            + (_FLY_RULES if mode == "fly" else ())))
            ev += ABIL.relocate(ctx, f, dest, path, mode)
        return ev
    if "attack" in ab:
        if "disarm" in f.conditions:
            return ev + [Event(message('{name} is disarmed.', name=ctx.called(f)), ("FH-COND-DISARM-1",))]
        if task.target and ctx.fig(task.target) is None:   # FH-MACT-4: the focus fell
            return ev + replan(ctx, f, task)
        alive = [t for t in plan.get("attacks", []) if ctx.fig(t) is not None]
        ctx.spawn(*[ABIL.attack_task(ctx, f, t, ab, True) for t in alive])
        return ev
    if "shield" in ab or "retaliate" in ab:
        kind = "shield" if "shield" in ab else "retaliate"
        f.bonuses.append(Bonus(kind, ab[kind], "round"))
        ev.append(Event(message('{name} gains {kind} {amount} this round.',
                                name=ctx.called(f), kind=word(kind), amount=ab[kind]), ("FH-CARD-BONUS-1",)))
    elif "heal" in ab:
        who = MON.heal_target(ctx.board, s, f, ab.get("range", 0))
        if who:
            ev += ABIL.heal(ctx, ctx.fig(who), ab["heal"], f.name)
    elif "grant" in ab:
        ev += ABIL.give_conditions(ctx, f, ab["grant"], f)
    elif "summon" in ab:
        ev += monster_summon(ctx, f, ab)
    elif "loot" in ab:
        ev += monster_loot(ctx, f, ab["loot"])
    return ev


def replan(ctx: Context, f: Figure, task: TK.AutoAbilityTask) -> list[Event]:
    """The rest of the card planned anew from where the figure stands, through the same planner and the
    same party decision as the turn's first plan (FH-MACT-2: tied target sets are the party's).
    FH-MMOVE-2: a move the turn's plan did not cover (printed after an attack, or a second move) is
    planned when the figure reaches it, toward its focus, with the next attack after it or the melee
    proxy.  FH-MACT-4: if the focus fell and attacks are left (at an attack, or at a move before one),
    the figure first focuses anew from where it stands (an attack's plan covers no move printed after
    it); without a focus it does not move (FH-MMOVE-1)."""
    s = ctx.state
    abilities, i = task.abilities, task.value
    focus: str | None = task.target
    if not focus:
        return []
    ev: list[Event] = []
    if ctx.fig(focus) is None:
        if not any("attack" in a for a in abilities[i:]):
            return []
        focus = None
    plan = monster_plan(ctx, f, abilities, ev, start=i, focus=focus)
    found = {o["focus"] for o in plan["options"]}
    if focus is None and found == {""}:
        ev.append(Event(message('{name} finds no new focus.', name=ctx.called(f)),
                        ("FH-MACT-4", "FH-FOCUS-NONE-1")))
    elif focus is None and len(found) == 1:
        ev.append(Event(message('{name} focuses anew on {focus}.', name=ctx.called(f),
                                focus=ctx.called(ctx.fig(found.pop()))), ("FH-MACT-4",)))
    s.queue = [t for t in s.queue if not (isinstance(t, TK.AutoAbilityTask) and t.actor == f.fid)]
    return ev + decide_or_launch(ctx, f, abilities, task.boost, plan)


def monster_summon(ctx: Context, f: Figure, ab: dict) -> list[Event]:
    """FH-MACT-9: an empty hex adjacent to the summoner, as close by range to an enemy as
    possible; ties are the party's (a ``summon_place`` decision answered with PlaceAt)."""
    s = ctx.state
    t = ab["summon"]
    elite = bool(ab.get("elite", False))
    kind = name_term(MON.monster_types()[t]["name"])
    what = message("an elite {monster}", monster=kind) if elite else message("a normal {monster}", monster=kind)
    m = hexmap(ctx.board, s)
    foes = [o for o in s.figures if enemies(f, o)]
    hexes = MON.free_neighbour(ctx.board, s, f.hex)
    if not hexes or not free_standees(ctx, t):
        why = message("no empty adjacent hex") if not hexes else message("no free standee")
        return [Event(message('{name} cannot summon {what}: {why}.',
                              name=ctx.called(f), what=what, why=why), ("FH-MACT-9",))]
    if foes:
        dist = {h: min(m.range(h, o.hex) for o in foes) for h in hexes}
        hexes = [h for h in hexes if dist[h] == min(dist.values())]
    if len(hexes) > 1:
        seat = next(ch.seat for ch in s.characters if not ch.exhausted)
        s.decision = DK.SummonPlaceDecision(seat, f.fid, mtype=t, elite=elite, hexes=list(hexes))
        return [Event(message('{name} summons {what}: {count} hexes are equally close to an enemy; the party chooses.',
                              name=ctx.called(f), what=what, count=len(hexes)), ("FH-MACT-9", "FH-GEN-PARTY-1"))]
    return place_monster_summon(ctx, f, t, elite, hexes[0])


def free_standees(ctx: Context, t: str) -> list[int]:
    s = ctx.state
    on_map = {o.number for o in s.figures if o.kind == "monster" and o.mtype == t}
    used = set(s.used_standees.get(t, []))
    return [n for n in range(1, MON.monster_types()[t]["standees"] + 1) if n not in used | on_map]


def place_monster_summon(ctx: Context, f: Figure, t: str, elite: bool, at: Hex) -> list[Event]:
    """FH-MACT-9: the summoned monster is an ordinary monster of its type that stays when the
    summoner dies, acts only from the next round and drops no loot (FH-ATK-11); its
    ``summoned_round`` (the round number, 1 or more) marks it as summoned."""
    s = ctx.state
    if t not in s.ability_decks:   # a type the scenario did not list: its deck joins the game
        n = len(MON.monster_types()[t]["deck"])
        s.ability_decks[t] = MonsterDeck(draw=ctx.chance.shuffle(f"ability-deck-{t}", list(range(n))))
    s.used_standees.setdefault(t, [])
    number = ctx.chance.choice(f"standee-{t}", free_standees(ctx, t))
    s.used_standees[t].append(number)
    st = MON.stats(t, s.level, elite)
    name = f"{'Elite ' if elite else ''}{MON.monster_types()[t]['name']} {number}"
    s.figures.append(Figure(f"{t}-{number}", "monster", name, tuple(at), st["hp"], st["hp"], mtype=t,
                            elite=elite, number=number, shield=st["shield"],
                            immune=list(MON.monster_types()[t].get("immune", [])), summoned_round=s.round))
    return [Event(message('{name} summons {monster} at {hex}; it acts from next round.',
                          name=ctx.called(f), monster=figure_name(name), hex=hex_name(tuple(at))),
                  ("FH-MACT-9",))]


def monster_loot(ctx: Context, f: Figure, reach: int) -> list[Event]:
    """FH-MACT-10: every loot token within range is removed for good; treasures stay."""
    s = ctx.state
    m = hexmap(ctx.board, s)
    taken = [h for h in s.loot_tokens if m.range(f.hex, h) <= reach]
    s.loot_tokens = [h for h in s.loot_tokens if h not in taken]
    said = message('{name} loots within range {reach}: {count} loot token removed from the game.',
                   plural='{name} loots within range {reach}: {count} loot tokens removed from the game.',
                   how_many=len(taken), name=ctx.called(f), reach=reach, count=len(taken))
    return [Event(said,
                  ("FH-MACT-10",))]
