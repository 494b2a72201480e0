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
        ("You gain 4 Warmth (2 Villagers, 2 other figures).", WARMED, 0),
        ("P2's Hero shares the warmth: +1 Warmth for them.", ("FLOE-VILLAGE-WARMTH-2",), 1),
        ("P3's Familiar shares the warmth: +1 Warmth for them.", ("FLOE-VILLAGE-WARMTH-2",), 2),
        ("The 2 Villagers move on clockwise.", ("FLOE-VILLAGE-VILLAGERS-1", "FLOE-VILLAGE-SPACES-1"), 0)]
    visit = next(a for a in g.legal_actions() if isinstance(a, A.TavernVisit))
    said = [text for text, _, _ in read(g.apply(visit))]
    assert said[0] == "You spend all 1 Kelp."
    name = said[3].split(":")[0]
    assert said[3] == f"{name}: the bottom Rumor leaves your Warmth track (max Warmth 8, 2 Rumors available)."
    assert said[4].startswith("You take the benefit ") and said[4].endswith(" and discard the card.")
    assert me(g).rumors_on_track == 2 and me(g).rumors_available == 2


@pytest.mark.rule("FLOE-VILLAGE-OPTIONAL-1", "FLOE-VILLAGE-ACTION-2")
def test_a_figure_that_cannot_act_just_warms_up() -> None:
    g = game()
    edit(g, lambda st: setattr(st.village, "villagers", dict.fromkeys(st.village.villagers, 0)))
    village_turn(g, crystals=0, resources=dict(NOTHING))
    assert read(g.apply(A.PlaceFigure("shop"))) == [
        ("You place your Hero at the shop.", PLACED, 0),
        ("You gain 0 Warmth (0 Villagers, 0 other figures).", WARMED, 0),
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
    # each action once a visit; the other half of Look for Relics is still open (FLOE-RELIC-LOOK-1)
    assert {a.what for a in g.legal_actions() if isinstance(a, A.Academy)} == {"relics-2", "vp"}
    assert read(g.apply(A.Academy("vp"))) == [("5 Crystals: 3 VP.", ("FLOE-ACADEMY-5-1",), 0)]
    assert me(g).crystals == 1 and me(g).vp == 1 + 3
    assert read(g.apply(A.Pass())) == [("Done at this space.", ("FLOE-VILLAGE-OPTIONAL-1", "FLOE-VILLAGE-ORDER-1"), 0)]
    assert g.state.turn.phase == "v-familiar"
    g = game()
    village_turn(g, crystals=1, resources=dict(NOTHING))
    g.apply(A.PlaceFigure("academy"))
    events = g.apply(A.Academy("relics-2"))
    assert read(events)[0] == (
        "Look for Relics: 1 Crystal to draw 2 and keep 1.", ("FLOE-RELIC-LOOK-1", "FLOE-AMBIG-13"), 0)
    assert events[0].kind == "village"


@pytest.mark.rule("FLOE-ELDER-FIRST-1", "FLOE-ELDER-SECOND-1", "FLOE-MAYOR-ADV-1")
def test_an_elder_in_the_log() -> None:
    g = game()
    village_turn(g, crystals=3, resources=dict(NOTHING))
    g.apply(A.PlaceFigure("academy"))
    events = g.apply(A.Academy("elder:elder-ysolde"))
    said = read(events)
    assert said[0][0].endswith("'s request (3 Crystals) and gain 2 Merits of your choice.") and said[0][2] == 0
    assert [e.kind for e in events[:2]] == ["village", "village"]
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
    answer_all(g)
    edit(g, lambda st: setattr(st.players[0], "crystals", 9))   # an Elder or Look for Relics, not both
    stones = {f"stones:{a}:{b}" for i, a in enumerate(NOTHING) for b in list(NOTHING)[i + 1:]}
    assert {a.what for a in g.legal_actions() if isinstance(a, A.Academy)} == {"treasure", "vp"} | stones
    assert said[1] == ("The flipped Elder tile leaves the game.", ("FLOE-ELDER-SECOND-1",), 0)


@pytest.mark.rule("FLOE-BUILDING-COST-1", "FLOE-BUILDING-START-1", "FLOE-BUILDING-TIMING-1")
def test_the_starting_building_in_the_log() -> None:
    g = game()
    village_turn(g, crystals=0, warmth=3, resources=dict(NOTHING))
    assert me(g).buildings == [("start-orla", "start-orla")]
    said = read(g.apply(A.UseBuilding(0)))
    assert said[0] == ("Building 1: pay 1 Warmth to gain 1 Merit of your choice or sell (start of the Village turn).",
                       ("FLOE-BUILDING-TIMING-1", "FLOE-BUILDING-PARTS-1", "FLOE-BUILDING-COST-1",
                        "FLOE-BUILDING-START-1"), 0)
    assert me(g).warmth == 2 and g.state.pending.kind == "merit"


FULL = {"pearl": 1, "kelp": 1, "mushroom": 1, "wood": 1}


@pytest.mark.rule("FLOE-SHOP-ACTION-1", "FLOE-AMBIG-1")
def test_the_top_card_of_the_item_deck_may_be_bought() -> None:
    g = village_turn(game(), resources=dict(FULL))
    v = g.state.village
    shown, top, below = list(v.item_display), v.item_deck.draw_pile[0], v.item_deck.draw_pile[1]
    g.apply(A.PlaceFigure("shop"))
    said = read(g.apply(A.BuyItem(top)))
    assert said[-1][1:] == (("FLOE-SHOP-ACTION-1", "FLOE-ITEM-LIMIT-1", "FLOE-AMBIG-1"), 0)
    assert said[-1][0].startswith("Shop: you take ") and said[-1][0].endswith("; the display is refilled.")
    v = g.state.village
    assert me(g).items == [top] and v.item_display == shown and v.item_deck.draw_pile[0] == below


@pytest.mark.rule("FLOE-SPRINGS-ACTION-1", "FLOE-YARD-ACTION-1")
def test_the_springs_and_the_timber_yard_in_the_log() -> None:
    g = village_turn(game(), resources=dict(FULL))
    ally = g.state.village.ally_display[0]
    g.apply(A.PlaceFigure("springs"))
    said = read(g.apply(A.TakeAlly(ally)))
    assert said[0] == ("You spend all 1 Mushroom.", ("FLOE-VILLAGE-ACTION-1", "FLOE-VILLAGE-ACTION-3"), 0)
    assert said[-1][0].startswith("Hot Springs: ") and said[-1][0].endswith(" joins you.")
    assert me(g).allies == [ally] and ally not in g.state.village.ally_display
    assert len(g.state.village.ally_display) == 1
    g = village_turn(game(), resources=dict(FULL), vp=0)
    v = g.state.village
    taken, kept = v.building_display
    next_pair = (v.top_stack.draw_pile[0], v.bottom_stack.draw_pile[0])
    g.apply(A.PlaceFigure("yard"))
    said = read(g.apply(A.TakeBuildings(*taken)))
    assert said[-1] == ("Timber Yard: you take the Building set (+1 VP); the display is refilled.",
                        ("FLOE-YARD-ACTION-1", "FLOE-EXAMPLE-24"), 0)
    assert me(g).buildings[-1] == taken and g.state.village.building_display == [kept, next_pair]
    assert me(g).vp == 1


@pytest.mark.rule("FLOE-BUILDING-REQ-1", "FLOE-MERIT-SPEND-1")
def test_a_building_that_asks_for_a_merit_in_the_log() -> None:
    g = game()
    edit(g, lambda st: st.players[0].buildings.append(("top-skill-3", "bottom-crystal")))
    village_turn(g, merits={"skill": 2, "might": 1, "charm": 1, "craft": 1})
    assert A.UseBuilding(1) not in g.legal_actions()
    g = game()
    edit(g, lambda st: st.players[0].buildings.append(("top-skill-3", "bottom-crystal")))
    village_turn(g, merits={"skill": 3, "might": 1, "charm": 1, "craft": 1}, crystals=0)
    said = read(g.apply(A.UseBuilding(1)))
    assert said[0] == ("Building 2: meet skill 3 to gain 1 Crystal (start of the Village turn).",
                       ("FLOE-BUILDING-TIMING-1", "FLOE-BUILDING-PARTS-1", "FLOE-BUILDING-REQ-1",
                        "FLOE-MERIT-SPEND-1"), 0)
    assert me(g).crystals == 1 and me(g).merits["skill"] == 3


def read_whole(events) -> list[tuple[str, tuple[str, ...], str, int | None]]:
    return [(e.text.said_in("en"), e.rules, e.kind, e.player) for e in events]


def tavern_visit(rumors_on_track: int):
    g = game(players=3)
    edit(g, lambda st: setattr(st.village, "villagers", dict.fromkeys(st.village.villagers, 0)))
    village_turn(g, warmth=1, rumors_on_track=rumors_on_track, resources={"pearl": 0, "kelp": 1, "mushroom": 0,
                                                                          "wood": 0})
    g.apply(A.PlaceFigure("tavern"))
    return g, next(a for a in g.legal_actions() if isinstance(a, A.TavernVisit))


@pytest.mark.rule("FLOE-TAVERN-RUMOR-2", "FLOE-AMBIG-34", "FLOE-VILLAGE-WARMTH-2")
def test_the_village_steps_are_logged_as_village_events_and_the_last_rumor_is_told() -> None:
    g = game(players=3)

    def crowd(st):
        st.village.villagers = {"shop": 0, "tavern": 1, "springs": 0, "yard": 0, "academy": 0}
        st.players[1].hero_space = "tavern"
    edit(g, crowd)
    village_turn(g, warmth=1, resources={"pearl": 0, "kelp": 1, "mushroom": 0, "wood": 0})
    assert read_whole(g.apply(A.PlaceFigure("tavern"))) == [
        ("You place your Hero at the tavern.", PLACED, "village", 0),
        ("You gain 2 Warmth (1 Villager, 1 other figure).", WARMED, "village", 0),
        ("P2's Hero shares the warmth: +1 Warmth for them.", ("FLOE-VILLAGE-WARMTH-2",), "village", 1),
        ("The 1 Villager moves on clockwise.", ("FLOE-VILLAGE-VILLAGERS-1", "FLOE-VILLAGE-SPACES-1"), "village",
         0)]

    g, visit = tavern_visit(rumors_on_track=1)
    vp = me(g).vp
    said = read_whole(g.apply(visit))
    assert ("That was your last Rumor: +1 VP.", ("FLOE-TAVERN-RUMOR-2",), "village", 0) in said
    assert me(g).rumors_on_track == 0 and me(g).vp == vp + 1

    g, visit = tavern_visit(rumors_on_track=0)
    said = read_whole(g.apply(visit))
    assert ("No Rumor is left on your Warmth track; you still gain the benefit.", ("FLOE-AMBIG-34",), "village",
            0) in said
    assert not any("last Rumor" in text for text, *_ in said)
    assert me(g).rumors_on_track == 0 and me(g).rumors_available == 1


@pytest.mark.rule("FLOE-ACADEMY-5-1")
def test_the_academy_s_three_vp_are_a_village_event() -> None:
    g = game()
    village_turn(g, crystals=5, resources=dict(NOTHING))
    g.apply(A.PlaceFigure("academy"))
    assert read_whole(g.apply(A.Academy("vp"))) == [("5 Crystals: 3 VP.", ("FLOE-ACADEMY-5-1",), "village", 0)]


@pytest.mark.rule("FLOE-ACADEMY-3-1", "FLOE-SHOP-ACTION-1")
def test_the_academy_s_treasure_and_the_shop_s_item_are_village_events_the_item_by_its_printed_name() -> None:
    from floe_widgets.games.floe import data

    g = game()
    village_turn(g, crystals=3, resources=dict(FULL))
    g.apply(A.PlaceFigure("academy"))
    assert read_whole(g.apply(A.Academy("treasure")))[0] == (
        "3 Crystals: a Treasure and 1 VP.", ("FLOE-ACADEMY-3-1",), "village", 0)
    answer_all(g)
    g.apply(A.Pass())
    g.apply(A.PlaceFigure("shop"))
    item = g.state.village.item_display[0]
    assert read_whole(g.apply(A.BuyItem(item)))[-1] == (
        f"Shop: you take {data.items()[item]['name']}; the display is refilled.",
        ("FLOE-SHOP-ACTION-1", "FLOE-ITEM-LIMIT-1", "FLOE-AMBIG-1"), "village", 0)


@pytest.mark.rule("FLOE-VILLAGE-WARMTH-1", "FLOE-VILLAGE-VILLAGERS-1")
def test_three_villagers_are_counted_and_move_on_in_the_plural() -> None:
    g = game()
    edit(g, lambda st: setattr(st.village, "villagers", {"shop": 0, "tavern": 0, "springs": 3, "yard": 0,
                                                         "academy": 0}))
    village_turn(g, warmth=1)
    said = [text for text, _, _ in read(g.apply(A.PlaceFigure("springs")))]
    assert said[1:3] == ["You gain 3 Warmth (3 Villagers, 0 other figures).", "The 3 Villagers move on clockwise."]
    assert g.state.village.villagers == {"shop": 1, "tavern": 0, "springs": 0, "yard": 1, "academy": 1}


@pytest.mark.rule("FLOE-TAVERN-RUMOR-1")
def test_one_rumor_available_is_said_in_the_singular_and_in_japanese_without_a_plural() -> None:
    g, visit = tavern_visit(rumors_on_track=2)
    edit(g, lambda st: setattr(st.players[st.current], "rumors_available", 0))
    event = next(e for e in g.apply(visit) if "Rumor leaves" in e.text)
    name = event.text.said_in("en").split(":")[0]
    assert event.text.said_in("en") == (f"{name}: the bottom Rumor leaves your Warmth track (max Warmth 9, "
                                        "1 Rumor available).")
    assert event.text.said_in("ja").endswith("(暖の上限9、使える噂1個)。")
