"""One conformance suite for every registered game (as OpenSpiel does for its games).

Seeded random games run to the end; along the way, at random points, the suite checks
the engine contract: legal actions exist until the end and all apply, illegal ones are
refused with the state unchanged, copies are independent, undo/redo restore, and
save/load and replay reproduce the game exactly.
"""

from __future__ import annotations

import json
import random

import pytest

from floe_widgets import games
from floe_widgets.core import FormatError, IllegalAction, RandomBot, encode
from tests.game_snapshots import snapshot, unchanged

NAMES = games.available()
MAX_ACTIONS = 20_000


def seats(name: str) -> list[int]:
    cls = games.game_class(name)
    return list(range(cls.min_players, cls.max_players + 1))


CASES = [(name, players, seed) for name in NAMES for players in seats(name) for seed in (1, 2)]


def run_to_end(game, seed: int, check=None, *, undoable: bool = True):
    """Play ``game`` to its end with a seeded random bot; ``undoable=False`` plays straight through the rules
    (``advance``: the same refusals and rules, without the copy of the state ``apply`` keeps for undo)."""
    bot = RandomBot(seed)
    play = game.apply if undoable else game.advance
    for n in range(MAX_ACTIONS):
        if game.is_over:
            return n
        legal = game.legal_actions()
        assert legal, f"no legal action but the game is not over: {game.describe()}"
        if check:
            check(game, n)
        play(bot.choose(game))
    raise AssertionError(f"{game.title} did not end within {MAX_ACTIONS} actions")


@pytest.mark.parametrize(("name", "players", "seed"), CASES)
def test_random_game_ends_with_scores(name: str, players: int, seed: int) -> None:
    game = games.new(name, players=players, seed=seed)
    run_to_end(game, seed, undoable=False)
    assert game.is_over
    assert game.legal_actions() == []
    assert len(game.scores()) == players
    assert game.winner() and set(game.winner()) <= set(range(players))
    assert game.current_player is None


#: action counts at which the expensive checks (save/load, replay) run: spaced out
#: geometrically so that a long game costs about as much as two replays of it.
CHECKPOINTS = {0, 3, 10, 30, 80, 200, 500, 1200, 3000, 8000}


@pytest.mark.parametrize(("name", "players", "seed"), CASES)
def test_contract_at_random_points(name: str, players: int, seed: int) -> None:
    rng = random.Random(seed * 7919 + players)
    game = games.new(name, players=players, seed=seed)
    foreign = []  # legal actions seen in other positions: mostly illegal here

    def check(g, n):
        legal = g.legal_actions()
        foreign.extend(rng.sample(legal, min(3, len(legal))))
        if n in CHECKPOINTS or rng.random() < 0.01:
            check_actions(g, legal, foreign, rng)
        if n in CHECKPOINTS:
            check_round_trips(g, name, players, seed)

    run_to_end(game, seed, check)
    doc = game.to_json()
    assert games.load(doc).to_json() == doc


def fingerprint(g) -> tuple:
    """Position, chance source and history length: what a refused action must not change."""
    return json.dumps(encode(g.state)), g.chance.getstate(), len(g.history), g.can_redo


def check_actions(g, legal, foreign, rng) -> None:
    before, cheap = fingerprint(g), snapshot(g)
    # every legal action applies (on copies), and undo restores
    c = g
    for action in rng.sample(legal, min(12, len(legal))):
        c = g.copy()
        c.apply(action)
        assert unchanged(g, cheap), "applying to a copy changed the original"
        assert c.undo() == action
        assert (c.state, c.chance.getstate(), len(c.history)) == cheap[:3], "undo did not restore the position"
    assert fingerprint(c)[:3] == before[:3], "undo did not restore the position"
    assert fingerprint(g) == before, "applying to copies changed the original"
    # illegal actions are refused and change nothing
    for action in foreign[-40:]:
        if action not in legal:
            with pytest.raises(IllegalAction) as info:
                g.apply(action)
            assert info.value.rule_id and info.value.reason
            assert unchanged(g, cheap), f"refusing {action} changed the game"
    for bad in ({"kind": "no-such-action"}, {"nokind": 1}, "{not json", 42):
        with pytest.raises(IllegalAction):
            g.apply(bad)
        assert unchanged(g, cheap), f"refusing {bad!r} changed the game"
    assert fingerprint(g) == before, "a refused action changed the game"
    # the JSON of an action round-trips
    action = rng.choice(legal)
    assert g.parse_action(action.to_dict()) == action
    assert g.parse_action(json.dumps(action.to_dict())) == action
    # undo then redo
    if g.can_undo:
        last = g.history[-1].action
        g.undo()
        assert g.redo() == last
        assert fingerprint(g) == before


def check_round_trips(g, name, players, seed) -> None:
    before = g.to_json()
    loaded = type(g).from_json(before)
    assert loaded.to_json() == before
    assert loaded.legal_actions() == g.legal_actions()
    replayed = games.replay(name, seed, g.actions, players=players, **g.options)
    assert replayed.to_json() == before


@pytest.mark.parametrize("name", NAMES)
def test_broken_documents_are_refused(name: str, tmp_path) -> None:
    game = games.new(name, seed=3)
    bot = RandomBot(3)
    for _ in range(30):
        if game.is_over:
            break
        game.apply(bot.choose(game))
    doc = game.to_json()
    data = json.loads(doc)
    truncated = doc[: len(doc) // 2]
    wrong_version = json.dumps({**data, "version": 999})
    wrong_format = json.dumps({**data, "format": "floe-widgets/chess"})
    tampered = json.loads(doc)
    tampered["state"] = json.loads(json.dumps(data["initial"]["state"]))
    lying_history = json.loads(doc)
    if lying_history["history"]:
        lying_history["history"] = lying_history["history"][:-1]
    for text in (truncated, wrong_version, wrong_format, "[]", "{}", json.dumps(tampered) if data["history"] else "x",
                 json.dumps(lying_history) if data["history"] else "{"):
        with pytest.raises(FormatError):
            type(game).from_json(text)
    path = tmp_path / "broken.json"
    path.write_text(truncated)
    with pytest.raises(FormatError):
        games.load(path)


@pytest.mark.parametrize("name", NAMES)
def test_copies_are_independent(name: str) -> None:
    game = games.new(name, seed=4)
    copy = game.copy()
    before = game.to_json()
    copy.apply(copy.legal_actions()[0])
    assert game.to_json() == before
    assert copy.to_json() != before


@pytest.mark.parametrize("name", NAMES)
def test_player_counts_outside_the_rules_are_refused(name: str) -> None:
    from floe_widgets.core import SetupError

    cls = games.game_class(name)
    for players in (cls.min_players - 1, cls.max_players + 1):
        with pytest.raises(SetupError):
            games.new(name, players=players)


@pytest.mark.parametrize("name", NAMES)
def test_every_action_describes_itself(name: str) -> None:
    game = games.new(name, seed=6)
    bot = RandomBot(6)
    for _ in range(200):
        if game.is_over:
            break
        for action in game.legal_actions():
            text = game.action_to_string(action)
            assert isinstance(text, str) and text.strip()
        game.apply(bot.choose(game))
    assert game.describe().strip()
