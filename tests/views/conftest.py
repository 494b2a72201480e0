"""Every registered board view, for the generic view tests (a view joins them by registering).

A view is registered on a game class, or on what a lab shows (the tactics lab: a solved situation);
:func:`shown_at` and :func:`shown_sequence` give, for either, what the view draws at seeded positions."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import numpy as np
from PIL import Image

from floe_widgets import rendering
from floe_widgets.core import RandomBot
from floe_widgets.core.game import Game
from floe_widgets.views.contract import registered_games
from floe_widgets.views.every_view import load_all
from tests import drawn_texts


def contract_views() -> list[type]:
    """Every class with a registered view."""
    load_all()
    return list(registered_games())


def view_id(kind: type) -> str:
    return getattr(kind, "name", kind.__name__)


@dataclass
class Shown:
    """What a view is made for (``subject``: a game or a lab's subject), the state it draws and the
    legal actions the widget would highlight."""

    subject: Any
    state: Any
    highlight: list[Any]


def game_at(game_type: type, seed: int, actions: int, players: int | None = None) -> Any:
    """A game of ``game_type`` with ``players`` (None: the most), after ``actions`` seeded random actions."""
    game = game_type(players=players or game_type.max_players, seed=seed)
    bot = RandomBot(seed)
    for _ in range(actions):
        if game.is_over:
            break
        game.apply(bot.choose(game))
    return game


def _of_game(game: Any) -> Shown:
    return Shown(game, game.state, rendering.highlighted(game))


def _solved_situations(seed: int) -> list[Any]:
    """The tactics lab's shipped situations, solved, in a seeded order, each with its options shown."""
    import random

    from floe_widgets.games.frosthaven.situations.situation import parse_situation, solve
    from floe_widgets.games.frosthaven.tactics import shipped_situations
    from floe_widgets.games.frosthaven.views.tactics_view import SolvedSituation

    texts = list(shipped_situations().values())
    random.Random(seed).shuffle(texts)
    out = []
    for text in texts[:6]:
        sit = parse_situation(text)
        plan = solve(sit)
        out.append(SolvedSituation(sit, plan, None))
        out += [SolvedSituation(sit, plan, i) for i in range(len(plan.options))]
        if len(plan.options) > 1:
            out.append(SolvedSituation(sit, plan, "all"))
    return out


def shown_at(kind: type, seed: int, actions: int, players: int | None = None) -> Shown:
    """What ``kind``'s view draws at a seeded position (a game of ``players``, None: the most, after ``actions``
    random actions)."""
    if issubclass(kind, Game):
        return _of_game(game_at(kind, seed, actions, players))
    shown = _solved_situations(seed)
    one = shown[actions % len(shown)]
    return Shown(one, one, [])


def shown_sequence(kind: type, seed: int, steps: int) -> Iterator[Shown]:
    """What ``kind``'s view draws along a seeded sequence of ``steps`` changes (the start first)."""
    if issubclass(kind, Game):
        game = kind(players=kind.max_players, seed=seed)
        bot = RandomBot(seed)
        yield _of_game(game)
        for _ in range(steps):
            if game.is_over:
                return
            game.apply(bot.choose(game))
            yield _of_game(game)
        return
    for one in _solved_situations(seed)[:steps + 1]:
        yield Shown(one, one, [])


def pixels(png: bytes) -> np.ndarray:
    return np.asarray(Image.open(io.BytesIO(png)).convert("RGB")).astype(np.int16)


def positions(make: Callable[[int], Any], seed: int, every: int = 50, most: int = 300) -> Iterator[Any]:
    """The game ``make(seed)`` every ``every`` seeded random actions (and at its end)."""
    return (game for _, game in drawn_texts.positions(make, seed, every, most))


def texts_on_screen(game: Any, presenter: bool = False) -> list:
    """The visible texts of ``game``'s board drawn in its normal (presenter) layout, each with its extent on the
    picture (matplotlib Text, Bbox)."""
    from floe_widgets.views.contract import DEFAULT_THEME, PRESENTER_THEME
    from floe_widgets.views.every_view import view_of
    from floe_widgets.views.picture import view_figure

    theme = PRESENTER_THEME if presenter else DEFAULT_THEME
    board = view_of(game)
    fig = view_figure(board, theme)
    board.draw(game.state, fig, highlight=rendering.highlighted(game), theme=theme)
    fig.draw_without_rendering()
    renderer = fig.canvas.get_renderer()
    return [(t, t.get_window_extent(renderer)) for t in fig.findobj(lambda a: type(a).__name__ == "Text")
            if t.get_visible() and t.get_text().strip() and t.axes is not None]
