"""Ice and Idols: rules engine (state, actions, rules), content and bots."""

from .actions import ACTION_TYPES
from .game import IceAndIdols
from .state import IDOLS, IceAndIdolsState, Pending, PlayerState

__all__ = ["ACTION_TYPES", "IDOLS", "IceAndIdols", "IceAndIdolsState", "Pending", "PlayerState"]
