"""The Ruby power turns a tile either way; the Gold power slides one into an empty space."""

from __future__ import annotations

import pytest

from floe_widgets.core import IllegalAction
from floe_widgets.games.ice_and_idols.actions import RotateTile, UsePower
from floe_widgets.games.ice_and_idols.state import cell_of

from .helpers import clear, refresh, roundabout_board


def with_ruby():
    game = roundabout_board(2)
    game.state.players[0].powers = ["ruby"]
    refresh(game)
    return game


@pytest.mark.rule("IAI-POWER-RUBY-1")
@pytest.mark.parametrize(("clockwise", "turns"), [(True, 1), (False, 3)])
def test_ruby_turns_a_tile_a_quarter_either_way(clockwise, turns) -> None:
    game = with_ruby()
    tile = game.state.grid[cell_of(0, 0)]
    game.state.tile_rot[tile] = 2
    refresh(game)
    game.apply(UsePower("ruby"))
    game.apply(RotateTile((0, 0), clockwise))
    assert game.state.tile_rot[tile] == (2 + turns) % 4


@pytest.mark.rule("IAI-POWER-GOLD-1")
def test_gold_needs_a_tile_beside_an_empty_space() -> None:
    game = roundabout_board(2)
    game.state.players[0].powers = ["gold"]
    refresh(game)
    assert game.why_not(UsePower("gold")) == ("IAI-POWER-GOLD-1", "No tile can be moved by that power now.")
    clear(game, (0, 0))
    refresh(game)
    assert game.why_not(UsePower("gold")) is None


@pytest.mark.rule("IAI-POWER-RUBY-1")
def test_the_ruby_power_not_gained_is_refused_under_the_ruby_rule() -> None:
    game = roundabout_board(2)
    game.state.players[0].powers = ["gold"]
    refresh(game)
    before = game.to_json()
    with pytest.raises(IllegalAction) as info:
        game.apply(UsePower("ruby"))
    assert (info.value.rule_id, info.value.reason) == ("IAI-POWER-RUBY-1", "You have not gained the Ruby power.")
    assert game.to_json() == before
