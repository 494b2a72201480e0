"""The Floe 2024 picture: Japanese text with no missing glyph at seeded random positions; iceberg clicks."""

from __future__ import annotations

import warnings

from floe_widgets.core import RandomBot
from floe_widgets.games.floe.view.places import place_xy
from floe_widgets.games.floe_2024.actions import Hike
from floe_widgets.games.floe_2024.view.map_panel import as_retail_table
from floe_widgets.rendering import highlighted, png_bytes
from floe_widgets.views.contract import actions_for
from floe_widgets.views.every_view import view_of
from floe_widgets.views.picture import new_figure

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
    view = view_of(game)
    view.draw(game.state, new_figure(view.figsize, view.theme), highlight=highlighted(game))
    x, y = view.figure_point(view.map.ax, *place_xy(as_retail_table(game.state))["floe.I3"])
    found = actions_for(view, view.hit(x, y), game.legal_actions())
    assert Hike("floe.I3") in found
    assert all(view.targets_of(a) & set(view.hit(x, y)) for a in found)
    assert actions_for(view, view.hit(0.999, 0.999), game.legal_actions()) == []
