"""Presenter mode and presenter keys, shared by every widget that shows a board or a chart.

Presenter mode is a ``presenter`` trait on the widget: the toggle button is linked to it, the widget
carries the CSS class ``fw-presenter`` while it is on (big type, high contrast, the board beside the
controls and fitted to the screen: see :mod:`.style`), and the widget redraws its picture with the
presenter :class:`~floe_widgets.views.contract.Theme`.

Keys for a presenter's clicker go through ``ipyevents``: while the pointer is over the watched widget
the browser sends its key presses, and :func:`listen_for_keys` calls the matching handler.  A clicker
sends the arrow keys or Page Down / Page Up, so both are mapped where a lesson has a next and a back.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w
from ipyevents import Event

from floe_widgets.i18n import tr

from .dom_events import watch

#: a clicker's "next" and "back" buttons send one of these keys
NEXT_KEYS = ("ArrowRight", "PageDown")
BACK_KEYS = ("ArrowLeft", "PageUp")
PRESENTER_KEY = "p"


def presenter_toggle() -> w.ToggleButton:
    """The presenter button, its label never cut ("Prese…")."""
    toggle = w.ToggleButton(description=tr("Presenter"), icon="television", layout=w.Layout(width="auto"),
                            tooltip=tr("Large type and a bigger board for a room"))
    toggle.add_class("fw-presenter-toggle")
    return toggle


def follow_presenter(owner: w.DOMWidget, toggle: w.ToggleButton, redraw: Callable[[], Any] | None = None) -> None:
    """Link ``owner.presenter`` with ``toggle``; keep the ``fw-presenter`` class in step and redraw."""

    def changed(change: dict[str, Any]) -> None:
        (owner.add_class if change["new"] else owner.remove_class)("fw-presenter")
        if redraw is not None:
            redraw()

    w.link((owner, "presenter"), (toggle, "value"))
    owner.observe(changed, names="presenter")
    if owner.presenter:
        owner.add_class("fw-presenter")


def key_handlers(owner: Any, **named: Callable[[], Any]) -> dict[str, Callable[[], Any]]:
    """Key -> handler: ``p`` toggles presenter mode on ``owner``; ``next``, ``back``, ``hint`` and
    ``show_me`` (when given) answer the clicker's keys, ``h`` and ``s``."""
    keys: dict[str, Callable[[], Any]] = {PRESENTER_KEY: lambda: setattr(owner, "presenter", not owner.presenter)}
    for key in NEXT_KEYS if "next" in named else ():
        keys[key] = named["next"]
    for key in BACK_KEYS if "back" in named else ():
        keys[key] = named["back"]
    if "hint" in named:
        keys["h"] = named["hint"]
    if "show_me" in named:
        keys["s"] = named["show_me"]
    return keys


def listen_for_keys(source: w.DOMWidget, keys: dict[str, Callable[[], Any]],
                    enabled: Callable[[], bool] = lambda: True) -> Event:
    """Call ``keys[key]()`` for each key pressed while the pointer is over ``source`` (and ``enabled()``);
    keys with Ctrl, Alt or Meta held are left alone.  Close the returned Event with ``source``."""
    def handle(event: dict[str, Any]) -> None:
        if event.get("ctrlKey") or event.get("altKey") or event.get("metaKey") or not enabled():
            return
        handler = keys.get(str(event.get("key", "")))
        if handler is not None:
            handler()

    return watch(source, ["keydown"], handle)
