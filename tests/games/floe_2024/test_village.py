"""The Village turn (村のターン): placing, villagers, costs and the six spaces."""

from __future__ import annotations

import pytest

from floe_widgets.games.floe_2024.actions import EndTurn, FamiliarRow, UseItem, VisitVillage
from floe_widgets.games.floe_2024.economy import capacity, merits
from floe_widgets.games.floe_2024.state import ABOVE

from .helpers import choose, edit, me, new, pending, refused


def villagers(**counts):
    def change(s):
        s.villagers = {"shop": 0, "tavern": 0, "springs": 0, "workshop": 0, "academy": 0, **counts}
    return change


@pytest.mark.rule("FLOEJA-VIL-PLACE-1")
def test_any_space_even_one_other_heroes_share() -> None:
    g = edit(new(3), lambda s: [setattr(s.players[1], "location", "village:tavern"),
                                 setattr(s.players[2], "location", "village:tavern"),
                                 setattr(s.players[0], "location", "frostmere.I1"),
                                 s.players[0].res.update(kelp=1), villagers(tavern=0)(s)])
    g.apply(VisitVillage("tavern"))
    assert me(g).location == "village:tavern"
    assert [p.warmth for p in g.state.players[1:]] == [4, 4]


@pytest.mark.rule("FLOEJA-VIL-STEPS-1")
@pytest.mark.rule("FLOEJA-VIL-WARMTH-1")
def test_villager_warmth_comes_before_the_cost() -> None:
    g = edit(new(), lambda s: [villagers(shop=2)(s), setattr(s.players[0], "warmth", 0),
                               s.players[0].res.update(pearl=1)])
    events = g.apply(VisitVillage("shop"))
    texts = [e.text for e in events]
    assert me(g).warmth == 2 and me(g).res["pearl"] == 0
    assert texts.index(next(t for t in texts if t.startswith("暖+"))) < texts.index("真珠1を支払う")


@pytest.mark.rule("FLOEJA-VIL-WARMTH-1")
def test_three_villagers_warm_up_to_the_cap() -> None:
    g = edit(new(), lambda s: [villagers(academy=3)(s), setattr(s.players[0], "cubes_released", 2)])
    g.apply(VisitVillage("academy"))
    assert me(g).warmth == 6


@pytest.mark.rule("FLOEJA-VIL-SOW-1")
def test_sowing_skips_full_spaces() -> None:
    g = edit(new(), lambda s: [villagers(tavern=3, workshop=1, academy=1)(s), s.players[0].res.update(kelp=1)])
    g.apply(VisitVillage("tavern"))
    assert g.state.villagers == {"shop": 0, "tavern": 0, "springs": 1, "workshop": 2, "academy": 2}


@pytest.mark.rule("FLOEJA-VIL-SOW-2")
@pytest.mark.rule("FLOEJA-EXAMPLE-6")
def test_academy_villagers_go_to_the_shop_then_past_a_full_tavern() -> None:
    g = edit(new(), villagers(academy=2, tavern=3))
    g.apply(VisitVillage("academy"))
    assert me(g).warmth == 4      # cap 4: +2 from 4 is lost; the sowing is what matters here
    assert g.state.villagers == {"shop": 1, "tavern": 3, "springs": 1, "workshop": 0, "academy": 0}
    g2 = edit(new(), lambda s: [villagers(academy=2, tavern=3)(s), setattr(s.players[0], "warmth", 1)])
    g2.apply(VisitVillage("academy"))
    assert me(g2).warmth == 3


@pytest.mark.rule("FLOEJA-VIL-SOW-2")
def test_healing_house_never_gets_villagers() -> None:
    g = edit(new(), villagers(academy=3, shop=3, tavern=3))
    g.apply(VisitVillage("academy"))
    assert "healing" not in g.state.villagers and sum(g.state.villagers.values()) == 9


@pytest.mark.rule("FLOEJA-VIL-COST-1")
def test_healing_house_needs_nothing() -> None:
    g = new()
    assert VisitVillage("healing") in g.legal_actions()
    refused(g, VisitVillage("shop"), "FLOEJA-MISSING-27")


@pytest.mark.rule("FLOEJA-VIL-COST-2")
def test_a_question_cost_needs_the_marker_at_its_highest_place() -> None:
    g = edit(new(), lambda s: s.players[0].stones.update(mushroom=4) or s.players[0].res.update(mushroom=2))
    refused(g, VisitVillage("springs"), "FLOEJA-MISSING-27")
    g = edit(new(), lambda s: s.players[0].stones.update(mushroom=4) or s.players[0].res.update(mushroom=3))
    g.apply(VisitVillage("springs"))
    assert me(g).res["mushroom"] == 0 and me(g).stones["mushroom"] == ABOVE


@pytest.mark.rule("FLOEJA-MISSING-27")
def test_pearl_zero_with_cap_one_cannot_choose_the_shop() -> None:
    refused(new(), VisitVillage("shop"), "FLOEJA-MISSING-27")


@pytest.mark.rule("FLOEJA-EXAMPLE-7")
def test_hot_springs_with_the_stone_above_returns_mushrooms_to_zero() -> None:
    g = edit(new(), lambda s: s.players[0].stones.update(mushroom=ABOVE) or s.players[0].res.update(mushroom=4))
    g.apply(VisitVillage("springs"))
    assert me(g).res["mushroom"] == 0 and me(g).stones["mushroom"] == ABOVE


@pytest.mark.rule("FLOEJA-MISSING-9")
def test_a_placed_stone_keeps_capacity_four_and_the_tavern_usable() -> None:
    g = edit(new(), lambda s: s.players[0].stones.update(kelp=6) or s.players[0].res.update(kelp=4))
    assert capacity(me(g), "kelp") == 4
    g.apply(VisitVillage("tavern"))
    assert me(g).res["kelp"] == 0 and me(g).stones["kelp"] == 6


@pytest.mark.rule("FLOEJA-HEAL-CHOICE-1")
def test_healing_house_four_warmth_or_two_and_a_potion() -> None:
    for option, warmth, potions in (("暖+4", 5, 1), ("暖+2", 3, 2)):
        g = edit(new(), lambda s: [setattr(s.players[0], "warmth", 1), setattr(s.players[0], "cubes_released", 2)])
        g.apply(VisitVillage("healing"))
        choose(g, option)
        assert (me(g).warmth, len(me(g).potions)) == (warmth, potions)


@pytest.mark.rule("FLOEJA-SHOP-TAKE-1")
@pytest.mark.rule("FLOEJA-MISSING-10")
def test_shop_gives_an_item_and_the_display_refills_to_three() -> None:
    g = edit(new(), lambda s: s.players[0].res.update(pearl=1))
    g.apply(VisitVillage("shop"))
    assert pending(g) == "item" and len(g.state.pending[-1].options) == 3
    choose(g, "")
    assert len(me(g).items) == 1 and len(g.state.items) == 3 and me(g).stones["pearl"] == 3


@pytest.mark.rule("FLOEJA-SHOP-EFFECT-1")
@pytest.mark.rule("FLOEJA-EXAMPLE-8")
def test_spectral_key_turns_a_crystal_into_a_key() -> None:
    g = edit(new(), lambda s: [s.players[0].items.append("spectral-key"), setattr(s.players[0], "crystals", 1)])
    g.apply(UseItem("spectral-key"))
    assert me(g).crystals == 0 and me(g).key
    refused(g, UseItem("spectral-key"), "FLOEJA-MISSING-11")


@pytest.mark.rule("FLOEJA-SHOP-UPGRADE-1")
@pytest.mark.rule("FLOEJA-EXAMPLE-8")
def test_second_fame_symbol_flips_spectral_key_at_once() -> None:
    g = edit(new(), lambda s: [s.players[0].items.append("spectral-key"), s.players[0].stones.update(pearl=3),
                               s.players[0].res.update(kelp=1), s.players[0].stones.update(kelp=3),
                               s.players[0].res.update(kelp=2)])
    assert merits(me(g))["fame"] == 1 and not me(g).flipped
    g.apply(VisitVillage("tavern"))           # Kelp stone 3 -> 4 uncovers Fame
    assert me(g).flipped == ["spectral-key"]


@pytest.mark.rule("FLOEJA-TAVERN-CUBE-1")
@pytest.mark.rule("FLOEJA-EXAMPLE-9")
def test_tavern_releases_a_cube_then_a_gift() -> None:
    g = edit(new(), lambda s: [s.players[0].res.update(kelp=1), s.tavern.__setitem__(2, "pt-1")])
    g.apply(VisitVillage("tavern"))
    assert me(g).cubes_released == 1
    choose(g, "漁師: ポーション1・暖1")
    assert (me(g).warmth, len(me(g).potions)) == (5, 2)


@pytest.mark.rule("FLOEJA-TAVERN-GIFT-1")
@pytest.mark.rule("FLOEJA-MISSING-13")
def test_the_chosen_patron_goes_under_the_deck_and_is_replaced() -> None:
    g = edit(new(), lambda s: s.players[0].res.update(kelp=1))
    chosen = g.state.tavern[0]
    nxt = g.state.tavern_deck[0]
    g.apply(VisitVillage("tavern"))
    options = g.state.pending[-1].options
    assert len(options) == 6
    from floe_widgets.games.floe_2024.actions import Choose

    g.apply(Choose(options[0]))
    assert g.state.tavern_deck[-1] == chosen and g.state.tavern[0] == nxt


@pytest.mark.rule("FLOEJA-MISSING-27")
def test_tavern_without_cubes_still_gives_a_gift() -> None:
    g = edit(new(), lambda s: [s.players[0].res.update(kelp=1), setattr(s.players[0], "cubes_released", 4)])
    g.apply(VisitVillage("tavern"))
    assert me(g).cubes_released == 4 and pending(g) == "gift"


def springs(g):
    edit(g, lambda s: s.players[0].res.update(mushroom=1))
    g.apply(VisitVillage("springs"))
    choose(g, "")


@pytest.mark.rule("FLOEJA-SPRING-QUEST-1")
def test_hot_springs_gives_one_quest_with_the_feather_on_its_first_space() -> None:
    g = new()
    springs(g)
    assert me(g).quest is not None and me(g).feather == 0 and len(g.state.quests) == 3


@pytest.mark.rule("FLOEJA-SPRING-OBJ-1")
def test_a_secret_objective_is_draw_two_discard_one() -> None:
    g = edit(new(), lambda s: s.players[0].objectives.append(s.objective_deck.pop()))
    springs(g)
    assert pending(g) == "objective" and len(me(g).objectives) == 3
    choose(g, "")
    assert len(me(g).objectives) == 2 and len(g.state.objective_used) == 1


@pytest.mark.rule("FLOEJA-SPRING-HAND-1")
def test_with_four_objectives_draw_two_discard_two() -> None:
    g = edit(new(), lambda s: s.players[0].objectives.extend(s.objective_deck[:4]) or
             s.objective_deck.__delitem__(slice(0, 4)))
    springs(g)
    assert len(me(g).objectives) == 6
    choose(g, "")
    assert pending(g) == "objective"
    choose(g, "")
    assert len(me(g).objectives) == 4 and pending(g) is None


@pytest.mark.rule("FLOEJA-SPRING-REPLACE-1")
def test_a_new_quest_sends_the_old_one_under_the_deck() -> None:
    g = edit(new(), lambda s: [setattr(s.players[0], "quest", s.quest_deck.pop()), setattr(s.players[0], "feather", 1)])
    old = me(g).quest
    springs(g)
    assert me(g).quest != old and me(g).feather == 0 and g.state.quest_deck[-1] == old
    assert pending(g) == "objective"


@pytest.mark.rule("FLOEJA-QUEST-ADVANCE-1")
@pytest.mark.rule("FLOEJA-EXAMPLE-10")
@pytest.mark.rule("FLOEJA-MISSING-14")
def test_only_the_space_right_of_the_feather_counts() -> None:
    g = edit(new(), lambda s: [setattr(s.players[0], "quest", "q-1"), s.players[0].res.update(pearl=1)])
    g.apply(VisitVillage("shop"))          # the Shop is q-1's second condition, not the next one
    choose(g, "")
    assert me(g).feather == 0
    from floe_widgets.games.floe_2024.economy import gain

    from .helpers import ctx
    gain(ctx(g), me(g), {"key": 1})
    assert me(g).feather == 1 and me(g).chest


@pytest.mark.rule("FLOEJA-MISSING-14")
def test_a_whole_quest_ends_with_one_victory_point() -> None:
    from floe_widgets.games.floe_2024.quests import progress

    from .helpers import ctx
    g = edit(new(), lambda s: setattr(s.players[0], "quest", "q-2"))
    for condition in ("discover", "landmark", "shrine"):
        progress(ctx(g), me(g), condition)
    assert me(g).vp == 1 and me(g).quests_done == 1


@pytest.mark.rule("FLOEJA-WORK-TAKE-1")
def test_workshop_takes_a_whole_column_and_refills_it() -> None:
    g = edit(new(), lambda s: s.players[0].res.update(wood=1))
    column = list(g.state.workshop[1])
    refill = [g.state.top_stack[0], g.state.bottom_stack[0]]
    g.apply(VisitVillage("workshop"))
    choose(g, g.state.pending[-1].options[1])
    assert me(g).buildings == [column] and g.state.workshop[1] == refill


@pytest.mark.rule("FLOEJA-ACAD-ONCE-1")
@pytest.mark.rule("FLOEJA-ACAD-HALF-1")
@pytest.mark.rule("FLOEJA-VIL-COST-3")
def test_academy_half_point_once_per_visit() -> None:
    g = edit(new(), lambda s: setattr(s.players[0], "crystals", 10))
    g.apply(VisitVillage("academy"))
    choose(g, "クリスタル3: 1/2")
    assert me(g).half and me(g).vp == 0 and me(g).crystals == 7
    assert not any("1/2" in o for o in g.state.pending[-1].options)


@pytest.mark.rule("FLOEJA-ACAD-LEVEL-1")
def test_academy_level_up_for_one_crystal() -> None:
    g = edit(new(), lambda s: setattr(s.players[0], "crystals", 1))
    g.apply(VisitVillage("academy"))
    choose(g, "クリスタル1: レベルアップ")
    assert pending(g) == "levelup" and me(g).crystals == 0
    choose(g, "ヒーローダイス")
    assert me(g).dice == 1


@pytest.mark.rule("FLOEJA-ACAD-REMOTE-1")
@pytest.mark.rule("FLOEJA-EXAMPLE-12")
@pytest.mark.rule("FLOEJA-MISSING-28")
def test_academy_copies_the_tavern_without_moving_the_hero() -> None:
    g = edit(new(), lambda s: [setattr(s.players[0], "crystals", 3), s.players[0].stones.update(kelp=3),
                               s.players[0].res.update(kelp=1)])
    g.apply(VisitVillage("academy"))
    options = g.state.pending[-1].options
    assert not any("アカデミー" in o and "クリスタル" in o for o in options)
    choose(g, "クリスタル1: レベルアップ")
    choose(g, "ヒーローダイス")
    choose(g, "クリスタル2: 酒場")
    assert me(g).crystals == 0 and me(g).stones["kelp"] == 4 and me(g).res["kelp"] == 1
    assert me(g).location == "village:academy" and me(g).cubes_released == 1 and pending(g) == "gift"


def village_then_familiar(g, row):
    g.apply(VisitVillage("healing"))
    choose(g, "暖+4")
    return g.apply(FamiliarRow(row))


@pytest.mark.rule("FLOEJA-FAMVIL-PLACE-1")
@pytest.mark.rule("FLOEJA-MISSING-15")
def test_the_bottom_row_triggers_every_bottom_tile() -> None:
    g = edit(new(), lambda s: [s.players[0].buildings.extend([["bt-1", "bb-1"], ["bt-2", "bb-2"]]),
                               s.players[0].stones.update(pearl=3, mushroom=3)])
    village_then_familiar(g, "bottom")
    assert me(g).res["pearl"] == 1 and me(g).res["mushroom"] == 1 and pending(g) == "second-village"


@pytest.mark.rule("FLOEJA-FAMVIL-TOP-1")
@pytest.mark.rule("FLOEJA-FAM-VIL-1")
def test_the_starting_top_row_gives_a_level_up_and_a_bubble_for_no_warmth() -> None:
    g = new()
    g.apply(VisitVillage("healing"))
    choose(g, "暖+4")
    edit(g, lambda s: setattr(s.players[0], "warmth", 0))
    g.apply(FamiliarRow("top"))
    assert me(g).res["bubble"] == 1 and pending(g) == "levelup" and me(g).warmth == 0


@pytest.mark.rule("FLOEJA-FAMVIL-BOTTOM-1")
def test_the_bottom_row_places_the_hero_again_with_warmth_and_sowing() -> None:
    g = edit(new(), lambda s: [villagers(tavern=2)(s), s.players[0].res.update(kelp=1),
                               setattr(s.players[0], "warmth", 1), setattr(s.players[0], "cubes_released", 3)])
    village_then_familiar(g, "bottom")
    assert me(g).warmth == 5
    choose(g, "酒場")
    assert me(g).location == "village:tavern" and me(g).warmth == 7
    assert g.state.villagers["tavern"] == 0 and me(g).res["kelp"] == 0 and pending(g) == "gift"


@pytest.mark.rule("FLOEJA-EXAMPLE-11")
def test_workshop_then_bottom_row_gives_pearl_and_mushroom_then_a_village_action() -> None:
    g = edit(new(), lambda s: [s.players[0].res.update(wood=1), s.players[0].stones.update(pearl=3, mushroom=3),
                               s.workshop.__setitem__(0, ["bt-1", "bb-1"]),
                               s.players[0].buildings.append(["bt-2", "bb-2"])])
    g.apply(VisitVillage("workshop"))
    choose(g, g.state.pending[-1].options[0])
    g.apply(FamiliarRow("bottom"))
    assert (me(g).res["pearl"], me(g).res["mushroom"]) == (1, 1) and pending(g) == "second-village"


@pytest.mark.rule("FLOEJA-FAMVIL-REPEAT-1")
@pytest.mark.rule("FLOEJA-EXAMPLE-30")
def test_two_village_turns_in_a_row_need_the_other_row() -> None:
    g = edit(new(1), lambda s: setattr(s.players[0], "familiar_spot", "top"))
    g.apply(VisitVillage("healing"))
    choose(g, "暖+4")
    refused(g, FamiliarRow("top"), "FLOEJA-FAMVIL-REPEAT-1")
    assert FamiliarRow("bottom") in g.legal_actions()
    g.apply(EndTurn())


@pytest.mark.rule("FLOEJA-FAMVIL-MERIT-1")
def test_the_starting_buildings_merit_always_counts() -> None:
    p = me(new())
    assert merits(p)["craft"] == 1 and p.familiar_spot == ""
