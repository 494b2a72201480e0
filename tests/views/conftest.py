"""Every registered board view, for the generic view tests (a game's view joins them by registering)."""

from __future__ import annotations

import io
from typing import Any

import numpy as np
from PIL import Image

from floe_widgets.core import RandomBot
from floe_widgets.views.contract import registered_games
from floe_widgets.views.every_view import load_all


def contract_views() -> list[type]:
    """Every game class with a registered view."""
    load_all()
    return list(registered_games())


def game_at(game_type: type, seed: int, actions: int) -> Any:
    """A game of ``game_type`` with the most players, after ``actions`` seeded random actions."""
    game = game_type(players=game_type.max_players, seed=seed)
    bot = RandomBot(seed)
    for _ in range(actions):
        if game.is_over:
            break
        game.apply(bot.choose(game))
    return game


def pixels(png: bytes) -> np.ndarray:
    return np.asarray(Image.open(io.BytesIO(png)).convert("RGB")).astype(np.int16)
