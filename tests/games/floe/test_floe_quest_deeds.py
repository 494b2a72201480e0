"""Quest steps that ask for past deeds (FLOE-QUEST-CHECK-1): each is met by exactly the deeds it asks for,
not by one fewer, and the log says where the marker went and what it gives."""

from __future__ import annotations

import pytest
from floe_kit import edit, game, me

from floe_widgets.games.floe.effects import resolve
from floe_widgets.games.floe.state import STONE_PRIMED, Queued

LOW = {"skill": 1, "might": 1, "charm": 1, "craft": 1}
#: (quest, step, the deeds that meet it, the same deeds one short)
DEEDS = [
    ("ember-road", 1, {"merits": {**LOW, "craft": 3}}, {"merits": {**LOW, "craft": 2}}),
    ("ancient-map", 2, {"merits": {**LOW, "skill": 5, "might": 5, "charm": 5}},
     {"merits": {**LOW, "skill": 5, "might": 5, "charm": 4}}),
    ("lost-pod", 3, {"merits": {**LOW, "skill": 6, "might": 6, "charm": 6}},
     {"merits": {**LOW, "skill": 6, "might": 6, "charm": 5}}),
    ("ancient-map", 3, {"landmarks_visited": ["frozen-falls", "old-lighthouse"]},
     {"landmarks_visited": ["frozen-falls"]}),
    ("deep-song", 2, {"landmarks_visited": ["frozen-falls"]}, {"landmarks_visited": []}),
    ("lost-pod", 2, {"defeated": ["common"]}, {"defeated": ["elite"]}),
    ("ember-road", 3, {"defeated": ["boss", "elite"]}, {"defeated": ["common", "boss"]}),
    ("ember-road", 2, {"stones": {"pearl": STONE_PRIMED, "kelp": STONE_PRIMED, "mushroom": STONE_PRIMED, "wood": 0}},
     {"stones": {"pearl": STONE_PRIMED, "kelp": STONE_PRIMED, "mushroom": 1, "wood": 0}}),
]


def after_acting(quest: str, step: int, **deeds):
    """The first player, at ``step`` of ``quest`` with ``deeds``, takes a benefit; the game and the log."""
    g = game(quests=[quest, "lost-pod" if quest != "lost-pod" else "ancient-map"])

    def at_step(st):
        st.players[0].quest_step = step
        for key, value in deeds.items():
            setattr(st.players[0], key, value)
    edit(g, at_step)
    g.state.queue.append(Queued(0, "none"))
    return g, resolve(g.state, g.chance)


@pytest.mark.rule("FLOE-QUEST-CHECK-1", "FLOE-QUEST-REQ-1")
@pytest.mark.parametrize("quest, step, met, short", DEEDS)
def test_a_deed_step_needs_exactly_its_deeds(quest: str, step: int, met: dict, short: dict) -> None:
    g, _ = after_acting(quest, step, **short)
    assert me(g).quest_step == step
    g, events = after_acting(quest, step, **met)
    assert me(g).quest_step == step + 1
    moved = next(e for e in events if e.kind == "quest")
    assert moved.text.said_in("en").startswith(f"Quest marker advances to step {step + 1} (")
    assert moved.rules == ("FLOE-QUEST-ADV-1", "FLOE-QUEST-MULTI-1", "FLOE-QUEST-CHECK-1") and moved.player == 0


@pytest.mark.rule("FLOE-QUEST-DONE-1", "FLOE-QUEST-MULTI-1")
def test_the_last_step_completes_the_quest() -> None:
    g, events = after_acting("lost-pod", 3, merits={"skill": 6, "might": 6, "charm": 6, "craft": 1})
    said = [(e.text.said_in("en"), e.rules) for e in events if e.kind == "quest"]
    assert said == [("Quest marker advances to step 4 (2 Victory Points).",
                     ("FLOE-QUEST-ADV-1", "FLOE-QUEST-MULTI-1", "FLOE-QUEST-CHECK-1")),
                    ("Your Quest is complete; you do not take a new one.", ("FLOE-QUEST-DONE-1",))]
    assert me(g).quest_step == 4


@pytest.mark.rule("FLOE-QUEST-REQ-1")
def test_only_the_player_who_acts_meets_an_action_step() -> None:
    g = game(quests=["ancient-map", "deep-song"])
    g.state.turn.events = ["gain:pearl", "gain:mushroom"]
    g.state.queue.append(Queued(1, "none"))
    resolve(g.state, g.chance)
    assert [p.quest_step for p in g.state.players] == [1, 0]   # seat 2's Mushroom was not gained on its turn


@pytest.mark.rule("FLOE-QUEST-DONE-1", "FLOE-QUEST-FREE-1")
def test_a_free_quest_advance_after_the_last_step_is_told_and_moves_nothing() -> None:
    g = edit(game(quests=["lost-pod", "ancient-map"]), lambda st: setattr(st.players[0], "quest_step", 4))
    g.state.queue.append(Queued(0, "quest"))
    said = [(e.text.said_in("en"), e.rules, e.player) for e in resolve(g.state, g.chance)]
    assert said == [("Your Quest is already complete.", ("FLOE-QUEST-DONE-1",), 0)]
    assert me(g).quest_step == 4 and g.state.queue == []
