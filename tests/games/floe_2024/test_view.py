"""The Floe 2024 picture: Japanese text with no missing glyph at seeded random positions; iceberg clicks."""

from __future__ import annotations

import warnings

from floe_widgets.core import RandomBot
from floe_widgets.games.floe_2024.actions import Hike
from floe_widgets.games.floe_2024.view import actions_at, place_xy
from floe_widgets.rendering import png_bytes

from .helpers import new, on_map


def test_pictures_at_random_positions_have_every_glyph() -> None:
    for seed in (1, 2):
        game = new(players=4, seed=seed)
        bot = RandomBot(seed)
        for step in range(160):
            if step % 40 == 0:
                with warnings.catch_warnings():
                    warnings.filterwarnings("error", message=".*[Gg]lyph.*missing.*")
                    assert png_bytes(game).startswith(b"\x89PNG")
            game.apply(bot.choose(game))


def test_a_click_on_an_iceberg_means_walking_there() -> None:
    game = on_map(new(), "floe.I1")
    x, y = place_xy(game.state, "floe.I3")
    found = [a for a in actions_at(game, "map", x, y) if a in game.legal_actions()]
    assert found == [Hike("floe.I3")] + [a for a in found if a != Hike("floe.I3")]
    assert actions_at(game, "map", 2.95, 1.95) == []
