"""An Exploration turn as the log tells it: discovering a Region, sailing and hiking on, visiting its
Landmark, the Familiar's gathering, a summoned Ship, a Map move and a Gather."""

from __future__ import annotations

import pytest
from floe_kit import edit, explore, game, me

from floe_widgets.games.floe import actions as A

SAILED = ("FLOE-MOVE-SAIL-1", "FLOE-MOVE-SAIL-2", "FLOE-MOVE-SAIL-3", "FLOE-MOVE-SAIL-4", "FLOE-MOVE-GEN-1")
ABILITY = ("FLOE-HERO-ABILITY-1", "FLOE-EXAMPLE-5", "FLOE-AMBIG-27")


def read(events) -> list[tuple[str, tuple[str, ...], int | None]]:
    return [(e.text.said_in("en"), e.rules, e.player) for e in events]


def discovering():
    """The first player, holding two Maps, sails from the Island of Floe's east Dock to discover the top right."""
    g = game()

    def maps(st):
        st.players[0].tokens += st.supply.maps.draw_pile[:2]
        del st.supply.maps.draw_pile[:2]
    explore(edit(g, maps), warmth=4, location="floe.I3")
    return g


@pytest.mark.rule("FLOE-DISCOVER-STEP-1", "FLOE-DISCOVER-STEP-2", "FLOE-DISCOVER-LANDMARK-1", "FLOE-DISCOVER-ACH-1",
                  "FLOE-DISCOVER-RESUME-1")
def test_a_discovery_in_the_log() -> None:
    g = discovering()
    events = g.apply(A.DiscoverRegion("top-right"))
    assert [e.kind for e in events] == ["discover"] * 4 + ["rules"]   # the log groups a discovery's steps
    assert read(events) == [
        ("You pause your sailing, spend 2 Maps (+1 VP) and flip the top right tile: Glimmerdeep.",
         ("FLOE-DISCOVER-REQ-1", "FLOE-DISCOVER-STEP-1", "FLOE-TOKENS-MAP-1"), 0),
        ("A token from the white bag goes on each of its Icebergs and one from the blue bag on each of its Seas.",
         ("FLOE-DISCOVER-STEP-2",), 0),
        ("Landmark revealed: Frozen Falls.", ("FLOE-DISCOVER-LANDMARK-1",), 0),
        ("Your first discovered Region: your Hero token goes beside its Achievement tile.",
         ("FLOE-DISCOVER-ACH-1",), 0),
        ("You may now resume your movement by sailing to a Dock.", ("FLOE-DISCOVER-RESUME-1", "FLOE-DISCOVER-LIMIT-1"),
         0)]
    assert g.state.pending.options == ["0", "1", "2", "3"] and g.state.village.discover_marks == [0]
    assert read(g.apply(A.Choose("1")))[0] == (
        "The Landmark card goes in slot 2 (you gain 1 Potion); its standee goes on Glimmerdeep NE iceberg.",
        ("FLOE-DISCOVER-LANDMARK-1",), 0)
    assert g.state.village.landmark_slots == [None, "frozen-falls", None, None]
    assert g.state.world.landmarks == {"glimmerdeep.I1": "frozen-falls"}
    assert read(g.apply(A.Sail("glimmerdeep.D0"))) == [
        ("You sail to the W dock of Glimmerdeep (0 Warmth) and land on Glimmerdeep NW iceberg.", SAILED, 0)]
    assert read(g.apply(A.Hike("glimmerdeep.I1", "glimmerdeep.h0"))) == [
        ("You hike across a Shallows to Glimmerdeep NE iceberg (1 Warmth).", ("FLOE-MOVE-HIKE-1", "FLOE-WARMTH-USE-1"),
         0)]
    ended = g.apply(A.EndMovement())
    assert read(ended) == [("Movement ends.", ("FLOE-TURN-EXPL-1",), 0)] and ended[0].kind == "move"


@pytest.mark.rule("FLOE-DISCOVER-ACH-1")
def test_a_second_discovery_is_counted() -> None:
    g = discovering()
    edit(g, lambda st: setattr(st.players[0], "regions_discovered", 1))
    said = [text for text, _, _ in read(g.apply(A.DiscoverRegion("top-right")))]
    assert "You have discovered 2 Regions." in said and me(g).regions_discovered == 2
    assert g.state.village.discover_marks == []


@pytest.mark.rule("FLOE-LANDMARK-EFFECT-1", "FLOE-LANDMARK-ONCE-1", "FLOE-FAMILIAR-GATHER-1", "FLOE-FAMILIAR-GATHER-2")
def test_a_landmark_visit_and_the_familiars_gathering_in_the_log() -> None:
    g = discovering()
    g.apply(A.DiscoverRegion("top-right"))
    g.apply(A.Choose("0"))
    g.apply(A.Sail("glimmerdeep.D0"))
    g.apply(A.Hike("glimmerdeep.I1", "glimmerdeep.h0"))
    g.apply(A.EndMovement())
    said = read(g.apply(A.VisitLandmark(1)))
    assert said[0] == ("You visit Frozen Falls: a Rumor goes on space 2 (2 Crystals), +1 VP.",
                       ("FLOE-LANDMARK-EFFECT-1", "FLOE-LANDMARK-ONCE-1", "FLOE-TURN-EXPL-2"), 0)
    assert g.state.village.landmark_rumors["frozen-falls"][1] == 0 and me(g).landmarks_visited == ["frozen-falls"]
    assert g.state.pending.kind == "optional"
    assert read(g.apply(A.Choose("yes")))[0] == ("You pay 1 Warmth for 1 Merit of your choice.",
                                                 ("FLOE-LANDMARK-EFFECT-1",), 0)
    g.apply(A.Choose("skill"))
    gather = A.FamiliarGather("glimmerdeep.h0", "token:glimmerdeep.I0:ice-14")
    assert gather in g.legal_actions()
    said = read(g.apply(gather))
    assert said[:2] == [
        ("Your Familiar goes onto the N shallows of Glimmerdeep (1 Warmth).",
         ("FLOE-FAMILIAR-GATHER-1", "FLOE-EXTRA-TIMING-1"), 0),
        ("You collect 1 Map from Glimmerdeep NW iceberg; it leaves the game.",
         ("FLOE-FAMILIAR-GATHER-2", "FLOE-FAQ-DISCARD-2"), 0)]
    assert me(g).familiar_shallows == "glimmerdeep.h0" and "ice-14" in g.state.supply.removed


@pytest.mark.rule("FLOE-MOVE-SUMMON-1", "FLOE-HERO-ABILITY-1", "FLOE-MOVE-MAP-1", "FLOE-GATHER-OPT-1")
def test_a_summoned_ship_a_map_move_and_a_gather_in_the_log() -> None:
    g = game(heroes=["captain-brine", "sage-orla"])
    explore(g, warmth=5, location="skull.I3", soda=0)
    assert read(g.apply(A.SummonShip("skull.D0", 0)))[:2] == [
        ("You light the Beacon and summon a Ship to the E dock of Skull Iceberg (1 Warmth); you must now sail it.",
         ("FLOE-MOVE-SUMMON-1", "FLOE-MOVE-SUMMON-2"), 0),
        ("Captain Brine's ability: 1 Soda.", ABILITY, 0)]
    g = game()
    edit(g, lambda st: (st.players[0].tokens.append("map-01"), st.supply.maps.draw_pile.remove("map-01")))
    explore(g, warmth=2, location="floe.I2")
    assert read(g.apply(A.UseMap("map-01", "skull.I0")))[:2] == [
        ("You spend a campfire map and move to Skull Iceberg NW iceberg without spending Warmth.",
         ("FLOE-MOVE-MAP-1", "FLOE-TOKENS-MAP-1", "FLOE-MOVE-TERM-1"), 0),
        ("Sage Orla's ability: 1 Soda.", ABILITY, 0)]
    g.apply(A.EndMovement())
    assert read(g.apply(A.Gather("token:skull.I0:ice-start-8")))[:2] == [
        ("Hero action: Gather Resources (one option).", ("FLOE-TURN-EXPL-2", "FLOE-GATHER-ONE-1"), 0),
        ("You collect 1 Map from Skull Iceberg NW iceberg; it leaves the game.",
         ("FLOE-GATHER-OPT-1", "FLOE-FAQ-DISCARD-2"), 0)]
    assert g.state.turn.hero_action == "gather" and "skull.I0" not in g.state.world.tokens


@pytest.mark.rule("FLOE-SHRINE-REWARD-1", "FLOE-STONE-PLACE-1")
def test_a_floe_stone_placed_in_a_shrine_in_the_log() -> None:
    from floe_kit import acting

    g = game()
    acting(g, location="floe.I1", stones={"pearl": 2, "kelp": 0, "mushroom": 0, "wood": 0}, vp=0)
    said = read(g.apply(A.PlaceStone("pearl", "floe.I1.shrine1")))
    assert said[0] == ("You place your pearl Floe Stone in a Shrine (+1 VP) and gain 1 Merit of your choice and "
                       "a Hero dice advance.",
                       ("FLOE-SHRINE-REWARD-1", "FLOE-STONE-PLACE-1", "FLOE-STONE-STATE-1"), 0)
    assert g.state.world.shrines == {"floe.I1.shrine1": 0} and me(g).stones["pearl"] == 3 and me(g).vp == 1
    assert g.state.pending.kind == "merit"
    hero_dice = me(g).hero_dice
    g.apply(A.Choose("craft"))
    assert me(g).merits["craft"] == 2 and me(g).hero_dice == hero_dice + 1


@pytest.mark.rule("FLOE-TRADE-SUMMON-1")
def test_a_summoned_trader_in_the_log() -> None:
    from floe_kit import acting

    g = game()

    def trader(st):
        st.world.revealed.append("frostmere")
        st.world.traders = {"trader-north": "frostmere.I2"}
        st.players[0].items = ["hatchet"]
        st.village.item_display = [i for i in st.village.item_display if i != "hatchet"]
        if "hatchet" in st.village.item_deck.draw_pile:
            st.village.item_deck.draw_pile.remove("hatchet")
    edit(g, trader)
    acting(g, location="frostmere.I1", warmth=3)
    said = read(g.apply(A.Trade("trader-north", "item:hatchet")))
    assert said[0] == ("You summon the north trader (2 Warmth) to trade.",
                       ("FLOE-TRADE-SUMMON-1", "FLOE-TRADE-EXIST-1", "FLOE-AMBIG-20"), 0)
    assert me(g).warmth == 1 and g.state.turn.trade_done


@pytest.mark.rule("FLOE-DISCOVER-TRADER-1", "FLOE-DISCOVER-STEP-2")
def test_a_discovery_with_a_trader_start_and_a_nearly_empty_white_bag() -> None:
    g = game()

    def short(st):
        st.players[0].tokens += st.supply.maps.draw_pile[:2]
        del st.supply.maps.draw_pile[:2]
        st.village.landmark_deck.draw_pile = []         # no Landmark left to reveal
        st.supply.white_bag = st.supply.white_bag[:2]   # two Iceberg tokens for four Icebergs
    explore(edit(g, short), warmth=6, location="floe.I0")
    events = g.apply(A.DiscoverRegion("top-left"))
    said = [text for text, _, _ in read(events)]
    assert "A Trader (the north trader) arrives on Frostmere SW iceberg." in said
    assert [e.kind for e in events] == ["discover"] * 4 + ["rules"]
    assert not any(text.startswith("Landmark revealed") for text in said) and g.state.pending is None
    w = g.state.world
    assert w.traders == {"trader-north": "frostmere.I2"} and w.traders_supply == ["trader-south"]
    on_tile = {place: tokens for place, tokens in w.tokens.items() if place.startswith("frostmere.")}
    assert sorted(p for p in on_tile if ".I" in p) == ["frostmere.I0", "frostmere.I1"]   # in order, while tokens last
    assert sorted(p for p in on_tile if ".S" in p) == [f"frostmere.S{n}" for n in range(4)]
    assert g.state.supply.white_bag == [] and all(len(tokens) == 1 for tokens in on_tile.values())


@pytest.mark.rule("FLOE-GATHER-OPT-2", "FLOE-GATHER-OPT-3", "FLOE-FAMILIAR-GATHER-4", "FLOE-HERO-ABILITY-1")
def test_gathering_a_printed_shallows_or_diving_in_the_log() -> None:
    from floe_kit import acting

    g = acting(game(), location="floe.I0")
    assert read(g.apply(A.Gather("shallows:floe.h1")))[1] == (
        "You gather what is printed on the Shallows (1 Pearl or 1 Kelp).", ("FLOE-GATHER-OPT-2", "FLOE-AMBIG-21"), 0)
    g = acting(game(heroes=["diver-mako", "sage-orla"]), location="floe.I2", warmth=3)
    assert read(g.apply(A.Gather("dive:floe.h5")))[1:4] == [
        ("You dive from the Shallows.", ("FLOE-GATHER-OPT-3", "FLOE-DIVE-SOURCE-1"), 0),
        ("Diver Mako's ability: 1 Warmth.", ABILITY, 0),
        ("You Dive.", ("FLOE-DIVE-SOURCE-1",), 0)]
    assert g.state.pending.kind == "dive" and g.state.turn.ability_used
    said = []
    while g.state.pending is not None:
        said += read(g.apply(A.Choose(g.state.pending.options[0])))
    assert ("You gain 1 Warmth.", ("FLOE-HERO-ABILITY-1",), 0) in said   # the ability's Warmth, after the Dive
    g = acting(game(heroes=["diver-mako", "sage-orla"]), location="floe.I2", warmth=3)
    said = read(g.apply(A.FamiliarGather("floe.h5", "dive")))
    assert said[1:3] == [("You dive from the Shallows.", ("FLOE-FAMILIAR-GATHER-4", "FLOE-DIVE-SOURCE-1"), 0),
                         ("Diver Mako's ability: 1 Warmth.", ABILITY, 0)]
    assert me(g).warmth == 2 and g.state.pending.kind == "dive" and g.state.turn.familiar_used


@pytest.mark.rule("FLOE-CAVE-REQ-1", "FLOE-EXTRA-TIMING-1")
def test_a_delve_and_the_end_of_its_battle_in_the_log() -> None:
    import random

    from floe_kit import acting

    g = acting(game(), location="skull.I1", warmth=7)
    assert read(g.apply(A.Delve()))[0] == ("Hero action: you delve into the Cave.",
                                           ("FLOE-CAVE-REQ-1", "FLOE-TURN-EXPL-2"), 0)
    rng = random.Random(3)
    while g.state.battle is not None:
        legal = g.legal_actions()
        events = g.apply(legal[rng.randrange(len(legal))])
    assert read(events)[-1] == ("The battle is over; you may still take extra actions.", ("FLOE-EXTRA-TIMING-1",), 0)
    assert g.state.turn.phase == "act" and g.state.turn.hero_action == "delve"
