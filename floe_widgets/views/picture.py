"""A retained picture: one view's figure kept alive between actions, its static layer cached.

The first render draws the whole figure once with the view's dynamic artists left out and keeps the
pixels (``copy_from_bbox``); every later render restores those pixels and draws only the dynamic
artists over them (``restore_region`` + ``draw_artist``), then encodes the buffer as PNG.  The static
layer is drawn again only when the view rebuilt it (a new layout, theme or figure)."""

from __future__ import annotations

import math
import struct
import zlib
from collections.abc import Sequence
from typing import Any

import numpy as np
from matplotlib.backends.backend_agg import FigureCanvasAgg, RendererAgg
from matplotlib.colors import to_rgba
from matplotlib.figure import Figure
from matplotlib.text import Text
from matplotlib.transforms import IdentityTransform

from floe_widgets.fonts import use_japanese_font

from .contract import DEFAULT_THEME, Theme, View

#: zlib level of the board PNGs: they are redrawn on every action and never stored.
PNG_COMPRESS_LEVEL = 1


def encode_rgba(rgba: Any, width: int, height: int) -> bytes:
    """RGBA pixels as an RGB PNG (boards are opaque, so the alpha channel is dropped).

    Written directly rather than through PIL: PIL tries every PNG row filter on every row, which costs
    more than drawing the board; unfiltered rows at zlib level 1 encode about three times faster and a
    board's flat colours still compress to a few hundred KiB (numbers in docs/benchmarks.md)."""
    pixels = np.frombuffer(rgba, dtype=np.uint8).reshape(height, width, 4)
    raw = np.empty((height, 1 + 3 * width), dtype=np.uint8)
    raw[:, 0] = 0                                       # filter type "none" on every row
    raw[:, 1:].reshape(height, width, 3)[...] = pixels[..., :3]
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)   # 8 bits, RGB, no interlace
    data = zlib.compress(raw, PNG_COMPRESS_LEVEL)
    return PNG_SIGNATURE + _chunk(b"IHDR", header) + _chunk(b"IDAT", data) + _chunk(b"IEND", b"")


PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
#: rows per separately compressed band of a retained picture's PNG (see :class:`BandedPng`)
BAND_ROWS = 16
_ADLER_BASE = 65521


def _adler32_combine(first: int, second: int, second_length: int) -> int:
    """The Adler-32 of two byte strings one after the other, from their own checksums (zlib's
    ``adler32_combine``, which Python's zlib does not expose)."""
    rem = second_length % _ADLER_BASE
    low = (first & 0xFFFF) + (second & 0xFFFF) + _ADLER_BASE - 1
    high = (rem * (first & 0xFFFF)) % _ADLER_BASE + (first >> 16) + (second >> 16) + _ADLER_BASE - rem
    return (high % _ADLER_BASE) << 16 | (low % _ADLER_BASE)


class BandedPng:
    """A PNG encoder for pictures that change in a few places: the image is cut into bands of
    :data:`BAND_ROWS` rows, each compressed on its own (a raw deflate stream ended on a byte boundary, so
    the compressed bands simply follow one another); a band whose pixels did not change since the last
    picture keeps its compressed bytes.  After an action a board changes a few bands, so the encoding
    costs a comparison of the pixels and the changed bands instead of compressing the whole image.

    The rows are written as RGBA, the canvas's own layout: copying them is one block per row, where
    dropping the alpha channel was a strided copy that cost more than compressing the band (a whole
    1440 x 900 board: 14 ms against 1.5 ms; the file is about 15% larger, the alpha being constant)."""

    def __init__(self) -> None:
        self._pixels: np.ndarray | None = None
        self._bands: list[tuple[bytes, int, int]] = []   # compressed bytes, Adler-32 and length of its raw rows

    def encode(self, rgba: Any, width: int, height: int,
               boxes: Sequence[tuple[int, int, int, int]] | None = None) -> bytes:
        """The PNG of ``rgba``; ``boxes`` (rows r0:r1, columns c0:c1): where the pixels may differ from the
        last picture's (None: anywhere), so only those are compared."""
        pixels = np.frombuffer(rgba, dtype=np.uint8).reshape(height, width, 4)
        words = pixels.view(np.uint32).reshape(height, width)
        if self._pixels is None or self._pixels.shape != pixels.shape:
            self._pixels = pixels.copy()
            changed = np.ones(height, dtype=bool)
            self._bands = []
        else:
            old = self._pixels.view(np.uint32).reshape(height, width)
            if boxes is None:
                changed = (words != old).any(axis=1)
            else:
                changed = np.zeros(height, dtype=bool)
                for r0, r1, c0, c1 in boxes:
                    changed[r0:r1] |= (words[r0:r1, c0:c1] != old[r0:r1, c0:c1]).any(axis=1)
            self._pixels[changed] = pixels[changed]
        bands = []
        for n, r0 in enumerate(range(0, height, BAND_ROWS)):
            r1 = min(height, r0 + BAND_ROWS)
            if n < len(self._bands) and not changed[r0:r1].any():
                bands.append(self._bands[n])
                continue
            raw = np.empty((r1 - r0, 1 + 4 * width), dtype=np.uint8)
            raw[:, 0] = 0                                   # filter type "none" on every row
            raw[:, 1:] = pixels[r0:r1].reshape(r1 - r0, 4 * width)
            packer = zlib.compressobj(PNG_COMPRESS_LEVEL, zlib.DEFLATED, -15)
            data = packer.compress(raw) + packer.flush(zlib.Z_SYNC_FLUSH)
            bands.append((data, zlib.adler32(raw), raw.size))
        self._bands = bands
        check = 1
        for _data, adler, length in bands:
            check = _adler32_combine(check, adler, length)
        # zlib header (deflate, 32 KiB window, fastest), the bands, an empty final block, the checksum
        stream = b"".join([b"\x78\x01", *(data for data, _a, _n in bands), b"\x03\x00", struct.pack(">I", check)])
        header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)   # 8 bits, RGBA, no interlace
        return PNG_SIGNATURE + _chunk(b"IHDR", header) + _chunk(b"IDAT", stream) + _chunk(b"IEND", b"")


def _chunk(tag: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)


def new_figure(figsize: tuple[float, float], theme: Theme) -> Figure:
    """A figure of ``figsize`` inches as ``theme`` shows it (presenter mode scales it)."""
    return _figure(theme.size(figsize), theme)


def view_figure(view: View, theme: Theme) -> Figure:
    """A figure of the size ``view`` is drawn at under ``theme`` (its presenter layout's, if it has one)."""
    return _figure(view.figure_size(theme), theme)


def _figure(inches: tuple[float, float], theme: Theme) -> Figure:
    use_japanese_font()     # views may draw Japanese names
    fig = Figure(figsize=inches, dpi=theme.dpi, facecolor=theme.paper)
    FigureCanvasAgg(fig)
    return fig


def full_png(fig: Figure) -> bytes:
    """Draw every artist of ``fig`` from scratch and encode it (no cache)."""
    canvas = fig.canvas if isinstance(fig.canvas, FigureCanvasAgg) else FigureCanvasAgg(fig)
    canvas.draw()
    width, height = canvas.get_width_height(physical=True)
    return encode_rgba(canvas.buffer_rgba(), width, height)


class TextSprites:
    """Texts rasterised once and pasted again: drawing text is most of a board's cost (every glyph is
    rendered anew on each draw), and a board shows the same few hundred strings over and over.

    A sprite is the text alone on a transparent scratch canvas, kept by everything that sets its
    pixels (string, font, colour, alignment, rotation); it is composited over the picture at the text's
    anchor with straight alpha, as Agg blends text.  Text positions are whole pixels in Agg too, so a
    sprite matches a direct draw up to the rounding of the blend."""

    def __init__(self, limit: int = 4000) -> None:
        self.limit = limit
        self._sprites: dict[Any, Sprite] = {}
        self._matrices: dict[int, np.ndarray] = {}
        self._scratch: RendererAgg | None = None
        self._scratch_size: tuple[int, int, float] | None = None

    def begin(self) -> None:
        """Before a picture's sprites: transforms may have changed since the last picture."""
        self._matrices.clear()

    def _anchor(self, text: Text) -> tuple[float, float]:
        """The text's anchor in display pixels.  Within one picture an affine transform's matrix is asked
        once (asking matplotlib's transform stack for every text cost more than pasting the text)."""
        transform = text.get_transform()
        x, y = text.get_position()
        if not transform.is_affine or not isinstance(x, (int, float)) or not isinstance(y, (int, float)):
            fx, fy = transform.transform(text.get_unitless_position())
            return float(fx), float(fy)
        m = self._matrices.get(id(transform))
        if m is None:
            m = self._matrices[id(transform)] = transform.get_matrix()
        return float(m[0, 0] * x + m[0, 1] * y + m[0, 2]), float(m[1, 0] * x + m[1, 1] * y + m[1, 2])

    @staticmethod
    def key(text: Text) -> Any:
        # the font's values, not its FontProperties: a text's set_fontweight (and friends) change that object
        # in place, which would change a key already in the cache (a pooled text restyled)
        font = text.get_fontproperties()
        return (text.get_text(), tuple(font.get_family()), font.get_style(), font.get_variant(), font.get_weight(),
                font.get_stretch(), font.get_size_in_points(), font.get_file(), font.get_math_fontfamily(),
                to_rgba(text.get_color(), text.get_alpha()),
                text.get_horizontalalignment(), text.get_verticalalignment(), text.get_rotation(),
                text.get_linespacing(), text._get_multialignment(), text.get_wrap(), _box_key(text))

    def draw(self, text: Text, canvas: FigureCanvasAgg, clip: tuple[int, int, int, int] | None = None,
             renderer: RendererAgg | None = None) -> None:
        if not text.get_text():
            return
        renderer = renderer or canvas.get_renderer()
        sprite, ax, ay = self._sprite(text, renderer)
        sprite.paste(np.asarray(renderer.buffer_rgba()), ax + sprite.dx, ay + sprite.dy, clip)

    def warm(self, text: Text, renderer: RendererAgg) -> None:
        """Rasterise ``text``'s sprite now (nothing is pasted), so a later picture that shows it pastes it."""
        if text.get_text():
            self._sprite(text, renderer)

    def _sprite(self, text: Text, renderer: RendererAgg) -> tuple[Sprite, int, int]:
        """``text``'s sprite (rasterised if new) and the whole pixel it is pasted from."""
        fx, fy = self._anchor(text)
        # the sprite is drawn at the same sub-pixel offset (to a quarter pixel) as the text's anchor, so
        # Agg rounds its glyph positions the same way as in a direct draw
        ax, ay = math.floor(fx), math.floor(fy)
        qx, qy = round((fx - ax) * 4), round((fy - ay) * 4)
        ax, ay = ax + qx // 4, ay + qy // 4        # a fraction rounded up to a whole pixel is the next pixel
        frac = ((qx % 4) / 4, (qy % 4) / 4)
        # the sprites are shared by every picture of the process: what else sets the pixels is the canvas's
        # resolution and, for a wrapped text, the width of the figure it wraps in
        key = (self.key(text), frac, renderer.dpi, text.figure.bbox.width if text.get_wrap() and text.figure else None)
        sprite = self._sprites.get(key)
        if sprite is None:
            if len(self._sprites) >= self.limit:
                self._sprites.clear()
            sprite = self._sprites[key] = Sprite(*self._rasterise(text, renderer, ax, ay, frac))
        return sprite, ax, ay

    def _rasterise(self, text: Text, renderer: RendererAgg, ax: int, ay: int,
                   frac: tuple[float, float]) -> tuple[np.ndarray, int, int]:
        """The text alone, drawn at its anchor's sub-pixel offset on a transparent scratch canvas kept for every
        sprite: the glyphs are laid out once for its extent and found again for the draw (matplotlib keeps a
        text's layout per renderer; a new canvas per sprite laid each text out three times)."""
        scratch = self._scratch_canvas(renderer)
        kept = getattr(text, "_renderer", None)
        box = text.get_window_extent(scratch)
        margin = 2
        patch = text.get_bbox_patch()
        if patch is not None:   # a text's box (e.g. a rounded ticket) reaches past its glyphs by its pad and line
            em = renderer.points_to_pixels(text.get_fontsize())
            pad = float(getattr(patch.get_boxstyle(), "pad", 0.5))
            margin += math.ceil(em * (pad + 0.5) + renderer.points_to_pixels(patch.get_linewidth()))
        x0, y0 = math.floor(box.x0) - margin, math.floor(box.y0) - margin
        width, height = math.ceil(box.x1) + margin - x0, math.ceil(box.y1) + margin - y0
        if width > scratch.width or height > scratch.height:
            scratch = RendererAgg(width, height, renderer.dpi)
        scratch.clear()   # (all of it: nothing a text drew past its box may reach the next sprite)
        pixels = np.asarray(scratch.buffer_rgba())
        rows = slice(pixels.shape[0] - height, pixels.shape[0])   # display y grows upwards from the bottom row
        transform, position, clip = text.get_transform(), text.get_position(), text.get_clip_on()
        try:
            text.set_transform(IdentityTransform())
            text.set_position((ax - x0 + frac[0], ay - y0 + frac[1]))
            text.set_clip_on(False)
            text.draw(scratch)
        finally:
            text.set_transform(transform)
            text.set_position(position)
            text.set_clip_on(clip)
            text._renderer = kept
        return pixels[rows, :width].copy(), x0 - ax, y0 - ay

    def _scratch_canvas(self, renderer: RendererAgg) -> RendererAgg:
        """A transparent canvas as large as the picture's, at its resolution (made once)."""
        size = (int(renderer.width), int(renderer.height), renderer.dpi)
        if self._scratch is None or self._scratch_size != size:
            self._scratch, self._scratch_size = RendererAgg(*size), size
        return self._scratch


def _box_key(text: Text) -> Any:
    """What sets the pixels of a text's box, if it has one: the box style by its kind and parameters (not
    the style object, a new one for every text), not its mutation scale (set from the font size when the
    text is drawn: before the first draw it is 1, so a key read then would never be met again)."""
    patch = text.get_bbox_patch()
    if patch is None:
        return None
    style = patch.get_boxstyle()
    return (type(style).__name__, tuple(sorted(vars(style).items())), patch.get_facecolor(), patch.get_edgecolor(),
            patch.get_linewidth(), patch.get_linestyle(), patch.get_mutation_aspect())


def _top_shape_zorder(ax: Any, moving: set[int]) -> float:
    """The highest z-order of the static shapes (not texts) of ``ax``."""
    shapes = [a for a in (*ax.patches, *ax.collections, *ax.lines) if id(a) not in moving and a.get_visible()]
    return max((a.get_zorder() for a in shapes), default=float("-inf"))


def _clip_of(text: Text, canvas: FigureCanvasAgg) -> tuple[int, int, int, int] | None:
    """A text's clip box (when it is clipped) as buffer rows and columns."""
    box = text.get_clip_box() if text.get_clip_on() else None
    if box is None:
        return None
    width, height = canvas.get_width_height(physical=True)
    x0, y0, x1, y1 = box.extents
    return (max(0, height - math.ceil(y1)), min(height, height - math.floor(y0)),
            max(0, math.floor(x0)), min(width, math.ceil(x1)))


def _pixel_box(box: tuple[float, float, float, float], width: int, height: int) -> tuple[int, int, int, int]:
    """Figure-fraction box (x0, y0, x1, y1) -> buffer rows and columns (r0, r1, c0, c1)."""
    x0, y0, x1, y1 = box
    return (max(0, height - math.ceil(y1 * height)), min(height, height - math.floor(y0 * height)),
            max(0, math.floor(x0 * width)), min(width, math.ceil(x1 * width)))


class Sprite:
    """A text's pixels, kept ready to blend: its colour already multiplied by its coverage (straight
    alpha, as Agg blends text) and the share of the background that shows through."""

    def __init__(self, rgba: np.ndarray, dx: int, dy: int) -> None:
        ys, xs = np.nonzero(rgba[..., 3])
        if len(ys):   # only the rows and columns the glyphs cover
            r0, r1, c0, c1 = int(ys.min()), int(ys.max()) + 1, int(xs.min()), int(xs.max()) + 1
            h = rgba.shape[0]
            rgba = rgba[r0:r1, c0:c1]
            dx, dy = dx + c0, dy + (h - r1)
        alpha = rgba[..., 3:4].astype(np.uint16)
        self.empty = not len(ys)
        self.coloured = rgba[..., :3].astype(np.uint16) * alpha + 127
        self.through = 255 - alpha
        self.dx, self.dy = dx, dy

    def paste(self, dst: np.ndarray, x0: int, y0: int, clip: tuple[int, int, int, int] | None = None) -> None:
        """Blend over the opaque ``dst`` with the bottom-left corner at display pixel (x0, y0) (display y
        grows upwards; buffer rows run top down), inside ``clip`` (rows, columns)."""
        if self.empty:
            return
        height, width = dst.shape[:2]
        h, w = self.through.shape[:2]
        top = height - (y0 + h)
        lo_r, hi_r, lo_c, hi_c = clip if clip is not None else (0, height, 0, width)
        r0, c0 = max(lo_r, top), max(lo_c, x0)
        r1, c1 = min(hi_r, top + h), min(hi_c, x0 + w)
        if r0 >= r1 or c0 >= c1:
            return
        src = (slice(r0 - top, r1 - top), slice(c0 - x0, c1 - x0))
        d = dst[r0:r1, c0:c1, :3]
        d[...] = (self.coloured[src] + d * self.through[src]) // 255


#: one sprite cache for every picture of the process: a lesson's next step, a new game or a second board
#: pastes the texts an earlier picture rasterised (and what a view foresees is rasterised once per process)
SHARED_SPRITES = TextSprites()


class Picture:
    """``view`` drawn into a figure of its own that lives as long as the picture."""

    def __init__(self, view: View, theme: Theme = DEFAULT_THEME) -> None:
        self.view = view
        self.theme = theme
        self.fig = view_figure(view, theme)
        self.canvas: FigureCanvasAgg = self.fig.canvas   # type: ignore[assignment]
        self._background: np.ndarray | None = None
        self._regions_layer: np.ndarray | None = None
        self._static_version = -1
        self.sprites = SHARED_SPRITES
        self.encoder = BandedPng()

    def use_canvas(self, canvas: FigureCanvasAgg) -> None:
        """Show the figure in another Agg-based canvas (e.g. ipympl's); the cache starts again."""
        self.canvas = canvas
        self._background = None
        self._regions_layer = None

    def draw(self, state: Any, *, viewer: int | None = None, highlight: Sequence[Any] = ()) -> None:
        self.view.draw(state, self.fig, viewer=viewer, highlight=highlight, theme=self.theme)

    def render(self) -> bytes:
        """The figure as PNG bytes.  Three layers: the static one (cached pixels), the regions (kept as
        pixels, a dirty one redrawn over its slice of the static layer) and the view's dynamic artists
        (drawn again over both on every picture)."""
        view = self.view
        dynamic = sorted(view.dynamic_artists(), key=lambda a: a.get_zorder())
        if self._background is None or self._static_version != view.static_version:
            regional = [a for _box, artists in view.regions.values() for a in artists]
            moving = {id(a) for a in dynamic + regional}
            # the static texts above every static shape of their axes are pasted from sprites too, so a
            # new layout reuses the glyphs of the last one
            still_texts = []
            for ax in self.fig.axes:   # the axes' own texts and title (not a figure-wide findobj: it makes ticks)
                top = _top_shape_zorder(ax, moving)
                still_texts += [t for t in (*ax.texts, ax.title) if type(t) is Text and id(t) not in moving
                                and t.get_visible() and t.get_text() and t.get_zorder() >= top]
            for artist in dynamic + regional + still_texts:
                artist.set_animated(True)
            self.canvas.draw()
            renderer = self.canvas.get_renderer()
            self.sprites.begin()
            for text in sorted(still_texts, key=lambda a: a.get_zorder()):
                self.sprites.draw(text, self.canvas, _clip_of(text, self.canvas), renderer)
            self._background = np.asarray(self.canvas.buffer_rgba()).copy()
            self._static_version = view.static_version
            for text in view.foreseen_texts():   # what the next pictures will show, rasterised now
                self.sprites.warm(text, renderer)
            for artist in dynamic + regional + still_texts:
                artist.set_animated(False)
            self._regions_layer = None
        buffer = np.asarray(self.canvas.buffer_rgba())
        self.sprites.begin()
        self._renderer = self.canvas.get_renderer()   # asked once: each ask measures the canvas again
        changed: list[tuple[int, int, int, int]] | None = None   # where the pixels may change (None: anywhere)
        if self._regions_layer is None:
            buffer[...] = self._background
            dirty = set(view.regions)
        else:
            if dynamic:
                buffer[...] = self._regions_layer
            else:   # the pixels outside the dirty regions are the last picture's
                changed = []
            dirty = set(view.dirty_regions)
        view.dirty_regions.clear()
        height, width = buffer.shape[:2]
        for name in sorted(dirty):
            box, artists = view.regions[name]
            clip = _pixel_box(box, width, height)
            r0, r1, c0, c1 = clip
            buffer[r0:r1, c0:c1] = self._background[r0:r1, c0:c1]
            if changed is not None:
                changed.append(clip)
            for artist in sorted(artists, key=lambda a: a.get_zorder()):
                self._draw(artist, clip)
        if dynamic:
            if dirty or self._regions_layer is None:
                self._regions_layer = buffer.copy()
            for artist in dynamic:
                self._draw(artist, None)
        else:
            self._regions_layer = buffer   # the canvas itself keeps the regions between pictures
        return self.encoder.encode(self.canvas.buffer_rgba(), width, height, changed)

    def _draw(self, artist: Any, clip: tuple[int, int, int, int] | None) -> None:
        if not artist.get_visible():
            return
        if type(artist) is Text:
            self.sprites.draw(artist, self.canvas, clip, self._renderer)
        else:
            self.fig.draw_artist(artist)

    def png(self, state: Any, *, viewer: int | None = None, highlight: Sequence[Any] = ()) -> bytes:
        self.draw(state, viewer=viewer, highlight=highlight)
        return self.render()
