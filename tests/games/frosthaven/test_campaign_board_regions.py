"""The campaign board's regions never overlap: each is painted over its own box, in name order, so a region laid
over another one's text wipes it (the status "choosing a scenario" was cut to "choosing a scenari" by the empty
outpost-step field drawn over it, after the outpost phase of the Frosthaven lesson 5)."""

from __future__ import annotations

from pathlib import Path

from floe_widgets.tutor import LessonWidget, load_lesson

LESSON = Path(__file__).resolve().parents[3] / "tutorials" / "frosthaven" / "lessons" / "05_the_outpost_phase.yaml"


def overlapping(view) -> list[tuple[str, str]]:
    """The pairs of the view's regions whose boxes share some area."""
    regions = sorted((name, box) for name, (box, _artists) in view.regions.items())
    return [(a, b) for i, (a, one) in enumerate(regions) for b, other in regions[i + 1:]
            if min(one[2], other[2]) - max(one[0], other[0]) > 1e-9
            and min(one[3], other[3]) - max(one[1], other[1]) > 1e-9]


def test_no_region_of_the_campaign_board_overlaps_another_in_the_outpost_phase_or_after_it() -> None:
    lesson = LessonWidget(load_lesson(LESSON), start=6)   # construction, the outpost phase's last step
    assert lesson.game.state.phase == "outpost"
    assert not overlapping(lesson.game_widget.board.view)
    lesson.show_me()   # builds and ends the outpost phase: the party chooses its next scenario
    assert lesson.game.state.phase == "scenario"
    assert not overlapping(lesson.game_widget.board.view)
