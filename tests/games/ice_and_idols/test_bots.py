"""The greedy hint: scoring and powers first, and greedy games reach the rulebook's end conditions."""

from __future__ import annotations

from floe_widgets.core import GreedyBot, play
from floe_widgets.games.ice_and_idols.actions import EndTurn, GainPower, Move, PlaceIdol, Research
from floe_widgets.games.ice_and_idols.bots import greedy_value
from floe_widgets.games.ice_and_idols.game import IceAndIdols

from .helpers import at_location, blank_map, fill, new_game, place, refresh, spread_out


def test_greedy_prefers_placing_and_scoring():
    g = new_game(2)
    fill(g, "roundabout")
    blank_map(g)
    spread_out(g)
    place(g, 0, (2, 2))
    at_location(g, (2, 2), altar="gold")
    g.state.players[0].hand = ["gold"]
    refresh(g)
    legal = g.legal_actions()
    best = max(legal, key=lambda a: greedy_value(g, a))
    assert best == PlaceIdol("gold")
    assert greedy_value(g, EndTurn()) < greedy_value(g, Move("N")) or Move("N") not in legal
    g.apply(PlaceIdol("gold"))
    assert set(g.legal_actions()) == {Research(), GainPower()}
    assert greedy_value(g, Research()) > greedy_value(g, GainPower()) > greedy_value(g, EndTurn())


def test_greedy_games_end_by_the_rules():
    natural = 0
    for seed in range(6):
        game = IceAndIdols(players=2 + seed % 3, seed=seed)
        play(game, GreedyBot(greedy_value, seed), max_actions=5000)
        assert game.is_over
        natural += "engine" not in game.state.end_triggered
    assert natural >= 4


def test_the_greedy_hint_plays_the_same_game_through_apply_and_advance():
    """``advance`` changes the state in place, ``apply`` replaces it: the hint must not tell them apart (its
    distance cache was once keyed by the state object, and games played with ``advance`` went astray)."""
    moves = []
    for step in ("apply", "advance"):
        g = IceAndIdols(players=3, seed=2)
        bot = GreedyBot(greedy_value, 2)
        taken = []
        for _ in range(120):
            action = bot.choose(g)
            taken.append(action)
            getattr(g, step)(action)
        moves.append(taken)
    assert moves[0] == moves[1]
