"""Setup (セットアップ) and the choice of turn."""

from __future__ import annotations

import pytest

from floe_widgets import games
from floe_widgets.core import SetupError
from floe_widgets.games.floe_2024 import board as B
from floe_widgets.games.floe_2024 import data
from floe_widgets.games.floe_2024.actions import StartMapTurn, VisitVillage
from floe_widgets.games.floe_2024.economy import capacity, warmth_cap

from .helpers import me, new


@pytest.mark.rule("FLOEJA-META-PLAYERS-1")
def test_one_to_four_players() -> None:
    for n in (1, 2, 3, 4):
        assert len(new(n).state.players) == n
    with pytest.raises(SetupError) as info:
        games.new("floe-2024", players=5)
    assert info.value.rule_id == "FLOEJA-META-PLAYERS-1"


@pytest.mark.rule("FLOEJA-SETUP-MAPS-1")
def test_two_boards_face_up_and_four_with_discovery_tiles() -> None:
    s = new(3).state
    assert s.layout["top-centre"] == "floe" and s.layout["bottom-centre"] == "skull"
    assert sorted(s.revealed) == ["floe", "skull"]
    hidden = [b for b in s.layout.values() if b not in s.revealed]
    assert len(hidden) == 4 and sorted(s.discovery) == sorted(hidden)
    assert len(set(s.discovery.values())) == 4
    assert all(p.location == "village" for p in s.players)
    # the four face-down boards are shuffled under their own name and laid in the drawn order
    g = new(3)
    (order,) = [outcome for drawn, outcome, _ in g.setup_chance if drawn == "map-boards"]
    outer = [b for b in data.maps()["boards"] if b not in g.state.revealed]
    places = [p for p in B.world.POSITIONS if g.state.layout[p] not in g.state.revealed]
    assert [g.state.layout[p] for p in places] == [outer[i] for i in order]


@pytest.mark.rule("FLOEJA-SETUP-VILLAGE-1")
def test_village_displays_and_stocks() -> None:
    s = new(2).state
    assert s.items and s.tavern and s.quests
    assert s.objective_deck and s.potion_stock and s.treasure_deck
    for p in s.players:
        assert not p.items and not p.quest and not p.objectives and p.hero_level == 1


@pytest.mark.rule("FLOEJA-SETUP-VILLAGE-2")
def test_workshop_columns_pair_a_top_and_a_bottom_tile() -> None:
    s = new().state
    assert len(s.workshop) == 3
    for top, bottom in s.workshop:
        assert top.startswith("bt-") and bottom.startswith("bb-")
    # each stack is shuffled under its own name (a lesson or a replay can fix it) and dealt in the drawn order
    g, buildings = new(), data.components()["buildings"]
    for label, half, column in (("building-tops", "tops", 0), ("building-bottoms", "bottoms", 1)):
        (order,) = [outcome for drawn, outcome, _ in g.setup_chance if drawn == label]
        tiles = [buildings[half][i]["id"] for i in order]
        assert [pair[column] for pair in g.state.workshop] == tiles[:3]


@pytest.mark.rule("FLOEJA-SETUP-VILLAGE-3")
def test_three_encounter_decks_and_a_landmark_deck() -> None:
    s = new().state
    assert sorted(s.encounter_decks) == ["cave", "ice", "sea"]
    assert all(s.encounter_decks.values())
    assert len(s.landmark_deck) == 4 and not s.landmarks


@pytest.mark.rule("FLOEJA-SETUP-VILLAGE-4")
def test_end_token_on_six_for_every_player_count() -> None:
    from floe_widgets.games.floe_2024.economy import END_SCORE

    for n in (1, 4):
        g = new(n)
        me(g).vp = END_SCORE - 1
        from floe_widgets.games.floe_2024.context import Ctx
        from floe_widgets.games.floe_2024.economy import gain_vp

        ctx = Ctx(g.state, g.chance, g.options)
        gain_vp(ctx, me(g), 1)
        assert g.state.end_round == g.state.round + 1


@pytest.mark.rule("FLOEJA-SETUP-VILLAGE-5")
def test_one_villager_per_grey_space_none_at_the_healing_house() -> None:
    s = new().state
    assert s.villagers == {"shop": 1, "tavern": 1, "springs": 1, "workshop": 1, "academy": 1}


@pytest.mark.rule("FLOEJA-SETUP-MAP-1")
def test_one_token_on_each_starting_iceberg_and_sea() -> None:
    s = new().state
    for board in ("floe", "skull"):
        icebergs, seas = B.board_places(s, board)
        assert all(len(s.tokens[p]) == 1 for p in icebergs + seas)
    assert len(s.bags["ice"]) == 20 and len(s.bags["sea"]) == 20


@pytest.mark.rule("FLOEJA-SETUP-MAP-2")
def test_ships_start_at_the_main_island_docks() -> None:
    s = new().state
    assert len(s.ships) == 2 and all(d.startswith("floe.") for d in s.ships)


@pytest.mark.rule("FLOEJA-SETUP-CAVE-1")
def test_first_room_face_up_others_face_down_event_room_empty() -> None:
    s = new().state
    assert s.face_up == ["1"]
    assert sorted(s.monsters) == ["1", "2", "4", "5"]
    assert "3" not in s.monsters


@pytest.mark.rule("FLOEJA-SETUP-CAVE-2")
def test_cave_tokens_all_in_the_bag_dive_column_face_up() -> None:
    s = new().state
    assert not s.slots and len(s.bags["cave"]) == 16
    assert len(s.dive) == 5 and s.event_deck and s.event is None
    # the event deck is shuffled under its own name and kept in the drawn order
    g = new()
    (order,) = [outcome for drawn, outcome, _ in g.setup_chance if drawn == "cave-events"]
    assert g.state.event_deck == [data.cave()["events"][i]["id"] for i in order]


@pytest.mark.rule("FLOEJA-SETUP-PLAYER-1")
def test_each_player_starts_with_one_potion_and_the_starting_building() -> None:
    for p in new(4).state.players:
        assert len(p.potions) == 1 and p.buildings == [] and p.hero_level == 1
        assert not p.items and p.quest is None and not p.objectives


@pytest.mark.rule("FLOEJA-SETUP-PLAYER-2")
def test_warmth_four_with_cap_four() -> None:
    g = new()
    p = me(g)
    assert p.warmth == 4 and warmth_cap(p) == 4


@pytest.mark.rule("FLOEJA-SETUP-PLAYER-3")
def test_stones_on_space_two_markers_at_zero() -> None:
    p = me(new())
    assert all(v == 2 for v in p.stones.values())
    assert p.res == {"pearl": 0, "kelp": 0, "bubble": 0, "mushroom": 0, "wood": 0}
    assert capacity(p, "pearl") == 1


@pytest.mark.rule("FLOEJA-SETUP-PLAYER-4")
def test_no_chest_key_or_half_and_the_leftmost_dice_space() -> None:
    p = me(new())
    assert (p.chest, p.key, p.half, p.dice) == (False, False, False, 0)


@pytest.mark.rule("FLOEJA-SETUP-PLAYER-5")
def test_cave_markers_in_room_one_scores_zero() -> None:
    s = new(4).state
    assert all(p.room == 1 and p.vp == 0 for p in s.players)


@pytest.mark.rule("FLOEJA-SETUP-PLAYER-6")
def test_players_after_the_start_player_get_a_bubble() -> None:
    s = new(3).state
    assert [p.res["bubble"] for p in s.players] == [0, 1, 1]


@pytest.mark.rule("FLOEJA-TURN-CHOICE-1")
def test_first_turn_may_be_a_village_turn_or_a_map_turn() -> None:
    g = new()
    assert VisitVillage("healing") in g.legal_actions() and StartMapTurn() in g.legal_actions()
    g.apply(VisitVillage("healing"))
    assert g.state.turn_kind == "village"
