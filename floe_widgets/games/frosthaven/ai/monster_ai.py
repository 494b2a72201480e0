"""Monster AI: focus, movement and targets of one automated figure's turn (FH-FOCUS, FH-MMOVE,
FH-MACT-2).  Pure Python, no drawing.  The parts: :mod:`.records` (figures, ability, plan),
:mod:`.turn` (the turn as the figure sees it), :mod:`.focus`, :mod:`.destinations` and
:mod:`.wording` (the trace's shared words).

Public entry points::

    plan = plan_turn(hexmap, figures, "M1", Ability(move=2, attack=True, range=3))
    plan.focus        # ids tied as focus (usually one; empty = no focus)
    plan.options      # every option the rules leave to the party (FH-GEN-1), stable order
    plan.trace        # [Step(text, rules)] — why: costs per enemy, focus tie-breaks, destination

    focus = find_focus(hexmap, figures, "M1", ability)   # the focus part alone

Figures are :class:`Figure` records (the scenario engine builds them from its state).  Costs are
``(neg, mp)`` pairs: negative hexes entered, then movement points (FH-FOCUS-5).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from floe_widgets.games.frosthaven.ai.destinations import destinations
from floe_widgets.games.frosthaven.ai.focus import find_focus, focus_of
from floe_widgets.games.frosthaven.ai.records import (
    Ability,
    Figure,
    FocusResult,
    Option,
    Step,
    TurnPlan,
    figures_from,
)
from floe_widgets.games.frosthaven.ai.turn import MAX_TIED_TARGET_SETS, TooManyTies, Turn
from floe_widgets.games.frosthaven.ai.wording import either, hex_text, sentence
from floe_widgets.games.frosthaven.map.entries import hazard_damage, trap_damage
from floe_widgets.games.frosthaven.map.hexmap import HexMap

__all__ = ["MAX_TIED_TARGET_SETS", "Ability", "Figure", "FocusResult", "Option", "Step", "TooManyTies",
           "TurnPlan", "find_focus", "figures_from", "negative_ability_targets", "plan_turn"]


def plan_turn(m: HexMap, figures: Sequence[Figure], active: str, ability: Ability, *,
              scenario_level: int = 1, focus: str | None = None) -> TurnPlan:
    """Solve one automated figure's turn: focus, destination(s) and target set(s), with every
    option the rules leave tied (FH-GEN-1) and an explanation trace citing rule ids.
    ``scenario_level`` only sets the damage the trace quotes for traps and hazards.  ``focus``:
    the focus it already has this turn (FH-FOCUS-1), for a move planned later in the turn
    (FH-MMOVE-2); None finds it."""
    t = Turn(m, figures, active, ability)
    if focus is None:
        fr = focus_of(t)
    else:
        fr = FocusResult([focus], {}, {}, [Step(lambda: sentence("{me} keeps its focus: {focus}", me=active,
                                                                 focus=focus),
                                                ("FH-FOCUS-1", "FH-MMOVE-2"))])
    trace = list(fr.trace)
    if not fr.focus:
        options = [Option(None, (t.S,), t.S)]
        me = t.me
        boss = t.byid.get(me.summoner) if me.kind == "summon" and me.summoner else None
        # an immobilized summon is left where it stands by destinations() itself (FH-COND-IMMOB-1)
        if boss is not None and ability.move > 0 and not me.has("stun", "stunned"):
            # FH-FOCUS-10 Choice: the summoner may have its summon approach it as a move-only target
            walk = Turn(m, figures, active, Ability(move=ability.move, attack=False, movement=ability.movement))
            opts, _steps = destinations(walk, boss)
            extra = [Option(None, o.path, o.destination, steps=o.steps) for o in opts if o.destination != t.S]
            if extra:
                trace.append(Step(lambda: sentence("Without a focus, {me}'s summoner may instead have it move toward "
                                                   "{summoner}: to {hexes}", me=me.id, summoner=boss.id,
                                                   hexes=either([hex_text(o.destination) for o in extra])),
                                  ("FH-FOCUS-10", "FH-MMOVE-6")))
                options += extra
        return TurnPlan([], options, trace)
    options: list[Option] = []
    for fid in fr.focus:
        opts, steps = destinations(t, t.byid[fid])
        trace.extend(steps)
        options.extend(opts)
    seen = set()
    unique = []
    for o in options:
        k = (o.focus, o.destination, tuple(sorted(o.attacks)))
        if k not in seen:
            seen.add(k)
            unique.append(o)
    hurt = sorted({h for o in unique for h in o.path[1:] if m.is_negative(h)} if ability.movement != "flying" else [])
    if ability.movement in ("jump", "teleport"):
        hurt = sorted({o.destination for o in unique if o.destination != t.S and m.is_negative(o.destination)})
    for h in hurt:
        if m.is_trap(h):
            trace.append(Step(lambda h=h: sentence("Entering the trap at {hex} springs it: {damage} damage (2 + "
                                                   "scenario level), then it is removed", hex=hex_text(h),
                                                   damage=trap_damage(scenario_level)),
                              ("FH-TERR-4", "FH-MMOVE-9")))
        elif m.is_hazardous(h):
            trace.append(Step(lambda h=h: sentence("Entering the hazardous terrain at {hex} deals {damage} damage "
                                                   "(1 + scenario level / 3 rounded up)", hex=hex_text(h),
                                                   damage=hazard_damage(scenario_level)),
                              ("FH-TERR-3", "FH-MMOVE-9")))
    return TurnPlan(list(fr.focus), unique, trace)


def negative_ability_targets(m: HexMap, figures: Sequence[Figure], active: str, rng: int,
                             targets: int = 1) -> list[tuple[str, ...]]:
    """Targets of a non-attack negative targeted ability (a condition, push, pull ...) from where
    the monster stands now (FH-FOCUS-13): the focus rules as if it were an attack with that range
    (``rng`` 0/1 = adjacent), but it never moves for it.  Enemies it can reach from its hex cost
    ``(0, 0)``, so they are ordered by range and then initiative; every tied choice of ``targets``
    of them is returned (FH-GEN-1).  Empty list: nobody can be targeted."""
    # one target for the Turn: ``targets`` only counts the choices below (targetable() reads no target count)
    t = Turn(m, figures, active, Ability(range=rng))   # no move, an attack
    if t.me.has("stun", "stunned"):
        return []
    able = [e for e in t.visible if t.targetable(t.S, e)]
    if not able:
        return []
    key = {e.id: (m.range(e.hex, t.S), t.initiative_position(e)) for e in able}
    ranked = sorted(able, key=lambda e: (key[e.id], e.id))
    n = min(targets, len(ranked))
    cut = key[ranked[n - 1].id]
    sure = [e.id for e in ranked if key[e.id] < cut]
    tied = [e.id for e in ranked if key[e.id] == cut]
    return [tuple(sure) + combo for combo in combinations(tied, n - len(sure))]
