"""Answering a pending choice (選択): each option does what it says, in its own place in the list."""

from __future__ import annotations

import pytest

from floe_widgets.games.floe_2024 import data as C
from floe_widgets.games.floe_2024.actions import Explore, UseItem

from .helpers import choose, edit, me, new, offered, on_map, pending, said


@pytest.mark.rule("FLOEJA-RES-TRACKS-1")
@pytest.mark.parametrize("index", range(len(C.RESOURCES)))
def test_any_resource_gives_the_one_chosen(index: int) -> None:
    g = edit(new(1), lambda s: [s.players[0].items.append("it-horn"), s.players[0].res.update(bubble=1)])
    g.apply(UseItem("it-horn"))
    assert offered(g) == [C.term(r).said_in("en") for r in C.RESOURCES]
    choose(g, g.state.pending[-1].options[index])
    res = C.RESOURCES[index]
    assert me(g).res[res] == 1 and sum(me(g).res.values()) == 1


def dive_to_lock(warmth: int = 4):
    """A dive whose first tile is Key or Chest."""
    def change(s):
        s.tokens["floe.I0"] = ["dive"]
        s.dive.remove("dv-lock")
        s.dive.insert(0, "dv-lock")
        s.players[0].warmth = warmth
    g = edit(on_map(new(1), "floe.I0"), change)
    g.apply(Explore("floe.I0", 0))
    return g


@pytest.mark.rule("FLOEJA-DIVE-CHOICE-1")
def test_a_benefit_with_a_choice_gives_the_part_chosen() -> None:
    g = dive_to_lock()
    choose(g, g.state.pending[-1].options[0])
    assert offered(g) == ["Key 1", "Chest 1"]
    choose(g, g.state.pending[-1].options[1])
    assert me(g).chest and not me(g).key and pending(g) is None
    g = dive_to_lock()
    choose(g, g.state.pending[-1].options[0])
    choose(g, g.state.pending[-1].options[0])
    assert me(g).key and not me(g).chest


@pytest.mark.rule("FLOEJA-DIVE-CHOICE-1")
def test_a_dive_with_no_tile_to_take_gives_nothing() -> None:
    g = edit(on_map(new(1), "floe.I0"), lambda s: [s.tokens.__setitem__("floe.I0", ["dive"]), setattr(s, "dive", [])])
    g.apply(Explore("floe.I0", 0))
    assert offered(g) == ["No dive (not enough Warmth)"]
    assert said(choose(g, g.state.pending[-1].options[0])) == []
    assert (g.state.dive, me(g).warmth, pending(g)) == ([], 4, None)
