"""The Ice and Idols board picture: draws every state, changes with the state, highlights and clicks."""

from __future__ import annotations

import io
import re

import pytest
from matplotlib.collections import PatchCollection
from matplotlib.colors import to_rgba
from matplotlib.figure import Figure
from matplotlib.text import Text

from floe_widgets.core import RandomBot
from floe_widgets.games.ice_and_idols import lessons as L
from floe_widgets.games.ice_and_idols import view
from floe_widgets.games.ice_and_idols.actions import (
    EndTurn,
    GainPower,
    Move,
    PickUp,
    PlaceIdol,
    RotateTile,
    UsePower,
)
from floe_widgets.games.ice_and_idols.game import IceAndIdols
from floe_widgets.i18n import speaking
from floe_widgets.rendering import png_bytes
from tests.views.conftest import texts_on_screen


def drawn(game, **options) -> Figure:
    fig = Figure(figsize=view.FIGSIZE, dpi=40)
    view.draw(game, fig, **options)
    return fig


def axes(fig: Figure, label: str):
    return next(ax for ax in fig.axes if ax.get_label() == label)


def texts(fig: Figure, label: str) -> list[str]:
    return [t.get_text() for t in axes(fig, label).texts if t.get_visible()]


def move_highlights(fig: Figure) -> int:
    """How many cells carry the dashed move outline (patches drawn in MOVE_HL)."""
    want = to_rgba(view.MOVE_HL)
    count = 0
    ax = axes(fig, "temple")
    for coll in ax.collections:
        if isinstance(coll, PatchCollection) and coll.get_visible():
            colours = coll.get_edgecolors()
            if len(colours) == 1:   # one colour for every outline of the collection
                count += len(coll.get_paths()) if tuple(colours[0]) == pytest.approx(want) else 0
            else:
                count += sum(1 for rgba in colours if tuple(rgba) == pytest.approx(want))
    # a lone outline is a patch; a mark shown earlier is kept hidden
    count += sum(1 for patch in ax.patches
                 if patch.get_visible() and tuple(patch.get_edgecolor()) == pytest.approx(want))
    return count


@pytest.mark.parametrize("players, seed, options", [(2, 3, {}), (4, 8, {"map": "random"}),
                                                    (3, 6, {"variant": "quick", "map": "alternative"})])
def test_every_state_of_the_opening_of_seeded_random_games_draws(players, seed, options):
    game = IceAndIdols(players=players, seed=seed, **options)
    bot = RandomBot(seed)
    for _ in range(10):
        fig = drawn(game)
        assert {ax.get_label() for ax in fig.axes} >= {"temple", "track", "players", "discard"}
        game.apply(bot.choose(game))
    drawn(game, presenter=True, highlight=False)


def test_a_finished_game_draws_with_its_scores_and_winner():
    game = IceAndIdols(players=3, seed=5)
    bot = RandomBot(5)
    while not game.is_over:
        game.apply(bot.choose(game))
    fig = drawn(game)
    board = texts(fig, "players")
    for score in game.scores():
        assert f"{score} VP" in board
    assert "winner" in board
    assert "Game over" in " ".join(texts(fig, "temple"))


def test_the_same_state_gives_the_same_picture_and_a_new_state_a_new_one():
    game = L.step_start(2, 'Paths must meet')
    first, again = png_bytes(game), png_bytes(game)
    assert first == again
    game.apply(Move("N"))
    moved = png_bytes(game)
    assert moved != first
    game.undo()
    assert png_bytes(game) == first


def test_legal_moves_are_highlighted_with_an_arrow_and_their_cost():
    game = L.step_start(2, 'Paths must meet')   # on the centre Roundabout: N and S open, E and W walled
    fig = drawn(game)
    labels = " ".join(texts(fig, "temple"))
    assert "↑ 1 AP" in labels and "↓ 1 AP" in labels
    assert "→ 1 AP" not in labels and "← 1 AP" not in labels
    destinations = {view.cell_rc(c) for c, items in view.action_targets(game).items()
                    if any(label == "move" for label, _ in items)}
    assert {(1, 2), (3, 2)} <= destinations
    assert move_highlights(fig) == len(destinations)
    assert move_highlights(drawn(game, highlight=False)) == 0


def test_a_move_across_the_edge_is_highlighted_on_the_far_side_and_marked_as_wrapping():
    game = L.step_start(2, 'The temple wraps round')   # top row, moving N lands on the bottom row
    targets = view.action_targets(game)
    assert ("move", Move("N")) in targets[4 * 5 + 2]
    assert "↑ wraps" in texts(drawn(game), "temple")


def test_clicking_a_tile_yields_the_legal_actions_aimed_at_it():
    game = L.step_start(2, 'Paths must meet')
    x, y = view.cell_center(1, 2)
    assert view.actions_at(game, "temple", x, y) == [Move("N")]
    x, y = view.cell_center(2, 3)   # walled on our side: only reachable the long way round, if at all
    assert all(a.kind == "move-to" and a.ap >= 2 for a in view.actions_at(game, "temple", x, y))
    x, y = view.cell_center(2, 2)   # our own tile: nothing aimed at it here
    assert view.actions_at(game, "temple", x, y) == []
    assert view.actions_at(game, "temple", -0.5, 2.0) == []   # on the star border, outside the grid
    assert view.actions_at(game, "track", 1.0, 1.0) == []
    assert view.cell_at(*view.cell_center(4, 0)) == (4, 0)


def test_clicking_your_own_tile_offers_the_idol_there():
    game = L.step_start(3, 'Pick up an idol')   # over the Jade idol
    x, y = view.cell_center(2, 1)
    assert PickUp("jade") in view.actions_at(game, "temple", x, y)


def test_clicking_a_tile_while_choosing_a_ruby_rotation_offers_both_directions():
    game = L.step_start(4, 'Collapse')
    game.apply(PlaceIdol("ruby"))
    game.apply(GainPower())
    game.apply(UsePower("ruby"))
    x, y = view.cell_center(2, 1)
    assert set(view.actions_at(game, "temple", x, y)) == {RotateTile((2, 1), True), RotateTile((2, 1), False)}
    assert "rotate" in " ".join(texts(drawn(game), "temple"))


@pytest.mark.rule("IAI-KEY-SECRET-1")
def test_the_view_shows_a_key_card_only_to_its_owner_until_the_end():
    game = L.step_start(5, 'The last turn')   # red (seat 1) to play, green's key card is worth 10 VP, red's 5
    mine, theirs = (f"{game.content.key_cards[p.key_card][0]} VP" for p in game.state.players)
    assert mine != theirs   # each card is told by the VP the board prints beside it
    as_red = texts(drawn(game, player=1), "players")
    assert theirs in as_red and mine not in as_red and "key card\n(secret)" in as_red
    as_green = texts(drawn(game, player=0), "players")
    assert mine in as_green and theirs not in as_green
    game.apply(EndTurn())   # the last turn: the game ends, every card is revealed
    at_end = texts(drawn(game, player=1), "players")
    assert mine in at_end and theirs in at_end and "key card\n(secret)" not in at_end


def test_the_research_track_shows_markers_tokens_and_locks():
    game = L.step_start(5, 'The last turn')
    fig = drawn(game)
    track = texts(fig, "track")
    assert sum("locked" in text for text in track) == sum(game.state.locked)   # "↑ locked" under each full column
    assert track.count("A") == sum(col.count(0) for col in game.state.track)   # green Architect markers
    assert track.count("C") == sum(col.count(1) for col in game.state.track)   # red Curator markers
    for value in game.state.vp_tokens:
        assert str(value) in track


def test_presenter_mode_uses_bigger_type():
    game = L.started()
    normal = max(t.get_fontsize() for t in axes(drawn(game), "temple").texts)
    big = max(t.get_fontsize() for t in axes(drawn(game, presenter=True), "temple").texts)
    assert big >= normal * 1.4


def test_every_idol_has_its_own_shape_and_letter_besides_its_colour():
    styles = view.IDOL_STYLE.values()
    assert len({shape for _, shape, _ in styles}) == 5
    assert len({letter for _, _, letter in styles}) == 5


def test_the_view_never_changes_the_game():
    game = L.step_start(4, 'Collapse')
    before = game.to_json()
    buf = io.BytesIO()
    fig = drawn(game, presenter=True)
    fig.savefig(buf, format="png")
    view.actions_at(game, "temple", 1.5, 1.5)
    assert game.to_json() == before


def test_the_borders_are_drawn_where_the_game_put_them():
    game = IceAndIdols(players=2, seed=1, borders=["sun", "star", "moon", "comet"])   # star E, comet W
    labels = texts(drawn(game), "temple")
    east, west = (next(t for t in axes(drawn(game), "temple").texts if t.get_text().endswith(name))
                  for name in ("star", "comet"))
    assert "☀ sun" in labels and "☾ moon" in labels
    assert east.get_position()[0] > 5 > 0 > west.get_position()[0]


@pytest.mark.parametrize("presenter", [False, True])
def test_locked_vp_tokens_read_clearly_at_the_end_of_a_game(presenter):
    """Lesson 5 starts with four full columns: each locked token's value and the word "locked" stand clear of
    each other and of the column's name (they ran into each other, drawn inside one small hexagon)."""
    from tests.views.test_readable import overlaps

    game = L.step_start(5, "The last turn")
    assert sum(game.state.locked) == 4
    texts = texts_on_screen(game, presenter)
    track = [(t, box) for t, box in texts if t.axes.get_label() == "track"]
    assert len([t for t, _box in track if "locked" in t.get_text()]) == 4
    assert not overlaps(track), overlaps(track)


def shape_boxes(ax, renderer) -> list:
    """The extent on the picture of every shape drawn in ``ax`` (each path of a collection on its own)."""
    from matplotlib.transforms import Bbox

    boxes = [p.get_window_extent(renderer) for p in ax.patches if p.get_visible()]
    for coll in ax.collections:
        if coll.get_visible():
            to_px = coll.get_transform()
            boxes += [Bbox([to_px.transform(path.vertices).min(0), to_px.transform(path.vertices).max(0)])
                      for path in coll.get_paths() if len(path.vertices)]
    return boxes


@pytest.mark.parametrize("presenter", [False, True])
def test_the_player_boards_labels_stand_clear_of_the_spaces_and_idols_beside_them(presenter):
    """"powers" ran into the Sapphire of the presenter board: a label either holds a shape's middle (a frame, the
    board) or stays clear of it by a pixel."""
    from floe_widgets import i18n

    game = L.step_start(3, "Lock a column")
    for language in ("en", "ja"):
        with i18n.speaking(language):
            texts = texts_on_screen(game, presenter)
            labels = {i18n.tr(word) for word in ("hand", "powers", "AP")}
            ax = next(t.axes for t, _box in texts if t.axes.get_label() == "players")
            shapes = shape_boxes(ax, ax.figure.canvas.get_renderer())
            for t, box in texts:
                if t.axes is not ax or t.get_text() not in labels:
                    continue
                inner = box.shrunk(1.0, 0.6)   # the letters' band (the box holds the line's whole height)
                hit = [s for s in shapes if s.x0 < inner.x1 - 1 and inner.x0 + 1 < s.x1 and s.y0 < inner.y1
                       and inner.y0 < s.y1 and not (s.x0 <= inner.x0 and inner.x1 <= s.x1)]
                assert not hit, f"{language}: {t.get_text()!r} at {box.extents} runs into {[h.extents for h in hit]}"


def test_the_key_explains_the_cost_written_on_the_move_targets():
    """The temple marks each place you can move to with what it costs ("↑ 1 AP", "3/4 AP"): the key says so."""
    game = L.step_start(2, "Paths must meet")
    fig = drawn(game)
    costs = [t for t in texts(fig, "temple") if t.endswith(" AP")]
    assert costs and all(t.split()[-2].replace("/", "").isdigit() for t in costs), costs
    key = next(t for t in texts(fig, "info") if "dashed purple square" in t)
    assert "dashed purple square = move there for n AP" in key.splitlines()


def test_the_discarded_tiles_are_shown_without_their_internal_numbers():
    """A collapsed tile lies among the discarded tiles as a picture; the '#21' under it was the engine's index."""
    game = L.step_start(4, "Ruby: turn a tile")   # after lesson 4's Collapse
    assert game.state.discard
    words = texts(drawn(game), "discard")
    assert not [w for w in words if "#" in w or w.strip().isdigit()], words
    assert "spare" in words   # the set-aside Roundabout keeps its word


def test_the_presenter_board_keeps_the_key_cards_vp_apart_from_the_markers_left():
    """'10 VP markers left 10' read as one phrase on the presenter board: the key card's VP and the markers left
    stand at least a line's height apart."""
    texts_ = texts_on_screen(L.started(), presenter=True)
    vp = next(box for t, box in texts_ if t.axes.get_label() == "players" and t.get_text().endswith("VP"))
    markers = [box for t, box in texts_ if t.get_text().startswith("markers left")]
    row = [m for m in markers if m.y0 < vp.y1 and vp.y0 < m.y1]
    assert row and row[0].x0 - vp.x1 >= vp.height, (vp.extents, row[0].extents)


def test_a_japanese_border_name_on_a_side_of_the_temple_stands_upright():
    """Japanese runs down a vertical border upright, a character under the other ('彗星' lay on its side);
    English keeps turning with the border."""
    from floe_widgets import i18n

    game = L.started()
    for language, word in (("ja", "彗星"), ("en", "comet")):
        with i18n.speaking(language):
            label = next(t for t in axes(drawn(game), "temple").texts if word in t.get_text().replace("\n", ""))
        if language == "ja":
            assert label.get_rotation() == 0 and "彗\n星" in label.get_text(), (label.get_rotation(), label.get_text())
        else:
            assert label.get_rotation() in (90, 270) and "\n" not in label.get_text()


@pytest.mark.rule("IAI-SETUP-TRACK-2", "IAI-TRACK-LAYOUT-1", "IAI-TRACK-BONUS-1")
@pytest.mark.parametrize("presenter", [False, True])
@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_mark_in_the_research_tracks_spaces_is_in_the_key(language: str, presenter: bool) -> None:
    """The track's spaces carry marks: an event, a shift, a bonus ("+3") and the player-count icons of the lowest
    two spaces.  Each is in the board's key, in the reader's language (the "2p"/"3p" icons were explained
    nowhere, and the presenter's board had no key at all)."""
    with speaking(language):
        fig = drawn(L.started(), presenter=presenter)   # 2 players: a grey marker on the lowest two spaces
        track = axes(fig, "track")
        top = max(L.started().content.height(c) for c in range(5))
        marks = {t for t in track.texts if t.get_visible() and t.get_fontweight() != "bold"
                 and 0 <= t.get_position()[1] < top}   # in a space; a marker's initial is bold
        key = [line for t in fig.findobj(Text) if t.get_visible() and t not in marks
               for line in t.get_text().splitlines()]
    tokens = {re.sub(r"^\+\d+$", "+n", word) for t in marks for word in t.get_text().split()}
    assert len(tokens) == 5, tokens   # event, shift, bonus, the two icons
    unexplained = [word for word in tokens
                   if not any(re.search(rf"(^|[\s·]){re.escape(word)}\s*(=|\S)", line) for line in key)]
    assert not unexplained, (unexplained, key)


@pytest.mark.parametrize("presenter", [False, True])
@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_spare_tiles_word_stands_clear_of_the_tile_in_its_area(language: str, presenter: bool) -> None:
    """"予備" ran into the foot of the spare Roundabout on the presenter board (hung lower, out of the area of the
    discarded tiles): the word stands beside the tile, clear of it, inside the area."""
    with speaking(language):
        texts_ = texts_on_screen(L.started(), presenter)
        word, box = next((t, box) for t, box in texts_ if t.axes.get_label() == "discard"
                         and t.get_text() == ("予備" if language == "ja" else "spare"))
    tile = shape_boxes(word.axes, word.figure.canvas.get_renderer())
    assert tile and all(box.x0 >= s.x1 or box.x1 <= s.x0 or box.y0 >= s.y1 or box.y1 <= s.y0 for s in tile)
    area = word.axes.bbox
    assert area.x0 <= box.x0 and box.x1 <= area.x1 and area.y0 <= box.y0 and box.y1 <= area.y1, box.extents


@pytest.mark.rule("IAI-SHIFT-VP-1")
@pytest.mark.parametrize("presenter", [False, True])
@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_vp_token_shift_prompt_stands_clear_under_the_tokens(language: str, presenter: bool) -> None:
    """Lesson 3's shift space: "⇄ you may shift the unlocked VP tokens left or right" ran over the "VP tokens"
    label and out of the track's area on the side.  Every text of the track stands apart and inside it."""
    from tests.views.test_readable import overlaps

    game = L.step_start(3, "A shift space")
    assert game.state.pending is not None and game.state.pending.kind == "vp-shift"
    with speaking(language):
        track = [(t, box) for t, box in texts_on_screen(game, presenter) if t.axes.get_label() == "track"]
    assert any("⇄" in t.get_text() and len(t.get_text()) > 3 for t, _box in track)
    assert not overlaps(track), overlaps(track)
    area = track[0][0].axes.bbox
    outside = [t.get_text() for t, box in track if box.x0 < area.x0 - 1 or box.x1 > area.x1 + 1
               or box.y0 < area.y0 - 1 or box.y1 > area.y1 + 1]
    assert not outside, outside


@pytest.mark.rule("IAI-SETUP-KEY-1")
@pytest.mark.parametrize("presenter", [False, True])
def test_a_key_card_is_shown_without_an_engine_number(presenter: bool) -> None:
    """Beside a key card the board printed "#7", the content's index (0 to 9): no printed card has one."""
    game = L.step_start(1, "Keep a key card")
    words = texts(drawn(game, presenter=presenter), "players")
    assert len([w for w in words if "VP" in w]) == 2, words   # the two offered cards are drawn
    assert not [w for w in words if "#" in w], words
