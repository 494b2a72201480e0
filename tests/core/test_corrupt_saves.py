"""Corrupted saves of every registered game are refused with FormatError, and never load as another game.

Seeded corruptions (``save_corruptions``) of a save made at a random point of a seeded random game:
each either raises FormatError or loads as exactly the saved game; no other exception escapes.
"""

from __future__ import annotations

import random

import pytest

from floe_widgets import games
from floe_widgets.core import FormatError

from .action_variants import NAMES, positions
from .save_corruptions import corruptions

PER_GAME = 45


@pytest.mark.parametrize("name", NAMES)
def test_a_corrupt_save_is_refused_or_is_the_same_game(name: str, tmp_path) -> None:
    game = positions(name, seeds=(5,), points=2, length=40)[-1]
    text = game.to_json()
    rng = random.Random(f"saves-{name}")
    refused = 0
    for n, (what, bad) in enumerate(corruptions(text, rng, PER_GAME)):
        path = tmp_path / f"{n}.json"
        path.write_bytes(bad if isinstance(bad, bytes) else bad.encode("utf-8"))
        try:
            loaded = games.load(path)
        except FormatError as exc:
            assert len(str(exc)) < 600, what
            refused += 1
        else:
            assert loaded.to_json() == text, f"{what}: loaded as another game"
    assert refused > PER_GAME // 2
