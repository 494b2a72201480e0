"""Completing or losing a scenario: loot, checkmarks, quests, rewards, inspiration, experience and gold."""

from __future__ import annotations

import pytest

from floe_widgets.games.frosthaven.outpost import campaign as CP
from floe_widgets.games.frosthaven.outpost import downtime as DT
from floe_widgets.games.frosthaven.outpost.actions import (
    ChooseScenario,
    LostChoice,
)
from floe_widgets.games.frosthaven.outpost.downtime import hero
from floe_widgets.games.frosthaven.scenario import cards as C
from tests.games.frosthaven.outpost_helpers import at, campaign, report
from tests.games.frosthaven.test_fh_outpost import refused


def events(game) -> list:
    return list(game.history[-1].events)


@pytest.mark.rule("FH-COMPLETE-LOOT-1", "FH-VARIANT-PERMADEATH-1")
def test_after_a_death_for_good_the_rest_of_the_party_still_gains_its_loot() -> None:
    g = campaign(3, permadeath=True)
    g.apply(ChooseScenario(1))
    names = [h.name for h in g.state.characters]
    g.apply(report(g, True, died=(True, False, False), loot=(("lumber",), ("metal", "metal"), ("hide",))))
    s = g.state
    assert [h.seat for h in s.characters] == [1, 2] and len(s.fallen) == 1
    assert (hero(s, 1).materials["metal"], hero(s, 2).materials["hide"]) == (2, 1)
    loot = [e for e in events(g) if e.text.startswith("1. ")]
    assert [(e.text, e.player, e.rules) for e in loot] == [
        (f"1. {names[1]} gains 2 metal from loot cards.", 1, ("FH-COMPLETE-LOOT-1",)),
        (f"1. {names[2]} gains 1 hide from loot cards.", 2, ("FH-COMPLETE-LOOT-1",))]


@pytest.mark.rule("FH-GEN-CLASSES-1", "FH-CHAR-UNIQUE-1", "FH-VARIANT-CROSS-1")
def test_the_classes_offered_leave_out_those_a_living_character_plays() -> None:
    s = campaign(2).state
    taken = {h.cls for h in s.characters}
    plain = DT.offered_classes(s, False)
    assert len(taken) == 2 and not taken & set(plain)
    assert plain == [c for c in DT.class_pool(s, False) if c not in taken] and len(plain) == 4
    crossed = DT.offered_classes(s, True)
    assert set(crossed) - set(plain) == set(C.crossover_classes())


@pytest.mark.rule("FH-COMPLETE-GOALS-1", "FH-GOAL-PERK-1", "FH-COMPLETE-REWARDS-1")
def test_a_win_tallies_checkmarks_advances_quests_and_gives_first_rewards_once() -> None:
    g = campaign(2)
    g.apply(ChooseScenario(1))
    s = g.state
    h0, h1 = hero(s, 0), hero(s, 1)
    h0.checkmarks, h0.perk_marks, h0.quest, h0.quest_progress = 3, 2, "PQ-04", 0    # quest counts checkmarks
    h1.quest, h1.quest_progress = "PQ-01", 0                                         # quest counts wins
    g.set_position(s)
    morale = s.morale
    g.apply(report(g, True, checkmarks=(3, 0)))
    s = g.state
    h0, h1 = hero(s, 0), hero(s, 1)
    assert (h0.checkmarks, h0.perk_marks, h0.quest_progress) == (6, 3, 3)   # 3 -> 6 checkmarks: one more mark
    assert (h1.checkmarks, h1.perk_marks, h1.quest_progress) == (0, 0, 1)
    ev = events(g)
    (tally,) = [e for e in ev if e.text.startswith("2. ")]
    assert tally.text == f"2. {h0.name} tallies 3 checkmarks (6/18, +1 perk mark)."
    assert tally.rules == ("FH-COMPLETE-GOALS-1", "FH-GOAL-PERK-1") and tally.player == 0
    first = [e for e in ev if e.text.startswith("5. ")]
    assert [(e.text, e.rules) for e in first] == [("5. First completion of scenario 1: its rewards are gained.",
                                                   ("FH-COMPLETE-REWARDS-1",))]
    rewards = [e for e in ev if e.text.startswith("Reward: ")]
    assert len(rewards) == 3 and all(e.rules == ("FH-COMPLETE-REWARDS-1",) for e in rewards)
    assert s.morale == morale + 1 and {2, 3} <= set(s.unlocked)
    g = at(g, "play", scenario=1)                  # the same scenario won again
    g.apply(report(g, True))
    again = [e for e in events(g) if e.text.startswith("5. ") or e.text.startswith("Reward: ")]
    assert [(e.text, e.rules) for e in again] == [("5. Scenario 1 was completed before: no rewards again.",
                                                   ("FH-COMPLETE-REWARDS-1",))]
    assert g.state.morale == morale + 1


@pytest.mark.rule("FH-LOST-CHOICE-1")
def test_returning_after_a_loss_brings_herbs_to_the_town_and_materials_to_the_sheet() -> None:
    g = campaign(2)
    g.apply(ChooseScenario(1))
    herbs = dict(g.state.herbs)
    g.apply(report(g, False, loot=(("arrowvine", "lumber"), ())))
    g.apply(LostChoice("return"))
    s = g.state
    assert s.pending is None and s.phase == "outpost"
    assert s.herbs["arrowvine"] == herbs.get("arrowvine", 0) + 1 and hero(s, 0).materials["lumber"] == 1
    back = [e for e in events(g) if "returns to Frosthaven with" in e.text]
    assert [(e.player, e.rules) for e in back] == [(0, ("FH-LOST-CHOICE-1",)), (1, ("FH-LOST-CHOICE-1",))]
    assert back[0].text.endswith("with 1 arrowvine and 1 lumber.")


@pytest.mark.rule("FH-COMPLETE-INSPIRE-1")
def test_inspiration_from_a_win_adds_to_what_the_party_has() -> None:
    g = at(campaign(3), "play", scenario=1, inspiration=5)
    g.apply(report(g, True))
    assert g.state.inspiration == 5 + CP.inspiration(3) == 6


@pytest.mark.rule("FH-COMPLETE-LOOT-1", "FH-LOST-CHOICE-1")
def test_xp_and_gold_add_to_what_each_character_had_won_or_lost() -> None:
    g = campaign(2)
    g.apply(ChooseScenario(1))
    s = g.state
    hero(s, 0).xp, hero(s, 0).gold, hero(s, 0).quest, hero(s, 0).quest_progress = 4, 10, "PQ-03", 0   # counts XP
    hero(s, 1).xp, hero(s, 1).gold, hero(s, 1).quest, hero(s, 1).quest_progress = 2, 5, "PQ-02", 0   # counts gold
    s.played = played = 3
    g.set_position(s)
    g.apply(report(g, False, xp=(6, 0), gold=(0, 7)))
    s = g.state
    assert (hero(s, 0).xp, hero(s, 0).gold, hero(s, 0).quest_progress) == (10, 10, 6)
    assert (hero(s, 1).xp, hero(s, 1).gold, hero(s, 1).quest_progress) == (2, 12, 7)
    assert s.played == played + 1
    keeps = [(e.text.split(" keeps ")[1], e.player, e.rules) for e in events(g) if " keeps " in e.text]
    assert keeps == [("6 XP and 0 gold.", 0, ("FH-LOST-CHOICE-1",)), ("0 XP and 7 gold.", 1, ("FH-LOST-CHOICE-1",))]
    assert events(g)[-1].kind == "lost"


@pytest.mark.rule("FH-VARIANT-CASUAL-1")
def test_a_casual_scenario_changes_nothing_but_the_count() -> None:
    g = campaign(2, casual=True)
    g.apply(ChooseScenario(1))
    before = [(h.xp, h.gold) for h in g.state.characters]
    played = g.state.played
    g.apply(report(g, True, xp=(5, 5), gold=(3, 3)))
    s = g.state
    assert (s.phase, s.scenario, s.played) == ("scenario", 0, played + 1)
    assert [(h.xp, h.gold) for h in s.characters] == before and 1 not in s.completed
    (ev,) = events(g)
    assert ev.kind == "won" and ev.rules == ("FH-VARIANT-CASUAL-1",)
    assert ev.text == "Casual mode: scenario 1 won; the campaign does not change."


@pytest.mark.rule("FH-GOAL-PERK-1", "FH-COMPLETE-GOALS-1")
def test_a_report_may_give_a_full_sheet_of_18_checkmarks_but_no_true_or_false_counts() -> None:
    g = campaign(2)
    g.apply(ChooseScenario(1))
    assert "cannot give more checkmarks" in refused(g, report(g, True, checkmarks=(19, 0))).reason
    assert refused(g, report(g, True, xp=(True, 0))).rule_id == "CORE-ACTION-TYPES"
    g.apply(report(g, True, checkmarks=(18, 0)))
    assert hero(g.state, 0).checkmarks == 18 and hero(g.state, 0).perk_marks == 6
