"""Every view's palette stays distinguishable under the common colour-vision deficiencies.

Deuteranopia and protanopia are simulated with the Machado, Oliveira and Fernandes (2009) matrices at
full severity, applied to linear RGB; colours are compared in CIELAB (CIE76 distance).  Two legend
kinds must differ by at least ``MIN_DELTA_E`` under normal vision and under each simulation, unless
both carry a mark (a letter or a shape drawn on them) and their marks differ: then the mark tells
them apart and colour only has to be told from the background of the board."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from matplotlib.colors import to_rgb

from floe_widgets.views.every_view import view_of

from .conftest import contract_views, shown_at, view_id

MACHADO = {
    "normal": np.eye(3),
    "protanopia": np.array([[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216],
                            [-0.003882, -0.048116, 1.051998]]),
    "deuteranopia": np.array([[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413],
                              [-0.011820, 0.042940, 0.968881]]),
}
#: CIE76 distance that reads as "clearly different" on a board (2.3 is just noticeable side by side;
#: small areas need several times that)
MIN_DELTA_E = 10.0


def _linear(c: np.ndarray) -> np.ndarray:
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


def lab(colour: str, vision: str) -> np.ndarray:
    rgb = np.clip(MACHADO[vision] @ _linear(np.array(to_rgb(colour))), 0, 1)
    xyz = np.array([[0.4124, 0.3576, 0.1805], [0.2126, 0.7152, 0.0722], [0.0193, 0.1192, 0.9505]]) @ rgb
    xyz = xyz / np.array([0.95047, 1.0, 1.08883])
    f = np.where(xyz > (6 / 29) ** 3, np.cbrt(xyz), xyz / (3 * (6 / 29) ** 2) + 4 / 29)
    return np.array([116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])])


def too_close(entries, vision: str) -> list[tuple[str, str, float]]:
    out = []
    for a, b in itertools.combinations(entries, 2):
        if a.mark and b.mark and a.mark != b.mark:
            continue
        d = float(np.linalg.norm(lab(a.colour, vision) - lab(b.colour, vision)))
        if d < MIN_DELTA_E:
            out.append((a.kind, b.kind, round(d, 1)))
    return out


@pytest.mark.parametrize("vision", list(MACHADO))
@pytest.mark.parametrize("kind", contract_views(), ids=view_id)
def test_legend_kinds_stay_apart_under_colour_vision_deficiencies(kind, vision):
    view = view_of(shown_at(kind, 1, 0).subject)
    assert not too_close(view.legend(), vision)


def test_the_simulation_merges_red_and_green():
    """The check can fail: a red and a green that normal vision tells apart merge under deuteranopia."""
    red, green = "#d62728", "#2ca02c"
    normal = np.linalg.norm(lab(red, "normal") - lab(green, "normal"))
    deutan = np.linalg.norm(lab(red, "deuteranopia") - lab(green, "deuteranopia"))
    assert normal > 3 * MIN_DELTA_E and deutan < normal / 3
