"""What the research track's spaces do after a marker, as the log tells it (a full track's lock, an Event
space, a Shift space of a column without an event), and the event deck: reshuffled when empty, a Shift
card that moves a row."""

from __future__ import annotations

import pytest

from floe_widgets.games.ice_and_idols.actions import GainPower, PlaceIdol, Research, ShiftTokens
from floe_widgets.games.ice_and_idols.game import IceAndIdols
from floe_widgets.games.ice_and_idols.state import NEUTRAL

from .helpers import at_location, refresh, roundabout_board

SAPPHIRE, RUBY, TIGER, GOLD, JADE = range(5)
CHILLS = [24, 25, 26, 27]


def at_an_altar(idol: str) -> IceAndIdols:
    """Seat 0 (the Curator) on open Roundabouts at an altar of ``idol``, holding one; chill events on top."""
    game = roundabout_board(2)
    game.state.event_deck = CHILLS + [c for c in game.state.event_deck if c not in CHILLS]
    at_location(game, (2, 2), altar=idol)
    game.state.players[0].hand = [idol]
    game.state.supply[idol] -= 1
    return game


@pytest.mark.rule("IAI-LOCK-FILL-1", "IAI-RESEARCH-SPACE-1", "IAI-TRACK-EVENT-1")
def test_the_last_space_locks_the_token_and_its_event_is_drawn() -> None:
    game = at_an_altar("jade")
    game.state.vp_tokens = [2, 3, 4, 5, 6]
    game.state.track[JADE] = [NEUTRAL, NEUTRAL, 1, 1, 1]
    refresh(game)
    game.apply(PlaceIdol("jade"))
    game.apply(Research())
    shift, lock, space, chill = game.apply(ShiftTokens(0))
    assert lock.text == "The Jade track is full: its VP token 6 is locked above it."
    assert lock.rules == ("IAI-LOCK-FILL-1", "IAI-AMBIG-5")
    assert space.text == "An Event space: draw an event." and space.rules == ("IAI-TRACK-EVENT-1",
                                                                              "IAI-RESEARCH-SPACE-1")
    assert chill.kind == "event"


@pytest.mark.rule("IAI-SHIFT-VP-1", "IAI-RESEARCH-SPACE-1")
def test_a_shift_space_without_an_event_draws_none_after_the_shift() -> None:
    game = at_an_altar("sapphire")
    game.state.track[SAPPHIRE] = [NEUTRAL, NEUTRAL, 1]       # the marker goes to space 4: Shift, no Event
    refresh(game)
    deck = list(game.state.event_deck)
    game.apply(PlaceIdol("sapphire"))
    shift_space = game.apply(Research())[-1]
    assert shift_space.text == "A Shift space: you may shift the VP tokens."
    assert shift_space.rules == ("IAI-RESEARCH-SPACE-1", "IAI-SHIFT-VP-1") and game.state.pending.kind == "vp-shift"
    events = game.apply(ShiftTokens(1))
    assert [e.rules[0] for e in events] == ["IAI-SHIFT-VP-1"]
    assert game.state.event_deck == deck and game.state.pending is None


@pytest.mark.rule("IAI-AMBIG-8")
def test_an_empty_event_deck_is_reshuffled_from_the_discards() -> None:
    game = at_an_altar("jade")
    game.state.event_discard, game.state.event_deck = list(game.state.event_deck), []
    refresh(game)
    game.apply(PlaceIdol("jade"))
    events = game.apply(GainPower())
    reshuffle = events[events.index(next(e for e in events if "IAI-EVENT-TRIGGER-1" in e.rules)) + 1]
    assert reshuffle.rules == ("IAI-AMBIG-8",)
    assert reshuffle.text == "The event deck is empty: the discards are shuffled into a new deck."
    assert game.state.event_discard == [game.state.last_event]


@pytest.mark.rule("IAI-EVENT-SHIFT-1", "IAI-GRID-BORDER-1")
def test_a_shift_card_between_star_and_comet_moves_the_active_row() -> None:
    game = at_an_altar("jade")
    game.state.event_deck = [18] + [c for c in game.state.event_deck if c != 18]   # from the star to the comet
    refresh(game)
    row = [game.state.grid[10 + c] for c in range(5)]
    game.apply(PlaceIdol("jade"))
    shift = game.apply(GainPower())[-1]
    assert shift.text == "Event: Shift from star to comet: the active row moves one space E."
    assert [game.state.grid[10 + c] for c in range(5)] == row[-1:] + row[:-1]


@pytest.mark.rule("IAI-END-TRIGGER-1", "IAI-LOCK-FILL-1")
def test_filling_a_fourth_track_announces_the_end_of_the_game() -> None:
    game = at_an_altar("jade")
    for col in (SAPPHIRE, RUBY, TIGER):
        game.state.track[col] = [NEUTRAL] * game.content.height(col)
        game.state.locked[col] = True
    game.state.track[JADE] = [NEUTRAL, NEUTRAL, 1, 1, 1]
    refresh(game)
    game.apply(PlaceIdol("jade"))
    game.apply(Research())
    events = game.apply(ShiftTokens(0))
    end = [e for e in events if e.text == "4 tracks are full: the game ends at the end of this round."]
    assert len(end) == 1 and end[0].rules == ("IAI-END-TRIGGER-1",)


@pytest.mark.rule("IAI-QUICK-RESEARCH-1")
def test_quick_play_research_cites_its_rule() -> None:
    game = roundabout_board(2, variant="quick")
    at_location(game, (2, 2), altar="gold")
    game.state.players[0].hand = ["gold"]
    game.state.supply["gold"] -= 1
    refresh(game)
    placed, research = game.apply(PlaceIdol("gold"))[:2]
    assert research.kind == "research"
    assert research.rules == ("IAI-RESEARCH-PLACE-1", "IAI-ALTAR-CHOICE-1", "IAI-QUICK-RESEARCH-1")
