"""Presenter mode on a 1920x1080 screen, in Voila and headless Chromium.

One generated notebook shows a lesson of each game in presenter mode (Ice and Idols, Floe, Frosthaven,
Floe 2024) and one Ice and Idols lesson as a learner sees it.  For each presenter lesson the page is
scrolled to its top: the board picture, the task text and the Next button must lie inside the
viewport (a screenshot is saved under the test's tmp dir), and its smallest board text, measured by the
kernel on the figure it showed, is at least 18 px high at the size the picture is shown.  The keys of a
clicker drive a lesson (s shows the move, -> moves on, h gives a hint, <- goes back, p leaves presenter
mode), and in the learner's view a refused move's feedback appears beside the board without moving it.
"""

from __future__ import annotations

import nbformat
import pytest

from floe_widgets.views.contract import MIN_PRESENTER_TEXT_PX

from .support import TUTORIALS, browser_page

pytestmark = [pytest.mark.browser]

SCREEN = {"width": 1920, "height": 1080}

#: (label, code building the Lesson) of one lesson per game
LESSONS = [
    ("ice-and-idols", "from floe_widgets.tutor import load_lesson\n"
                      f"lesson = load_lesson({str(TUTORIALS / 'ice_and_idols/lessons/02_your_turn.yaml')!r})"),
    ("floe", "from floe_widgets.games.floe.lessons import lesson_01\nlesson = lesson_01()"),
    ("frosthaven", "from floe_widgets.tutor import load_lesson\n"
                   f"lesson = load_lesson({str(TUTORIALS / 'frosthaven/lessons/01_first_round.yaml')!r})"),
    ("floe-2024", "from floe_widgets.games.floe_2024.lessons import lesson_02\nlesson = lesson_02()"),
]
#: the learner's view (not presenter) of the first lesson, for the feedback test
LEARNER = len(LESSONS)


#: the height in picture pixels of the smallest text on the board just shown, written on the page: measured in the
#: kernel on the figure the picture was drawn from (laid out again without drawing pixels, so the board's next
#: picture, which reuses the last one's pixels, is untouched); the test process builds no lesson of its own
SMALLEST_TEXT = """from ipywidgets import HTML
fig = shown.game_widget.board.figure
fig.draw_without_rendering()
smallest = min(t.get_window_extent().height for t in fig.findobj(lambda a: type(a).__name__ == "Text")
               if t.get_visible() and t.get_text().strip() and t.axes is not None)
display(HTML(repr(float(smallest))).add_class("fw-smallest-{index}"))
"""


def cell(code: str, index: int, presenter: bool) -> str:
    return (f"{code}\nfrom floe_widgets.tutor import LessonWidget\n"
            f"shown = LessonWidget(lesson, presenter={presenter})\n"
            f"shown.add_class('fw-shown-{index}')\n"
            + (SMALLEST_TEXT.replace("{index}", str(index)) if presenter else "") + "shown")


def notebook() -> nbformat.NotebookNode:
    cells = [cell(code, i, True) for i, (_label, code) in enumerate(LESSONS)]
    cells.append(cell(LESSONS[0][1], LEARNER, False))
    cells.append("from ipywidgets import HTML\nHTML('', layout={'height': '1100px'})")  # room to scroll the last up
    return nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(c) for c in cells])


@pytest.fixture(scope="module")
def page(tmp_path_factory, browser, voila_server):
    folder = tmp_path_factory.mktemp("voila-presenter")
    path = folder / "presenter.ipynb"
    nbformat.write(notebook(), path)
    errors: list[str] = []
    with browser_page(browser, errors) as page:
        page.set_viewport_size(SCREEN)
        page.goto(voila_server.url(path), timeout=240_000)
        page.locator(f".fw-shown-{LEARNER} .fw-board-image").first.wait_for(state="visible", timeout=240_000)
        yield page
    assert not errors, errors


def at_top(page, index: int):
    """Scroll lesson ``index`` to the top of the viewport; its locator."""
    lesson = page.locator(f".fw-shown-{index}").first
    lesson.evaluate("e => e.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(200)
    return lesson


def inside(box, screen=SCREEN) -> bool:
    return (box is not None and box["x"] >= 0 and box["y"] >= 0 and box["x"] + box["width"] <= screen["width"] + 1
            and box["y"] + box["height"] <= screen["height"] + 1)


@pytest.mark.parametrize("index,label", [(i, label) for i, (label, _code) in enumerate(LESSONS)])
def test_board_task_and_next_share_one_screen(page, index, label, tmp_path):
    lesson = at_top(page, index)
    parts = {name: lesson.locator(css).first.bounding_box()
             for name, css in (("board", ".fw-board-image"), ("task", ".fw-narration"), ("next", ".fw-next"))}
    page.screenshot(path=str(tmp_path / f"presenter-{label}.png"))
    outside = {name: box for name, box in parts.items() if not inside(box)}
    assert not outside, f"{label}: not inside the 1920x1080 viewport: {outside}"
    board, task = parts["board"], parts["task"]
    assert task["x"] >= board["x"] + board["width"] - 1, f"{label}: the task is not beside the board"


#: the label's box, and every ancestor up to the lesson that would clip it (its overflow is not visible) whose
#: box does not hold the label's: what a person sees cut
CLIPPED_BY = """e => {
  const box = e.getBoundingClientRect(), cut = [];
  for (let a = e.parentElement; a && !a.classList.contains('fw-lesson'); a = a.parentElement) {
    const style = getComputedStyle(a), b = a.getBoundingClientRect();
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
    if (box.left < b.left - 1 || box.right > b.right + 1 || box.top < b.top - 1 || box.bottom > b.bottom + 1)
      cut.push([a.className, Math.round(b.left), Math.round(b.right), Math.round(b.top), Math.round(b.bottom)]);
  }
  return {text: e.innerText, box: [Math.round(box.left), Math.round(box.right), Math.round(box.top),
          Math.round(box.bottom)], scroll: e.scrollWidth, client: e.clientWidth, cut};
}"""


@pytest.mark.parametrize("index,label", [(i, label) for i, (label, _code) in enumerate(LESSONS)])
def test_the_step_title_wraps_instead_of_being_cut(page, index, label):
    title = at_top(page, index).locator(".fw-progress-label").first
    seen = title.evaluate(CLIPPED_BY)
    assert seen["scroll"] <= seen["client"], f"{label}: the step title {seen['text']!r} is cut inside its label"
    assert not seen["cut"], f"{label}: the step title {seen['text']!r} at {seen['box']} is cut by {seen['cut']}"
    assert inside({"x": seen["box"][0], "y": seen["box"][2], "width": seen["box"][1] - seen["box"][0],
                   "height": seen["box"][3] - seen["box"][2]}), f"{label}: the step title runs off the screen"


@pytest.mark.parametrize("index,label", [(i, label) for i, (label, _code) in enumerate(LESSONS)])
def test_board_text_is_at_least_18_px_high_on_screen(page, index, label):
    image = at_top(page, index).locator(".fw-board-image").first
    shown = image.bounding_box()["width"] / image.evaluate("i => i.naturalWidth")
    on_screen = float(page.locator(f".fw-smallest-{index}").first.inner_text()) * shown
    assert on_screen >= MIN_PRESENTER_TEXT_PX, f"{label}: the smallest board text is {on_screen:.1f} px high on screen"


def test_the_clicker_keys_move_on_hint_go_back_and_leave_presenter_mode(page):
    lesson = at_top(page, 0)
    progress = lesson.locator(".fw-progress-label").first
    before = progress.inner_text()
    lesson.locator(".fw-board-image").first.hover()   # keys reach the lesson under the pointer
    page.keyboard.press("s")
    lesson.locator(".fw-feedback-good").first.wait_for(state="visible", timeout=60_000)
    page.keyboard.press("ArrowRight")
    # the label is null for a moment while the next step's widgets replace the old ones
    page.wait_for_function("([css, old]) => (document.querySelector(css)?.innerText ?? old) !== old",
                           arg=[".fw-shown-0 .fw-progress-label", before], timeout=60_000)
    lesson.locator(".fw-board-image").first.hover()   # the next step's board
    page.keyboard.press("h")
    page.wait_for_function("() => (document.querySelector('.fw-shown-0 .fw-hints')?.innerText ?? '').trim() !== ''",
                           timeout=60_000)
    page.keyboard.press("ArrowLeft")                 # back to the first step
    page.wait_for_function("([css, old]) => document.querySelector(css)?.innerText === old",
                           arg=[".fw-shown-0 .fw-progress-label", before], timeout=60_000)
    lesson.locator(".fw-board-image").first.hover()
    page.keyboard.press("p")
    page.wait_for_function("() => !document.querySelector('.fw-shown-0').classList.contains('fw-presenter')",
                           timeout=60_000)


def test_a_refused_moves_feedback_sits_beside_the_board_which_stays_in_view(page, tmp_path):
    lesson = at_top(page, LEARNER)
    board = lesson.locator(".fw-board-image").first
    before = board.bounding_box()
    # ending the turn is not what the first step asks: the lesson takes it back and says why (the button is
    # pressed where it is, without scrolling the page to it)
    lesson.locator(".fw-action", has_text="End turn").first.dispatch_event("click")
    feedback = lesson.locator(".fw-feedback-bad").first
    feedback.wait_for(state="visible", timeout=60_000)
    after, box = board.bounding_box(), feedback.bounding_box()
    page.screenshot(path=str(tmp_path / "feedback.png"))
    moved = max(abs(after[k] - before[k]) for k in ("x", "y", "width", "height"))
    assert moved < 2, f"the feedback moved the board by {moved:.1f} px"
    assert box["x"] >= after["x"] + after["width"] - 1, "the feedback is not beside the board"
    assert inside(box) and 0 <= after["y"] < SCREEN["height"] / 2, f"board {after}, feedback {box} out of view"


#: the language picker's chosen name against the room its menu leaves for it (its width less its padding, where
#: the arrow is drawn): the name measured in the menu's own font.  Chromium draws a menu's text a few pixels in from
#: its padding (measured: "English" at 22 px, 79.5 px wide, was cut in a room of 80), hence INSET
INSET = 8
PICKER_ROOM = """e => {
  const menu = e.querySelector('select') || e, style = getComputedStyle(menu), probe = document.createElement('span');
  probe.style.font = style.font; probe.style.whiteSpace = 'pre'; probe.style.position = 'absolute';
  probe.textContent = menu.options[menu.selectedIndex].text;
  document.body.appendChild(probe);
  const needed = probe.getBoundingClientRect().width;
  probe.remove();
  return {said: probe.textContent, needed,
          room: menu.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)};
}"""


@pytest.mark.parametrize("index,label", [(i, label) for i, (label, _code) in enumerate(LESSONS)])
def test_the_language_pickers_name_is_whole_in_big_type(page, index, label):
    seen = at_top(page, index).locator(".fw-lesson-nav .fw-language").first.evaluate(PICKER_ROOM)
    said, needed, room = seen["said"], seen["needed"], seen["room"]
    assert needed + INSET <= room, f"{label}: {said!r} ({needed:.0f} px) in a menu with {room} px for it"


def test_the_floe_board_menus_choice_is_whole_in_big_type(page):
    floe = next(i for i, (label, _code) in enumerate(LESSONS) if label == "floe")
    seen = at_top(page, floe).locator(".floe-board-seat").first.evaluate(PICKER_ROOM)
    said, needed, room = seen["said"], seen["needed"], seen["room"]
    assert needed + INSET <= room, f"{said!r} ({needed:.0f} px) in a menu with {room} px for it"
