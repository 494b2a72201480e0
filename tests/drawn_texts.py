"""Texts drawn on a board, measured as a reader sees them (boxes that overlap, texts that leave their area), and
the seeded random positions the view tests of every game measure them at."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from typing import Any

from matplotlib.transforms import Bbox

from floe_widgets.core import RandomBot

#: two boxes may touch: a shared edge of up to one pixel is rounding, not an overlap
TOUCH_PX = 1.0


def overlap(a: Bbox, b: Bbox) -> bool:
    return min(a.x1, b.x1) - max(a.x0, b.x0) > TOUCH_PX and min(a.y1, b.y1) - max(a.y0, b.y0) > TOUCH_PX


def outside(box: Bbox, area: Bbox) -> bool:
    return (box.x0 < area.x0 - TOUCH_PX or box.x1 > area.x1 + TOUCH_PX or box.y0 < area.y0 - TOUCH_PX
            or box.y1 > area.y1 + TOUCH_PX)


def faults(texts: list[tuple[str, Bbox, Bbox]], panel: Bbox, leaves_home: str) -> list[tuple[str, str]]:
    """Each (words, box, home area) that overlaps another text, leaves its home (said ``leaves_home``: "leaves its
    cell") or leaves the panel."""
    found = [(a, f"overlaps {b}") for (a, box_a, _), (b, box_b, _) in itertools.combinations(texts, 2)
             if overlap(box_a, box_b)]
    for words, box, home in texts:
        for area in (home, panel):
            if outside(box, area):
                found.append((words, "leaves the panel" if area is panel else leaves_home))
                break
    return found


def positions(make: Callable[[int], Any], seed: int, every: int = 50, most: int = 300) -> Iterator[tuple[int, Any]]:
    """(actions taken, the game ``make(seed)``) every ``every`` seeded random actions, and at its end."""
    game, bot = make(seed), RandomBot(seed)
    for n in range(most):
        if n % every == 0 or game.is_over:
            yield n, game
        if game.is_over:
            return
        game.apply(bot.choose(game))
