"""Fixtures shared by the games' lesson tests.

``lesson``: a test that takes it (and does not parametrize it itself) runs once per lesson of its module's
``LESSONS`` (a game's lessons, as its lessons module lists them), each lesson loaded once per module and
shown as ``lesson_01`` ...
"""

from __future__ import annotations

import pytest


def _parametrized_by_hand(metafunc: pytest.Metafunc) -> bool:
    names = [m.args[0] for m in metafunc.definition.iter_markers("parametrize")]
    return any("lesson" in ([n] if isinstance(n, str) and "," not in n else
                            [x.strip() for x in (n.split(",") if isinstance(n, str) else n)]) for n in names)


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "lesson" in metafunc.fixturenames and not _parametrized_by_hand(metafunc):
        lessons = metafunc.module.LESSONS
        metafunc.parametrize("lesson", lessons, ids=[load.__name__ for load in lessons], indirect=True,
                             scope="module")


@pytest.fixture(scope="module")
def lesson(request: pytest.FixtureRequest):
    return request.param()
