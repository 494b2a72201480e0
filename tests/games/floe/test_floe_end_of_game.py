"""The Mayor's moves, the end of the game and the final scoring, read as the log tells them."""

from __future__ import annotations

import pytest
from floe_kit import acting, edit, game

from floe_widgets.games.floe import actions as A
from floe_widgets.games.floe.effects import resolve
from floe_widgets.games.floe.state import Queued


def read(events) -> list[str]:
    return [e.text.said_in("en") for e in events]


def final_scores(relics: list[str], vp: int = 5) -> list[int]:
    """One player holding ``relics`` plays the last turn of the game."""
    g = game(players=1)

    def last_round(st):
        st.end_triggered, st.last_round = True, st.round
        st.players[0].relics, st.players[0].vp = list(relics), vp
    acting(edit(g, last_round))
    events = g.apply(A.EndTurn())
    assert g.is_over and events[-1].kind == "end"
    return g.state.final_scores


@pytest.mark.rule("FLOE-RELIC-SCORE-1", "FLOE-RELIC-SET-1", "FLOE-END-RELIC-1")
def test_each_relic_type_scores_only_the_relics_held() -> None:
    assert final_scores([]) == [5]
    assert final_scores(["dolphinette-1"]) == [5 + 1]
    assert final_scores(["dolphinette-1", "hillstead-1"]) == [5 + 1 + 3]
    assert final_scores(["heliostone-1"]) == [5]                  # its smallest set is 2
    assert final_scores(["sloopy-1", "sloopy-2"]) == [5 + 2]     # a set of 1; none of 2 is printed


@pytest.mark.rule("FLOE-RELIC-SCORE-1", "FLOE-AMBIG-28")
def test_at_most_six_relics_score() -> None:
    seven = [f"hillstead-{i}" for i in (1, 2)] + [f"sloopy-{i}" for i in (1, 2, 3)] + ["tapinsai-1", "tapinsai-2"]
    # the best six: 2 Hillstead (7), 3 Sloopy (7) and one Tapinsai (nothing) beat any six with both Tapinsai
    assert final_scores(seven, vp=0) == [14 + 1]   # +1 VP: the achievement for a 7th Relic


@pytest.mark.rule("FLOE-MAYOR-ADV-1", "FLOE-ACHIEVE-CLAIM-1")
def test_the_mayor_advances_for_a_claimed_achievement() -> None:
    g = game()
    st = g.state
    st.village.mayor = 16
    st.players[0].landmarks_visited = ["a", "b", "c"]
    st.queue.append(Queued(0, "none"))
    said = read(resolve(st, g.chance))
    assert said == ["Achievement claimed: Visit Landmarks 3 times (+1 VP); the tile flips.",
                    "The Mayor advances to 14 (achievement)."]
    assert st.village.mayor == 14 and st.players[0].vp == 1


@pytest.mark.rule("FLOE-MAYOR-MOVE-1")
def test_the_mayor_stays_on_the_last_stone() -> None:
    g = game()
    st = g.state
    st.village.mayor = 2
    st.players[0].landmarks_visited = ["a", "b", "c"]
    st.queue.append(Queued(0, "none"))
    said = read(resolve(st, g.chance))
    assert said[-1] == "The Mayor is already on the last stone." and st.village.mayor == 2


@pytest.mark.rule("FLOE-END-TRIGGER-1", "FLOE-END-ROUNDS-1")
def test_the_log_names_the_final_round_and_who_passed_the_mayor() -> None:
    g = game(players=3)
    st = g.state
    st.round, st.village.mayor = 4, 12
    st.players[2].vp = 13
    st.queue.append(Queued(2, "none"))
    events = resolve(st, g.chance)
    assert read(events) == ["A Hero has passed the Mayor: the game ends after this round and one final round "
                            "(round 5)."]
    assert events[0].player == 2 and st.last_round == 5


@pytest.mark.rule("FLOE-END-RELIC-1", "FLOE-END-WIN-1")
def test_the_final_scores_are_read_out_for_every_seat_in_both_languages() -> None:
    g = game(players=3)

    def last_round(st):
        st.end_triggered, st.last_round, st.current = True, st.round, 2
        st.players[0].relics = ["dolphinette-1", "hillstead-1"]
        for p, vp in zip(st.players, (5, 9, 2)):
            p.vp = vp
    acting(edit(g, last_round))
    end = g.apply(A.EndTurn())[-1]
    assert end.text.said_in("en") == ("Final scoring: Relics are revealed and scored (at most 6 each, one set per "
                                      "type): P1: 9 VP, P2: 9 VP, P3: 2 VP.")
    assert end.text.said_in("ja").endswith(": P1: 勝利点9、P2: 勝利点9、P3: 勝利点2。")
    assert end.player is None and g.state.final_scores == [9, 9, 2] and g.state.relic_points == [4, 0, 0]
