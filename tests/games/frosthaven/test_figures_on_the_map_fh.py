"""The state's figures seen by the map model: who blocks whose move (FH-MOVE-2, FH-MOVE-PASS-1, FH-FOCUS-9,
FH-TERR-7)."""

from __future__ import annotations

import pytest
from fh_helpers import add_monster, clear_monsters, new_game, place

from floe_widgets.games.frosthaven.map.board import mover
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
