"""Initiative order for a round (FH-INIT-ORDER-1, FH-INIT-TIE-1, FH-INIT-SUMMON-1, FH-AMBIG-17)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Entry:
    """One place in the order: a character (with its summons just before it) or a monster set."""

    key: str            # character fid ("C0") or "set:<type>"
    initiative: int
    second: int = 0     # characters: the second card's initiative (ties between characters); sets: 0
    is_monster: bool = False
    tiebreak: int = 0   # party order: seat for characters, scenario-key position for monster sets


def order(entries: list[Entry]) -> list[Entry]:
    """Ascending initiative. Character vs character: lower second card first, then seat (party,
    FH-AMBIG-17 default); character vs monster set: the character first; set vs set: scenario
    key order (FH-AMBIG-17 default). A monster set's ``second`` is always 0, so it never splits sets."""
    return sorted(entries, key=lambda e: (e.initiative, e.is_monster, e.second, e.tiebreak))


def with_summons(keys: list[str], summons: dict[str, list[str]]) -> list[str]:
    """Insert each character's summons immediately before it, in the order summoned (FH-INIT-SUMMON-1)."""
    out: list[str] = []
    for k in keys:
        out.extend(summons.get(k, []))
        out.append(k)
    return out
