from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from floe_widgets.core import hexgrid as hx
from floe_widgets.core import squaregrid as sq

hexes = st.tuples(st.integers(-20, 20), st.integers(-20, 20))


def test_neighbours_are_at_distance_one() -> None:
    assert all(hx.distance((0, 0), n) == 1 for n in hx.neighbours((0, 0)))
    assert len(set(hx.neighbours((3, -2)))) == 6


@given(hexes, hexes)
def test_distance_is_a_metric(a, b) -> None:
    assert hx.distance(a, b) == hx.distance(b, a)
    assert (hx.distance(a, b) == 0) == (a == b)


@given(hexes, hexes)
def test_line_is_connected_and_as_long_as_the_distance(a, b) -> None:
    line = hx.line(a, b)
    assert line[0] == a and line[-1] == b
    assert len(line) == hx.distance(a, b) + 1
    assert all(hx.distance(p, q) == 1 for p, q in zip(line, line[1:]))


def test_rings_and_spiral() -> None:
    assert hx.ring((0, 0), 0) == [(0, 0)]
    for r in range(1, 5):
        ring = hx.ring((1, 1), r)
        assert len(ring) == 6 * r
        assert all(hx.distance((1, 1), h) == r for h in ring)
    assert len(hx.spiral((0, 0), 3)) == 37


@given(hexes, st.integers(0, 11))
def test_rotation_keeps_distance_and_six_turns_return(h, k) -> None:
    assert hx.distance(hx.rotate(h, k), (0, 0)) == hx.distance(h, (0, 0))
    assert hx.rotate(h, 6) == h
    assert hx.rotate(hx.rotate(h, k), -k) == h


def test_rotation_turns_one_neighbour_into_the_next() -> None:
    for d in range(6):
        assert hx.rotate(hx.DIRECTIONS[d], 1) == hx.DIRECTIONS[(d + 1) % 6]


@given(hexes)
def test_mirror_is_an_involution(h) -> None:
    assert hx.mirror(hx.mirror(h)) == h


def test_pattern_orientations() -> None:
    line3 = [(0, 0), (1, 0), (2, 0)]
    assert len(hx.rotations(line3)) == 6
    triangle = [(0, 0), (1, 0), (0, 1)]
    assert len(hx.rotations(triangle, around=(0, 0))) == 6
    bent = [(0, 0), (1, 0), (1, 1), (1, 2)]
    assert len(hx.rotations(bent, mirrored=True)) == 12


@given(hexes)
def test_pixel_round_trip(h) -> None:
    assert hx.from_point(*hx.center(h, 2.0), size=2.0) == h


def test_direction_between() -> None:
    assert hx.direction_between((0, 0), (1, 0)) == 0
    assert hx.direction_between((0, 0), (2, 0)) is None


def test_torus_steps_wrap_round() -> None:
    assert sq.step((0, 0), "N", 5, 5) == (4, 0)
    assert sq.step((2, 4), "E", 5, 5) == (2, 0)
    assert sq.step((0, 0), "W", 5, 5, wrap=False) is None
    assert sq.neighbours((0, 0), 5, 5) == {"N": (4, 0), "E": (0, 1), "S": (1, 0), "W": (0, 4)}
    assert len(sq.neighbours((0, 0), 5, 5, wrap=False)) == 2


def test_row_and_column_shifts_wrap_round() -> None:
    grid = [[r * 3 + c for c in range(3)] for r in range(3)]
    assert sq.shift_row(grid, 0, 1)[0] == [2, 0, 1]
    assert sq.shift_row(grid, 0, -1)[0] == [1, 2, 0]
    assert [row[1] for row in sq.shift_col(grid, 1, 1)] == [7, 1, 4]
    assert grid[0] == [0, 1, 2]  # the input is untouched


def test_whole_grid_rotation() -> None:
    grid = [[1, 2], [3, 4]]
    assert sq.rotate_grid(grid, 1) == [[3, 1], [4, 2]]
    assert sq.rotate_grid(grid, 4) == grid
    assert sq.rotate_grid(grid, -1) == [[2, 4], [1, 3]]
    big = [[(r, c) for c in range(5)] for r in range(5)]
    turned = sq.rotate_grid(big, 1)
    for r, c in sq.cells(5, 5):
        nr, nc = sq.rotate_cell((r, c), 5, 1)
        assert turned[nr][nc] == (r, c)
    assert sq.rotate_side("N", 1) == "E" and sq.rotate_side("W", 1) == "N"


def test_direction_numbers_wrap_round_after_five() -> None:
    assert hx.neighbour((0, 0), 6) == hx.DIRECTIONS[0]
    assert hx.neighbour((2, 2), 13) == hx.add((2, 2), hx.DIRECTIONS[1])
    assert hx.neighbour((0, 0), -1) == hx.DIRECTIONS[5]


def test_a_ring_starts_in_direction_four_and_turns_counter_clockwise() -> None:
    assert hx.ring((0, 0), 1) == [(-1, 1), (0, 1), (1, 0), (1, -1), (0, -1), (-1, 0)]
    assert hx.ring((1, 1), 2)[:3] == [(-1, 3), (0, 3), (1, 3)]


def test_within_and_translate() -> None:
    assert hx.within((1, 1), 1) == {(1, 1), *hx.neighbours((1, 1))}
    assert hx.translate([(0, 0), (1, 0)], (2, -1)) == frozenset({(2, -1), (3, -1)})


def test_corners_lie_on_the_circle_counter_clockwise_from_east() -> None:
    corners = hx.corners((1, 0), 2.0)
    cx, cy = hx.center((1, 0), 2.0)
    assert corners[0] == (cx + 2.0, cy)
    assert all(abs((x - cx) ** 2 + (y - cy) ** 2 - 4.0) < 1e-9 for x, y in corners)
    assert corners[1][1] > cy and corners[4][1] < cy


def test_orientations_about_a_hex_of_the_pattern_keep_that_hex() -> None:
    around = (2, 3)
    bent = [around, (3, 3), (3, 4), (3, 5)]
    turns = hx.rotations(bent, around=around, mirrored=True)
    assert len(turns) == 12 and frozenset(bent) in turns
    assert all(around in shape for shape in turns)
    assert len(hx.rotations(bent, around=around)) == 6
    assert hx.rotations([(0, 0)]) == [frozenset({(0, 0)})]


def test_a_step_off_the_far_edges_without_wrapping_is_none() -> None:
    assert sq.step((4, 0), "S", 5, 5, wrap=False) is None
    assert sq.step((0, 4), "E", 5, 5, wrap=False) is None
    assert sq.step((3, 3), "S", 5, 5, wrap=False) == (4, 3)


def test_shifts_and_turns_go_one_step_by_default() -> None:
    grid = [[r * 3 + c for c in range(3)] for r in range(3)]
    assert sq.shift_row(grid, 0) == sq.shift_row(grid, 0, 1)
    assert sq.shift_col(grid, 2) == sq.shift_col(grid, 2, 1)
    assert sq.rotate_grid(grid) == sq.rotate_grid(grid, 1)
    assert sq.rotate_cell((0, 1), 3) == (1, 2)
    assert sq.rotate_side("N") == "E"
    assert sq.rotate_side("W", 2) == "E"


def test_a_cell_turns_like_its_grid_for_any_number_of_quarter_turns() -> None:
    grid = [[(r, c) for c in range(3)] for r in range(3)]
    for turns in (-1, 4, 5, 6):
        turned = sq.rotate_grid(grid, turns)
        for r, c in sq.cells(3, 3):
            nr, nc = sq.rotate_cell((r, c), 3, turns)
            assert turned[nr][nc] == (r, c)


def test_a_unit_hex_has_six_corners_from_the_east() -> None:
    corners = hx.corners((0, 0))
    assert len(corners) == 6
    assert corners[0] == (1.0, 0.0)


def test_a_line_along_hex_edges_always_leans_the_same_way() -> None:
    # the nudge is the same for every line, so two lines along one edge pick the same side
    assert hx.line((0, 0), (1, 1)) == [(0, 0), (1, 0), (1, 1)]
    assert hx.line((0, 0), (-1, -1)) == [(0, 0), (0, -1), (-1, -1)]
    assert hx.line((0, 0), (4, -2)) == [(0, 0), (1, 0), (2, -1), (3, -1), (4, -2)]


def test_one_turn_mirrors_and_unit_hexes_by_default() -> None:
    assert hx.rotate((1, 0)) == (1, -1)
    assert hx.mirror((1, 0)) == (1, -1)
    assert hx.mirror((3, 2), (2, 2)) == (3, 1)
    assert hx.center((1, 0)) == (1.5, -hx.SQRT3 / 2)
    assert hx.from_point(1.5, -0.86) == (1, 0)


def test_a_point_near_a_corner_lies_in_its_own_hex() -> None:
    for h in hx.spiral((0, 0), 2):
        cx, cy = hx.center(h, 2.0)
        for x, y in hx.corners(h, 2.0):
            assert hx.from_point(cx + 0.9 * (x - cx), cy + 0.9 * (y - cy), 2.0) == h
