"""Presenter mode: the projector layout (board beside the task and controls), the clicker's keys and a
toggle on every widget that shows a board or a chart.  How it fits a 1920x1080 screen is measured in
the browser (tests/browser/test_voila_presenter.py)."""

from __future__ import annotations

from floe_widgets.tutor import LessonWidget
from floe_widgets.widgets import GameWidget
from floe_widgets.widgets.demo import PenguinDash
from tests.tutor.lessons import dash_lesson


def press(events, key: str, **fields: object) -> None:
    """What ipyevents sends when ``key`` is pressed with the pointer over the watched widget."""
    events._dom_handlers({"type": "keydown", "key": key, **fields})


def descendants(widget) -> list:
    out, stack = [], [widget]
    while stack:
        item = stack.pop()
        out.append(item)
        stack.extend(getattr(item, "children", ()) or ())
    return out


def test_presenter_mode_puts_the_task_and_buttons_in_one_column_beside_the_board():
    lw = LessonWidget(dash_lesson())
    gw = lw.game_widget
    lw.presenter_toggle.value = True
    assert gw.main.children == (gw.board, gw.side)
    column = gw.side.children
    assert column.index(lw.nav) < column.index(lw.narration) < column.index(gw.controls)  # Next first, then the task
    assert lw.next_button in descendants(lw.nav) and lw.feedback in descendants(gw.side)
    assert lw.narration not in lw.children and gw.error_area in column
    lw.presenter = False
    assert lw.narration in lw.children and lw.nav in lw.children and lw.narration not in gw.side.children
    assert gw.side.children == (gw.controls, *gw.panels)


def test_the_next_step_keeps_the_projector_layout_and_the_old_board_does_not_take_the_task_with_it():
    lw = LessonWidget(dash_lesson(), presenter=True)
    lw.game_widget.press("Hop to floe 2")
    lw.next()
    gw = lw.game_widget
    assert gw.presenter and lw.narration in gw.side.children and lw.nav in gw.side.children
    assert lw.narration.comm is not None and lw.next_button.comm is not None  # not closed with the old board


def test_the_clicker_keys_drive_the_lesson():
    lw = LessonWidget(dash_lesson())
    press(lw.key_events, "ArrowRight")
    assert lw.index == 0  # Next waits until the step is done
    press(lw.key_events, "h")
    assert "Hint" in lw.hints.value
    press(lw.key_events, "s")
    assert lw.done
    press(lw.key_events, "PageDown")
    assert lw.index == 1
    press(lw.key_events, "ArrowLeft")
    assert lw.index == 0
    press(lw.key_events, "p")
    assert lw.presenter and lw.game_widget.presenter
    press(lw.key_events, "p", ctrlKey=True)  # a browser shortcut, not the presenter key
    assert lw.presenter
    press(lw.key_events, "p")
    assert not lw.presenter


def test_a_lesson_board_leaves_the_keys_to_the_lesson():
    lw = LessonWidget(dash_lesson())
    press(lw.game_widget.key_events, "p")  # both listen while the pointer is over the board
    press(lw.key_events, "p")
    assert lw.presenter and lw.game_widget.presenter


def test_p_over_the_board_toggles_presenter_mode_in_free_play():
    gw = GameWidget(PenguinDash(players=2))
    press(gw.key_events, "p")
    assert gw.presenter and gw.presenter_toggle.value and "fw-presenter" in gw._dom_classes
    press(gw.key_events, "x")
    assert gw.presenter


def test_the_presenter_button_label_is_never_cut():
    for widget in (GameWidget(PenguinDash(players=2)), LessonWidget(dash_lesson())):
        assert widget.presenter_toggle.layout.width == "auto"
        assert widget.presenter_toggle.description == "Presenter"


def shown_presenter_toggles(widget) -> list:
    """The presenter buttons a person sees in ``widget`` (none hidden by itself or by a box around it)."""
    out, stack = [], [widget]
    while stack:
        item = stack.pop()
        if getattr(getattr(item, "layout", None), "display", None) == "none":
            continue
        if "fw-presenter-toggle" in getattr(item, "_dom_classes", ()):
            out.append(item)
        stack.extend(getattr(item, "children", ()) or ())
    return out


def test_a_lesson_shows_one_presenter_button_and_p_still_works_over_its_board():
    lw = LessonWidget(dash_lesson())
    for presenter in (False, True, False):
        lw.presenter = presenter
        assert shown_presenter_toggles(lw) == [lw.presenter_toggle]
    press(lw.key_events, "p")
    assert lw.presenter and lw.game_widget.presenter and lw.presenter_toggle.value
    lw.game_widget.press("Hop to floe 2")
    lw.next()  # the next step's board: still one button
    assert shown_presenter_toggles(lw) == [lw.presenter_toggle] and lw.game_widget.presenter


def test_a_board_outside_a_lesson_keeps_its_presenter_button():
    gw = GameWidget(PenguinDash(players=2))
    assert shown_presenter_toggles(gw) == [gw.presenter_toggle]


def chart_size(widget) -> tuple[int, int]:
    return int(widget.chart.width), int(widget.chart.height)


def test_the_odds_labs_have_the_toggle_and_draw_a_bigger_chart():
    from floe_widgets.games.floe.odds_widget import BattleOddsWidget
    from floe_widgets.games.frosthaven.widgets.odds_widget import AttackOddsWidget

    for lab in (BattleOddsWidget(), AttackOddsWidget()):
        small = chart_size(lab)
        small_title = lab.figure.axes[0].title.get_fontsize()
        lab.presenter_toggle.value = True
        assert "fw-presenter" in lab._dom_classes
        assert chart_size(lab)[0] > small[0] and chart_size(lab)[1] > small[1]
        assert lab.figure.axes[0].title.get_fontsize() > small_title
        press(lab.key_events, "p")
        assert not lab.presenter and chart_size(lab) == small


def test_the_tactics_lab_has_the_toggle_and_draws_its_board_bigger():
    from PIL import Image

    from floe_widgets.games.frosthaven.tactics import TacticsWidget

    def size(lab):
        import io

        return Image.open(io.BytesIO(lab.image.value)).size

    lab = TacticsWidget()
    small = size(lab)
    lab.presenter_toggle.value = True
    assert "fw-presenter" in lab._dom_classes and lab.picture.theme.presenter
    assert size(lab)[0] > small[0]
    press(lab.key_events, "p")
    assert not lab.presenter and size(lab) == small


def test_the_campaign_table_has_the_toggle():
    from floe_widgets.games.frosthaven.outpost import FrosthavenCampaign

    table = GameWidget(FrosthavenCampaign(players=2, seed=7, weeks=6))
    table.presenter_toggle.value = True
    assert table.board.picture.theme.presenter and table.main.children == (table.board, table.side)


def test_the_step_title_wraps_instead_of_being_cut_at_the_side_columns_edge():
    import re

    from floe_widgets.widgets.style import CSS

    lw = LessonWidget(dash_lesson(), presenter=True)
    assert "fw-progress-label" in lw.progress_label._dom_classes
    css = re.sub(r"/\*.*?\*/", "", CSS, flags=re.S)
    rules = re.findall(r"([^{}]+)\{([^}]*)\}", css)
    body = next(body for selectors, body in rules if ".fw-progress-label" in [s.strip() for s in selectors.split(",")])
    assert re.search(r"white-space:\s*normal\s*!important", body)
    assert re.search(r"text-overflow:\s*clip", body) and re.search(r"overflow:\s*visible", body)


def test_a_key_press_the_browser_sends_twice_acts_once():
    """ipyevents can deliver one key press twice (same DOM ``timeStamp``): ``p`` must still leave presenter
    mode, not toggle it back; a second press (a new ``timeStamp``) toggles again."""
    lw = LessonWidget(dash_lesson(), presenter=True)
    press(lw.key_events, "p", timeStamp=100.5)
    press(lw.key_events, "p", timeStamp=100.5)
    assert not lw.presenter and "fw-presenter" not in lw._dom_classes
    press(lw.key_events, "p", timeStamp=230.25)
    assert lw.presenter
