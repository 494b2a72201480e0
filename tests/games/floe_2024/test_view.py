"""The Floe 2024 picture: Japanese text with no missing glyph at seeded random positions; iceberg clicks."""

from __future__ import annotations

import warnings

from floe_widgets.core import RandomBot
from floe_widgets.games.floe.view.places import place_xy
from floe_widgets.games.floe_2024.actions import Hike
from floe_widgets.games.floe_2024.view.map_panel import as_retail_table
from floe_widgets.rendering import highlighted, png_bytes
from floe_widgets.views.contract import actions_for
from floe_widgets.views.every_view import view_of
from floe_widgets.views.picture import new_figure
from tests.views.conftest import texts_on_screen

from .helpers import edit, new, on_map


def test_pictures_at_random_positions_have_every_glyph() -> None:
    for seed in (1, 2):
        game = new(players=4, seed=seed)
        bot = RandomBot(seed)
        for step in range(160):
            if step % 40 == 0:
                with warnings.catch_warnings():
                    warnings.filterwarnings("error", message=".*[Gg]lyph.*missing.*")
                    assert png_bytes(game).startswith(b"\x89PNG")
            game.apply(bot.choose(game))


def test_a_click_on_an_iceberg_means_walking_there() -> None:
    game = on_map(new(), "floe.I1")
    view = view_of(game)
    view.draw(game.state, new_figure(view.figsize, view.theme), highlight=highlighted(game))
    x, y = view.figure_point(view.map.ax, *place_xy(as_retail_table(game.state))["floe.I3"])
    found = actions_for(view, view.hit(x, y), game.legal_actions())
    assert Hike("floe.I3") in found
    assert all(view.targets_of(a) & set(view.hit(x, y)) for a in found)
    assert actions_for(view, view.hit(0.999, 0.999), game.legal_actions()) == []


def rich(state) -> None:
    """Counts of two digits, as a long game brings: 12 Bubbles, 10 Crystals, 11 potions."""
    p = state.players[0]
    p.res["bubble"], p.crystals, p.maps = 12, 10, 10
    p.potions.extend(p.potions[:1] * 11 if p.potions else ["potion"] * 11)


def test_no_text_of_the_table_is_cut_short() -> None:
    """The Cave's dive tiles are all named (the line wraps) and counts of two digits are shown whole, in the
    default and the presenter layouts."""
    from floe_widgets.games.floe_2024 import data as C

    fresh = new()
    for game in (fresh, edit(new(), rich)):
        for presenter in (False, True):
            cut = [t.get_text() for t, _box in texts_on_screen(game, presenter) if "…" in t.get_text()]
            assert not cut, f"texts cut short: {cut}"
    words = " ".join(t.get_text() for t, _box in texts_on_screen(fresh))
    assert all(C.ja(tile) in words for tile in fresh.state.dive)


def test_every_die_of_a_battle_is_named_in_full_without_overlapping() -> None:
    """Crit dice side by side: each named クリティカル (the short name of クリティカルヒット), not its first four
    letters, and no two names run into each other."""
    from floe_widgets.games.floe_2024.state import Battle
    from tests.views.test_readable import overlaps

    faces = ["crit", "crit", "sneak", "lantern", "arrow", "crit"]
    game = edit(new(), lambda s: setattr(s, "battle", Battle(s.monsters["1"], 1, dice=faces, extra=["crit"])))
    texts = texts_on_screen(game)
    names = [t.get_text() for t, _box in texts if t.get_text().startswith("クリティ")]
    assert names == ["クリティカル"] * 4, names
    assert not overlaps(texts)
    renderer = texts[0][0].figure.canvas.get_renderer()
    outside = [t.get_text() for t, box in texts if not t.axes.get_window_extent(renderer).contains(box.x0, box.y0)
               or not t.axes.get_window_extent(renderer).contains(box.x1, box.y1)]
    assert not outside, f"texts cut by their panel's edge: {outside}"


def presenter_view(game):
    """The table's view, drawn in the presenter layout."""
    from floe_widgets.views.contract import PRESENTER_THEME
    from floe_widgets.views.picture import view_figure

    view = view_of(game)
    view.draw(game.state, view_figure(view, PRESENTER_THEME), highlight=highlighted(game), theme=PRESENTER_THEME)
    return view


def legend_words(view) -> set[str]:
    return {t.get_text() for t in view.legend_panel.ax.texts if t.get_visible()}


def test_the_presenter_layout_shows_the_cave_during_a_battle_with_its_legend() -> None:
    """A presenter's battle lesson (Floe 2024 4) talks about dice and the monster: the picture shows them, and
    its legend names the Cave's marks instead of the map's."""
    from floe_widgets.games.floe_2024 import data as C
    from floe_widgets.games.floe_2024.state import Battle

    game = edit(new(), lambda s: setattr(s, "battle", Battle(s.monsters["1"], 1, dice=["arrow", "sword", "crit"])))
    words = [t.get_text() for t, _box in texts_on_screen(game, presenter=True)]
    assert any(C.ja(game.state.monsters["1"]) in w and w.startswith("バトル") for w in words), words
    assert {"矢", "剣", "クリティカル"} <= set(words)
    legend = legend_words(presenter_view(game))
    assert "ダイス (面の記号)" in legend and "浅瀬" not in legend


def test_the_presenter_layout_shows_the_village_on_a_village_turn_and_takes_its_clicks() -> None:
    """A presenter's Village lesson (Floe 2024 3) counts Villagers: the picture shows the Village while the hero
    stands there choosing a turn, and a click on a space means going there."""
    from floe_widgets.games.floe_2024.actions import StartMapTurn, VisitVillage
    from floe_widgets.games.floe_2024.view.village_panel import BOX_H, space_rows

    game = new()
    words = [t.get_text() for t, _box in texts_on_screen(game, presenter=True)]
    assert "アカデミー" in words and any(w.startswith("村人") for w in words), words
    view = presenter_view(game)
    assert "村のスペース" in legend_words(view) and "浅瀬" not in legend_words(view)
    x, y = view.figure_point(view.village.ax, 60, space_rows()["academy"] + BOX_H / 2)
    assert actions_for(view, view.hit(x, y), game.legal_actions()) == [VisitVillage("academy")]
    game.apply(StartMapTurn())
    words = [t.get_text() for t, _box in texts_on_screen(game, presenter=True)]
    assert "本島" in words and "アカデミー" not in words   # the Map turn: the map


def test_the_legend_draws_a_ship_as_the_map_does_not_as_a_familiar() -> None:
    """The map's ships are boats (four corners); the legend drew a ship as a triangle, the familiar's shape."""
    from matplotlib.patches import Polygon, RegularPolygon

    from floe_widgets.views.contract import DEFAULT_THEME
    from floe_widgets.views.picture import view_figure

    game = new()
    view = view_of(game)
    view.draw(game.state, view_figure(view, DEFAULT_THEME), highlight=highlighted(game), theme=DEFAULT_THEME)

    def corners(patch) -> int:
        return patch.numvertices if isinstance(patch, RegularPolygon) else len(patch.get_xy()) - 1

    def mark_before(ax, words: str):
        label = next(t for t in ax.texts if t.get_text() == words)
        x, y = label.get_position()
        return min((p for p in ax.patches if isinstance(p, (Polygon, RegularPolygon))),
                   key=lambda p: abs(p.get_extents().y0 - ax.transData.transform((x, y))[1])
                   + abs(p.get_extents().x1 - ax.transData.transform((x, y))[0]))

    boats = [p for p in view.map.ax.patches if isinstance(p, Polygon) and not isinstance(p, RegularPolygon)
             and p.get_facecolor()[:3] == mark_before(view.legend_panel.ax, "船 (番号)").get_facecolor()[:3]]
    assert boats and {corners(b) for b in boats} == {4}
    assert corners(mark_before(view.legend_panel.ax, "船 (番号)")) == 4
    assert corners(mark_before(view.legend_panel.ax, "使い魔 (名前か座席)")) == 3


def dashed_rows(view) -> list[str]:
    """The words of each Village row (space or building row) the view rings as a target."""
    ax = view.village.ax
    rings = [p for p in ax.patches if p.get_linestyle() == "--" or p.get_linestyle() == "dashed"]
    words = []
    for ring in rings:
        y0, y1 = sorted((ring.get_y(), ring.get_y() + ring.get_height()))
        words += [t.get_text() for t in ax.texts if t.get_visible() and y0 < t.get_position()[1] < y1
                  and t.get_position()[0] < 20]
    return words


def test_the_building_the_familiar_runs_is_drawn_row_by_row() -> None:
    """Floe 2024 lesson 3 talks of the building's top and bottom rows: the Village panel draws the building of
    the player whose turn it is, each row with what it gives (the starting tile, then the bought ones), rings
    the rows the familiar may go to, shows the familiar on the row it used, and a click on a row means it."""
    from floe_widgets.games.floe_2024.actions import FamiliarRow
    from floe_widgets.games.floe_2024.lessons import lesson_03
    from floe_widgets.views.contract import DEFAULT_THEME
    from floe_widgets.views.picture import view_figure

    lesson = lesson_03()
    game = lesson.start_of("The familiar and the building")
    words = [t.get_text() for t, _box in texts_on_screen(game)]
    assert "上段: レベルアップ1・バブル1" in words and "下段: 美点(職人技)・村アクション1" in words, words
    from floe_widgets.games.floe_2024.view.village_panel import BOX_H, building_rows
    view = view_of(game)
    view.draw(game.state, view_figure(view, DEFAULT_THEME), highlight=highlighted(game), theme=DEFAULT_THEME)
    assert sorted(dashed_rows(view)) == ["上段: レベルアップ1・バブル1", "下段: 美点(職人技)・村アクション1"]
    for row, top in building_rows(DEFAULT_THEME.small_px).items():
        x, y = view.figure_point(view.village.ax, 60, top + BOX_H / 2)
        assert actions_for(view, view.hit(x, y), game.legal_actions()) == [FamiliarRow(row)]

    game = lesson.start_of("Never the same row twice running (example)")   # the familiar sits on the top row
    view = view_of(game)
    view.draw(game.state, view_figure(view, DEFAULT_THEME), highlight=highlighted(game), theme=DEFAULT_THEME)
    assert dashed_rows(view) == ["下段: 美点(職人技)・村アクション1"]
    shown = {t.get_text(): t.get_position()[1] for t in view.village.ax.texts if t.get_visible()}
    top = building_rows(DEFAULT_THEME.small_px)["top"]
    assert top < shown["使い魔"] < top + BOX_H

    def bought(s) -> None:
        s.players[s.current].buildings.append(["bt-1", "bb-1"])

    words = [t.get_text() for t, _box in texts_on_screen(edit(new(), bought))]
    assert "上段: レベルアップ1・バブル1・見張り台" in words and "下段: 美点(職人技)・村アクション1・真珠棚" in words


def test_the_board_in_words_says_a_hero_between_turns_is_in_the_village() -> None:
    """A hero not on a space stands in the village (村にいる), not in the village's nameless space (村のにいる)."""
    from floe_widgets.games.floe_2024 import data as C

    game = new()
    words = view_of(game).describe_board(game.state)
    assert f"座席2 ({C.ja(game.state.players[1].hero)}) は村にいる" in words and "村のにいる" not in words, words


def test_the_tokens_a_hero_may_explore_are_named_on_the_map() -> None:
    """The exploration tokens lie face up (FLOEJA-SETUP-MAP-1) and lessons 1 and 2 name them (the Pearl 2 token
    underfoot, the Kelp 1 token on the Main Island's sea 2): the map names the tokens the hero may explore
    beside their rings, and no other token."""
    from floe_widgets.games.floe_2024 import data as C
    from floe_widgets.games.floe_2024.actions import Explore
    from floe_widgets.games.floe_2024.lessons import lesson_01, lesson_02

    for lesson, title, words in ((lesson_01(), "Take an exploration token", "キノコ1"),
                                 (lesson_01(), "Overflowing resources (example)", "真珠2"),
                                 (lesson_02(), "Exploring a sea (example)", "海藻1")):
        game = lesson.start_of(title)
        s = game.state
        view = view_of(game)
        view.draw(s, new_figure(view.figsize, view.theme), highlight=highlighted(game))
        shown = [t.get_text() for t in view.map.ax.texts if t.get_visible()]
        assert words in shown, (title, shown)
        explorable = {a.place for a in game.legal_actions() if isinstance(a, Explore)}
        faces = {"・".join(str(C.token_text(t)) for t in s.tokens[p]) for p in explorable}
        assert faces <= set(shown)
        others = {str(C.token_text(t)) for p, toks in s.tokens.items() if p not in explorable for t in toks}
        assert not (others - faces) & set(shown), (others - faces) & set(shown)


def test_the_shallows_the_familiar_may_go_to_are_named_on_the_map() -> None:
    """Lesson 1 asks for 'slot 2 of Main Island shallows 2' (本島の浅瀬2) and its bonus, Kelp 1: the map names each
    Shallows the familiar may go to as its buttons do, beside its ring, with its spots' bonuses in the spots'
    order (浅瀬2: 真珠1/海藻1; the label named the Shallows alone), and names no other Shallows."""
    from floe_widgets.games.floe_2024 import board as B
    from floe_widgets.games.floe_2024 import data as C
    from floe_widgets.games.floe_2024.actions import FamiliarShallows
    from floe_widgets.games.floe_2024.lessons import lesson_01

    game = lesson_01().start_of("The familiar gathers too")
    view = view_of(game)
    view.draw(game.state, new_figure(view.figsize, view.theme), highlight=highlighted(game))
    shown = sorted(t.get_text() for t in view.map.ax.texts if t.get_visible() and t.get_text().startswith("浅瀬"))
    slots = {a.slot.partition("#")[0] for a in game.legal_actions() if isinstance(a, FamiliarShallows)}
    assert [label.partition(":")[0] for label in shown] == sorted(f"浅瀬{int(slot.rpartition('.h')[2]) + 1}"
                                                                  for slot in slots)
    label = next(label for label in shown if label.startswith("浅瀬2:"))
    spots = label.partition(": ")[2].split("/")
    assert spots[1] == "海藻1" and len(spots) == len(B.geometry(game.state).shallows["floe.h1"].prints)
    assert spots == [str(C.benefit_text(B.slot_benefit(game.state, f"floe.h1#{n}"))) for n in range(len(spots))]


def test_every_text_of_the_table_stays_inside_the_picture_in_every_layout() -> None:
    """The legend flows its entries into rows: an entry longer than the presenter's legend column ran past the
    picture's edge (the target's words). The default layout and the presenter's map, Village and Cave."""
    from floe_widgets.games.floe_2024.actions import StartMapTurn
    from floe_widgets.games.floe_2024.state import Battle

    village = new()
    on_map = new()
    on_map.apply(StartMapTurn())
    battle = edit(new(), lambda s: setattr(s, "battle", Battle(s.monsters["1"], 1, dice=["arrow", "crit"])))
    for game in (village, on_map, battle):
        for presenter in (False, True):
            texts = texts_on_screen(game, presenter)
            renderer = texts[0][0].figure.canvas.get_renderer()
            picture = texts[0][0].figure.get_window_extent(renderer)
            outside = [t.get_text() for t, box in texts
                       if box.x0 < picture.x0 or box.x1 > picture.x1 or box.y0 < picture.y0 or box.y1 > picture.y1]
            assert not outside, (presenter, outside)


def test_a_hero_in_the_village_on_no_space_is_drawn_in_the_village() -> None:
    """Lesson 1 starts 'your hero is still in the village': before their first turn the heroes stand in the
    village on no space, and the Village panel shows each (its seat's disc), in both layouts."""
    game = new()
    assert all(p.location == "village" for p in game.state.players)
    for presenter in (False, True):
        words = [t.get_text() for t, _box in texts_on_screen(game, presenter) if t.axes.get_label() == "village"]
        assert {"1", "2"} <= set(words), (presenter, words)
