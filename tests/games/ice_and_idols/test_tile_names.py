"""A learner reads a grid space the way the lessons and the board write it, "tile 2,4" (row, column),
in the buttons and the log, in English and in Japanese; never a Python tuple like "(2, 4)"."""

from __future__ import annotations

import pytest

from floe_widgets.games.ice_and_idols.actions import GainPower, PlaceIdol, UsePower
from floe_widgets.games.ice_and_idols.game import IceAndIdols
from floe_widgets.games.ice_and_idols.widgets import TempleWidget
from floe_widgets.i18n import speaking, text

from .helpers import at_location, clear, refresh, roundabout_board

#: a seat with no ability that moves or jumps, so a tile's tooltip holds only the texts asked about
CHARS = ("sculptor", "keysmith")


def with_powers(*powers: str) -> IceAndIdols:
    """Seeded all-Roundabout board, seat 0 at 2,2 with ``powers``, the space 0,0 empty."""
    game = roundabout_board(2, chars=CHARS)
    game.state.players[0].powers = list(powers)
    clear(game, (0, 0))
    refresh(game)
    return game


def tooltips(game: IceAndIdols, language: str, *cells: tuple[int, int]) -> list[str]:
    """What the tile buttons of ``cells`` say they do, in ``language``."""
    with speaking(language):
        tw = TempleWidget(game)
        return [tw.tile_buttons[cell].tooltip for cell in cells]


@pytest.mark.rule("IAI-MOVE-STEP-1", "IAI-POWER-RUBY-1", "IAI-POWER-GOLD-1")
@pytest.mark.parametrize(("language", "move", "ruby", "gold"), [
    ("en", "Move to tile 0,2 (2 AP)",
     "Ruby: rotate tile 1,2 clockwise; Ruby: rotate tile 1,2 counter-clockwise",
     "Gold: slide tile 0,1 W"),
    ("ja", "タイル 0,2へ移動(2 AP)",
     "ルビー: タイル 1,2を時計回りに回す; ルビー: タイル 1,2を反時計回りに回す",
     "ゴールド: タイル 0,1を西へ滑らせる"),
])
def test_move_ruby_and_gold_buttons_name_the_tile(language: str, move: str, ruby: str, gold: str) -> None:
    game = with_powers("ruby", "gold")
    assert tooltips(game, language, (0, 2)) == [move]
    game.apply(UsePower("ruby"))
    assert tooltips(game, language, (1, 2)) == [ruby]
    game = with_powers("gold")
    game.apply(UsePower("gold"))
    assert tooltips(game, language, (0, 1)) == [gold]


@pytest.mark.rule("IAI-COLLAPSE-X-1")
@pytest.mark.parametrize(("language", "said"), [
    ("en", "Event: Collapse -- tile 1,2 is discarded."),
    ("ja", "イベント: 崩落。タイル 1,2が捨て札になる。"),
])
def test_a_collapse_in_the_log_names_the_tile(language: str, said: str) -> None:
    game = roundabout_board(2, chars=CHARS)
    at_location(game, (2, 2), altar="jade")
    game.state.players[0].hand = ["jade"]
    game.state.supply["jade"] -= 1
    game.state.event_deck = [0] + [c for c in game.state.event_deck if c != 0]   # Collapse (X ahead) on top
    refresh(game)
    game.apply(PlaceIdol("jade"))
    events = game.apply(GainPower())     # gaining a power draws an event (IAI-POWER-GAIN-1)
    with speaking(language):
        logged = [text(e.text) for e in events if e.kind == "event"]
    assert logged == [said]
