"""Battle goals at the end of a won scenario: each kept goal is checked, and an achieved one gives its own
number of checkmarks (at most 18 in all)."""

from __future__ import annotations

import pytest
from fh_helpers import clear_monsters, new_game, run

from floe_widgets.games.frosthaven.scenario import task_kinds as TK


def _won(g) -> list:
    g.state.revealed_rooms = [1, 2]
    clear_monsters(g)
    g.state.phase = "play"
    return run(g, TK.RoundOverTask())


@pytest.mark.rule("FH-GOAL-REWARD-1", "FH-COMPLETE-GOALS-1")
def test_an_achieved_goal_gives_its_own_checkmarks_and_a_missed_one_none() -> None:
    g = new_game()
    g.char(0).goal = "stoic"           # never negate damage: 2 checkmarks
    g.char(1).goal = "slayer"          # kill two monsters: only one killed
    g.char(1).stats["kills"] = 1
    events = _won(g)
    said = [(e.text, e.rules, e.player) for e in events if "battle goal" in e.text]
    assert said == [("Ironbark Warden achieves the battle goal: +2 checkmarks.",
                     ("FH-GOAL-REWARD-1", "FH-COMPLETE-GOALS-1"), 0)]
    assert [g.char(0).checkmarks, g.char(1).checkmarks] == [2, 0]


@pytest.mark.rule("FH-GOAL-REWARD-1")
def test_checkmarks_stop_at_eighteen() -> None:
    g = new_game()
    g.char(0).goal, g.char(0).checkmarks = "frugal", 17   # at most three lost cards: 2 checkmarks
    g.char(1).goal = ""
    _won(g)
    assert g.char(0).checkmarks == 18


@pytest.mark.rule("FH-GOAL-REWARD-1")
def test_hale_counts_exactly_half_the_hit_points_as_at_least_half() -> None:
    g = new_game()
    g.char(0).goal, g.char(1).goal = "hale", "hale"     # end with at least half the hit points: 1 checkmark
    warden, ember = g.fig("C0"), g.fig("C1")
    warden.hp = warden.max_hp // 2                      # 5 of 10: half
    ember.hp = (ember.max_hp - 1) // 2                  # less than half
    assert 2 * warden.hp == warden.max_hp and 2 * ember.hp < ember.max_hp
    said = [(e.text, e.player) for e in _won(g) if "battle goal" in e.text]
    assert said == [("Ironbark Warden achieves the battle goal: +1 checkmark.", 0)]
    assert [g.char(0).checkmarks, g.char(1).checkmarks] == [1, 0]


@pytest.mark.rule("FH-GOAL-REWARD-1")
def test_untouched_counts_five_damage_as_at_most_five() -> None:
    g = new_game()
    g.char(0).goal, g.char(1).goal = "untouched", "untouched"   # suffer at most five damage: 2 checkmarks
    g.char(0).stats["damage"], g.char(1).stats["damage"] = 5, 6
    said = [(e.text, e.player) for e in _won(g) if "battle goal" in e.text]
    assert said == [("Ironbark Warden achieves the battle goal: +2 checkmarks.", 0)]
    assert [g.char(0).checkmarks, g.char(1).checkmarks] == [2, 0]
