"""The state's figures seen by the map model: who blocks whose move, where a push may put a flying monster
(FH-MOVE-2, FH-MOVE-PASS-1, FH-FOCUS-9, FH-MOVE-7, FH-TERR-7)."""

from __future__ import annotations

import pytest
from fh_helpers import add_monster, clear_monsters, new_game, place

from floe_widgets.games.frosthaven.map.board import forced_moves, mover
from floe_widgets.games.frosthaven.scenario.state import Figure


@pytest.mark.rule("FH-MOVE-PASS-1", "FH-FOCUS-9")
def test_a_monster_passes_an_invisible_character_but_not_a_visible_one() -> None:
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (0, 2))
    place(g, "C1", (0, 4))
    hound = add_monster(g, "hound", 1, (0, 3))
    g.fig("C1").conditions["invisible"] = 1
    blocks = mover(g.state, hound).blocking
    assert (0, 2) in blocks and (0, 4) not in blocks
    assert (0, 3) in mover(g.state, g.fig("C1")).blocking   # a character never passes a monster


@pytest.mark.rule("FH-TERR-7", "FH-MOVE-2")
def test_an_objective_blocks_monsters_as_well_as_characters() -> None:
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (0, 2))
    hound = add_monster(g, "hound", 1, (0, 3))
    g.state.figures.append(Figure("objective-1", "objective", "the altar", (1, 3), 10, 10))
    assert (1, 3) in mover(g.state, hound).blocking and (1, 3) in mover(g.state, g.fig("C0")).blocking


@pytest.mark.rule("FH-MOVE-7", "FH-MOVE-5")
def test_a_pushed_flying_monster_may_be_pushed_onto_an_obstacle_a_walking_one_may_not() -> None:
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (0, 1))
    place(g, "C1", (-3, 4))
    g.state.overlay_changes[(0, 3)] = "obstacle"
    wraith = add_monster(g, "wraith", 1, (0, 2))
    hound = add_monster(g, "hound", 1, (2, 2))
    assert (0, 3) in forced_moves(g.board, g.state, (0, 1), wraith, 1, pull=False)
    g.fig(hound.fid).hex = (0, 2)
    g.state.figures.remove(g.fig(wraith.fid))
    assert (0, 3) not in forced_moves(g.board, g.state, (0, 1), hound, 1, pull=False)
