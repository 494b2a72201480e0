"""The start-here notebook served by Voila, driven in headless Chromium: click a control, the page changes."""

from __future__ import annotations

import time

import pytest

from floe_widgets.views.contract import MIN_PRESENTER_TEXT_PX

from .support import browser_page

pytestmark = [pytest.mark.browser]

NOTEBOOK = "00_start_here.ipynb"


@pytest.fixture(scope="module")
def page(browser, voila_server):
    errors: list[str] = []
    with browser_page(browser, errors) as page:
        start = time.monotonic()
        page.goto(voila_server.url(NOTEBOOK), timeout=120_000)
        table(page).locator(".fw-board-image").first.wait_for(state="visible", timeout=120_000)
        print(f"voila page ready in {time.monotonic() - start:.1f} s")
        yield page


def table(page):
    """The first game table of the page (the notebook shows a few)."""
    return page.locator(".fw-game").first


def board_src(page) -> str:
    return table(page).locator(".fw-board-image").first.get_attribute("src") or ""


def log_text(page) -> str:
    return table(page).locator(".fw-log").first.inner_text()


def test_clicking_an_action_button_changes_the_log_and_the_board(page):
    first = table(page)
    assert first.locator(".fw-controls .fw-action").count() > 0
    old_src = board_src(page)
    assert old_src.startswith("blob:") or old_src.startswith("data:")
    for _ in range(3):  # a first move may leave the picture alone (a secret choice): then play another
        old_log = log_text(page)
        button = first.locator(".fw-controls .fw-action").first
        label = button.inner_text()
        button.click()
        page.wait_for_function(
            "([sel, old]) => { const e = document.querySelectorAll(sel)[0]; return e && e.innerText !== old; }",
            arg=[".fw-game .fw-log", old_log], timeout=60_000)
        try:
            page.wait_for_function(
                "([sel, old]) => { const i = document.querySelector(sel); return i && i.src && i.src !== old; }",
                arg=[".fw-game .fw-board-image", old_src], timeout=15_000)
            break
        except Exception:
            continue
    else:
        pytest.fail(f"the board image did not change after clicking '{label}'")
    assert board_src(page) != old_src
    assert log_text(page) != ""


def test_why_opens_the_rule_explanation(page):
    why = table(page).locator(".fw-log .fw-why").first
    why.wait_for(state="visible", timeout=60_000)
    text = table(page).locator(".fw-log .fw-why-text").first
    assert not text.is_visible()
    why.click()
    text.wait_for(state="visible", timeout=30_000)
    assert len(text.inner_text()) > 10


def test_presenter_mode_enlarges_the_type(page):
    """The buttons' type grows to at least the presenter floor (18 px; on a screen under 1600 px wide, as this
    page's, the side column keeps exactly that so the board has room)."""
    first = table(page)
    button = first.locator(".fw-undo").first
    size = lambda: float(button.evaluate("b => parseFloat(getComputedStyle(b).fontSize)"))  # noqa: E731
    before = size()
    old_src = board_src(page)
    first.locator(".fw-presenter-toggle").first.click()
    page.wait_for_function("() => document.querySelector('.fw-game.fw-presenter') !== null", timeout=30_000)
    page.wait_for_function(
        "([sel, old]) => { const i = document.querySelector(sel); return i && i.src !== old; }",
        arg=[".fw-game .fw-board-image", old_src], timeout=60_000)
    assert size() >= MIN_PRESENTER_TEXT_PX > before + 4
