"""Upgrades as the log tells them: the ability tiles flip at two Merits of 3 and of 4, slide up at full
potential, and Items flip when their Merit requirement is met; each only once, and only for its owner."""

from __future__ import annotations

import pytest
from floe_kit import game

from floe_widgets.games.floe import data
from floe_widgets.games.floe.effects import resolve
from floe_widgets.games.floe.state import Queued


def acting_with(g, seat: int = 0, **player):
    """``seat`` takes a benefit (nothing) with its pieces set as given; the upgrade events that follow."""
    p = g.state.players[seat]
    for key, value in player.items():
        setattr(p, key, value)
    g.state.queue.append(Queued(seat, "none"))
    return [(e.text.said_in("en"), e.rules, e.player) for e in resolve(g.state, g.chance) if e.kind == "upgrade"]


@pytest.mark.rule("FLOE-FAMILIAR-UPGRADE-1", "FLOE-HERO-UPGRADE-1", "FLOE-MERIT-REQ-1")
def test_the_ability_tiles_flip_once_at_two_merits_of_three_then_four() -> None:
    g = game()
    assert acting_with(g, merits={"skill": 3, "might": 2, "charm": 1, "craft": 1}) == []
    assert acting_with(g, merits={"skill": 3, "might": 3, "charm": 1, "craft": 1}) == [
        ("Two Merits at 3: your Familiar ability tile flips (both Battle icons).", ("FLOE-FAMILIAR-UPGRADE-1",), 0)]
    assert acting_with(g, merits={"skill": 4, "might": 3, "charm": 1, "craft": 1}) == []
    assert acting_with(g, merits={"skill": 4, "might": 4, "charm": 1, "craft": 1}) == [
        ("Two Merits at 4: your Hero ability tile flips to its upgraded side.",
         ("FLOE-HERO-UPGRADE-1", "FLOE-MERIT-REQ-1"), 0)]
    assert acting_with(g, merits={"skill": 5, "might": 4, "charm": 1, "craft": 1}) == []
    p = g.state.players[0]
    assert p.hero_flipped and p.familiar_flipped and not p.hero_slid and not p.familiar_slid
    assert g.state.players[1].familiar_flipped is False


@pytest.mark.rule("FLOE-HERO-FULL-1", "FLOE-FAMILIAR-FULL-1")
def test_the_ability_tiles_slide_up_at_full_potential() -> None:
    g = game()
    p = g.state.players[0]
    board = data.boards()[p.board]
    hero_pair, familiar_needs = board["full_potential"], board["familiar_full"]
    merits = {m: 4 for m in p.merits}
    merits.update({m: 6 for m in hero_pair})
    vp = p.vp
    said = acting_with(g, merits=merits, hero_flipped=True, familiar_flipped=True)
    assert said == [("Full potential: your Hero ability tile slides up (+2 VP) and reveals two lasting effects.",
                     ("FLOE-HERO-FULL-1", "FLOE-SETUP-PLAYER-11"), 0)]
    assert p.hero_slid and p.vp == vp + 2
    merits.update(familiar_needs)
    said = acting_with(g, merits=merits)
    assert said == [("Your Familiar ability tile slides up (+1 VP): it now also gives a Crit.",
                     ("FLOE-FAMILIAR-FULL-1", "FLOE-AMBIG-22"), 0)]
    assert p.familiar_slid and p.vp == vp + 3
    assert acting_with(g, merits={m: 6 for m in p.merits})[:1] != said[:1]   # never slides twice


@pytest.mark.rule("FLOE-ITEM-UPGRADE-1")
def test_each_item_flips_once_when_its_requirement_is_met() -> None:
    g = game()
    p = g.state.players[0]
    need = data.items()["hatchet"]["requirement"]
    assert need == {"might": 3}
    vp = p.vp
    assert acting_with(g, items=["hatchet", "quiver"], merits={"skill": 1, "might": 2, "charm": 1, "craft": 1}) == []
    said = acting_with(g, merits={"skill": 1, "might": 3, "charm": 1, "craft": 1})
    assert said == [("Item upgraded: the Hatchet meets its Merit requirement and flips (+1 VP).",
                     ("FLOE-ITEM-UPGRADE-1", "FLOE-MERIT-REQ-1"), 0)]
    assert p.items_upgraded == ["hatchet"] and p.vp == vp + 1
    said = acting_with(g, merits={"skill": 3, "might": 3, "charm": 1, "craft": 1})
    assert [text for text, _, _ in said] == [
        "Two Merits at 3: your Familiar ability tile flips (both Battle icons).",
        "Item upgraded: the Quiver meets its Merit requirement and flips (+1 VP)."]
    assert p.items_upgraded == ["hatchet", "quiver"] and p.vp == vp + 2
