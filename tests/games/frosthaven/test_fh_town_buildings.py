"""Town buildings: envelopes, rebuilding, construction, morale and attacks on the outpost."""

from __future__ import annotations

import pytest

from floe_widgets.core import Chance
from floe_widgets.games.frosthaven.outpost import campaign as CP
from floe_widgets.games.frosthaven.outpost import content as K
from floe_widgets.games.frosthaven.outpost import town as TOWN
from floe_widgets.games.frosthaven.outpost.actions import (
    Build,
    Rebuild,
    SpendMorale,
)
from floe_widgets.games.frosthaven.outpost.town import building, unlock_building
from tests.games.frosthaven.outpost_helpers import at, campaign


def events(game) -> list:
    return list(game.history[-1].events)


@pytest.mark.rule("FH-DOWNTIME-RETIRE-1")
def test_an_envelope_opens_a_building_once_and_unbuilt() -> None:
    s = campaign().state
    s.buildings = [b for b in s.buildings if b.number != 44]
    count = len(s.buildings)
    (ev,) = unlock_building(s, 44, ("FH-DOWNTIME-RETIRE-1",))
    assert ev.rules == ("FH-DOWNTIME-RETIRE-1",) and "building 44" in ev.text
    b = building(s, 44)
    assert (b.level, b.wrecked, b.name) == (0, False, K.building_info(44)["name"])
    assert unlock_building(s, 44, ("FH-DOWNTIME-RETIRE-1",)) == [] and len(s.buildings) == count + 1
    assert [b.number for b in s.buildings] == sorted(b.number for b in s.buildings)


@pytest.mark.rule("FH-CONSTRUCT-REBUILD-1")
def test_a_rebuilt_building_is_standing_again() -> None:
    g = at(campaign(), "outpost", "construction", builds_left=1, supply={"lumber": 9, "metal": 9, "hide": 9})
    s = g.state
    number = next(b.number for b in s.buildings if b.level >= 1)
    building(s, number).wrecked = True
    g.set_position(s)
    g.apply(Rebuild(number))
    assert building(g.state, number).wrecked is False
    (ev,) = events(g)
    assert ev.rules == ("FH-CONSTRUCT-REBUILD-1",) and f"Building {number} (" in ev.text and "is rebuilt for" in ev.text


@pytest.mark.rule("FH-EVENT-ATTACK-1")
def test_the_barracks_level_adds_to_defence_unless_wrecked() -> None:
    s = campaign().state
    printed = K.building_info(5)["defence"]
    barracks = building(s, K.data()["guard_bonus_building"])
    assert barracks.level == 1 and TOWN.defence(s, 5) == printed + 1
    barracks.level = 3
    assert TOWN.defence(s, 5) == printed + 3
    barracks.wrecked = True
    assert TOWN.defence(s, 5) == printed
    s.buildings.remove(barracks)
    assert TOWN.defence(s, 5) == printed


@pytest.mark.rule("FH-EVENT-ATTACK-1")
def test_a_building_holds_at_exactly_the_attack_and_is_wrecked_below_it() -> None:
    s = campaign().state
    strength = TOWN.defence(s, 5) + 1                   # a guard card of +1 exactly matches the attack
    s.attack_targets, s.attack_strength, s.guard_deck = [5, 17], strength, [1, -1]
    (ev,) = TOWN.defend(s, 5, Chance(0))
    assert not building(s, 5).wrecked and ev.kind == "info" and ev.rules == ("FH-EVENT-ATTACK-1",)
    assert f"holds: defence {strength - 1} + guard card +1 against attack {strength}." in ev.text
    (ev,) = TOWN.defend(s, 17, Chance(0))
    assert building(s, 17).wrecked and ev.kind == "wrecked" and ev.rules == ("FH-EVENT-ATTACK-1",)
    assert f"is wrecked: defence {TOWN.defence(s, 17)} + guard card -1 is below attack {strength}." in ev.text
    assert s.attack_targets == [] and s.guard_discard == [1, -1]


@pytest.mark.rule("FH-EVENT-ATTACK-1")
def test_the_town_guard_deck_is_reshuffled_under_its_label() -> None:
    s = campaign().state
    s.guard_deck, s.guard_discard = [], [0, 1, 2, -1]
    ch = Chance(0)
    ch.fix("town-guard", [2, -1, 0, 1])
    assert TOWN.draw_guard(s, ch) == 2 and s.guard_deck == [-1, 0, 1] and s.guard_discard == [2]


@pytest.mark.rule("FH-CONSTRUCT-MORALE-1")
def test_spending_morale_is_reported_with_its_rule() -> None:
    g = at(campaign(), "outpost", "construction", builds_left=1, morale=5)
    g.apply(SpendMorale())
    (ev,) = events(g)
    assert ev.rules == ("FH-CONSTRUCT-MORALE-1",) and "(morale now 3)" in ev.text
    assert (g.state.builds_left, g.state.morale, g.state.morale_spent) == (2, 3, True)


@pytest.mark.rule("FH-CONSTRUCT-BUILD-1")
def test_the_first_construction_builds_and_the_next_upgrades() -> None:
    g = at(campaign(), "outpost", "construction", builds_left=2, supply={"lumber": 9, "metal": 9, "hide": 9})
    g.apply(Build(12))
    (ev,) = events(g)
    assert ev.kind == "build" and ev.rules == ("FH-CONSTRUCT-BUILD-1",) and " is built for " in ev.text
    g.apply(Build(12))
    (ev,) = events(g)
    assert " is upgraded to level 2 for " in ev.text and building(g.state, 12).level == 2


@pytest.mark.rule("FH-CONSTRUCT-MORALE-1")
def test_exactly_2_morale_buy_the_second_construction() -> None:
    assert CP.constructions_allowed(2, True) == (2, 0)
    assert CP.constructions_allowed(6, False) == (1, 6)
