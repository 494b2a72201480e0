"""Turn order, rounds, the end of the game and the objectives, as the players read them in the log
(ゲーム概要, ゲーム終了)."""

from __future__ import annotations

import pytest

from floe_widgets.games.floe_2024.actions import EndTurn, StartMapTurn
from floe_widgets.games.floe_2024.state import ABOVE, PLACED

from .helpers import edit, me, new, said


def pass_turn(g) -> list:
    g.apply(StartMapTurn())
    return g.apply(EndTurn())


@pytest.mark.rule("FLOEJA-TURN-CHOICE-1")
def test_the_turn_passes_clockwise_and_seat_one_starts_each_round() -> None:
    g = new(3)
    seen = []
    for _ in range(4):
        events = pass_turn(g)
        seen += said(events)
        assert [(e.kind, e.player) for e in events] == [("turn", g.state.current)]
    assert seen == [("Seat 2 to play (round 1)", ("FLOEJA-TURN-CHOICE-1",)),
                    ("Seat 3 to play (round 1)", ("FLOEJA-TURN-CHOICE-1",)),
                    ("Seat 1 to play (round 2)", ("FLOEJA-TURN-CHOICE-1",)),
                    ("Seat 2 to play (round 2)", ("FLOEJA-TURN-CHOICE-1",))]


@pytest.mark.rule("FLOEJA-MAPTURN-STEPS-1")
def test_ending_a_turn_clears_what_was_done_in_it() -> None:
    g = new(2)
    g.apply(StartMapTurn())
    edit(g, lambda s: [setattr(s, "sailed", ["floe.S1"]), setattr(s, "campfires", ["floe.I0"]),
                       setattr(s, "ship_used", 0), setattr(s, "hero_acted", True),
                       setattr(s, "familiar_acted", True), s.players[0].used_this_turn.append("ability:summon")])
    g.apply(EndTurn())
    s = g.state
    assert (s.sailed, s.campfires, s.ship_used, s.hero_acted, s.familiar_acted) == ([], [], None, False, False)
    assert (s.turn_kind, s.step, s.current, s.players[0].used_this_turn) == ("", "start", 1, [])


@pytest.mark.rule("FLOEJA-MISSING-25")
def test_the_round_limit_ends_the_game_after_the_last_seat() -> None:
    g = new(2, round_limit=2)
    for _ in range(3):
        pass_turn(g)
    assert not g.is_over and g.state.round == 2
    events = pass_turn(g)
    assert g.is_over and g.state.step == "over" and g.state.round == 2
    assert said(events) == [("Round 2 is over: the game ends", ("FLOEJA-MISSING-25",)),
                            ("Game over: seat 1: 0, seat 2: 0", ("FLOEJA-END-WIN-1", "FLOEJA-MISSING-6"))]
    assert [(e.kind, e.player) for e in events] == [("end", 0), ("end", 0)]


@pytest.mark.rule("FLOEJA-END-TRIGGER-1")
def test_the_signalled_last_round_ends_the_game_before_the_round_limit() -> None:
    g = new(2, round_limit=5)
    edit(g, lambda s: setattr(s, "end_round", 1))
    pass_turn(g)
    events = pass_turn(g)
    assert g.is_over and g.state.round == 1
    assert said(events) == [("Game over: seat 1: 0, seat 2: 0", ("FLOEJA-END-WIN-1", "FLOEJA-MISSING-6"))]


@pytest.mark.rule("FLOEJA-END-WIN-1")
def test_the_final_ranking_shows_each_seat_with_its_half_point() -> None:
    g = new(3, round_limit=1)
    edit(g, lambda s: [setattr(s.players[0], "vp", 4), setattr(s.players[1], "vp", 7),
                       setattr(s.players[1], "half", True)])
    for _ in range(2):
        pass_turn(g)
    events = pass_turn(g)
    assert said(events)[-1] == ("Game over: seat 1: 4, seat 2: 7½, seat 3: 0",
                                ("FLOEJA-END-WIN-1", "FLOEJA-MISSING-6"))
    assert g.winner() == (1,)


@pytest.mark.rule("FLOEJA-END-WIN-1")
def test_ties_break_on_the_half_point_then_on_stones_ever_unlocked() -> None:
    def ended(change) -> tuple[int, ...]:
        g = new(2, round_limit=1)
        edit(g, change)
        pass_turn(g)
        pass_turn(g)
        return g.winner()

    assert ended(lambda s: [setattr(p, "vp", 3) for p in s.players]) == (0, 1)
    assert ended(lambda s: [[setattr(p, "vp", 3) for p in s.players], setattr(s.players[0], "half", True)]) == (0,)
    # a stone placed in a shrine was unlocked first, so it counts as much as one above its track
    assert ended(lambda s: [[setattr(p, "vp", 3) for p in s.players],
                            s.players[1].stones.update(pearl=PLACED)]) == (1,)
    assert ended(lambda s: [[setattr(p, "vp", 3) for p in s.players], s.players[0].stones.update(pearl=ABOVE),
                            s.players[1].stones.update(kelp=PLACED)]) == (0, 1)
    assert ended(lambda s: [setattr(s.players[0], "vp", 3), setattr(s.players[1], "vp", 4),
                            s.players[0].stones.update(pearl=ABOVE, kelp=ABOVE)]) == (1,)


#: each goal, a change that just meets it, and one that just misses it (FLOEJA-MISSING-7's reading)
GOALS = {
    "shrines2": (dict(shrines=1, map_shrines=1), dict(shrines=1)),
    "landmarks2": (dict(landmarks=["a", "b"]), dict(landmarks=["a"])),
    "room4": (dict(room=4), dict(room=3)),
    "buildings2": (dict(buildings=[["t", "b"], ["t", "b"]]), dict(buildings=[["t", "b"]])),
    "items2": (dict(items=["it-lamp", "it-bow"]), dict(items=["it-lamp"])),
    "flipped2": (dict(flipped=["it-lamp", "it-bow"]), dict(flipped=["it-lamp"])),
    "quest_done": (dict(quests_done=1), dict(quests_done=0)),
    "cubes4": (dict(cubes_released=4), dict(cubes_released=3)),
    "crystals3": (dict(crystals=3), dict(crystals=2)),
    "discovered1": (dict(discovered=1), dict(discovered=0)),
    "strong_monster": (dict(strong_monsters=1), dict(strong_monsters=0)),
    "encounters2": (dict(encounters={"ice": "en-i1", "sea": "en-s1"}), dict(encounters={"ice": "en-i1"})),
    # the starting building's craft symbol, one under the pearl stone's two advances, one under wood's
    "merit3": (dict(stones={"pearl": ABOVE, "kelp": 2, "mushroom": 2, "wood": ABOVE}),
               dict(stones={"pearl": ABOVE, "kelp": 2, "mushroom": 2, "wood": 2})),
    "potions4": (dict(potions=["sword"] * 4), dict(potions=["sword"] * 3)),
}

GOAL_WORDS = {"shrines2": "2+ Floe Stones in shrines", "landmarks2": "2+ landmarks visited",
              "room4": "cave marker in room 4 or deeper", "buildings2": "2+ building sets bought",
              "items2": "2+ items", "flipped2": "2+ items flipped", "quest_done": "an Ally Quest completed",
              "cubes4": "all 4 warmth cubes released", "crystals3": "3+ Crystals held",
              "discovered1": "1+ map board discovered", "strong_monster": "a blue or pink monster defeated",
              "encounters2": "2+ encounter cards held", "merit3": "3+ merit symbols of one type",
              "potions4": "4+ potions held"}


def scored(goal: str, fields: dict) -> list[tuple[str, tuple[str, ...]]]:
    """Play a solo game to its end holding an objective card with ``goal`` and the player changed by
    ``fields``; what the final scoring said."""
    from floe_widgets.games.floe_2024 import data as C

    card = next(c["id"] for c in C.components()["objectives"] if goal in c["goals"])
    g = new(1, round_limit=1)
    edit(g, lambda s: [s.players[0].objectives.append(card),
                       *[setattr(s.players[0], k, v) for k, v in fields.items()]])
    return said(pass_turn(g))


@pytest.mark.rule("FLOEJA-MISSING-7")
@pytest.mark.rule("FLOEJA-OBJ-SCORE-1")
@pytest.mark.parametrize("goal", sorted(GOALS))
def test_each_objective_goal_scores_half_a_point_from_its_threshold(goal: str) -> None:
    met, missed = GOALS[goal]
    line = (f"Seat 1: objective {GOAL_WORDS[goal]} met",
            ("FLOEJA-END-OBJECTIVES-1", "FLOEJA-OBJ-SCORE-1", "FLOEJA-MISSING-7"))
    assert line in scored(goal, met)
    assert line not in scored(goal, missed)


@pytest.mark.rule("FLOEJA-OBJ-SCORE-1")
@pytest.mark.rule("FLOEJA-SCORE-HALF-1")
def test_two_goals_met_make_a_whole_point_at_the_end() -> None:
    g = new(1, round_limit=1)
    edit(g, lambda s: [s.players[0].objectives.append("ob-5"), setattr(s.players[0], "crystals", 3),
                       setattr(s.players[0], "discovered", 1), setattr(s.players[0], "vp", 2)])
    lines = said(pass_turn(g))
    assert lines[-4:] == [
        ("Seat 1: objective 1+ map board discovered met",
         ("FLOEJA-END-OBJECTIVES-1", "FLOEJA-OBJ-SCORE-1", "FLOEJA-MISSING-7")),
        ("Two half victory points make 1 point (disc down)", ("FLOEJA-SCORE-HALF-1", "FLOEJA-END-OBJECTIVES-1")),
        ("Victory points +1 → 3", ("FLOEJA-SCORE-FULL-1",)),
        ("Game over: seat 1: 3", ("FLOEJA-END-WIN-1", "FLOEJA-MISSING-6"))]
    assert (me(g).vp, me(g).half) == (3, False)


@pytest.mark.rule("FLOEJA-END-OBJECTIVES-1")
def test_each_seats_objectives_are_scored_to_that_seat() -> None:
    g = new(2, round_limit=1)
    edit(g, lambda s: [s.players[1].objectives.append("ob-5"), setattr(s.players[1], "crystals", 3)])
    pass_turn(g)
    events = pass_turn(g)
    scored = [(text, e.kind, e.player) for (text, _), e in zip(said(events), events) if e.kind == "score"]
    assert scored == [("Seat 2: objective 3+ Crystals held met", "score", 1),
                      ("Half a victory point (disc up)", "score", 1)]
    assert g.state.players[1].half and not g.state.players[0].half
