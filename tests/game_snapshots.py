"""A cheap check that an action left a game as it was, for tests that refuse (or undo) many actions in a row.

The exact record of a game is its JSON (or its encoded state), but writing it costs about a millisecond per
state, and the JSON grows with the history, so a test that rewrites it after each of hundreds of refusals
spends most of its time there. These tests compare a copy by equality after each action (a few hundredths of
a millisecond) and the exact record once after each batch of actions: a change that stays is caught by both.
"""

from __future__ import annotations

import copy
from typing import Any

from floe_widgets.core import Game


def snapshot(game: Game) -> tuple[Any, ...]:
    """What a refused action must not change: the position, the chance source and the history."""
    return copy.deepcopy(game.state), game.chance.getstate(), len(game.history), game.can_redo


def unchanged(game: Game, snap: tuple[Any, ...]) -> bool:
    """Whether ``game`` is still as it was when ``snap`` was taken (compared by equality)."""
    return (game.state, game.chance.getstate(), len(game.history), game.can_redo) == snap
