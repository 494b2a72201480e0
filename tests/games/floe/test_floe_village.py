"""Village turns: placement, Warmth, Villagers, the five spaces, Floe Stones, Buildings, the Academy."""

from __future__ import annotations

import pytest
from floe_kit import choose_all, edit, game, me, village_turn

from floe_widgets.core import IllegalAction
from floe_widgets.games.floe import actions as A
from floe_widgets.games.floe import data
from floe_widgets.games.floe.state import VILLAGE_SPACES

FULL = {"pearl": 1, "kelp": 1, "mushroom": 1, "wood": 1}


def figures(g, **spaces):
    """Put other players' figures: figures(g, hero1="tavern", familiar2="tavern")."""
    def change(st):
        for key, space in spaces.items():
            seat = int(key[-1])
            setattr(st.players[seat], "hero_space" if key.startswith("hero") else "familiar_space", space)
    return edit(g, change)


@pytest.mark.rule("FLOE-VILLAGE-WARMTH-1", "FLOE-VILLAGE-WARMTH-2", "FLOE-EXAMPLE-16", "FLOE-EXAMPLE-17",
                  "FLOE-VILLAGE-VILLAGERS-1", "FLOE-VILLAGE-SPACES-1")
def test_village_warmth_example() -> None:
    g = game(players=3)

    def change(st):
        st.village.villagers = {"shop": 0, "tavern": 3, "springs": 0, "yard": 1, "academy": 1}
        st.players[1].hero_space, st.players[2].familiar_space = "tavern", "tavern"
        st.players[1].warmth, st.players[2].warmth = 3, 3
    edit(g, change)
    village_turn(g, warmth=1)
    g.apply(A.PlaceFigure("tavern"))
    st = g.state
    assert st.players[0].warmth == 6 and st.players[1].warmth == 4 and st.players[2].warmth == 4
    assert st.village.villagers == {"shop": 0, "tavern": 0, "springs": 1, "yard": 2, "academy": 2}
    assert VILLAGE_SPACES == ("shop", "tavern", "springs", "yard", "academy")


@pytest.mark.rule("FLOE-AMBIG-16")
def test_five_villagers_wrap_around() -> None:
    g = game()
    edit(g, lambda st: setattr(st.village, "villagers", {"shop": 0, "tavern": 0, "springs": 0, "yard": 0,
                                                         "academy": 5}))
    village_turn(g)
    g.apply(A.PlaceFigure("academy"))
    assert g.state.village.villagers == {s: 1 for s in VILLAGE_SPACES}


@pytest.mark.rule("FLOE-VILLAGE-PICKUP-1", "FLOE-VILLAGE-PLACE-1", "FLOE-VILLAGE-ORDER-1", "FLOE-AMBIG-37")
def test_placement_rules() -> None:
    g = game()
    village_turn(g, location="floe.I2", hero_space=None)
    assert me(g).location == "village"  # picked up
    g = game()
    village_turn(g, hero_space="tavern", location="village")
    assert A.PlaceFigure("tavern") not in g.legal_actions()
    with pytest.raises(IllegalAction) as info:
        g.apply(A.PlaceFigure("tavern"))
    assert info.value.rule_id == "FLOE-VILLAGE-PLACE-1"
    g.apply(A.PlaceFigure("shop"))
    if g.state.turn.phase == "v-hero":
        g.apply(A.Pass())
    assert A.PlaceFigure("shop") not in g.legal_actions() and A.PlaceFigure("tavern") in g.legal_actions()
    # after an Exploration turn the Hero may use the Tavern again
    g = game()
    village_turn(g, hero_space=None, location="floe.I0")
    assert A.PlaceFigure("tavern") in g.legal_actions()


@pytest.mark.rule("FLOE-VILLAGE-OPTIONAL-1", "FLOE-VILLAGE-ACTION-2", "FLOE-VILLAGE-ACTION-3")
def test_actions_need_the_full_storable_amount() -> None:
    g = game()
    village_turn(g, resources={"pearl": 0, "kelp": 0, "mushroom": 0, "wood": 1},
                 stones={"pearl": 0, "kelp": 0, "mushroom": 0, "wood": 1})
    g.apply(A.PlaceFigure("shop"))  # 0 Pearls: no action, just Warmth
    assert g.state.turn.phase == "v-familiar"
    g.apply(A.PlaceFigure("yard"))  # 1 Wood of 2
    assert g.state.turn.phase == "v-end"
    from floe_widgets.games.floe.state import SPACE_RESOURCE
    assert SPACE_RESOURCE == {"shop": "pearl", "tavern": "kelp", "springs": "mushroom", "yard": "wood"}


def tavern_shows(g, card="nessa-brightwater"):
    """Make ``card`` (2 benefits: 4 Soda or 1 Map) the displayed Tavern card."""
    def change(st):
        v = st.village
        if card in v.tavern_deck.draw_pile:
            v.tavern_deck.draw_pile.remove(card)
            v.tavern_deck.draw_pile.append(v.tavern_display.pop())
            v.tavern_display = [card]
    return edit(g, change)


@pytest.mark.rule("FLOE-VILLAGE-ACTION-1", "FLOE-STONE-ADV-1", "FLOE-STONE-ADV-2", "FLOE-EXAMPLE-18",
                  "FLOE-STONE-CAP-1", "FLOE-AMBIG-23")
def test_floe_stone_example() -> None:
    from floe_widgets.games.floe.effects import capacity

    g = tavern_shows(game())
    village_turn(g, resources={"pearl": 0, "kelp": 1, "mushroom": 2, "wood": 1},
                 stones={"pearl": 0, "kelp": 0, "mushroom": 1, "wood": 1}, vp=0)
    p = me(g)
    assert capacity(p, "wood") == 2 and capacity(p, "mushroom") == 2
    assert not any(isinstance(a, (A.BuyItem, A.TakeBuildings)) for a in g.legal_actions())
    g.apply(A.PlaceFigure("tavern"))
    g.apply(A.TavernVisit("nessa-brightwater", 0))
    p = me(g)
    assert p.resources["kelp"] == 0 and p.stones["kelp"] == 1 and p.merits["might"] == 2 and p.vp == 0
    assert capacity(p, "kelp") == 2
    g.apply(A.Pass())
    g.apply(A.PlaceFigure("springs"))
    g.apply(A.TakeAlly(g.state.village.ally_display[0]))
    p = me(g)
    assert p.resources["mushroom"] == 0 and p.stones["mushroom"] == 2 and p.vp == 1
    assert capacity(p, "mushroom") == 3 and p.merits["craft"] == 1


@pytest.mark.rule("FLOE-VILLAGE-ACTION-4", "FLOE-STONE-ADV-3", "FLOE-STONE-FAQ-1")
def test_primed_track_still_works_without_stone_benefit() -> None:
    g = tavern_shows(game())
    village_turn(g, resources={"pearl": 0, "kelp": 3, "mushroom": 0, "wood": 0},
                 stones={"pearl": 0, "kelp": 2, "mushroom": 0, "wood": 0}, vp=0, soda=0)
    g.apply(A.PlaceFigure("tavern"))
    g.apply(A.TavernVisit("nessa-brightwater", 0))
    p = me(g)
    assert p.resources["kelp"] == 0 and p.stones["kelp"] == 2 and p.soda == 4
    assert p.merits["might"] == 1 and p.vp == 0


@pytest.mark.rule("FLOE-SHOP-ACTION-1", "FLOE-EXAMPLE-21", "FLOE-ITEM-LIMIT-1")
def test_shop_takes_an_item_and_refills() -> None:
    g = game()

    def change(st):
        v = st.village
        for i in ("quiver",):
            if i in v.item_deck.draw_pile:
                v.item_deck.draw_pile.remove(i)
            if i in v.item_display:
                v.item_display.remove(i)
        v.item_display = [v.item_display[0], "quiver"]
        st.players[0].items = ["ice-pick", "longbow", "fur-cloak", "spyglass"]
        for i in st.players[0].items:
            if i in v.item_deck.draw_pile:
                v.item_deck.draw_pile.remove(i)
            if i in v.item_display:
                v.item_display.remove(i)
                v.item_display.append(v.item_deck.draw_pile.pop(0))
    edit(g, change)
    village_turn(g, resources=dict(FULL))
    g.apply(A.PlaceFigure("shop"))
    g.apply(A.BuyItem("quiver"))
    p = me(g)
    assert "quiver" in p.items and len(p.items) == 5 and p.resources["pearl"] == 0 and p.stones["pearl"] == 1
    from floe_widgets.games.floe.village import available_items
    assert len(available_items(g.state)) == 3 and "quiver" not in available_items(g.state)


@pytest.mark.rule("FLOE-ITEM-UPGRADE-1", "FLOE-MERIT-REQ-1")
def test_items_flip_when_merits_meet_the_requirement() -> None:
    from floe_widgets.games.floe.effects import resolve
    from floe_widgets.games.floe.state import Queued

    g = game()
    st = g.state
    p = st.players[0]
    p.items, p.merits["skill"], p.vp = ["quiver"], 2, 0
    resolve(st, g.chance)
    assert p.items_upgraded == [] and p.vp == 0
    st.queue.append(Queued(0, "merit:skill:1"))
    resolve(st, g.chance)
    assert p.items_upgraded == ["quiver"] and p.vp == 1


@pytest.mark.rule("FLOE-ITEM-SELL-1", "FLOE-BUILDING-START-1", "FLOE-RELIC-SELL-1", "FLOE-BUILDING-TIMING-1")
def test_starting_building_sells_or_gives_a_merit() -> None:
    g = game()
    village_turn(g, warmth=3, items=["hatchet"], items_upgraded=["hatchet"], vp=10, crystals=0)
    g.apply(A.UseBuilding(0))
    assert me(g).warmth == 2
    g.apply(A.Choose("sell"))
    g.apply(A.Choose("item:hatchet"))
    assert me(g).vp == 10 and me(g).crystals == 2 and me(g).items == []
    assert A.UseBuilding(0) not in g.legal_actions()
    g = game()
    village_turn(g, warmth=3, relics=["sloopy-1"], crystals=0)
    g.apply(A.UseBuilding(0))
    choose_all(g, "sell", "relic:sloopy-1")
    assert me(g).relics == [] and me(g).crystals == 2 and "sloopy-1" in g.state.village.relic_deck.discard_pile


@pytest.mark.rule("FLOE-BUILDING-START-1", "FLOE-TERM-SELL-1")
def test_starting_building_with_nothing_to_sell_offers_only_the_merit() -> None:
    g = game()
    village_turn(g, warmth=3, items=[], treasures=[], relics=[])
    g.apply(A.UseBuilding(0))
    assert me(g).warmth == 2
    assert g.state.pending.kind == "merit"            # no "sell" that could not be carried out
    assert not any(a.option == "sell" for a in g.legal_actions() if isinstance(a, A.Choose))
    choose_all(g, "craft")
    assert me(g).merits["craft"] == 2


def _visit_the_tavern(g) -> None:
    """One Village turn of the current player: Hero to the Tavern, its first card, then done."""
    village_turn(g, resources={"pearl": 0, "kelp": 1, "mushroom": 0, "wood": 0},
                 stones={"pearl": 0, "kelp": 0, "mushroom": 0, "wood": 0}, rumors_on_track=3,
                 hero_space=None, familiar_space=None)
    g.apply(A.PlaceFigure("tavern"))
    g.apply(next(a for a in g.legal_actions() if isinstance(a, A.TavernVisit)))
    while not g.state.turn.phase == "v-end" or g.state.pending is not None:
        legal = g.legal_actions()
        pick = next((a for a in legal if isinstance(a, A.Choose)), None) or \
            next((a for a in legal if isinstance(a, A.Pass)), None) or \
            next(a for a in legal if isinstance(a, A.PlaceFigure))
        g.apply(pick)
    g.apply(A.EndTurn())


@pytest.mark.rule("FLOE-FAQ-DISCARD-1", "FLOE-TAVERN-ACTION-1")
def test_the_tavern_keeps_offering_two_cards_once_its_deck_runs_out() -> None:
    from floe_widgets.games.floe.village import available_tavern

    g = game(players=1)
    reshuffled = 0
    for _ in range(12):          # more visits than the deck has cards
        assert len(available_tavern(g.state)) == 2
        _visit_the_tavern(g)
        reshuffled += any(e.rules == ("FLOE-FAQ-DISCARD-1",) for e in g.events())
        v = g.state.village
        assert len(v.tavern_deck.draw_pile) + len(v.tavern_deck.discard_pile) + len(v.tavern_display) == 8
    assert reshuffled >= 1


@pytest.mark.rule("FLOE-BUILDING-TIMING-1", "FLOE-AMBIG-30", "FLOE-BUILDING-PARTS-1")
def test_buildings_at_three_moments_only() -> None:
    g = game()
    village_turn(g, warmth=5, resources=dict(FULL))
    assert A.UseBuilding(0) in g.legal_actions()  # start
    g.apply(A.PlaceFigure("shop"))
    assert A.UseBuilding(0) not in g.legal_actions()  # between placing and the action
    with pytest.raises(IllegalAction) as info:
        g.apply(A.UseBuilding(0))
    assert info.value.rule_id == "FLOE-AMBIG-30"
    g.apply(A.Pass())
    assert A.UseBuilding(0) in g.legal_actions()  # before the Familiar
    from floe_kit import acting
    e = acting(game())
    with pytest.raises(IllegalAction) as info:
        e.apply(A.UseBuilding(0))
    assert info.value.rule_id == "FLOE-BUILDING-TIMING-1"


@pytest.mark.rule("FLOE-BUILDING-COST-1", "FLOE-BUILDING-REQ-1", "FLOE-MERIT-SPEND-1")
def test_building_cost_and_requirement() -> None:
    g = game()
    village_turn(g, soda=0, buildings=[("start-brine", "start-brine"), ("top-soda-1", "bottom-crystal"),
                                       ("top-charm-3", "bottom-soda")])
    assert A.UseBuilding(1) not in g.legal_actions() and A.UseBuilding(2) not in g.legal_actions()
    g = game()
    village_turn(g, soda=1, crystals=0, merits={"skill": 1, "might": 1, "charm": 4, "craft": 1},
                 buildings=[("start-brine", "start-brine"), ("top-soda-1", "bottom-crystal"),
                            ("top-charm-3", "bottom-soda")])
    g.apply(A.UseBuilding(1))
    assert me(g).soda == 0 and me(g).crystals == 1
    g.apply(A.UseBuilding(2))
    assert me(g).merits["charm"] == 4 and me(g).soda == 2


@pytest.mark.rule("FLOE-TAVERN-ACTION-1", "FLOE-EXAMPLE-22", "FLOE-AMBIG-6", "FLOE-TAVERN-RUMOR-1")
def test_tavern_bika_swiftgaze() -> None:
    g = game()

    def change(st):
        v = st.village
        if "bika-swiftgaze" in v.tavern_deck.draw_pile:
            v.tavern_deck.draw_pile.remove("bika-swiftgaze")
            v.tavern_deck.draw_pile.append(v.tavern_display.pop())
            v.tavern_display = ["bika-swiftgaze"]
    edit(g, change)
    village_turn(g, resources=dict(FULL), warmth=7, hero_dice=2)
    g.apply(A.PlaceFigure("tavern"))
    w = me(g).warmth
    g.apply(A.TavernVisit("bika-swiftgaze", 0))
    p = me(g)
    assert p.rumors_on_track == 2 and p.rumors_available == 2 and p.hero_dice == 3
    assert p.warmth == min(w + 1, 8)
    assert "bika-swiftgaze" in g.state.village.tavern_deck.discard_pile
    from floe_widgets.games.floe.village import available_tavern
    assert len(available_tavern(g.state)) == 2


@pytest.mark.rule("FLOE-TAVERN-RUMOR-2", "FLOE-AMBIG-34")
def test_last_rumor_scores_and_none_left() -> None:
    g = tavern_shows(game())
    village_turn(g, resources=dict(FULL), rumors_on_track=1, rumors_available=3, vp=0)
    g.apply(A.PlaceFigure("tavern"))
    g.apply(A.TavernVisit("nessa-brightwater", 0))
    assert me(g).rumors_on_track == 0 and me(g).rumors_available == 4 and me(g).vp == 1
    g = tavern_shows(game())
    village_turn(g, resources=dict(FULL), rumors_on_track=0, rumors_available=4, soda=0, vp=0)
    g.apply(A.PlaceFigure("tavern"))
    g.apply(A.TavernVisit("nessa-brightwater", 0))
    assert me(g).rumors_available == 4 and me(g).soda == 4 and me(g).vp == 0


@pytest.mark.rule("FLOE-SPRINGS-ACTION-1", "FLOE-EXAMPLE-23")
def test_hot_springs_sneaky_sam() -> None:
    g = game()

    def change(st):
        v = st.village
        if "sneaky-sam" in v.ally_deck.draw_pile:
            v.ally_deck.draw_pile.remove("sneaky-sam")
            v.ally_deck.draw_pile.append(v.ally_display.pop())
            v.ally_display = ["sneaky-sam"]
    edit(g, change)
    village_turn(g, resources=dict(FULL))
    g.apply(A.PlaceFigure("springs"))
    g.apply(A.TakeAlly("sneaky-sam"))
    assert me(g).allies == ["sneaky-sam"] and me(g).resources["mushroom"] == 0
    assert len(g.state.village.ally_display) == 1 and g.state.village.ally_display[0] != "sneaky-sam"


@pytest.mark.rule("FLOE-YARD-ACTION-1", "FLOE-EXAMPLE-24")
def test_timber_yard_takes_a_set() -> None:
    g = game()
    village_turn(g, resources=dict(FULL), vp=3)
    g.apply(A.PlaceFigure("yard"))
    pair = g.state.village.building_display[1]
    g.apply(A.TakeBuildings(*pair))
    assert me(g).vp == 4 and me(g).buildings[-1] == pair and me(g).resources["wood"] == 0
    from floe_widgets.games.floe.village import available_buildings
    assert len(available_buildings(g.state)) == 3 and pair not in available_buildings(g.state)


# -- the academy ------------------------------------------------------------------------------------
def at_academy(g, **player):
    village_turn(g, **player)
    g.apply(A.PlaceFigure("academy"))
    return g


@pytest.mark.rule("FLOE-ACADEMY-ACTION-1", "FLOE-ACADEMY-3-1", "FLOE-ACADEMY-4-1", "FLOE-ACADEMY-5-1",
                  "FLOE-AMBIG-17")
def test_academy_actions_once_each() -> None:
    g = at_academy(game(), crystals=12, vp=2)
    g.apply(A.Academy("treasure"))
    choose_all(g, g.state.pending.options[0])
    g.apply(A.Academy("stones:pearl:wood"))
    g.apply(A.Academy("vp"))
    p = me(g)
    assert p.crystals == 0 and p.vp == 2 + 1 + 3 and len(p.treasures) == 1
    assert p.stones["pearl"] == 1 and p.stones["wood"] == 1 and p.merits["charm"] == 2 and p.merits["skill"] == 2
    g = at_academy(game(), crystals=8)
    g.apply(A.Academy("treasure"))
    choose_all(g, g.state.pending.options[0])
    assert A.Academy("treasure") not in g.legal_actions()
    assert not any(a.what.startswith("stones:pearl:pearl") for a in g.legal_actions() if isinstance(a, A.Academy))


@pytest.mark.rule("FLOE-ACADEMY-2-1", "FLOE-RELIC-LOOK-1", "FLOE-AMBIG-13", "FLOE-RELIC-HAND-1")
def test_look_for_relics_instead_of_an_elder() -> None:
    g = at_academy(game(), crystals=5)
    g.apply(A.Academy("relics-2"))
    assert g.state.pending.kind == "relic-keep" and len(g.state.pending.data) == 2
    keep = g.state.pending.options[0]
    g.apply(A.Choose(keep))
    g.apply(A.Academy("relics-1"))
    p = me(g)
    assert p.crystals == 3 and len(p.relics) == 2 and keep in p.relics
    assert len(g.state.village.relic_deck.discard_pile) == 1
    assert not any(a.what.startswith("elder") for a in g.legal_actions() if isinstance(a, A.Academy))


@pytest.mark.rule("FLOE-ELDER-ACTION-1", "FLOE-ELDER-FIRST-1", "FLOE-ELDER-SECOND-1", "FLOE-MAYOR-ADV-1",
                  "FLOE-MAYOR-MOVE-1", "FLOE-AMBIG-14")
def test_elders_first_and_second_time() -> None:
    g = at_academy(game(), crystals=3, vp=0)
    assert A.Academy("elder:elder-hulda") not in g.legal_actions()  # costs 4
    mayor = g.state.village.mayor
    g.apply(A.Academy("elder:elder-ysolde"))  # cost 3: any 2 Merits, then the first-time bonus
    choose_all(g, "might", "might")
    while g.state.pending:
        g.apply(A.Choose(g.state.pending.options[0]))
    p = me(g)
    assert p.crystals == 0 and p.merits["might"] == 3 and len(p.relics) == 1
    assert g.state.village.elders["elder-ysolde"] == 1 and g.state.village.mayor == mayor - 2
    # the flipped tile costs 1 less, gives its benefit again, no Mayor, then leaves the game
    g2 = game(players=2, seed=1)

    def flipped(st):
        st.village.elders["elder-ysolde"] = 1
        st.players[1].turns_taken = 1
    from floe_kit import edit as _edit
    _edit(g2, flipped)
    at_academy(g2, crystals=2)
    mayor = g2.state.village.mayor
    g2.apply(A.Academy("elder:elder-ysolde"))
    choose_all(g2, "charm", "charm")
    assert me(g2).crystals == 0 and me(g2).merits["charm"] == 3 and me(g2).relics == []
    assert g2.state.village.elders["elder-ysolde"] == 2 and g2.state.village.mayor == mayor
    assert not any(a.what == "elder:elder-ysolde" for a in g2.legal_actions() if isinstance(a, A.Academy))


# -- merits and upgrades --------------------------------------------------------------------------------
def resolve_with(g, seat, effect):
    from floe_widgets.games.floe.effects import resolve
    from floe_widgets.games.floe.state import Queued

    g.state.queue.append(Queued(seat, effect))
    return resolve(g.state, g.chance)


@pytest.mark.rule("FLOE-MERIT-TYPES-1", "FLOE-MERIT-GAIN-1", "FLOE-MERIT-MAX-1")
def test_merits_rise_and_cap_at_six() -> None:
    from floe_widgets.games.floe.state import MERIT_COLOURS

    assert MERIT_COLOURS == {"skill": "yellow", "might": "red", "charm": "green", "craft": "brown"}
    g = game()
    p = g.state.players[0]
    p.merits["charm"] = 2
    resolve_with(g, 0, "merit:charm:2")
    assert p.merits["charm"] == 4
    p.merits["skill"] = 5
    resolve_with(g, 0, "merit:skill:3")
    assert p.merits["skill"] == 6 and g.state.pending is None


@pytest.mark.rule("FLOE-MERIT-ICON-1")
def test_merit_icons() -> None:
    g = game()
    resolve_with(g, 0, "merit:diff:2")
    assert "skill+skill" not in g.state.pending.options and "skill+might" in g.state.pending.options
    g = game()
    resolve_with(g, 0, "merit:any:2")
    g.apply(A.Choose("skill"))
    g.apply(A.Choose("skill"))
    assert g.state.players[0].merits["skill"] == 3
    g = game()
    resolve_with(g, 0, "merit:same:3")
    g.apply(A.Choose("craft"))
    assert g.state.players[0].merits["craft"] == 4


@pytest.mark.rule("FLOE-HERO-UPGRADE-1", "FLOE-FAMILIAR-UPGRADE-1", "FLOE-EXAMPLE-19", "FLOE-MERIT-LOWER-1")
def test_tiles_flip_on_merit_thresholds() -> None:
    g = game()
    p = g.state.players[0]
    p.merits = {"skill": 2, "might": 3, "charm": 4, "craft": 1}
    resolve_with(g, 0, "none")
    assert p.familiar_flipped and not p.hero_flipped and sum(p.merits.values()) == 10
    resolve_with(g, 0, "merit:might:1")
    assert p.hero_flipped
    p.merits["might"] = 2
    resolve_with(g, 0, "none")
    assert p.hero_flipped and p.familiar_flipped


@pytest.mark.rule("FLOE-HERO-FULL-1", "FLOE-HERO-FULL-2", "FLOE-HERO-FULL-3", "FLOE-FAQ-MERIT-1")
def test_full_potential() -> None:
    g = game()
    p = g.state.players[0]
    pair = data.boards()[p.board]["full_potential"]
    p.merits = {m: 1 for m in p.merits}
    p.merits[pair[0]], p.merits[pair[1]] = 6, 5
    p.vp = 0
    resolve_with(g, 0, f"merit:{pair[1]}:1")
    assert p.hero_slid and p.vp == 2
    resolve_with(g, 0, f"merit:{pair[1]}:1")  # maxed: apply elsewhere
    assert g.state.pending.kind == "merit" and pair[0] not in g.state.pending.options
    g.apply(A.Choose(g.state.pending.options[0]))
    assert g.state.players[0].vp == 2  # no second +2
    resolve_with(g, 0, "relic:2")
    assert len(g.state.pending.data) == 3  # one extra Relic
    g2 = game()
    q = g2.state.players[0]
    q.merits = {m: 6 for m in q.merits}
    q.hero_slid = True
    resolve_with(g2, 0, "merit:skill:1")
    assert g2.state.pending is None and q.merits == {m: 6 for m in q.merits}


@pytest.mark.rule("FLOE-RELIC-LOOK-2")
def test_look_for_relics_icon() -> None:
    g = game()
    resolve_with(g, 0, "relic:3")
    assert len(g.state.pending.data) == 3
    g.apply(A.Choose(g.state.pending.options[0]))
    assert len(g.state.players[0].relics) == 1 and len(g.state.village.relic_deck.discard_pile) == 2
    g = game()
    resolve_with(g, 0, "relic:1")
    assert g.state.pending is None and len(g.state.players[0].relics) == 1


@pytest.mark.rule("FLOE-FAQ-DISCARD-1", "FLOE-ITEM-SELL-1")
def test_an_item_sold_after_the_item_deck_ran_out_is_offered_again() -> None:
    from floe_widgets.games.floe.village import available_items

    def change(st):
        v = st.village
        for pile in (v.item_deck.draw_pile, v.item_display):
            if "hatchet" in pile:
                pile.remove("hatchet")
        st.players[1].items, v.item_deck.draw_pile = list(v.item_deck.draw_pile), []   # the deck is drawn out
        st.players[0].items = ["hatchet"]
    g = edit(game(), change)
    village_turn(g, warmth=3)
    assert "hatchet" not in available_items(g.state)
    g.apply(A.UseBuilding(0))
    choose_all(g, "sell", "item:hatchet")
    assert available_items(g.state)[-1] == "hatchet"
    assert any(e.rules == ("FLOE-FAQ-DISCARD-1",) for e in g.events())



@pytest.mark.rule("FLOE-FAQ-DISCARD-1", "FLOE-SHOP-ACTION-1", "FLOE-SPRINGS-ACTION-1")
@pytest.mark.parametrize(("space", "pile", "held", "take"), [("shop", "item", "items", A.BuyItem),
                                                          ("springs", "ally", "allies", A.TakeAlly)])
def test_a_drawn_out_deck_refills_its_display_from_its_shuffled_discards(space, pile, held, take) -> None:
    """A position set by hand with the Item (Ally) deck drawn out and two of its cards discarded: the discards are
    shuffled into a new deck once the turn's first action is over, so the card taken from the display is replaced
    by one of them and the other is left in the deck."""
    def change(st):
        deck = getattr(st.village, f"{pile}_deck")
        deck.discard_pile = deck.draw_pile[:2]
        setattr(st.players[1], held, deck.draw_pile[2:])
        deck.draw_pile = []
    g = edit(game(), change)
    display = list(getattr(g.state.village, f"{pile}_display"))
    discards = list(getattr(g.state.village, f"{pile}_deck").discard_pile)
    village_turn(g, resources=dict(FULL))
    g.apply(A.PlaceFigure(space))
    g.apply(take(display[0]))
    shown, deck = getattr(g.state.village, f"{pile}_display"), getattr(g.state.village, f"{pile}_deck")
    assert getattr(me(g), held) == [display[0]]
    assert shown[:-1] == display[1:] and shown[-1] in discards
    assert deck.discard_pile == [] and deck.draw_pile == [d for d in discards if d != shown[-1]]


@pytest.mark.rule("FLOE-TAVERN-ACTION-1")
def test_the_tavern_offers_each_of_the_two_benefits_of_a_card() -> None:
    g = village_turn(tavern_shows(game()), resources=dict(FULL))
    g.apply(A.PlaceFigure("tavern"))
    offered = [a for a in g.legal_actions() if isinstance(a, A.TavernVisit)]
    assert A.TavernVisit("nessa-brightwater", 0) in offered and A.TavernVisit("nessa-brightwater", 1) in offered
    assert offered == [A.TavernVisit(card, option) for card in dict.fromkeys(a.card for a in offered)
                       for option in (0, 1)]
