"""The view contract: how every game's board is drawn, clicked and described.

A view is an object bound to one game (for its static content) that draws a state into a matplotlib
Figure it is given and keeps its artists between calls:

* ``figsize``: the figure size in inches at :attr:`Theme.dpi` (presenter mode scales it, unless the view
  has a presenter layout: :meth:`View.presenter_size`, drawn at the size a presenter lesson shows it);
* ``draw(state, fig, *, viewer, highlight, theme)``: the first call (or a new figure, theme or layout)
  builds the artists; later calls only update the ones that changed.  ``highlight`` is the legal
  actions the widget wants marked; a view never asks the game for its legal actions;
* ``hit(x, y) -> targets``: the board targets under a click at figure fraction ``(x, y)`` (0..1, origin
  at the bottom left, as matplotlib's figure coordinates);
* ``targets_of(action)``: the board targets an action refers to; :func:`actions_for` joins the two, so a
  click means the legal actions whose targets it hit;
* ``describe_board(state, viewer=...)``: the board in words (the picture's alternative text);
* ``legend()``: every kind of overlay, terrain, token and icon the board uses, with its meaning;
* ``dynamic_artists()``: artists an update may change, drawn again on every picture;
* regions (:meth:`View.set_region`): a rectangle of the figure with the artists that draw it, rebuilt by
  ``update`` only when what it shows changed; a retained picture redraws only the regions marked
  dirty and keeps the other pixels.  Everything else is the static layer that a retained picture
  (:mod:`floe_widgets.views.picture`) caches.

Engines never import matplotlib: a view registers itself on its game class from the view side with
:func:`register_view`; :mod:`floe_widgets.views.every_view` is the one place that imports them all.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

from floe_widgets.fonts import use_japanese_font

#: the smallest text on a board, in pixels on screen, at the default size and in presenter mode.
MIN_TEXT_PX = 11.0
MIN_PRESENTER_TEXT_PX = 18.0
#: the box (width, height in pixels) a presenter lesson shows its board in on a 1920x1080 screen: the
#: presenter CSS (floe_widgets/widgets/style.py) gives the side column 520 px and the board the rest, which
#: Chromium measured as 1350 x 1056 px; a picture no larger is shown at its own size, not scaled down.
PRESENTER_BOARD_PX = (1344.0, 1040.0)


@dataclass(frozen=True)
class Theme:
    """Sizes and colours every view takes instead of bare numbers.

    Text sizes are given in screen pixels at the default display size (the figure shown at its own
    pixel size); :meth:`pt` turns them into matplotlib points.  Presenter mode scales the figure and
    every text by :attr:`presenter_scale`, so the layout keeps its proportions and the smallest text
    reaches ``MIN_PRESENTER_TEXT_PX``."""

    dpi: float = 90.0
    small_px: float = 12.0
    text_px: float = 13.5
    title_px: float = 16.0
    presenter: bool = False
    presenter_scale: float = 1.6
    ink: str = "#1b1b1b"
    muted: str = "#5a5a5a"
    paper: str = "#ffffff"
    highlight: str = "#0b63ce"
    highlight_width: float = 3.0
    font_family: str = "DejaVu Sans"

    @property
    def scale(self) -> float:
        return self.presenter_scale if self.presenter else 1.0

    def pt(self, px: float) -> float:
        """Matplotlib font size (points) of a text ``px`` pixels high on screen (before presenter scale)."""
        return px * self.scale * 72.0 / self.dpi

    @property
    def small(self) -> float:
        return self.pt(self.small_px)

    @property
    def text(self) -> float:
        return self.pt(self.text_px)

    @property
    def title(self) -> float:
        return self.pt(self.title_px)

    def size(self, figsize: tuple[float, float]) -> tuple[float, float]:
        return (figsize[0] * self.scale, figsize[1] * self.scale)

    def presented(self, on: bool = True) -> Theme:
        return replace(self, presenter=on)


DEFAULT_THEME = Theme()
PRESENTER_THEME = Theme(presenter=True, ink="#000000", highlight="#0040a0", highlight_width=4.0)


@dataclass(frozen=True)
class Target:
    """A thing on the board a click can hit: its ``kind`` ("hex", "cell", "building", ...) and ``key``."""

    kind: str
    key: Hashable


@dataclass(frozen=True)
class LegendEntry:
    """One kind a board draws: how it looks (``colour``, an optional ``mark``: letter or marker) and what
    it means."""

    kind: str
    meaning: str
    colour: str
    mark: str = ""


@dataclass
class View:
    """Base of every game's view (see the module docstring).  Subclasses implement :meth:`build`,
    :meth:`update`, :meth:`hit`, :meth:`targets_of`, :meth:`describe_board` and :meth:`legend`."""

    game: Any
    options: dict[str, Any] = field(default_factory=dict)
    figsize: ClassVar[tuple[float, float]] = (8.0, 6.0)

    def __post_init__(self) -> None:
        self.fig: Any = None
        self.theme: Theme = DEFAULT_THEME
        self.static_version = 0   # bumped whenever the static layer was rebuilt
        self._layout: Hashable = None
        #: name -> (figure-fraction box (x0, y0, x1, y1), artists); names in ``dirty_regions`` changed
        self.regions: dict[str, tuple[tuple[float, float, float, float], list[Any]]] = {}
        self.dirty_regions: set[str] = set()
        self._region_keys: dict[str, Hashable] = {}

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, state: Any, fig: Any, *, viewer: int | None = None, highlight: Sequence[Any] = (),
             theme: Theme = DEFAULT_THEME) -> None:
        """Draw ``state`` into ``fig``: build once, then update in place."""
        rebuild = fig is not self.fig or theme != self.theme
        self.theme = theme   # before the layout key: a layout may depend on the theme (a presenter's one area)
        layout = self.layout_key(state)
        if rebuild or layout != self._layout:
            use_japanese_font()     # any figure a view draws into may show Japanese names
            fig.clear()
            self.fig, self._layout = fig, layout
            self.regions, self.dirty_regions, self._region_keys = {}, set(), {}
            self.build(state, fig)
            self.static_version += 1
        self.update(state, viewer=viewer, highlight=list(highlight))

    def presenter_size(self, theme: Theme) -> tuple[float, float] | None:
        """The figure size in inches (at :attr:`Theme.dpi`) of this view's presenter layout, or None: then
        presenter mode scales ``figsize`` by the theme's presenter scale."""
        return None

    def figure_size(self, theme: Theme) -> tuple[float, float]:
        """The size in inches of the figure this view draws into under ``theme``."""
        if theme.presenter:
            size = self.presenter_size(theme)
            if size is not None:
                return size
        return theme.size(self.figsize)

    def layout_key(self, state: Any) -> Hashable:
        """What the static layer depends on (a change rebuilds the figure)."""
        return None

    def build(self, state: Any, fig: Any) -> None:
        raise NotImplementedError

    def update(self, state: Any, *, viewer: int | None, highlight: list[Any]) -> None:
        raise NotImplementedError

    def dynamic_artists(self) -> list[Any]:
        """The artists :meth:`update` may change, drawn over the cached static layer."""
        return []

    def foreseen_texts(self) -> list[Any]:
        """Texts the next pictures are likely to show (new Text objects, drawn nowhere): a retained picture
        rasterises them when it draws the static layer, so the first actions of a game paste them instead of
        rasterising them.  Each must be styled and aligned as the view will draw it."""
        return []

    def region_changed(self, name: str, key: Hashable) -> bool:
        """True when region ``name`` must be rebuilt: it is new or ``key`` (what it shows) differs."""
        return name not in self.regions or self._region_keys.get(name) != key

    def set_region(self, name: str, box: tuple[float, float, float, float], key: Hashable,
                   build: Any) -> None:
        """(Re)build region ``name`` in figure-fraction ``box`` with ``build()`` -> its new artists, unless
        ``key`` is what it showed last time.  Its artists are clipped to the box, so a region's pixels are
        exactly what its artists draw there."""

        def rebuild() -> list[Any]:
            for artist in self.regions.get(name, (None, []))[1]:
                artist.remove()
            return list(build())

        self.update_region(name, box, key, rebuild)

    def update_region(self, name: str, box: tuple[float, float, float, float], key: Hashable,
                      update: Any) -> None:
        """Like :meth:`set_region`, for artists kept between updates: ``update()`` sets them to the state
        (removing those it no longer needs itself) and returns the artists that draw the region now."""
        if not self.region_changed(name, key):
            return
        from matplotlib.transforms import Bbox, TransformedBbox

        artists = list(update())
        clip = TransformedBbox(Bbox.from_extents(*box), self.fig.transFigure)
        for artist in artists:
            artist.set_clip_box(clip)
            artist.set_clip_on(True)
        self.regions[name] = (box, artists)
        self._region_keys[name] = key
        self.dirty_regions.add(name)

    # -- clicks -------------------------------------------------------------------------------
    def hit(self, x: float, y: float) -> list[Target]:
        """The board targets under figure fraction ``(x, y)``."""
        return []

    def targets_of(self, action: Any) -> set[Target]:
        """The board targets ``action`` refers to (a click on one of them offers it)."""
        return set()

    # -- words --------------------------------------------------------------------------------
    def describe_board(self, state: Any, *, viewer: int | None = None) -> str:
        raise NotImplementedError

    def legend(self) -> list[LegendEntry]:
        return []

    # -- helpers for subclasses ---------------------------------------------------------------
    def data_point(self, ax: Any, x: float, y: float) -> tuple[float, float] | None:
        """Figure fraction ``(x, y)`` in ``ax``'s data coordinates, or None outside ``ax``."""
        if self.fig is None:
            return None
        px, py = self.fig.transFigure.transform((x, y))
        if not ax.bbox.contains(px, py):
            return None
        dx, dy = ax.transData.inverted().transform((px, py))
        return float(dx), float(dy)

    def figure_point(self, ax: Any, x: float, y: float) -> tuple[float, float]:
        """Data point ``(x, y)`` of ``ax`` as a figure fraction (the inverse of :meth:`data_point`)."""
        px, py = ax.transData.transform((x, y))
        fx, fy = self.fig.transFigure.inverted().transform((px, py))
        return float(fx), float(fy)


def presenter_inches(theme: Theme, width_px: float = PRESENTER_BOARD_PX[0],
                     height_px: float = PRESENTER_BOARD_PX[1]) -> tuple[float, float]:
    """A presenter layout of ``width_px`` x ``height_px`` screen pixels (at most :data:`PRESENTER_BOARD_PX`:
    the whole box by default) in inches at ``theme``'s resolution."""
    return (min(width_px, PRESENTER_BOARD_PX[0]) / theme.dpi, min(height_px, PRESENTER_BOARD_PX[1]) / theme.dpi)


def actions_for(view: View, targets: Iterable[Target], legal_actions: Iterable[Any]) -> list[Any]:
    """The legal actions a click on ``targets`` means: those whose targets it hit, in the given order."""
    hit = set(targets)
    if not hit:
        return []
    return [a for a in legal_actions if view.targets_of(a) & hit]


_VIEWS: dict[type, type[View]] = {}


def register_view(game_type: type) -> Any:
    """Class decorator: ``@register_view(IceAndIdols)`` makes the class the board view of that game."""

    def register(view_type: type[View]) -> type[View]:
        _VIEWS[game_type] = view_type
        return view_type

    return register


def registered_view(game_type: type) -> type[View] | None:
    """The view class registered for ``game_type`` or its nearest base class (None: no board)."""
    for base in game_type.__mro__:
        if base in _VIEWS:
            return _VIEWS[base]
    return None


def registered_games() -> list[type]:
    return list(_VIEWS)
