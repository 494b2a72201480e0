"""The one place the kit imports every game's view: importing a view module registers it."""

from __future__ import annotations

from typing import Any

from .contract import View, registered_games, registered_view

_loaded = False


def load_all() -> None:
    """Import every view module once (each registers itself on its game class)."""
    global _loaded
    if _loaded:
        return
    from floe_widgets.games.floe import view as _floe  # noqa: F401
    from floe_widgets.games.floe_2024 import view as _floe_2024  # noqa: F401
    from floe_widgets.games.frosthaven.outpost import view as _outpost  # noqa: F401
    from floe_widgets.games.frosthaven.views import scenario_view as _frosthaven  # noqa: F401
    from floe_widgets.games.frosthaven.views import tactics_view as _tactics  # noqa: F401
    from floe_widgets.games.ice_and_idols import view as _ice_and_idols  # noqa: F401
    from floe_widgets.widgets import demo as _demo  # noqa: F401

    _loaded = True


def view_class(game: Any) -> type[View] | None:
    """The view class of ``game`` (an instance or a class: a game, or what a lab shows, such as the
    tactics lab's solved situation); None when it has no board picture.

    A game's widget imports its own view, which registers itself; every view is imported (about a second of
    CPU: the other games' engines come with their views) only for a game whose own view is not registered yet."""
    kind = game if isinstance(game, type) else type(game)
    if kind not in registered_games():
        load_all()
    return registered_view(kind)


def view_of(game: Any, **options: Any) -> View:
    """A new view of ``game``."""
    kind = view_class(game)
    if kind is None:
        raise LookupError(f"{getattr(game, 'title', type(game).__name__)} has no view")
    return kind(game, dict(options))
