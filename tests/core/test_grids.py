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
