"""Tests written from the survivors of a mutation-testing run (mutmut 3.8) over the small, rule-dense
Frosthaven modules: each one pins a number or a state change the older tests let slip (odd amounts
rounded down, boundaries of 2 quest cards or 0 gold left, events citing their rules...)."""

from __future__ import annotations

import pytest

from floe_widgets.games.frosthaven import campaign as CP
from floe_widgets.games.frosthaven.outpost import content as K
from floe_widgets.games.frosthaven.outpost.actions import Craft, CreateCharacter, Rebuild, Retire
from floe_widgets.games.frosthaven.outpost.downtime import hero
from floe_widgets.games.frosthaven.outpost.town import building, unlock_building
from tests.games.frosthaven.outpost_helpers import at, campaign
from tests.games.frosthaven.test_fh_outpost import refused


def events(game) -> list:
    return list(game.history[-1].events)


# -- campaign.py -----------------------------------------------------------------------------------------
@pytest.mark.rule("FH-ENHANCE-LOST-1", "FH-ENHANCE-ORDER-1")
def test_halving_an_odd_enhancement_cost_rounds_down_to_whole_gold() -> None:
    cost = CP.enhancement_cost(25, lost=True)
    assert cost == 12 and isinstance(cost, int)
    assert CP.enhancement_cost(75, multi_target=True, lost=True) == 75


@pytest.mark.rule("FH-VARIANT-TEMPENH-1")
def test_temporary_enhancements_cost_whole_gold() -> None:
    cost = CP.enhancement_cost(33, temporary=True)     # 20% off 33 is 26.4: whole gold, rounded down
    assert cost == 26 and isinstance(cost, int)


@pytest.mark.rule("FH-VARIANT-REDUCED-1")
def test_reduced_randomness_leaves_numbered_cards_alone() -> None:
    assert [CP.reduced_randomness(c) for c in ("+1", "-1", "+0", "null", "bless")] == ["+1", "-1", "+0", "-2", "+2"]


@pytest.mark.rule("FH-CHAR-ITEMS-1")
def test_starting_gold_buys_exactly_30_gold_of_items() -> None:
    prices = {120: 10, 121: 20, 122: 15, 123: 16}
    assert CP.buy_starting_items(CP.STARTING_GOLD, prices, [120, 121]) == 0      # all 30 spent
    with pytest.raises(ValueError, match="not enough gold"):
        CP.buy_starting_items(CP.STARTING_GOLD, prices, [122, 123])             # 31 gold
    with pytest.raises(ValueError, match="not enough gold"):
        CP.buy_starting_items(CP.STARTING_GOLD, prices, [121, 121, 120])        # 50 gold
    with pytest.raises(ValueError, match="item 10 is not"):
        CP.buy_starting_items(CP.STARTING_GOLD, {10: 5}, [10])


@pytest.mark.rule("FH-OUTPOST-STEPS-1")
def test_the_outpost_phase_records_its_steps_and_has_no_sixth() -> None:
    phase = CP.OutpostPhase()
    for step in CP.OUTPOST_STEPS:
        phase.do(step)
    assert phase.done == list(CP.OUTPOST_STEPS)
    with pytest.raises(ValueError, match="needs 'None' now"):
        phase.do("passage of time")


# -- outpost/downtime.py ---------------------------------------------------------------------------------
def downtime(**changes):
    return at(campaign(), "outpost", "downtime", **changes)


@pytest.mark.rule("FH-GEN-PLAYERS-1")
def test_a_player_with_a_character_cannot_create_a_second() -> None:
    g = downtime()
    assert refused(g, CreateCharacter(0, "glintblade", 0)).rule_id == "FH-GEN-PLAYERS-1"


@pytest.mark.rule("FH-CHAR-PQ-1")
@pytest.mark.parametrize("deck, keep, ok", [(2, 1, True), (2, 0, True), (1, 1, False), (1, 0, True), (0, 0, True)])
def test_which_of_the_drawn_quests_may_be_kept(deck: int, keep: int, ok: bool) -> None:
    g = campaign()
    g = at(g, "outpost", "downtime", characters=[h for h in g.state.characters if h.seat == 0],
           quest_deck=list(g.state.quest_deck[:deck]))
    drawn = list(g.state.quest_deck)
    action = CreateCharacter(1, "glintblade", keep)
    if not ok:
        assert refused(g, action).rule_id == "FH-CHAR-PQ-1"
        return
    g.apply(action)
    new = hero(g.state, 1)
    assert new.quest == (drawn[keep] if drawn else "")
    assert new.perk_marks == 0            # player 2 has retired no character yet
    assert g.state.quest_deck == [q for q in drawn if q != new.quest]
    (ev,) = events(g)
    assert ev.player == 1 and ev.rules == ("FH-DOWNTIME-CREATE-1", "FH-CHAR-UNIQUE-1", "FH-CHAR-PQ-1")
    assert "Player 2 creates a" in ev.text and f"with {CP.new_character_gold(g.state.prosperity)} gold" in ev.text


@pytest.mark.rule("FH-DOWNTIME-RETIRE-1", "FH-DOWNTIME-CREATE-1")
def test_each_retirement_of_a_player_adds_a_bonus_perk_mark() -> None:
    g = downtime(retired_by_seat={0: 1}, prosperity=2)
    s = g.state
    h = hero(s, 0)
    h.quest_progress = K.quest(h.quest)["target"]
    g.set_position(s)
    g.apply(Retire(0))
    assert g.state.retired_by_seat == {0: 2}
    g.apply(CreateCharacter(0, h.cls, 0))
    assert hero(g.state, 0).perk_marks == 2 and hero(g.state, 0).gold == 10 * (2 + 2) + 20   # prosperity +2


@pytest.mark.rule("FH-DOWNTIME-RETIRE-1", "FH-GEN-CLASSES-1")
def test_retiring_reports_every_step_with_its_rule() -> None:
    g = downtime(inspiration=20, prosperity=1)
    s = g.state
    h = hero(s, 0)
    h.quest = "PQ-01"                          # opens building 44
    h.quest_progress = 2
    s.quest_deck = ["PQ-03"] + [q for q in s.quest_deck if q != "PQ-03"]    # opens the rimecaller
    s.unlocked_classes = [c for c in s.unlocked_classes if c != "rimecaller"]
    s.buildings = [b for b in s.buildings if b.number != 44]
    g.set_position(s)
    g.apply(Retire(0, second_quest=True))
    ev = events(g)
    rules = ("FH-DOWNTIME-RETIRE-1",)
    assert [e.kind for e in ev][0] == "retire" and ev[0].player == 0 and ev[0].rules == rules
    assert ev[0].text.endswith("retires, having completed PQ-01, PQ-03.")
    assert ev[1].rules == rules and "envelope for building 44" in ev[1].text
    assert ev[2].rules == rules + ("FH-GEN-CLASSES-1",) and "unlocks the" in ev[2].text
    assert ev[3].rules == rules and ev[3].text.startswith("15 inspiration spent") and "(inspiration 5)" in ev[3].text
    assert ev[4].rules == rules and ev[4].text == "Prosperity +2 (now 3)."
    assert len(ev) == 5
    assert g.state.retirements == [f"{h.name} (player 1, level {h.level}, quest PQ-01+PQ-03)"]
    assert "rimecaller" in g.state.unlocked_classes
    new = building(g.state, 44)
    assert (new.level, new.wrecked, new.name) == (0, False, K.building_info(44)["name"])


@pytest.mark.rule("FH-DOWNTIME-CRAFT-1")
def test_crafting_spends_the_towns_herbs() -> None:
    g = downtime(herbs={"snowthistle": 3})
    s = g.state
    s.characters[0].materials = {"lumber": 2, "metal": 0, "hide": 0}
    g.set_position(s)
    g.apply(Craft(0, "ash-bow"))
    assert g.state.herbs["snowthistle"] == 2 and hero(g.state, 0).materials["lumber"] == 0
    (ev,) = events(g)
    assert ev.rules == ("FH-DOWNTIME-CRAFT-1",) and ev.player == 0
    assert ev.text.endswith("crafts Ash Bow from 2 lumber, 1 snowthistle.")


# -- outpost/town.py -------------------------------------------------------------------------------------
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
