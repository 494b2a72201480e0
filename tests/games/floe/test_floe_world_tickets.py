"""The world view's Shallows tickets (the sand boxes naming what a Shallows yields: "1 Mushroom / 1 Wood"),
measured as drawn (matplotlib's own extents at the size each theme shows the view): on every Region tile,
in every position a tile can take, in the normal and the presenter layout, in English and in Japanese,
and at seeded positions of played games, no ticket covers a token's hexagon or another ticket, and each
stays on its own tile inside the axes."""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any

import pytest
from matplotlib.collections import PatchCollection
from matplotlib.colors import to_rgba
from matplotlib.figure import Figure
from matplotlib.transforms import Bbox

from floe_widgets import i18n, rendering
from floe_widgets.core import RandomBot
from floe_widgets.games.floe.game import Floe
from floe_widgets.games.floe.view import style
from floe_widgets.games.floe.view.places import tile_boxes
from floe_widgets.games.floe.view.table import FloeView
from floe_widgets.games.floe.world import geometry
from floe_widgets.views.contract import DEFAULT_THEME, PRESENTER_THEME
from floe_widgets.views.picture import view_figure

THEMES = {"normal": DEFAULT_THEME, "presenter": PRESENTER_THEME}
#: the positions of the region tiles a game deals at random (the middle column is fixed)
DEALT = ("top-left", "top-right", "bottom-left", "bottom-right")


def drawn(game: Floe, theme: Any) -> tuple[FloeView, Figure]:
    """The world view of ``game`` drawn at the size ``theme`` shows it, its texts laid out as a drawing does."""
    view = FloeView(game, {"view": "world"})
    fig = view_figure(view, theme)
    view.draw(game.state, fig, highlight=rendering.highlighted(game), theme=theme)
    fig.draw_without_rendering()
    return view, fig


def world_axes(fig: Figure) -> Any:
    return next(ax for ax in fig.axes if ax.get_label() == "world")


def tickets(fig: Figure) -> list[tuple[str, Bbox]]:
    """Each ticket's words and the box its sand patch covers on screen."""
    renderer, sand = fig.canvas.get_renderer(), to_rgba(style.SAND)
    return [(t.get_text(), t.get_bbox_patch().get_window_extent(renderer)) for t in world_axes(fig).texts
            if t.get_visible() and t.get_bbox_patch() is not None
            and tuple(t.get_bbox_patch().get_facecolor()) == pytest.approx(sand)]


def token_hexagons(fig: Figure) -> list[Bbox]:
    """The screen box of each token hexagon drawn on the world."""
    colour = to_rgba(style.TOKEN)
    return [coll.get_transform().transform_path(path).get_extents() for coll in world_axes(fig).collections
            if isinstance(coll, PatchCollection) and len(coll.get_facecolors())
            and all(tuple(c) == pytest.approx(colour) for c in coll.get_facecolors())
            for path in coll.get_paths()]


def tiles_on_screen(fig: Figure, state: Any) -> dict[str, Bbox]:
    """Each revealed Region tile (by its id) and the screen box its rectangle covers."""
    w, ax = state.world, world_axes(fig)
    boxes = tile_boxes(w.layout, list(w.revealed))
    return {tile: Bbox(ax.transData.transform([(x, y), (x + bw, y + bh)])) for pos, tile in w.layout.items()
            if tile in w.revealed for x, y, bw, bh in [boxes[pos]]}


def overlap(a: Bbox, b: Bbox) -> bool:
    return min(a.x1, b.x1) > max(a.x0, b.x0) and min(a.y1, b.y1) > max(a.y0, b.y0)


def inside(a: Bbox, b: Bbox) -> bool:
    return b.xmin <= a.xmin and a.xmax <= b.xmax and b.ymin <= a.ymin and a.ymax <= b.ymax


def worded(state: Any) -> Counter[str]:
    """How many Shallows on each revealed tile have something printed on them (or a Dive): a ticket each."""
    g = geometry(state.world.layout)
    return Counter(g.tile_of(sid) for sid, sh in g.shallows.items()
                   if g.tile_of(sid) in state.world.revealed and (sh.prints or sh.dive))


def assert_tickets_clear(game: Floe, theme: Any, case: Any) -> None:
    state = game.state
    _, fig = drawn(game, theme)
    shown, hexagons = tickets(fig), token_hexagons(fig)
    assert len(hexagons) == sum(1 for tokens in state.world.tokens.values() if tokens), case   # one per place
    per_tile = worded(state)
    assert len(shown) == sum(per_tile.values()), case        # every Shallows that yields something has its ticket
    axes_box, tiles = world_axes(fig).bbox, tiles_on_screen(fig, state)
    on_tile: Counter[str] = Counter()
    for k, (words, box) in enumerate(shown):
        assert inside(box, axes_box), (case, words, "leaves the axes")
        home = [tile for tile, tile_box in tiles.items() if inside(box, tile_box)]
        assert home, (case, words, "leaves its Region tile")
        on_tile[home[0]] += 1
        covered = [h for h in hexagons if overlap(box, h)]
        assert not covered, (case, words, "covers a token's hexagon", box, covered)
        for other, other_box in shown[k + 1:]:
            assert not overlap(box, other_box), (case, words, "covers the ticket", other)
    assert on_tile == per_tile, case                         # each ticket on the tile of its Shallows


def every_place_holds_a_token(game: Floe, layout: dict[str, str]) -> None:
    """``game`` set to ``layout`` with every tile revealed and a token on every Iceberg and every Sea (from
    the bags), the most a ticket must keep clear of."""
    st = copy.deepcopy(game.state)
    w, supply = st.world, st.supply
    w.layout, w.revealed = layout, list(layout.values())
    g = geometry(layout)
    for place in [*g.icebergs, *g.seas]:
        if not w.tokens.get(place):
            w.tokens[place] = [(supply.white_bag if place in g.icebergs else supply.blue_bag).pop()]
    game.set_position(st)


def dealt_layouts(game: Floe) -> list[dict[str, str]]:
    """The dealt tiles turned round the four dealt positions: every tile in every position once."""
    layout = game.state.world.layout
    tiles = [layout[p] for p in DEALT]
    return [{**layout, **{p: tiles[(k + turn) % 4] for k, p in enumerate(DEALT)}} for turn in range(4)]


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("theme", THEMES)
def test_no_ticket_covers_a_token_or_a_ticket_or_leaves_its_tile_on_any_tile_in_any_position(theme, language):
    game = Floe(players=4, seed=2)
    with i18n.speaking(language):
        for layout in dealt_layouts(game):
            every_place_holds_a_token(game, layout)   # (a hexagon on every Iceberg and Sea: see assert_tickets_clear)
            assert_tickets_clear(game, THEMES[theme], (language, layout))


@pytest.mark.parametrize("seed", [2, 5])
@pytest.mark.parametrize("theme", THEMES)
def test_no_ticket_covers_a_token_or_a_ticket_at_seeded_positions_of_a_game(theme, seed):
    """Tokens taken and left, Ships moved, Familiars gathering, rings and their costs marked, as the game goes."""
    game = Floe(players=4, seed=seed)
    bot = RandomBot(seed)
    for step in range(241):
        if step % 40 == 0:
            assert_tickets_clear(game, THEMES[theme], (seed, step))
        if game.is_over:
            break
        game.apply(bot.choose(game))


@pytest.mark.parametrize("theme", THEMES)
def test_a_click_on_a_ticket_picks_its_shallows(theme):
    """A ticket may stand off its Shallows' point (to keep clear of a token): a click on it still picks that
    Shallows, a different one for each ticket, on the tile the ticket stands on."""
    game = Floe(players=4, seed=2)
    every_place_holds_a_token(game, game.state.world.layout)
    view, fig = drawn(game, THEMES[theme])
    g, tiles = geometry(game.state.world.layout), tiles_on_screen(fig, game.state)
    picked = []
    for words, box in tickets(fig):
        hit = view.hit(*fig.transFigure.inverted().transform((box.x0 + box.width / 2, box.y0 + box.height / 2)))
        assert len(hit) == 1 and hit[0].kind == "place" and hit[0].key in g.shallows, (words, hit)
        assert inside(box, tiles[g.tile_of(hit[0].key)]), (words, hit)
        picked.append(hit[0])
    assert len(set(picked)) == len(picked) == sum(worded(game.state).values())
