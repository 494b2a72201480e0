"""The familiar on a shallows spot (使い魔アクション, iceberg): why a spot is refused, what it costs, and what
it may take from the places it touches, in the words a player reads."""

from __future__ import annotations

import pytest

from floe_widgets.games.floe_2024 import board as B
from floe_widgets.games.floe_2024.actions import FamiliarShallows, StartMapTurn, VisitVillage

from .helpers import choose, edit, me, new, offered, pending, refusal, said
from .test_familiar import explored


@pytest.mark.rule("FLOEJA-FAM-ONCE-1")
def test_the_familiar_goes_to_the_shallows_only_from_an_iceberg() -> None:
    g = new()
    g.apply(VisitVillage("healing"))
    choose(g, "暖+4")
    assert refusal(g, FamiliarShallows("floe.h0#0")) == (
        "FLOEJA-FAM-ONCE-1", "The familiar goes on a shallows only when the hero ends the turn on an iceberg.")


@pytest.mark.rule("FLOEJA-FAM-ICE-1")
@pytest.mark.rule("FLOEJA-FAM-LIMIT-1")
@pytest.mark.rule("FLOEJA-FAM-ICE-2")
def test_each_refused_spot_gives_its_own_reason() -> None:
    g = explored()
    assert refusal(g, FamiliarShallows("floe.h2#0")) == (
        "FLOEJA-FAM-ICE-1", "That spot is not on a shallows next to the hero's iceberg.")
    g = explored(familiar_spot="floe.h0#0")
    edit(g, lambda s: s.familiars.__setitem__("floe.h0#0", 0))
    assert refusal(g, FamiliarShallows("floe.h0#0")) == (
        "FLOEJA-FAM-LIMIT-1", "The familiar is already on that spot: it must move to a free one.")
    edit(g, lambda s: s.familiars.__setitem__("floe.h1#0", 1))
    assert refusal(g, FamiliarShallows("floe.h1#0")) == ("FLOEJA-FAM-ICE-2", "Another familiar is on that spot.")
    g = explored(warmth=0)
    assert refusal(g, FamiliarShallows("floe.h0#0")) == ("FLOEJA-FAM-ICE-1", "Placing the familiar needs 1 Warmth.")


@pytest.mark.rule("FLOEJA-FAM-ICE-1")
def test_the_last_warmth_is_enough_and_a_levelled_familiar_goes_free() -> None:
    g = explored(warmth=1)
    events = g.apply(FamiliarShallows("floe.h0#0"))
    assert me(g).warmth == 0
    assert said(events) == [("The familiar goes to Main Island shallows 1, slot 1 (Warmth -1)",
                             ("FLOEJA-FAM-ICE-1",))]
    g = explored(warmth=3, familiar_level=2)
    events = g.apply(FamiliarShallows("floe.h0#0"))
    assert me(g).warmth == 3
    assert said(events)[0] == ("The familiar goes to Main Island shallows 1, slot 1 (Warmth -0)",
                               ("FLOEJA-FAM-ICE-1",))


@pytest.mark.rule("FLOEJA-FAM-LIMIT-1")
def test_moving_the_familiar_frees_its_old_spot() -> None:
    g = explored(familiar_spot="floe.h0#0")
    edit(g, lambda s: s.familiars.__setitem__("floe.h0#0", 0))
    g.apply(FamiliarShallows("floe.h1#0"))
    assert g.state.familiars == {"floe.h1#0": 0} and me(g).familiar_spot == "floe.h1#0"


@pytest.mark.rule("FLOEJA-FAM-ICE-2")
def test_the_familiar_offers_every_token_of_the_touching_places_then_the_spot() -> None:
    g = explored()
    edit(g, lambda s: s.tokens.__setitem__("floe.I2", ["pearl:1", "kelp:1"]))
    g.apply(FamiliarShallows("floe.h1#0"))          # touches floe.I0 (emptied), floe.I2 and floe.S3
    assert offered(g) == ["Main Island iceberg 3, token 1: Pearl 1", "Main Island iceberg 3, token 2: Kelp 1",
                          "Main Island sea 4, token 1: Crystal", "Spot benefit: Pearl 1"]
    events = choose(g, offered_ja(g, 1))
    assert g.state.tokens["floe.I2"] == ["pearl:1"] and me(g).res["kelp"] == 1
    assert said(events)[0] == ("Take the exploration token of Main Island iceberg 3 (Kelp 1)",
                               ("FLOEJA-EXPL-SOURCE-1", "FLOEJA-FAM-ICE-2"))
    assert pending(g) is None


@pytest.mark.rule("FLOEJA-FAM-ICE-2")
def test_the_spot_benefit_is_taken_instead_of_a_token() -> None:
    g = explored()
    g.apply(FamiliarShallows("floe.h1#0"))
    events = choose(g, "スポットの特典")
    assert said(events)[0] == ("Familiar: the spot's benefit", ("FLOEJA-FAM-ICE-2",))
    assert me(g).res["pearl"] == 1 and g.state.tokens["floe.I2"] == ["pearl:1"]


@pytest.mark.rule("FLOEJA-FAM-ICE-2")
@pytest.mark.rule("FLOEJA-ENC-DRAW-1")
def test_a_flag_standee_on_a_touching_place_offers_its_encounter() -> None:
    def change(s):
        s.revealed.append("frostmere")
        s.flags["frostmere"] = 1                    # the standee on frostmere.I1
        s.tokens["frostmere.I1"] = ["bubble:1"]
        s.players[0].warmth = 3
    g = edit(new(), change)
    g.apply(StartMapTurn())
    edit(g, lambda s: setattr(s.players[0], "location", "frostmere.I1"))
    from floe_widgets.games.floe_2024.actions import Explore

    g.apply(Explore("frostmere.I1", 0))
    slot = B.slots_next_to(g.state, "frostmere.I1")[0]
    g.apply(FamiliarShallows(slot))
    assert "Encounter at the flag standee" in offered(g)
    top = g.state.encounter_decks["ice"][0]
    choose(g, "旗スタンドで遭遇")
    assert me(g).encounters == {"ice": top} and g.state.flags["frostmere"] == 2


def offered_ja(g, index: int) -> str:
    return g.state.pending[-1].options[index]

