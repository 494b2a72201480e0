"""Copies of a Floe position (the kit copies the state before every action, for undo and for trying
actions): a copy equals the original and shares nothing that can change, also in a fresh process."""

from __future__ import annotations

import copy
import dataclasses

from test_battle_game import in_battle

from floe_widgets.games.floe import state as floe_state
from floe_widgets.games.floe.game import Floe

ATOMS = (str, int, bool, float, type(None))


def shares_nothing(original: object, duplicate: object, path: str = "state") -> None:
    """Equal values all the way down, and no list, dict or dataclass object used by both."""
    assert type(original) is type(duplicate), path
    if isinstance(original, ATOMS):
        assert original == duplicate, path
        return
    if isinstance(original, tuple):
        assert len(original) == len(duplicate), path
        for i, (a, b) in enumerate(zip(original, duplicate)):
            shares_nothing(a, b, f"{path}[{i}]")
        return
    assert original is not duplicate, f"{path} is shared"
    if isinstance(original, list):
        assert len(original) == len(duplicate), path
        for i, (a, b) in enumerate(zip(original, duplicate)):
            shares_nothing(a, b, f"{path}[{i}]")
    elif isinstance(original, dict):
        assert list(original) == list(duplicate), path
        for key in original:
            shares_nothing(original[key], duplicate[key], f"{path}[{key!r}]")
    else:
        assert dataclasses.is_dataclass(original), path
        for f in dataclasses.fields(original):
            shares_nothing(getattr(original, f.name), getattr(duplicate, f.name), f"{path}.{f.name}")


def test_a_copy_of_a_position_in_battle_shares_nothing() -> None:
    game = in_battle(3, 3, "rockeer", ("sword", "sword", "arrow", "crit"), 2, allies=["hilda-shieldmaiden"])
    assert game.state.battle is not None and game.state.battle.dice
    shares_nothing(game.state, copy.deepcopy(game.state))


def test_the_first_copy_in_a_fresh_process_shares_nothing() -> None:
    # A new process has not yet listed which fields of each kind of object hold containers.
    game = Floe(players=3, seed=5)
    floe_state._CONTAINER_FIELDS.clear()
    shares_nothing(game.state, copy.deepcopy(game.state))
    floe_state._CONTAINER_FIELDS.clear()
    shares_nothing(game.state, game.copy().state)
