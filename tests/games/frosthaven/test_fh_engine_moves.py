"""Character movement and monster turns as the scenario engine performs them."""

from __future__ import annotations

import pytest
from fh_helpers import add_monster, begin_turn, clear_monsters, new_game, place, run, texts

from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import MoveTo, PlaceAt, Target


@pytest.mark.rule("FH-AMBIG-11", "FH-OVERLAY-ICY-1")
def test_chained_icy_hexes_slide_on_until_blocked() -> None:
    g = new_game()
    clear_monsters(g)
    place(g, "C1", (3, 1))
    begin_turn(g, 1, "ember-02", "bottom")   # move 2
    dests = {a.to for a in g.legal_actions() if isinstance(a, MoveTo)}
    assert (3, -1) in dests and (3, 0) not in dests   # entering (3,0) slides to (3,-1); the wall stops it
    g.apply(MoveTo((3, -1)))
    assert g.fig("C1").hex == (3, -1) and g.state.turn.points == 1


@pytest.mark.rule("FH-AMBIG-4", "FH-FOCUS-HAZARD-1")
def test_fewest_negative_hexes_beats_fewest_movement_points() -> None:
    """The planner the engine's monster turns use: a near enemy behind a trap loses to a far one."""
    from floe_widgets.games.frosthaven.ai import monster_ai as AI
    from floe_widgets.games.frosthaven.map.hexmap import HexMap

    m = HexMap.radius(4, overlays={(0, 1): "trap", (1, 1): "obstacle", (-1, 2): "obstacle", (-1, 3): "obstacle"})
    figs = [AI.Figure("M", "monsters", (0, 0), kind="monster"),
            AI.Figure("A", "characters", (0, 2), initiative=10),
            AI.Figure("B", "characters", (-3, 0), initiative=20)]
    plan = AI.plan_turn(m, figs, "M", AI.Ability(move=2))
    assert plan.focus == ["B"] and plan.options[0].destination == (-2, 0)
    # the engine follows the plan: the monster walks to its destination and never springs the trap
    g = new_game()
    clear_monsters(g)
    h = add_monster(g, "hound", 1, (4, -1))
    place(g, "C0", (2, 1))
    place(g, "C1", (0, 4))
    g.state.phase = "play"
    g.state.ability_decks["hound"].current = 1   # Pack Bite: move +0, attack +0
    events = run(g, TK.MonsterTurnTask(actor=h.fid, boost={}), TK.EndRoundTask())
    assert (4, 0) in g.state.traps and "FH-FOCUS-7" in texts(events)
    assert g.fig(h.fid).hex != (4, -1)


@pytest.mark.rule("FH-GEN-PARTY-1", "FH-GEN-1")
def test_tied_monster_options_are_offered_to_the_party() -> None:
    from floe_widgets.core import RandomBot
    from floe_widgets.games.frosthaven.scenario.actions import PartyChoice
    from floe_widgets.games.frosthaven.scenario.game import Frosthaven

    g = Frosthaven(players=2, seed=7)
    bot = RandomBot(7)
    while not g.is_over and (g.state.decision is None or g.state.decision.kind != "party"):
        g.apply(bot.choose(g))
    d = g.state.decision
    assert d is not None and d.kind == "party", "seed 7 reaches a tied monster move"
    options = d.options
    legal = g.legal_actions()
    assert legal == [PartyChoice(i, o["text"]) for i, o in enumerate(options)] and len(legal) > 1
    fid = d.fid
    g.apply(legal[-1])
    f = g.fig(fid)
    assert f is None or f.hex == tuple(options[-1]["dest"]) or g.state.decision.kind == "negate"


@pytest.mark.rule("FH-MOVE-7", "FH-OVERLAY-ICY-1")
def test_a_push_onto_ice_slides_for_free() -> None:
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (3, 2))
    h = add_monster(g, "hound", 1, (3, 1), hp=20)
    begin_turn(g, 0, "warden-02", "top")   # attack 3, push 1
    g.apply(Target(h.fid))
    ends = {a.to for a in g.legal_actions() if isinstance(a, PlaceAt)}
    assert (3, -1) in ends and (3, 0) not in ends   # one step onto the ice at (3, 0), then a free slide
    g.apply(PlaceAt((3, -1)))
    assert g.fig(h.fid).hex == (3, -1)
