"""The end of the cave and its Lanterns in the words of the log (洞窟): the last room's four rewards, each
taken once, and a Lantern's draw when the slots next to the room are full."""

from __future__ import annotations

import pytest

from floe_widgets.games.floe_2024.actions import Strike

from .helpers import choose, edit, me, offered, pending, said
from .test_cave import fight

LAST = ("FLOEJA-ROOM-LAST-1", "FLOEJA-MISSING-28")


def at_the_last_room(event: str | None = None, taken: dict[str, int] | None = None):
    """The current player survives the monster of room 5 and walks on into the last room."""
    g = fight(["arrow"] * 5, monster="m-p2", room=5, warmth=8)     # health 10: it survives
    edit(g, lambda s: [setattr(s, "event", event), s.last_room.update(taken or {})])
    g.apply(Strike(0))
    g.apply(Strike(0))
    assert me(g).room == 6 and pending(g) == "last-room"
    return g


def pick(g, english: str):
    """Answer the last room's choice with the reward an English reader reads as ``english``."""
    return said(choose(g, g.state.pending[-1].options[offered(g).index(english)]))


@pytest.mark.rule("FLOEJA-ROOM-LAST-1")
def test_the_last_room_pays_the_revealed_events_benefit() -> None:
    g = at_the_last_room("ev-warm")
    assert offered(g) == ["1 Secret Objective", "the cave event's last-room benefit", "Advance a Floe Stone",
                          "Level Up"]
    crystals = me(g).crystals
    assert pick(g, "the cave event's last-room benefit") == [
        ("Reward of the last room: the cave event's last-room benefit", LAST),
        (f"Crystals +2 → {crystals + 2}", ("FLOEJA-TOKEN-RES-1", "FLOEJA-ROOM-LAST-1"))]
    assert g.state.last_room == {"event": 0} and pending(g) is None


@pytest.mark.rule("FLOEJA-ROOM-LAST-1")
def test_without_a_revealed_event_its_benefit_is_one_crystal_and_a_taken_reward_is_not_offered() -> None:
    g = at_the_last_room(None, taken={"objective": 1})
    assert offered(g) == ["the cave event's last-room benefit", "Advance a Floe Stone", "Level Up"]
    crystals = me(g).crystals
    lines = pick(g, "the cave event's last-room benefit")
    assert lines[1] == (f"Crystals +1 → {crystals + 1}", ("FLOEJA-TOKEN-RES-1", "FLOEJA-ROOM-LAST-1"))
    assert g.state.last_room == {"objective": 1, "event": 0}


@pytest.mark.rule("FLOEJA-ROOM-LAST-1")
def test_the_last_room_may_give_a_level_up_or_a_secret_objective() -> None:
    g = at_the_last_room()
    assert pick(g, "Level Up") == [("Reward of the last room: Level Up", LAST)]
    assert pending(g) == "levelup"
    g = at_the_last_room()
    assert pick(g, "1 Secret Objective") == [
        ("Reward of the last room: 1 Secret Objective", LAST),
        ("Draw 2 secret objectives", ("FLOEJA-SPRING-OBJ-1", "FLOEJA-SPRING-HAND-1"))]
    assert pending(g) == "objective" and len(me(g).objectives) == 2


@pytest.mark.rule("FLOEJA-LANTERN-DRAW-1")
@pytest.mark.rule("FLOEJA-LANTERN-TOKEN-1")
def test_a_lantern_keeps_the_drawn_token_when_the_rooms_slots_are_full() -> None:
    g = fight(["arrow", "arrow", "arrow", "lantern"], monster="m-g1", room=2)
    edit(g, lambda s: s.slots.update({"2#0": "potion", "2#1": "key"}))
    g.chance.fix("cave-bag", g.state.bags["cave"].index("crystal"))
    g.apply(Strike(0))
    assert offered(g) == ["Room 2, slot 1: Potion", "Room 2, slot 2: Key", "Draw from the cave bag"]
    crystals = me(g).crystals
    lines = said(choose(g, "袋から引く"))
    assert [text for text, _ in lines[:3]] == ["Draw from the cave bag: Crystal",
                                               "The slot next to the room is taken, so this token is kept",
                                               "Take a cave exploration token (Crystal)"]
    assert me(g).crystals == crystals + 1 and pending(g) is None
    assert g.state.slots == {"2#0": "potion", "2#1": "key"}
