"""The world's cost badges (the purple "-1 W" beside a ring: the Warmth a move there costs), measured as drawn
(matplotlib's own extents at the size each theme shows the view): at seeded positions of played games, in the
world view and the table overview, in the normal and the presenter layout, in English and in Japanese, no
badge covers a Shallows ticket or diamond, a token, a Ship, a hero, a Familiar, a Trader, a Landmark, a name or another
badge, and each stays inside the map; no ring's dashes cross a ticket's words; the legend says what a badge
means."""

from __future__ import annotations

import copy
import functools
from typing import Any

import numpy as np
import pytest
from matplotlib.colors import to_rgba
from matplotlib.figure import Figure
from matplotlib.transforms import Bbox

from floe_widgets import i18n, rendering
from floe_widgets.core import RandomBot
from floe_widgets.games.floe.game import Floe
from floe_widgets.games.floe.view import style
from floe_widgets.games.floe.view.table import FloeView, legend_entries
from floe_widgets.views.contract import DEFAULT_THEME, PRESENTER_THEME
from floe_widgets.views.picture import view_figure

THEMES = {"normal": DEFAULT_THEME, "presenter": PRESENTER_THEME}


def world_axes(fig: Figure) -> Any:
    return next(ax for ax in fig.axes if ax.get_label() == "world")


def is_badge(t: Any) -> bool:
    patch = t.get_bbox_patch()
    return patch is not None and tuple(patch.get_facecolor()) == pytest.approx(to_rgba(style.MOVE_HL))


def extent(t: Any, renderer: Any) -> Bbox:
    """What a text covers: its box, if it has one, else its words."""
    patch = t.get_bbox_patch()
    return patch.get_window_extent(renderer) if patch is not None else t.get_window_extent(renderer)


def pieces(ax: Any) -> list[tuple[str, Bbox]]:
    """The screen box of every piece on the map that a badge must leave in sight: each token's hexagon and
    Shallows diamond (collections in the token's and the sand's colour), and each Ship, hero, Familiar, Trader
    and Landmark (the patches drawn over the tiles)."""
    out = []
    kinds = {"token": to_rgba(style.TOKEN), "shallows": to_rgba(style.SAND)}
    for coll in ax.collections:
        colours = coll.get_facecolors()
        for kind, colour in kinds.items():
            if len(colours) and all(tuple(c) == pytest.approx(colour) for c in colours):
                out += [(kind, coll.get_transform().transform_path(p).get_extents()) for p in coll.get_paths()]
    for patch in ax.patches:
        if patch.get_zorder() >= 4 and patch.get_fill():
            out.append((type(patch).__name__, patch.get_window_extent()))
    return out


def ring_outlines(ax: Any, above: float) -> list[np.ndarray]:
    """Each dashed highlight ring drawn over what stands at zorder ``above``: its outline on screen, as a polygon
    (curves flattened)."""
    want = to_rgba(style.MOVE_HL)
    return [polygon for coll in ax.collections if coll.get_facecolors().size == 0 and len(coll.get_edgecolors()) == 1
            and tuple(coll.get_edgecolors()[0]) == pytest.approx(want) and coll.get_zorder() > above
            for path in coll.get_paths() for polygon in coll.get_transform().transform_path(path).to_polygons()]


def is_ticket(t: Any) -> bool:
    patch = t.get_bbox_patch()
    return patch is not None and tuple(patch.get_facecolor()) == pytest.approx(to_rgba(style.SAND))


def overlap(a: Bbox, b: Bbox) -> bool:
    return min(a.x1, b.x1) - max(a.x0, b.x0) > 0.5 and min(a.y1, b.y1) - max(a.y0, b.y0) > 0.5


def assert_badges_clear(view: FloeView, game: Floe, theme: Any, case: Any) -> int:
    """Draw ``game``; every badge clear of every piece and text, inside the map, and no ring's dashes across a
    Shallows ticket's words.  Returns how many badges."""
    fig = view.fig if view.fig is not None and view.theme == theme else view_figure(view, theme)
    view.draw(game.state, fig, highlight=rendering.highlighted(game), theme=theme)
    fig.draw_without_rendering()
    renderer, ax = fig.canvas.get_renderer(), world_axes(fig)
    texts = [t for t in ax.texts if t.get_visible() and t.get_text().strip()]
    badges = [t for t in texts if is_badge(t)]
    others = [(t.get_text(), extent(t, renderer)) for t in texts if not is_badge(t)] + pieces(ax)
    for k, badge in enumerate(badges):
        box = extent(badge, renderer)
        assert (ax.bbox.x0 - 0.5 <= box.x0 and box.x1 <= ax.bbox.x1 + 0.5 and ax.bbox.y0 - 0.5 <= box.y0
                and box.y1 <= ax.bbox.y1 + 0.5), (case, badge.get_text(), "leaves the map")
        covered = [what for what, b in others if overlap(box, b)]
        assert not covered, (case, badge.get_text(), "covers", covered)
        for other in badges[k + 1:]:
            assert not overlap(box, extent(other, renderer)), (case, badge.get_text(), "covers", other.get_text())
    for ticket in (t for t in texts if is_ticket(t)):
        words = ticket.get_window_extent(renderer).padded(-0.5)
        crossing = [o for o in ring_outlines(ax, ticket.get_zorder()) if any(words.contains(px, py) for px, py in o)]
        assert not crossing, (case, ticket.get_text(), "a ring's dashes cross its words")
    return len(badges)


@functools.cache
def positions(players: int, seed: int, every: int) -> list[Floe]:
    """Copies of a seeded random game every ``every`` actions while its player moves (rings and their costs
    marked), played once for every layout and language that draws them."""
    game, bot, out, last = Floe(players=players, seed=seed), RandomBot(seed), [], -every
    for n in range(3000):
        if game.is_over:
            break
        if n - last >= every and game.state.turn.phase == "move" and game.state.pending is None:
            out.append(copy.deepcopy(game))
            last = n
        game.apply(bot.choose(game))
    return out


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize(("area", "theme"), [("world", "normal"), ("world", "presenter"), ("all", "normal")])
def test_no_cost_badge_covers_a_ticket_a_token_a_ship_or_a_name_at_seeded_positions(area, theme, language):
    """Nor does a ring drawn round a Shallows (where a Familiar may go) cross its ticket's words.  (The
    presenter's table overview shows the world alone while a player moves: the world view's picture.)"""
    badges = 0
    with i18n.speaking(language):
        for players, seed in ((4, 1), (4, 2), (3, 4)):
            games = positions(players, seed, every=60)
            view = FloeView(games[0], {"view": area})
            for k, game in enumerate(games):
                view.game = game
                badges += assert_badges_clear(view, game, THEMES[theme], (players, seed, k))
    assert badges > 100   # the positions do mark costs


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_legend_says_what_a_cost_badge_means(language):
    """A badge reads "-1 W" ("-1/-2 W": the costs of the ways there); the world's legend names the Warmth a
    move costs in the same words."""
    with i18n.speaking(language):
        badge = i18n.tr("{costs} W", costs="-1")
        meaning = next(e.meaning for e in legend_entries("world") if e.kind == "target")
        assert badge in meaning and i18n.tr("Warmth") in meaning, (badge, meaning)
