"""The start page's links lead to notebooks that exist, the teachers' tutorial among them."""

from __future__ import annotations

import json
import re
from pathlib import Path

TUTORIALS = Path(__file__).resolve().parents[1] / "tutorials"
LINK = re.compile(r"\]\(([^)\s]+\.ipynb)\)")


def test_every_notebook_the_start_page_links_exists_and_the_teachers_tutorial_is_linked():
    cells = json.loads((TUTORIALS / "00_start_here.ipynb").read_text(encoding="utf-8"))["cells"]
    links = [m for c in cells if c["cell_type"] == "markdown" for m in LINK.findall("".join(c["source"]))]
    missing = [link for link in links if not (TUTORIALS / link).is_file()]
    assert not missing, missing
    assert "write_a_lesson.ipynb" in links
