"""A Floe turn as the log tells it: choosing the turn, ending it, the tokens, conversions, Allies and
Treasures used at any time, and the game's one-line summary."""

from __future__ import annotations

import pytest
from floe_kit import edit, game, me

from floe_widgets.games.floe import actions as A


def read(events) -> list[tuple[str, tuple[str, ...], int | None]]:
    return [(e.text.said_in("en"), e.rules, e.player) for e in events]


@pytest.mark.rule("FLOE-TURN-CHOICE-1", "FLOE-TURN-FIRST-1", "FLOE-TURN-ROUND-1")
def test_the_first_turns_of_a_game_in_the_log() -> None:
    g = game()
    assert g.describe() == "Floe, 2 player(s), round 1, seat 1 to play (choosing turn, choose); VP [0, 0], Mayor at 12."
    assert read(g.apply(A.ChooseTurn("exploration"))) == [
        ("Exploration turn: move, then take your Hero action.", ("FLOE-TURN-CHOICE-1", "FLOE-TURN-FIRST-1"), 0)]
    assert g.describe().endswith("seat 1 to play (exploration turn, move); VP [0, 0], Mayor at 12.")
    g.apply(A.EndMovement())
    assert read(g.apply(A.EndTurn()))[-1] == ("Turn over.", ("FLOE-TURN-ROUND-1",), 0)
    assert g.describe().startswith("Floe, 2 player(s), round 1, seat 2 to play (choosing turn")
    assert read(g.apply(A.ChooseTurn("exploration")))[0][2] == 1


@pytest.mark.rule("FLOE-TURN-RECALL-1", "FLOE-TURN-EXPL-3", "FLOE-VILLAGE-PICKUP-1", "FLOE-VILLAGE-ORDER-1")
def test_a_later_turn_recalls_the_familiar_and_moves_the_hero() -> None:
    def from_the_village(st):
        p = st.players[0]
        p.turns_taken, p.hero_space, p.location, p.familiar_space = 1, "tavern", "village", "shop"
    g = edit(game(), from_the_village)
    assert read(g.apply(A.ChooseTurn("exploration"))) == [
        ("Exploration turn: move, then take your Hero action.", ("FLOE-TURN-CHOICE-1",), 0),
        ("You recall your Familiar to your player board.", ("FLOE-TURN-RECALL-1",), 0),
        ("Your Hero leaves the Village for the Island of Floe.", ("FLOE-TURN-EXPL-3",), 0)]
    assert me(g).familiar_space is None and me(g).hero_space is None and me(g).location == "floe.I0"

    g = edit(game(), lambda st: setattr(st.players[0], "turns_taken", 1))
    assert read(g.apply(A.ChooseTurn("village"))) == [
        ("Village turn: place your Hero, then your Familiar.", ("FLOE-TURN-CHOICE-1", "FLOE-VILLAGE-ORDER-1"), 0),
        ("You recall your Familiar to your player board.", ("FLOE-TURN-RECALL-1",), 0),
        ("You pick up your Hero from the world.", ("FLOE-VILLAGE-PICKUP-1",), 0)]
    assert me(g).location == "village"
    assert g.describe().endswith("seat 1 to play (village turn, v-start); VP [0, 0], Mayor at 12.")


@pytest.mark.rule("FLOE-END-ROUNDS-1")
def test_the_log_announces_the_final_round() -> None:
    g = game()

    def triggered(st):
        st.end_triggered, st.last_round, st.current = True, 2, 1
    edit(g, triggered)
    g.apply(A.ChooseTurn("exploration"))
    g.apply(A.EndMovement())
    said = read(g.apply(A.EndTurn()))
    assert said[-1] == ("Round 2 is the final round.", ("FLOE-END-ROUNDS-1",), None)
    assert g.state.round == 2 and g.state.current == 0 and not g.is_over


@pytest.mark.rule("FLOE-TOKENS-CRATE-1", "FLOE-RES-SODA-2", "FLOE-RES-CRYSTAL-1", "FLOE-ALLY-USE-1",
                  "FLOE-CHEST-TREASURE-4")
def test_tokens_conversions_allies_and_treasures_in_the_log() -> None:
    g = game()

    def holding(st):
        p = st.players[0]
        p.tokens, p.soda, p.warmth = ["crate-01"], 3, 2
        p.resources = {"pearl": 1, "kelp": 1, "mushroom": 0, "wood": 0}
        p.allies, p.treasures = ["old-greta"], ["ember-stone"]
        for pile in (st.supply.crates.draw_pile, st.village.ally_deck.draw_pile, st.village.treasure_deck.draw_pile):
            for card in ("crate-01", "old-greta", "ember-stone"):
                if card in pile:
                    pile.remove(card)
    edit(g, holding)
    g.apply(A.ChooseTurn("exploration"))
    assert read(g.apply(A.UseCrate("crate-01", "kelp")))[0] == (
        "You open the crate (pearl or kelp) for 1 Kelp.", ("FLOE-TOKENS-CRATE-1", "FLOE-TOKENS-USE-1"), 0)
    assert me(g).tokens == [] and g.state.supply.crates.discard_pile == ["crate-01"]
    assert read(g.apply(A.ConvertSoda("mushroom")))[0] == ("2 Soda become 1 Mushroom.", ("FLOE-RES-SODA-2",), 0)
    assert read(g.apply(A.ConvertCrystal("pearl", "kelp"))) == [
        ("1 Pearl and 1 Kelp become 1 Crystal.", ("FLOE-RES-CRYSTAL-1", "FLOE-AMBIG-18"), 0)]
    assert me(g).resources == {"pearl": 0, "kelp": 0, "mushroom": 1, "wood": 0} and me(g).crystals == 1
    assert read(g.apply(A.UseAlly("old-greta")))[0] == (
        "Old Greta helps you (maximum Warmth) and leaves.",
        ("FLOE-ALLY-USE-1", "FLOE-ALLY-FAQ-1", "FLOE-ALLY-FAQ-2", "FLOE-ALLY-FAQ-3"), 0)
    assert me(g).allies == [] and g.state.village.ally_deck.discard_pile == ["old-greta"] and me(g).warmth == 7
    assert read(g.apply(A.UseTreasure("ember-stone")))[0] == (
        "You use Ember Stone (1 Warmth); it rests until your next turn.", ("FLOE-CHEST-TREASURE-4",), 0)
    assert me(g).treasures == ["ember-stone"] and g.state.turn.treasures_used == ["ember-stone"]


@pytest.mark.rule("FLOE-SETUP-VARIANT-1")
@pytest.mark.parametrize("options", [
    {"heroes": ["sage-orla"]},                                   # one Hero for two players
    {"heroes": ["sage-orla", "sage-orla"]},                      # the same Hero twice
    {"familiars": ["puffin", "no-such-familiar"]},               # not a Familiar of the game
    {"quests": "ancient-map"},                                   # not a list
])
def test_the_friendly_variant_refuses_a_wrong_choice(options: dict) -> None:
    from floe_widgets.core import SetupError
    from floe_widgets.games.floe.game import Floe

    key = next(iter(options))
    with pytest.raises(SetupError) as info:
        Floe(players=2, seed=1, **options)
    assert info.value.rule_id == "FLOE-SETUP-VARIANT-1"
    assert info.value.reason.startswith(f"{key} must list 2 different ids of [")


def test_an_unknown_option_is_refused() -> None:
    from floe_widgets.core import SetupError
    from floe_widgets.games.floe.game import Floe

    with pytest.raises(SetupError) as info:
        Floe(players=2, seed=1, variant="solo")
    assert info.value.rule_id == "CORE-OPTIONS" and info.value.reason == "Floe has no option 'variant'."
    chosen = Floe(players=2, seed=1, familiars=("puffin", "snowfox"))
    assert [p.familiar for p in chosen.state.players] == ["puffin", "snowfox"]
    assert chosen.options == {"familiars": ["puffin", "snowfox"]}
