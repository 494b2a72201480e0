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

from floe_widgets.i18n import N_, text, tr
from floe_widgets.widgets import GameWidget

from ..scenario import elements as EL
from ..scenario.actions import SelectCards
from ..scenario.names import card_label, item_label, local_name
from ..views import scenario_view as V
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
#: an item card's state and an element's strength as the party panel says them
ITEM_STATE = {"ready": N_("ready", context="item"), "spent": N_("spent"), "lost": N_("lost"),
              "flipped": N_("flipped", context="item"), "uncarried": N_("not carried")}
ELEMENT_STATE = {EL.INERT: N_("inert"), EL.WANING: N_("waning"), EL.STRONG: N_("strong")}


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
    """The party panel, in the reader's language (names through scenario/names.py, words through the view's)."""
    s = game.state
    rows = []
    d = s.decision
    if d is not None:
        kind = tr(V.DECISION_NAME.get(d.kind, d.kind))
        who = local_name(game.char(d.seat).name)
        rows.append(f"<p><b>{html.escape(tr('Waiting for'))}:</b> {html.escape(kind)} ({html.escape(who)})</p>")
    for ch in s.characters:
        f = game.fig(ch.fid)
        hp = tr("HP {hp}/{most}", hp=f.hp, most=f.max_hp) if f else tr("HP {n}", n=tr("exhausted"))
        conds = V.conditions_text(f) if f and f.conditions else "-"
        rows.append(
            f"<div class='fw-fh-character'><b>{html.escape(local_name(ch.name))}</b> {html.escape(hp)}"
            f" | {html.escape(tr('XP {xp}', xp=ch.xp))}"
            f" | {html.escape(tr('conditions'))}: {html.escape(conds)}<br>"
            f"{html.escape(tr('hand'))}: {_cards(ch.hand)}<br>"
            f"{html.escape(tr('played'))}: {_cards(ch.selected)} | {html.escape(tr('discard'))}: {_cards(ch.discard)}"
            f" | {html.escape(tr('lost'))}: {_cards(ch.lost)} | {html.escape(tr('active'))}: {_cards(ch.active)}<br>"
            f"{html.escape(tr('items'))}: "
            + tr(", ").join(html.escape(_item(i)) for i in ch.items) + "</div>")
    monsters = [f for f in s.figures if f.kind in ("monster", "objective")]
    if monsters:
        rows.append("<p><b>" + html.escape(tr("Enemies")) + ":</b> " + tr(", ").join(
            html.escape(f"{V.full_name(f)} {f.hp}/{f.max_hp}" + (f" [{V.conditions_text(f)}]" if f.conditions
                                                                 else "")) for f in monsters) + "</p>")
    elements = tr(", ").join(tr("{element} {state}", element=tr(V.ELEMENT_NAME.get(e, e)), state=tr(ELEMENT_STATE[v]))
                             for e, v in s.elements.items() if v)
    rows.append(f"<p><b>{html.escape(tr('Elements'))}:</b> {html.escape(elements or tr('all inert'))}</p>")
    return "".join(rows)


def _item(i: Any) -> str:
    return tr("{item} ({state})", item=item_label(i.item), state=tr(ITEM_STATE.get(i.state, i.state)))


def _cards(ids: list[str]) -> str:
    if not ids:
        return "-"
    return tr(", ").join(html.escape(text(card_label(c))) for c in ids)
