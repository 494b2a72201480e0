"""Upgrades, Quests, Achievements, the Mayor, the end of the game and final scoring."""

from __future__ import annotations

from itertools import product
from typing import Any

from floe_widgets.core import Event
from floe_widgets.i18n import N_, message

from . import data as content
from .effects import add_vp, ev
from .names import effect_said, named, said, spoken, terms_listed
from .state import MERIT_MAX, MERITS, STONE_PLACED, STONE_PRIMED, FloeState, PlayerState, Queued
from .world import geometry


# -- the Mayor and achievements -----------------------------------------------------------------
def mayor_stones() -> list[int]:
    return list(content.village()["mayor_stones"])


def advance_mayor(state: FloeState, why: str) -> list[Event]:
    """Move the Mayor to the next coloured stone toward the start of the VP track (FLOE-MAYOR-MOVE-1)."""
    lower = [s for s in mayor_stones() if s < state.village.mayor]
    if not lower:
        return [ev(message("The Mayor is already on the last stone."), "FLOE-MAYOR-MOVE-1")]
    state.village.mayor = max(lower)
    return [ev(message("The Mayor advances to {mayor} ({why}).", mayor=said(state.village.mayor),
                       why=said(why)), ("FLOE-MAYOR-ADV-1", "FLOE-MAYOR-MOVE-1"))]


def claim_achievement(state: FloeState, seat: int, achievement: str) -> list[Event]:
    """First claim: 1 VP, the Mayor advances, the tile flips (FLOE-ACHIEVE-CLAIM-1)."""
    if state.village.achievements.get(achievement, -1) != -1:
        return []
    state.village.achievements[achievement] = seat
    add_vp(state, seat, 1)
    text = next(a["text"] for a in content.village()["achievements"] if a["id"] == achievement)
    return [ev(message("Achievement claimed: {text} (+1 VP); the tile flips.", text=named(text, achievement)),
               ("FLOE-ACHIEVE-CLAIM-1", "FLOE-ACHIEVE-LIST-1"), seat, "achievement")] + \
        advance_mayor(state, N_("achievement"))


# -- quests -----------------------------------------------------------------------------------
def quest_steps(p: PlayerState) -> list[dict]:
    return content.quests()[p.quest]["steps"]


def requirement_met(state: FloeState, p: PlayerState, req: str) -> bool:
    """Quest requirements (FLOE-QUEST-REQ-1): events of this action, or ``check:`` past deeds."""
    if not req.startswith("check:"):
        return req in state.turn.events if state.current == p.seat else False
    _, kind, arg = req.split(":", 2)
    merits = p.merits.values()
    if kind == "merit3":
        return sum(m >= 3 for m in merits) >= int(arg)
    if kind == "merit5":
        return sum(m >= 5 for m in merits) >= int(arg)
    if kind == "merit6":
        return sum(m >= 6 for m in merits) >= int(arg)
    if kind == "landmarks":
        return len(p.landmarks_visited) >= int(arg)
    if kind == "defeated":
        return arg in p.defeated
    if kind == "primed":
        return sum(s >= STONE_PRIMED for s in p.stones.values()) >= int(arg)
    if kind == "encounters":
        return p.encounters >= int(arg)
    raise ValueError(req)


def advance_quest(state: FloeState, seat: int, free: bool = False) -> list[Event]:
    """Move the Quest marker one step and queue the benefit above it (FLOE-QUEST-ADV-1, -FREE-1)."""
    p = state.players[seat]
    steps = quest_steps(p)
    if p.quest_step >= len(steps):
        return [ev(message("Your Quest is already complete."), "FLOE-QUEST-DONE-1", seat)]
    step = steps[p.quest_step]
    p.quest_step += 1
    state.queue.append(Queued(seat, step["gain"], ("FLOE-QUEST-ADV-1",)))
    rules = ("FLOE-QUEST-FREE-1",) if free else ("FLOE-QUEST-ADV-1", "FLOE-QUEST-MULTI-1")
    if step["req"].startswith("check:"):
        rules += ("FLOE-QUEST-CHECK-1",)
    events = [ev(message("Quest marker advances to step {quest_step} ({gain}).", quest_step=said(p.quest_step),
                         gain=effect_said(step['gain'])), rules, seat, "quest")]
    if p.quest_step == len(steps):
        events.append(ev(message("Your Quest is complete; you do not take a new "
                                 "one."), "FLOE-QUEST-DONE-1", seat, "quest"))
    return events


# -- checks after every effect -------------------------------------------------------------------
def _two_at_least(p: PlayerState, value: int) -> bool:
    return sum(v >= value for v in p.merits.values()) >= 2


_ACHIEVEMENT_FACTS = (
    ("stones", lambda p: all(s == STONE_PLACED for s in p.stones.values())),
    ("merits", lambda p: all(v >= MERIT_MAX for v in p.merits.values())),
    ("relics", lambda p: len(p.relics) >= 7),
    ("landmarks", lambda p: len(p.landmarks_visited) >= 3),
    ("regions", lambda p: p.regions_discovered >= 2),
)


def check_player(state: FloeState, p: PlayerState) -> list[Event]:
    events: list[Event] = []
    seat = p.seat
    # Never flipped back when a Merit is lowered (FLOE-MERIT-LOWER-1): only ever set to True here.
    if not p.hero_flipped and _two_at_least(p, 4):
        p.hero_flipped = True
        events.append(ev(message("Two Merits at 4: your Hero ability tile flips to its upgraded side."),
                         ("FLOE-HERO-UPGRADE-1", "FLOE-MERIT-REQ-1"), seat, "upgrade"))
    if not p.familiar_flipped and _two_at_least(p, 3):
        p.familiar_flipped = True
        events.append(ev(message("Two Merits at 3: your Familiar ability tile flips (both Battle icons)."),
                         ("FLOE-FAMILIAR-UPGRADE-1",), seat, "upgrade"))
    if not (p.hero_slid and p.familiar_slid):
        board = content.boards()[p.board]
        if not p.hero_slid and all(p.merits[m] >= MERIT_MAX for m in board["full_potential"]):
            p.hero_slid = True
            add_vp(state, seat, 2)
            events.append(ev(message("Full potential: your Hero ability tile slides up (+2 VP) and reveals two lasting "
                             "effects."), ("FLOE-HERO-FULL-1", "FLOE-SETUP-PLAYER-11"), seat, "upgrade"))
        if not p.familiar_slid and all(p.merits[m] >= v for m, v in board["familiar_full"].items()):
            p.familiar_slid = True
            add_vp(state, seat, 1)
            events.append(ev(message("Your Familiar ability tile slides up (+1 VP): it now also gives a Crit."),
                             ("FLOE-FAMILIAR-FULL-1", "FLOE-AMBIG-22"), seat, "upgrade"))
    if len(p.items_upgraded) < len(p.items):
        for item in p.items:
            if item in p.items_upgraded:
                continue
            req = content.items()[item]["requirement"]
            if all(p.merits[m] >= v for m, v in req.items()):
                p.items_upgraded.append(item)
                add_vp(state, seat, 1)
                events.append(ev(message("Item upgraded: {name} meets its Merit requirement and flips (+1 VP).",
                                         name=spoken(item)),
                                 ("FLOE-ITEM-UPGRADE-1", "FLOE-MERIT-REQ-1"), seat, "upgrade"))
    # achievements whose condition is a standing fact
    claimed = state.village.achievements
    for achievement, fact in _ACHIEVEMENT_FACTS:
        if claimed.get(achievement, -1) == -1 and fact(p):
            events += claim_achievement(state, seat, achievement)
    # quests: any number of steps in one go (FLOE-QUEST-MULTI-1)
    steps = quest_steps(p)
    while p.quest_step < len(steps) and requirement_met(state, p, steps[p.quest_step]["req"]):
        events += advance_quest(state, seat)
    return events


def check_progress(state: FloeState, seats: set[int] | None = None) -> list[Event]:
    """Upgrades, achievements and quests of the players who acted (only they gain anything), then the end."""
    events: list[Event] = []
    for p in state.players:
        if seats is None or p.seat in seats:
            events += check_player(state, p)
    events += check_end(state)
    return events


def check_end(state: FloeState) -> list[Event]:
    """A Hero marker past the Mayor (or the Mayor past one) triggers the end (FLOE-END-TRIGGER-1, FLOE-AMBIG-15)."""
    if state.end_triggered:
        return []
    ahead = [p.seat for p in state.players if p.vp > state.village.mayor]
    if not ahead:
        return []
    state.end_triggered = True
    state.last_round = state.round + 1
    return [ev(message("A Hero has passed the Mayor: the game ends after this round and one final round (round "
                       "{last_round}).", last_round=said(state.last_round)), ("FLOE-END-TRIGGER-1",
                       "FLOE-END-ROUNDS-1", "FLOE-AMBIG-15"),
               ahead[0], "end")]


# -- shrines ----------------------------------------------------------------------------------
def anywhere_stone_options(state: FloeState, seat: int) -> list[str]:
    """"<resource>@<shrine>" for each Primed stone and each empty Shrine on a revealed tile."""
    p = state.players[seat]
    g = geometry(state.world.layout)
    primed = [r for r, s in p.stones.items() if s == STONE_PRIMED]
    shrines = [sid for sid in g.shrine_benefit if sid not in state.world.shrines
               and g.tile_of(sid) in state.world.revealed]
    return [f"{r}@{s}" for r in primed for s in shrines]


def place_stone(state: FloeState, seat: int, resource: str, shrine: str) -> list[Event]:
    """Primed -> Placed: 1 VP and the Shrine's benefit (FLOE-SHRINE-REWARD-1, FLOE-STONE-PLACE-1)."""
    p = state.players[seat]
    g = geometry(state.world.layout)
    p.stones[resource] = STONE_PLACED
    state.world.shrines[shrine] = seat
    add_vp(state, seat, 1)
    benefit = g.shrine_benefit[shrine]
    state.queue.insert(0, Queued(seat, benefit, ("FLOE-SHRINE-REWARD-1",)))
    return [ev(message("You place your {resource} Floe Stone in a Shrine (+1 VP) and gain {benefit}.",
                       resource=said(resource), benefit=effect_said(benefit)),
               ("FLOE-SHRINE-REWARD-1", "FLOE-STONE-PLACE-1", "FLOE-STONE-STATE-1"), seat)]


# -- hidden information ---------------------------------------------------------------------------
def visible_relics(game: Any, owner: int, viewer: int | None) -> list[str] | None:
    """The Relic names ``viewer`` may see in ``owner``'s hand, or None when only the count is public.

    Relics are kept hidden in hand (FLOE-RELIC-HAND-1): the owner sees them, other players and the table
    overview (``viewer=None``) see only how many there are; they are revealed for final scoring.
    ``game`` is a ``Floe`` or its ``FloeState``.
    """
    state: FloeState = getattr(game, "state", game)
    hand = state.players[owner].relics
    if state.over or viewer == owner:
        return list(hand)
    return None


# -- final scoring ----------------------------------------------------------------------------
def set_points(relic_type: str, count: int) -> int:
    """One set per type: the biggest printed set not larger than ``count`` (FLOE-RELIC-SET-1)."""
    sets = content.relic_types()[relic_type]["sets"]
    sizes = [int(k) for k in sets if int(k) <= count]
    return sets[max(sizes)] if sizes else 0


def relic_score(relics: list[str]) -> int:
    """Best score from at most 6 Relics (FLOE-RELIC-SCORE-1, FLOE-AMBIG-28)."""
    counts: dict[str, int] = {}
    for r in relics:
        t = content.relic_type(r)
        counts[t] = counts.get(t, 0) + 1
    types = sorted(counts)
    best = 0
    for pick in product(*[range(counts[t] + 1) for t in types]):
        if sum(pick) <= 6:
            best = max(best, sum(set_points(t, n) for t, n in zip(types, pick)))
    return best


def tiebreak_key(p: PlayerState, score: int) -> tuple[int, ...]:
    """VP, then Crystals, Floe Stones placed, Primed Floe Stones, total Merits (FLOE-END-TIE-1)."""
    placed = sum(s == STONE_PLACED for s in p.stones.values())
    primed = sum(s == STONE_PRIMED for s in p.stones.values())
    return (score, p.crystals, placed, primed, sum(p.merits[m] for m in MERITS))


def final_scoring(state: FloeState) -> list[Event]:
    state.relic_points = [relic_score(p.relics) for p in state.players]
    state.final_scores = [p.vp + r for p, r in zip(state.players, state.relic_points)]
    state.over = True
    scores = [message("P{n}: {vp} VP", n=i + 1, vp=v) for i, v in enumerate(state.final_scores)]
    return [ev(message("Final scoring: Relics are revealed and scored (at most 6 each, one set per type): {scores}.",
                       scores=terms_listed(scores)),
               ("FLOE-END-RELIC-1", "FLOE-RELIC-SCORE-1", "FLOE-RELIC-SET-1", "FLOE-END-WIN-1"), None, "end")]


def winners(state: FloeState) -> tuple[int, ...]:
    keys = [tiebreak_key(p, s) for p, s in zip(state.players, state.final_scores)]
    best = max(keys)
    return tuple(i for i, k in enumerate(keys) if k == best)
