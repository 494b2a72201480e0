"""The Frosthaven ScenarioWidget and view."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

from floe_widgets.games.frosthaven.game import Frosthaven  # noqa: E402
from floe_widgets.games.frosthaven.widgets import ScenarioWidget  # noqa: E402


def test_widget_plays_legal_actions_and_shows_the_party() -> None:
    game = Frosthaven(players=2, seed=1)
    table = ScenarioWidget(game)
    assert "Ironbark Warden" in table.party.value
    first = game.legal_actions()[0]
    assert table.do(first)
    assert table.game.char(0).goal
    assert "Waiting for" in table.party.value


def test_view_draws_and_maps_clicks_to_actions() -> None:
    from matplotlib.figure import Figure

    from floe_widgets.core import hexgrid
    from floe_widgets.games.frosthaven import view

    game = Frosthaven(players=2, seed=1)
    fig = Figure(figsize=view.FIGSIZE)
    view.draw(game, fig)
    assert [ax.get_label() for ax in fig.axes] == ["map", "info"]
    x, y = hexgrid.center((0, 0))
    assert view.actions_at(game, "map", x, y) == []
