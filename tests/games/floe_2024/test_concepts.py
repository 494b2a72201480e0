"""Concepts (コンセプト): Warmth, resources, Floe Stones, merits, Chest and Key, scoring."""

from __future__ import annotations

import pytest

from floe_widgets.games.floe_2024.actions import Convert, EndTurn, Hike, OpenTreasure, UseTreasure, VisitVillage
from floe_widgets.games.floe_2024.economy import (
    advance_stone,
    capacity,
    gain,
    gain_half,
    gain_resource,
    gain_vp,
    gain_warmth,
    merits,
)
from floe_widgets.games.floe_2024.state import ABOVE

from .helpers import choose, ctx, edit, me, new, on_map, refused


@pytest.mark.rule("FLOEJA-WARMTH-SPEND-1")
def test_warmth_one_allows_one_crossing_only() -> None:
    g = on_map(new())
    edit(g, lambda s: setattr(me(g), "warmth", 1))
    first = next(a for a in g.legal_actions() if isinstance(a, Hike))
    g.apply(first)
    assert me(g).warmth == 0
    nxt = [a for a in g.candidates() if isinstance(a, Hike)]
    refused(g, nxt[0], "FLOEJA-WARMTH-SPEND-1")


@pytest.mark.rule("FLOEJA-WARMTH-GAIN-1")
def test_gain_stops_at_the_first_cube() -> None:
    g = new()
    p = me(g)
    p.cubes_released, p.warmth = 1, 3
    gain_warmth(ctx(g), p, 4)
    assert p.warmth == 5
    q = new().state.players[0]
    gain_warmth(ctx(g), q, 2)
    assert q.warmth == 4


@pytest.mark.rule("FLOEJA-RES-TRACKS-1")
def test_a_gain_moves_the_marker_up() -> None:
    g = new()
    gain_resource(ctx(g), me(g), "wood", 1)
    assert me(g).res["wood"] == 1


@pytest.mark.rule("FLOEJA-RES-OVERFLOW-1")
def test_points_that_do_not_fit_become_bubbles() -> None:
    g = new()
    p = me(g)
    p.stones["kelp"], p.res["kelp"] = 3, 1
    gain_resource(ctx(g), p, "kelp", 3)
    assert p.res["kelp"] == 2 and p.res["bubble"] == 2


@pytest.mark.rule("FLOEJA-RES-BUBBLE-1")
def test_bubbles_stop_at_six() -> None:
    g = new()
    p = me(g)
    p.res["bubble"] = 5
    gain_resource(ctx(g), p, "bubble", 3)
    assert p.res["bubble"] == 6


@pytest.mark.rule("FLOEJA-RES-CONVERT-1")
@pytest.mark.rule("FLOEJA-EXAMPLE-2")
def test_four_bubbles_buy_two_resources_or_a_crystal() -> None:
    g = edit(new(), lambda s: [s.players[0].res.update(bubble=4), s.players[0].stones.update(mushroom=3, wood=3)])
    g.apply(Convert("mushroom"))
    g.apply(Convert("wood"))
    p = me(g)
    assert (p.res["bubble"], p.res["mushroom"], p.res["wood"]) == (0, 1, 1)
    g.undo()
    g.undo()
    g.apply(Convert("crystal"))
    assert (me(g).res["bubble"], me(g).crystals) == (0, 1)
    refused(g, Convert("crystal"), "FLOEJA-RES-CONVERT-1")


@pytest.mark.rule("FLOEJA-RES-CONVERT-1")
def test_no_conversion_on_another_players_turn() -> None:
    g = edit(new(), lambda s: s.players[1].res.update(bubble=4))
    g.apply(VisitVillage("healing"))
    choose(g, "暖+4")
    g.apply(EndTurn())
    assert g.state.current == 1
    assert Convert("crystal") in g.legal_actions()       # seat 2 may now, on its own turn
    g.undo()
    assert me(g).seat == 0 and Convert("crystal") not in g.legal_actions()


@pytest.mark.rule("FLOEJA-FLOE-ADVANCE-1")
def test_a_question_mark_advance_lets_the_player_pick_the_track() -> None:
    g = new()
    gain(ctx(g), me(g), {"advance": "any"})
    g.set_position(g.state)
    choose(g, "木")
    assert me(g).stones["wood"] == 3


@pytest.mark.rule("FLOEJA-FLOE-CAPACITY-1")
@pytest.mark.rule("FLOEJA-EXAMPLE-4")
def test_stone_on_four_holds_three_above_holds_four_then_nothing() -> None:
    g = new()
    p = me(g)
    p.stones["kelp"] = 4
    assert capacity(p, "kelp") == 3
    advance_stone(ctx(g), p, "kelp")
    assert p.stones["kelp"] == ABOVE and capacity(p, "kelp") == 4 and p.vp == 0
    advance_stone(ctx(g), p, "kelp")
    assert p.stones["kelp"] == ABOVE


@pytest.mark.rule("FLOEJA-EXAMPLE-3")
def test_kelp_stone_above_stores_four() -> None:
    g = new()
    p = me(g)
    p.stones["kelp"], p.res["kelp"] = ABOVE, 3
    gain_resource(ctx(g), p, "kelp", 2)
    assert p.res["kelp"] == 4 and p.res["bubble"] == 1


@pytest.mark.rule("FLOEJA-EXAMPLE-1")
def test_pearls_climb_kelp_blocked_gives_a_bubble() -> None:
    g = new()
    p = me(g)
    p.stones["pearl"], p.res["kelp"] = 3, 1
    p.stones["pearl"] = 4
    gain_resource(ctx(g), p, "pearl", 2)
    gain_resource(ctx(g), p, "kelp", 1)
    assert (p.res["pearl"], p.res["kelp"], p.res["bubble"]) == (2, 1, 1)


@pytest.mark.rule("FLOEJA-MERIT-TYPES-1")
def test_eight_merit_symbols_two_per_track() -> None:
    g = new()
    p = me(g)
    base = merits(p)
    for track in ("pearl", "kelp", "mushroom", "wood"):
        for _ in range(3):
            advance_stone(ctx(g), p, track)
    total = merits(p)
    assert set(total) == {"fame", "focus", "courage", "craft"}
    assert sum(total.values()) - sum(base.values()) == 8


@pytest.mark.rule("FLOEJA-MERIT-COUNT-1")
def test_a_merit_stays_when_the_resource_is_spent() -> None:
    g = new()
    p = me(g)
    advance_stone(ctx(g), p, "pearl")
    assert merits(p)["fame"] == 1
    p.res["pearl"] = 0
    assert merits(p)["fame"] == 1


@pytest.mark.rule("FLOEJA-EXAMPLE-5")
def test_pictured_merits_flip_a_courage_item_not_a_fame_one() -> None:
    g = new()
    p = me(g)
    p.stones.update(mushroom=3, wood=4)          # courage 1 + (craft, courage) -> courage 2, craft 1 (+1 start)
    p.stones.update(kelp=3)                       # focus 1
    m = merits(p)
    assert (m["fame"], m["focus"], m["courage"]) == (0, 1, 2)
    p.items = ["it-bow", "spectral-key"]           # needs courage 2 / fame 2
    from floe_widgets.games.floe_2024.economy import flip_items

    flip_items(ctx(g), p)
    assert p.flipped == ["it-bow"]


@pytest.mark.rule("FLOEJA-CHEST-GAIN-1")
def test_a_second_key_is_wasted() -> None:
    g = new()
    p = me(g)
    p.key = True
    gain(ctx(g), p, {"key": 1})
    assert p.key and p.res["bubble"] == 0


@pytest.mark.rule("FLOEJA-CHEST-TREASURE-1")
def test_chest_and_key_draw_a_treasure_usable_at_once() -> None:
    g = edit(new(), lambda s: s.players[0].__setattr__("chest", True) or s.players[0].__setattr__("key", True))
    refused_before = new()
    refused(refused_before, OpenTreasure(), "FLOEJA-CHEST-TREASURE-1")
    g.apply(OpenTreasure())
    p = me(g)
    assert len(p.treasures) == 1 and not p.chest and not p.key
    assert UseTreasure(p.treasures[0], 0) in g.legal_actions()


@pytest.mark.rule("FLOEJA-CHEST-TREASURE-2")
@pytest.mark.rule("FLOEJA-MISSING-12")
def test_a_used_treasure_goes_face_up_under_the_deck() -> None:
    g = edit(new(), lambda s: s.players[0].treasures.append("tr-1"))
    g.apply(UseTreasure("tr-1", 0))
    assert me(g).treasures == [] and g.state.treasure_used == ["tr-1"] and me(g).crystals == 2


@pytest.mark.rule("FLOEJA-SCORE-FULL-1")
def test_a_full_point_moves_the_score_marker() -> None:
    g = new()
    me(g).vp = 3
    gain_vp(ctx(g), me(g), 1)
    assert me(g).vp == 4


@pytest.mark.rule("FLOEJA-SCORE-HALF-1")
def test_two_halves_make_a_point_and_can_trigger_the_end() -> None:
    g = new()
    p = me(g)
    p.vp, p.half = 5, True
    gain_half(ctx(g), p)
    assert (p.vp, p.half) == (6, False) and g.state.end_round == g.state.round + 1
