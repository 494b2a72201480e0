"""The game's options, the choice of turn, and the free actions any time on one's turn (items, treasures),
with what they pay and where the paid pieces go."""

from __future__ import annotations

import pytest

from floe_widgets.core import SetupError
from floe_widgets.games.floe_2024.actions import (
    EndTurn,
    OpenTreasure,
    StartMapTurn,
    UseItem,
    UseTreasure,
    VisitVillage,
)

from .helpers import choose, edit, me, new, said


@pytest.mark.rule("FLOEJA-MISSING-25")
@pytest.mark.rule("FLOEJA-DEFEAT-REWARD-1")
def test_options_are_checked_with_their_own_rule() -> None:
    for options, rule, words in (
            (dict(colour=1), "CORE-OPTIONS", "Floe (2024) has no option 'colour'."),
            (dict(room_reward="x"), "FLOEJA-DEFEAT-REWARD-1", "room_reward is 'printed' or 'choose'."),
            (dict(round_limit=0), "FLOEJA-MISSING-25", "round_limit is a whole number of rounds (at least 1) or None."),
            (dict(round_limit=True), "FLOEJA-MISSING-25", None),
            (dict(round_limit="3"), "FLOEJA-MISSING-25", None)):
        with pytest.raises(SetupError) as info:
            new(2, **options)
        assert info.value.rule_id == rule
        assert words is None or str(info.value).startswith(words)
    assert new(2).options == {"room_reward": "printed", "round_limit": 30}
    assert new(2).state.round_limit == 30
    g = new(2, round_limit=None, room_reward="choose")
    assert g.options == {"room_reward": "choose", "round_limit": None} and g.state.round_limit is None
    assert new(2, round_limit=1).state.round_limit == 1


@pytest.mark.rule("FLOEJA-TURN-CHOICE-1")
@pytest.mark.rule("FLOEJA-MOVE-VILLAGE-1")
def test_the_turn_kind_is_chosen_and_a_map_turn_starts_on_the_main_island_only_from_the_village() -> None:
    g = new(1)
    lines = said(g.apply(StartMapTurn()))
    assert lines == [("From the Village to the main island (free)", ("FLOEJA-MOVE-VILLAGE-1",))]
    assert (g.state.turn_kind, g.state.step, me(g).location) == ("map", "map", "floe.I0")
    edit(g, lambda s: setattr(s.players[0], "location", "floe.I2"))
    g.apply(EndTurn())
    assert said(g.apply(StartMapTurn())) == [] and me(g).location == "floe.I2"
    g = new(1)
    g.apply(VisitVillage("healing"))
    assert (g.state.turn_kind, g.state.step, me(g).location) == ("village", "familiar", "village:healing")


@pytest.mark.rule("FLOEJA-CHEST-TREASURE-1")
@pytest.mark.rule("FLOEJA-CHEST-TREASURE-2")
def test_a_treasure_is_drawn_with_chest_and_key_and_the_used_ones_are_shuffled_back() -> None:
    g = edit(new(1), lambda s: [setattr(s.players[0], "chest", True), setattr(s.players[0], "key", True)])
    top = g.state.treasure_deck[0]
    lines = said(g.apply(OpenTreasure()))
    assert len(lines) == 1 and lines[0][1] == ("FLOEJA-CHEST-TREASURE-1",)
    assert me(g).treasures == [top] and not me(g).chest and not me(g).key
    g = edit(new(1), lambda s: [setattr(s.players[0], "chest", True), setattr(s.players[0], "key", True),
                                setattr(s, "treasure_used", list(s.treasure_deck)), setattr(s, "treasure_deck", [])])
    used = set(g.state.treasure_used)
    g.apply(OpenTreasure())
    assert me(g).treasures[0] in used and g.state.treasure_used == []
    assert len(g.state.treasure_deck) == len(used) - 1
    assert said(g.apply(UseTreasure(me(g).treasures[0], 0)))[0][1] == (
        "FLOEJA-CHEST-TREASURE-1", "FLOEJA-CHEST-TREASURE-2", "FLOEJA-MISSING-12")
    assert me(g).treasures == [] and len(g.state.treasure_used) == 1


@pytest.mark.rule("FLOEJA-SHOP-EFFECT-1")
def test_an_item_pays_with_a_potion_a_map_or_a_crystal() -> None:
    g = edit(new(1), lambda s: [s.players[0].items.extend(["it-flask", "it-compass", "it-cloak"]),
                                setattr(s.players[0], "potions", ["arrow", "sneak"]),
                                setattr(s.players[0], "maps", 2), setattr(s.players[0], "crystals", 1),
                                setattr(s.players[0], "warmth", 1)])
    stock = list(g.state.potion_stock)
    g.apply(UseItem("it-flask"))
    assert me(g).potions == ["sneak"] and g.state.potion_stock == stock + ["arrow"] and me(g).warmth == 3
    g.apply(UseItem("it-compass"))
    assert me(g).maps == 1 and me(g).crystals == 2
    g.apply(UseItem("it-cloak"))
    assert me(g).crystals == 1 and me(g).maps == 2
    assert me(g).used_this_turn == ["item:it-flask", "item:it-compass", "item:it-cloak"]


@pytest.mark.rule("FLOEJA-HEAL-CHOICE-1")
def test_the_healing_house_gives_four_warmth_or_two_and_a_potion() -> None:
    g = edit(new(1), lambda s: setattr(s.players[0], "warmth", 0))
    g.apply(VisitVillage("healing"))
    choose(g, "暖+2")
    assert me(g).warmth == 2 and len(me(g).potions) == 2
