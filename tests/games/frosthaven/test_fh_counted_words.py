"""Every count a reader reads agrees with its noun: "tallies 1 checkmark (1/18, +0 perk marks)", "the campaign
of 1 week" (wording only: the rules these lines follow are named by the tests of their steps)."""

from __future__ import annotations

from floe_widgets.games.frosthaven.outpost.actions import (
    ChooseScenario,
    CreateCharacter,
    EndConstruction,
    LostChoice,
    TakePerk,
)
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


def test_perk_marks_left_and_bonus_perk_marks_two_or_one() -> None:
    g = at(campaign(), "outpost", "downtime")
    s = g.state
    hero(s, 0).perk_marks = 3
    g.set_position(s)
    assert g.apply(TakePerk(0, "drop-minus-ones"))[0].text == (
        'Ironbark Warden takes the perk "Remove two -1 cards" (2 perk marks left).')
    g = at(campaign(), "outpost", "downtime")
    s = g.state
    s.characters = [h for h in s.characters if h.seat != 0]
    s.retired_by_seat = {0: 2}
    g.set_position(s)
    told = g.apply(CreateCharacter(0, "tidecaller", 1))[0].text
    assert told.startswith("Player 1 creates a new Tidecaller with ") and ", 2 bonus perk marks and " in told


def test_a_replay_loses_one_looted_resource() -> None:
    g = campaign()
    g.apply(ChooseScenario(1))
    g.apply(report(g, False, loot=(("hide",), ())))
    assert [e.text for e in g.apply(LostChoice("replay"))] == [
        "The party replays scenario 1 at once: 1 looted resource is lost, no outpost phase and no road event."]


def test_a_coin_loot_card_reads_one_coin_or_three_coins() -> None:
    from floe_widgets.games.frosthaven.scenario.names import loot_label

    assert (loot_label("coin-1"), loot_label("coin-3")) == ("1 coin", "3 coins")


def test_the_odds_lab_draws_from_one_card_or_two_cards() -> None:
    from floe_widgets.games.frosthaven.widgets.odds_widget import AttackOddsWidget

    lab = AttackOddsWidget(value=3, hp=4)
    lab.deck_text.value = "+0"                   # a typed draw pile of one card
    assert "; normal draw from 1 card<br>" in lab.summary.value + "<br>"
    lab.deck_text.value = "+0 +1"
    assert "; normal draw from 2 cards<br>" in lab.summary.value + "<br>"
