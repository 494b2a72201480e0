"""The searches that settle a whole cost at a time (maps without ice or links) give what the
cell-by-cell searches give: the same costs, the same order and the same paths."""

from __future__ import annotations

import random

import pytest

from floe_widgets.games.frosthaven.map.mover import Mover
from floe_widgets.games.frosthaven.map.reverse_searches import costs_to_any
from floe_widgets.games.frosthaven.map.ways import _layered, _settle, _settling, without_ice_or_links
from floe_widgets.games.frosthaven.situations.random_situations import random_situation
from floe_widgets.games.frosthaven.situations.situation import parse_situation


def plain_maps(count: int):
    """Seeded random situations on maps without ice or links, with a few movers on each."""
    found = 0
    seed = 0
    while found < count:
        sit = parse_situation(random_situation(seed))
        seed += 1
        m = sit.hexmap
        if not without_ice_or_links(m.cells()):
            continue
        found += 1
        rng = random.Random(seed)
        figures = [f.hex for f in sit.figures]
        for h in rng.sample(sorted(m.hexes), 3):
            occupied = frozenset(x for x in figures if x != h)
            blocking = frozenset(x for x in occupied if rng.random() < 0.5)
            yield m, Mover(h, character=rng.random() < 0.5, occupied=occupied, blocking=blocking)


@pytest.mark.parametrize("shortest_first", [False, True])
def test_the_layered_search_settles_the_cells_the_cell_by_cell_search_settles(shortest_first: bool) -> None:
    for m, mover in plain_maps(25):
        c = m.cells()
        by_cell = list(_settling(m, mover, shortest_first, ends_only=False))
        layered = _settle(m, mover, shortest_first)
        assert list(layered) == [h for h, _ in by_cell]
        for h, (neg, mp, path, _, _) in by_cell:
            assert layered[h][:3] == (neg, mp, path), (h, mover)
        # the legal ends, a cost at a time, in the same order
        layers, _ = _layered(c, mover, shortest_first, True)
        ends = [c.hex_at[i] for _, _, cells in layers for i in range(c.size) if cells >> i & 1]
        assert ends == [h for h, _ in _settling(m, mover, shortest_first, ends_only=True)]


def test_the_layered_reverse_search_gives_each_hex_its_cheapest_cost_to_the_goal() -> None:
    for m, mover in plain_maps(10):
        goal = mover.hex
        back = costs_to_any(m, mover, [goal])
        for h in sorted(m.hexes)[::4]:
            if h in mover.blocking:
                continue
            there = _settle(m, Mover(h, character=mover.character, occupied=mover.occupied - {h},
                                     blocking=mover.blocking - {h}), False)
            forward = there.get(goal) if there else None
            assert (back.get(h) is None) == (forward is None), h
            if forward is not None:
                assert back[h] == forward[:2], h
