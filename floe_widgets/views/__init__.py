"""The view kit: the contract every board view follows and the retained picture that shows it."""

from .contract import (
    DEFAULT_THEME,
    MIN_PRESENTER_TEXT_PX,
    MIN_TEXT_PX,
    PRESENTER_THEME,
    LegendEntry,
    Target,
    Theme,
    View,
    actions_for,
    register_view,
    registered_view,
)

__all__ = ["DEFAULT_THEME", "MIN_PRESENTER_TEXT_PX", "MIN_TEXT_PX", "PRESENTER_THEME", "LegendEntry", "Target",
           "Theme", "View", "actions_for", "register_view", "registered_view"]
