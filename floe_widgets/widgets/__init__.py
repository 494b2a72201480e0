"""The game-agnostic widget kit: play any floe-widgets game live in a notebook.

``GameWidget(game)`` is the whole table (board, controls, log, undo/redo,
new game, save/load, presenter mode); its parts (``BoardView``,
``ActionControls``, ``EventLog``) can be used on their own.  See docs/widgets.md.
"""

from .board import BoardView, ipympl_available
from .controls import ActionControls
from .game_widget import GameWidget, make_game
from .log import EventLog, LogEntry
from .rules import RulesSearch
from .style import style_widget

__all__ = ["ActionControls", "BoardView", "EventLog", "GameWidget", "LogEntry", "RulesSearch", "ipympl_available",
           "make_game", "style_widget"]
