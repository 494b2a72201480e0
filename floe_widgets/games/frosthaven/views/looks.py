"""What both Frosthaven boards (the scenario board and the tactics lab's map) draw alike: the figures' disc
colours and the ink on them, the overlays' colours and letters, the conditions in words, and a figure's disc
as a polygon."""

from __future__ import annotations

import functools
import math

from floe_widgets.i18n import N_

#: figure kinds (disc fill); elites are gold with a star in their tag
COLOURS = {"character": "#2166ac", "summon": "#67a9cf", "monster": "#fddbc7", "elite": "#e6ab02",
           "objective": "#762a83"}
TAG_INK = {"character": "white", "summon": "black", "monster": "black", "elite": "black", "objective": "white"}
#: overlays and hexes: colour and letter
OVERLAY = {"trap": "#d95f02", "hazardous": "#b2182b", "icy": "#92c5de", "obstacle": "#4d4d4d",
           "difficult": "#7fbc41", "door": "#8c510a", "pressure-plate": "#c9c9a3"}
#: the letters are message ids: a Japanese reader sees a kanji (罠, 危, ...)
LETTER = {"trap": N_("T"), "hazardous": N_("H"), "icy": N_("I"), "obstacle": N_("O"), "difficult": N_("D"),
          "door": N_("Dr"), "pressure-plate": N_("P"), "plate-used": N_("P")}
#: the hex kinds with a dark fill (their letters and coordinates are drawn light)
DARK_KINDS = ("obstacle", "door", "hazardous", "trap", "plate-used")
LIGHT_MUTED = "#e8e8e8"
CONDITION_SHORT = {"poison": N_("poisoned"), "wound": N_("wounded"), "immobilize": N_("immobilised"),
                   "disarm": N_("disarmed"), "stun": N_("stunned"), "muddle": N_("muddled"),
                   "strengthen": N_("strengthened"), "invisible": N_("invisible"), "regenerate": N_("regenerating"),
                   "ward": N_("warded"), "bane": N_("bane"), "brittle": N_("brittle"), "impair": N_("impaired"),
                   "safeguard": N_("safeguarded")}
#: a disc is drawn as a polygon of this many corners (one collection holds every disc of a map)
DISC_ANGLES = [2 * math.pi * k / 48 for k in range(48)]


@functools.cache
def disc_corners(cx: float, cy: float, radius: float) -> tuple[tuple[float, float], ...]:
    """A figure's disc of ``radius`` around (cx, cy): :data:`DISC_ANGLES` corners (made once per place)."""
    return tuple((cx + radius * math.cos(a), cy + radius * math.sin(a)) for a in DISC_ANGLES)
