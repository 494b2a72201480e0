"""CardPicker: the card selection as card tiles a person can scan (FH-CARD-SELECT-1).

Each card of the hand is a tile: its name and initiative, then its top and its bottom
ability in a line each. The first card clicked leads (its initiative counts), the second
is played with it; "Swap lead" exchanges them and "Play these two" sends the matching
legal ``SelectCards`` action. Nothing here knows the rules: the tiles and the pairs come
from ``game.legal_actions()``.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from floe_widgets.i18n import text, tr

from ..scenario.actions import SelectCards
from ..scenario.cards import all_cards
from ..scenario.names import card_label, half_said


class CardPicker(w.VBox):
    """Card tiles for one character's card selection; ``on_play(action)`` receives the chosen pair."""

    def __init__(self, on_play: Callable[[Any], Any], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.on_play = on_play
        self.picked: list[str] = []
        self.pairs: dict[tuple[str, str], SelectCards] = {}
        self.tiles: dict[str, w.ToggleButton] = {}
        self.summary = w.HTML()
        self.play_button = w.Button(description=tr("Play these two"), button_style="primary", disabled=True)
        self.play_button.on_click(lambda _b: self.play())
        self.swap_button = w.Button(description=tr("Swap lead"), disabled=True)
        self.swap_button.on_click(lambda _b: self.swap())
        self.add_class("fw-fh-card-picker")

    def refresh(self, game: Any) -> None:
        selects = [a for a in game.legal_actions() if isinstance(a, SelectCards)]
        seat = selects[0].seat if selects else None
        self.pairs = {(a.lead, a.other): a for a in selects if a.seat == seat}
        hand = sorted({card for pair in self.pairs for card in pair}, key=lambda c: all_cards()[c]["initiative"])
        self.picked = [c for c in self.picked if c in hand]
        self.tiles = {}
        tiles = []
        for cid in hand:
            card = all_cards()[cid]
            toggle = w.ToggleButton(description=text(card_label(cid)), value=cid in self.picked,
                                    layout=w.Layout(width="auto"))
            toggle.observe(lambda change, c=cid: self._toggled(c, change["new"]), names="value")
            lines = w.HTML(f"<div>{html.escape(tr('top'))}: {html.escape(text(half_said(card['top'])))}</div>"
                           f"<div>{html.escape(tr('bottom'))}: {html.escape(text(half_said(card['bottom'])))}</div>")
            tile = w.VBox([toggle, lines], layout=w.Layout(border="1px solid #999", padding="2px", margin="2px",
                                                           width="210px"))
            tile.add_class("fw-fh-card-tile")
            self.tiles[cid] = toggle
            tiles.append(tile)
        grid = w.HBox(tiles, layout=w.Layout(flex_flow="row wrap"))
        self.children = (w.HTML(f"<b>{html.escape(tr('Pick two cards: the first one you pick leads.'))}</b>"),
                         grid, self.summary, w.HBox([self.swap_button, self.play_button])) if hand else ()
        self._show()

    def _toggled(self, cid: str, on: bool) -> None:
        if on and cid not in self.picked:
            self.picked = (self.picked + [cid])[-2:] if len(self.picked) < 2 else [self.picked[0], cid]
        elif not on and cid in self.picked:
            self.picked.remove(cid)
        for other, toggle in self.tiles.items():
            if toggle.value != (other in self.picked):
                toggle.value = other in self.picked
        self._show()

    def choice(self) -> SelectCards | None:
        """The legal action for the cards picked (lead first), or None."""
        return self.pairs.get(tuple(self.picked)) if len(self.picked) == 2 else None

    def _show(self) -> None:
        lead = text(card_label(self.picked[0])) if self.picked else "-"
        second = text(card_label(self.picked[1])) if len(self.picked) > 1 else "-"
        self.summary.value = (f"{html.escape(tr('Lead'))}: <b>{html.escape(lead)}</b> · "
                              f"{html.escape(tr('with'))}: {html.escape(second)}")
        for cid, toggle in self.tiles.items():
            toggle.button_style = "success" if self.picked[:1] == [cid] else ("info" if cid in self.picked else "")
        self.play_button.disabled = self.choice() is None
        self.swap_button.disabled = len(self.picked) != 2

    def pick(self, *cards: str) -> None:
        """Pick cards as clicks would (the first one leads)."""
        for cid in cards:
            self.tiles[cid].value = True

    def swap(self) -> None:
        self.picked.reverse()
        self._show()

    def play(self) -> None:
        action = self.choice()
        if action is not None:
            self.picked = []
            self.on_play(action)
