"""The Ice and Idols board picture: a pure function of the game's state (matplotlib Figure API only).

Five areas, each an Axes with a label (used by :func:`actions_at` for clicks), each drawn by the module
named for it (the view object that keeps them between actions is :class:`TempleView` in ``board``):

* ``"temple"``: the 5x5 temple grid seen from above, in the GRID frame (row 0 at the sun border on
  top, column 0 at the star border on the left), so the action names N/E/S/W always point the way
  they read.  Each cell shows its pathway tile (paths as light corridors, walls as dark edges),
  the map location lying under it (idols as filled shapes, altars as hollow outlines, each with its
  letter), the characters (discs with their initial) and empty spaces (the bare map).  The map is
  fixed to the table: after the temple turns, other locations lie under the cells.
* ``"track"`` (``side_panels``): the research track -- five columns of spaces (bottom-up), markers, symbols
  (event, shift, bonus, 2p/3p), the VP token of each column (below it, or above it once locked).
* ``"info"`` (``side_panels``): the events and the idol supply.
* ``"players"`` (``player_boards``): one board per seat -- AP left, adrenaline side, hand, powers, markers
  left, key card (secret: shown only to its owner, or to everyone once the game is over).
* ``"discard"`` (``side_panels``): the collapsed tiles (and the Keysmith's spare Roundabout).

Colours come from the Okabe-Ito palette and always travel with a shape or a letter.
"""

from __future__ import annotations

from .board import TempleView, draw
from .style import ARROW, FIGSIZE, IDOL_STYLE, MOVE_HL
from .targets import action_targets, actions_at, cell_at, cell_center, cell_rc, content_of
from .words import character_name, event_words, pending_words

__all__ = ["ARROW", "FIGSIZE", "IDOL_STYLE", "MOVE_HL", "TempleView", "action_targets", "actions_at", "cell_at",
           "cell_center", "cell_rc", "character_name", "content_of", "draw", "event_words", "pending_words"]
