"""The Floe table picture through the view contract: seeded random states draw, the retained picture
matches a fresh one, highlights and clicks, names a person reads, readable text, words for the board."""

from __future__ import annotations

import copy
import io
import re

import numpy as np
import pytest
from matplotlib.collections import PatchCollection
from matplotlib.colors import to_rgba
from matplotlib.figure import Figure
from matplotlib.patches import RegularPolygon
from PIL import Image

from floe_widgets import rendering
from floe_widgets.core import RandomBot
from floe_widgets.games.floe import view
from floe_widgets.games.floe.actions import ChooseTurn, Delve, DiscoverRegion, EndMovement, Hike, PlaceFigure, Sail
from floe_widgets.games.floe.exploration import sail_targets
from floe_widgets.games.floe.game import Floe
from floe_widgets.games.floe.names import name as printed_name
from floe_widgets.games.floe.place_names import place_name, region_name
from floe_widgets.games.floe.world import geometry
from floe_widgets.rendering import png_bytes
from floe_widgets.views import MIN_PRESENTER_TEXT_PX, MIN_TEXT_PX, actions_for
from floe_widgets.views.picture import Picture, full_png, new_figure

THEME = rendering.theme_for(False)


def drawn(game, presenter: bool = False, **options) -> tuple[view.FloeView, Figure]:
    v = view.FloeView(game, {"highlight": True, **options})
    theme = rendering.theme_for(presenter)
    fig = new_figure(v.figsize, theme)
    v.draw(game.state, fig, highlight=rendering.highlighted(game), theme=theme)
    return v, fig


def axes(fig: Figure, label: str):
    return next(ax for ax in fig.axes if ax.get_label() == label)


def texts(fig: Figure, label: str) -> list[str]:
    return [t.get_text() for t in axes(fig, label).texts]


def all_texts(fig: Figure) -> list[str]:
    return [t.get_text() for t in fig.texts] + [t.get_text() for ax in fig.axes for t in ax.texts]


def rings(fig: Figure, label: str = "world") -> int:
    """How many dashed highlight rings (patches edged in MOVE_HL) the axes carries."""
    want = to_rgba(view.MOVE_HL)
    count = 0
    for coll in axes(fig, label).collections:
        if isinstance(coll, PatchCollection) and len(coll.get_edgecolors()) == 1 \
                and tuple(coll.get_edgecolors()[0]) == pytest.approx(want) and coll.get_facecolors().size == 0:
            count += len(coll.get_paths())
    return count


def click(v: view.FloeView, fig: Figure, label: str, x: float, y: float, game: Floe) -> list:
    fx, fy = v.figure_point(axes(fig, label), x, y)
    return actions_for(v, v.hit(fx, fy), game.legal_actions())


def started(players: int = 2, seed: int = 3) -> Floe:
    game = Floe(players=players, seed=seed)
    game.apply(ChooseTurn("exploration"))
    return game


def find_state(seed: int, players: int, wanted, limit: int = 3000) -> Floe:
    """Play a seeded random game until ``wanted(game)`` holds."""
    game = Floe(players=players, seed=seed)
    bot = RandomBot(seed)
    for _ in range(limit):
        if wanted(game):
            return game
        if game.is_over:
            break
        game.apply(bot.choose(game))
    pytest.fail("the seeded game never reached the wanted state: pick another seed")


def pixels(png: bytes) -> np.ndarray:
    return np.asarray(Image.open(io.BytesIO(png)).convert("RGB"), dtype=np.int16)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_tenth_state_of_two_seeded_random_games_draws(players):
    for seed in (players, 10 + players):
        game = Floe(players=players, seed=seed)
        bot = RandomBot(seed)
        step = 0
        while not game.is_over and step < 120:
            if step % 10 == 0:
                _, fig = drawn(game)
                assert {ax.get_label() for ax in fig.axes} == {"world", "village", "cave", "players", "legend"}
            game.apply(bot.choose(game))
            step += 1


@pytest.mark.parametrize("name", view.VIEWS)
def test_the_retained_picture_after_random_actions_matches_a_fresh_drawing(name):
    """The retained picture only redraws the dynamic layer over its cached background; after 25 random
    actions it must show what a new picture of the same state shows.  Tolerance: text and antialiased
    edges may round one step differently when pasted over a restored background, so a pixel counts as
    different only when a channel is off by more than 8 of 255, and at most 0.2% may differ."""
    game = Floe(players=4, seed=9)
    bot = RandomBot(9)
    retained = rendering.picture(game, view=name)
    for _ in range(25):
        game.apply(bot.choose(game))
        kept = retained.png(game.state, highlight=rendering.highlighted(game))
    fresh = png_bytes(game, view=name)
    diff = np.abs(pixels(kept) - pixels(fresh)).max(axis=2) > 8
    assert diff.mean() <= 0.002


def test_a_finished_game_draws_its_final_scores():
    game = Floe(players=2, seed=5)
    bot = RandomBot(5)
    while not game.is_over:
        game.apply(bot.choose(game))
    _, fig = drawn(game)
    line = " ".join(t.get_text() for t in fig.texts if t.get_visible() and t.get_text())   # the headline's words
    assert "game over" in line
    assert all(f"P{s + 1} {v}" in line for s, v in enumerate(game.scores()))


def test_the_same_state_gives_the_same_picture_and_a_new_state_a_new_one():
    game = started()
    first, again = png_bytes(game, view="world"), png_bytes(game, view="world")
    assert first == again
    hike = next(a for a in game.legal_actions() if isinstance(a, Hike))
    game.apply(hike)
    moved = png_bytes(game, view="world")
    assert moved != first
    game.undo()
    assert png_bytes(game, view="world") == first


def test_each_view_draws_only_its_area_and_the_player_view_one_board():
    game = started(players=3)
    for name, label in (("world", "world"), ("village", "village"), ("cave", "cave"), ("player", "players")):
        _, fig = drawn(game, view=name)
        assert [ax.get_label() for ax in fig.axes] == [label, "legend"]
    one = texts(drawn(game, view="player", player=1)[1], "players")
    assert any(t.startswith("P2 ") for t in one) and not any(t.startswith("P1 ") for t in one)
    assert len(texts(drawn(game, view="player", player=7)[1], "players")) == \
        len(texts(drawn(game, view="player")[1], "players"))            # no such seat: every board
    with pytest.raises(ValueError):
        drawn(game, view="map")


def test_legal_destinations_are_ringed_with_their_warmth_cost():
    game = started()
    targets = view.world_targets(game.state, game.legal_actions())
    moves = [a for a in game.legal_actions() if isinstance(a, (Hike, Sail))]
    assert {view.target_of(game.state, a) for a in moves} <= set(targets)
    _, fig = drawn(game, view="world")
    assert rings(fig) == len(targets)
    labels = texts(fig, "world")
    for dock, cost in sail_targets(game.state).items():
        assert f"-{cost} W" in labels, dock
    assert "-1 W" in labels        # a Hike costs 1 Warmth
    assert rings(drawn(game, view="world", highlight=False)[1]) == 0


def test_the_view_marks_what_it_is_given_and_never_asks_for_legal_actions(monkeypatch):
    game = started()
    hike = next(a for a in game.legal_actions() if isinstance(a, Hike))
    monkeypatch.setattr(Floe, "legal_actions", lambda self: pytest.fail("the view asked for legal actions"))
    v = view.FloeView(game, {"view": "world"})
    fig = new_figure(v.figsize, THEME)
    v.draw(game.state, fig, highlight=[hike], theme=THEME)
    assert rings(fig) == 1


def test_clicking_an_iceberg_or_a_dock_yields_the_move_there():
    game = started()
    v, fig = drawn(game, view="world")
    xy = view.place_xy(game.state)
    hike = next(a for a in game.legal_actions() if isinstance(a, Hike))
    assert click(v, fig, "world", *xy[hike.to], game) == [hike]
    sail = next(a for a in game.legal_actions() if isinstance(a, Sail))
    assert click(v, fig, "world", *xy[sail.dock], game) == [sail]
    x, y = xy[hike.to]
    assert click(v, fig, "world", x + 0.5, y + 0.02, game) != [hike]
    bx, by, bw, bh = view.tile_boxes(game.state.world.layout, game.state.world.revealed)["top-left"]
    assert click(v, fig, "world", bx + bw / 2, by + bh / 2, game) == []   # face down, nothing to discover now
    v, fig = drawn(game)
    assert click(v, fig, "players", 1.0, 1.0, game) == []


def test_clicking_a_face_down_tile_that_can_be_discovered_discovers_it():
    game = find_state(6, 2, lambda g: any(isinstance(a, DiscoverRegion) for a in g.legal_actions()))
    found = next(a for a in game.legal_actions() if isinstance(a, DiscoverRegion))
    v, fig = drawn(game, view="world")
    bx, by, bw, bh = view.tile_boxes(game.state.world.layout, game.state.world.revealed)[found.position]
    assert click(v, fig, "world", bx + bw / 2, by + bh / 2, game) == [found]
    assert any(t.startswith("discover") for t in texts(fig, "world"))


def test_clicking_a_village_space_places_the_figure_there():
    game = started()
    game.apply(EndMovement())
    while game.current_player != 0 or game.state.turn.phase != "choose":
        game.apply(game.legal_actions()[-1] if game.state.turn.phase != "choose" else ChooseTurn("exploration"))
    game.apply(ChooseTurn("village"))
    places = [a for a in game.legal_actions() if isinstance(a, PlaceFigure)]
    assert places
    v, fig = drawn(game, view="village")
    assert rings(fig, "village") == len({a.space for a in places})
    for a in places:
        x0, y0 = view.space_box(view.places.VILLAGE_SPACES.index(a.space))
        assert click(v, fig, "village", x0 + 0.9, y0 + 1.3, game) == [a]
    assert click(v, fig, "village", 5.0, 0.2, game) == []


def test_a_click_in_the_cave_delves_when_delving_is_legal():
    game = find_state(1, 3, lambda g: any(isinstance(a, Delve) for a in g.legal_actions()))
    v, fig = drawn(game, view="cave")
    assert click(v, fig, "cave", 1.0, 1.0, game) == [Delve()]
    assert rings(fig, "cave") == 1


def test_the_battle_draws_its_phase_track_and_its_dice_large():
    game = find_state(1, 3, lambda g: g.state.battle is not None and g.state.battle.dice)
    b = game.state.battle
    _, fig = drawn(game, view="cave")
    cave = axes(fig, "cave")
    labels = [t.get_text() for t in cave.texts]
    assert any(t.startswith("Battle:") for t in labels)
    assert any(f"health {b.health}" in t and f"damage {b.damage}" in t for t in labels)
    for k, d in enumerate(b.dice):
        icon = d.item_icon or d.face
        assert any(t.startswith(f"{k + 1} {icon}") for t in labels)
    glyphs = [t for t in cave.texts if t.get_text() in {view.ICON_GLYPH[d.item_icon or d.face] for d in b.dice}]
    assert len(glyphs) == len(b.dice)
    assert min(g.get_fontsize() for g in glyphs) * THEME.dpi / 72 >= 2 * MIN_TEXT_PX   # large icons
    current = [t for t in cave.texts if t.get_text() == b.phase and t.get_bbox_patch() is not None]
    assert len(current) == 1 and current[0].get_fontweight() == "bold"


def test_player_boards_show_warmth_resources_merits_and_stones():
    game = started()
    p = game.state.players[0]
    _, fig = drawn(game, view="player", player=0)
    labels = texts(fig, "players")
    assert "Warmth" in labels and str(p.warmth) in labels          # the label and the marker's number
    assert f"at most {10 - p.rumors_on_track};  Rumors to use: {p.rumors_available}" in labels
    rumors = [c for c in axes(fig, "players").collections if c.get_label() == "rumors"]
    assert len(rumors[0].get_paths()) == p.rumors_on_track and rumors[0].get_hatch() == "xx"
    assert "pearl" in labels and str(p.resources["pearl"]) in labels and f"stone {p.stones['pearl']}" in labels
    assert "might" in labels and str(p.merits["might"]) in labels
    assert not any("names:" in t for t in all_texts(drawn(game)[1]))      # no leftover debug line


def test_presenter_mode_uses_bigger_type():
    game = started()
    small = min(t.get_fontsize() for t in axes(drawn(game, view="world")[1], "world").texts)
    big = min(t.get_fontsize() for t in axes(drawn(game, view="world", presenter=True)[1], "world").texts)
    assert big > small


def test_a_hand_made_world_with_every_kind_of_piece_draws_them_all():
    game = Floe(players=4, seed=2)
    st = copy.deepcopy(game.state)
    w = st.world
    w.revealed = list(w.layout.values())
    geo = geometry(w.layout)
    w.traders = dict(zip(w.traders_supply, [i for i, ice in geo.icebergs.items() if ice.trader_start]))
    w.landmarks = {next(i for i, ice in geo.icebergs.items() if ice.landmark_spot): "landmark"}
    shrines = list(geo.shrine_benefit)
    w.shrines = {shrines[0]: 1, shrines[-1]: 3}
    st.players[1].familiar_shallows = next(iter(geo.shallows))
    game.set_position(st)
    _, fig = drawn(game, view="world")
    labels = texts(fig, "world")
    familiar = printed_name(st.players[1].familiar)   # its printed name ("Snow Owl"), beside it on its Shallows
    assert familiar in labels and familiar != st.players[1].familiar and "?" not in labels
    assert not any(re.fullmatch(r"f\d", t) for t in labels)
    assert all(region_name(t) in labels for t in w.layout.values())
    faces = [tuple(c) for coll in axes(fig, "world").collections for c in coll.get_facecolors()]
    faces += [tuple(p.get_facecolor()) for p in axes(fig, "world").patches]
    assert to_rgba(view.SEAT_COLOURS[1]) in faces and to_rgba(view.SEAT_COLOURS[3]) in faces
    shapes = [(p.numvertices, tuple(p.get_facecolor())) for p in axes(fig, "world").patches
              if isinstance(p, RegularPolygon)]
    assert shapes.count((4, to_rgba(view.style.TRADER))) == len(w.traders) == 2       # diamonds
    assert shapes.count((5, to_rgba(view.style.LANDMARK))) == 1                       # a pentagon


# -- names and words a person reads -----------------------------------------------------------------
INTERNAL_ID = re.compile(r"\b[a-z]+\.(I|S|h|D)\d|\bedge\.|shrine\d|\b(potion|crate|loot|dive|ice-start)-\d")


def test_no_text_on_any_view_is_an_internal_id():
    game = find_state(4, 4, lambda g: g.state.round >= 6)
    for name in view.VIEWS:
        _, fig = drawn(game, view=name)
        for text in all_texts(fig):
            assert not INTERNAL_ID.search(text), (name, text)


def test_the_board_names_each_place_the_way_its_full_name_ends():
    game = started()
    g = geometry(game.state.world.layout)
    hike = next(a for a in game.legal_actions() if isinstance(a, Hike))
    name = place_name(g, hike.to)                       # "Island of Floe, NE iceberg"
    tile_name, corner = name.split(", ")[0], name.split(", ")[1].split()[0]
    labels = texts(drawn(game, view="world")[1], "world")
    assert tile_name in labels and corner in labels
    assert place_name(g, "floe.h0") == "Island of Floe, shallows NW-NE"
    assert place_name(g, "top-left") == "the top left region"


def test_describe_board_says_where_everyone_is_in_words():
    game = started(players=3)
    words = view.FloeView(game, {}).describe_board(game.state)
    g = geometry(game.state.world.layout)
    for p in game.state.players:
        assert f"P{p.seat + 1} (" in words and place_name(g, p.location) in words
    assert not INTERNAL_ID.search(words)


def test_the_legend_names_every_kind_the_view_draws():
    game = started()
    for name in view.VIEWS:
        _, fig = drawn(game, view=name)
        marks = {e.mark for e in view.legend_entries(name)}     # letters drawn on swatches ("?", "6")
        shown = [t for t in texts(fig, "legend") if t not in marks]
        assert shown == [e.meaning for e in view.legend_entries(name)]
    kinds = {e.kind for e in view.legend_entries("world")}
    assert {"iceberg", "shallows", "dock", "beacon", "shrine", "token", "ship", "trader", "landmark", "hero",
            "familiar", "target", "face-down"} <= kinds


# -- readable ---------------------------------------------------------------------------------------
def _text_boxes(fig: Figure):
    renderer = fig.canvas.get_renderer()
    out = []
    for t in [*fig.texts, *(t for ax in fig.axes for t in ax.texts)]:
        if t.get_visible() and t.get_text().strip():
            out.append((t, t.get_window_extent(renderer)))
    return out


@pytest.mark.parametrize("presenter", [False, True])
def test_every_text_is_large_enough_on_screen(presenter):
    game = find_state(3, 4, lambda g: g.state.battle is not None and g.state.battle.dice)
    least = MIN_PRESENTER_TEXT_PX if presenter else MIN_TEXT_PX
    for name in view.VIEWS:
        _, fig = drawn(game, presenter=presenter, view=name)
        for t, _box in _text_boxes(fig):
            assert t.get_fontsize() * fig.dpi / 72 >= least - 1e-6, (name, t.get_text())


@pytest.mark.parametrize("seed", [3, 5])
def test_no_two_text_boxes_overlap(seed):
    game = find_state(seed, 4, lambda g: g.state.round >= 4 and g.state.battle is not None)
    for name in view.VIEWS:
        _, fig = drawn(game, view=name)
        fig.draw_without_rendering()   # lays every text out as a drawing does; only the extents are read
        boxes = _text_boxes(fig)
        for i, (a, ba) in enumerate(boxes):
            for b, bb in boxes[i + 1:]:
                overlap_w = min(ba.x1, bb.x1) - max(ba.x0, bb.x0)
                overlap_h = min(ba.y1, bb.y1) - max(ba.y0, bb.y0)
                assert overlap_w <= 1 or overlap_h <= 1, (name, a.get_text(), b.get_text())


def test_the_retained_picture_redraws_only_the_dynamic_layer():
    game = started()
    pic = Picture(view.FloeView(game, {"view": "all"}), THEME)
    pic.png(game.state, highlight=game.legal_actions())
    built = pic.view.static_version
    hike = next(a for a in game.legal_actions() if isinstance(a, Hike))
    game.apply(hike)
    pic.png(game.state, highlight=game.legal_actions())
    assert pic.view.static_version == built                           # no rebuild for a step
    assert full_png(pic.fig)                                          # and the kept figure still draws whole


def test_an_action_redraws_only_the_boards_of_the_seats_it_changed():
    """Each seat's board is a region of its own: after an action, the boards drawn again are those of the
    seats with something new to show (the mover's; the one the turn or a choice passed to or from); the
    others keep their pixels."""
    def shows(state, k):
        pending = state.pending if state.pending is not None and state.pending.seat == k else None
        return repr(state.players[k]), k == state.current, pending and (pending.prompt, pending.kind)

    game = Floe(players=4, seed=4)
    bot = RandomBot(4)
    pic = Picture(view.FloeView(game, {"view": "player"}), THEME)
    pic.png(game.state)
    kept = 0
    for _ in range(30):
        before = [shows(game.state, k) for k in range(4)]
        game.apply(bot.choose(game))
        pic.draw(game.state)
        redrawn = {name for name in pic.view.dirty_regions if name.startswith("board")}
        assert redrawn == {f"board {k + 1}" for k in range(4) if shows(game.state, k) != before[k]}
        kept += 4 - len(redrawn)
        pic.render()
    assert kept > 30


# -- accessible ---------------------------------------------------------------------------------------
#: Machado, Oliveira and Fernandes (2009), full severity, applied to linear RGB
CVD = {"protanopia": np.array([[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216],
                               [-0.003882, -0.048116, 1.051998]]),
       "deuteranopia": np.array([[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413],
                                 [-0.011820, 0.042940, 0.968881]])}


def _lab(colour: str, seen: np.ndarray) -> np.ndarray:
    c = np.asarray(to_rgba(colour)[:3])
    linear = np.clip(seen @ np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4), 0, 1)
    xyz = np.array([[0.4124, 0.3576, 0.1805], [0.2126, 0.7152, 0.0722], [0.0193, 0.1192, 0.9505]]) @ linear
    f = [v ** (1 / 3) if v > 0.008856 else 7.787 * v + 16 / 116 for v in xyz / np.array([0.95047, 1.0, 1.08883])]
    return np.array([116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])])


@pytest.mark.parametrize("deficiency", sorted(CVD))
def test_each_palette_stays_distinguishable_under_colour_blindness(deficiency):
    """Every two kinds a palette must tell apart stay at least 12 (CIELAB delta E) apart as a person with
    the deficiency sees them (12 is well past the 2-3 a person just notices)."""
    for palette, colours in view.PALETTES.items():
        for (a, ca), (b, cb) in ((x, y) for i, x in enumerate(colours.items()) for y in list(colours.items())[i + 1:]):
            distance = float(np.linalg.norm(_lab(ca, CVD[deficiency]) - _lab(cb, CVD[deficiency])))
            assert distance >= 12, (palette, a, b, round(distance, 1))


@pytest.mark.parametrize("presenter", [False, True])
def test_familiars_gathering_on_the_same_shallows_are_named_where_no_text_covers_another(presenter):
    game = Floe(players=4, seed=2)
    st = copy.deepcopy(game.state)
    st.world.revealed = list(st.world.layout.values())
    shallows = list(geometry(st.world.layout).shallows)
    for p in st.players:   # two Familiars on one Shallows, two on another
        p.familiar_shallows = shallows[0] if p.seat < 2 else shallows[3]
    game.set_position(st)
    _, fig = drawn(game, view="world", presenter=presenter)
    fig.draw_without_rendering()
    boxes = _text_boxes(fig)
    shown = {t.get_text() for t, _ in boxes}
    names = {printed_name(p.familiar) for p in st.players}
    assert all(printed_name(p.familiar) in shown or str(p.seat + 1) in shown for p in st.players)
    assert names & shown, "at least one Familiar has room for its name"
    assert not any(re.fullmatch(r"f\d", t) for t in shown)
    for a, ba in ((t, box) for t, box in boxes if t.get_text() in names):   # a name covers no other text
        for b, bb in boxes:
            overlap = min(ba.x1, bb.x1) - max(ba.x0, bb.x0), min(ba.y1, bb.y1) - max(ba.y0, bb.y0)
            assert a is b or overlap[0] <= 1 or overlap[1] <= 1, (a.get_text(), b.get_text())


@pytest.mark.parametrize("players, presenter, shown_view", [(4, False, "all"), (2, True, "cave")])
def test_the_caves_loot_and_dive_track_are_named_whole(players: int, presenter: bool, shown_view: str):
    """Every Loot token and Dive tile is said in full ("1 Merit of your choice", "1 Map and 1 Victory Point"):
    a long name wraps in the loot column, the Dive track sits under the chambers; nothing is cut short."""
    game = Floe(players=players, seed=1)
    _, fig = drawn(game, presenter=presenter, view=shown_view)
    shown = [t.get_text() for t in axes(fig, "cave").texts if t.get_visible()]
    assert not [t for t in shown if t.endswith("…")]
    words = " ".join(" ".join(shown).split())
    for token in [*game.state.cave.loot[0], *game.state.cave.loot[1]]:
        assert view.style.said(token) in words
    for k, tile in enumerate(game.state.cave.dive_track):
        assert f"{k + 1}. {view.style.said(tile)}" in shown


@pytest.mark.parametrize("players, presenter, shown_view", [(4, False, "all"), (2, False, "village"),
                                                             (3, True, "village")])
@pytest.mark.parametrize("mixed", [False, True])
def test_the_villages_elders_and_achievements_are_named_whole(players: int, presenter: bool, shown_view: str,
                                                              mixed: bool):
    """Every Elder and every achievement is named in the Village panel, grouped by what is true of them
    ("Ysolde, Bram, Hulda, Osk (ready)"); a long line wraps, nothing is cut short, no text covers another."""
    game = Floe(players=players, seed=1)
    if mixed:   # Elders in each state, achievements taken by two players
        st = copy.deepcopy(game.state)
        for k, elder in enumerate(st.village.elders):
            st.village.elders[elder] = k % 3
        st.village.achievements.update(boss=0, regions=1, relics=0)
        game.set_position(st)
    _, fig = drawn(game, presenter=presenter, view=shown_view)
    fig.draw_without_rendering()
    panel = axes(fig, "village")
    shown = [t.get_text() for t in panel.texts if t.get_visible()]
    assert not [t for t in shown if t.endswith("…")]
    words = " ".join(" ".join(shown).split())
    for elder in game.state.village.elders:
        assert view.style.nice(elder).replace("Elder ", "") in words
    for achievement in game.state.village.achievements:
        assert view.style.nice(achievement) in words
    if mixed:
        assert "Elders: Ysolde, Osk (ready), Bram (flipped), Hulda (gone)" in words
        assert "Boss, Relics P1; Stones, Merits, Landmarks open; Regions P2" in words
    renderer = fig.canvas.get_renderer()
    boxes = [(t.get_text(), t.get_window_extent(renderer)) for t in panel.texts if t.get_visible() and t.get_text()]
    for i, (a, ba) in enumerate(boxes):
        for b, bb in boxes[i + 1:]:
            assert min(ba.x1, bb.x1) - max(ba.x0, bb.x0) <= 1 or min(ba.y1, bb.y1) - max(ba.y0, bb.y0) <= 1, (a, b)


def test_the_legend_draws_a_ship_as_the_map_does_not_as_a_familiar():
    """The world's Ships are boats (four corners); the legend drew a Ship as a triangle, a Familiar's shape."""
    from matplotlib.patches import Polygon, RegularPolygon

    _, fig = drawn(Floe(players=2, seed=1), view="all")
    fig.draw_without_rendering()
    legend = axes(fig, "legend")

    def corners(patch) -> int:
        return patch.numvertices if isinstance(patch, RegularPolygon) else len(patch.get_xy()) - 1

    def mark_before(words: str):
        label = next(t for t in legend.texts if t.get_text() == words)
        box = label.get_window_extent()
        return min((p for p in legend.patches if isinstance(p, (Polygon, RegularPolygon))),
                   key=lambda p: abs(p.get_window_extent().y0 - box.y0) + abs(p.get_window_extent().x1 - box.x0))

    ship = mark_before("ship")
    boats = [p for p in axes(fig, "world").patches if isinstance(p, Polygon) and not isinstance(p, RegularPolygon)
             and p.get_facecolor()[:3] == ship.get_facecolor()[:3]]
    assert boats and {corners(b) for b in boats} == {4}
    assert corners(ship) == 4 and corners(mark_before("familiar (name or seat)")) == 3
