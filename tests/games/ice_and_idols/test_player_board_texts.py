"""Every text of a player's board is shown whole, inside the board's rounded panel and the part of the board it
is redrawn with: at the start (two key cards offered
side by side, with their points) and at seeded positions later in the game, 2-4 players, in English and
Japanese, at the default size and in presenter mode.  Layout only: no rule is named here."""

from __future__ import annotations

import pytest

from floe_widgets import i18n
from floe_widgets.core import RandomBot
from floe_widgets.games.ice_and_idols.game import IceAndIdols
from floe_widgets.views.contract import DEFAULT_THEME, PRESENTER_THEME
from floe_widgets.views.every_view import view_of
from floe_widgets.views.picture import view_figure

#: the panels' left and right edges on the boards' axes (x from 0 to 20, player_boards.py)
PANEL = (0.1, 19.9)
#: pixels a text keeps clear of a panel's side (its line and rounded corner)
CLEAR = 2
#: pixels of a text's box (its glyphs' spacing) a clip box may cut without cutting a glyph
CUT = 1


def texts_past_the_panel(game: IceAndIdols, theme) -> list[tuple[str, float]]:
    """Each text on the players' axes that comes nearer than :data:`CLEAR` to a panel's side, or passes the edge
    of the part of the board it is drawn in (its clip box: what is not inside is not shown), with how far (in
    pixels)."""
    view = view_of(game)
    fig = view_figure(view, theme)
    view.draw(game.state, fig, highlight=[], theme=theme)
    fig.draw_without_rendering()   # lays every text out as a drawing does; only the extents are read
    renderer = fig.canvas.get_renderer()
    boards = next(ax for ax in fig.axes if ax.get_label() == "players")
    (left, _), (right, _) = boards.transData.transform([(PANEL[0], 0.0), (PANEL[1], 0.0)])
    past = []
    for t in boards.texts:
        if t.get_visible() and t.get_text().strip():
            box = t.get_window_extent(renderer)
            over = max(left + CLEAR - box.x0, box.x1 - (right - CLEAR))
            clip = t.get_clip_box() if t.get_clip_on() else None
            if clip is not None:   # the part of the board it is redrawn with cuts what passes its edges
                over = max(over, max(clip.x0 - box.x0, box.x1 - clip.x1, clip.y0 - box.y0, box.y1 - clip.y1) - CUT)
            if over > 0:
                past.append((t.get_text(), round(float(over), 1)))
    return past


def positions(players: int, seed: int):
    """The start (the key cards offered), then every 60th seeded random action, up to 240."""
    game = IceAndIdols(players=players, seed=seed)
    yield game
    bot = RandomBot(seed)
    for n in range(1, 241):
        if game.is_over:
            return
        game.apply(bot.choose(game))
        if n % 60 == 0:
            yield game


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("players, seed", [(2, 3), (3, 1), (4, 2)])
def test_every_text_of_a_player_board_stays_inside_its_panel(language, players, seed):
    past = []
    with i18n.speaking(language):
        for game in positions(players, seed):
            for theme in (DEFAULT_THEME, PRESENTER_THEME):
                past += texts_past_the_panel(game, theme)
    assert not past, past[:8]
