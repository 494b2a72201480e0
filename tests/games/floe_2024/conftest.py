"""Fixtures of the Floe 2024 tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from floe_widgets import i18n


@pytest.fixture(scope="module")
def japanese() -> Iterator[None]:
    """The edition's own language for a whole test module (a lesson file's texts are read in the language
    current at loading; the board draws Japanese): ``pytestmark = pytest.mark.usefixtures("japanese")``."""
    with i18n.speaking("ja"):
        yield
