"""ActionControls: one button per legal action, grouped by ``Action.group``.

A group with many actions becomes a Dropdown plus a "Do it" button instead of a
wall of buttons.  Choosing an action sets ``requested`` (the owning GameWidget
observes it); nothing here knows the rules: everything comes from
``game.legal_actions()``.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as w
import traitlets as t

from floe_widgets.i18n import text as shown
from floe_widgets.i18n import tr

from .tidy import close_all


class ActionControls(w.VBox):
    """Controls for the legal actions of a game; call :meth:`refresh` after each change."""

    #: counts requests; the requested action is in ``request``.
    requests = t.Int(0).tag(sync=False)
    #: a group with more actions than this is shown as a Dropdown + "Do it".
    max_buttons = t.Int(8).tag(sync=False)
    disabled = t.Bool(False).tag(sync=False)

    def __init__(self, game: Any, *, max_buttons: int = 8, group_titles: dict[str, str] | None = None,
                 **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.game = game
        self.max_buttons = max_buttons
        self.group_titles = dict(group_titles or {})   # group -> message id of its title (said at each refresh)
        self.request: Any = None
        #: actions a game's own panel offers (e.g. card tiles): kept out of these controls.
        self.elsewhere: Callable[[Any], bool] | None = None
        #: label (the game's ``action_to_string``) -> Button, for every action shown as a button (drawn in the
        #: reader's language).
        self.buttons: dict[str, w.Button] = {}
        #: group -> Dropdown, for the groups shown as a dropdown.
        self.dropdowns: dict[str, w.Dropdown] = {}
        self.do_buttons: dict[str, w.Button] = {}
        self._made: list[w.Widget] = []
        self._offered: list[w.Widget] = []
        self.choice_box = w.VBox()
        self.choice_box.add_class("fw-choice")
        self.add_class("fw-controls")
        self.observe(lambda _c: self.refresh(), names=["max_buttons", "disabled"])
        self.refresh()

    def close(self) -> None:
        close_all([*self._made, *self._offered, self.choice_box])
        super().close()

    def ask(self, action: Any) -> None:
        self.request = action
        self.requests += 1

    def refresh(self) -> None:
        groups: dict[str, list[Any]] = {}
        offered_elsewhere = False
        for action in self.game.legal_actions():
            if self.elsewhere is not None and self.elsewhere(action):
                offered_elsewhere = True
                continue
            groups.setdefault(getattr(action, "group", "actions"), []).append(action)
        self.buttons, self.dropdowns, self.do_buttons = {}, {}, {}
        rows: list[w.Widget] = []
        for group, actions in groups.items():
            title = self.group_titles.get(group)   # a message id, said in the language of this refresh
            label = w.HTML(html.escape(tr(title)) if title else tr(group.capitalize()))
            label.add_class("fw-group-label")
            rows.append(label)
            rows.append(self._dropdown(group, actions) if len(actions) > self.max_buttons
                        else self._buttons(group, actions))
        if not groups and not offered_elsewhere:  # a game's own panel (e.g. card tiles) may offer them all
            done = w.HTML(tr("No actions: the game is over.") if getattr(self.game, "is_over", False)
                          else tr("No actions available."))
            rows.append(done)
        old, self._made = self._made, rows
        self.children = (*rows, self.choice_box)
        close_all(old)  # the replaced buttons: a long game must not pile up widget models

    def _buttons(self, group: str, actions: Sequence[Any]) -> w.Widget:
        row = []
        for action in actions:
            text = self.game.action_to_string(action)
            button = w.Button(description=shown(text), tooltip=shown(text), disabled=self.disabled,
                              layout=w.Layout(width="auto"))
            button.add_class("fw-action")
            button.add_class(f"fw-group-{_css(group)}")
            button.on_click(lambda _b, a=action: self.ask(a))
            self.buttons[text] = button
            row.append(button)
        box = w.HBox(row, layout=w.Layout(flex_flow="row wrap"))
        box.add_class("fw-action-group")
        return box

    def _dropdown(self, group: str, actions: Sequence[Any]) -> w.Widget:
        menu = w.Dropdown(options=[(shown(self.game.action_to_string(a)), a) for a in actions],
                          disabled=self.disabled,
                          layout=w.Layout(width="auto"))
        menu.add_class("fw-action-menu")
        go = w.Button(description=tr("Do it"), disabled=self.disabled, button_style="primary")
        go.add_class("fw-do-it")
        go.on_click(lambda _b: self.ask(menu.value))
        self.dropdowns[group], self.do_buttons[group] = menu, go
        box = w.HBox([menu, go])
        box.add_class("fw-action-group")
        return box

    def offer(self, actions: Sequence[Any]) -> None:
        """Offer a choice between ``actions`` (e.g. a board click that could mean several)."""
        old, self._offered = self._offered, []
        if not actions:
            self.choice_box.children = ()
            close_all(old)
            return
        label = w.HTML(tr("Which one did you mean?"))
        label.add_class("fw-group-label")
        row = []
        for action in actions:
            button = w.Button(description=shown(self.game.action_to_string(action)), layout=w.Layout(width="auto"))
            button.add_class("fw-choice-option")
            button.on_click(lambda _b, a=action: self.ask(a))
            row.append(button)
        cancel = w.Button(description=tr("Cancel"))
        cancel.on_click(lambda _b: self.offer(()))
        self._offered = [label, w.HBox(row + [cancel], layout=w.Layout(flex_flow="row wrap"))]
        self.choice_box.children = tuple(self._offered)
        close_all(old)

    @property
    def offered(self) -> list[str]:
        """The texts of the actions currently offered as a choice."""
        if not self.choice_box.children:
            return []
        return [b.description for b in self.choice_box.children[1].children[:-1]]


def _css(name: str) -> str:
    return "".join(c if c.isalnum() else "-" for c in name.lower())
