"""Game options given per seat (perks, enhancement stickers): one reader for their shape."""

from __future__ import annotations

from typing import Any

from floe_widgets.core import SetupError


def seat_map(raw: Any, seats: int, rule_id: str, option: str, items: str) -> dict[str, list] | None:
    """``raw`` as ``{"0": [...], "1": [...]}``: a seat (0-based, as a number or text) to a list.

    ``None`` when the option is not given.  Text keys, so the option survives a save (a saved dict may
    come back as pairs).  Checking each item is the caller's job; this reader only checks the shape."""
    if not raw:
        return None
    if isinstance(raw, (list, tuple)):
        raw = dict(raw)
    if not isinstance(raw, dict):
        raise SetupError(rule_id, f"{option} maps a seat to a list of {items}.")
    out: dict[str, list] = {}
    for key, chosen in raw.items():
        if not (str(key).isdigit() and int(key) < seats and isinstance(chosen, (list, tuple))):
            raise SetupError(rule_id, f"{option}: the key {key!r} is not a character's seat (counted from 0) "
                                      f"with a list of {items}.")
        out[str(int(key))] = list(chosen)
    return out
