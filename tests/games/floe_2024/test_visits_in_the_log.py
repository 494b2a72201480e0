"""Visits as the log tells them (訪問): a landmark's cube and bottom reward, a flag standee's encounter, the
Academy's action taken from afar (once a visit) and the Hot Springs' new Ally Quest."""

from __future__ import annotations

import pytest

from floe_widgets.games.floe_2024 import board as B
from floe_widgets.games.floe_2024 import data as C
from floe_widgets.games.floe_2024.actions import Explore, FamiliarShallows, StartMapTurn, VisitLandmark

from .helpers import choose, edit, me, new, offered, on_map, pending, said
from .test_village_spaces import player, res, visiting


@pytest.mark.rule("FLOEJA-LMK-REWARD-1")
def test_a_landmarks_bottom_reward_is_cited() -> None:
    def gate(s):
        s.landmark_deck.remove("lm-gate")
        s.landmarks["floe.I0"] = "lm-gate"
        s.players[0].cubes_released = 1
    g = edit(on_map(new(), "floe.I0"), gate)
    lines = said(g.apply(VisitLandmark()))
    assert lines[0] == ("Put a cube on the landmark Ancient Gate",
                        ("FLOEJA-LMK-REQ-1", "FLOEJA-LMK-REWARD-1", "FLOEJA-MISSING-24"))
    assert ("Crystals +1 → 1", ("FLOEJA-TOKEN-RES-1", "FLOEJA-LMK-REWARD-1")) in lines
    assert me(g).crystals == 1 and me(g).maps == 1


@pytest.mark.rule("FLOEJA-ENC-STAND-1")
@pytest.mark.rule("FLOEJA-ENC-DRAW-1")
def test_a_flag_standees_encounter_is_cited() -> None:
    def standee(s):
        s.revealed.append("frostmere")
        s.flags["frostmere"] = 1                    # the standee on frostmere.I1
        s.tokens["frostmere.I1"] = ["bubble:1"]
        s.players[0].warmth = 3
    g = edit(new(), standee)
    g.apply(StartMapTurn())
    edit(g, lambda s: setattr(s.players[0], "location", "frostmere.I1"))
    g.apply(Explore("frostmere.I1", 0))
    g.apply(FamiliarShallows(B.slots_next_to(g.state, "frostmere.I1")[0]))
    lines = said(choose(g, "旗スタンドで遭遇"))
    assert lines[0] == ("Encounter at the flag stand (Ice); the stand moves to the next flag",
                        ("FLOEJA-ENC-DRAW-1", "FLOEJA-ENC-STAND-1", "FLOEJA-FAM-ICE-2"))
    assert g.state.flags["frostmere"] == 2


@pytest.mark.rule("FLOEJA-ACAD-REMOTE-1")
@pytest.mark.rule("FLOEJA-ACAD-ONCE-1")
def test_the_academy_takes_one_space_action_from_afar_per_visit() -> None:
    g, _ = visiting("academy", player(crystals=4))
    assert "1 Crystal: the Tavern action" in offered(g)
    choose(g, g.state.pending[-1].options[offered(g).index("1 Crystal: the Tavern action")])
    while pending(g) != "academy":
        choose(g, g.state.pending[-1].options[0])
    assert not any(o.endswith(" action") for o in offered(g))
    assert "1 Crystal: Level Up" in offered(g) and me(g).crystals == 3


@pytest.mark.rule("FLOEJA-SPRING-REPLACE-1")
def test_the_hot_springs_name_the_ally_quest_given_back() -> None:
    def held(s):
        s.players[0].quest = s.quest_deck.pop()
    g, _ = visiting("springs", res(mushroom=1), held)
    old = me(g).quest
    lines = said(choose(g, g.state.pending[-1].options[1]))
    assert lines[0][0].startswith(f"The previous Ally Quest {C.term(old).said_in('en')} ")


@pytest.mark.rule("FLOEJA-QUEST-ADVANCE-1")
def test_the_shop_moves_an_ally_quest_that_asks_for_it() -> None:
    g, lines = visiting("shop", res(pearl=1), player(quest="q-4", feather=0))
    moved = ("The Ally Quest feather moves on (Shop): Bubble 2", ("FLOEJA-QUEST-ADVANCE-1", "FLOEJA-MISSING-14"))
    assert moved in lines
    assert me(g).feather == 1 and me(g).res["bubble"] == 2


@pytest.mark.rule("FLOEJA-SPRING-HAND-1")
def test_a_secret_objective_to_let_go_is_named_by_its_goals_in_both_languages() -> None:
    def hand(s):
        s.players[0].objectives = [s.objective_deck.pop() for _ in range(4)]
    g, _ = visiting("springs", res(mushroom=1), hand)
    choose(g, g.state.pending[-1].options[0])
    assert pending(g) == "objective"
    goals = C.components()["goals"]
    for held, ja, en in zip(me(g).objectives, g.state.pending[-1].options, offered(g)):
        assert ja == " / ".join(goals[goal]["ja"] for goal in C.card(held)["goals"])
        assert en == " / ".join(goals[goal]["en"] for goal in C.card(held)["goals"])


@pytest.mark.rule("FLOEJA-FAM-ONCE-1")
def test_the_familiar_acts_once_a_turn_in_the_village_or_on_the_map() -> None:
    from floe_widgets.games.floe_2024.actions import FamiliarRow

    g, _ = visiting("academy", player(buildings=[["bt-3", "bb-2"]]))
    choose(g, g.state.pending[-1].options[-1])
    g.apply(FamiliarRow("bottom"))
    while pending(g):
        choose(g, g.state.pending[-1].options[-1])
    assert g.why_not(FamiliarRow("top"))[0] == "FLOEJA-FAM-ONCE-1"

    def warm(s):
        s.players[0].warmth = 5
    g = edit(on_map(new(), "floe.I0"), warm)
    g.apply(Explore("floe.I0", 0))
    first, second = B.slots_next_to(g.state, "floe.I0")[:2]
    g.apply(FamiliarShallows(first))
    while pending(g):
        choose(g, g.state.pending[-1].options[-1])
    assert g.why_not(FamiliarShallows(second))[0] == "FLOEJA-FAM-ONCE-1"
