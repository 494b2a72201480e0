"""Where the monster moves and whom it attacks once its focus is known (FH-MMOVE-3/4, FH-MACT-2):
the destinations and target sets tied for the party, with the sentences that explain them."""

from __future__ import annotations

from floe_widgets.core import hexgrid
from floe_widgets.games.frosthaven.ai.records import Figure, Option, Step
from floe_widgets.games.frosthaven.ai.turn import Turn
from floe_widgets.games.frosthaven.ai.wording import (
    Sentence,
    both,
    cost_text,
    either,
    hex_text,
    negative_hexes,
    points,
    semicolons,
    sentence,
)
from floe_widgets.games.frosthaven.map.cells import cell_bits, cells_of
from floe_widgets.games.frosthaven.map.hexmap import Hex
from floe_widgets.games.frosthaven.map.mover import NORMAL
from floe_widgets.games.frosthaven.map.searches import costs_to, steps_to_any


def destinations(t: Turn, focus: Figure) -> tuple[list[Option], list[Step]]:
    """The options left to the party once ``focus`` is chosen, and the sentences that explain them."""
    trace: list[Step] = []
    m, S, cost = t.m, t.S, t.cost()
    me, ab = t.me, t.ability
    mp_now = ab.move if ab.move > 0 and not me.has("immobilize", "immobilized") else 0
    if ab.move > 0 and mp_now == 0:
        trace.append(Step(lambda: sentence("{me} is immobilized: it cannot move", me=me.id),
                          ("FH-COND-4", "FH-MMOVE-1")))
    ideal, ideal_cost = t.cheapest_attack(focus)
    if not ideal:
        return [Option(focus.id, (S,), S)], trace
    n_star, ideal_mp = ideal_cost
    # FH-MMOVE-3: rank the hexes it can attack the focus from this turn by most targets, fewest
    # disadvantaged attacks, then fewest points.  They come cheapest first, so once one gives the
    # best conceivable targets, a costlier hex cannot win and the search stops there.
    most, fewest = t.most_conceivable()
    ranked = []
    top = None
    for d, mp in t.attack_hexes_within(focus, n_star, mp_now):
        if top is not None and top[:2] == (-most, fewest) and mp > top[2]:
            break
        T, dis, sets = t.target_sets(d, focus)
        key = (-T, dis, mp)
        ranked.append((key, d, sets))
        if top is None or key < top:
            top = key
    can_attack = t.can_attack
    if ranked:
        best = sorted((d, sets) for k, d, sets in ranked if k == top)
        T, dis, mp = -top[0], top[1], top[2]
        if best == [] or (len(best) == 1 and best[0][0] == S):
            if ab.move == 0 and ab.moves_later:
                trace.append(Step(lambda: sentence("{me} attacks before its move: it can {verb} {focus} from where it "
                                                   "stands", me=me.id, verb=_verb(can_attack), focus=focus.id),
                                  ("FH-MMOVE-2", "FH-MMOVE-7")))
            elif mp_now == 0 and ab.move == 0:
                trace.append(Step(lambda: sentence("{me} has no move ability and can {verb} {focus} from where it "
                                                   "stands", me=me.id, verb=_verb(can_attack), focus=focus.id),
                                  ("FH-MMOVE-7", "FH-MMOVE-1")))
            else:
                trace.append(Step(lambda: sentence("{me} can already {verb} {focus} with the most targets and fewest "
                                                   "disadvantaged attacks: it does not move",
                                                   me=me.id, verb=_verb(can_attack), focus=focus.id),
                                  ("FH-MMOVE-3",)))
        else:
            rules = ["FH-MMOVE-3"]
            if t.ranged and m.range(S, focus.hex) == 1 and dis == 0:
                rules.append("FH-MMOVE-5")
            said = (me.id, focus.id, [d for d, _ in best], can_attack and (t.N > 1 or t.area is not None),
                    can_attack, T, dis, mp, len(rules) > 1)
            trace.append(Step(lambda: _moves_to(*said), tuple(rules)))
            if n_star:
                trace.append(Step(lambda: sentence("Every way to attack {focus} crosses {negative}; it accepts no "
                                                   "more than that", focus=focus.id, negative=negative_hexes(n_star)),
                                  ("FH-MMOVE-3",)))
        if len(best) > 1 or any(len(sets) > 1 for _, sets in best):
            trace.append(Step(lambda: sentence("Several destinations/target sets tie: each is an option for the party"),
                              ("FH-GEN-1", "FH-MACT-2")))
        options = []
        for d, sets in best:
            for ids, hexes in sets:
                attacks = ids if t.can_attack else ()
                dis_ids = tuple(i for i in attacks if t.disadvantaged(d, t.byid[i]))
                options.append(Option(focus.id, cost[d].path, d, attacks, hexes, dis_ids, cost[d].steps))
        if t.can_attack:
            for o in options:
                rules = ("FH-MACT-2", "FH-FOCUS-11") if len(o.attacks) > 1 else ("FH-MACT-2",)
                trace.append(Step(lambda o=o: _option_words(o, S), rules))
        return options, trace
    # cannot attack the focus this turn (FH-MMOVE-4)
    if ab.move == 0 and ab.moves_later:
        trace.append(Step(lambda: sentence("{me} attacks before its move and cannot attack {focus} from where it "
                                           "stands", me=me.id, focus=focus.id), ("FH-MMOVE-2", "FH-MMOVE-7")))
        return [Option(focus.id, (S,), S)], trace
    if mp_now == 0:
        no_move = ab.move == 0
        trace.append(Step(lambda: sentence("{me} has no move ability and cannot attack {focus} from where it stands: "
                                           "it does nothing", me=me.id, focus=focus.id) if no_move else
                          sentence("{me} cannot move and cannot attack {focus} from where it stands: it does nothing",
                                   me=me.id, focus=focus.id),
                          ("FH-MMOVE-7",)))
        return [Option(focus.id, (S,), S)], trace
    trace.append(Step(lambda: _cannot_attack(me.id, focus.id, can_attack, ideal, (n_star, ideal_mp)),
                      ("FH-MMOVE-4",)))
    # Only hexes on a way with no more negative hexes than the best path (n*) are considered:
    # staying put scores (n*, c(D).mp, 0), so any worse way loses to it (FH-MMOVE-4 step 2-3).
    # FH-MMOVE-4 step 2 and 5: the party first picks which ideal hex D the monster heads for, so
    # each D is scored on its own and the options are the union (staying put included when some D
    # cannot be approached this turn).
    # per ideal hex D, the least key (n*, points left to D, points spent) any hex scores and the hexes
    # that score it (none: no hex shortens the path)
    scored: dict[Hex, tuple[tuple[int, int, int], list[Hex]] | None] = dict.fromkeys(ideal)
    if ab.movement == NORMAL:
        # One reverse search per ideal hex: each D is scored on its own (the party's pick), so the
        # nearest D's costs must not hide a farther one's.  Every hex that can score is cheaper
        # than the ideal ones, so already found (cost.found_within); hexes as cells' bits.
        c = m.cells()
        at, here = c.hex_at, ~cell_bits(c, (S,))
        near = [(neg, mp, cells & here) for neg, mp, cells in cost.found_within(mp_now)]
        for d in ideal:
            # only a hex left fewer than ideal_mp points from D with no extra negative hex can score
            to_d = costs_to(m, t.mover, d, below=(n_star, ideal_mp))
            top, tops = None, 0
            for (back_neg, left), back in to_d.by_cost():
                if left < ideal_mp:
                    for neg, mp, cells in near:
                        hit = cells & back
                        if hit and neg + back_neg == n_star:
                            if top is None or (left, mp) < top:
                                top, tops = (left, mp), hit
                            elif (left, mp) == top:
                                tops |= hit
            if top is not None:   # cells in order are hexes in order (cells.Cells)
                scored[d] = ((n_star, *top), [at[e] for e in cells_of(tops)])
    else:
        # From e, a jump or teleport triggers only the ideal hex it lands on, flying nothing
        # (FH-MOVE-4..6); the steps to each ideal hex by one backward search per hex.
        near_j = [(e, r) for e, r in cost.items() if r.mp <= mp_now and e != S]
        for d in ideal:
            lands_badly = int(ab.movement != "flying" and m.is_negative(d))
            steps = None if ab.movement == "teleport" else steps_to_any(m, t.mover, (d,))
            keys = []
            for e, r in near_j:
                if r.neg + lands_badly != n_star:
                    continue
                mp = hexgrid.distance(e, d) if steps is None else steps.get(e)
                if mp is not None and mp < ideal_mp:
                    keys.append(((n_star, mp, r.mp), e))
            if keys:
                low = min(k for k, _ in keys)
                scored[d] = (low, sorted({e for k, e in keys if k == low}))
    ends: set[Hex] = set()
    for d in ideal:
        if scored[d] is None:
            if len(ideal) > 1:
                trace.append(Step(lambda d=d: sentence("Heading for {hex}, no hex within {points} shortens its path "
                                                       "without extra negative hexes: it would stay", hex=hex_text(d),
                                                       points=points(mp_now)),
                                  ("FH-MMOVE-4",)))
            ends.add(S)
            continue
        top, best = scored[d]
        ends.update(best)
        trace.append(Step(lambda d=d, best=best, left=top[1]: _heading(d, best, left, len(ideal) > 1),
                          ("FH-MMOVE-4",)))
    if ends == {S}:
        if len(ideal) == 1:
            trace.append(Step(lambda: sentence("No hex within {points} shortens its path without extra negative "
                                               "hexes: it stays", points=points(mp_now)), ("FH-MMOVE-4",)))
        return [Option(focus.id, (S,), S)], trace
    if len(ideal) > 1:
        trace.append(Step(lambda: sentence("The players pick which of the equally near attack hexes it heads for: "
                                           "every result is an option for the party"), ("FH-MMOVE-4", "FH-GEN-1")))
    elif len(ends) > 1:
        trace.append(Step(lambda: sentence("These hexes tie: each is an option for the party"), ("FH-GEN-1",)))
    return [Option(focus.id, cost[e].path, e, steps=cost[e].steps) if e != S else Option(focus.id, (S,), S)
            for e in sorted(ends)], trace


# the sentences below are written only when the trace is read (a :class:`.records.Step` recipe)
def _verb(can_attack: bool) -> Sentence:
    return sentence("attack") if can_attack else sentence("reach (as if attacking)")


def _moves_to(me: str, focus: str, dests: list[Hex], count_targets: bool, can_attack: bool, T: int, dis: int,
              mp: int, steps_away: bool) -> Sentence:
    """Where it moves to attack the focus and why (FH-MMOVE-3, FH-MMOVE-5)."""
    parts = []
    if count_targets:
        parts.append(sentence("1 target") if T == 1 else sentence("{n} targets", n=T))
    if can_attack:
        parts.append(sentence("1 attack with disadvantage") if dis == 1
                     else sentence("{n} attacks with disadvantage", n=dis))
    parts.append(points(mp))
    if steps_away:
        parts.insert(0, sentence("stepping away from {focus} avoids disadvantage", focus=focus))
    return sentence("{me} moves to {hexes}: from there it can {verb} {focus} ({why})", me=me,
                    hexes=either([hex_text(d) for d in dests]), verb=_verb(can_attack), focus=focus,
                    why=semicolons(parts))


def _option_words(o: Option, S: Hex) -> Sentence:
    """One option's attacks, from where (FH-MACT-2)."""
    who = both(list(o.attacks))
    said = (sentence("Option: attack {targets}", targets=who) if o.destination == S else
            sentence("Option from {hex}: attack {targets}", hex=hex_text(o.destination), targets=who))
    if o.disadvantaged:
        said = sentence("{option} ({figures} with disadvantage)", option=said, figures=both(list(o.disadvantaged)))
    return said


def _cannot_attack(me: str, focus: str, can_attack: bool, ideal: list[Hex], cost: tuple[int, int]) -> Sentence:
    """It cannot attack the focus this turn: the nearest attack hexes (FH-MMOVE-4)."""
    said = dict(me=me, verb=_verb(can_attack), focus=focus, hexes=both([hex_text(h) for h in ideal]),
                cost=cost_text(cost))
    if len(ideal) > 1:
        return sentence("{me} cannot {verb} {focus} this turn; the nearest attack hexes are {hexes} ({cost})", **said)
    return sentence("{me} cannot {verb} {focus} this turn; the nearest attack hex is {hexes} ({cost})", **said)


def _heading(d: Hex, best: list[Hex], left: int, several: bool) -> Sentence:
    """Where it moves toward the ideal hex ``d`` and the points left (FH-MMOVE-4)."""
    said = dict(hexes=either([hex_text(e) for e in best]), points=points(left))
    if several:
        return sentence("Heading for {hex}, it moves to {hexes}, leaving {points} to go (shortest remaining path, no "
                        "extra negative hexes)", hex=hex_text(d), **said)
    return sentence("It moves to {hexes}, leaving {points} to go (shortest remaining path, no extra negative hexes)",
                    **said)
