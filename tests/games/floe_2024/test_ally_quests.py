"""Ally Quests (同盟クエスト): the feather moves on only for the condition of the next space, the last space
completes the quest, and the Feather Sanctuary completes it at once, as the log reads them."""

from __future__ import annotations

import pytest

from floe_widgets.games.floe_2024.actions import Explore, VisitLandmark

from .helpers import choose, edit, me, new, on_map, said

MOVED = ("FLOEJA-QUEST-ADVANCE-1", "FLOEJA-MISSING-14")


def key_found(quest: str | None, feather: int = 0, **fields):
    """The current player, holding ``quest`` with the feather on ``feather``, explores a Key token."""
    def change(s):
        p = s.players[0]
        if quest is not None:
            (s.quest_deck if quest in s.quest_deck else s.quests).remove(quest)
        p.quest, p.feather = quest, feather
        s.tokens["floe.I0"] = ["key"]
        for k, v in fields.items():
            setattr(p, k, v)
    g = edit(on_map(new(), "floe.I0"), change)
    return g, said(g.apply(Explore("floe.I0", 0)))[2:]


@pytest.mark.rule("FLOEJA-QUEST-ADVANCE-1")
@pytest.mark.rule("FLOEJA-MISSING-14")
def test_the_feather_moves_on_when_the_next_condition_is_met() -> None:
    g, lines = key_found("q-1")                     # The Key Hunt: key -> a Chest first
    assert lines == [("The Ally Quest feather moves on (Key): Chest 1", MOVED),
                     ("Gain Chest", ("FLOEJA-CHEST-GAIN-1",))]
    assert (me(g).feather, me(g).chest, me(g).quests_done) == (1, True, 0)


@pytest.mark.rule("FLOEJA-QUEST-ADVANCE-1")
def test_a_condition_that_is_not_next_is_not_remembered() -> None:
    g, lines = key_found("q-3")                     # Cave Trial: a monster first, the key second
    assert lines == [] and me(g).feather == 0
    g, lines = key_found(None)
    assert lines == [] and me(g).quest is None


@pytest.mark.rule("FLOEJA-QUEST-ADVANCE-1")
def test_the_last_space_completes_the_quest_and_nothing_moves_after_it() -> None:
    g, lines = key_found("q-4", feather=2, quests_done=1)   # Trade Road: the key is its third space
    assert lines == [("The Ally Quest feather moves on (Key): VP 1", MOVED),
                     ("Victory points +1 → 1", ("FLOEJA-SCORE-FULL-1", "FLOEJA-QUEST-ADVANCE-1"))]
    assert (me(g).feather, me(g).quests_done, me(g).vp) == (3, 2, 1)
    g, lines = key_found("q-4", feather=3)
    assert lines == [] and (me(g).quests_done, me(g).vp) == (0, 0)


def at_sanctuary(quest: str | None, feather: int = 0, done: int = 0):
    def change(s):
        s.landmark_deck.remove("lm-feather")
        s.landmarks["floe.I0"] = "lm-feather"
        p = s.players[0]
        if quest is not None:
            (s.quest_deck if quest in s.quest_deck else s.quests).remove(quest)
        p.quest, p.feather, p.cubes_released, p.quests_done = quest, feather, 1, done
    g = edit(on_map(new(), "floe.I0"), change)
    g.apply(VisitLandmark())
    return g


@pytest.mark.rule("FLOEJA-EXAMPLE-28")
def test_the_feather_sanctuary_gives_every_reward_left_and_discards_the_quest() -> None:
    g = at_sanctuary("q-1", feather=1, done=1)
    lines = said(choose(g, g.state.pending[-1].options[0]))
    assert lines == [("The Ally Quest The Key Hunt is completed", ("FLOEJA-EXAMPLE-28", "FLOEJA-LMK-REWARD-1")),
                     ("Crystals +1 → 1", ("FLOEJA-TOKEN-RES-1", "FLOEJA-EXAMPLE-28")),
                     ("Victory points +1 → 1", ("FLOEJA-SCORE-FULL-1", "FLOEJA-EXAMPLE-28"))]
    assert (me(g).quest, me(g).feather, me(g).quests_done) == (None, 0, 2)
    assert g.state.quest_deck[-1] == "q-1"


@pytest.mark.rule("FLOEJA-EXAMPLE-28")
def test_a_finished_or_missing_quest_gives_nothing_at_the_sanctuary() -> None:
    g = at_sanctuary("q-1", feather=3)
    lines = said(choose(g, g.state.pending[-1].options[0]))
    assert lines == [("The Ally Quest The Key Hunt is completed", ("FLOEJA-EXAMPLE-28", "FLOEJA-LMK-REWARD-1"))]
    assert (me(g).quest, me(g).quests_done, me(g).vp) == (None, 0, 0)
    g = at_sanctuary(None)
    lines = said(choose(g, g.state.pending[-1].options[0]))
    assert lines == [("You hold no Ally Quest", ("FLOEJA-EXAMPLE-28",))]


@pytest.mark.rule("FLOEJA-LMK-REWARD-1")
def test_the_sanctuarys_other_choice_is_warmth_citing_the_landmark() -> None:
    g = at_sanctuary("q-1")
    edit(g, lambda s: setattr(s.players[0], "warmth", 1))
    lines = said(choose(g, g.state.pending[-1].options[1]))
    assert lines == [("Warmth +2 → 3", ("FLOEJA-WARMTH-GAIN-1", "FLOEJA-LMK-REWARD-1"))]
    assert me(g).quest == "q-1"
