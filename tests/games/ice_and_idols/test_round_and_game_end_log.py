"""The turns, rounds and the end of the game as the log and the summary line tell them: the adrenaline
penalty and its flip back, why the game ends (the seat whose 10th marker it was, four full tracks, quiet
rounds), the final scores, the game's one-line description, and a save that names a content file."""

from __future__ import annotations

import pytest

from floe_widgets import i18n
from floe_widgets.core import FormatError
from floe_widgets.games.ice_and_idols.actions import EndTurn, PlaceIdol, Research, UseAdrenaline
from floe_widgets.games.ice_and_idols.game import IceAndIdols
from floe_widgets.games.ice_and_idols.state import NEUTRAL

from .helpers import at_location, new_game, refresh, roundabout_board


def open_board(players: int = 2, **options) -> IceAndIdols:
    game = roundabout_board(players, **options)
    refresh(game)
    return game


def end_turns(game: IceAndIdols, n: int) -> list:
    events = []
    for _ in range(n):
        events += game.apply(EndTurn())
    return events


@pytest.mark.rule("IAI-ADRENALINE-PEN-1", "IAI-ADRENALINE-RESET-1")
def test_the_adrenaline_penalty_and_its_flip_back_are_told() -> None:
    game = open_board()
    game.apply(UseAdrenaline())
    events = end_turns(game, 2)
    start = events[-1]
    assert start.rules == ("IAI-ADRENALINE-PEN-1", "IAI-AP-BASE-1")
    assert start.text == "P1 Curator starts the turn with 3 AP (adrenaline penalty -2)."
    flip = [e for e in game.apply(EndTurn()) if "IAI-ADRENALINE-RESET-1" in e.rules]
    assert [e.text for e in flip] == ["The adrenaline token flips back to '+'."]


@pytest.mark.rule("IAI-END-TRIGGER-1")
def test_the_end_names_the_seat_that_placed_its_tenth_marker() -> None:
    game = open_board(3)
    game.state.players[1].markers_left = 0
    refresh(game)
    end = end_turns(game, 3)[-2]
    assert end.kind == "game-end" and end.rules == ("IAI-END-TRIGGER-1", "IAI-END-EQUAL-1", "IAI-ROUND-END-1")
    who = f"P2 {game.state.players[1].character.title()}"   # as the rest of the log names a seat
    assert end.text == f"Round 1 ends and the game is over: {who} placed their 10th marker."
    with i18n.speaking("ja"):
        keysmith = i18n.tr(who[3:])
        assert i18n.text(end.text) == f"ラウンド1が終わり、ゲーム終了: P2 {keysmith}が10個目のマーカーを置いた。"
    # the finished position keeps the words it always kept (saves and replays are compared byte for byte)
    assert game.state.end_triggered == "seat 2 placed their 10th marker"


def four_full_tracks():
    """A 2-player game whose four research tracks are full and locked (the end is triggered at the turn's end)."""
    game = open_board(2)
    for col in range(4):
        game.state.track[col] = [NEUTRAL] * game.content.height(col)
        game.state.locked[col] = True
    refresh(game)
    return game


@pytest.mark.rule("IAI-END-TRIGGER-1", "IAI-AMBIG-5")
def test_four_full_tracks_end_the_game_citing_the_trigger() -> None:
    game = four_full_tracks()
    end = end_turns(game, 2)[-2]
    assert end.rules == ("IAI-END-TRIGGER-1", "IAI-AMBIG-5", "IAI-END-EQUAL-1", "IAI-ROUND-END-1")
    assert end.text == "Round 1 ends and the game is over: 4 research tracks are full."


@pytest.mark.rule("IAI-SCORE-WIN-1")
def test_the_final_scores_list_every_seat_in_order() -> None:
    game = new_game(3, max_rounds=1)
    game.state.track[0] += [2]
    game.state.players[2].markers_left = 9
    refresh(game)
    scores = end_turns(game, 3)[-1]
    points = game.scores()
    assert scores.kind == "scores"
    who = [f"P{seat + 1} {p.character.title()}" for seat, p in enumerate(game.state.players)]
    assert scores.text == (f"Final scores: {who[0]}: {points[0]}, {who[1]}: {points[1]}, {who[2]}: {points[2]}; "
                           f"{who[2]} wins.")   # the seats named as the board names them


@pytest.mark.rule("IAI-ENGINE-LIMIT-1")
def test_a_round_with_an_idol_placed_starts_the_quiet_count_again() -> None:
    game = open_board(2, max_quiet_rounds=2)
    at_location(game, (2, 2), altar="gold")
    game.state.players[0].hand = ["gold"]
    game.state.supply["gold"] -= 1
    refresh(game)
    game.apply(PlaceIdol("gold"))
    game.apply(Research())
    end_turns(game, 2)                 # round 1: an idol was placed
    end_turns(game, 2)                 # round 2: quiet
    assert not game.is_over and game.state.round == 3
    end = end_turns(game, 2)[-2]       # round 3: the second quiet round in a row
    assert game.is_over and end.text == ("Round 3 ends and the game is over: nobody placed an idol for 2 rounds "
                                         "(engine limit).")


def test_the_summary_line_names_the_player_to_act_and_the_final_scores() -> None:
    game = new_game(2, max_rounds=1)
    player = game.state.players[0]
    assert game.describe() == f"Ice and Idols, round 1: P1 Curator ({player.colour}) to play, 5 AP left."
    end_turns(game, 2)
    first, second = game.scores()
    assert game.describe() == f"Ice and Idols, game over after round 1: P1 Curator: {first}, P2 Keysmith: {second}."
    with i18n.speaking("ja"):
        said, curator = i18n.text(game.describe()), i18n.tr("Curator")
    assert f"P1 {curator}: {first}点" in said and "seat" not in said and "[" not in said


def test_a_save_is_read_back_unless_it_names_a_content_file() -> None:
    game = new_game(2)
    game.apply(EndTurn())
    doc = game.to_dict()
    assert "content" not in doc["options"] and IceAndIdols.from_dict(doc).state == game.state
    doc["options"]["content"] = {}
    assert IceAndIdols.from_dict(doc).state == game.state     # a save carrying (no part of) the content is read
    doc["options"]["content"] = "my-content.yaml"
    with pytest.raises(FormatError) as info:
        IceAndIdols.from_dict(doc)
    assert (info.value.path, info.value.message) == (
        "options.content", "a save carries the content itself, never the name of a file")


@pytest.mark.rule("IAI-END-TRIGGER-1", "IAI-AMBIG-5")
def test_a_game_ended_by_four_full_tracks_keeps_that_reason_in_its_position() -> None:
    game = four_full_tracks()
    end_turns(game, 2)
    assert game.is_over and game.state.end_triggered == "4 research tracks are full"


def final_scores_after_a_tie(setup) -> tuple[list[int], object]:
    game = new_game(2, max_rounds=1)
    setup(game.state)
    refresh(game)
    return game.scores(), end_turns(game, 2)[-1]


@pytest.mark.rule("IAI-TIE-POWERS-1", "IAI-TIE-MARKERS-1", "IAI-TIE-ORDER-1")
@pytest.mark.parametrize(("setup", "winner", "how", "rule"), [
    (lambda s: setattr(s.players[0], "powers", ["ruby"]), "P1 Curator", "more idol powers gained",
     "IAI-TIE-POWERS-1"),
    (lambda s: setattr(s.players[1], "powers", ["ruby"]), "P2 Keysmith", "more idol powers gained",
     "IAI-TIE-POWERS-1"),
    (lambda s: setattr(s.players[0], "markers_left", 9), "P1 Curator", "more research markers placed",
     "IAI-TIE-MARKERS-1"),
    (lambda s: None, "P2 Keysmith", "later in turn order", "IAI-TIE-ORDER-1"),
])
def test_a_tie_on_vp_says_which_tiebreaker_settled_it(setup, winner, how, rule) -> None:
    scores, event = final_scores_after_a_tie(setup)
    assert scores == [0, 0]
    assert event.text == f"Final scores: P1 Curator: 0, P2 Keysmith: 0; {winner} wins the tie: {how}."
    assert event.rules[-1] == rule
    with i18n.speaking("ja"):
        assert "同点で" in i18n.text(event.text) and "wins" not in i18n.text(event.text)


def test_the_fields_it_took_to_settle_a_tie() -> None:
    from floe_widgets.games.ice_and_idols.scoring import settled_by
    # VP 13 each, three powers each, key cards of 5 and 10 VP completed (the fields of tiebreak_key)
    assert settled_by([(13, 3, 5, 7, 0), (13, 3, 10, 7, 1)], winner=1) == 3
    assert settled_by([(13, 3, 5, 7, 0), (12, 3, 10, 7, 1)], winner=0) == 1


def test_a_win_on_vp_names_no_tiebreaker() -> None:
    game = new_game(2, max_rounds=1)
    game.state.track[0] += [0]
    refresh(game)
    event = end_turns(game, 2)[-1]
    assert game.scores()[0] > game.scores()[1]
    assert event.text.endswith("; P1 Curator wins.") and not any(r.startswith("IAI-TIE-") for r in event.rules)
