"""Frosthaven: the automatic procedure of a round -- card selection, initiative, end of round, rests,
and the end of the scenario."""

from __future__ import annotations

from floe_widgets.core import Event
from floe_widgets.i18n import message

from . import cards as C
from . import combat as COMBAT
from . import decision_kinds as DK
from . import elements as EL
from . import loot as LOOT
from . import modifiers as MOD
from . import monsters as MON
from . import sections as SECT
from . import task_kinds as TK
from . import turns as TURNS
from .actions import ShortRest
from .book import gold_per_coin, load_yaml, scenario_data
from .context import Context
from .names import card_label, figure_label, figure_name, figures_called, listed, name_term, one_after_another
from .rounds import Entry, order, with_summons
from .state import Character, Task

TURN_TASKS = ("char_turn", "summon_turn", "monster_set")


# -- the automatic procedure ------------------------------------------------------------------
def advance(ctx: Context) -> list[Event]:
    s = ctx.state
    ev: list[Event] = []
    for _ in range(10000):   # pragma: no mutate (a bound only an engine bug reaches: no test can tell 10001)
        if s.decision is not None or s.phase in ("won", "lost"):
            return ev
        if s.queue and (s.turn is None or s.queue[0].kind not in TURN_TASKS + ("end_round",)):
            ev += run(ctx, s.queue.pop(0))
        elif s.turn is not None:
            ev += TURNS.turn_step(ctx)
        elif s.phase == "goals":
            pending = [ch.seat for ch in s.characters if not ch.goal]
            if pending:
                s.decision = DK.ChooseGoalDecision(pending[0])
            else:
                ev += start_round(ctx)
        elif s.phase == "select":
            ev += selection_step(ctx)
        else:
            raise RuntimeError(f"nothing to do in phase {s.phase}")
    raise RuntimeError("the automatic procedure does not settle")   # pragma: no mutate (the bound above)


def start_round(ctx: Context) -> list[Event]:
    s = ctx.state
    s.round += 1
    s.phase = "select"
    s.order, s.acted = [], []
    for ch in s.characters:
        ch.selected, ch.long_rest, ch.initiative = [], False, 0
    ev = [Event(message('Round {round}: card selection.', round=s.round), ("FH-ROUND-STEPS-1",), kind="round")]
    return ev + SECT.sections(ctx, "round", s.round)


def selection_step(ctx: Context) -> list[Event]:
    s = ctx.state
    ev: list[Event] = []
    for ch in s.characters:
        if ch.exhausted or ch.selected or ch.long_rest:
            continue
        if len(ch.hand) < 2 and len(ch.discard) < 2:
            ev.append(Event(message('{name} can neither play two cards nor rest and is exhausted.',
                                    name=figure_name(ch.name)),
                            ("FH-EXHAUST-CARDS-1", "FH-EXHAUST-EFFECT-1"), kind="exhausted", player=ch.seat))
            ev += COMBAT.exhaust(ctx, ch)
            if s.phase == "lost":
                return ev
            continue
        s.decision = DK.SelectDecision(ch.seat)
        return ev
    return ev + reveal(ctx)


def reveal(ctx: Context) -> list[Event]:
    """FH-INIT-REVEAL-1 / FH-INIT-ORDER-1: reveal, draw one card per monster set on the map, sort."""
    s = ctx.state
    s.phase = "play"
    entries = []
    for ch in s.characters:
        if ch.exhausted:
            continue
        second = 100 if ch.long_rest else C.initiative(ch.selected[1])
        entries.append(Entry(ch.fid, ch.initiative, second, False, ch.seat))
    data = scenario_data(s.scenario)
    key_order = list(dict.fromkeys([m["type"] for m in data["monsters"]] +   # + summoned types (FH-MACT-9)
                                   [f.mtype for f in s.figures if f.kind == "monster"]))
    for t in key_order:
        if any(f.mtype == t and f.kind == "monster" for f in s.figures):
            draw_ability(ctx, t)
            init = MON.ability_card(t, s.ability_decks[t].current)["initiative"]
            entries.append(Entry(f"set:{t}", init, 0, True, key_order.index(t)))
    ranked = order(entries)
    keys = [e.key for e in ranked]
    init_of = {e.key: e.initiative for e in ranked}
    ties = open_ties(ranked)
    if ties:
        return ask_tie(ctx, keys, init_of, ties)
    return queue_order(ctx, keys, init_of)


def ask_tie(ctx: Context, keys: list[str], init_of: dict[str, int], ties: list[list[str]]) -> list[Event]:
    """FH-AMBIG-17 / FH-GEN-PARTY-1: a tie the rules do not settle -- the party says who goes first."""
    s = ctx.state
    group = ties[0]
    seat = next(ch.seat for ch in s.characters if not ch.exhausted)
    s.decision = DK.TieDecision(seat, keys=keys, init=init_of, ties=ties)
    names = listed(order_name(ctx, k, start=i == 0) for i, k in enumerate(group))
    return [Event(message('{names} are tied on initiative {initiative}: the party chooses who acts first.',
                          names=names, initiative=init_of[group[0]]),
                  ("FH-AMBIG-17", "FH-GEN-PARTY-1", "FH-GEN-1"), kind="order")]


def tie_options(ctx: Context, d: DK.TieDecision | None = None, start: bool = True) -> list[tuple[str, str]]:
    """(key, text) of the candidates of the first open tie; for a set joining mid-round, the
    places among the tied sets still to act. Each text begins a sentence unless ``start`` is False."""
    d = d if d is not None else ctx.state.decision
    if d.join is not None:
        me = set_name(d.join, start=start)
        tied = [set_name(k) for k in d.tied]
        return [(str(i), message("{me} acts before {other}", me=me, other=name)) for i, name in enumerate(tied)] + \
            [(str(len(tied)), message("{me} acts after {other}", me=me, other=tied[-1]))]
    group = d.ties[0]
    return [(k, message("{who} acts first", who=order_name(ctx, k, start=start))) for k in group]


def task_join_tie(ctx: Context, task: TK.JoinTieTask) -> list[Event]:
    """FH-TURN-6 with FH-AMBIG-17: monsters joining mid-round tie with a set still to act."""
    s = ctx.state
    still = [k for k in task.tied if any(o.kind == "monster_set" and o.actor == k for o in s.queue)]
    if not still:
        place_joining_set(ctx, task.actor, task.value, task.only, None)
        return []
    seat = next(ch.seat for ch in s.characters if not ch.exhausted)
    s.decision = DK.TieDecision(seat, join=task.actor, init=task.value, only=task.only, tied=still)
    names = listed(set_name(k, start=i == 0) for i, k in enumerate([task.actor] + still))
    return [Event(message('{names} are tied on initiative {initiative}: the party chooses the order.',
                          names=names, initiative=task.value),
                  ("FH-AMBIG-17", "FH-GEN-PARTY-1", "FH-TURN-6"), kind="order")]


def place_joining_set(ctx: Context, t: str, init: int, only: list[str], before: str | None) -> None:
    """Queue a joining set right before the set ``before`` (None: before the first turn still to come
    with a higher initiative, so right after the current turn if its place has passed), and show it
    at that place in the round's order, before the next turn queued after it."""
    s = ctx.state
    at = next((i for i, other in enumerate(s.queue)
               if (other.kind == "monster_set" and other.actor == before if before is not None else
                   other.kind == "end_round" or other.kind in TURN_TASKS and other.value > init)), len(s.queue))
    s.queue.insert(at, TK.MonsterSetTask(actor=t, value=init, only=only))
    key = f"set:{t}"
    if key not in s.order:
        after = [f"set:{o.actor}" if o.kind == "monster_set" else o.actor
                 for o in s.queue[at + 1:] if o.kind in TURN_TASKS]
        s.order.insert(s.order.index(after[0]) if after else len(s.order), key)


def set_name(t: str, start: bool = False) -> str:
    """The words for the monster set of type ``t``: "the Frost Hound set" ("The Frost Hound set" to begin
    a sentence)."""
    monster = name_term(MON.monster_types()[t]["name"])
    return message("The {monster} set", monster=monster) if start else message("the {monster} set", monster=monster)


def order_name(ctx: Context, key: str, start: bool = False) -> str:
    """The words for a place in the order: a monster set ("set:<type>") or a figure."""
    return set_name(key[4:], start) if key.startswith("set:") else ctx.called(ctx.fig(key))


def break_tie(ctx: Context, d: DK.TieDecision, index: int) -> list[Event]:
    if d.join is not None:
        before = d.tied[index] if index < len(d.tied) else None
        place_joining_set(ctx, d.join, d.init, d.only, before)
        text = tie_options(ctx, d, start=False)[index][1]
        return [Event(message('The party chooses: {text}.', text=text), ("FH-AMBIG-17", "FH-GEN-PARTY-1"))]
    group = d.ties[0]
    first = group[index]
    keys = [k for k in d.keys if k != first]
    keys.insert(d.keys.index(group[0]), first)
    rest = [k for k in group if k != first]
    ties = ([rest] if len(rest) > 1 else []) + d.ties[1:]
    ev = [Event(message('The party chooses: {order} acts first of the tie.', order=order_name(ctx, first)),
                ("FH-AMBIG-17", "FH-GEN-PARTY-1"))]
    if ties:
        return ev + ask_tie(ctx, keys, d.init, ties)
    return ev + queue_order(ctx, keys, d.init)


def queue_order(ctx: Context, keys: list[str], init_of: dict[str, int]) -> list[Event]:
    """Queue the round's turns in the final order; summons go right before their summoner."""
    s = ctx.state
    summons: dict[str, list[str]] = {}
    for f in s.figures:
        if f.kind == "summon":
            summons.setdefault(f"C{f.owner}", []).append(f.fid)
    s.order = with_summons(keys, summons)
    for key in s.order:
        if key.startswith("set:"):
            s.queue.append(TK.MonsterSetTask(actor=key[4:], value=init_of[key]))
        elif key.startswith("S"):
            s.queue.append(TK.SummonTurnTask(actor=key, value=init_of[f"C{ctx.fig(key).owner}"]))
        else:
            s.queue.append(TK.CharTurnTask(actor=key, value=init_of[key]))
    s.queue.append(TK.EndRoundTask())
    names = figures_called(s.figures)
    # an ordered listing, not a sentence's list: commas only (FH-INIT-ORDER-1)
    text = one_after_another(message("{who} ({initiative})", who=names.get(k) or figure_label(k),
                                     initiative=init_of.get(k, "-")) for k in s.order)
    return [Event(message('Initiative order: {text}.',
                          text=text), ("FH-INIT-ORDER-1", "FH-INIT-TIE-1", "FH-INIT-SUMMON-1"),
                  kind="order")]


def run(ctx: Context, task: Task) -> list[Event]:
    """Run one automatic step by the registry of task kinds."""
    from .tasks import TASKS  # the registry imports this module: looked up when a step runs

    return TASKS[task.kind](ctx, task)


# -- end of round --------------------------------------------------------------------------
def task_end_round(ctx: Context, task: Task) -> list[Event]:
    """FH-ROUND-END-1: effects, reshuffles, round bonuses, short rests, element waning."""
    s = ctx.state
    ev = [Event(message('End of round {round}.', round=s.round), ("FH-ROUND-END-1",), kind="round")]
    decks = [("monster-deck", s.monster_deck, message("The monster modifier deck is reshuffled (shuffle icon drawn).")),
             ("ally-deck", s.ally_deck, message("The allies' modifier deck is reshuffled (shuffle icon drawn)."))] + \
        [(f"deck-{ch.fid}", ch.deck, message("{name}'s modifier deck is reshuffled (shuffle icon drawn).",
                                             name=figure_name(ch.name)))
         for ch in s.characters]
    for label, deck, said in decks:
        if deck.reshuffle:
            MOD.shuffle_all(deck, ctx.chance, label)
            ev.append(Event(said, ("FH-MOD-SHUFFLE-1",)))
    for t, deck in s.ability_decks.items():
        if deck.current >= 0:
            deck.discard.append(deck.current)
            deck.current = -1
        if deck.reshuffle:
            deck.draw = ctx.chance.shuffle(f"ability-deck-{t}", deck.draw + deck.discard)
            deck.discard, deck.reshuffle = [], False
            ev.append(Event(message("The {monster} ability deck is reshuffled.",
                                    monster=name_term(MON.monster_types()[t]["name"])), ("FH-MOD-SHUFFLE-1",)))
    for f in s.figures:
        gone = [b for b in f.bonuses if b.duration == "round"]
        f.bonuses = [b for b in f.bonuses if b.duration != "round"]
        ch = ctx.char_of(f.fid)
        for b in gone:
            if ch is not None and b.card and b.card in ch.active and not any(
                    x.card == b.card for x in f.bonuses):
                ch.active.remove(b.card)
                (ch.lost if b.lost else ch.discard).append(b.card)
    ev.append(Event(message("Round bonuses end."), ("FH-CARD-BONUS-1",)))
    rests = [TK.ShortRestOfferTask(value=ch.seat) for ch in s.characters
             if not ch.exhausted and len(ch.discard) >= 2]
    ctx.spawn(*rests, TK.RoundOverTask())
    return ev


def task_short_rest_offer(ctx: Context, task: Task) -> list[Event]:
    ctx.state.decision = DK.ShortRestDecision(task.value)
    return []


def short_rest(ctx: Context, a: ShortRest) -> list[Event]:
    ch = ctx.char(a.seat)
    if not a.rest:
        return []
    card = ctx.chance.choice("short-rest", ch.discard)
    ctx.state.decision = DK.RedrawDecision(a.seat, ch.fid, card=card)
    return [Event(message('{name} short rests: {card} would be lost.',
                          name=figure_name(ch.name), card=card_label(card)), ("FH-REST-SHORT-1",), player=a.seat)]


def redraw(ctx: Context, d: DK.RedrawDecision, redraw: bool) -> list[Event]:
    """FH-REST-SHORT-2: 1 damage (negatable like any damage, FH-DAMAGE-NEGATE-1) keeps the card."""
    ch = ctx.char(d.seat)
    card = d.card
    if redraw and len(ch.discard) >= 2:
        # the kept card cannot pay for the negation, and one other discard must stay to be lost
        ctx.spawn(TK.DamageTask(target=ch.fid, value=1, exclude=[card], reserve=1),
                  TK.ShortRestEndTask(value=d.seat, keep=card))
        return [Event(message('{name} suffers 1 damage to keep {card}.',
                              name=figure_name(ch.name), card=card_label(card)), ("FH-REST-SHORT-2",),
                      player=d.seat)]
    return lose_rest_card(ctx, ch, card)


def task_short_rest_end(ctx: Context, task: TK.ShortRestEndTask) -> list[Event]:
    ch = ctx.char(task.value)
    if ch.exhausted:
        return []
    keep = task.keep
    others = [c for c in ch.discard if c != keep]
    card = ctx.chance.choice("short-rest", others) if others else keep
    ev = [Event(message('{name} keeps {card}; {card2} is lost instead.',
                        name=figure_name(ch.name), card=card_label(keep), card2=card_label(card)), ("FH-REST-SHORT-2",),
                player=ch.seat)]
    return ev + lose_rest_card(ctx, ch, card)


def lose_rest_card(ctx: Context, ch: Character, card: str) -> list[Event]:
    ch.discard.remove(card)
    ch.lost.append(card)
    ch.hand += ch.discard
    ch.discard = []
    return [Event(message('{name} loses {card} and takes the rest back.',
                          name=figure_name(ch.name), card=card_label(card)), ("FH-REST-SHORT-1",),
                  player=ch.seat)]


def task_round_over(ctx: Context, task: Task) -> list[Event]:
    s = ctx.state
    EL.wane(s.elements)
    ev = [Event(message("Elements wane."), ("FH-ELEMENT-WANE-1",))]
    rooms = {r for r in ctx.board.rooms.values() if r}
    if rooms <= set(s.revealed_rooms) and not any(f.kind in ("monster", "objective") for f in s.figures):
        ev.append(Event(message("The scenario goal is met at the end of the round."), ("FH-GOAL-SCEN-1",)))
        ev += SECT.sections(ctx, "goal", True)
        return ev + end_scenario(ctx, True)
    return ev + start_round(ctx)


# -- the end ---------------------------------------------------------------------------------
def end_scenario(ctx: Context, won: bool) -> list[Event]:
    """FH-COMPLETE-* on a win; FH-LOST-CHOICE-1 default (return to Frosthaven) on a loss."""
    s = ctx.state
    s.queue, s.decision, s.turn = [], None, None
    ev = []
    rate = gold_per_coin(s.level)
    for ch in s.characters:
        ch.gold += rate * sum(LOOT.coins(c) for c in ch.loot)
    if won:
        s.phase = "won"
        ev.append(Event(message("Scenario completed: loot converted to resources and gold."), ("FH-COMPLETE-LOOT-1",),
                        kind="won"))
        for ch in s.characters:
            if ch.goal and goal_achieved(ctx, ch):
                goal = next(g for g in load_yaml("battle_goals.yaml")["goals"] if g["id"] == ch.goal)
                ch.checkmarks = min(18, ch.checkmarks + goal["checks"])
                said = message('{name} achieves the battle goal: +1 checkmark.',
                               plural='{name} achieves the battle goal: +{checks} checkmarks.', how_many=goal['checks'],
                               name=figure_name(ch.name), checks=goal['checks'])
                ev.append(Event(said,
                                ("FH-GOAL-REWARD-1", "FH-COMPLETE-GOALS-1"), player=ch.seat))
        bonus = 4 + 2 * s.level   # FH-LEVEL-2: the scenario level's bonus experience, exhausted or not
        for ch in s.characters:
            if not ch.dead:
                ch.xp += bonus
        ev.append(Event(message('Each character gains {bonus} bonus experience (level {level}).',
                                bonus=bonus, level=s.level), ("FH-LEVEL-2",)))
        s.inspiration += 4 - len(s.characters)
        ev.append(Event(message('The party gains {gain} inspiration.',
                                gain=4 - len(s.characters)), ("FH-COMPLETE-INSPIRE-1",)))
    else:
        s.phase = "lost"
        ev.append(Event(message("Every character is exhausted: the scenario is lost; no battle goal checkmarks."),
                        ("FH-EXHAUST-ALL-1", "FH-GOAL-REWARD-1", "FH-LOST-CHOICE-1"), kind="lost"))
    return ev


def draw_ability(ctx: Context, t: str) -> None:
    deck = ctx.state.ability_decks[t]
    if not deck.draw:
        deck.draw = ctx.chance.shuffle(f"ability-deck-{t}", deck.discard)
        deck.discard = []
    deck.current = deck.draw.pop(0)
    if MON.ability_card(t, deck.current).get("shuffle"):
        deck.reshuffle = True


def goal_achieved(ctx: Context, ch: Character) -> bool:
    """Check a sample battle goal at the end of the scenario (content/battle_goals.yaml)."""
    goal = next(g for g in load_yaml("battle_goals.yaml")["goals"] if g["id"] == ch.goal)
    f = ctx.fig(ch.fid)
    st, v = ch.stats, goal["value"]
    return {
        "kills_at_least": lambda: st["kills"] >= v,
        "loot_at_least": lambda: st["loot"] >= v,
        "no_long_rest": lambda: st["long_rests"] == 0,
        "long_rests_at_most": lambda: st["long_rests"] <= v,
        "kills_at_most": lambda: st["kills"] <= v,
        "hp_at_least_half": lambda: f is not None and 2 * f.hp >= f.max_hp,
        "never_negated": lambda: st["negated"] == 0,
        "not_exhausted": lambda: not ch.exhausted,
        "lost_at_most": lambda: len(ch.lost) <= v,
        "damage_taken_at_most": lambda: st["damage"] <= v,
    }[goal["check"]]()


def open_ties(ranked: list[Entry]) -> list[list[str]]:
    """Groups of keys (in ``ranked`` order, each contiguous) whose order the tie rules leave open
    (FH-AMBIG-17): characters equal on both cards, monster sets on the same initiative."""
    groups: list[list[str]] = []
    i = 0
    while i < len(ranked):
        j = i + 1
        e = ranked[i]
        while j < len(ranked) and (ranked[j].initiative, ranked[j].is_monster) == (e.initiative, e.is_monster) \
                and (e.is_monster or ranked[j].second == e.second):
            j += 1
        if j - i > 1:
            groups.append([x.key for x in ranked[i:j]])
        i = j
    return groups
