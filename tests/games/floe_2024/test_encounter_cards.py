"""Encounter cards (遭遇): drawing one of each type, keeping one, the secondary benefit on the map and the
pink cards judged by the dice, in the words a player reads."""

from __future__ import annotations

import pytest

from floe_widgets.games.floe_2024.actions import ClaimEncounter, Explore, Strike
from floe_widgets.games.floe_2024.state import ABOVE

from .helpers import choose, edit, me, new, offered, on_map, refusal, said
from .test_cave import fight


@pytest.mark.rule("FLOEJA-ENC-DRAW-1")
@pytest.mark.rule("FLOEJA-ENC-KEEP-1")
def test_drawing_an_encounter_gives_its_immediate_benefit() -> None:
    g = edit(on_map(new(), "floe.I0"), lambda s: [s.tokens.__setitem__("floe.I0", ["flag:ice"]),
                                                   s.encounter_decks.__setitem__("ice", ["en-i1", "en-i3"])])
    lines = said(g.apply(Explore("floe.I0", 0)))
    assert ("Draw the Ice encounter card Frozen Traveller",
            ("FLOEJA-ENC-DRAW-1", "FLOEJA-ENC-KEEP-1", "FLOEJA-MISSING-26")) in lines
    assert me(g).encounters == {"ice": "en-i1"} and me(g).res["wood"] == 1
    assert g.state.encounter_decks["ice"] == ["en-i3"]


@pytest.mark.rule("FLOEJA-ENC-DRAW-1")
def test_an_empty_deck_gives_nothing() -> None:
    g = edit(on_map(new(), "floe.I0"), lambda s: [s.tokens.__setitem__("floe.I0", ["flag:sea"]),
                                                   s.encounter_decks.__setitem__("sea", [])])
    lines = said(g.apply(Explore("floe.I0", 0)))
    assert ("The Sea encounter deck is empty", ("FLOEJA-ENC-DRAW-1",)) in lines
    assert me(g).encounters == {}


@pytest.mark.rule("FLOEJA-CAVEENC-DRAW-1")
def test_an_empty_pink_deck_cites_the_cave_rule() -> None:
    g = fight(["arrow", "arrow", "arrow", "lantern"], monster="m-g1", room=2)
    edit(g, lambda s: s.encounter_decks.__setitem__("cave", []))
    g.chance.fix("cave-bag", g.state.bags["cave"].index("encounter:cave"))
    g.apply(Strike(0))
    choose(g, "袋から引く")
    lines = said(choose(g, "受け取る"))
    assert ("The Cave encounter deck is empty", ("FLOEJA-CAVEENC-DRAW-1",)) in lines
    assert "cave" not in me(g).encounters


@pytest.mark.rule("FLOEJA-ENC-KEEP-1")
def test_a_second_card_of_a_type_keeps_one_and_puts_the_other_under_its_deck() -> None:
    def change(s):
        s.tokens["floe.I0"] = ["flag:ice"]
        s.players[0].encounters = {"ice": "en-i1"}
        s.encounter_decks["ice"] = ["en-i3", "en-i4"]
    g = edit(on_map(new(), "floe.I0"), change)
    g.apply(Explore("floe.I0", 0))
    assert offered(g) == ["Frozen Traveller", "Snow Sage"]
    lines = said(choose(g, "雪の賢者"))
    assert lines == [("Keep Snow Sage and discard the other one", ("FLOEJA-ENC-KEEP-1",))]
    assert me(g).encounters == {"ice": "en-i3"} and g.state.encounter_decks["ice"] == ["en-i4", "en-i1"]
    assert me(g).res["mushroom"] == 1


@pytest.mark.rule("FLOEJA-ENC-SECOND-1")
@pytest.mark.rule("FLOEJA-CAVEENC-CHECK-1")
def test_each_unmet_condition_gives_its_own_reason() -> None:
    def holding(card: str, **fields):
        deck = card.split("-")[1][0]
        deck = {"i": "ice", "s": "sea", "c": "cave"}[deck]
        g = on_map(new(), "floe.I1")              # an iceberg without a campfire
        return edit(g, lambda s: [s.players[0].encounters.__setitem__(deck, card),
                                  *[setattr(s.players[0], k, v) for k, v in fields.items()]]), deck

    g, _ = holding("en-i1")
    assert refusal(g, ClaimEncounter("sea")) == ("FLOEJA-ENC-SECOND-1", "You hold no Sea encounter card.")
    g, deck = holding("en-c1")
    assert refusal(g, ClaimEncounter(deck)) == (
        "FLOEJA-CAVEENC-CHECK-1", "A cave encounter is judged by the dice after the battle.")
    g, deck = holding("en-i1")
    assert refusal(g, ClaimEncounter(deck)) == ("FLOEJA-ENC-SECOND-1", "You are not on an iceberg with a campfire.")
    g, deck = holding("en-s1")
    edit(g, lambda s: setattr(s, "sailed", ["floe.S0"]))
    assert refusal(g, ClaimEncounter(deck)) == (
        "FLOEJA-ENC-SECOND-1", "You have not sailed across 2 or more seas this turn.")
    g, deck = holding("en-i3", stones={"pearl": 4, "kelp": 2, "mushroom": 2, "wood": 2})
    assert refusal(g, ClaimEncounter(deck)) == ("FLOEJA-ENC-SECOND-1", "This needs 2 Fame merits.")
    g, deck = holding("en-i4", res={"pearl": 0, "kelp": 0, "bubble": 1, "mushroom": 0, "wood": 0})
    assert refusal(g, ClaimEncounter(deck)) == ("FLOEJA-ENC-SECOND-1", "You cannot pay the cost.")


@pytest.mark.rule("FLOEJA-ENC-SECOND-1")
def test_a_met_condition_pays_the_cost_and_gives_the_secondary_benefit() -> None:
    def claimed(card, deck, change):
        g = on_map(new(), "floe.I0")
        edit(g, lambda s: [s.players[0].encounters.__setitem__(deck, card), change(s)])
        lines = said(g.apply(ClaimEncounter(deck)))
        assert lines[0] == (f"Secondary benefit of the encounter card {words[card]}", ("FLOEJA-ENC-SECOND-1",))
        assert me(g).encounters == {} and g.state.encounter_decks[deck][-1] == card
        return g

    words = {"en-s1": "Mermaid", "en-i3": "Snow Sage", "en-s4": "Driftwood", "en-i1": "Frozen Traveller"}
    g = claimed("en-s1", "sea", lambda s: setattr(s, "sailed", ["floe.S0", "floe.S1"]))
    assert me(g).maps == 1
    g = claimed("en-i3", "ice", lambda s: s.players[0].stones.update(pearl=ABOVE, kelp=ABOVE))
    assert me(g).crystals == 1
    g = claimed("en-s4", "sea", lambda s: s.players[0].res.update(bubble=2))
    assert me(g).res["bubble"] == 0 and len(me(g).potions) == 2

    def at_campfire(s):
        from floe_widgets.games.floe_2024 import board as B

        camp = next(i for b in s.revealed for i in B.board_places(s, b)[0] if B.has_feature(s, i, "campfire"))
        s.players[0].location, s.players[0].warmth = camp, 1
    g = claimed("en-i1", "ice", at_campfire)
    assert me(g).warmth == 3


@pytest.mark.rule("FLOEJA-CAVEENC-CHECK-1")
@pytest.mark.rule("FLOEJA-CAVEENC-STRICT-1")
def test_the_dice_after_a_survived_battle_are_read_against_the_pink_card() -> None:
    g = fight(["sword", "sword", "lantern"], monster="m-p1", monster_die=0, warmth=8, encounters={"cave": "en-c1"})
    g.apply(Strike(0))
    lines = said(g.apply(Strike(0)))
    assert ("The dice meet the condition of Glowing Moss",
            ("FLOEJA-CAVEENC-CHECK-1", "FLOEJA-CAVEENC-STRICT-1")) in lines
    assert g.state.encounter_decks["cave"][-1] == "en-c1"
    g = fight(["sword", "arrow", "lantern"], monster="m-p1", monster_die=0, warmth=8, encounters={"cave": "en-c1"})
    deck = list(g.state.encounter_decks["cave"])
    g.apply(Strike(0))
    lines = said(g.apply(Strike(0)))
    assert ("The dice do not meet the condition of Glowing Moss: the card is kept",
            ("FLOEJA-CAVEENC-CHECK-1", "FLOEJA-CAVEENC-STRICT-1")) in lines
    assert g.state.encounter_decks["cave"] == deck and me(g).encounters == {"cave": "en-c1"}
