"""A learner reads a grid space the way the lessons and the board write it, "tile 2,4" (row, column),
in the buttons and the log, in English and in Japanese; never a Python tuple like "(2, 4)"."""

from __future__ import annotations

import pytest

from floe_widgets.games.ice_and_idols.actions import GainPower, KeysmithTile, PlaceIdol, UseAbility, UsePower
from floe_widgets.games.ice_and_idols.game import IceAndIdols
from floe_widgets.games.ice_and_idols.state import EMPTY
from floe_widgets.games.ice_and_idols.widgets import TempleWidget
from floe_widgets.i18n import speaking, text

from .helpers import at_location, clear, new_game, refresh, roundabout_board

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


def keysmith_with_discards() -> tuple[IceAndIdols, list[int]]:
    """Seat 0, the Keysmith, on 2,2 about to choose its ability's target; discarded, left to right: an Archway,
    a Y-Crossing, another Archway (taken from spaces away from 2,2); the spare Roundabout beside them."""
    game = new_game(2, chars=("keysmith", "curator"))
    s = game.state
    far = [c for c in range(25) if abs(c // 5 - 2) == 2 or abs(c % 5 - 2) == 2]   # the grid's outer ring

    def take(kind: str) -> int:
        cell = next(c for c in far if s.grid[c] != EMPTY and s.tile_kind[s.grid[c]] == kind)
        tile, s.grid[cell] = s.grid[cell], EMPTY
        return tile

    s.discard = [take("arch"), take("y"), take("arch")]
    refresh(game)
    game.apply(UseAbility())
    return game, s.discard


@pytest.mark.rule("IAI-ABILITY-KEYSMITH-1", "IAI-SETUP-KEYSMITH-1")
@pytest.mark.parametrize(("language", "said"), [
    ("en", ["Keysmith: bring the 1st Archway from the left to tile 1,2",
            "Keysmith: bring the Y-Crossing to tile 1,2",
            "Keysmith: bring the 2nd Archway from the left to tile 1,2",
            "Keysmith: bring the spare Roundabout to tile 1,2"]),
    ("ja", ["鍵職人: 左から1番目のアーチをタイル 1,2へ持ってくる",
            "鍵職人: Y字路をタイル 1,2へ持ってくる",
            "鍵職人: 左から2番目のアーチをタイル 1,2へ持ってくる",
            "鍵職人: 予備のロータリーをタイル 1,2へ持ってくる"]),
])
def test_the_keysmiths_buttons_name_a_discarded_tile_by_its_kind(language: str, said: list[str]) -> None:
    """A learner never saw "tile 10": the Keysmith's choices name the tile as the row of discarded tiles shows it,
    two of one kind told apart by their place in that row; the tile button's tooltip says the same."""
    game, discard = keysmith_with_discards()
    pool = [*discard, *game.state.spare]
    offered = {a.tile: a for a in game.legal_actions() if isinstance(a, KeysmithTile) and a.cell == (1, 2)}
    with speaking(language):
        assert [text(game.action_to_string(offered[t])) for t in pool] == said
    assert tooltips(game, language, (1, 2)) == ["; ".join(said[pool.index(a.tile)] for a in
                                                          sorted(offered.values(), key=lambda a: a.tile))]


@pytest.mark.rule("IAI-ABILITY-KEYSMITH-1", "IAI-COLLAPSE-DISCARD-1")
@pytest.mark.parametrize(("language", "said"), [
    ("en", "P1 Keysmith: the 2nd Archway from the left swapped in at tile 1,2 (3 AP); now orient it."),
    ("ja", "P1 鍵職人: 左から2番目のアーチをタイル 1,2のタイルと入れ替える(3 AP)。向きを決める。"),
])
def test_the_log_names_the_tile_the_keysmith_brought_by_its_kind(language: str, said: str) -> None:
    game, discard = keysmith_with_discards()
    event, = game.apply(KeysmithTile(discard[2], (1, 2)))
    with speaking(language):
        assert text(event.text) == said


@pytest.mark.rule("IAI-COLLAPSE-DISCARD-1", "IAI-SETUP-KEYSMITH-1")
@pytest.mark.parametrize(("language", "said"), [
    ("en", "Discarded tiles: Archway, Y-Crossing, Archway; spare: Roundabout."),
    ("ja", "捨てたタイル: アーチ、Y字路、アーチ。予備: ロータリー。"),
])
def test_the_board_in_words_lists_the_discarded_tiles_by_kind(language: str, said: str) -> None:
    """The words of the board say what its row of discarded tiles shows, in its order (the Keysmith's buttons
    count from the left in it)."""
    from floe_widgets.games.ice_and_idols.view import TempleView

    game, _discard = keysmith_with_discards()
    with speaking(language):
        assert said in TempleView(game, {}).describe_board(game.state)


@pytest.mark.rule("IAI-SETUP-KEY-1")
@pytest.mark.parametrize(("language", "said"), [
    ("en", ["Keep key card (left, 10 VP)", "Keep key card (right, 8 VP)"]),
    ("ja", ["鍵カード(左、10点)を残す", "鍵カード(右、8点)を残す"]),
])
def test_the_key_card_buttons_name_the_card_as_the_board_shows_it(language: str, said: list[str]) -> None:
    """"Keep key card 0" named a card by the content's index, which no card shows: a button names the card by its
    place among the two drawn on the player's board and the VP printed beside it."""
    from floe_widgets.games.ice_and_idols import lessons

    game = lessons.step_start(1, "Keep a key card")
    offer = game.state.players[game.state.turn].key_offer
    assert [game.content.key_cards[c][0] for c in offer] == [10, 8]
    with speaking(language):
        assert [text(game.action_to_string(a)) for a in game.legal_actions()] == said


@pytest.mark.rule("IAI-TILE-PATH-1", "IAI-MOVE-STEP-1")
@pytest.mark.parametrize(("language", "said"), [
    ("en", ["Move to tile 1,1, onto its S–W path (4 AP)", "Move to tile 1,1, onto its N–E path (2 AP)"]),
    ("ja", ["タイル 1,1の南–西の道へ移動(4 AP)", "タイル 1,1の北–東の道へ移動(2 AP)"]),
])
def test_a_move_to_a_tile_of_two_paths_names_the_path_by_its_sides(language: str, said: list[str]) -> None:
    """"Move to tile 1,1 (2 AP) on path 1" named the path by its index in the tile's list, which the board never
    shows: a path of a Double Corner or an Archway is named by the sides it joins, as its picture shows them."""
    from floe_widgets.games.ice_and_idols import lessons
    from floe_widgets.games.ice_and_idols.actions import MoveTo

    game = lessons.step_start(2, "Archways: keep straight")   # 1,1 holds a Double Corner, turned
    moves = sorted((a for a in game.legal_actions() if isinstance(a, MoveTo) and a.cell == (1, 1)),
                   key=lambda a: a.path)
    with speaking(language):
        assert [text(game.action_to_string(a)) for a in moves] == said


@pytest.mark.rule("IAI-TRAPPED-PASS-1", "IAI-TILE-PATH-1")
def test_a_pass_to_a_tile_of_two_paths_names_the_path_by_its_sides() -> None:
    from floe_widgets.games.ice_and_idols import lessons
    from floe_widgets.games.ice_and_idols.actions import Pass, PassTo

    game = lessons.step_start(2, "Paths must meet")   # the start of a turn: passing is open
    game.apply(Pass())
    to_0_0 = sorted((a for a in game.legal_actions() if isinstance(a, PassTo) and a.cell == (0, 0)),
                    key=lambda a: a.path)   # 0,0 holds a Double Corner
    said = [game.action_to_string(a) for a in to_0_0]
    assert said == ["Pass to tile 0,0, onto its N–E path", "Pass to tile 0,0, onto its S–W path"], said
