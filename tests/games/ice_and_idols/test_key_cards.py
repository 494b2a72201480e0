"""A key card scores when the keeper's own markers form its pattern turned any way (IAI-KEY-PATTERN-1,
IAI-KEY-ROTATE-1), whichever cube of the printed card comes first."""

from __future__ import annotations

import pytest

from .helpers import new_game, refresh

#: card 3 is printed with its first cube off the corner: (0, 1), (1, 0), (2, 0) as (column, height).
CARD = 3


def scored_with(markers: set[tuple[int, int]]) -> int:
    game = new_game(4)
    me = game.state.players[0]
    me.key_card = CARD
    for column in range(5):
        height = max((h for c, h in markers if c == column), default=-1) + 1
        game.state.track[column] = [0 if (column, h) in markers else 1 for h in range(height)]
    refresh(game)
    return game.score_breakdown(0)["key"]


@pytest.mark.rule("IAI-KEY-PATTERN-1", "IAI-KEY-ROTATE-1")
@pytest.mark.parametrize("markers", [
    {(0, 1), (1, 0), (2, 0)},           # as printed
    {(2, 1), (3, 0), (4, 0)},           # moved right
    {(0, 0), (0, 1), (1, 2)},           # a quarter turn
    {(1, 0), (1, 1), (2, 2)},           # a quarter turn, moved right
    {(0, 2), (1, 2), (2, 1)},           # half a turn
])
def test_the_pattern_scores_turned_and_moved(markers) -> None:
    assert scored_with(markers) == 7


@pytest.mark.rule("IAI-KEY-ROTATE-1")
@pytest.mark.parametrize("markers", [
    {(0, 0), (1, 0), (2, 1)},           # the mirror image
    {(0, 1), (1, 0), (3, 0)},           # one cube astray
])
def test_a_mirror_image_or_a_near_miss_does_not_score(markers) -> None:
    assert scored_with(markers) == 0
