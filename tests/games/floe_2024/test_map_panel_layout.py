"""The Floe 2024 map panel as drawn (matplotlib's own extents, as the picture shows them): at seeded positions
of random games, in the normal and the presenter layout, in Japanese and in English, no two texts of the map
overlap (an iceberg's name, a cost label, a Ship's number, a hero's seat, a Familiar's name), and each text on
a Region tile stays on that tile, the others (the regions' names) inside the panel."""

from __future__ import annotations

from typing import Any

import pytest
from matplotlib.transforms import Bbox

from floe_widgets import i18n, rendering
from floe_widgets.games.floe.view.places import tile_boxes
from floe_widgets.games.floe_2024.actions import StartMapTurn
from floe_widgets.views.contract import DEFAULT_THEME, PRESENTER_THEME
from floe_widgets.views.every_view import view_of
from floe_widgets.views.picture import view_figure
from tests import drawn_texts

from .helpers import edit, new

THEMES = {"normal": DEFAULT_THEME, "presenter": PRESENTER_THEME}
#: the fewest positions drawn with the map in each layout (the presenter's shows it on Map turns only)
AT_LEAST = {"normal": 150, "presenter": 40}


def map_texts(game: Any, theme: Any) -> tuple[list[tuple[str, Bbox, Bbox]], Bbox] | None:
    """The map's visible texts as ``game``'s board draws them in ``theme``: each with the box it covers (its
    coloured box, if it has one) and the box of its area (its Region tile, else the panel); and the panel's box.
    None if the layout shows no map (the presenter's Village or Cave)."""
    view = view_of(game)
    fig = view_figure(view, theme)
    view.draw(game.state, fig, highlight=rendering.highlighted(game), theme=theme)
    if view.map is None:
        return None
    fig.draw_without_rendering()
    renderer, ax = fig.canvas.get_renderer(), view.map.ax
    panel = ax.get_window_extent(renderer)
    s = game.state
    tiles = [Bbox.from_extents(*ax.transData.transform((x, y)), *ax.transData.transform((x + w, y + h)))
             for x, y, w, h in tile_boxes(s.layout, list(s.revealed)).values()]
    tiles = [Bbox.from_extents(min(b.x0, b.x1), min(b.y0, b.y1), max(b.x0, b.x1), max(b.y0, b.y1)) for b in tiles]
    out = []
    for t in ax.texts:
        if not (t.get_visible() and t.get_text().strip()):
            continue
        patch = t.get_bbox_patch()
        box = (patch if patch is not None else t).get_window_extent(renderer)
        anchor = ax.transData.transform(t.get_position())
        home = next((tile for tile in tiles if tile.contains(*anchor)), panel)
        out.append((t.get_text(), box, home))
    return out, panel


def faults(texts: list[tuple[str, Bbox, Bbox]], panel: Bbox) -> list[tuple[str, str]]:
    return drawn_texts.faults(texts, panel, "leaves its tile")


def positions(players: int, seed: int, every: int = 20, most: int = 400) -> Any:
    """A seeded random game every ``every`` actions."""
    return drawn_texts.positions(lambda seed: new(players=players, seed=seed), seed, every, most)


#: (players, seed) of the random games in each language: with 'every' 20 actions, about 200 positions in all
GAMES = {"ja": [(4, 1), (4, 7), (2, 7), (4, 10), (4, 16)], "en": [(4, 3), (2, 3), (3, 9), (2, 6), (4, 9)]}


@pytest.mark.parametrize("language", GAMES)
@pytest.mark.parametrize("theme", THEMES)
def test_no_text_of_the_map_overlaps_another_or_leaves_its_tile_at_seeded_positions(theme, language) -> None:
    """Ships sailing to one Dock, heroes and Familiars gathering, rings with their Warmth costs at a board's edge."""
    seen, bad = 0, []
    with i18n.speaking(language):
        for players, seed in GAMES[language]:
            for step, game in positions(players, seed):
                drawn = map_texts(game, THEMES[theme])
                if drawn is None:
                    continue
                seen += 1
                if found := faults(*drawn):
                    bad.append(((players, seed, step), found))
    assert seen >= AT_LEAST[theme] // 2, seen
    assert not bad, f"{len(bad)} of {seen} positions: {bad[:5]}"


@pytest.mark.parametrize("language", ["ja", "en"])
@pytest.mark.parametrize("theme", THEMES)
def test_two_ships_at_one_dock_are_drawn_apart(theme, language) -> None:
    """Both Ships sail to the same Dock (the rules let them): each number is read, neither covers the other,
    and both stay on the Dock's board."""
    def same_dock(s: Any) -> None:
        s.ships[1] = s.ships[0]

    with i18n.speaking(language):
        game = edit(new(players=4, seed=1), same_dock)
        game.apply(StartMapTurn())   # (the presenter layout shows the map on a Map turn)
        texts, panel = map_texts(game, THEMES[theme])
        assert {"1", "2"} <= {w for w, _box, _home in texts}
        assert not faults(texts, panel)
