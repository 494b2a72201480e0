"""The world's cost badges (the purple "-1 W" beside a ring: the Warmth a move there costs), measured as drawn
(matplotlib's own extents at the size each theme shows the view): at seeded positions of played games, in the
world view and the table overview, in the normal and the presenter layout, in English and in Japanese, no
badge covers a Shallows ticket or diamond, a token, a Ship, a hero, a Familiar, a Trader, a Landmark, a name or another
badge, and each stays inside the map; no ring's dashes cross a ticket's words; each badge touches its own ring
and no other, so it is plain which target it prices; the legend says what a badge means."""

from __future__ import annotations

import copy
import functools
from typing import Any

import numpy as np
import pytest
from floe_kit import seeded_positions
from matplotlib.colors import to_rgba
from matplotlib.figure import Figure
from matplotlib.path import Path
from matplotlib.transforms import Bbox

from floe_widgets import i18n, rendering
from floe_widgets.core import RandomBot
from floe_widgets.games.floe.game import Floe
from floe_widgets.games.floe.view import style
from floe_widgets.games.floe.view.places import tile_boxes, world_targets
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


#: how far a badge may stand from its own ring, in widths of the ring's dashed stroke (from the stroke's outer
#: edge): one stroke width, the gap a dash pattern itself leaves, so the badge reads as hung on the ring; the
#: nearest other ring a badge must keep clear of is never nearer than the badge's own
TOUCH = 1.0


def rings(ax: Any) -> list[tuple[np.ndarray, float]]:
    """Each dashed highlight ring on the map: its outline on screen (curves flattened, one point per pixel or
    closer) and its stroke's width in pixels."""
    want, out = to_rgba(style.MOVE_HL), []
    for coll in ax.collections:
        if coll.get_facecolors().size == 0 and len(coll.get_edgecolors()) == 1 \
                and tuple(coll.get_edgecolors()[0]) == pytest.approx(want):
            width = coll.get_linewidths()[0] * ax.figure.dpi / 72
            for path in coll.get_paths():
                for polygon in coll.get_transform().transform_path(path).to_polygons():
                    steps = [a + (b - a) * np.arange(n)[:, None] / n for a, b in zip(polygon[:-1], polygon[1:],
                                                                                     strict=True)
                             for n in [max(1, int(np.hypot(*(b - a))))]]
                    out.append((np.vstack(steps), width))
    return out


def gap(box: Bbox, outline: np.ndarray, width: float) -> float:
    """How far ``box`` stands from a ring's stroke, in stroke widths (0 or less: it touches or covers the
    stroke, or stands inside the ring)."""
    dx = np.maximum(0, np.maximum(box.x0 - outline[:, 0], outline[:, 0] - box.x1))
    dy = np.maximum(0, np.maximum(box.y0 - outline[:, 1], outline[:, 1] - box.y1))
    inside = Path(outline).contains_point(((box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2))
    return 0.0 if inside else (float(np.min(np.hypot(dx, dy))) - width / 2) / width


def assert_badges_hang_on_their_rings(view: FloeView, game: Floe, theme: Any, case: Any) -> int:
    """Draw ``game``: each badge within :data:`TOUCH` of the ring it prices (the nearest ring, whose target
    costs what the badge says), clear of every other ring, badge and text; one badge per priced ring.
    Returns how many badges."""
    fig = view.fig if view.fig is not None and view.theme == theme else view_figure(view, theme)
    marked = rendering.highlighted(game)
    view.draw(game.state, fig, highlight=marked, theme=theme)
    fig.draw_without_rendering()
    renderer, ax, world = fig.canvas.get_renderer(), world_axes(fig), view.world
    # what each target's badge must say, at its point on screen: a place's ring and a face-down Region's
    boxes = tile_boxes(game.state.world.layout, list(game.state.world.revealed))
    said, points = {}, {}
    for place, costs in world.costs(game, world_targets(game.state, marked)).items():
        if place in world.xy:
            said[place], points[place] = world.ring_label(place, costs), world.xy[place]
        elif place in boxes:
            x, y, w, h = boxes[place]
            said[place], points[place] = world.discover_label(costs), (x + w / 2, y + h / 2)
    screen = {p: ax.transData.transform(xy) for p, xy in points.items()}
    drawn = rings(ax)
    owner = []   # the target each ring is drawn round: the nearest target point to the ring's middle
    for outline, _ in drawn:
        middle = (outline.min(axis=0) + outline.max(axis=0)) / 2
        owner.append(min(screen, key=lambda p, m=middle: float(np.hypot(*(screen[p] - m)))))
    texts = [t for t in ax.texts if t.get_visible() and t.get_text().strip()]
    badges = [t for t in texts if is_badge(t)]
    others = [(t.get_text(), extent(t, renderer)) for t in texts if not is_badge(t)]
    priced, boxes_drawn = [], []
    for badge in badges:
        box, words = extent(badge, renderer), badge.get_text()
        gaps = [gap(box, outline, width) for outline, width in drawn]
        own = int(np.argmin(gaps))
        assert gaps[own] <= TOUCH, (case, words, f"{gaps[own]:.1f} stroke widths from its ring")
        assert said[owner[own]] == words, (case, words, "beside the ring of", owner[own], "which costs",
                                            said[owner[own]])
        near = [owner[k] for k, g in enumerate(gaps) if k != own and g <= 0]
        assert not near, (case, words, "on the ring of", near, "too")
        covered = [what for what, b in others + boxes_drawn if overlap(box, b)]
        assert not covered, (case, words, "covers", covered)
        priced.append(owner[own])
        boxes_drawn.append((words, box))
    assert sorted(priced) == sorted(p for p, words in said.items() if words), (case, "not one badge per ring")
    return len(badges)


@pytest.mark.parametrize(("area", "theme", "language"), [("all", "normal", "en"), ("all", "normal", "ja"),
                                                         ("world", "normal", "en"), ("world", "presenter", "en")])
def test_each_cost_badge_touches_its_own_ring_and_no_other_at_seeded_positions(area, theme, language):
    """The table overview (small rings, close together) and the world view, at a few hundred positions of
    seeded random games, whatever the phase (a ring marks where a move, a Familiar or a Hero action may go)."""
    badges = 0
    with i18n.speaking(language):
        for players, seed in ((4, 1), (4, 2), (3, 4), (2, 5)):
            games = seeded_positions(players, seed, every=9)
            view = FloeView(games[0], {"view": area})
            for k, game in enumerate(games):
                view.game = game
                badges += assert_badges_hang_on_their_rings(view, game, THEMES[theme], (players, seed, k))
    assert badges > 300   # the positions do mark costs


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_legend_says_what_a_cost_badge_means(language):
    """A badge reads "-1 W" ("-1/-2 W": the costs of the ways there); the world's legend names the Warmth a
    move costs in the same words."""
    with i18n.speaking(language):
        badge = i18n.tr("{costs} W", costs="-1")
        meaning = next(e.meaning for e in legend_entries("world") if e.kind == "target")
        assert badge in meaning and i18n.tr("Warmth") in meaning, (badge, meaning)
