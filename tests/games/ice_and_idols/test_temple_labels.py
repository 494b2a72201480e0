"""The temple as drawn (matplotlib's own extents, as the picture shows them): at seeded positions of random
games with varied characters and player counts, in the normal and the presenter layout, in English and in
Japanese, with the choices of the seat to play shown, no two texts of the temple overlap (a choice's word or a
move's cost in its box, an idol's letter, a figure's initial, the word "empty", a wrap-around mark, a border's
name, the row and column numbers) and each text drawn in a cell stays in that cell, the others in the panel."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from matplotlib.transforms import Bbox

from floe_widgets import i18n, rendering
from floe_widgets.games.ice_and_idols.game import IceAndIdols
from floe_widgets.games.ice_and_idols.state import SIZE
from floe_widgets.views.contract import DEFAULT_THEME, PRESENTER_THEME
from floe_widgets.views.every_view import view_of
from floe_widgets.views.picture import view_figure
from tests import drawn_texts

THEMES = {"normal": DEFAULT_THEME, "presenter": PRESENTER_THEME}


def temple_texts(game: IceAndIdols, theme: Any) -> tuple[list[tuple[str, Bbox, Bbox]], Bbox]:
    """The temple's visible texts as ``game``'s board draws them in ``theme`` with the legal actions shown: each
    with the box it covers (its coloured box, if it has one) and the box of its area (its cell, else the panel);
    and the panel's box."""
    view = view_of(game)
    fig = view_figure(view, theme)
    view.draw(game.state, fig, highlight=rendering.highlighted(game), theme=theme)
    fig.draw_without_rendering()
    renderer, ax = fig.canvas.get_renderer(), view.axes["temple"]
    panel = ax.get_window_extent(renderer)
    out = []
    for t in ax.texts:
        if not (t.get_visible() and t.get_text().strip()):
            continue
        patch = t.get_bbox_patch()
        box = (patch if patch is not None else t).get_window_extent(renderer)
        x, y = t.get_position()
        home = panel
        if 0 <= x < SIZE and 0 <= y < SIZE:   # drawn in a cell: it stays in it
            (x0, y0), (x1, y1) = ax.transData.transform([(int(x), int(y)), (int(x) + 1, int(y) + 1)])
            home = Bbox.from_extents(min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))
        out.append((t.get_text(), box, home))
    return out, panel


def faults(texts: list[tuple[str, Bbox, Bbox]], panel: Bbox) -> list[tuple[str, str]]:
    return drawn_texts.faults(texts, panel, "leaves its cell")


def positions(players: int, characters: list[str], seed: int, every: int, most: int = 400) -> Iterator[Any]:
    """A seeded random game every ``every`` actions (the bots' seed is the game's)."""
    return drawn_texts.positions(lambda seed: IceAndIdols(players=players, seed=seed, characters=characters), seed,
                                 every, most)


#: (characters in seat order, seed) of the random games in each language: every character, 2 to 4 players;
#: with a position every 13 actions, about 110 positions per layout and language
GAMES = {
    "en": [(["keysmith", "architect"], 4), (["curator", "sculptor", "keysmith"], 2),
           (["architect", "keysmith", "curator", "sculptor"], 3)],
    "ja": [(["architect", "keysmith"], 5), (["sculptor", "curator", "architect"], 6),
           (["keysmith", "sculptor", "architect", "curator"], 1)],
}


@pytest.mark.parametrize("language", GAMES)
@pytest.mark.parametrize("theme", THEMES)
def test_no_text_of_the_temple_overlaps_another_or_leaves_its_cell_at_seeded_positions(theme, language) -> None:
    seen, bad = 0, []
    with i18n.speaking(language):
        for characters, seed in GAMES[language]:
            for step, game in positions(len(characters), characters, seed, every=13):
                seen += 1
                if found := faults(*temple_texts(game, THEMES[theme])):
                    bad.append(((characters, seed, step), found))
    assert seen >= 80, seen
    assert not bad, f"{len(bad)} of {seen} positions: {bad[:5]}"


#: positions where a text was drawn over another: (characters, seed, actions, layout) -- main's board drew a move's
#: cost over the Architect's initial, a choice's word over the word "empty", the Keysmith's initial over the
#: Architect's; a Sculptor's word "shift" found no room beside a figure, a move's cost and two idols until the
#: figure stepped aside
SEEN = [(["keysmith", "architect"], 3, 198, "normal"), (["keysmith", "architect"], 5, 276, "presenter"),
        (["keysmith", "architect"], 1, 66, "normal"), (["sculptor", "architect", "curator"], 22, 85, "presenter"),
        (["curator", "keysmith", "sculptor"], 28, 85, "presenter")]


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize(("characters", "seed", "actions", "theme"), SEEN)
def test_the_positions_that_showed_an_overlap(characters, seed, actions, theme, language) -> None:
    with i18n.speaking(language):
        for step, game in positions(len(characters), characters, seed, every=actions, most=actions + 1):
            if step == actions:
                assert not faults(*temple_texts(game, THEMES[theme]))
