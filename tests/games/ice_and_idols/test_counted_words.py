"""Every count a reader reads agrees with its noun: "1 unspent AP is lost", "(1 marker left)" (wording only: the
rules these lines follow are named by the tests of their steps)."""

from __future__ import annotations

from floe_widgets.games.ice_and_idols.actions import EndTurn, PlaceIdol, Research
from floe_widgets.rendering import describe_board

from .helpers import at_location, refresh, roundabout_board


def seat_0_with(ap: int | None = None, markers_left: int | None = None, idol: str | None = None,
                players: int = 2):
    game = roundabout_board(players, chars=("curator", "keysmith", "sculptor", "architect")[:players])
    if ap is not None:
        game.state.ap = ap
    if markers_left is not None:
        game.state.players[0].markers_left = markers_left
    if idol:
        at_location(game, (2, 2), altar=idol)
        game.state.players[0].hand = [idol]
        game.state.supply[idol] -= 1
    refresh(game)
    return game


def test_one_unspent_ap_is_lost_and_two_are_lost() -> None:
    assert [e.text for e in seat_0_with(ap=1).apply(EndTurn())][1] == "1 unspent AP is lost."
    assert [e.text for e in seat_0_with(ap=2).apply(EndTurn())][1] == "2 unspent AP are lost."


def test_research_leaves_one_marker_or_two() -> None:
    def researched(markers_left: int) -> str:
        game = seat_0_with(markers_left=markers_left, idol="gold")
        game.apply(PlaceIdol("gold"))
        return game.apply(Research())[0].text
    assert researched(2) == "Researches Gold: marker on space 3 of its track (1 marker left)."
    assert researched(3) == "Researches Gold: marker on space 3 of its track (2 markers left)."


def test_the_board_in_words_counts_one_marker_or_two() -> None:
    game = seat_0_with(markers_left=1, players=4)   # four players: no blocking markers on the tracks
    game.state.players[1].markers_left = 2
    game.state.track[0] = [0]
    game.state.track[1] = [0, 1]
    refresh(game)
    words = describe_board(game)
    assert "; 1 marker left; " in words and "; 2 markers left; " in words
    assert "Sapphire research: 1 marker, VP token" in words and "Ruby research: 2 markers, VP token" in words
    assert "Gold research: 0 markers, VP token" in words
