"""The player boards as a learner reads them (measured as drawn: matplotlib's own text extents at the size each
theme shows the view): at seeded positions of played games of two and four seats, in the normal and the
presenter layout, in English and in Japanese, every text of a board stands whole inside its board, no two
texts of a board overlap, no word is cut short with an ellipsis, every Relic the looking player may see
(their own hand, FLOE-RELIC-HAND-1; every hand once the game is over) is named in full, and a Familiar's
Shallows is named as the buttons and the log name it."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from floe_kit import seeded_positions
from matplotlib.figure import Figure
from matplotlib.transforms import Bbox

from floe_widgets import i18n, rendering
from floe_widgets.games.floe.data import load
from floe_widgets.games.floe.game import Floe
from floe_widgets.games.floe.names import name, spoken
from floe_widgets.games.floe.progress import visible_relics
from floe_widgets.games.floe.view import style
from floe_widgets.games.floe.view.table import FloeView
from floe_widgets.games.floe.world import geometry
from floe_widgets.views.contract import DEFAULT_THEME, PRESENTER_THEME
from floe_widgets.views.picture import view_figure

THEMES = {"normal": DEFAULT_THEME, "presenter": PRESENTER_THEME}


def drawn(view: FloeView, game: Floe, theme: Any, viewer: int | None) -> Figure:
    """The player boards of ``game`` as ``viewer`` sees them, drawn at the size ``theme`` shows the view."""
    fig = view.fig if view.fig is not None and view.theme == theme else view_figure(view, theme)
    view.draw(game.state, fig, viewer=viewer, highlight=rendering.highlighted(game), theme=theme)
    fig.draw_without_rendering()
    return fig


def board_texts(view: FloeView, fig: Figure) -> list[list[tuple[str, Bbox]]]:
    """Each board's visible texts with their extents on the picture (a text belongs to the board its anchor
    stands on)."""
    renderer, boards = fig.canvas.get_renderer(), view.boards
    ax = next(a for a in fig.axes if a.get_label() == "players")
    boxes = [Bbox.from_extents(*fig.transFigure.transform(boards.board_box(k)[:2]),
                               *fig.transFigure.transform(boards.board_box(k)[2:]))
             for k in range(len(boards.seats))]
    out: list[list[tuple[str, Bbox]]] = [[] for _ in boxes]
    for t in ax.texts:
        if not (t.get_visible() and t.get_text().strip()):
            continue
        anchor = ax.transData.transform(t.get_position())
        home = [k for k, b in enumerate(boxes) if b.contains(*anchor)]
        assert home, (t.get_text(), "stands on no board")
        out[home[0]].append((t.get_text(), t.get_window_extent(renderer)))
    return [[("", box), *texts] for box, texts in zip(boxes, out, strict=True)]


def overlap(a: Bbox, b: Bbox) -> bool:
    return min(a.x1, b.x1) - max(a.x0, b.x0) > 0.5 and min(a.y1, b.y1) - max(a.y0, b.y0) > 0.5


def assert_boards_readable(view: FloeView, game: Floe, theme: Any, viewer: int | None, case: Any) -> None:
    fig = drawn(view, game, theme, viewer)
    state = game.state
    for k, (board, *texts) in enumerate(board_texts(view, fig)):
        box = board[1]
        for n, (words, extent) in enumerate(texts):
            assert "…" not in words, (case, k, words, "cut short")
            assert (box.x0 - 0.5 <= extent.x0 and extent.x1 <= box.x1 + 0.5 and box.y0 - 0.5 <= extent.y0
                    and extent.y1 <= box.y1 + 0.5), (case, k, words, "leaves its board", extent, box)
            for other, other_extent in texts[n + 1:]:
                assert not overlap(extent, other_extent), (case, k, words, "overlaps", other)
        seat = view.boards.seats[k]
        shallows = state.players[seat].familiar_shallows
        if shallows and not view.boards.compact:   # named as the buttons and the log name it (perhaps on two lines)
            where = i18n.tr("familiar at {where}", where=i18n.text(spoken(shallows)))
            read = "".join(words for words, _ in sorted(texts, key=lambda t: (-t[1].y1, t[1].x0)))   # top down
            assert where.replace(" ", "") in read.replace(" ", ""), (case, k, where)
        relics = visible_relics(state, seat, viewer)
        if relics is not None and not view.boards.compact:
            for relic in relics:
                assert any(style.nice(relic) in words for words, _ in texts), (case, k, style.nice(relic), texts)


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("players", [2, 4])
def test_every_board_text_whole_and_apart_and_every_visible_relic_named_at_seeded_positions(players, theme,
                                                                                           language):
    with i18n.speaking(language):
        for seed in (1, 2):
            games = seeded_positions(players, seed, every=200)
            view = FloeView(games[0], {"view": "player"})
            for k, game in enumerate(games):
                view.game = game
                viewer = game.state.current
                assert_boards_readable(view, game, THEMES[theme], viewer, (seed, k, viewer))


def full_hands(players: int, seed: int) -> Floe:
    """A game whose every player holds many of every kind of card: a Relic of each kind several times, every
    Treasure, Item, Ally and Building shown by name, many Monsters beaten, and the Familiar on the Shallows with
    the longest name (between two Region tiles)."""
    game = Floe(players=players, seed=seed)
    st = copy.deepcopy(game.state)
    cards = load("cards.yaml")
    relics = [r["id"] for r in cards["relic_types"]]
    for p in st.players:
        p.relics = [relics[i % len(relics)] for i in range(12)]
        p.treasures = [t["id"] for t in cards["treasures"][:2]]     # the most a player keeps
        p.items = [i["id"] for i in cards["items"][:3]]
        p.allies = [a["id"] for a in cards["allies"][:3]]
        monsters = load("monsters.yaml")
        p.defeated = [m["id"] for m in [*monsters["common"], *monsters["elite"]][:5]]
        p.familiar_shallows = max(geometry(st.world.layout).shallows, key=lambda sid: len(name(sid)))
    game.set_position(st)
    return game


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("players", [2, 4])
def test_a_hand_of_twelve_relics_is_named_in_full_on_every_board(players, theme, language):
    """FLOE-RELIC-HAND-1: the owner reads every Relic of a large hand; once the game is over, everyone does."""
    game = full_hands(players, seed=3)
    with i18n.speaking(language):
        view = FloeView(game, {"view": "player"})
        assert_boards_readable(view, game, THEMES[theme], 0, ("own hand", players))
        over = copy.deepcopy(game.state)
        over.over = True
        game.set_position(over)
        assert_boards_readable(view, game, THEMES[theme], None, ("game over", players))


@pytest.mark.parametrize("language", ["en", "ja"])
def test_a_heros_starting_building_set_is_named_once(language):
    """A Hero starts with the starting top and bottom Building tiles as one set: its board names it once, not as
    "starting building/starting building"."""
    game = Floe(players=2, seed=1)
    with i18n.speaking(language):
        view = FloeView(game, {"view": "player"})
        fig = drawn(view, game, DEFAULT_THEME, None)
        start = style.nice(game.state.players[0].buildings[0][0])
        for _board, *texts in board_texts(view, fig):
            assert i18n.tr("buildings: {names}", names=start) in [words for words, _ in texts], texts
