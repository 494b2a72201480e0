"""A view written as a module (``FIGSIZE``, ``draw(game, fig, **options)``, ``actions_at``) behind the view
contract, until that game's view is rewritten as a :class:`~floe_widgets.views.contract.View`.

Such a view draws from the game (not from the state it is given) and rebuilds its figure on every
call, so its picture is never retained."""

from __future__ import annotations

from types import ModuleType
from typing import Any

from .contract import Target, View


def module_view(module: ModuleType) -> type[View]:
    """A View class around the drawing module ``module``."""

    class ModuleView(View):
        figsize = tuple(module.FIGSIZE)  # type: ignore[assignment]

        def build(self, state: Any, fig: Any) -> None:
            pass

        def update(self, state: Any, *, viewer: int | None, highlight: list[Any]) -> None:
            self.fig.clear()
            options = {"highlight": bool(highlight), **self.options}
            module.draw(self.game, self.fig, presenter=self.theme.presenter, **options)
            self.static_version += 1

        def hit(self, x: float, y: float) -> list[Target]:
            for ax in self.fig.axes if self.fig is not None else []:
                point = self.data_point(ax, x, y)
                if point is not None:
                    return [Target("action", a) for a in module.actions_at(self.game, ax.get_label(), *point)]
            return []

        def targets_of(self, action: Any) -> set[Target]:
            return {Target("action", action)}

        def describe_board(self, state: Any, *, viewer: int | None = None) -> str:
            return str(self.game.describe())

    ModuleView.__name__ = ModuleView.__qualname__ = f"ModuleView[{module.__name__}]"
    return ModuleView
