"""Presenter mode on a 1280x720 screen (a small projector), in Voila and headless Chromium.

The Ice and Idols and Floe 2024 presenter lessons: the board picture, the task and the Next button share the
screen, the smallest board text is at least MIN_TEXT_PX high as shown (the side column gives the board room:
at 520 px wide it left the board 9.8 px text), and no button of the side column runs past its edge.
"""

from __future__ import annotations

import nbformat
import pytest

from floe_widgets.views.contract import MIN_TEXT_PX

from .support import browser_page
from .test_voila_presenter import LESSONS, at_top, cell, inside

pytestmark = [pytest.mark.browser]

SMALL = {"width": 1280, "height": 720}
SHOWN = [(i, label) for i, (label, _code) in enumerate(LESSONS) if label in ("ice-and-idols", "floe-2024")]


@pytest.fixture(scope="module")
def page(tmp_path_factory, browser, voila_server):
    folder = tmp_path_factory.mktemp("voila-presenter-small")
    path = folder / "presenter_small.ipynb"
    cells = [cell(LESSONS[i][1], i, True) for i, _label in SHOWN]
    cells.append("from ipywidgets import HTML\nHTML('', layout={'height': '800px'})")  # room to scroll the last up
    nbformat.write(nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(c) for c in cells]), path)
    errors: list[str] = []
    with browser_page(browser, errors) as page:
        page.set_viewport_size(SMALL)
        page.goto(voila_server.url(path), timeout=240_000)
        for i, _label in SHOWN:
            page.locator(f".fw-shown-{i} .fw-board-image").first.wait_for(state="visible", timeout=240_000)
        yield page
    assert not errors, errors


@pytest.mark.parametrize("index,label", SHOWN)
def test_board_task_and_next_share_a_small_screen_with_readable_board_text(page, index, label, tmp_path):
    lesson = at_top(page, index)
    parts = {name: lesson.locator(css).first.bounding_box()
             for name, css in (("board", ".fw-board-image"), ("task", ".fw-narration"), ("next", ".fw-next"))}
    page.screenshot(path=str(tmp_path / f"presenter-small-{label}.png"))
    outside = {name: box for name, box in parts.items() if not inside(box, SMALL)}
    assert not outside, f"{label}: not inside the 1280x720 viewport: {outside}"
    image = lesson.locator(".fw-board-image").first
    shown = image.bounding_box()["width"] / image.evaluate("i => i.naturalWidth")
    on_screen = float(page.locator(f".fw-smallest-{index}").first.inner_text()) * shown
    assert on_screen >= MIN_TEXT_PX, f"{label}: the smallest board text is {on_screen:.1f} px high on screen"
    side = lesson.locator(".fw-side").first.bounding_box()
    wider = [(b.inner_text(), round(box["x"] + box["width"])) for b in lesson.locator(".fw-side button").all()
             if (box := b.bounding_box()) and box["width"] and box["x"] + box["width"] > side["x"] + side["width"] + 1]
    assert not wider, f"{label}: buttons cut by the side column's edge at {side['x'] + side['width']:.0f}: {wider}"
