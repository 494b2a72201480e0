"""Idols: picking up, carrying, dropping, placing on altars, researching or gaining powers."""

from __future__ import annotations

import pytest

from floe_widgets.core import IllegalAction
from floe_widgets.games.ice_and_idols.actions import (
    Drop,
    EndTurn,
    GainPower,
    Move,
    PickUp,
    PlaceIdol,
    Research,
    RotateTemple,
)
from floe_widgets.games.ice_and_idols.scoring import breakdown

from .helpers import at_location, place, put, refresh, roundabout_board


def board(players=2, **kw):
    g = roundabout_board(players, **kw)
    g.state.event_deck = [24, 25, 26, 27] + g.state.event_deck  # chills on top
    return g


def kinds(g):
    return {a.kind for a in g.legal_actions()}


@pytest.mark.rule("IAI-IDOL-PICK-1", "IAI-GRID-LOC-1")
def test_pick_up_from_the_location_under_the_tile():
    g = board()
    at_location(g, (2, 2), idols=["jade"])
    put(g, (2, 2), "double", 0)
    g.state.players[0].path = 1                          # whichever path of the tile: same location
    refresh(g)
    g.apply(PickUp("jade"))
    assert g.state.players[0].hand == ["jade"] and g.state.supply["jade"] == 7 and g.state.ap == 4
    with pytest.raises(IllegalAction) as info:
        g.apply(PickUp("ruby"))
    assert info.value.rule_id == "IAI-GRID-LOC-1"


@pytest.mark.rule("IAI-IDOL-PICK-2", "IAI-IDOL-CARRY-1", "IAI-POWER-TIGER-1")
def test_two_idols_location_and_carrying_two_with_tigers_eye():
    g = board()
    at_location(g, (2, 2), idols=["gold", "jade"])
    refresh(g)
    assert {a.idol for a in g.legal_actions() if isinstance(a, PickUp)} == {"gold", "jade"}
    g.apply(PickUp("gold"))
    assert not any(isinstance(a, PickUp) for a in g.legal_actions())
    with pytest.raises(IllegalAction) as info:
        g.apply(PickUp("jade"))
    assert info.value.rule_id == "IAI-SETUP-HAND-1"
    g.state.players[0].powers = ["tigers-eye"]
    refresh(g)
    with pytest.raises(IllegalAction) as info:
        g.apply(PickUp("gold"))
    assert info.value.rule_id == "IAI-IDOL-CARRY-1"
    g.apply(PickUp("jade"))
    assert sorted(g.state.players[0].hand) == ["gold", "jade"]


@pytest.mark.rule("IAI-IDOL-PICK-3")
def test_locations_are_never_used_up():
    g = board()
    at_location(g, (2, 2), idols=["sapphire"])
    place(g, 1, (2, 2))
    refresh(g)
    g.apply(PickUp("sapphire"))
    g.apply(EndTurn())
    g.apply(PickUp("sapphire"))
    assert g.state.supply["sapphire"] == 6


@pytest.mark.rule("IAI-AMBIG-9")
def test_empty_supply():
    g = board()
    at_location(g, (2, 2), idols=["gold"])
    g.state.supply["gold"] = 0
    refresh(g)
    with pytest.raises(IllegalAction) as info:
        g.apply(PickUp("gold"))
    assert info.value.rule_id == "IAI-AMBIG-9"


@pytest.mark.rule("IAI-IDOL-DROP-1", "IAI-AMBIG-22")
def test_drop_is_free_and_returns_to_supply():
    g = board()
    at_location(g, (2, 2), idols=["jade"])
    refresh(g)
    g.apply(PickUp("jade"))
    for _ in range(4):
        g.apply(Move("N"))
    assert g.state.ap == 0
    g.apply(Drop("jade"))
    assert g.state.players[0].hand == [] and g.state.supply["jade"] == 8
    assert not any(g.state.map_idols[p] == ["jade"] for p in range(25) if p != 12)
    # carried idols score nothing
    g2 = board()
    g2.state.players[0].hand = ["ruby"]
    assert breakdown(g2.state, g2.content, 0)["total"] == 0


@pytest.mark.rule("IAI-ALTAR-PLACE-1", "IAI-ALTAR-CHOICE-1")
def test_place_on_a_matching_altar_then_choose():
    g = board()
    at_location(g, (2, 2), altar="gold")
    g.state.players[0].hand = ["ruby"]
    refresh(g)
    with pytest.raises(IllegalAction) as info:
        g.apply(PlaceIdol("ruby"))
    assert info.value.rule_id == "IAI-ALTAR-PLACE-1"
    g.state.players[0].hand = ["gold"]
    refresh(g)
    g.apply(PlaceIdol("gold"))
    assert g.state.ap == 4
    assert {type(a) for a in g.legal_actions()} == {Research, GainPower}
    with pytest.raises(IllegalAction) as info:
        g.apply(EndTurn())
    assert info.value.rule_id == "IAI-ALTAR-CHOICE-1"
    g.apply(Research())
    assert g.state.pending is None and g.state.map_altars[12] == "gold"
    assert g.state.players[0].hand == []


@pytest.mark.rule("IAI-POWER-GAIN-1", "IAI-EVENT-TRIGGER-1", "IAI-POWER-JADE-1")
def test_gain_power_draws_an_event_and_is_usable_at_once():
    g = board()
    at_location(g, (2, 2), altar="jade")
    g.state.players[0].hand = ["jade"]
    g.state.supply["jade"] = 7
    refresh(g)
    g.apply(Move("N"))
    g.apply(Move("S"))
    deck = len(g.state.event_deck)
    g.apply(PlaceIdol("jade"))          # 2 AP left
    events = g.apply(GainPower())
    assert len(g.state.event_deck) == deck - 1 and g.state.event_discard
    assert any("IAI-EVENT-TRIGGER-1" in e.rules for e in events)
    assert g.state.players[0].powers == ["jade"]
    assert g.state.supply["jade"] == 7   # the idol stays on the board
    g.apply(RotateTemple(True))
    assert g.state.rotation == 1 and g.state.ap == 0


@pytest.mark.rule("IAI-EVENT-TRIGGER-1", "IAI-RESEARCH-SPACE-1")
def test_research_on_a_plain_space_draws_no_event():
    g = board(players=4)
    at_location(g, (2, 2), altar="sapphire")
    g.state.players[0].hand = ["sapphire"]
    refresh(g)
    deck = len(g.state.event_deck)
    g.apply(PlaceIdol("sapphire"))
    g.apply(Research())                 # space 1 of the Sapphire track: nothing printed
    assert len(g.state.event_deck) == deck


@pytest.mark.rule("IAI-POWER-SAPPHIRE-1", "IAI-AP-TRACK-1")
def test_sapphire_power_now_and_later():
    g = board()
    at_location(g, (1, 2), altar="sapphire")
    g.state.players[0].hand = ["sapphire"]
    refresh(g)
    for side in "NSN":
        g.apply(Move(side))
    g.apply(PlaceIdol("sapphire"))      # 1 AP left
    g.apply(GainPower())
    assert g.state.ap == 2 and not g.state.players[0].ap_cover
    g.apply(EndTurn())
    g.apply(EndTurn())
    assert g.state.ap == 6


@pytest.mark.rule("IAI-POWER-ONCE-1", "IAI-AMBIG-10")
def test_power_once_and_unplaceable_idols():
    g = board()
    at_location(g, (2, 2), altar="ruby")
    g.state.players[0].hand = ["ruby"]
    g.state.players[0].powers = ["ruby"]
    refresh(g)
    g.apply(PlaceIdol("ruby"))
    assert [type(a) for a in g.legal_actions()] == [Research]
    with pytest.raises(IllegalAction) as info:
        g.apply(GainPower())
    assert info.value.rule_id == "IAI-POWER-ONCE-1"
    # track full and power owned: the idol cannot be placed at all, only dropped
    g2 = board()
    at_location(g2, (2, 2), altar="gold")
    g2.state.players[0].hand = ["gold"]
    g2.state.players[0].powers = ["gold"]
    g2.state.track[3] = [1] * g2.content.height(3)
    refresh(g2)
    with pytest.raises(IllegalAction) as info:
        g2.apply(PlaceIdol("gold"))
    assert info.value.rule_id == "IAI-AMBIG-10"
    assert Drop("gold") in g2.legal_actions()


@pytest.mark.rule("IAI-POWER-ALL-1")
def test_all_five_powers_score_eight():
    g = board()
    g.state.players[0].powers = ["sapphire", "ruby", "tigers-eye", "gold", "jade"]
    g.state.players[1].powers = ["sapphire", "ruby", "tigers-eye", "gold"]
    assert breakdown(g.state, g.content, 0)["powers"] == 8
    assert breakdown(g.state, g.content, 1)["powers"] == 0
