"""Setup and components (FLOE-SETUP-*, FLOE-AMBIG-1..5)."""

from __future__ import annotations

import pytest
from floe_kit import game

from floe_widgets.core import SetupError
from floe_widgets.games.floe import data
from floe_widgets.games.floe.game import Floe
from floe_widgets.games.floe.world import FLOE_START, geometry


@pytest.mark.rule("FLOE-SETUP-COMP-1", "FLOE-RELIC-DECK-1")
def test_card_decks_have_the_printed_counts() -> None:
    assert len(data.items()) == 12 and len(data.treasures()) == 8 and len(data.relic_cards()) == 34
    assert len(data.tavern()) == 8 and len(data.allies()) == 12 and len(data.landmarks()) == 4
    assert len(data.quests()) == 4
    by_type = {t: sum(data.relic_type(r) == t for r in data.relic_cards()) for t in data.relic_types()}
    assert by_type == {"dolphinette": 10, "heliostone": 9, "tapinsai": 7, "sloopy": 5, "hillstead": 3}


@pytest.mark.rule("FLOE-SETUP-COMP-2", "FLOE-SETUP-COMP-3", "FLOE-SETUP-VIL-7")
def test_boards_tiles_and_figures() -> None:
    g = Floe(players=4, seed=3)
    st = g.state
    assert len(st.world.layout) == 6
    tops = [t for t in data.building_tops() if not t.startswith("start-")]
    bottoms = [b for b in data.building_bottoms() if not b.startswith("start-")]
    assert len(tops) == 12 and len(bottoms) == 12 and len(data.starting_buildings()) == 4
    assert len(st.village.elders) == 4 and len(data.heroes()) == 4 and len(data.familiars()) == 4
    assert st.village.achievements == {a: -1 for a in ("boss", "stones", "regions", "merits", "relics", "landmarks")}
    assert sum(st.village.villagers.values()) == 5 and len(st.world.ships) == 2


@pytest.mark.rule("FLOE-SETUP-COMP-4", "FLOE-SETUP-PLAYER-1")
def test_player_kits_and_player_count() -> None:
    g = Floe(players=4, seed=1)
    for p in g.state.players:
        assert len(p.stones) == 4 and p.rumors_on_track + p.rumors_available == 4
        assert set(p.merits) == {"skill", "might", "charm", "craft"}
    with pytest.raises(SetupError):
        Floe(players=5)


@pytest.mark.rule("FLOE-SETUP-COMP-5", "FLOE-SETUP-SUP-1", "FLOE-SETUP-PLAYER-9")
def test_general_supply() -> None:
    g = Floe(players=4, seed=2)
    s = g.state.supply
    assert len(s.potions.draw_pile) == 24 - 4 and len(s.crates.draw_pile) == 18 and len(s.maps.draw_pile) == 12
    assert all(sum(t.startswith("potion") for t in p.tokens) == 1 for p in g.state.players)
    other = Floe(players=4, seed=9).state.supply
    assert s.crates.draw_pile != other.crates.draw_pile  # shuffled by the seed


@pytest.mark.rule("FLOE-SETUP-VIL-1", "FLOE-SETUP-VIL-2", "FLOE-SETUP-VIL-4", "FLOE-SETUP-VIL-5", "FLOE-AMBIG-1")
def test_village_displays_and_face_up_decks() -> None:
    from floe_widgets.games.floe import village

    st = Floe(players=2, seed=4).state
    v = st.village
    assert len(v.item_display) == 2 and len(v.item_deck.draw_pile) == 10
    assert len(v.tavern_display) == 1 and len(v.tavern_deck.draw_pile) == 7
    assert len(v.ally_display) == 1 and len(v.ally_deck.draw_pile) == 11
    assert len(v.building_display) == 2 and len(v.top_stack.draw_pile) == 10 and len(v.bottom_stack.draw_pile) == 10
    assert len(village.available_items(st)) == 3 and len(village.available_tavern(st)) == 2
    assert len(village.available_allies(st)) == 2 and len(village.available_buildings(st)) == 3


@pytest.mark.rule("FLOE-SETUP-VIL-3", "FLOE-SETUP-VIL-6", "FLOE-SETUP-VIL-9")
def test_elders_decks_and_villagers() -> None:
    v = Floe(players=2, seed=4).state.village
    assert set(v.elders.values()) == {0}
    assert len(v.landmark_deck.draw_pile) == 4 and len(v.treasure_deck.draw_pile) == 8
    assert len(v.relic_deck.draw_pile) == 34
    assert v.villagers == {"shop": 1, "tavern": 1, "springs": 1, "yard": 1, "academy": 1}


@pytest.mark.rule("FLOE-SETUP-VIL-8")
def test_mayor_starts_on_the_stone_for_the_player_count() -> None:
    starts = data.village()["mayor_start"]
    for n in (1, 2, 3, 4):
        assert Floe(players=n, seed=1).state.village.mayor == starts[n]
    assert len({starts[n] for n in (1, 2, 3, 4)}) == 4


@pytest.mark.rule("FLOE-SETUP-REG-1", "FLOE-AMBIG-5")
def test_region_tiles() -> None:
    g1, g2 = Floe(players=2, seed=1), Floe(players=2, seed=1)
    w = g1.state.world
    assert w.layout["top-centre"] == "floe" and w.layout["bottom-centre"] == "skull"
    assert sorted(w.revealed) == ["floe", "skull"]
    assert w.layout == g2.state.world.layout
    layouts = {tuple(sorted(Floe(players=2, seed=s).state.world.layout.items())) for s in range(8)}
    assert len(layouts) > 1
    # the side tiles' order is drawn under its own name, so that a lesson or a replay can name and fix it
    regions = data.regions()
    (order,) = [outcome for label, outcome, _ in g1.setup_chance if label == "region-tiles"]
    sides = [t for t in regions["tiles"] if t not in regions["fixed"].values()]
    assert [w.layout[p] for p in regions["positions"] if p not in regions["fixed"]] == [sides[i] for i in order]


@pytest.mark.rule("FLOE-SETUP-REG-2", "FLOE-SETUP-REG-3")
def test_starting_tokens_and_bags() -> None:
    st = Floe(players=2, seed=5).state
    g = geometry(st.world.layout)
    on_ice = [t for place, toks in st.world.tokens.items() if place in g.icebergs for t in toks]
    on_sea = [t for place, toks in st.world.tokens.items() if place in g.seas for t in toks]
    assert sorted(on_ice) == sorted(data.token_ids("iceberg_start"))
    assert sorted(on_sea) == sorted(data.token_ids("sea_start"))
    assert all(g.tile_of(place) in ("floe", "skull") for place in st.world.tokens)
    assert sorted(st.supply.white_bag) == sorted(data.token_ids("iceberg_bag"))
    assert sorted(st.supply.blue_bag) == sorted(data.token_ids("sea_bag"))


@pytest.mark.rule("FLOE-SETUP-REG-4")
def test_ships_at_the_island_docks() -> None:
    st = Floe(players=2, seed=5).state
    assert sorted(st.world.ships) == ["floe.D0", "floe.D1"]


@pytest.mark.rule("FLOE-SETUP-HERO-1", "FLOE-SETUP-HERO-2", "FLOE-AMBIG-3")
def test_heroes_familiars_quests_dealt() -> None:
    st = Floe(players=4, seed=6).state
    assert len({p.hero for p in st.players}) == 4 and len({p.familiar for p in st.players}) == 4
    assert len({p.quest for p in st.players}) == 4
    for p in st.players:
        assert not (p.hero_flipped or p.hero_slid or p.familiar_flipped or p.familiar_slid)
        assert p.buildings == [(data.heroes()[p.hero]["starting_building"],) * 2]


@pytest.mark.rule("FLOE-SETUP-VARIANT-1")
def test_friendly_variant_chooses() -> None:
    g = Floe(players=2, seed=1, heroes=["sage-orla", "captain-brine"], quests=["ancient-map", "lost-pod"])
    assert [p.hero for p in g.state.players] == ["sage-orla", "captain-brine"]
    assert [p.quest for p in g.state.players] == ["ancient-map", "lost-pod"]
    with pytest.raises(SetupError):
        Floe(players=2, heroes=["sage-orla", "sage-orla"])


@pytest.mark.rule("FLOE-SETUP-PLAYER-2", "FLOE-TURN-ROUND-1")
def test_turn_order_is_clockwise_from_the_start_player() -> None:
    from floe_widgets.games.floe.actions import ChooseTurn, EndMovement, EndTurn

    g = game(players=3)
    seen = []
    for _ in range(6):
        seen.append(g.state.current)
        g.apply(ChooseTurn("exploration"))
        g.apply(EndMovement())
        g.apply(EndTurn())
    assert seen == [0, 1, 2, 0, 1, 2] and g.state.round == 3


@pytest.mark.rule("FLOE-SETUP-PLAYER-3", "FLOE-SETUP-PLAYER-4", "FLOE-SETUP-PLAYER-7", "FLOE-SETUP-PLAYER-8",
                  "FLOE-SETUP-PLAYER-10", "FLOE-AMBIG-4")
def test_player_board_start() -> None:
    from floe_widgets.games.floe.effects import max_warmth

    for p in Floe(players=4, seed=2).state.players:
        assert p.rumors_on_track == 3 and p.rumors_available == 1 and max_warmth(p) == 7
        assert p.merits == {"skill": 1, "might": 1, "charm": 1, "craft": 1}
        assert p.hero_dice == 2 and p.chest_key == 0 and p.location == FLOE_START
        assert p.vp == 0 and p.cave_chamber == 1


@pytest.mark.rule("FLOE-SETUP-PLAYER-5", "FLOE-RES-CAP-1")
def test_storage_starts_at_one() -> None:
    from floe_widgets.games.floe.effects import capacity, gain_basic

    g = Floe(players=1, seed=1)
    st = g.state
    p = st.players[0]
    assert all(capacity(p, r) == 1 for r in ("pearl", "kelp", "mushroom", "wood"))
    gain_basic(st, 0, "pearl", 2)
    assert p.resources["pearl"] == 1 and p.soda == 1


@pytest.mark.rule("FLOE-SETUP-PLAYER-6", "FLOE-AMBIG-2")
def test_starting_warmth_and_soda_by_seat() -> None:
    st = Floe(players=4, seed=2).state
    assert [p.warmth for p in st.players] == [4, 5, 4, 5]
    assert [p.soda for p in st.players] == data.starting_soda()


@pytest.mark.rule("FLOE-SETUP-PLAYER-11", "FLOE-AMBIG-22")
def test_boards_differ_by_their_merit_pairs() -> None:
    pairs = [tuple(b["full_potential"]) for b in data.boards()]
    assert len(set(pairs)) == 4
    fams = [tuple(sorted(b["familiar_full"].items())) for b in data.boards()]
    assert len(set(fams)) == 4
    assert sorted(p.board for p in Floe(players=4, seed=1).state.players) == [0, 1, 2, 3]


@pytest.mark.rule("FLOE-SETUP-COMP-1", "FLOE-SETUP-COMP-2", "FLOE-SETUP-COMP-3", "FLOE-SETUP-COMP-5")
def test_component_list_matches_the_content() -> None:
    comp = {c["name"]: c["count"] for c in data.load("components.yaml")["components"]}
    supply = {c["name"]: c["count"] for c in data.load("components.yaml")["supply"]}
    assert comp["Item cards"] == len(data.items()) and comp["Relic cards"] == len(data.relic_cards())
    assert comp["Ally cards"] == len(data.allies()) and comp["Tavern cards"] == len(data.tavern())
    assert comp["Elder tiles"] == len(data.elders()) and comp["Quest cards"] == len(data.quests())
    assert comp["Hero ability tiles"] == len(data.heroes()) == comp["Familiar ability tiles"] == len(data.familiars())
    assert comp["Achievement tiles"] == len(data.village()["achievements"])
    assert comp["Region tiles"] == len(data.regions()["tiles"])
    assert comp["Villager figures"] == 5 and comp["Ship figures"] == 2 and comp["Hero markers"] == 8
    assert supply["Potion tokens"] == len(data.token_ids("potions"))
    assert supply["Crate tokens"] == len(data.token_ids("crates"))
    assert supply["Map tokens"] == len(data.token_ids("maps"))
    assert supply["Starting Iceberg resource tokens"] == len(data.token_ids("iceberg_start"))
    assert supply["Starting Sea resource tokens"] == len(data.token_ids("sea_start"))
    monsters = data.load("monsters.yaml")
    assert (len(monsters["common"]), len(monsters["elite"]), len(monsters["boss"])) == (
        comp["Common Monster cards"], comp["Elite Monster cards"], comp["Boss Monster cards"])
