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


def test_view_shows_aid_tokens_notable_marks_xp_and_sections() -> None:
    from matplotlib.figure import Figure

    from floe_widgets.games.frosthaven import view
    from floe_widgets.games.frosthaven.scenario import offset_to_axial

    game = Frosthaven(players=2, seed=1)
    fig = Figure(figsize=view.FIGSIZE)
    view.draw(game, fig)
    marks = {t.get_text(): t.get_color() for t in fig.axes[0].texts}
    assert marks["a"] == "#555555" and marks["1"] == "#555555"          # marks shown, no token yet
    game.state.aid_tokens = [offset_to_axial(7, 2)]
    game.state.sections_read = ["12.3"]
    game.char(0).xp = 4
    fig = Figure(figsize=view.FIGSIZE)
    view.draw(game, fig)
    marks = {t.get_text(): t.get_color() for t in fig.axes[0].texts}
    info = " ".join(t.get_text() for t in fig.axes[1].texts)
    assert marks["a"] == "white" and "XP 4" in info and "12.3" in info
    table = ScenarioWidget(game)
    assert "XP 4" in table.party.value
