"""Experience: card halves with an experience icon, and the level bonus of a win."""

from __future__ import annotations

import pytest
from fh_helpers import add_monster, begin_turn, clear_monsters, new_game, run, set_deck, texts

from floe_widgets.core import Event, hexgrid
from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import (
    Perform,
    Skip,
    Target,
)


@pytest.mark.rule("FH-SETUP-DIAL-1", "FH-CARD-ACTION-1")
def test_performing_a_half_with_an_xp_icon_gains_that_experience() -> None:
    g = new_game()
    assert [ch.xp for ch in g.state.characters] == [0, 0]     # the dial starts at 0
    begin_turn(g, 0, "warden-04", "top")                       # retaliate 2, persistent, xp 1
    events = g.apply(Perform())
    assert g.char(0).xp == 1 and "gains 1 experience" in texts(events)
    gained = [e for e in events if "experience" in e.text]
    assert gained == [Event("Ironbark Warden gains 1 experience (1 this scenario).",
                            ("FH-SETUP-DIAL-1", "FH-CARD-ACTION-1"), player=0)]


@pytest.mark.rule("FH-SETUP-DIAL-1", "FH-TURN-7")
def test_no_experience_for_the_basic_use_or_an_unperformed_half() -> None:
    for basic in (True, False):   # the basic Attack 2 of an xp-2 half, performed; the real half, skipped
        g = new_game()
        clear_monsters(g)
        c0 = g.fig("C0")
        spot = next(h for h in hexgrid.neighbours(c0.hex) if h in g.board.rooms and h not in g.board.obstacles
                    and all(f.hex != h for f in g.state.figures))
        add_monster(g, "hound", 1, spot, hp=30)
        set_deck(g, 0, "+0", "+0")
        begin_turn(g, 0, "warden-08", "top", other="warden-01", basic=basic)
        if basic:
            g.apply(Target("hound-1"))
            while g.state.decision.kind != "half":
                g.apply(g.legal_actions()[-1])
            assert g.fig("hound-1").hp < 30          # the basic attack was performed
        else:
            g.apply(Skip())
        assert g.state.turn.done == ["top"] and g.char(0).xp == 0


@pytest.mark.rule("FH-LEVEL-2", "FH-SETUP-DIAL-1")
def test_a_win_adds_the_levels_bonus_experience_and_the_result_reports_it() -> None:
    g = new_game()
    g.state.level = 2
    g.char(0).xp = 3
    g.char(1).loot = ["coin-1", "lumber", "random-item", "snowthistle"]
    g.state.revealed_rooms = [1, 2]
    clear_monsters(g)
    g.state.phase = "play"
    events = run(g, TK.RoundOverTask())
    assert g.state.phase == "won" and "8 bonus experience" in texts(events)
    result = g.scenario_result()
    assert result["won"] and result["xp"] == (3 + 8, 8) and result["died"] == (False, False)
    assert result["loot"] == ((), ("lumber", "snowthistle"))
