"""ScenarioWidget: play the sample Frosthaven scenario live in a notebook, on the kit's GameWidget.

Every control comes from ``game.legal_actions()`` (grouped: cards, turn, move, target, damage,
rest, items). Under the controls a **party panel** shows each character's hit points, conditions,
hand / discard / lost / active cards and items, the monsters on the map with their stat-card
values, the elements, and what the game is waiting for. With ipympl (``interactive=True``) a
click on a hex or a figure plays the move or target it means.
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as w

from floe_widgets.i18n import N_, tr
from floe_widgets.widgets import GameWidget

from ..scenario import cards as C
from ..scenario import elements as EL
from ..scenario.actions import SelectCards
from ..scenario.names import item_label
from .card_picker_widget import CardPicker

GROUP_TITLES = {
    "setup": N_("Battle goals: keep one"),
    "cards": N_("Card selection: initiative card first, or long rest"),
    "turn": N_("Your turn: choose an action half, an element, or skip"),
    "move": N_("Move / place"),
    "target": N_("Targets"),
    "damage": N_("Damage: suffer it, or lose cards to negate it"),
    "rest": N_("Rest"),
    "items": N_("Items"),
    "party": N_("A tie (monster options, initiative): the party chooses"),
}


class ScenarioWidget(GameWidget):
    """The map, every legal action as a control, and the party panel."""

    def __init__(self, game: Any = None, *, bots: dict[int, Any] | None = None, **kwargs: Any) -> None:
        if game is None:
            from ..scenario.game import Frosthaven

            game = Frosthaven(players=2, seed=0)
        kwargs.setdefault("max_buttons", 10)
        super().__init__(game, bots=bots, **kwargs)

    def extra_panels(self) -> list[w.Widget]:
        self.controls.group_titles = dict(GROUP_TITLES)
        self.party = w.HTML()
        self.party.add_class("fw-fh-party")
        self.card_picker = CardPicker(self.do)
        self.controls.elsewhere = lambda action: isinstance(action, SelectCards)
        return [self.card_picker, self.party]

    def refresh_panels(self) -> None:
        self.party.value = party_html(self.game)
        self.card_picker.refresh(self.game)


def party_html(game: Any) -> str:
    s = game.state
    rows = []
    d = s.decision
    if d is not None:
        who = game.char(d.seat).name
        rows.append(f"<p><b>{html.escape(tr('Waiting for'))}:</b> {html.escape(d.kind)} ({html.escape(who)})</p>")
    for ch in s.characters:
        f = game.fig(ch.fid)
        hp = f"{f.hp}/{f.max_hp}" if f else tr("exhausted")
        conds = ", ".join(sorted(f.conditions)) if f and f.conditions else "-"
        rows.append(
            f"<div class='fw-fh-character'><b>{html.escape(ch.name)}</b> HP {hp} | XP {ch.xp}"
            f" | {html.escape(tr('conditions'))}: {html.escape(conds)}<br>"
            f"{html.escape(tr('hand'))}: {_cards(ch.hand)}<br>"
            f"{html.escape(tr('played'))}: {_cards(ch.selected)} | {html.escape(tr('discard'))}: {_cards(ch.discard)}"
            f" | {html.escape(tr('lost'))}: {_cards(ch.lost)} | {html.escape(tr('active'))}: {_cards(ch.active)}<br>"
            f"{html.escape(tr('items'))}: "
            + ", ".join(html.escape(f"{item_label(i.item)} ({i.state})") for i in ch.items) + "</div>")
    monsters = [f for f in s.figures if f.kind in ("monster", "objective")]
    if monsters:
        rows.append("<p><b>" + html.escape(tr("Enemies")) + ":</b> " + ", ".join(
            html.escape(f"{f.name} {f.hp}/{f.max_hp}" + (f" [{', '.join(sorted(f.conditions))}]" if f.conditions
                                                         else "")) for f in monsters) + "</p>")
    elements = ", ".join(f"{e} {EL.NAMES[v]}" for e, v in s.elements.items() if v)
    rows.append(f"<p><b>{html.escape(tr('Elements'))}:</b> {html.escape(elements or tr('all inert'))}</p>")
    return "".join(rows)


def _cards(ids: list[str]) -> str:
    if not ids:
        return "-"
    return ", ".join(html.escape(f"{C.card_name(c)} ({C.initiative(c)})") for c in ids)
