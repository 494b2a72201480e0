"""The Village turn space by space (村のターン): villagers' Warmth and sowing, the '?' costs, the Tavern's
cube and gifts, Hot Springs' quest and objectives, the Workshop, the Academy and the familiar's rows,
as the log and the choices read them."""

from __future__ import annotations

import pytest

from floe_widgets.games.floe_2024.actions import Choose, FamiliarRow, VisitVillage
from floe_widgets.games.floe_2024.state import ABOVE, Pending

from .helpers import choose, edit, me, new, offered, pending, refusal, said

SOWN = ("FLOEJA-VIL-SOW-1", "FLOEJA-VIL-SOW-2")


def visiting(space: str, *changes, players: int = 2):
    g = new(players)
    for change in changes:
        edit(g, change)
    return g, said(g.apply(VisitVillage(space)))


def player(**fields):
    return lambda s: [setattr(s.players[0], k, v) for k, v in fields.items()]


def res(**counts):
    return lambda s: s.players[0].res.update(counts)


@pytest.mark.rule("FLOEJA-VIL-WARMTH-1")
@pytest.mark.rule("FLOEJA-VIL-SOW-1")
@pytest.mark.rule("FLOEJA-VIL-SOW-2")
def test_villagers_warm_the_hero_and_are_sown_clockwise_past_full_spaces() -> None:
    g, lines = visiting("shop", res(pearl=1), player(cubes_released=4, warmth=2),
                        lambda s: s.villagers.update(shop=3, tavern=3, springs=0, workshop=1, academy=3))
    assert lines[1:3] == [("Warmth +3 → 5", ("FLOEJA-WARMTH-GAIN-1", "FLOEJA-VIL-WARMTH-1")),
                          ("3 villagers are sown clockwise: Shop 1, Tavern 3, Hot Springs 1, Workshop 2, Academy 3",
                           SOWN)]
    # from the Academy the sowing goes round to the Shop
    g, lines = visiting("academy", lambda s: s.villagers.update(shop=0, tavern=0, springs=3, workshop=3,
                                                               academy=2))
    assert g.state.villagers == {"shop": 1, "tavern": 1, "springs": 3, "workshop": 3, "academy": 0}
    g, lines = visiting("academy", lambda s: s.villagers.update(academy=0))
    assert [line for line in lines if line[1] == SOWN or "Warmth" in line[0]] == []


@pytest.mark.rule("FLOEJA-VIL-COST-2")
@pytest.mark.rule("FLOEJA-MISSING-27")
def test_a_question_cost_is_the_whole_track_and_moves_its_stone() -> None:
    g = new(2)
    assert refusal(g, VisitVillage("springs")) == (
        "FLOEJA-MISSING-27", "You cannot pay the cost of the Hot Springs: it needs 1 Mushroom and you have 0 "
                             "(a reading: a space is used only if its whole cost is paid).")
    g = edit(new(2), lambda s: s.players[0].stones.update(wood=4))
    edit(g, res(wood=2))
    assert refusal(g, VisitVillage("workshop")) == (
        "FLOEJA-MISSING-27", "You cannot pay the cost of the Workshop: it needs 3 Wood and you have 2 "
                             "(a reading: a space is used only if its whole cost is paid).")
    g, lines = visiting("workshop", lambda s: s.players[0].stones.update(wood=4), res(wood=3))
    assert ("Pay 3 Wood", ("FLOEJA-VIL-COST-2",)) in lines and me(g).res["wood"] == 0
    assert me(g).stones["wood"] == ABOVE


@pytest.mark.rule("FLOEJA-TAVERN-CUBE-1")
def test_the_tavern_frees_a_cube_until_none_is_left() -> None:
    g, lines = visiting("tavern", res(kelp=1), player(cubes_released=3))
    assert ("A cube is freed from the Warmth track: the Warmth limit is now 8", ("FLOEJA-TAVERN-CUBE-1",)) in lines
    assert me(g).cubes_released == 4
    g, lines = visiting("tavern", res(kelp=1), player(cubes_released=4))
    assert ("No cube left on the Warmth track", ("FLOEJA-MISSING-27",)) in lines and me(g).cubes_released == 4


@pytest.mark.rule("FLOEJA-TAVERN-GIFT-1")
def test_a_gift_is_one_of_two_of_a_patron_who_then_goes_under_the_deck() -> None:
    g, _ = visiting("tavern", res(kelp=1))
    patrons, deck = list(g.state.tavern), list(g.state.tavern_deck)
    assert len(offered(g)) == 2 * len(patrons)
    lines = said(choose(g, g.state.pending[-1].options[3]))       # the second gift of the second patron
    assert lines[0][1] == ("FLOEJA-TAVERN-GIFT-1", "FLOEJA-MISSING-13")
    assert g.state.tavern == [patrons[0], deck[0], patrons[2]] and g.state.tavern_deck == deck[1:] + [patrons[1]]


@pytest.mark.rule("FLOEJA-SPRING-QUEST-1")
@pytest.mark.rule("FLOEJA-SPRING-REPLACE-1")
@pytest.mark.rule("FLOEJA-SPRING-HAND-1")
def test_hot_springs_swaps_the_quest_and_draws_two_objectives() -> None:
    def held(s):
        s.players[0].quest = s.quest_deck.pop()
    g, _ = visiting("springs", res(mushroom=1), held)
    old, shown, deck = me(g).quest, list(g.state.quests), list(g.state.quest_deck)
    lines = said(choose(g, g.state.pending[-1].options[1]))
    assert lines[0][1] == ("FLOEJA-SPRING-REPLACE-1",) and lines[0][0].startswith("The previous Ally Quest ")
    assert lines[1][1] == ("FLOEJA-SPRING-QUEST-1", "FLOEJA-SPRING-OBJ-1")
    assert lines[2] == ("Draw 2 secret objectives", ("FLOEJA-SPRING-OBJ-1", "FLOEJA-SPRING-HAND-1"))
    assert me(g).quest == shown[1] and g.state.quests == [shown[0], deck[0], shown[2]]
    assert g.state.quest_deck == deck[1:] + [old]
    assert pending(g) == "objective" and g.state.pending[-1].data["count"] == 1
    lines = said(choose(g, g.state.pending[-1].options[0]))
    assert lines == [("One secret objective goes face up under the deck", ("FLOEJA-SPRING-OBJ-1",
                                                                           "FLOEJA-SPRING-HAND-1"))]
    assert len(me(g).objectives) == 1 and len(g.state.objective_used) == 1 and pending(g) is None


@pytest.mark.rule("FLOEJA-SPRING-HAND-1")
def test_a_hand_past_four_discards_down_to_four() -> None:
    def hand(s):
        s.players[0].objectives = [s.objective_deck.pop() for _ in range(4)]
    g, _ = visiting("springs", res(mushroom=1), hand)
    choose(g, g.state.pending[-1].options[0])
    assert g.state.pending[-1].data["count"] == 2
    choose(g, g.state.pending[-1].options[0])
    assert pending(g) == "objective"
    choose(g, g.state.pending[-1].options[0])
    assert pending(g) is None and len(me(g).objectives) == 4


@pytest.mark.rule("FLOEJA-SPRING-OBJ-1")
def test_an_empty_objective_deck_is_made_again_from_the_discards() -> None:
    def empty(s):
        s.objective_used, s.objective_deck = s.objective_deck[:-1], s.objective_deck[-1:]
    g, _ = visiting("springs", res(mushroom=1), empty)
    used = set(g.state.objective_used)
    lines = said(choose(g, g.state.pending[-1].options[0]))
    assert ("The secret objective deck is shuffled", ("FLOEJA-SPRING-OBJ-1",)) in lines
    assert len(me(g).objectives) == 2 and me(g).objectives[1] in used and g.state.objective_used == []


@pytest.mark.rule("FLOEJA-SPRING-HAND-1")
def test_no_objective_is_discarded_when_none_could_be_drawn() -> None:
    def all_in_hand(s):
        s.players[0].objectives, s.objective_used, s.objective_deck = list(s.objective_deck), [], []
    g, _ = visiting("springs", res(mushroom=1), all_in_hand)
    hand = list(me(g).objectives)
    assert said(choose(g, g.state.pending[-1].options[0]))[-1] == ("Draw 0 secret objectives",
                                                                   ("FLOEJA-SPRING-OBJ-1", "FLOEJA-SPRING-HAND-1"))
    assert pending(g) is None and me(g).objectives == hand


@pytest.mark.rule("FLOEJA-WORK-TAKE-1")
def test_the_workshop_column_is_refilled_from_both_stacks() -> None:
    g, _ = visiting("workshop", res(wood=1))
    columns, tops, bottoms = [list(c) for c in g.state.workshop], list(g.state.top_stack), list(g.state.bottom_stack)
    lines = said(choose(g, g.state.pending[-1].options[2]))
    assert lines[0][1] == ("FLOEJA-WORK-TAKE-1", "FLOEJA-MISSING-15")
    assert me(g).buildings == [columns[2]]
    assert g.state.workshop == [columns[0], columns[1], [tops[0], bottoms[0]]]
    g, _ = visiting("workshop", res(wood=1), lambda s: setattr(s, "top_stack", []))
    choose(g, g.state.pending[-1].options[0])
    assert len(g.state.workshop) == 2


@pytest.mark.rule("FLOEJA-ACAD-ONCE-1")
@pytest.mark.rule("FLOEJA-VIL-COST-3")
def test_the_academy_offers_what_the_crystals_pay_for_each_once() -> None:
    g, _ = visiting("academy", player(crystals=3), lambda s: s.players[0].stones.update(pearl=4))
    assert offered(g) == ["1 Crystal: Level Up", "3 Crystals: the Shop action", "1 Crystal: the Tavern action",
                          "1 Crystal: the Hot Springs action", "1 Crystal: the Workshop action",
                          "3 Crystals: half Victory Point", "Leave the Academy"]
    lines = said(choose(g, g.state.pending[-1].options[5]))
    assert lines == [("Return 3 Crystals to the general supply", ("FLOEJA-VIL-COST-3",)),
                     ("Half a victory point (disc up)", ("FLOEJA-SCORE-HALF-1", "FLOEJA-ACAD-HALF-1"))]
    assert me(g).crystals == 0 and me(g).half and offered(g) == ["Leave the Academy"]
    g, _ = visiting("academy", player(crystals=0))
    assert offered(g) == ["Leave the Academy"]
    assert said(choose(g, g.state.pending[-1].options[0])) == [] and pending(g) is None


@pytest.mark.rule("FLOEJA-ACAD-LEVEL-1")
@pytest.mark.rule("FLOEJA-ACAD-REMOTE-1")
def test_the_academy_levels_up_or_takes_a_space_from_afar() -> None:
    g, _ = visiting("academy", player(crystals=2))
    lines = said(choose(g, g.state.pending[-1].options[0]))
    assert lines == [("Return 1 Crystal to the general supply", ("FLOEJA-VIL-COST-3",)),
                     ("Academy: Level Up", ("FLOEJA-ACAD-LEVEL-1",))]
    assert pending(g) == "levelup"
    choose(g, g.state.pending[-1].options[0])
    assert pending(g) == "academy" and "1 Crystal: Level Up" not in offered(g)
    lines = said(choose(g, g.state.pending[-1].options[1]))       # the Tavern action, from afar
    assert lines[1] == ("Academy: the Tavern action without moving the hero",
                        ("FLOEJA-ACAD-REMOTE-1", "FLOEJA-MISSING-28"))
    assert me(g).cubes_released == 1 and me(g).location == "village:academy" and pending(g) == "gift"
    assert me(g).crystals == 0


@pytest.mark.rule("FLOEJA-FAMVIL-TOP-1")
def test_the_top_row_levels_up_and_offers_each_bought_top_for_two_bubbles() -> None:
    g, _ = visiting("academy", player(buildings=[["bt-3", "bb-1"]]), res(bubble=3))
    choose(g, g.state.pending[-1].options[-1])
    lines = said(g.apply(FamiliarRow("top")))
    assert lines[:2] == [("The familiar activates the building's Top",
                          ("FLOEJA-FAMVIL-PLACE-1", "FLOEJA-FAM-VIL-1", "FLOEJA-MISSING-15")),
                         ("Starting building, top tile: Level Up and a Bubble", ("FLOEJA-FAMVIL-TOP-1",))]
    assert me(g).familiar_spot == "top" and me(g).res["bubble"] == 4
    assert offered(g) == ["2 Bubbles: Crystal 1", "Do not use it"]
    lines = said(choose(g, g.state.pending[-1].options[0]))
    assert lines == [("Pay 2 Bubbles for the benefit of a building's top tile", ("FLOEJA-FAMVIL-TOP-1",)),
                     ("Crystals +1 → 1", ("FLOEJA-TOKEN-RES-1", "FLOEJA-FAMVIL-TOP-1"))]
    assert me(g).res["bubble"] == 2
    assert offered(g) == ["Hero ability to level 2", "Level up the Familiar", "One more Hero die"]


@pytest.mark.rule("FLOEJA-FAMVIL-TOP-1")
def test_a_top_tile_is_not_offered_without_two_bubbles_and_may_be_declined() -> None:
    g, _ = visiting("academy", player(buildings=[["bt-3", "bb-1"]]), res(bubble=0))
    choose(g, g.state.pending[-1].options[-1])
    g.apply(FamiliarRow("top"))
    assert pending(g) == "levelup"                 # one Bubble from the starting tile is not enough
    g, _ = visiting("academy", player(buildings=[["bt-3", "bb-1"]]), res(bubble=2))
    choose(g, g.state.pending[-1].options[-1])
    g.apply(FamiliarRow("top"))
    assert said(choose(g, "使わない")) == [] and me(g).res["bubble"] == 3   # "Do not use it"
    assert pending(g) == "levelup"


@pytest.mark.rule("FLOEJA-FAMVIL-BOTTOM-1")
def test_the_bottom_row_gives_each_bought_bottom_then_a_second_village_action() -> None:
    g, _ = visiting("academy", player(buildings=[["bt-3", "bb-2"]]))
    choose(g, g.state.pending[-1].options[-1])
    lines = said(g.apply(FamiliarRow("bottom")))
    assert lines[1:] == [("Mushroom +1 → 1", ("FLOEJA-RES-TRACKS-1",)),
                         ("Starting building, bottom tile: one more village action", ("FLOEJA-FAMVIL-BOTTOM-1",))]
    assert offered(g) == ["Hot Springs", "Academy", "Healing House", "Do not take it"]
    lines = said(choose(g, g.state.pending[-1].options[0]))
    assert lines[:2] == [("A second village action", ("FLOEJA-FAMVIL-BOTTOM-1",)),
                         ("The hero goes to the Hot Springs", ("FLOEJA-VIL-PLACE-1", "FLOEJA-VIL-STEPS-1"))]
    assert me(g).location == "village:springs" and me(g).res["mushroom"] == 0
    g, _ = visiting("academy")
    choose(g, g.state.pending[-1].options[-1])
    g.apply(FamiliarRow("bottom"))
    assert said(choose(g, g.state.pending[-1].options[-1])) == [] and me(g).location == "village:academy"
    g, _ = visiting("academy", player(buildings=[["bt-3", "bb-6"]], warmth=2))
    choose(g, g.state.pending[-1].options[-1])
    assert said(g.apply(FamiliarRow("bottom")))[1] == ("Warmth +1 → 4",
                                                       ("FLOEJA-WARMTH-GAIN-1", "FLOEJA-FAMVIL-PLACE-1"))


@pytest.mark.rule("FLOEJA-FAMVIL-TOP-1")
@pytest.mark.parametrize("bubbles, tiles_offered", [(1, 1), (3, 2)])
def test_two_bought_tops_are_offered_one_by_one_while_two_bubbles_are_left(bubbles: int, tiles_offered: int) -> None:
    """Each bought top tile turns 2 Bubbles into its benefit: with 2 Bubbles (1 and the starting tile's 1) only
    one can be paid for, so after paying the second is not offered; with 4 the second follows the first."""
    g, _ = visiting("academy", player(buildings=[["bt-3", "bb-1"], ["bt-4", "bb-2"]]), res(bubble=bubbles))
    choose(g, g.state.pending[-1].options[-1])
    g.apply(FamiliarRow("top"))
    assert offered(g) == ["2 Bubbles: Warmth 2", "Do not use it"]   # the last bought tile first
    choose(g, g.state.pending[-1].options[0])
    assert me(g).res["bubble"] == bubbles + 1 - 2
    if tiles_offered == 2:
        assert offered(g) == ["2 Bubbles: Crystal 1", "Do not use it"]
        choose(g, g.state.pending[-1].options[0])
        assert me(g).res["bubble"] == 0 and me(g).crystals == 1
    assert pending(g) == "levelup"
    assert min(me(g).res.values()) >= 0


@pytest.mark.rule("FLOEJA-FAMVIL-TOP-1")
def test_paying_for_a_top_tile_without_two_bubbles_is_refused() -> None:
    """A game saved while both tops were offered at once (before they came one by one) may show a tile that can
    no longer be paid for: paying is refused with the rule, declining is still open."""
    g, _ = visiting("academy", player(buildings=[["bt-3", "bb-1"]]), res(bubble=0))
    choose(g, g.state.pending[-1].options[-1])
    g.apply(FamiliarRow("top"))
    edit(g, lambda s: s.pending.append(Pending("top-tile", ["バブル2: 水晶1", "使わない"], {"spec": {"crystal": 1}})))
    assert refusal(g, Choose("バブル2: 水晶1")) == ("FLOEJA-FAMVIL-TOP-1",
                                                    "A top tile's benefit costs 2 Bubbles; you have 1.")
    choose(g, "使わない")
    assert pending(g) == "levelup"
