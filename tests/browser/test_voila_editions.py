""""What changed" (tutorials/floe_2024/what_changed.ipynb) under Voila at 1920x1080: every board of the four topics
is shown at a size where its smallest text is at least MIN_TEXT_PX high on screen (side by side, half the page
each, it was 7.8 px; at 1280 px, under 6)."""

from __future__ import annotations

import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg

from floe_widgets import rendering
from floe_widgets.games.floe_2024.editions_widget import TOPICS
from floe_widgets.views.contract import MIN_TEXT_PX

from .support import browser_page

pytestmark = [pytest.mark.browser]

NOTEBOOK = "floe_2024/what_changed.ipynb"
SCREEN = {"width": 1920, "height": 1080}


def smallest_text_px(game) -> float:
    """The height in picture pixels of the smallest text of ``game``'s board picture."""
    fig = rendering.figure(game)
    renderer = FigureCanvasAgg(fig).get_renderer()
    return min(t.get_window_extent(renderer).height for t in fig.findobj(lambda a: type(a).__name__ == "Text")
               if t.get_visible() and t.get_text().strip())


@pytest.fixture(scope="module")
def page(browser, voila_server):
    errors: list[str] = []
    with browser_page(browser, errors) as page:
        page.set_viewport_size(SCREEN)
        page.goto(voila_server.url(NOTEBOOK), timeout=240_000)
        page.locator(".fw-editions").nth(len(TOPICS) - 1).locator(".fw-board-image").nth(1).wait_for(
            state="visible", timeout=240_000)
        yield page
    assert not errors, errors


@pytest.mark.parametrize("index", range(len(TOPICS)), ids=[t.key for t in TOPICS])
def test_both_boards_of_a_topic_are_shown_large_enough_to_read(page, index):
    comparison = page.locator(".fw-editions").nth(index)
    for image, game in zip(comparison.locator(".fw-board-image").all(), TOPICS[index].play(), strict=True):
        image.scroll_into_view_if_needed()
        shown = image.bounding_box()["width"] / image.evaluate("i => i.naturalWidth")
        on_screen = smallest_text_px(game) * shown
        assert on_screen >= MIN_TEXT_PX, f"{TOPICS[index].key}: the smallest board text is {on_screen:.1f} px high"
