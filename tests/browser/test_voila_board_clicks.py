"""Boards answer clicks in the browser: in Voila, for each game, a click on a board target plays it.

One generated notebook shows a table of each game, played on (its last legal action each time) until its
board has something to click, and beside it that spot (the first point of a grid scan, as
``tests/widgets/test_board_clicks.py: clickable_point`` finds it) with the actions a click there means, as
the kernel found them on the table it shows.  The test clicks that spot in Chromium at the same place of the
shown picture, picks from the menu when the click meant several actions (the menu must list those actions),
and waits for the board to be redrawn: the game changed.
"""

from __future__ import annotations

import json

import nbformat
import pytest

from .support import browser_page

pytestmark = [pytest.mark.browser]

GAMES = ["ice-and-idols", "floe", "floe-2024", "frosthaven"]
SEED = 3


def table_code(name: str, index: int) -> str:
    """A cell showing a table of ``name`` played on until its board has something to click, and the spot."""
    return (
        "import html, json\n"
        "from ipywidgets import HTML\n"
        "from floe_widgets import games\n"
        "from floe_widgets.widgets import GameWidget\n"
        "\n"
        f"table = GameWidget(games.new({name!r}, seed={SEED}))\n"
        "def clickable_point(t, n=48):\n"
        "    for i in range(n):\n"
        "        for j in range(n):\n"
        "            x, y = (i + 0.5) / n, (j + 0.5) / n\n"
        "            found = t.board.actions_at(x, y)\n"
        "            if found:\n"
        "                return [x, y, [t.game.action_to_string(a) for a in found]]\n"
        "for _ in range(10):\n"
        "    point = clickable_point(table)\n"
        "    if point:\n"
        "        break\n"
        "    table.do(table.game.legal_actions()[-1])\n"
        f"table.add_class('fw-click-{index}')\n"
        f"display(table, HTML(html.escape(json.dumps(point))).add_class('fw-point-{index}'))"
    )


@pytest.fixture(scope="module")
def page(tmp_path_factory, browser, voila_server):
    folder = tmp_path_factory.mktemp("voila-clicks")
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(table_code(n, i))
                                               for i, n in enumerate(GAMES)])
    path = folder / "board_clicks.ipynb"
    nbformat.write(notebook, path)
    errors: list[str] = []
    with browser_page(browser, errors) as page:
        page.goto(voila_server.url(path), timeout=180_000)
        page.locator(f".fw-click-{len(GAMES) - 1} .fw-board-image").first.wait_for(state="visible",
                                                                                   timeout=180_000)
        yield page
    assert not errors, errors


@pytest.mark.parametrize("index,name", list(enumerate(GAMES)))
def test_a_click_on_a_board_target_changes_the_game(page, index, name):
    point = json.loads(page.locator(f".fw-point-{index}").first.inner_text())
    assert point is not None, f"{name}: nothing to click on its board"
    x, y, found = point
    table = page.locator(f".fw-click-{index}").first
    image = table.locator(".fw-board-image").first
    image.scroll_into_view_if_needed()
    old_src = image.get_attribute("src")
    box = image.bounding_box()
    image.click(position={"x": x * box["width"], "y": (1 - y) * box["height"]})
    if len(found) > 1:  # the click meant several actions: the menu lists them, the first is picked
        option = table.locator(".fw-choice-option").first
        option.wait_for(state="visible", timeout=60_000)
        shown = [b.inner_text() for b in table.locator(".fw-choice-option").all()]
        assert shown == found
        option.click()
    page.wait_for_function(
        "([cls, old]) => { const i = document.querySelector(cls + ' .fw-board-image'); return i && i.src !== old; }",
        arg=[f".fw-click-{index}", old_src], timeout=60_000)
