"""Positions for Floe 2024 tests: a new game, edited by hand, then played through the public API."""

from __future__ import annotations

import pytest

from floe_widgets import games
from floe_widgets.core import IllegalAction
from floe_widgets.games.floe_2024.actions import Choose
from floe_widgets.games.floe_2024.game import Floe2024


def new(players: int = 2, seed: int = 1, **options) -> Floe2024:
    return games.new("floe-2024", players=players, seed=seed, **options)


def edit(game: Floe2024, change) -> Floe2024:
    """Change the position by hand (``change(state)``) and start from it."""
    state = game.state
    change(state)
    game.set_position(state)
    return game


def me(game: Floe2024):
    return game.state.players[game.state.current]


def refused(game: Floe2024, action, rule: str) -> None:
    """The action is refused for ``rule`` and nothing changes."""
    before = game.to_json()
    with pytest.raises(IllegalAction) as info:
        game.apply(action)
    assert info.value.rule_id == rule, info.value
    assert game.to_json() == before


def choose(game: Floe2024, start: str) -> list:
    """Answer the pending choice with the option that starts with ``start``."""
    options = game.state.pending[-1].options
    match = [o for o in options if o.startswith(start)]
    assert match, f"no option starts with {start!r}: {options}"
    return game.apply(Choose(match[0]))


def pending(game: Floe2024) -> str | None:
    return game.state.pending[-1].kind if game.state.pending else None


def cited(events) -> set[str]:
    return {r for e in events for r in e.rules}


def ctx(game: Floe2024):
    """A rule context on the game's own state (for calling a chapter's functions as the game does)."""
    from floe_widgets.games.floe_2024.context import Ctx

    return Ctx(game.state, game.chance, game.options)


def on_map(game: Floe2024, iceberg: str = "floe.I0") -> Floe2024:
    """The current player starts a Map turn standing on ``iceberg``."""
    from floe_widgets.games.floe_2024.actions import StartMapTurn

    game.apply(StartMapTurn())
    return edit(game, lambda s: setattr(s.players[s.current], "location", iceberg))
