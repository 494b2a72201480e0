"""Saves of positions set by hand, edited into broken forms: shared by every game's set-position tests."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from floe_widgets.core import FormatError, Game


def edited(game: Game, edit: Callable[[dict], Any]) -> dict:
    """``game``'s save with ``edit`` made alike to its initial and its final position, so that only the
    game's position check (``check_position``) can tell."""
    doc = json.loads(game.to_json())
    for root in (doc["initial"]["state"], doc["state"]):
        edit(root)
    return doc


def refusal(game_class: type[Game], doc: dict) -> FormatError:
    """The FormatError that loading ``doc`` raises (the test fails if it loads)."""
    with pytest.raises(FormatError) as info:
        game_class.from_json(json.dumps(doc))
    return info.value


def loads_as_it_was(game: Game) -> None:
    """A position set by hand is marked so in its save, and the save loads back to the same game."""
    text = game.to_json()
    assert json.loads(text)["initial"]["set_position"] is True
    assert type(game).from_json(text).to_json() == text
