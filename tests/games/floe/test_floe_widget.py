"""FloeWidget driven through its Python API and its buttons (``Button.click()``), no kernel needed."""

from __future__ import annotations

import pytest

from floe_widgets.core import GreedyBot, RandomBot
from floe_widgets.games.floe import view
from floe_widgets.games.floe.actions import ChooseTurn, ConvertCrystal, EndMovement, Hike, PlaceFigure, Sail
from floe_widgets.games.floe.battle_actions import BattleReroll
from floe_widgets.games.floe.bots import greedy_value
from floe_widgets.games.floe.game import Floe
from floe_widgets.games.floe.widgets import FloeWidget, bot_for, play
from floe_widgets.games.floe.world import geometry
from floe_widgets.i18n import N_, speaking, text


def image(fw: FloeWidget) -> bytes:
    return bytes(fw.board.image.value)


def in_village_turn(seed: int = 3) -> Floe:
    """Seat 0 has just chosen a Village turn (its second turn; seat 1's first turn ended at once)."""
    game = Floe(players=2, seed=seed)
    game.apply(ChooseTurn("exploration"))
    game.apply(EndMovement())
    while game.current_player != 0 or game.state.turn.phase != "choose":
        game.apply(ChooseTurn("exploration") if game.state.turn.phase == "choose" else game.legal_actions()[-1])
    game.apply(ChooseTurn("village"))
    return game


def test_buttons_come_from_the_legal_actions_and_change_the_game_and_the_picture():
    fw = play(players=2, seed=3, bots=1)
    assert set(fw.bots) == {1} and isinstance(fw.bots[1], GreedyBot)
    assert set(fw.buttons) == {a.describe() for a in fw.game.legal_actions()}
    before = image(fw)
    fw.press(ChooseTurn("exploration").describe())
    assert fw.game.state.turn.phase == "move" and fw.error == ""
    assert image(fw) != before
    assert "Movement (step by step)" in [c.value for c in fw.controls.children if "fw-group-label" in c._dom_classes]


def test_the_planner_shows_the_warmth_a_step_costs_before_it_is_confirmed():
    game = Floe(players=2, seed=3)
    game.apply(ChooseTurn("exploration"))
    fw = FloeWidget(game)
    warmth = game.state.players[0].warmth
    sails = [a for a in game.legal_actions() if isinstance(a, Sail)]
    dear = max(sails, key=lambda a: view.warmth_cost(game, a))
    cost = view.warmth_cost(game, dear)
    assert cost >= 1
    labels = dict((a, label) for label, a in fw.move_menu.options)
    assert labels[dear] == f"{dear.describe()} (-{cost} Warmth)"
    fw.move_menu.value = dear
    assert f"costs {cost} Warmth; you have {warmth}, {warmth - cost} left" in fw.move_preview.value
    assert game.state.players[0].warmth == warmth and game.state.players[0].location == "floe.I0"   # not yet
    fw.move_confirm.click()
    p = game.state.players[0]
    assert p.warmth == warmth - cost and p.location == geometry(game.state.world.layout).docks[dear.dock].iceberg
    hikes = [a for _, a in fw.move_menu.options if isinstance(a, Hike)]
    assert hikes and all(label.endswith("(-1 Warmth)") for label, a in fw.move_menu.options if a in hikes)


def test_the_view_selector_changes_the_picture_not_the_game():
    fw = FloeWidget(Floe(players=3, seed=2))
    state = fw.game.to_json()
    pictures = {}
    for name in ("all", "world", "village", "cave", "player"):
        fw.view_selector.value = name
        pictures[name] = image(fw)
        assert [ax.get_label() for ax in fw.board.figure.axes] == \
            (["world", "village", "cave", "players"] if name == "all" else
             ["players" if name == "player" else name]) + ["legend"]
    assert len(set(pictures.values())) == 5
    fw.board_seat.value = 2
    assert image(fw) != pictures["player"] and fw.view_options() == {"view": "player", "player": 2}
    fw.show_view("nowhere")
    assert "Unknown view" in fw.error
    assert fw.game.to_json() == state


def test_the_village_picker_places_the_figure_like_a_board_click():
    fw = FloeWidget(in_village_turn())
    places = {a.space for a in fw.game.legal_actions() if isinstance(a, PlaceFigure)}
    enabled = {s for s, b in fw.space_buttons.items() if not b.disabled}
    assert enabled == places
    space = sorted(places)[0]
    fw.space_buttons[space].click()
    assert fw.game.state.players[0].hero_space == space and fw.error == ""
    assert fw.game.history[-1].action == PlaceFigure(space)


def test_board_clicks_on_the_world_go_through_the_view():
    game = Floe(players=2, seed=3)
    game.apply(ChooseTurn("exploration"))
    fw = FloeWidget(game)
    hike = next(a for a in game.legal_actions() if isinstance(a, Hike))
    x, y = view.place_xy(game.state)[hike.to]
    assert fw.click("world", x, y) == [hike]
    assert game.state.players[0].location == hike.to


def test_an_illegal_action_shows_its_rule_and_changes_nothing():
    game = Floe(players=2, seed=3)
    game.apply(ChooseTurn("exploration"))
    fw = FloeWidget(game)
    state, picture = game.to_json(), image(fw)
    assert fw.do(Hike(to="skull.I3", shallows="skull.h6")) is False
    assert "Not allowed" in fw.error and "(rule FLOE-MOVE-HIKE-1)" in fw.error
    assert game.to_json() == state and image(fw) == picture
    assert fw.error_area.layout.display == ""


def test_the_battle_panel_shows_the_phase_and_the_dice_as_icons():
    game = Floe(players=3, seed=1)
    bot = RandomBot(3)
    while game.state.battle is None or not game.state.battle.dice:
        game.apply(bot.choose(game))
    fw = FloeWidget(game)
    b = game.state.battle
    assert fw.battle_info.layout.display == ""
    assert f"<b>[{b.phase}]</b>" in fw.battle_info.value
    for k, d in enumerate(b.dice):
        icon = d.item_icon or d.face
        assert f"{view.ICON_GLYPH[icon]} {k + 1}:{icon}" in fw.battle_info.value
    assert any(a.group.startswith("battle") for a in game.legal_actions())
    assert all(fw.buttons.get(a.describe()) or a.group in fw.controls.dropdowns
               for a in game.legal_actions())
    assert f"<b>Battle</b>: {view.nice(b.monster)}, health {b.health}, damage {b.damage}<br>" in fw.battle_info.value
    with speaking("ja"):   # one sentence in the reader's language: its commas are Japanese too
        fw.refresh()
        assert f"{text(N_(view.nice(b.monster)))}、体力{b.health}、ダメージ{b.damage}<br>" in fw.battle_info.value


def test_battle_choices_are_grouped_and_continue_is_a_button_of_its_own():
    from floe_widgets.games.floe.battle_actions import BattleContinue

    game = Floe(players=3, seed=1)
    bot = RandomBot(3)
    while game.state.battle is None or not game.state.battle.dice:
        game.apply(bot.choose(game))
    fw = FloeWidget(game)
    groups = {a.group for a in game.legal_actions()}
    assert groups <= {"battle-dice", "battle-help", "battle-continue", "battle-rewards"}
    assert "battle-continue" in groups and "battle-dice" in groups
    assert "battle-continue" not in fw.controls.dropdowns
    titles = [c.value for c in fw.controls.children if "fw-group-label" in c._dom_classes]
    assert titles.index("Battle, this phase: dice") < titles.index("Battle: when you are done with this phase")
    phase = game.state.battle.phase
    fw.buttons[BattleContinue().describe()].click()
    assert game.state.battle is None or game.state.battle.phase != phase


def test_movement_targets_are_listed_by_the_names_on_the_board():
    game = Floe(players=2, seed=3)
    game.apply(ChooseTurn("exploration"))
    fw = FloeWidget(game)
    labels = [label for label, _ in fw.move_menu.options]
    assert "Sail to the W dock of Skull Iceberg (-1 Warmth)" in labels
    assert any(label.startswith("Hike to Island of Floe NE iceberg (across the N shallows of Island of Floe)")
               for label in labels)
    assert not any("." in label.split(" (")[0] for label in labels)


def test_bots_of_both_kinds_and_a_bad_kind():
    assert isinstance(bot_for("random", 1), RandomBot)
    assert isinstance(bot_for("greedy", 1), GreedyBot)
    with pytest.raises(ValueError):
        bot_for("clever", 1)


def test_a_seeded_game_is_played_to_the_end_through_the_widget():
    game = Floe(players=2, seed=7)
    fw = FloeWidget(game, bots={1: GreedyBot(greedy_value, seed=1)})
    me = RandomBot(7)
    for _ in range(8):                                   # the first actions by hand, through the API
        assert game.current_player == 0
        assert fw.do(me.choose(game)), fw.error
    fw.bots = {0: RandomBot(1), 1: RandomBot(2)}         # then both seats to bots, to the end
    assert fw.do(me.choose(game))
    assert game.is_over and fw.error == ""
    assert "Game over" in fw.status.value and "Final scores" in fw.turn_info.value
    assert not fw.buttons and fw.planner.layout.display == "none"
    fw.undo()
    assert not game.is_over


def test_the_headline_and_the_turn_line_say_whose_turn_it_is_and_what_they_are_doing():
    fw = FloeWidget(Floe(players=2, seed=3))
    p1 = fw.game.state.players[0]
    hero = view.nice(p1.hero)
    assert view.table.headline(fw.game.state) == "Floe - round 1: P1 chooses the kind of turn"
    assert fw.turn_text() == f"Round 1: P1 ({hero}) chooses the kind of turn; Warmth {p1.warmth}."
    fw.do(ChooseTurn("exploration"))
    assert view.table.headline(fw.game.state) == "Floe - round 1, P1: exploration turn, moving"
    assert fw.turn_text() == f"Round 1: P1 ({hero}), exploration turn: moving; Warmth {p1.warmth}."


def test_a_crystal_bought_with_two_of_one_resource_says_how_many():
    assert ConvertCrystal("mushroom", "mushroom").describe() == "Spend 2 Mushrooms for 1 Crystal"
    assert ConvertCrystal("pearl", "kelp").describe() == "Spend 1 Pearl and 1 Kelp for 1 Crystal"
    with speaking("ja"):
        assert text(ConvertCrystal("mushroom", "mushroom").describe()) == "キノコ2をクリスタル1にする"


def test_a_reroll_in_the_step_planner_says_its_warmth_once():
    game, bot = Floe(players=2, seed=3), RandomBot(3)
    while not any(isinstance(a, BattleReroll) for a in game.legal_actions()):
        game.apply(bot.choose(game))
    fw = FloeWidget(game)
    rerolls = [label for label, a in fw.move_menu.options if isinstance(a, BattleReroll)]
    assert rerolls and all(label.endswith("(1 Warmth)") and "Warmth) (" not in label for label in rerolls)
