"""GameWidget driven through its Python API and its buttons (``Button.click()``), no kernel needed."""

from __future__ import annotations

import json

import pytest

from floe_widgets.core import RandomBot
from floe_widgets.widgets import GameWidget
from floe_widgets.widgets.demo import GOAL, Hop, PenguinDash, Slide
from tests.core.toy import Race


def dash(players: int = 2, seed: int = 1) -> PenguinDash:
    return PenguinDash(players=players, seed=seed)


def test_controls_come_from_the_legal_actions_grouped():
    gw = GameWidget(dash())
    assert set(gw.buttons) == {a.describe() for a in gw.game.legal_actions()}
    groups = [c.value for c in gw.controls.children if "fw-group-label" in c._dom_classes]
    assert groups == ["Move", "Dice"]


def test_a_button_click_applies_the_action_and_redraws_the_board():
    gw = GameWidget(dash())
    before = gw.board.image.value
    gw.buttons["Hop to floe 2"].click()
    assert gw.game.state.positions == [2, 0]
    assert gw.board.image.value != before and bytes(gw.board.image.value).startswith(b"\x89PNG")
    assert gw.log_texts == ["Penguin 1 hops to floe 2.", "Penguin 2 to play."]
    assert "P2 to play" in gw.status.value
    assert gw.last_action == Hop(2) and gw.moves == 1
    # the controls follow the new position: penguin 2 is still on floe 0
    assert "Hop to floe 1" in gw.buttons


def test_log_entries_show_rule_ids_and_a_why_toggle_with_the_explanation():
    gw = GameWidget(dash())
    gw.do(Hop(1))
    entry = gw.event_log.entries[0]
    assert "DASH-HOP" in entry.text.value
    assert entry.explanation.layout.display == "none"
    entry.why.value = True
    assert entry.explanation.layout.display == ""
    assert "one or two floes ahead" in entry.explanation.value
    entry.why.value = False
    assert entry.explanation.layout.display == "none"


def test_an_illegal_action_shows_its_reason_and_rule_and_changes_nothing():
    gw = GameWidget(dash())
    gw.do(Hop(1))
    state, image, log = json.dumps(gw.game.to_dict()), gw.board.image.value, gw.log_texts
    assert gw.do(Hop(7)) is False
    assert "floe 7" in gw.error and "DASH-HOP" in gw.error
    assert "DASH-HOP" in gw.error_area.value and gw.error_area.layout.display == ""
    assert json.dumps(gw.game.to_dict()) == state and gw.board.image.value == image and gw.log_texts == log
    gw.do(Slide())  # a good action clears the error
    assert gw.error == "" and gw.error_area.layout.display == "none"


def test_an_exception_inside_a_view_callback_is_shown_not_raised(monkeypatch):
    gw = GameWidget(dash())

    def broken(_action):
        raise RuntimeError("boom")

    monkeypatch.setattr(gw.game, "_apply", broken)
    gw.buttons["Hop to floe 1"].click()
    assert "boom" in gw.error
    assert gw.game.state.positions == [0, 0] and gw.game.history == []


def test_undo_and_redo_buttons():
    gw = GameWidget(dash())
    assert gw.undo_button.disabled and gw.redo_button.disabled
    gw.do(Hop(2))
    image = gw.board.image.value
    gw.undo_button.click()
    assert gw.game.state.positions == [0, 0] and gw.log_texts == []
    assert gw.board.image.value != image and not gw.redo_button.disabled
    gw.redo_button.click()
    assert gw.game.state.positions == [2, 0] and gw.board.image.value == image


def test_new_game_uses_the_players_and_seed_inputs():
    gw = GameWidget(dash())
    gw.do(Hop(1))
    gw.players_input.value = 3
    gw.seed_input.value = 9
    gw.new_button.click()
    assert gw.game.players == 3 and gw.game.seed == 9 and gw.game.history == []
    assert len(gw.game.state.positions) == 3 and gw.log_texts == []


def test_save_and_load_round_trip(tmp_path):
    path = tmp_path / "dash.json"
    gw = GameWidget(dash(), save_path=path)
    gw.do(Hop(2))
    gw.do(Slide())
    gw.save_button.click()
    assert path.exists() and gw.error == ""
    other = GameWidget(dash(seed=5))
    other.path_input.value = str(path)
    other.load_button.click()
    assert other.error == ""
    assert other.game.to_dict() == gw.game.to_dict()
    assert other.log_texts == gw.log_texts


@pytest.mark.parametrize("content", ["{not json", '{"format": "floe-widgets/penguin-dash", "version": 1}', ""])
def test_load_refuses_a_broken_file_and_keeps_the_game(tmp_path, content):
    path = tmp_path / "broken.json"
    path.write_text(content, encoding="utf-8")
    gw = GameWidget(dash())
    gw.do(Hop(1))
    before = gw.game.to_dict()
    assert gw.load(path) is False
    assert gw.error.startswith("Cannot load that file")
    assert gw.game.to_dict() == before


def test_load_refuses_a_tampered_history(tmp_path):
    gw = GameWidget(dash())
    gw.do(Hop(2))
    doc = gw.game.to_dict()
    path = tmp_path / "tampered.json"
    gw.game.save(path)
    data = json.loads(path.read_text())
    data["state"]["positions"] = [9, 0]
    path.write_text(json.dumps(data))
    assert gw.load(path) is False and "does not match" in gw.error
    assert gw.game.to_dict() == doc


def test_autosave_writes_the_game_after_every_action(tmp_path):
    path = tmp_path / "auto.json"
    gw = GameWidget(dash(), autosave=path)
    gw.do(Hop(1))
    assert PenguinDash.load(path).state.positions == [1, 0]
    gw.do(Hop(2))
    assert PenguinDash.load(path).state.positions == [1, 2]
    gw.undo()
    assert PenguinDash.load(path).state.positions == [1, 0]


def test_presenter_mode_toggles_css_class_and_a_bigger_board():
    gw = GameWidget(dash())
    small = gw.board.figure.get_size_inches()
    gw.presenter_toggle.value = True
    assert gw.presenter and "fw-presenter" in gw._dom_classes and gw.board.presenter
    assert gw.board.figure.get_size_inches()[0] > small[0]
    gw.presenter = False
    assert not gw.presenter_toggle.value and "fw-presenter" not in gw._dom_classes


def test_bots_play_their_seats_after_each_human_action():
    gw = GameWidget(dash(players=3), bots={1: RandomBot(1), 2: RandomBot(2)})
    gw.do(Hop(1))
    assert gw.game.current_player == 0 and len(gw.game.history) == 3
    gw.undo()  # takes back the bots' replies too: your turn again
    assert gw.game.history == [] and gw.game.current_player == 0


def test_bot_turns_can_be_played_one_action_at_a_time_with_the_log_in_step():
    gw = GameWidget(dash(players=3), bots={1: RandomBot(1), 2: RandomBot(2)}, bot_pace="step")
    assert gw.bot_row.layout.display == "" and gw.bot_step_button.disabled  # your turn: nothing to step
    gw.do(Hop(1))
    assert len(gw.game.history) == 1 and gw.game.current_player == 1 and not gw.bot_step_button.disabled
    logged = len(gw.log_texts)
    gw.bot_step_button.click()
    assert len(gw.game.history) == 2 and gw.game.current_player == 2 and len(gw.log_texts) > logged
    assert gw.last_action == gw.game.history[-1].action
    gw.bot_all_button.click()
    assert len(gw.game.history) == 3 and gw.game.current_player == 0 and gw.bot_step_button.disabled
    assert GameWidget(dash(), bots={1: RandomBot(1)}).bot_row.layout.display == "none"  # instant: no buttons


def test_a_bot_seat_that_starts_plays_at_once_and_the_game_can_end():
    gw = GameWidget(dash(), bots={0: RandomBot(3)})
    assert gw.game.current_player == 1 and len(gw.game.history) == 1
    while not gw.game.is_over:
        gw.do(gw.game.legal_actions()[-1])
    assert "Game over" in gw.status.value
    assert gw.buttons == {}
    assert max(gw.game.state.positions) == GOAL


def test_many_actions_in_a_group_become_a_dropdown_with_do_it():
    gw = GameWidget(dash(), max_buttons=1)
    assert "move" in gw.controls.dropdowns and "Hop to floe 1" not in gw.buttons
    gw.controls.dropdowns["move"].value = Hop(2)
    gw.controls.do_buttons["move"].click()
    assert gw.game.state.positions == [2, 0]


def test_a_game_without_a_view_still_plays():
    gw = GameWidget(Race(players=2, seed=1))
    assert "no board picture" in gw.board.message.value
    gw.press("Roll the die")
    assert len(gw.game.history) == 1 and gw.log_texts


def test_the_log_keeps_entries_between_refreshes():
    gw = GameWidget(dash())
    gw.do(Hop(1))
    first = gw.event_log.entries[0]
    gw.do(Hop(1))
    assert gw.event_log.entries[0] is first


def test_extension_points_extra_panels_and_view_options():
    seen = []

    class CountingWidget(GameWidget):
        def extra_panels(self):
            import ipywidgets as w

            self.counter = w.HTML("0 moves")
            return [self.counter]

        def refresh_panels(self):
            self.counter.value = f"{len(self.game.history)} moves"

        def view_options(self):
            return {"highlight": False}

    gw = CountingWidget(dash())
    gw.observe(lambda c: seen.append(c["new"]), names="revision")
    gw.do(Hop(1))
    assert gw.counter.value == "1 moves" and seen == [1]
    assert gw.board.view_options()["highlight"] is False


def test_a_broken_view_or_panel_is_reported_and_the_game_still_plays(monkeypatch):
    import floe_widgets.widgets.demo as demo

    def broken_draw(*_args, **_kwargs):
        raise ValueError("no ink")

    monkeypatch.setattr(demo.DashView, "update", broken_draw)
    gw = GameWidget(dash())
    assert "could not be drawn" in gw.board.message.value and "no ink" in gw.board.message.value
    gw.do(Hop(1))
    assert gw.game.state.positions == [1, 0]

    def broken_finder(*_args):
        raise KeyError("where?")

    monkeypatch.setattr(demo.DashView, "hit", broken_finder)
    gw.click("floes", 1.0, 0.0)
    assert "where?" in gw.error and gw.game.state.positions == [1, 0]


def test_a_failing_extra_panel_is_shown_in_the_error_area():
    class Broken(GameWidget):
        def refresh_panels(self):
            if self.game.history:
                raise RuntimeError("panel broke")

    gw = Broken(dash())
    gw.do(Hop(1))
    assert "panel broke" in gw.error and gw.game.state.positions == [1, 0]


def test_the_rules_reference_is_searchable():
    gw = GameWidget(dash())
    search = gw.rules_search
    search.box.value = "slide die"
    assert search.ids == ["DASH-SLIDE"] and "1 to 4" in search.results.value
    search.query = "DASH-WIN"
    assert search.ids == ["DASH-WIN"]
    search.query = "helicopter"
    assert search.ids == [] and "No rule mentions helicopter" in search.results.value
    search.query = ""
    assert search.results.value == ""


def test_a_cooperative_game_shows_its_goal_and_progress_not_scores():
    from floe_widgets import games

    game = games.new("frosthaven", players=2, seed=1)
    gw = GameWidget(game)
    status = gw.status.value
    assert "Scores" not in status and "P2: 0" not in status
    assert "Goal: Destroy the Rime Totem" in status and "rooms revealed" in status
    assert "Goal: Destroy the Rime Totem" in game.describe()
    while not game.is_over:  # to the end with random bots: the result is the scenario's, not a winner list
        game.apply(RandomBot(1).choose(game))
    gw.refresh()
    assert gw.status.value.startswith("<span class='fw-objective'>Scenario ")
    assert ("won" if game.state.phase == "won" else "lost") in gw.status.value and "Winner" not in gw.status.value


def test_the_frosthaven_campaign_shows_its_progress_not_scores():
    from floe_widgets.games.frosthaven.outpost import FrosthavenCampaign

    gw = GameWidget(FrosthavenCampaign(players=2, seed=7, weeks=6))
    assert "Scores" not in gw.status.value
    assert "A co-operative campaign: week 0 of 6, prosperity 1, morale 6." in gw.status.value
