"""The random-item loot card: a random draw among the items not owned yet."""

from __future__ import annotations

import pytest
from fh_helpers import add_monster, new_game, run, texts, two_characters_in_play

from floe_widgets.games.frosthaven.scenario import items as IT
from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import TakeDamage
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


def _hound_hits_emberwright_after_she_draws(monkeypatch: pytest.MonkeyPatch, draw: str,
                                            carrying: list[str]) -> tuple[list[str], int]:
    """Emberwright, carrying ``carrying``, ends her turn on a loot token whose card is the random item and
    draws ``draw``; then a hound next to her attacks for 3 (its modifier deck all +0).  The texts of the
    events and the damage she suffers."""
    # the sample random item deck holds no passive item: the game's own catalogue item is put in it
    monkeypatch.setattr(IT, "random_items", lambda: [draw])
    g = two_characters_in_play()
    g.char(1).items = [ItemState(i) for i in carrying]
    g.state.loot_tokens, g.state.loot_deck = [g.fig("C1").hex], ["random-item"]
    said = [str(e) for e in g.run_only(TK.EndTurnTask(actor="C1"))]
    hound = add_monster(g, "hound", 1, (1, 4))
    said += [str(e) for e in run(g, TK.AutoTurnTask(actor=hound.fid, abilities=[{"attack": 3}], boost={}),
                                 TK.EndRoundTask())]
    assert g.state.decision.kind == "negate" and g.state.decision.fid == "C1"
    said += [str(e) for e in g.apply(TakeDamage())]
    return said, g.fig("C1").max_hp - g.fig("C1").hp


@pytest.mark.rule("FH-ITEM-FLIP-1", "FH-LOOT-ITEM-1", "FH-SHIELD-REDUCE-1")
def test_a_passive_item_drawn_in_play_shields_from_the_moment_it_is_carried(monkeypatch: pytest.MonkeyPatch) -> None:
    said, lost = _hound_hits_emberwright_after_she_draws(monkeypatch, "heavy-plate",
                                                         ["ember-hood", "swift-boots", "healing-draught"])
    assert "Emberwright draws Heavy Plate from the random item deck. [FH-LOOT-ITEM-1]" in said
    assert "hound 1 attacks Emberwright: draws +0 (normal) -> 2. [FH-MOD-ORDER-1, FH-ATTACK-BASE-1, " \
           "FH-SHIELD-REDUCE-1]" in said
    assert lost == 3 - 1


@pytest.mark.rule("FH-ITEM-FLIP-1", "FH-ITEM-LIMIT-1", "FH-LOOT-ITEM-1")
def test_a_passive_item_drawn_in_play_but_not_carried_gives_no_shield(monkeypatch: pytest.MonkeyPatch) -> None:
    said, lost = _hound_hits_emberwright_after_she_draws(monkeypatch, "heavy-plate",
                                                         ["ember-hood", "padded-vest", "healing-draught"])
    assert ("Emberwright gains Heavy Plate but cannot carry it into play this scenario: "
            "a character carries only one body item. [FH-LOOT-ITEM-1, FH-ITEM-LIMIT-1]") in said
    assert "hound 1 attacks Emberwright: draws +0 (normal) -> 3. [FH-MOD-ORDER-1, FH-ATTACK-BASE-1]" in said
    assert lost == 3
