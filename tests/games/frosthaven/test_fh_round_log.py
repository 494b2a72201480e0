"""The log of the automatic steps at the end of a turn and of a round: infusions, conditions that end,
monster ability cards put away and reshuffled, round bonuses, and monsters that cannot act."""

from __future__ import annotations

import pytest
from fh_helpers import add_monster, begin_turn, clear_monsters, drain, new_game, place, run, set_deck

from floe_widgets.core import Event
from floe_widgets.games.frosthaven.scenario import elements as EL
from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import ChooseHalf, MoveTo, Skip, Target
from floe_widgets.i18n import speaking, text


def _said(events) -> list[tuple[str, tuple[str, ...]]]:
    return [(e.text, e.rules) for e in events]


@pytest.mark.rule("FH-ROUND-END-1", "FH-MOD-SHUFFLE-1", "FH-CARD-BONUS-1")
def test_the_end_of_round_puts_each_sets_card_away_and_reshuffles_a_deck_that_showed_the_icon() -> None:
    g = new_game()
    g.state.phase = "play"
    hounds, archers = g.state.ability_decks["hound"], g.state.ability_decks["archer"]
    hounds.draw.remove(0)
    hounds.current, hounds.reshuffle = 0, True            # the first card of the deck, with the shuffle icon
    archers.current = archers.draw.pop(0)
    shown = archers.current
    events = drain(g, TK.EndRoundTask())
    assert _said(events)[:3] == [("End of round 1.", ("FH-ROUND-END-1",)),
                                 ("The Frost Hound ability deck is reshuffled.", ("FH-MOD-SHUFFLE-1",)),
                                 ("Round bonuses end.", ("FH-CARD-BONUS-1",))]
    assert hounds.current == -1 and sorted(hounds.draw) == list(range(8)) and hounds.discard == []
    assert archers.current == -1 and archers.discard == [shown] and not archers.reshuffle
    with speaking("ja"):
        assert text(events[1].text) != events[1].text and text(events[2].text) != events[2].text


@pytest.mark.rule("FH-ELEMENT-INFUSE-1", "FH-COND-TIMING-1")
def test_the_end_of_a_turn_infuses_its_elements_then_ends_the_conditions_due() -> None:
    g = new_game()
    clear_monsters(g)
    g.fig("C0").conditions = {"stun": 1, "muddle": 1}
    events = drain(g, TK.EndTurnFinishTask(actor="C0", infuse=["fire"]))
    assert _said(events) == [("Element infused: fire (strong).", ("FH-ELEMENT-INFUSE-1",)),
                             ("Ironbark Warden's stun, muddle ends.", ("FH-COND-TIMING-1", "FH-AMBIG-5"))]
    assert g.state.elements["fire"] == 2 and g.fig("C0").conditions == {}


@pytest.mark.rule("FH-COND-DISARM-1", "FH-COND-STUN-1")
def test_a_disarmed_monster_does_not_attack_and_a_stunned_one_does_nothing() -> None:
    g = new_game()
    clear_monsters(g)
    add_monster(g, "hound", 1, (2, 1)).conditions = {"disarm": 5}
    add_monster(g, "hound", 2, (4, 1)).conditions = {"stun": 5}
    events = drain(g, TK.AutoTurnTask(actor="hound-1", abilities=[{"attack": 2}], boost={}))
    assert _said(events)[-1] == ("hound 1 is disarmed.", ("FH-COND-DISARM-1",))
    hp = {f.fid: f.hp for f in g.state.figures}
    events = drain(g, TK.AutoTurnTask(actor="hound-2", abilities=[{"move": 2}, {"attack": 2}], boost={}))
    assert _said(events) == [("hound 2 is stunned and does nothing.", ("FH-COND-STUN-1",))]
    assert g.fig("hound-2").hex == (4, 1) and {f.fid: f.hp for f in g.state.figures} == hp


@pytest.mark.rule("FH-ROUND-END-1", "FH-ELEMENT-WANE-1", "FH-ROUND-STEPS-1")
def test_a_round_without_rests_ends_with_waning_and_opens_the_next_rounds_card_selection() -> None:
    g = new_game()
    g.state.phase = "play"
    g.state.elements["fire"] = 2
    events = drain(g, TK.EndRoundTask())
    assert events == [Event("End of round 1.", ("FH-ROUND-END-1",), kind="round"),
                      Event("Round bonuses end.", ("FH-CARD-BONUS-1",)),
                      Event("Elements wane.", ("FH-ELEMENT-WANE-1",)),
                      Event("Round 2: card selection.", ("FH-ROUND-STEPS-1",), kind="round")]
    assert (g.state.round, g.state.phase, g.state.elements["fire"]) == (2, "select", 1)


@pytest.mark.rule("FH-GOAL-SCEN-1", "FH-COMPLETE-LOOT-1", "FH-LEVEL-2", "FH-COMPLETE-INSPIRE-1")
def test_a_goal_met_at_the_end_of_the_round_is_told_after_the_waning_then_the_rewards_follow() -> None:
    g = new_game()
    g.state.revealed_rooms = [1, 2]
    clear_monsters(g)
    g.state.phase = "play"
    g.char(0).goal = g.char(1).goal = ""
    events = drain(g, TK.RoundOverTask())
    assert _said(events) == [
        ("Elements wane.", ("FH-ELEMENT-WANE-1",)),
        ("The scenario goal is met at the end of the round.", ("FH-GOAL-SCEN-1",)),
        ("Section 12.5: The totem cracks and falls silent. The road through the gate is open again.",
         ("FH-GEN-SECTION-1",)),
        ("Scenario completed: loot converted to resources and gold.", ("FH-COMPLETE-LOOT-1",)),
        ("Each character gains 6 bonus experience (level 1).", ("FH-LEVEL-2",)),
        ("The party gains 2 inspiration.", ("FH-COMPLETE-INSPIRE-1",))]
    assert g.state.phase == "won" and g.state.inspiration == 2
    assert [ch.xp for ch in g.state.characters] == [6, 6]


@pytest.mark.rule("FH-EXHAUST-CARDS-1", "FH-EXHAUST-ALL-1", "FH-LOST-CHOICE-1")
def test_when_the_last_character_cannot_play_two_cards_or_rest_the_scenario_is_lost_in_the_log() -> None:
    g = new_game()
    clear_monsters(g)
    for seat in (0, 1):
        g.char(seat).hand, g.char(seat).discard = g.char(seat).hand[:1], []
    g.position_changed()
    events = run(g)
    assert events[-3:] == [
        Event("Emberwright can neither play two cards nor rest and is exhausted.",
              ("FH-EXHAUST-CARDS-1", "FH-EXHAUST-EFFECT-1"), kind="exhausted", player=1),
        Event("Emberwright leaves the scenario; its summons vanish.", ("FH-EXHAUST-EFFECT-1", "FH-SUMMON-DEATH-1")),
        Event("Every character is exhausted: the scenario is lost; no battle goal checkmarks.",
              ("FH-EXHAUST-ALL-1", "FH-GOAL-REWARD-1", "FH-LOST-CHOICE-1"), kind="lost")]
    assert g.state.phase == "lost" and g.is_over and [ch.checkmarks for ch in g.state.characters] == [0, 0]
    assert g.describe() == ("Frosthaven, The Thawing Gate, level 1, round 1: scenario lost; no character on the map. "
                            "Scenario lost. Goal: Destroy the Rime Totem and defeat every monster.")


@pytest.mark.rule("FH-ELEMENT-INFUSE-1", "FH-CARD-ACTION-1")
def test_both_halves_of_a_turn_infuse_at_its_end_one_line_each() -> None:
    g = new_game(classes=["rimecaller", "warden"])
    clear_monsters(g)
    place(g, "C0", (1, 1))
    place(g, "C1", (0, 4))
    hound = add_monster(g, "hound", 1, (3, 1), hp=20)
    set_deck(g, 0, "+0")
    begin_turn(g, 0, "rime-01", "top", other="rime-10")   # attack 2, range 3, infuse ice
    g.apply(Target(hound.fid))
    g.apply(ChooseHalf("rime-10", "bottom"))                # move 2, infuse ice
    g.apply(MoveTo((1, 2)))
    assert g.state.elements["ice"] == EL.INERT              # not before the end of the turn
    events = g.apply(Skip())
    assert _said(events)[:3] == [("The rest of the ability is skipped.", ("FH-CARD-SKIP-1",)),
                                 ("Element infused: ice (strong).", ("FH-ELEMENT-INFUSE-1",)),
                                 ("Element infused: ice (strong).", ("FH-ELEMENT-INFUSE-1",))]
    assert g.state.elements["ice"] == EL.STRONG


@pytest.mark.rule("FH-MOD-SHUFFLE-1", "FH-ROUND-END-1")
def test_the_monster_modifier_deck_that_drew_its_shuffle_card_is_reshuffled_at_the_end_of_the_round() -> None:
    g = new_game()
    g.state.phase = "play"
    deck = g.state.monster_deck
    deck.discard, deck.draw, deck.reshuffle = deck.draw[:3], deck.draw[3:], True
    cards = sorted(deck.draw + deck.discard)
    events = drain(g, TK.EndRoundTask())
    assert _said(events)[:2] == [("End of round 1.", ("FH-ROUND-END-1",)),
                                 ("The monster modifier deck is reshuffled (shuffle icon drawn).",
                                  ("FH-MOD-SHUFFLE-1",))]
    assert sorted(deck.draw) == cards and deck.discard == [] and not deck.reshuffle


@pytest.mark.rule("FH-MOD-SHUFFLE-1", "FH-ROUND-END-1")
def test_a_characters_modifier_deck_that_drew_its_shuffle_card_is_reshuffled_under_the_characters_name() -> None:
    g = new_game()
    g.state.phase = "play"
    warden, wright = g.state.characters
    deck = warden.deck
    deck.discard, deck.draw, deck.reshuffle = deck.draw[:3], deck.draw[3:], True
    cards, untouched = sorted(deck.draw + deck.discard), list(wright.deck.draw)
    events = drain(g, TK.EndRoundTask())
    assert _said(events)[:2] == [("End of round 1.", ("FH-ROUND-END-1",)),
                                 ("Ironbark Warden's modifier deck is reshuffled (shuffle icon drawn).",
                                  ("FH-MOD-SHUFFLE-1",))]
    assert sorted(deck.draw) == cards and deck.discard == [] and not deck.reshuffle
    assert wright.deck.draw == untouched
