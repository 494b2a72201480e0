"""The random-item loot card: a random draw among the items not owned yet."""

from __future__ import annotations

import pytest
from fh_helpers import new_game, texts

from floe_widgets.games.frosthaven.scenario import items as IT
from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.state import ItemState


@pytest.mark.rule("FH-LOOT-ITEM-1")
def test_the_random_item_comes_from_a_random_draw_of_the_items_not_owned() -> None:
    drawn = set()
    for seed in range(8):
        g = new_game(seed=seed)
        f = g.fig("C0")
        g.state.loot_tokens = [f.hex]
        g.state.loot_deck = ["random-item"]
        before = {it.item for c in g.state.characters for it in c.items}
        events = g.run_only(TK.EndTurnTask(actor="C0"))
        got = g.char(0).items[-1].item
        assert got in IT.random_items() and got not in before and "random item deck" in texts(events)
        drawn.add(got)
    assert len(drawn) > 1                          # not always the first of the list


@pytest.mark.rule("FH-LOOT-ITEM-1")
def test_a_fixed_draw_gives_that_item_and_an_empty_deck_gives_none() -> None:
    g = new_game(seed=3)
    f = g.fig("C0")
    g.state.loot_tokens = [f.hex]
    g.state.loot_deck = ["random-item"]
    g.chance.fix("random-item", "seal-cloak")
    g.run_only(TK.EndTurnTask(actor="C0"))
    assert g.char(0).items[-1].item == "seal-cloak"
    for i in IT.random_items():                    # everything owned: nothing left to draw
        if all(it.item != i for it in g.char(1).items):
            g.char(1).items.append(ItemState(i))
    g.state.loot_tokens = [f.hex]
    g.state.loot_deck = ["random-item"]
    n = len(g.char(0).items)
    assert "empty" in texts(g.run_only(TK.EndTurnTask(actor="C0"))) and len(g.char(0).items) == n
