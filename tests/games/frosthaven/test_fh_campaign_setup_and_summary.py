"""Starting a campaign and reading where it stands: the options refused with their rule, the first log line,
the one-line summary in every phase, the objective, whose turn it is in downtime, seats and actions named by
class (FH-GEN-PLAYERS-1, FH-GEN-CLASSES-1, FH-CHAR-UNIQUE-1, FH-VARIANT-CROSS-1, FH-TIME-WEEK-1,
FH-DOWNTIME-ORDER-1)."""

from __future__ import annotations

import pytest

from floe_widgets.core import SetupError
from floe_widgets.games.frosthaven.outpost import FrosthavenCampaign
from floe_widgets.games.frosthaven.outpost.actions import EndDowntime, LevelUp, TakePerk
from floe_widgets.games.frosthaven.outpost.downtime import hero
from tests.games.frosthaven.outpost_helpers import at, campaign

OFFERED = "warden, emberwright, tidecaller, shadefang, glintblade, swarmkin"
BAD_OPTIONS = [
    ({"speed": 1}, "CORE-OPTIONS", "Frosthaven campaign has no option 'speed'."),
    ({"speed": 1, "pace": 2}, "CORE-OPTIONS", "Frosthaven campaign has no options 'pace', 'speed'."),
    ({"weeks": 0}, "FH-TIME-WEEK-1", "A campaign lasts 1 to 80 weeks, not 0."),
    ({"weeks": 81}, "FH-TIME-WEEK-1", "A campaign lasts 1 to 80 weeks, not 81."),
    ({"weeks": True}, "FH-TIME-WEEK-1", "A campaign lasts 1 to 80 weeks, not True."),
    ({"weeks": 2.0}, "FH-TIME-WEEK-1", "A campaign lasts 1 to 80 weeks, not 2.0."),
    ({"casual": 1}, "CORE-OPTIONS", "The option casual is true or false."),
    ({"crossover": "no"}, "CORE-OPTIONS", "The option crossover is true or false."),
    ({"permadeath": None}, "CORE-OPTIONS", "The option permadeath is true or false."),
    ({"temporary_enhancements": 0}, "CORE-OPTIONS", "The option temporary_enhancements is true or false."),
    ({"respec": "yes"}, "CORE-OPTIONS", "The option respec is true or false."),
    ({"classes": ["warden"]}, "FH-GEN-PLAYERS-1", "Give one class per player."),
    ({"classes": ["warden", "nosuch"]}, "FH-GEN-CLASSES-1",
     f"'nosuch' is not one of the classes a new campaign offers: {OFFERED}."),
    ({"classes": ["warden", "cragsmith"]}, "FH-VARIANT-CROSS-1",
     f"'cragsmith' is not one of the classes a new campaign offers: {OFFERED}."),
    ({"classes": ["warden", "warden"]}, "FH-CHAR-UNIQUE-1", "Each class can be played by one character only."),
]


@pytest.mark.rule("FH-TIME-WEEK-1", "FH-GEN-PLAYERS-1", "FH-GEN-CLASSES-1", "FH-VARIANT-CROSS-1", "FH-CHAR-UNIQUE-1")
@pytest.mark.parametrize("options, rule, sentence", BAD_OPTIONS, ids=[str(o) for o, _, _ in BAD_OPTIONS])
def test_a_campaign_that_cannot_start_says_which_rule_stops_it(options, rule: str, sentence: str) -> None:
    with pytest.raises(SetupError) as info:
        FrosthavenCampaign(players=2, seed=1, **options)
    assert (info.value.rule_id, info.value.reason) == (rule, sentence)


@pytest.mark.rule("FH-VARIANT-CROSS-1", "FH-TIME-WEEK-1")
def test_the_limits_of_the_options_are_accepted() -> None:
    longest = FrosthavenCampaign(players=2, seed=1, weeks=80, temporary_enhancements=True)
    assert longest.options == {"classes": ["warden", "emberwright"], "weeks": 80, "casual": False,
                               "crossover": False, "permadeath": False, "temporary_enhancements": True}
    assert FrosthavenCampaign(players=2, seed=1, weeks=1).options["weeks"] == 1
    crossed = FrosthavenCampaign(players=2, seed=1, crossover=True, classes=["cragsmith", "warden"])
    assert [h.cls for h in crossed.state.characters] == ["cragsmith", "warden"]


@pytest.mark.rule("FH-GEN-CLASSES-1", "FH-CHAR-START-1")
def test_the_first_log_line_names_the_arriving_characters() -> None:
    assert campaign(3).state.log == ["A new campaign: Ironbark Warden, Emberwright, Tidecaller arrive in Frosthaven "
                                     "[FH-GEN-CLASSES-1, FH-CHAR-START-1]."]


PARTY = "prosperity 1, morale 6, inspiration 0; Ironbark Warden L1 0xp 30g; Emberwright L1 0xp 30g"


@pytest.mark.parametrize("phase, step, where", [
    ("scenario", "", "choosing a scenario"),
    ("play", "", "playing scenario 4"),
    ("road", "", "on the road to scenario 4"),
    ("lost", "", "deciding after losing scenario 4"),
    ("outpost", "attack", "outpost phase: outpost event (attack)"),
    ("outpost", "downtime", "outpost phase: downtime"),
    ("over", "", "over"),
])
def test_the_summary_says_the_phase_and_the_party(phase: str, step: str, where: str) -> None:
    g = at(campaign(), phase, step, scenario=4)
    assert g.describe() == f"Frosthaven campaign, week 0 (summer), {where}; {PARTY}"


def test_the_summary_gives_the_week_its_season_and_each_characters_sheet() -> None:
    g = at(campaign(), "scenario", week=12, prosperity=3, morale=2, inspiration=7)
    s = g.state
    hero(s, 1).level, hero(s, 1).xp, hero(s, 1).gold = 3, 95, 12
    g.set_position(s)
    assert g.describe() == ("Frosthaven campaign, week 12 (winter), choosing a scenario; prosperity 3, morale 2, "
                            "inspiration 7; Ironbark Warden L1 0xp 30g; Emberwright L3 95xp 12g")


@pytest.mark.rule("FH-VARIANT-CASUAL-1", "FH-TIME-WEEK-1")
def test_the_objective_counts_weeks_or_in_casual_mode_scenarios() -> None:
    assert campaign().objective() == "A co-operative campaign: week 0 of 4, prosperity 1, morale 6."
    casual = at(campaign(casual=True, weeks=6), "scenario", played=2)
    assert casual.objective() == "A co-operative campaign: 2 of 6 scenarios played, prosperity 1, morale 6."


@pytest.mark.rule("FH-DOWNTIME-ORDER-1")
def test_downtime_passes_from_seat_to_seat_as_each_finishes() -> None:
    g = at(campaign(), "outpost", "downtime")
    assert g.current_player == 0
    g.apply(EndDowntime(0))
    assert g.current_player == 1
    assert at(campaign(), "outpost", "time").current_player == 0


def test_scores_are_ten_per_prosperity_plus_each_characters_xp_and_gold() -> None:
    g = at(campaign(), "scenario", prosperity=2)
    s = g.state
    hero(s, 0).xp, hero(s, 1).gold = 5, 7
    g.set_position(s)
    assert g.scores() == [20 + 5 + 30, 20 + 0 + 7]


def test_seats_and_perks_are_named_as_a_person_reads_them() -> None:
    g = at(campaign(), "outpost", "downtime")
    s = g.state
    hero(s, 1).perk_marks, hero(s, 1).xp = 1, 50
    g.set_position(s)
    named = [g.action_to_string(a) for a in g.legal_actions() if isinstance(a, (TakePerk, LevelUp, EndDowntime))]
    assert named[:4] == ["Ironbark Warden is done with downtime", "Emberwright levels up",
                         "Emberwright takes the perk Remove two -1 cards",
                         "Emberwright takes the perk Remove the -2 card"]
    assert g.action_to_string(TakePerk(1, "nosuch")) == "Emberwright takes the perk nosuch"
    s = g.state
    s.characters = s.characters[:1]
    g.set_position(s)
    assert (g.seat_name(0), g.seat_name(1)) == ("Ironbark Warden", "Player 2")
