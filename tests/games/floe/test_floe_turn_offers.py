"""What a Floe turn offers at each step: the actions the controls show, in their order.

Positions are set by hand and played through the public API; ``legal_actions()`` is compared with the
whole list a player should see (the kind of turn, movement, the Hero and extra actions, the Village, and
the tokens, conversions, Allies and Treasures usable at any time of the turn)."""

from __future__ import annotations

import pytest
from floe_kit import edit, explore, game, village_turn

from floe_widgets.games.floe import actions as A

RESOURCES = {"pearl": 1, "kelp": 0, "mushroom": 2, "wood": 0}


@pytest.mark.rule("FLOE-TURN-CHOICE-1", "FLOE-TURN-FIRST-1")
def test_a_first_turn_offers_only_exploration() -> None:
    g = game()
    assert g.legal_actions() == [A.ChooseTurn("exploration"), A.UsePotion("potion-02")]
    edit(g, lambda st: setattr(st.players[st.current], "turns_taken", 1))
    assert g.legal_actions() == [A.ChooseTurn("exploration"), A.ChooseTurn("village"), A.UsePotion("potion-02")]


def supplied() -> tuple:
    g = game()
    crate = g.state.supply.crates.draw_pile[0]
    edit(g, lambda st: (st.supply.crates.draw_pile.remove(crate), st.players[0].tokens.append(crate),
                        st.village.treasure_deck.draw_pile.remove("ember-stone"),
                        st.village.ally_deck.draw_pile.remove("old-greta")))
    return g, crate


@pytest.mark.rule("FLOE-MOVE-HIKE-1", "FLOE-MOVE-SAIL-1", "FLOE-TOKENS-CRATE-1", "FLOE-RES-SODA-2",
                  "FLOE-RES-CRYSTAL-1", "FLOE-ALLY-FAQ-1", "FLOE-CHEST-TREASURE-4")
def test_movement_and_the_supply_at_any_time() -> None:
    g, crate = supplied()
    explore(g, soda=2, resources=dict(RESOURCES), stones={"pearl": 0, "kelp": 0, "mushroom": 1, "wood": 0},
            treasures=["ember-stone"], allies=["old-greta"], turns_taken=1, location="floe.I0")
    supply = [A.UsePotion("potion-02"), A.UseCrate(crate, "mushroom"), A.UseCrate(crate, "wood"),
              A.ConvertSoda("kelp"), A.ConvertSoda("wood"),                     # Pearl and Mushroom are full
              A.ConvertCrystal("mushroom", "mushroom"), A.ConvertCrystal("pearl", "mushroom"),
              A.UseAlly("old-greta"), A.UseTreasure("ember-stone")]
    assert g.legal_actions() == [
        A.Hike("floe.I1", "floe.h0"), A.Hike("floe.I2", "floe.h1"), A.Hike("floe.I3", "floe.h6"),
        A.Sail("skull.D0"), A.Sail("skull.D1"), A.EndMovement(), *supply]
    g.apply(A.EndMovement())
    familiar = [A.FamiliarGather(s, t) for s, t in [
        ("floe.h0", "token:floe.I0:ice-start-5"), ("floe.h0", "token:floe.I1:ice-start-3"),
        ("floe.h0", "token:floe.S0:sea-start-7"), ("floe.h0", "print"),
        ("floe.h1", "token:floe.I0:ice-start-5"), ("floe.h1", "token:floe.I2:ice-start-4"),
        ("floe.h1", "token:floe.S3:sea-start-4"), ("floe.h1", "print"),
        ("floe.h6", "token:floe.I0:ice-start-5"), ("floe.h6", "token:floe.I3:ice-start-6"), ("floe.h6", "print")]]
    assert g.legal_actions() == [
        A.Gather("token:floe.I0:ice-start-5"), A.Gather("token:floe.S0:sea-start-7"),
        A.Gather("token:floe.S3:sea-start-4"), A.Gather("shallows:floe.h0"), A.Gather("shallows:floe.h1"),
        A.Gather("shallows:floe.h6"), *familiar, *supply, A.EndTurn()]


@pytest.mark.rule("FLOE-ALLY-FAQ-1", "FLOE-CHEST-TREASURE-4", "FLOE-VILLAGE-ORDER-1", "FLOE-BUILDING-TIMING-1")
def test_a_village_turn_offers_figures_and_buildings_but_no_allies_or_treasures() -> None:
    g, crate = supplied()
    village_turn(g, soda=0, resources=dict(RESOURCES, mushroom=0), warmth=3, treasures=["ember-stone"],
                 allies=["old-greta"])
    assert g.legal_actions() == [
        A.UseBuilding(0), *[A.PlaceFigure(s) for s in ("shop", "tavern", "springs", "yard", "academy")],
        A.UsePotion("potion-02"), A.UseCrate(crate, "mushroom"), A.UseCrate(crate, "wood")]
    g.apply(A.PlaceFigure("shop"))
    items = g.state.village.item_display + g.state.village.item_deck.draw_pile[:1]
    assert g.legal_actions() == [*[A.BuyItem(i) for i in items], A.Pass(), A.UsePotion("potion-02"),
                                 A.UseCrate(crate, "mushroom"), A.UseCrate(crate, "wood")]
