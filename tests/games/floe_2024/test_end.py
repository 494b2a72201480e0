"""The end of the game (ゲーム終了): the trigger, the last round, objectives and the winner."""

from __future__ import annotations

import pytest

from floe_widgets.games.floe_2024.actions import EndTurn, StartMapTurn
from floe_widgets.games.floe_2024.economy import advance_stone, gain_vp, level_up_options, merits
from floe_widgets.games.floe_2024.turns import goal_met, winners

from .helpers import choose, ctx, edit, me, new


def pass_turn(g) -> None:
    g.apply(StartMapTurn())
    g.apply(EndTurn())


@pytest.mark.rule("FLOEJA-END-TRIGGER-1")
@pytest.mark.rule("FLOEJA-MISSING-6")
def test_finish_the_round_then_one_more_then_score() -> None:
    g = new(4)
    for _ in range(4 * 4):            # rounds 1-4
        pass_turn(g)
    pass_turn(g)                      # seat 1, round 5
    assert g.state.current == 1 and g.state.round == 5
    gain_vp(ctx(g), me(g), 6)
    g.set_position(g.state)
    turns = 0
    while not g.is_over:
        pass_turn(g)
        turns += 1
    assert turns == 3 + 4             # seats 2-4 of round 5 (seat 2 is playing now), then all of round 6


@pytest.mark.rule("FLOEJA-MISSING-25")
def test_solo_reaching_six_on_turn_twenty_plays_turn_twenty_one() -> None:
    g = new(1)
    for _ in range(19):
        pass_turn(g)
    assert g.state.round == 20
    gain_vp(ctx(g), me(g), 6)
    g.set_position(g.state)
    pass_turn(g)
    assert not g.is_over and g.state.round == 21
    pass_turn(g)
    assert g.is_over


@pytest.mark.rule("FLOEJA-MISSING-25")
def test_a_game_ends_after_the_round_limit() -> None:
    g = new(2, round_limit=2)
    for _ in range(4):
        pass_turn(g)
    assert g.is_over and g.legal_actions() == []


@pytest.mark.rule("FLOEJA-END-OBJECTIVES-1")
@pytest.mark.rule("FLOEJA-OBJ-SCORE-1")
@pytest.mark.rule("FLOEJA-MISSING-7")
def test_each_goal_of_a_card_scores_on_its_own() -> None:
    # ob-8: 2+ landmarks / 3+ Crystals (a half VP each)
    g = new(1, round_limit=1)
    edit(g, lambda s: [s.players[0].objectives.append("ob-8"), s.players[0].landmarks.extend(["a", "b"]),
                       setattr(s.players[0], "crystals", 1), setattr(s.players[0], "vp", 6)])
    pass_turn(g)
    assert g.is_over and me(g).half and me(g).vp == 6
    g = new(1, round_limit=1)
    edit(g, lambda s: [s.players[0].objectives.append("ob-8"), s.players[0].landmarks.extend(["a", "b"]),
                       setattr(s.players[0], "crystals", 3), setattr(s.players[0], "vp", 6)])
    pass_turn(g)
    assert not me(g).half and me(g).vp == 7


@pytest.mark.rule("FLOEJA-END-WIN-1")
def test_ties_go_to_the_half_point_then_to_unlocked_stones() -> None:
    g = new(2)
    a, b = g.state.players
    a.vp = b.vp = 7
    a.half = True
    b.stones.update(pearl=5, kelp=5)
    assert winners(g.state) == (0,)
    a.half = False
    assert winners(g.state) == (1,)
    b.stones.update(pearl=2, kelp=2)
    assert winners(g.state) == (0, 1)


@pytest.mark.rule("FLOEJA-MISSING-7")
def test_goal_checks() -> None:
    p = me(new())
    assert not goal_met(None, p, "potions4")
    p.potions = ["sword"] * 4
    assert goal_met(None, p, "potions4")


@pytest.mark.rule("FLOEJA-MISSING-2")
def test_a_level_up_offers_hero_familiar_or_dice_then_a_bubble() -> None:
    g = new()
    p = me(g)
    assert len(level_up_options(p)) == 3
    from floe_widgets.games.floe_2024.economy import ask_level_up

    p.hero_level, p.familiar_level, p.dice = 3, 2, 3
    ask_level_up(ctx(g), p)
    assert p.res["bubble"] == 1 and not g.state.pending
    p.hero_level = 1
    ask_level_up(ctx(g), p)
    g.set_position(g.state)
    choose(g, "ヒーロー能力")
    assert me(g).hero_level == 2


@pytest.mark.rule("FLOEJA-MISSING-8")
def test_two_kelp_advances_give_focus_and_fame() -> None:
    g = new()
    p = me(g)
    before = merits(p)
    advance_stone(ctx(g), p, "kelp")
    advance_stone(ctx(g), p, "kelp")
    after = merits(p)
    assert after["focus"] - before["focus"] == 1 and after["fame"] - before["fame"] == 1
    advance_stone(ctx(g), p, "kelp")
    assert merits(p) == after


@pytest.mark.rule("FLOEJA-MISSING-1")
def test_the_edition_says_its_source_is_incomplete() -> None:
    g = new()
    assert "incomplete source" in g.describe()
    assert "FLOEJA-MISSING-1" in g.rules()
