"""Clicks on a picture shown as an :class:`ipywidgets.Image`, through ``ipyevents``.

The browser reports where the image was clicked as an offset in the image *as shown* (CSS may scale
it); dividing by the shown size gives the figure fraction the views' ``hit`` reads, measured from the
bottom left like matplotlib's figure coordinates.  No canvas is involved, so boards keep their fast
PNG path.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w
from ipyevents import Event

from .dom_events import watch


def click_fraction(event: dict[str, Any]) -> tuple[float, float] | None:
    """The figure fraction ``(x, y)`` of an ipyevents click message; None for anything else."""
    width, height = event.get("boundingRectWidth"), event.get("boundingRectHeight")
    if event.get("type") != "click" or not width or not height:
        return None
    x = float(event["relativeX"]) / float(width)
    y = 1.0 - float(event["relativeY"]) / float(height)
    return x, y


def listen_for_clicks(image: w.Image, on_click: Callable[[float, float], Any]) -> Event:
    """Call ``on_click(x, y)`` (figure fractions) for each click on ``image``; close the returned Event
    with the image."""
    def handle(event: dict[str, Any]) -> None:
        point = click_fraction(event)
        if point is not None:
            on_click(*point)

    return watch(image, ["click"], handle, prevent_default_action=True)
