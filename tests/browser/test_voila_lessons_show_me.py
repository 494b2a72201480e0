"""One converted lesson of each game, served by Voila in headless Chromium and played through "Show me" to its recap.

Each step: press *Show me*, wait for the good feedback, press *Next*; on a quiz *Show me* shows the answer.
The lesson's steps are counted from its file, so the walk ends on the recap page.
"""

from __future__ import annotations

import pytest
import yaml

from .support import TUTORIALS, chromium_page, require_browser, voila

pytestmark = [pytest.mark.browser]

#: game -> (the lesson notebook, the lesson file it loads)
LESSONS = {"floe": ("floe/01_first_turns.ipynb", "floe/lessons/01_first_turns.yaml"),
           "frosthaven": ("frosthaven/01_first_round.ipynb", "frosthaven/lessons/01_first_round.yaml")}


@pytest.fixture(scope="module", params=sorted(LESSONS))
def served(request, tmp_path_factory):
    require_browser()
    notebook, lesson_file = LESSONS[request.param]
    steps = ["quiz" in item for item in yaml.safe_load((TUTORIALS / lesson_file).read_text(encoding="utf-8"))["steps"]]
    errors: list[str] = []
    with voila(notebook, tmp_path_factory.mktemp(f"voila-{request.param}")) as url, chromium_page(errors) as page:
        page.goto(url, timeout=120_000)
        page.locator(".fw-lesson .fw-board-image").first.wait_for(state="visible", timeout=120_000)
        yield page, steps
    assert not errors, errors


def test_show_me_plays_the_whole_lesson_to_its_recap(served):
    page, steps = served
    lesson = page.locator(".fw-lesson").first
    for number, quiz in enumerate(steps, 1):
        progress = lesson.locator(".fw-progress-label").first.inner_text()
        lesson.locator(".fw-show-me").first.click()
        done = ("() => { const f = document.querySelector('.fw-lesson .fw-feedback');"  # a quiz shows its answer
                " return f && f.innerText.length > 0; }") if quiz else \
            "() => document.querySelector('.fw-lesson .fw-feedback-good') !== null"
        page.wait_for_function(done, timeout=60_000)
        lesson.locator(".fw-next").first.click()
        page.wait_for_function(
            "(old) => { const e = document.querySelector('.fw-lesson .fw-progress-label');"
            " return e && e.innerText !== old; }", arg=progress, timeout=60_000)
        assert not lesson.locator(".fw-feedback-bad").count(), f"step {number}"
    page.locator(".fw-lesson .fw-recap-rules").first.wait_for(state="visible", timeout=60_000)
    assert "Recap" in lesson.locator(".fw-narration").first.inner_text()
