"""Every count a reader reads agrees with its noun: "tallies 1 checkmark (1/18, +0 perk marks)", "the campaign
of 1 week" (wording only: the rules these lines follow are named by the tests of their steps)."""

from __future__ import annotations

from floe_widgets.games.frosthaven.outpost.actions import ChooseScenario, EndConstruction
from floe_widgets.games.frosthaven.outpost.downtime import hero
from floe_widgets.games.frosthaven.outpost.view import party_fields
from tests.games.frosthaven.outpost_helpers import at, campaign, report


def tallied(before: int, gained: int) -> str:
    g = campaign(2)
    g.apply(ChooseScenario(1))
    s = g.state
    hero(s, 0).checkmarks = before
    g.set_position(s)
    name = hero(s, 0).name
    events = g.apply(report(g, True, checkmarks=(gained, 0)))
    (tally,) = [e.text for e in events if e.text.startswith("2. ")]
    return tally.replace(name, "X")


def test_a_tally_counts_one_checkmark_or_two_and_its_perk_marks() -> None:
    assert tallied(0, 1) == "2. X tallies 1 checkmark (1/18, +0 perk marks)."
    assert tallied(2, 1) == "2. X tallies 1 checkmark (3/18, +1 perk mark)."
    assert tallied(0, 2) == "2. X tallies 2 checkmarks (2/18, +0 perk marks)."


def test_a_campaign_of_one_week_or_one_scenario() -> None:
    last = at(campaign(weeks=1), "outpost", "construction", week=1)
    assert [e.text for e in last.apply(EndConstruction())] == ["Week 1 ends the campaign of 1 week."]
    assert at(campaign(weeks=2), "outpost", "construction", week=2).apply(EndConstruction())[0].text == (
        "Week 2 ends the campaign of 2 weeks.")
    one = at(campaign(casual=True, weeks=1), "scenario", played=0)
    assert one.objective() == "A co-operative campaign: 0 of 1 scenario played, prosperity 1, morale 6."


def test_the_party_line_counts_one_perk_mark_or_two() -> None:
    g = campaign(2)
    s = g.state
    hero(s, 0).perk_marks, hero(s, 1).perk_marks = 1, 2
    g.set_position(s)
    assert [f["perks"] for f in party_fields(g)] == ["perks 0 (+1 mark)", "perks 0 (+2 marks)"]
