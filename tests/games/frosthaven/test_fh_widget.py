"""The Frosthaven ScenarioWidget and view."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

from floe_widgets.games.frosthaven.scenario.game import Frosthaven  # noqa: E402
from floe_widgets.games.frosthaven.widgets.scenario_widget import ScenarioWidget  # noqa: E402
from floe_widgets.views import Target  # noqa: E402
from floe_widgets.views.every_view import view_of  # noqa: E402


def test_widget_plays_legal_actions_and_shows_the_party() -> None:
    game = Frosthaven(players=2, seed=1)
    table = ScenarioWidget(game)
    assert "Ironbark Warden" in table.party.value
    first = game.legal_actions()[0]
    assert table.do(first)
    assert table.game.char(0).goal
    assert "Waiting for" in table.party.value


def test_view_draws_and_maps_clicks_to_actions() -> None:
    from floe_widgets.core import hexgrid
    from floe_widgets.views import actions_for
    from floe_widgets.views.picture import new_figure

    game = Frosthaven(players=2, seed=1)
    view = view_of(game)
    fig = new_figure(view.figsize, view.theme)
    view.draw(game.state, fig, highlight=game.legal_actions())
    assert [ax.get_label() for ax in fig.axes] == ["map", "info"]
    ax = fig.axes[0]
    hero = game.state.figures[0]
    x, y = view.figure_point(ax, *hexgrid.center(hero.hex))
    assert Target("hex", hero.hex) in view.hit(x, y)
    assert actions_for(view, view.hit(x, y), game.legal_actions()) == []   # choosing cards: nothing on the map
    assert view.hit(*view.figure_point(ax, -100.0, -100.0)) == []


def test_view_shows_aid_tokens_notable_marks_xp_and_sections() -> None:
    from floe_widgets.games.frosthaven.scenario.book import offset_to_axial
    from floe_widgets.views.picture import new_figure

    game = Frosthaven(players=2, seed=1)
    view = view_of(game)
    fig = new_figure(view.figsize, view.theme)
    view.draw(game.state, fig)
    marks = {t.get_text(): t.get_color() for t in fig.axes[0].texts}
    assert marks["a"] == view.theme.muted and marks["1"] == view.theme.muted   # marks shown, no token yet
    game.state.aid_tokens = [offset_to_axial(7, 2)]
    game.state.sections_read = ["12.3"]
    game.char(0).xp = 4
    view.draw(game.state, fig)
    marks = {t.get_text(): t.get_color() for t in fig.axes[0].texts}
    info = " ".join(t.get_text() for t in fig.axes[1].texts)
    assert marks["a"] == "white" and "XP 4" in info and "12.3" in info
    table = ScenarioWidget(game)
    assert "XP 4" in table.party.value
