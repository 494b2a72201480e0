"""TempleWidget: play Ice and Idols live in a notebook, on the kit's GameWidget.

Everything the learner can do comes from ``game.legal_actions()``: the kit's grouped buttons, plus
two panels of this game --

* a **move pad** (N / E / S / W arrows; an arrow is enabled only when that Move is legal), and
* a **tile picker**: a 5x5 grid of buttons mirroring the temple; pressing one is the same as
  clicking that tile on the board (``view.actions_at``): one meaning is done at once, several are
  offered as a choice (e.g. rotate clockwise or counter-clockwise).

With ipympl (``interactive=True``) the board itself takes the clicks.  Bots may play other seats.
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as w

from floe_widgets.core import RandomBot
from floe_widgets.i18n import N_, text, tr
from floe_widgets.widgets import GameWidget

from . import view
from .actions import SIDE_WORDS, Move
from .state import SIZE, tile_name

#: what a tile of the picker offers (the board's target labels), as a person reads them
TILE_WORDS = {"move": N_("move"), "jump": N_("jump"), "pass": N_("pass"), "rotate": N_("rotate"),
              "slide": N_("slide"), "key": N_("key"), "swap": N_("swap"), "shift": N_("shift"),
              "orient": N_("orient"), "idol": N_("idol")}

GROUP_TITLES = {
    "setup": N_("Key card: keep one"),
    "move": N_("Move (1 AP a tile)"),
    "idols": N_("Idols"),
    "altar": N_("Idol on the altar: research or power?"),
    "research": N_("Research track"),
    "powers": N_("Idol powers"),
    "ability": N_("Character ability"),
    "turn": N_("Turn"),
}
PAD = (("", "N", ""), ("W", "", "E"), ("", "S", ""))


class TempleWidget(GameWidget):
    """The temple, the research track and the player boards, with every legal action as a control."""

    def __init__(self, game: Any = None, *, bots: dict[int, Any] | None = None, viewer: int | None = None,
                 **kwargs: Any) -> None:
        if game is None:
            from .game import IceAndIdols

            game = IceAndIdols(players=2, seed=0)
        self.viewer = viewer
        kwargs.setdefault("max_buttons", 8)
        super().__init__(game, bots=bots, **kwargs)

    # -- the game's own panels ------------------------------------------------------------
    def extra_panels(self) -> list[w.Widget]:
        self.controls.group_titles = dict(GROUP_TITLES)
        self.pad_buttons: dict[str, w.Button] = {}
        rows = []
        for row in PAD:
            cells = []
            for side in row:
                if side:
                    b = w.Button(layout=w.Layout(width="auto", min_width="64px"))   # labelled by refresh_panels
                    b.add_class("iai-move-pad")
                    b.on_click(lambda _b, s=side: self.do(Move(s)))
                    self.pad_buttons[side] = b
                    cells.append(b)
                else:
                    cells.append(w.Label("", layout=w.Layout(min_width="64px")))
            rows.append(w.HBox(cells))
        pad = w.VBox([w.HTML(f"<b>{html.escape(tr('Move pad'))}</b>"), *rows])
        pad.add_class("iai-pad")
        self.tile_buttons: dict[tuple[int, int], w.Button] = {}
        grid_rows = []
        for r in range(SIZE):
            cells = []
            for c in range(SIZE):
                b = w.Button(description=tile_name((r, c)),
                             layout=w.Layout(flex="1 1 0%", min_width="58px", width="auto"))
                b.add_class("iai-tile")
                b.on_click(lambda _b, rc=(r, c): self.tile_click(*rc))
                self.tile_buttons[(r, c)] = b
                cells.append(b)
            grid_rows.append(w.HBox(cells))
        picker = w.VBox([w.HTML(f"<b>{html.escape(tr('Tiles (same as clicking the board)'))}</b>"), *grid_rows])
        picker.add_class("iai-tile-picker")
        self.turn_info = w.HTML()
        self.turn_info.add_class("iai-turn-info")
        return [self.turn_info, pad, picker]

    def refresh_panels(self) -> None:
        g = self.game
        legal = g.legal_actions()
        for side, b in self.pad_buttons.items():
            b.description = f"{tr(SIDE_WORDS[side])} {view.ARROW[side]}"     # said again after a language switch
            b.tooltip = tr("Move {side}", side=tr(SIDE_WORDS[side]))
            b.disabled = Move(side) not in legal
            b.button_style = "" if b.disabled else "info"
        targets = view.action_targets(g)
        for (r, c), b in self.tile_buttons.items():
            items = targets.get(r * SIZE + c, [])
            labels = sorted({tr(TILE_WORDS.get(label, label)) for label, _ in items})
            b.disabled = not items
            b.description = f"{tile_name((r, c))} " + "/".join(labels) if labels else tile_name((r, c))
            b.tooltip = "; ".join(text(g.action_to_string(a)) for _, a in items) or tr("Nothing to do on this tile now")
            b.button_style = "warning" if items else ""
        self.turn_info.value = self.turn_text()

    def view_options(self) -> dict[str, Any]:
        viewer = getattr(self, "viewer", None)
        if viewer is None and self.bots:
            humans = [s for s in range(self.game.players) if s not in self.bots]
            viewer = humans[0] if len(humans) == 1 else None
        return {"player": viewer}

    # -- status ------------------------------------------------------------------------
    def turn_text(self) -> str:
        g = self.game
        s = g.state
        if g.is_over:
            parts = []
            for seat in range(g.players):
                b = g.score_breakdown(seat) if hasattr(g, "score_breakdown") else {"total": g.scores()[seat]}
                parts.append(tr("{who}: {vp} VP", who=g.seat_name(seat), vp=b["total"]))
            return "<b>" + html.escape(tr("Final scores")) + "</b>: " + html.escape(tr(", ").join(parts))
        name = g.seat_name(s.turn)
        if s.phase == "keys":
            return html.escape(tr("{who}: keep one of your two key cards.", who=name))
        text = tr("Round {round}: {who} has {ap} AP left.", round=s.round, who=name, ap=s.ap)
        if s.pending is not None:
            text += " " + tr("Choose: {what}.", what=view.pending_words(s.pending.kind))
        return html.escape(text)

    # -- tile clicks without ipympl --------------------------------------------------------
    def tile_click(self, row: int, col: int) -> list[Any]:
        """Press the tile (row, col): the same as clicking its centre on the board."""
        x, y = view.cell_center(row, col)
        return self.click("temple", x, y)


def bot_for(kind: str, seed: int) -> Any:
    """A bot: "random", or "greedy" (the engine's greedy value, bots.py)."""
    if kind == "greedy":
        from floe_widgets.core import GreedyBot

        from .bots import greedy_value

        return GreedyBot(greedy_value, seed=seed)
    return RandomBot(seed)


def play(players: int = 2, seed: int = 0, bots: int | list[int] | tuple[int, ...] = 0, *, bot: str = "greedy",
         **options: Any) -> TempleWidget:
    """A TempleWidget on a new game: ``play(players=3, seed=7, bots=2)`` (the last 2 seats are bots).

    ``bots``: how many seats (the last ones) bots play, or the list of their seats.  ``options`` go
    to the game (``map``, ``variant``, ``characters``, ``first_player``...) except the widget's
    ``presenter`` and ``interactive``.
    """
    from .game import IceAndIdols

    widget_keys = {"presenter", "interactive", "autosave", "max_buttons", "tools", "bot_pace"}
    widget_options = {k: options.pop(k) for k in list(options) if k in widget_keys}
    game = IceAndIdols(players=players, seed=seed, **options)
    seats = list(range(players - bots, players)) if isinstance(bots, int) else list(bots)
    return TempleWidget(game, bots={s: bot_for(bot, seed + s) for s in seats}, **widget_options)


__all__ = ["TempleWidget", "play"]
