"""A Village turn as the log tells it: where the figures go and the Warmth they gather, the Villagers
moving on, the spaces' actions, the Academy and the Buildings."""

from __future__ import annotations

import pytest
from floe_kit import edit, game, me, village_turn

from floe_widgets.games.floe import actions as A

NOTHING = {"pearl": 0, "kelp": 0, "mushroom": 0, "wood": 0}
PLACED = ("FLOE-VILLAGE-ORDER-1", "FLOE-VILLAGE-PLACE-1")
WARMED = ("FLOE-VILLAGE-WARMTH-1", "FLOE-VILLAGE-WARMTH-2", "FLOE-AMBIG-32")


def read(events) -> list[tuple[str, tuple[str, ...], int | None]]:
    return [(e.text.said_in("en"), e.rules, e.player) for e in events]


def answer_all(g) -> None:
    while g.state.pending:
        g.apply(A.Choose(g.state.pending.options[0]))


@pytest.mark.rule("FLOE-VILLAGE-WARMTH-1", "FLOE-VILLAGE-WARMTH-2", "FLOE-VILLAGE-VILLAGERS-1",
                  "FLOE-TAVERN-ACTION-1", "FLOE-TAVERN-RUMOR-1", "FLOE-VILLAGE-ACTION-1")
def test_a_crowded_tavern_in_the_log() -> None:
    g = game(players=3)

    def crowd(st):
        st.village.villagers = {"shop": 0, "tavern": 2, "springs": 0, "yard": 1, "academy": 1}
        st.players[1].hero_space, st.players[2].familiar_space = "tavern", "tavern"
    edit(g, crowd)
    village_turn(g, warmth=1, resources={"pearl": 0, "kelp": 1, "mushroom": 0, "wood": 0})
    assert read(g.apply(A.PlaceFigure("tavern"))) == [
        ("You place your Hero at the tavern.", PLACED, 0),
        ("You gain 4 Warmth (2 Villager(s), 2 other figure(s)).", WARMED, 0),
        ("Seat 2's Hero shares the warmth: +1 Warmth for them.", ("FLOE-VILLAGE-WARMTH-2",), 1),
        ("Seat 3's Familiar shares the warmth: +1 Warmth for them.", ("FLOE-VILLAGE-WARMTH-2",), 2),
        ("The 2 Villager(s) move on clockwise.", ("FLOE-VILLAGE-VILLAGERS-1", "FLOE-VILLAGE-SPACES-1"), 0)]
    visit = next(a for a in g.legal_actions() if isinstance(a, A.TavernVisit))
    said = [text for text, _, _ in read(g.apply(visit))]
    assert said[0] == "You spend all 1 kelp."
    name = said[3].split(":")[0]
    assert said[3] == f"{name}: the bottom Rumor leaves your Warmth track (max Warmth 8, 2 Rumor(s) available)."
    assert said[4].startswith("You take the benefit ") and said[4].endswith(" and discard the card.")
    assert me(g).rumors_on_track == 2 and me(g).rumors_available == 2


@pytest.mark.rule("FLOE-VILLAGE-OPTIONAL-1", "FLOE-VILLAGE-ACTION-2")
def test_a_figure_that_cannot_act_just_warms_up() -> None:
    g = game()
    edit(g, lambda st: setattr(st.village, "villagers", dict.fromkeys(st.village.villagers, 0)))
    village_turn(g, crystals=0, resources=dict(NOTHING))
    assert read(g.apply(A.PlaceFigure("shop"))) == [
        ("You place your Hero at the shop.", PLACED, 0),
        ("You gain 0 Warmth (0 Villager(s), 0 other figure(s)).", WARMED, 0),
        ("You cannot take the shop action now; the figure just warms up.",
         ("FLOE-VILLAGE-OPTIONAL-1", "FLOE-VILLAGE-ACTION-2"), 0)]
    assert g.state.turn.phase == "v-familiar"
    said = read(g.apply(A.PlaceFigure("springs")))
    assert said[0] == ("You place your Familiar at the springs.", PLACED, 0)
    assert g.state.turn.phase == "v-end" and me(g).familiar_space == "springs"


@pytest.mark.rule("FLOE-ACADEMY-2-1", "FLOE-ACADEMY-3-1", "FLOE-ACADEMY-4-1", "FLOE-ACADEMY-5-1",
                  "FLOE-VILLAGE-OPTIONAL-1")
def test_the_academy_in_the_log() -> None:
    g = game()
    village_turn(g, crystals=14, resources=dict(NOTHING))
    g.apply(A.PlaceFigure("academy"))
    assert read(g.apply(A.Academy("relics-1")))[0] == (
        "Look for Relics: 1 Crystal to draw 1.", ("FLOE-RELIC-LOOK-1", "FLOE-AMBIG-13"), 0)
    answer_all(g)
    assert read(g.apply(A.Academy("treasure")))[0] == ("3 Crystals: a Treasure and 1 VP.", ("FLOE-ACADEMY-3-1",), 0)
    answer_all(g)
    assert read(g.apply(A.Academy("stones:pearl:kelp")))[0] == (
        "4 Crystals: advance your pearl and kelp Floe Stones.", ("FLOE-ACADEMY-4-1", "FLOE-AMBIG-17"), 0)
    answer_all(g)
    assert read(g.apply(A.Academy("vp"))) == [("5 Crystals: 3 VP.", ("FLOE-ACADEMY-5-1",), 0)]
    assert me(g).crystals == 1 and me(g).vp == 1 + 3
    assert read(g.apply(A.Pass())) == [("Done at this space.", ("FLOE-VILLAGE-OPTIONAL-1", "FLOE-VILLAGE-ORDER-1"), 0)]
    assert g.state.turn.phase == "v-familiar"
    g = game()
    village_turn(g, crystals=1, resources=dict(NOTHING))
    g.apply(A.PlaceFigure("academy"))
    assert read(g.apply(A.Academy("relics-2")))[0] == (
        "Look for Relics: 1 Crystal to draw 2 and keep 1.", ("FLOE-RELIC-LOOK-1", "FLOE-AMBIG-13"), 0)


@pytest.mark.rule("FLOE-ELDER-FIRST-1", "FLOE-ELDER-SECOND-1", "FLOE-MAYOR-ADV-1")
def test_an_elder_in_the_log() -> None:
    g = game()
    village_turn(g, crystals=3, resources=dict(NOTHING))
    g.apply(A.PlaceFigure("academy"))
    said = read(g.apply(A.Academy("elder:elder-ysolde")))
    assert said[0][0].endswith("'s request (3 Crystals) and gain merit:any:2.") and said[0][2] == 0
    assert said[1:3] == [
        ("First time for this Elder: the Mayor advances, you Look for 1 Relic, and the tile flips (1 Crystal "
         "cheaper).", ("FLOE-ELDER-FIRST-1", "FLOE-AMBIG-14"), 0),
        ("The Mayor advances to 10 (Elder).", ("FLOE-MAYOR-ADV-1", "FLOE-MAYOR-MOVE-1"), None)]
    g = game()
    edit(g, lambda st: st.village.elders.update({"elder-ysolde": 1}))
    village_turn(g, crystals=2, resources=dict(NOTHING))
    g.apply(A.PlaceFigure("academy"))
    said = read(g.apply(A.Academy("elder:elder-ysolde")))
    assert "(2 Crystals)" in said[0][0]
    assert said[1] == ("The flipped Elder tile leaves the game.", ("FLOE-ELDER-SECOND-1",), 0)


@pytest.mark.rule("FLOE-BUILDING-COST-1", "FLOE-BUILDING-START-1", "FLOE-BUILDING-TIMING-1")
def test_the_starting_building_in_the_log() -> None:
    g = game()
    village_turn(g, crystals=0, warmth=3, resources=dict(NOTHING))
    assert me(g).buildings == [("start-orla", "start-orla")]
    said = read(g.apply(A.UseBuilding(0)))
    assert said[0] == ("Building 1: pay warmth:1 to gain merit:any:1|sell (start of the Village turn).",
                       ("FLOE-BUILDING-TIMING-1", "FLOE-BUILDING-PARTS-1", "FLOE-BUILDING-COST-1",
                        "FLOE-BUILDING-START-1"), 0)
    assert me(g).warmth == 2 and g.state.pending.kind == "merit"
