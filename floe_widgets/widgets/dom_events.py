"""Browser events from ``ipyevents``, each handled once.

ipyevents 2.0.4 can attach its listeners to a widget's view twice: when the widget's view count changes
before the first attachment (a promise) has resolved, the old listeners are removed and the pending
attachment still adds its own beside the new ones.  Then every key press or click arrives twice, and a
toggle (the ``p`` key of presenter mode) or a click that selects and unselects undoes itself.  Both copies
carry the same DOM ``timeStamp``, so a handler that remembers the last event it saw can drop the copy.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w
from ipyevents import Event


def watch(source: w.DOMWidget, events: list[str], handle: Callable[[dict[str, Any]], Any], **options: Any) -> Event:
    """An ``Event`` on ``source`` for ``events`` that calls ``handle(event)`` once per browser event (a second
    message with the same type and ``timeStamp`` is the same event sent again).  Close it with ``source``."""
    watcher = Event(source=source, watched_events=events, **options)
    last: list[tuple[Any, Any]] = []

    def once(event: dict[str, Any]) -> None:
        seen = (event.get("type"), event.get("timeStamp"))
        if seen[1] is not None and last and last[0] == seen:
            return
        last[:] = [seen]
        handle(event)

    watcher.on_dom_event(once)
    return watcher
