"""Saving, loading, copying and taking back Floe games: nothing of the position is lost or shared."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from floe_widgets.core.errors import FormatError
from floe_widgets.games.floe.bots import ExplorerBot
from floe_widgets.games.floe.game import Floe


def played(players: int, seed: int, steps: int) -> Floe:
    """A game of the ExplorerBot (it reaches the Cave and its battles), through the public API."""
    game, bot = Floe(players=players, seed=seed), ExplorerBot(seed)
    for _ in range(steps):
        legal = game.legal_actions()
        if not legal:
            break
        game.apply(bot.pick(game, legal))
    return game


@pytest.mark.parametrize("steps", [30, 120])
def test_a_saved_game_loads_as_the_same_game(steps: int) -> None:
    game = played(2, 4, steps)
    saved = game.to_json()
    loaded = Floe.from_json(saved)
    assert loaded.to_json() == saved
    assert loaded.actions == game.actions and len(loaded.actions) == steps
    assert loaded.legal_actions() == game.legal_actions()
    assert loaded.scores() == game.scores() and loaded.describe() == game.describe()
    assert Floe.replay(4, game.actions, players=2).to_json() == saved
    # Both go on alike: same events for the same next action, chance included.
    action = game.legal_actions()[-1]
    assert loaded.apply(action) == game.apply(action)
    assert loaded.to_json() == game.to_json()


def test_a_copy_plays_on_without_touching_the_original() -> None:
    game = played(2, 7, 120)
    saved = game.to_json()
    copy, bot = game.copy(), ExplorerBot(1)
    for _ in range(200):
        legal = copy.legal_actions()
        if not legal:
            break
        copy.apply(bot.pick(copy, legal))
    assert copy.to_json() != saved
    assert game.to_json() == saved


def test_taking_back_every_action_restores_each_position() -> None:
    game, bot = Floe(players=2, seed=8), ExplorerBot(8)
    positions = []
    for _ in range(100):
        positions.append(game.to_json())
        game.apply(bot.pick(game, game.legal_actions()))
    for before in reversed(positions):
        game.undo()
        assert game.to_json() == before


def test_scores_are_the_victory_points_then_the_final_scores() -> None:
    game, bot = Floe(players=1, seed=3), ExplorerBot(3)
    while not game.is_over:
        assert game.scores() == [p.vp for p in game.state.players]
        game.apply(bot.pick(game, game.legal_actions()))
    st = game.state
    assert game.scores() == st.final_scores == [st.players[0].vp + st.relic_points[0]]
    assert game.winner() == (0,)


def test_the_summary_names_seats_from_one() -> None:
    game = played(3, 2, 30)
    st = game.state
    summary = game.describe()
    assert summary.startswith(f"Floe, round {st.round}") and f"P{st.current + 1}" in summary
    scores = ", ".join(f"P{p.seat + 1} {p.vp}" for p in st.players)   # every seat, numbered from one
    assert f"VP {scores}; Mayor at {st.village.mayor}." in summary


RECORDED = Path(__file__).parent / "data" / "recorded_saves"


def test_a_save_made_before_the_source_fields_were_retired_still_loads() -> None:
    """Saved on 7ade537 (two players, seed 0, 245 random moves) at a choice with an effect queued: its
    choice and its queued effect carry a ``source`` the game no longer has. It loads, plays on, and saves
    without it."""
    text = (RECORDED / "two-random-seed0-at-a-choice-with-an-effect-queued.json").read_text()
    game = Floe.from_json(text)
    old = json.loads(text)["state"]
    assert game.state.pending.options == old["pending"]["options"] == ["pearl:1", "kelp:1"]
    assert [q.effect for q in game.state.queue] == ["soda:1"]
    assert len(game.actions) == 245 and game.legal_actions()
    game.apply(game.legal_actions()[0])
    assert '"source"' not in game.to_json()


def test_a_field_no_version_had_is_still_refused() -> None:
    doc = json.loads((RECORDED / "two-random-seed0-at-a-choice-with-an-effect-queued.json").read_text())
    doc["state"]["pending"]["origin"] = "shallows"
    with pytest.raises(FormatError, match=r"unknown field \['origin'\] for Pending"):
        Floe.from_json(json.dumps(doc))


def test_a_save_whose_prompt_an_older_version_worded_otherwise_loads_with_todays_words() -> None:
    """A waiting choice's prompt is a text for a person, not part of the position: a save from a version that
    worded it otherwise ("Pay 2 soda ...", now "Pay 2 Soda ...") still loads, and says it in today's words."""
    doc = json.loads((RECORDED / "two-random-seed0-at-a-choice-with-an-effect-queued.json").read_text())
    today = Floe.from_json(json.dumps(doc)).state.pending.prompt
    doc["state"]["pending"]["prompt"] = "choose 1, as an older version said it"
    assert Floe.from_json(json.dumps(doc)).state.pending.prompt == today == "Choose one."


def test_a_save_whose_choice_differs_from_its_history_is_still_refused() -> None:
    doc = json.loads((RECORDED / "two-random-seed0-at-a-choice-with-an-effect-queued.json").read_text())
    doc["state"]["pending"]["options"] = ["pearl:1", "pearl:1"]
    with pytest.raises(FormatError, match="does not match its own history"):
        Floe.from_json(json.dumps(doc))


def test_a_position_set_after_a_save_is_the_next_saves_start() -> None:
    """A save after a position is set by hand starts from that position, not from the one an earlier save of
    the same game started from."""
    position = played(2, 3, 30).state
    game = played(2, 3, 10)
    game.to_json()
    game.set_position(position)
    fresh = Floe(players=2, seed=3)
    fresh.set_position(position)
    assert game.to_json() == fresh.to_json()
    assert Floe.from_json(game.to_json()).state == position
