"""A landmark visit in the words of the log and its refusal word for word: no released cube to put on it, and
the visit's cube, half victory point and lasting effect."""

from __future__ import annotations

import pytest

from floe_widgets.games.floe_2024.actions import VisitLandmark

from .helpers import edit, new, on_map, refusal, said


def _lighthouse(cubes: int):
    def place(s):
        s.revealed.append("frostmere")
        s.landmarks["frostmere.I0"] = "lm-lighthouse"
        s.players[0].cubes_released = cubes
    return on_map(edit(new(), place), "frostmere.I0")


@pytest.mark.rule("FLOEJA-LMK-REQ-1")
def test_a_landmark_without_a_released_cube_is_refused_in_words() -> None:
    assert refusal(_lighthouse(0), VisitLandmark()) == (
        "FLOEJA-LMK-REQ-1", "No cube to use (free one from the Warmth track at the Tavern).")


@pytest.mark.rule("FLOEJA-LMK-REWARD-1")
def test_a_visit_says_its_cube_half_victory_point_and_lasting_effect() -> None:
    g = _lighthouse(1)
    assert said(g.apply(VisitLandmark())) == [
        ("Put a cube on the landmark The Lighthouse", ("FLOEJA-LMK-REQ-1", "FLOEJA-LMK-REWARD-1", "FLOEJA-MISSING-24")),
        ("Half a victory point (disc up)", ("FLOEJA-SCORE-HALF-1", "FLOEJA-LMK-REWARD-1")),
        ("Lasting effect from now on: sail to any pier for 1 Warmth", ("FLOEJA-LMK-REWARD-1",))]
