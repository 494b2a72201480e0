"""The one place the kit imports every game's view: importing a view module registers it."""

from __future__ import annotations

from importlib import import_module
from typing import Any

from .contract import View, registered_view

#: (the package whose games a view draws, the view module): importing the module registers the view
VIEW_MODULES = (
    ("floe_widgets.games.floe", "floe_widgets.games.floe.view"),
    ("floe_widgets.games.floe_2024", "floe_widgets.games.floe_2024.view"),
    ("floe_widgets.games.frosthaven.outpost", "floe_widgets.games.frosthaven.outpost.view"),
    ("floe_widgets.games.frosthaven.scenario", "floe_widgets.games.frosthaven.views.scenario_view"),
    ("floe_widgets.games.frosthaven.views.tactics_view", "floe_widgets.games.frosthaven.views.tactics_view"),
    ("floe_widgets.games.ice_and_idols", "floe_widgets.games.ice_and_idols.view"),
    ("floe_widgets.widgets.demo", "floe_widgets.widgets.demo"),
)

_loaded = False


def load_all() -> None:
    """Import every view module once (each registers itself on its game class)."""
    global _loaded
    if _loaded:
        return
    for _package, module in VIEW_MODULES:
        import_module(module)
    _loaded = True


def _load_own_view(kind: type) -> None:
    """Import the view modules of the packages that ``kind`` and its base classes come from."""
    modules = {base.__module__ for base in kind.__mro__}
    for package, module in VIEW_MODULES:
        if any(m == package or m.startswith(package + ".") for m in modules):
            import_module(module)


def view_class(game: Any) -> type[View] | None:
    """The view class of ``game`` (an instance or a class: a game, or what a lab shows, such as the
    tactics lab's solved situation); None when it has no board picture.

    A game's view is imported with the game's first picture, and only its own: every view (about half a
    second of CPU, the other games' engines come with their views) only for a game none of them draws."""
    kind = game if isinstance(game, type) else type(game)
    if registered_view(kind) is None:
        _load_own_view(kind)
    if registered_view(kind) is None:
        load_all()
    return registered_view(kind)


def view_of(game: Any, **options: Any) -> View:
    """A new view of ``game``."""
    kind = view_class(game)
    if kind is None:
        raise LookupError(f"{getattr(game, 'title', type(game).__name__)} has no view")
    return kind(game, dict(options))
