"""Exploration turns: movement, discovery, the Hero action, extra actions (FLOE-TURN/MOVE/DISCOVER/GATHER/...)."""

from __future__ import annotations

import pytest
from floe_kit import acting, choose_all, edit, explore, game, kinds, me

from floe_widgets.core import IllegalAction
from floe_widgets.games.floe import actions as A
from floe_widgets.games.floe.effects import max_warmth


# -- the turn --------------------------------------------------------------------------------------
@pytest.mark.rule("FLOE-TURN-FIRST-1", "FLOE-TURN-CHOICE-1")
def test_first_turn_must_be_exploration() -> None:
    g = game()
    assert [a for a in g.legal_actions() if isinstance(a, A.ChooseTurn)] == [A.ChooseTurn("exploration")]
    with pytest.raises(IllegalAction) as info:
        g.apply(A.ChooseTurn("village"))
    assert info.value.rule_id == "FLOE-TURN-FIRST-1"
    g.apply(A.ChooseTurn("exploration"))
    with pytest.raises(IllegalAction) as info:
        g.apply(A.ChooseTurn("village"))
    assert info.value.rule_id == "FLOE-TURN-CHOICE-1"


@pytest.mark.rule("FLOE-TURN-RECALL-1")
def test_familiar_recalled_hero_stays() -> None:
    g = game()
    explore(g, turns_taken=1, familiar_shallows="floe.h0", location="floe.I1")
    assert me(g).familiar_shallows is None and me(g).location == "floe.I1"


@pytest.mark.rule("FLOE-TURN-EXPL-1", "FLOE-TURN-EXPL-2", "FLOE-GATHER-ONE-1", "FLOE-MOVE-GEN-2")
def test_movement_then_one_hero_action() -> None:
    g = acting(game(), location="floe.I0")
    assert me(g).warmth == 4  # no movement cost
    assert "Gather" in kinds(g)
    gather = next(a for a in g.legal_actions() if isinstance(a, A.Gather) and a.take.startswith("shallows"))
    g.apply(gather)
    while g.state.pending:
        g.apply(A.Choose(g.state.pending.options[0]))
    assert not any(isinstance(a, (A.Gather, A.VisitLandmark, A.Delve)) for a in g.legal_actions())
    with pytest.raises(IllegalAction) as info:
        g.apply(A.Hike("floe.I1", "floe.h0"))
    assert info.value.rule_id == "FLOE-TURN-EXPL-1"


@pytest.mark.rule("FLOE-TURN-EXPL-3")
def test_hero_in_village_starts_on_floe() -> None:
    g = game()
    explore(g, turns_taken=1, hero_space="tavern", location="village")
    assert me(g).location == "floe.I0" and me(g).hero_space is None


@pytest.mark.rule("FLOE-TURN-VP-1", "FLOE-MAYOR-30-1")
def test_vp_accumulate_past_30() -> None:
    from floe_widgets.games.floe.effects import add_vp

    g = game()
    p = g.state.players[0]
    p.vp = 28
    add_vp(g.state, 0, 5)
    assert p.vp == 33  # marker on 30 and the token 3 further


# -- movement -------------------------------------------------------------------------------------
@pytest.mark.rule("FLOE-MOVE-HIKE-1", "FLOE-EXAMPLE-1", "FLOE-WARMTH-USE-1")
def test_hiking_three_shallows_costs_three() -> None:
    g = explore(game(), warmth=5)
    for to, sh in (("floe.I2", "floe.h1"), ("skull.I0", "edge.floe-skull.v0"), ("skull.I3", "skull.h6")):
        g.apply(A.Hike(to, sh))
    assert me(g).location == "skull.I3" and me(g).warmth == 2


@pytest.mark.rule("FLOE-MOVE-HIKE-2")
def test_no_hiking_onto_face_down_tiles() -> None:
    g = explore(game(), warmth=5, location="floe.I0")
    tos = {a.to for a in g.legal_actions() if isinstance(a, A.Hike)}
    assert tos and all(t.split(".")[0] in ("floe", "skull") for t in tos)
    with pytest.raises(IllegalAction) as info:
        g.apply(A.Hike("frostmere.I1", "floe.h0"))
    assert info.value.rule_id == "FLOE-MOVE-HIKE-2"


@pytest.mark.rule("FLOE-MOVE-SAIL-1", "FLOE-MOVE-SAIL-2", "FLOE-MOVE-SAIL-3", "FLOE-EXAMPLE-2", "FLOE-MOVE-GEN-1")
def test_sailing_costs_one_per_shallows() -> None:
    g = explore(game(), warmth=5, location="floe.I3")
    assert A.Sail("floe.D1") not in g.legal_actions()  # not the starting dock
    g.apply(A.Sail("skull.D0"))
    assert me(g).warmth == 4 and me(g).location == "skull.I3"
    assert "floe.D1" not in g.state.world.ships and "skull.D0" in g.state.world.ships
    g.apply(A.Hike("skull.I1", "skull.h2"))  # hike after sailing
    assert me(g).warmth == 3
    g2 = explore(game(), warmth=5, location="floe.I1")
    assert not any(isinstance(a, A.Sail) for a in g2.legal_actions())  # no Ship at floe.I1


@pytest.mark.rule("FLOE-MOVE-SAIL-4")
def test_one_ship_per_dock() -> None:
    g = explore(game(), warmth=5, location="floe.I0")
    with pytest.raises(IllegalAction) as info:
        g.apply(A.Sail("floe.D1"))
    assert info.value.rule_id == "FLOE-MOVE-SAIL-4"


@pytest.mark.rule("FLOE-MOVE-SUMMON-1", "FLOE-MOVE-SUMMON-2", "FLOE-MOVE-SUMMON-3", "FLOE-HERO-ABILITY-1",
                  "FLOE-EXAMPLE-5")
def test_summoning_a_ship() -> None:
    g = game(heroes=["captain-brine", "sage-orla"])
    explore(g, warmth=5, location="skull.I3", soda=0)
    g.apply(A.SummonShip("skull.D0", 0))
    assert g.state.world.ships[0] == "skull.D0" and me(g).warmth == 4 and me(g).soda == 1
    assert A.EndMovement() not in g.legal_actions()
    with pytest.raises(IllegalAction) as info:
        g.apply(A.EndMovement())
    assert info.value.rule_id == "FLOE-MOVE-SUMMON-2"
    g.apply(A.Sail("skull.D1"))
    # the Beacon Dock now holds a ship: no second summon there
    g.apply(A.Hike("skull.I3", "skull.h3"))
    assert not any(isinstance(a, A.SummonShip) and a.dock == "skull.D1" for a in g.legal_actions())
    g.apply(A.SummonShip("skull.D0", 1))  # the other ship, ability used already this turn
    assert me(g).soda == 1


@pytest.mark.rule("FLOE-EXAMPLE-5", "FLOE-AMBIG-27")
def test_upgraded_ability_gives_crates_instead() -> None:
    g = game(heroes=["captain-brine", "sage-orla"])
    explore(g, warmth=5, location="skull.I3", soda=0, hero_flipped=True)
    g.apply(A.SummonShip("skull.D0", 0))
    assert me(g).soda == 0 and sum(t.startswith("crate") for t in me(g).tokens) == 2


@pytest.mark.rule("FLOE-MOVE-MAP-1", "FLOE-MOVE-TERM-1", "FLOE-EXAMPLE-3", "FLOE-TOKENS-MAP-1")
def test_map_moves_for_free() -> None:
    g = game()

    def change(st):
        st.players[0].tokens = ["map-01"]  # a Campfire map
        st.supply.maps.draw_pile.remove("map-01")
    edit(g, change)
    explore(g, warmth=2, location="floe.I2")
    targets = {a.to for a in g.legal_actions() if isinstance(a, A.UseMap)}
    assert targets == {"floe.I0", "skull.I0"}
    g.apply(A.UseMap("map-01", "skull.I0"))
    assert me(g).location == "skull.I0" and me(g).warmth == 2 and me(g).tokens == []
    assert "map-01" in g.state.supply.maps.discard_pile
    assert any(isinstance(a, A.Hike) for a in g.legal_actions())


@pytest.mark.rule("FLOE-MOVE-MAP-2")
def test_maps_only_in_movement() -> None:
    g = game()
    edit(g, lambda st: setattr(st.players[0], "tokens", ["map-01"]))
    acting(g, location="floe.I2")
    with pytest.raises(IllegalAction) as info:
        g.apply(A.UseMap("map-01", "skull.I0"))
    assert info.value.rule_id == "FLOE-MOVE-MAP-2"


@pytest.mark.rule("FLOE-MOVE-ZERO-1", "FLOE-WARMTH-SPEND-1")
def test_zero_warmth_stops_paid_movement_only() -> None:
    g = explore(game(), warmth=0, location="floe.I0")
    assert not any(isinstance(a, (A.Hike, A.SummonShip)) for a in g.legal_actions())
    with pytest.raises(IllegalAction) as info:
        g.apply(A.Hike("floe.I1", "floe.h0"))
    assert info.value.rule_id == "FLOE-MOVE-ZERO-1"
    g.apply(A.EndMovement())
    assert any(isinstance(a, A.Gather) for a in g.legal_actions())
    assert not any(isinstance(a, A.FamiliarGather) for a in g.legal_actions())  # costs 1 Warmth


@pytest.mark.rule("FLOE-WARMTH-MAX-1", "FLOE-AMBIG-32", "FLOE-TAVERN-RUMOR-1")
def test_warmth_capped_by_rumors() -> None:
    from floe_widgets.games.floe.effects import gain_warmth

    g = game()
    p = g.state.players[0]
    p.warmth = 6
    assert gain_warmth(g.state, 0, 3) == 1 and p.warmth == 7
    p.rumors_on_track = 2
    assert max_warmth(p) == 8


@pytest.mark.rule("FLOE-WARMTH-POTION-1", "FLOE-TOKENS-USE-1")
def test_potions_for_warmth_any_time() -> None:
    g = game()
    edit(g, lambda st: setattr(st.players[0], "tokens", ["potion-01", "potion-02"]))
    explore(g, warmth=0)
    g.apply(A.UsePotion("potion-01"))
    g.apply(A.UsePotion("potion-02"))
    assert me(g).warmth == 2 and me(g).tokens == []
    g.apply(A.EndMovement())
    g.apply(A.EndTurn())
    with pytest.raises(IllegalAction):  # seat 1 cannot drink seat 0's potion
        g.apply(A.UsePotion("potion-01"))


@pytest.mark.rule("FLOE-WARMTH-CAMPFIRE-1")
def test_campfire_maxes_warmth_at_turn_end() -> None:
    g = acting(game(), warmth=2, location="floe.I0")
    g.apply(A.EndTurn())
    assert g.state.players[0].warmth == 7
    g = acting(game(), warmth=2, location="floe.I1")
    g.apply(A.EndTurn())
    assert g.state.players[0].warmth == 2


# -- discovering a region ----------------------------------------------------------------------------
def _with_maps(g, n=2):
    def change(st):
        maps = st.supply.maps.draw_pile[:n]
        del st.supply.maps.draw_pile[:n]
        st.players[st.current].tokens += maps
    return edit(g, change)


@pytest.mark.rule("FLOE-DISCOVER-REQ-1", "FLOE-DISCOVER-STEP-1", "FLOE-DISCOVER-STEP-2", "FLOE-DISCOVER-LANDMARK-1",
                  "FLOE-DISCOVER-RESUME-1", "FLOE-EXAMPLE-4")
def test_discovering_the_top_right_region() -> None:
    g = _with_maps(game())
    explore(g, warmth=4, location="floe.I3")
    white, blue = len(g.state.supply.white_bag), len(g.state.supply.blue_bag)
    g.apply(A.DiscoverRegion("top-right"))
    st = g.state
    assert "glimmerdeep" in st.world.revealed and me(g).vp == 1
    assert not any(t.startswith("map") for t in me(g).tokens)
    assert len(st.supply.white_bag) == white - 4 and len(st.supply.blue_bag) == blue - 4
    for local in ("I0", "I1", "I2", "I3", "S0", "S1", "S2", "S3"):
        assert len(st.world.tokens[f"glimmerdeep.{local}"]) == 1
    assert st.pending.kind == "landmark-slot"
    g.apply(A.Choose("0"))  # slot 1: +1 Crystal
    assert me(g).crystals == 1 and g.state.village.landmark_slots[0] is not None
    assert g.state.world.landmarks["glimmerdeep.I1"] == g.state.village.landmark_slots[0]
    assert g.state.turn.phase == "sail"
    g.apply(A.Sail("glimmerdeep.D0"))  # open water: no Warmth
    assert me(g).warmth == 4 and me(g).location == "glimmerdeep.I0"
    g.apply(A.Hike("glimmerdeep.I1", "glimmerdeep.h0"))
    g.apply(A.EndMovement())
    assert me(g).warmth == 3 and any(isinstance(a, A.VisitLandmark) for a in g.legal_actions())


@pytest.mark.rule("FLOE-DISCOVER-REQ-1")
def test_discovery_needs_two_maps_and_a_ship() -> None:
    g = _with_maps(game(), 1)
    explore(g, warmth=4, location="floe.I3")
    assert not any(isinstance(a, A.DiscoverRegion) for a in g.legal_actions())
    g = _with_maps(game(), 2)
    explore(g, warmth=4, location="floe.I1")  # no Ship here: hiking Heroes cannot discover
    assert not any(isinstance(a, A.DiscoverRegion) for a in g.legal_actions())


@pytest.mark.rule("FLOE-DISCOVER-TRADER-1", "FLOE-DISCOVER-LIMIT-1", "FLOE-DISCOVER-ACH-1")
def test_trader_one_discovery_per_turn_and_achievement() -> None:
    g = _with_maps(game(), 4)
    explore(g, warmth=6, location="floe.I0")
    g.apply(A.DiscoverRegion("top-left"))  # frostmere has a Trader start on I2
    if g.state.pending.kind == "maps":     # 4 Maps: first choose the two to pay
        g.apply(A.Choose(g.state.pending.options[0]))
    assert g.state.world.traders == {"trader-north": "frostmere.I2"}
    assert g.state.village.discover_marks == [0]
    g.apply(A.Choose(g.state.pending.options[0]))
    assert not any(isinstance(a, A.DiscoverRegion) for a in g.legal_actions())
    g.apply(A.Sail("frostmere.D1"))
    with pytest.raises(IllegalAction) as info:
        g.apply(A.DiscoverRegion("bottom-left"))
    assert info.value.rule_id in ("FLOE-DISCOVER-LIMIT-1", "FLOE-MOVE-SAIL-1", "FLOE-DISCOVER-REQ-1")
    # a second Region on a later turn claims the achievement (+1 VP discover, +1 VP achievement)
    def later(st):
        st.turn = type(st.turn)()
        st.players[0].location = "floe.I3"
        st.world.ships = ["floe.D0", "floe.D1"]
    edit(g, later)
    g.apply(A.ChooseTurn("exploration"))
    mayor = g.state.village.mayor
    vp = me(g).vp
    g.apply(A.DiscoverRegion("top-right"))
    g.apply(A.Choose(g.state.pending.options[0]))  # the landmark slot (slot benefits give no VP)
    assert g.state.village.achievements["regions"] == 0 and me(g).vp == vp + 2
    assert g.state.village.mayor < mayor


# -- hero action --------------------------------------------------------------------------------------
def _tokens(g, tokens):
    def change(st):
        st.world.tokens = {k: list(v) for k, v in tokens.items()}
    return edit(g, change)


@pytest.mark.rule("FLOE-GATHER-OPT-1", "FLOE-FAQ-DISCARD-2", "FLOE-EXAMPLE-6", "FLOE-RES-BASIC-1")
def test_gather_a_token_here_or_in_an_adjacent_sea() -> None:
    g = _tokens(game(), {"floe.I0": ["ice-start-2"], "floe.S3": ["sea-start-1"], "floe.S1": ["sea-start-2"]})
    acting(g, location="floe.I0")
    takes = {a.take for a in g.legal_actions() if isinstance(a, A.Gather)}
    assert "token:floe.I0:ice-start-2" in takes and "token:floe.S3:sea-start-1" in takes
    assert "token:floe.S1:sea-start-2" not in takes  # that Sea does not touch floe.I0
    assert "shallows:floe.h0" in takes and "dive:floe.h1" not in takes
    g.apply(A.Gather("token:floe.S3:sea-start-1"))  # 2 Kelp; capacity 1 -> 1 Kelp + 1 Soda
    assert me(g).resources["kelp"] == 1 and "floe.S3" not in g.state.world.tokens
    assert "sea-start-1" in g.state.supply.removed and "sea-start-1" not in g.state.supply.blue_bag


@pytest.mark.rule("FLOE-GATHER-OPT-2", "FLOE-AMBIG-21")
def test_gather_printed_shallows_whole() -> None:
    g = acting(game(), location="floe.I0", soda=0)
    g.apply(A.Gather("shallows:floe.h0"))  # prints 2 Soda
    assert me(g).soda == 2
    g = acting(game(), location="floe.I0")
    g.apply(A.Gather("shallows:floe.h1"))  # prints Pearl or Kelp: a choice
    assert g.state.pending.options == ["pearl:1", "kelp:1"]
    g.apply(A.Choose("kelp:1"))
    assert me(g).resources["kelp"] == 1


@pytest.mark.rule("FLOE-GATHER-OPT-3", "FLOE-HERO-ABILITY-1")
def test_gather_by_diving() -> None:
    g = game(heroes=["diver-mako", "sage-orla"])
    acting(g, location="floe.I2", warmth=3)
    assert "dive:floe.h5" in {a.take for a in g.legal_actions() if isinstance(a, A.Gather)}
    g.apply(A.Gather("dive:floe.h5"))
    assert g.state.pending.kind == "dive"
    track = list(g.state.cave.dive_track)
    g.apply(A.Choose("0"))
    assert g.state.cave.dive_track == track[1:] + track[:1]


# -- landmarks -----------------------------------------------------------------------------------------
def _landmark(g, card="frozen-falls", spot="floe.I1"):
    def change(st):
        st.world.landmarks[spot] = card
        st.village.landmark_rumors[card] = [None] * 4
        st.village.landmark_slots[0] = card
        st.village.landmark_deck.draw_pile.remove(card)
    return edit(g, change)


@pytest.mark.rule("FLOE-LANDMARK-REQ-1", "FLOE-LANDMARK-EFFECT-1", "FLOE-LANDMARK-ONCE-1")
def test_visit_a_landmark() -> None:
    g = _landmark(game())
    acting(g, location="floe.I1", rumors_available=2, vp=3, crystals=0)
    g.apply(A.VisitLandmark(1))  # space 2 of Frozen Falls: 2 Crystals
    assert me(g).rumors_available == 1 and me(g).crystals == 2 and me(g).vp == 4
    assert g.state.pending.kind == "optional"  # pay 1 Warmth for any Merit
    g.apply(A.Choose("no"))
    assert g.state.village.landmark_rumors["frozen-falls"][1] == 0
    # never twice by the same player; another player may
    g2 = _landmark(game())
    acting(g2, location="floe.I1", rumors_available=2,
           landmarks_visited=["frozen-falls"])
    edit(g2, lambda st: st.village.landmark_rumors["frozen-falls"].__setitem__(0, 0))
    assert not any(isinstance(a, A.VisitLandmark) for a in g2.legal_actions())
    g3 = _landmark(game())
    acting(g3, location="floe.I1", rumors_available=0)
    with pytest.raises(IllegalAction) as info:
        g3.apply(A.VisitLandmark(0))
    assert info.value.rule_id == "FLOE-LANDMARK-REQ-1"


@pytest.mark.rule("FLOE-ALLY-FAQ-4", "FLOE-ALLY-USE-1")
def test_baarney_gives_the_rumor_to_visit() -> None:
    g = _landmark(game())
    acting(g, location="floe.I1", rumors_available=0, allies=["baarney-the-roamer"])
    g.apply(A.UseAlly("baarney-the-roamer"))
    assert me(g).allies == [] and "baarney-the-roamer" in g.state.village.ally_deck.discard_pile
    g.apply(A.VisitLandmark(0))
    assert me(g).rumors_available == 0 and me(g).landmarks_visited == ["frozen-falls"]


# -- extra actions --------------------------------------------------------------------------------------
@pytest.mark.rule("FLOE-EXTRA-TIMING-1", "FLOE-FAMILIAR-GATHER-1", "FLOE-FAMILIAR-GATHER-3", "FLOE-EXAMPLE-13")
def test_familiar_gathers_once_per_turn() -> None:
    g = explore(game(), location="floe.I0", warmth=2, soda=0)
    assert not any(isinstance(a, A.FamiliarGather) for a in g.legal_actions())  # not during movement
    g.apply(A.EndMovement())
    opts = [a for a in g.legal_actions() if isinstance(a, A.FamiliarGather)]
    assert A.FamiliarGather("floe.h0", "print") in opts and A.FamiliarGather("floe.h1", "dive") not in opts
    g.apply(A.FamiliarGather("floe.h0", "print"))
    assert me(g).warmth == 1 and me(g).soda == 2 and me(g).familiar_shallows == "floe.h0"
    assert not any(isinstance(a, A.FamiliarGather) for a in g.legal_actions())
    g.apply(A.Gather("shallows:floe.h6"))  # the Hero action after the extra action
    assert me(g).resources["wood"] == 1


@pytest.mark.rule("FLOE-FAMILIAR-GATHER-2", "FLOE-FAMILIAR-GATHER-4")
def test_familiar_tokens_and_dive() -> None:
    g = _tokens(game(), {"floe.S2": ["sea-start-1"], "skull.I0": ["ice-start-1"]})
    acting(g, location="floe.I2", warmth=3)
    opts = [a for a in g.legal_actions() if isinstance(a, A.FamiliarGather)]
    assert A.FamiliarGather("floe.h5", "token:floe.S2:sea-start-1") in opts
    assert A.FamiliarGather("edge.floe-skull.v0", "token:skull.I0:ice-start-1") in opts
    assert A.FamiliarGather("floe.h5", "dive") in opts and A.FamiliarGather("floe.h3", "dive") not in opts
    g.apply(A.FamiliarGather("floe.h5", "token:floe.S2:sea-start-1"))
    assert me(g).resources["kelp"] == 1 and "floe.S2" not in g.state.world.tokens


@pytest.mark.rule("FLOE-TRADE-SUMMON-1", "FLOE-TRADE-SELL-1", "FLOE-EXAMPLE-14", "FLOE-AMBIG-20", "FLOE-TERM-SELL-1")
def test_trading_chitterbox() -> None:
    g = game()

    def change(st):
        st.world.revealed.append("frostmere")
        st.world.traders = {"trader-north": "frostmere.I2"}
        st.players[0].items = ["chitterbox", "hatchet"]
        st.village.item_display = [i for i in st.village.item_display if i not in ("chitterbox", "hatchet")]
        for i in ("chitterbox", "hatchet"):
            if i in st.village.item_deck.draw_pile:
                st.village.item_deck.draw_pile.remove(i)
    edit(g, change)
    acting(g, location="frostmere.I1", warmth=1, crystals=0)
    assert not any(isinstance(a, A.Trade) for a in g.legal_actions())  # 2 Shallows away, 1 Warmth
    g = game()
    edit(g, change)
    acting(g, location="frostmere.I1", warmth=3, crystals=0)
    g.apply(A.Trade("trader-north", "item:chitterbox"))
    assert me(g).crystals == 3 and me(g).warmth == 1 and me(g).items == ["hatchet"]
    assert g.state.world.traders["trader-north"] == "frostmere.I1"
    assert not any(isinstance(a, A.Trade) for a in g.legal_actions())


@pytest.mark.rule("FLOE-TRADE-EXIST-1")
def test_no_trader_before_discoveries() -> None:
    g = game()
    edit(g, lambda st: setattr(st.players[0], "items", ["hatchet"]))
    acting(g, warmth=7)
    assert g.state.world.traders == {} and not any(isinstance(a, A.Trade) for a in g.legal_actions())
    with pytest.raises(IllegalAction) as info:
        g.apply(A.Trade("trader-north", "item:hatchet"))
    assert info.value.rule_id == "FLOE-TRADE-EXIST-1"


@pytest.mark.rule("FLOE-SHRINE-REQ-1", "FLOE-SHRINE-REWARD-1", "FLOE-STONE-PLACE-1", "FLOE-EXAMPLE-15",
                  "FLOE-AMBIG-35", "FLOE-STONE-STATE-1")
def test_shrine_example() -> None:
    g = game()
    edit(g, lambda st: st.world.shrines.__setitem__("floe.I1.shrine2", 1))  # purple took one
    acting(g, location="floe.I1", vp=5, stones={"pearl": 2, "kelp": 2, "mushroom": 0, "wood": 0})
    opts = [a for a in g.legal_actions() if isinstance(a, A.PlaceStone)]
    assert {a.shrine for a in opts} == {"floe.I1.shrine0", "floe.I1.shrine1"}
    g.apply(A.PlaceStone("pearl", "floe.I1.shrine0"))  # 2 red Merits
    g.apply(A.PlaceStone("kelp", "floe.I1.shrine1"))  # any Merit + Hero dice advance
    g.apply(A.Choose("skill"))
    p = me(g)
    assert p.vp == 7 and p.merits["might"] == 3 and p.merits["skill"] == 2 and p.hero_dice == 3
    assert p.stones["pearl"] == p.stones["kelp"] == 3
    assert g.state.world.shrines["floe.I1.shrine2"] == 1
    assert not any(isinstance(a, A.PlaceStone) for a in g.legal_actions())


@pytest.mark.rule("FLOE-SHRINE-PRIMED-1")
def test_only_primed_stones_in_shrines() -> None:
    g = acting(game(), location="floe.I1")
    with pytest.raises(IllegalAction) as info:
        g.apply(A.PlaceStone("pearl", "floe.I1.shrine0"))
    assert info.value.rule_id == "FLOE-SHRINE-PRIMED-1"


@pytest.mark.rule("FLOE-ALLY-FAQ-1", "FLOE-ALLY-FAQ-2")
def test_grandmagus_cheese_in_movement_not_in_village() -> None:
    g = game()
    explore(g, location="floe.I0", allies=["grandmagus-cheese"], stones={"pearl": 2, "kelp": 0, "mushroom": 0,
                                                                        "wood": 0})
    g.apply(A.UseAlly("grandmagus-cheese"))
    g.apply(A.Choose("pearl@skull.I2.shrine1"))  # far away: no need to stop there
    assert me(g).stones["pearl"] == 3 and me(g).merits["craft"] == 3
    assert g.state.turn.phase == "move"  # movement goes on
    v = game()
    from floe_kit import village_turn
    village_turn(v, allies=["grandmagus-cheese"], stones={"pearl": 2, "kelp": 0, "mushroom": 0, "wood": 0})
    with pytest.raises(IllegalAction) as info:
        v.apply(A.UseAlly("grandmagus-cheese"))
    assert info.value.rule_id == "FLOE-ALLY-FAQ-1"


@pytest.mark.rule("FLOE-ALLY-FAQ-3")
def test_carrie_needs_an_item_to_sell() -> None:
    g = acting(game(), allies=["carrie-the-courier"], items=[])
    assert A.UseAlly("carrie-the-courier") not in g.legal_actions()
    g = acting(game(), allies=["carrie-the-courier"], items=["hatchet"], crystals=0)
    g.apply(A.UseAlly("carrie-the-courier"))
    choose_all(g, "item:hatchet")
    assert me(g).items == [] and me(g).crystals == 3  # 1 (sale) + 2 (Carrie)


@pytest.mark.rule("FLOE-CAVE-REQ-1", "FLOE-TURN-EXPL-2", "FLOE-EXTRA-TIMING-1")
def test_delve_hands_over_to_the_battle_and_back() -> None:
    import random

    g = acting(game(), location="floe.I0")
    assert not any(isinstance(a, A.Delve) for a in g.legal_actions())  # no Cave here
    g = acting(game(), location="skull.I1", warmth=7)
    assert A.Delve() in g.legal_actions()
    g.apply(A.Delve())
    assert g.state.turn.phase == "battle" and g.state.battle is not None
    rng = random.Random(3)
    for _ in range(200):
        if g.state.battle is None:
            break
        legal = g.legal_actions()
        g.apply(legal[rng.randrange(len(legal))])
    assert g.state.battle is None and g.state.turn.phase == "act"
    assert not any(isinstance(a, (A.Gather, A.Delve, A.VisitLandmark)) for a in g.legal_actions())
    assert A.EndTurn() in g.legal_actions()


@pytest.mark.rule("FLOE-DISCOVER-STEP-1", "FLOE-TOKENS-MAP-1")
def test_with_three_maps_the_player_chooses_which_two_to_pay() -> None:
    from floe_widgets.games.floe import data

    def change(st):
        by_feature = {}
        for m in st.supply.maps.draw_pile:
            by_feature.setdefault(data.tokens()[m]["feature"], m)
        keep = list(by_feature.values())[:3]
        for m in keep:
            st.supply.maps.draw_pile.remove(m)
        st.players[st.current].tokens += keep
    g = edit(game(), change)
    explore(g, warmth=4, location="floe.I3")
    held = [t for t in me(g).tokens if t.startswith("map")]
    g.apply(A.DiscoverRegion("top-right"))
    pend = g.state.pending
    assert pend.kind == "maps" and len(pend.options) == 3
    keep = held[0]
    shown = data.tokens()[keep]["feature"]
    pay = next(o for o in pend.options if shown not in o.split(" + "))   # options name locations, not tokens
    g.apply(A.Choose(pay))
    assert [t for t in me(g).tokens if t.startswith("map")] == [keep] and me(g).vp == 1
    assert "glimmerdeep" in g.state.world.revealed
