"""The interactive board (ipympl) in a real browser: a click on a floe plays the hop and redraws the canvas."""

from __future__ import annotations

import pytest

from floe_widgets.widgets import ipympl_available

from .support import browser_page

pytestmark = [pytest.mark.browser]

CELL = """from floe_widgets.widgets import GameWidget
from floe_widgets.widgets.demo import PenguinDash
GameWidget(PenguinDash(players=2), interactive=True)"""

INKED = """() => { const c = document.querySelector('.jupyter-matplotlib canvas'); if (!c || !c.width) return false;
  const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  for (let i = 0; i < d.length; i += 4) if (d[i] < 250) return true; return false; }"""
PIXELS = "() => document.querySelector('.jupyter-matplotlib canvas').toDataURL()"


def test_clicking_a_floe_on_the_canvas_hops_there(tmp_path, browser, voila_server):
    if not ipympl_available():
        pytest.skip("ipympl is not installed")
    import nbformat

    path = tmp_path / "interactive.ipynb"
    nbformat.write(nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(CELL)], metadata={
        "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}}), path)
    errors: list[str] = []
    with browser_page(browser, errors) as page:
        page.goto(voila_server.url(path), timeout=120_000)
        page.wait_for_function(INKED, timeout=120_000)
        before, log = page.evaluate(PIXELS), page.locator(".fw-log").inner_text()
        box = page.locator(".jupyter-matplotlib canvas").first.bounding_box()
        # the demo's axes span 2%..98% of the width for x in -0.7..10.7, and 8%..92% of the height for y in -1.2..1.4
        x = box["x"] + box["width"] * (0.02 + 0.96 * (2 + 0.7) / 11.4)
        y = box["y"] + box["height"] * (1 - (0.08 + 0.84 * 1.2 / 2.6))
        page.mouse.click(x, y)
        page.wait_for_function("(old) => document.querySelector('.fw-log').innerText !== old", arg=log,
                               timeout=60_000)
        assert "hops to floe 2" in page.locator(".fw-log").inner_text()
        page.wait_for_function(f"(old) => ({PIXELS})() !== old", arg=before, timeout=60_000)
