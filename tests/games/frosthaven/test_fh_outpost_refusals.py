"""Every refusal of the campaign's phases and outpost steps, read as a player reads it: the rule it cites
and its sentence, with the campaign unchanged (FH-GEN-PHASES-1, FH-OUTPOST-STEPS-1, FH-EVENT-*, FH-ROAD-*,
FH-LOST-CHOICE-1, FH-DOWNTIME-*, FH-CONSTRUCT-*)."""

from __future__ import annotations

import pytest

from floe_widgets.games.frosthaven.outpost.actions import (
    ChooseScenario,
    Contribute,
    DefendBuilding,
    DrawEvent,
    EndDowntime,
    LevelUp,
    LostChoice,
    PassTime,
    ResolveEvent,
    ResolveRoad,
    Respec,
    Sell,
    SpendMorale,
)
from floe_widgets.games.frosthaven.outpost.downtime import hero
from tests.games.frosthaven.outpost_helpers import at, campaign, report
from tests.games.frosthaven.test_fh_outpost import refused


def fresh():
    return campaign()


def outpost(step: str, **changes):
    return lambda: at(campaign(), "outpost", step, **changes)


def drawn_event():
    g = at(campaign(), "outpost", "event", event_decks={"summer": ["SO-03"], "winter": []})
    g.apply(DrawEvent())
    return g


def lost(players: int = 2, **options):
    def build():
        g = campaign(players, **options)
        g.apply(ChooseScenario(1))
        g.apply(report(g, False, died=(True,) + (False,) * (players - 1)))
        return g
    return build


def downtime_with(**hero_changes):
    def build():
        g = at(campaign(), "outpost", "downtime")
        s = g.state
        for key, value in hero_changes.items():
            setattr(hero(s, 0), key, value)
        g.set_position(s)
        return g
    return build


def downtime_done():
    g = at(campaign(), "outpost", "downtime")
    g.apply(EndDowntime(0))
    return g


REFUSALS = [
    (fresh, ChooseScenario(2), "FH-SCEN-REQ-1", "Scenario 2 is still locked."),
    (fresh, LostChoice("return"), "FH-LOST-CHOICE-1", "This choice follows a lost scenario only."),
    (fresh, ResolveRoad(0), "FH-ROAD-RESOLVE-1", "No road event is waiting for a choice."),
    (fresh, PassTime(), "FH-GEN-PHASES-1", "That belongs to the outpost phase, which follows a scenario."),
    (fresh, report(campaign()), "FH-GEN-PHASES-1", "No scenario is being played; choose one first."),
    (outpost("time"), ChooseScenario(1), "FH-GEN-PHASES-1", "A scenario is chosen in the scenario phase, not now."),
    (drawn_event, DrawEvent(), "FH-EVENT-OUTPOST-1", "An event is already drawn; choose one of its options."),
    (drawn_event, ResolveEvent(2), "FH-EVENT-OUTPOST-1", "Choose one of the drawn event's options."),
    (outpost("attack", attack_targets=[5], attack_strength=4), DefendBuilding(17), "FH-EVENT-ATTACK-1",
     "Building 17 is not a target of this attack."),
    (outpost("downtime"), LevelUp(2), "FH-GEN-PLAYERS-1", "There is no player 3."),
    (outpost("downtime"), Sell(0, "spyglass"), "FH-DOWNTIME-SELL-1", "Ironbark Warden does not own spyglass."),
    (downtime_with(level=9), LevelUp(0), "FH-DOWNTIME-LEVEL-1", "Ironbark Warden is at the highest level."),
    (downtime_with(xp=44), LevelUp(0), "FH-DOWNTIME-LEVEL-1", "Ironbark Warden needs 45 XP for level 2 (has 44)."),
    (outpost("downtime"), Respec(0, ()), "FH-VARIANT-RESPEC-1",
     "Choosing the cards again is a variant: start the campaign with it."),
    (downtime_done, LevelUp(0), "FH-DOWNTIME-ORDER-1", "Ironbark Warden has already finished downtime."),
    (outpost("construction"), Contribute(1, "lumber"), "FH-CONSTRUCT-BUILD-1", "Character 2 has no lumber to give."),
    (outpost("construction", morale=1), SpendMorale(), "FH-CONSTRUCT-MORALE-1",
     "A second construction costs 2 morale; the town has 1."),
    (outpost("construction", morale=4, morale_spent=True), SpendMorale(), "FH-CONSTRUCT-MORALE-1",
     "Morale buys one second construction per outpost phase only."),
    (lost(), LostChoice("later"), "FH-LOST-CHOICE-1",
     "After a loss the party either returns to Frosthaven or replays."),
    (lost(3, permadeath=True), LostChoice("replay"), "FH-VARIANT-PERMADEATH-1",
     "A character died for good: the party must return to Frosthaven to create a new one before playing again."),
]


@pytest.mark.rule("FH-GEN-PHASES-1", "FH-EVENT-OUTPOST-1", "FH-EVENT-ATTACK-1", "FH-DOWNTIME-LEVEL-1",
                  "FH-DOWNTIME-ORDER-1", "FH-CONSTRUCT-MORALE-1", "FH-LOST-CHOICE-1", "FH-VARIANT-PERMADEATH-1")
@pytest.mark.parametrize("build, action, rule, sentence", REFUSALS, ids=[f"{type(a).__name__}-{r}" for _, a, r, _ in
                                                                         REFUSALS])
def test_a_refused_campaign_action_cites_its_rule_and_says_why(build, action, rule, sentence) -> None:
    g = build()
    info = refused(g, action)
    assert (info.rule_id, info.reason) == (rule, sentence)


@pytest.mark.rule("FH-LOST-CHOICE-1", "FH-VARIANT-PERMADEATH-1")
def test_after_a_death_for_good_the_party_may_still_return() -> None:
    g = lost(3, permadeath=True)()
    assert g.legal_actions() == [LostChoice("return")]
    full = lost(3)()                       # without permanent death the same loss may be replayed
    assert full.legal_actions() == [LostChoice("return"), LostChoice("replay")]
