"""The retained picture's PNG encoder: bands that did not change keep their compressed bytes, and the
file still decodes (zlib checks the combined Adler-32) to exactly the pixels it was given."""

from __future__ import annotations

import struct
import zlib

import numpy as np

from floe_widgets.views.picture import BAND_ROWS, BandedPng, _adler32_combine


def decoded(png: bytes) -> np.ndarray:
    """The RGB pixels of a PNG written by the encoder (one IDAT, no row filters, RGBA rows)."""
    width, height = struct.unpack(">II", png[16:24])
    assert png[24:26] == bytes([8, 6])   # 8 bits, RGBA
    (length,) = struct.unpack(">I", png[33:37])
    assert png[37:41] == b"IDAT"
    raw = np.frombuffer(zlib.decompress(png[41:41 + length]), dtype=np.uint8).reshape(height, 1 + 4 * width)
    assert not raw[:, 0].any()
    return raw[:, 1:].reshape(height, width, 4)[..., :3]


def test_adler32_of_two_parts_is_the_checksum_of_the_whole():
    rng = np.random.default_rng(4)
    for _ in range(50):
        first, second = (rng.integers(0, 256, int(n), dtype=np.uint8).tobytes() for n in rng.integers(0, 70000, 2))
        assert _adler32_combine(zlib.adler32(first), zlib.adler32(second), len(second)) == zlib.adler32(first + second)


def test_each_picture_decodes_to_its_pixels_and_unchanged_bands_are_reused():
    rng = np.random.default_rng(5)
    height, width = 10 * BAND_ROWS + 5, 301
    image = np.full((height, width, 4), 255, dtype=np.uint8)
    image[..., :3] = rng.integers(0, 256, (height, width, 3), dtype=np.uint8)
    encoder = BandedPng()
    first = encoder.encode(image.tobytes(), width, height)
    assert (decoded(first) == image[..., :3]).all()
    kept = list(encoder._bands)
    image[3 * BAND_ROWS + 2, 7, 0] ^= 0xFF        # one pixel of the fourth band
    image[-1, -1, 1] ^= 0xFF                      # and one of the last, short band
    second = encoder.encode(image.tobytes(), width, height)
    assert (decoded(second) == image[..., :3]).all()
    renewed = [n for n, (old, new) in enumerate(zip(kept, encoder._bands)) if old is not new]
    assert renewed == [3, 10]
    assert encoder.encode(image.tobytes(), width, height) == second
