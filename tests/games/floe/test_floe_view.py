"""The Floe table picture: draws the states of seeded random games, changes with the state, highlights, clicks."""

from __future__ import annotations

import copy
import io

import pytest
from matplotlib.collections import PatchCollection
from matplotlib.colors import to_rgba
from matplotlib.figure import Figure

from floe_widgets.core import RandomBot
from floe_widgets.games.floe import view
from floe_widgets.games.floe.actions import ChooseTurn, DiscoverRegion, EndMovement, Hike, PlaceFigure, Sail
from floe_widgets.games.floe.exploration import sail_targets
from floe_widgets.games.floe.game import Floe
from floe_widgets.games.floe.world import geometry
from floe_widgets.rendering import png_bytes


def drawn(game, render: bool = False, **options) -> Figure:
    fig = Figure(figsize=view.FIGSIZE, dpi=30)
    view.draw(game, fig, **options)
    if render:
        fig.savefig(io.BytesIO(), format="png")
    return fig


def axes(fig: Figure, label: str):
    return next(ax for ax in fig.axes if ax.get_label() == label)


def texts(fig: Figure, label: str) -> list[str]:
    return [t.get_text() for t in axes(fig, label).texts]


def rings(fig: Figure, label: str = "world") -> int:
    """How many dashed highlight rings (patches edged in MOVE_HL) the axes carries."""
    want = to_rgba(view.MOVE_HL)
    count = 0
    for coll in axes(fig, label).collections:
        if isinstance(coll, PatchCollection) and len(coll.get_edgecolors()) == 1 \
                and tuple(coll.get_edgecolors()[0]) == pytest.approx(want):
            count += len(coll.get_paths())
    return count


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


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_tenth_state_of_two_seeded_random_games_draws(players):
    for seed in (players, 10 + players):
        game = Floe(players=players, seed=seed)
        bot = RandomBot(seed)
        step = 0
        while not game.is_over and step < 120:
            if step % 10 == 0:
                fig = drawn(game, render=step == 60)
                assert {ax.get_label() for ax in fig.axes} == {"world", "village", "cave", "players"}
            game.apply(bot.choose(game))
            step += 1


def test_a_finished_game_draws_its_final_scores():
    game = Floe(players=2, seed=5)
    bot = RandomBot(5)
    while not game.is_over:
        game.apply(bot.choose(game))
    fig = drawn(game, render=True)
    assert "game over" in fig.texts[0].get_text()
    assert all(f"P{s + 1} {v}" in fig.texts[0].get_text() for s, v in enumerate(game.scores()))


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
        fig = drawn(game, view=name)
        assert [ax.get_label() for ax in fig.axes] == [label]
    one = texts(drawn(game, view="player", player=1), "players")
    assert any(t.startswith("P2 ") for t in one) and not any(t.startswith("P1 ") for t in one)
    assert len(texts(drawn(game, view="player", player=7), "players")) == len(texts(drawn(game, view="player"),
                                                                                   "players"))  # no such seat: all
    with pytest.raises(ValueError):
        drawn(game, view="map")


def test_legal_destinations_are_ringed_with_their_warmth_cost():
    game = started()
    targets = view.world_targets(game)
    moves = [a for a in game.legal_actions() if isinstance(a, (Hike, Sail))]
    assert {view.target_of(game, a) for a in moves} <= set(targets)
    fig = drawn(game, view="world")
    assert rings(fig) == len(targets)
    labels = texts(fig, "world")
    for dock, cost in sail_targets(game.state).items():
        assert f"-{cost} W" in labels, dock
    assert "-1 W" in labels        # a Hike costs 1 Warmth
    assert rings(drawn(game, view="world", highlight=False)) == 0


def test_clicking_an_iceberg_or_a_dock_yields_the_move_there():
    game = started()
    xy = view.place_xy(game)
    hike = next(a for a in game.legal_actions() if isinstance(a, Hike))
    assert view.actions_at(game, "world", *xy[hike.to]) == [hike]
    sail = next(a for a in game.legal_actions() if isinstance(a, Sail))
    assert view.actions_at(game, "world", *xy[sail.dock]) == [sail]
    x, y = xy[hike.to]
    assert view.actions_at(game, "world", x + 0.5, y + 0.02) != [hike]
    assert view.actions_at(game, "world", 0.5, 0.5) == []          # a face-down tile, nothing to discover now
    assert view.actions_at(game, "players", 1.0, 1.0) == []


def test_clicking_a_face_down_tile_that_can_be_discovered_discovers_it():
    game = find_state(6, 2, lambda g: any(isinstance(a, DiscoverRegion) for a in g.legal_actions()))
    found = next(a for a in game.legal_actions() if isinstance(a, DiscoverRegion))
    c, r = view.tile_origin(found.position)
    assert view.actions_at(game, "world", c + 0.5, r + 0.5) == [found]
    assert "discover" in " ".join(texts(drawn(game, view="world"), "world"))


def test_clicking_a_village_space_places_the_figure_there():
    game = started()
    game.apply(EndMovement())
    while game.current_player != 0 or game.state.turn.phase != "choose":
        game.apply(game.legal_actions()[-1] if game.state.turn.phase != "choose" else ChooseTurn("exploration"))
    game.apply(ChooseTurn("village"))
    places = [a for a in game.legal_actions() if isinstance(a, PlaceFigure)]
    assert places
    fig = drawn(game, view="village")
    assert rings(fig, "village") == len({a.space for a in places})
    for a in places:
        x0, y0 = view.space_box(view.VILLAGE_SPACES.index(a.space))
        assert view.actions_at(game, "village", x0 + 0.9, y0 + 1.3) == [a]
    assert view.actions_at(game, "village", 5.0, 0.2) == []


def test_the_battle_shows_its_phase_and_dice_as_icons():
    game = find_state(1, 3, lambda g: g.state.battle is not None and g.state.battle.dice)
    b = game.state.battle
    labels = texts(drawn(game, view="cave", render=True), "cave")
    assert any(t.startswith("Battle:") for t in labels)
    for k, d in enumerate(b.dice):
        icon = d.item_icon or d.face
        assert view.ICON_GLYPH[icon] in labels
        assert any(t.startswith(f"{k + 1} {icon}") for t in labels)
    assert b.phase in labels


def test_player_boards_show_warmth_resources_merits_and_stones():
    game = started()
    p = game.state.players[0]
    labels = texts(drawn(game, view="player", player=0), "players")
    assert f"Warmth {p.warmth}/{10 - p.rumors_on_track} (hatched = Rumor cube; {p.rumors_available} Rumor to use)" \
        in labels
    rumors = [c for c in axes(drawn(game, view="player", player=0), "players").collections if c.get_label() == "rumors"]
    assert len(rumors[0].get_paths()) == p.rumors_on_track and rumors[0].get_hatch() == "xx"
    assert f"pearl {p.resources['pearl']}  stone: track {p.stones['pearl']}" in labels
    assert f"might {p.merits['might']}" in labels


def test_presenter_mode_uses_bigger_type():
    game = started()
    small = max(t.get_fontsize() for t in axes(drawn(game, view="world"), "world").texts)
    big = max(t.get_fontsize() for t in axes(drawn(game, view="world", presenter=True), "world").texts)
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
    fig = drawn(game, view="world", render=True)
    labels = texts(fig, "world")
    assert labels.count("T") == len(w.traders) == 2 and labels.count("L") == 1 and "f2" in labels
    assert "?" not in labels and all(view.nice(t) in labels for t in w.layout.values())
    faces = [tuple(c) for coll in axes(fig, "world").collections for c in coll.get_facecolors()]
    assert to_rgba(view.SEAT_COLOURS[1]) in faces and to_rgba(view.SEAT_COLOURS[3]) in faces
