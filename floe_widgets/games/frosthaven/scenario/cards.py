"""Character classes and their ability cards (content/classes.yaml, source: sample)."""

from __future__ import annotations

from functools import cache
from typing import Any

from floe_widgets.core import SetupError

from .book import load_yaml
from .seat_options import seat_map

#: FH-TURN-7: either half of a card may be used as the basic "Attack 2" (top) or "Move 2" (bottom).
BASIC = {"top": {"abilities": [{"attack": 2}]}, "bottom": {"abilities": [{"move": 2}]}}


@cache
def classes() -> dict[str, dict[str, Any]]:
    return {c["id"]: c for c in load_yaml("classes.yaml")["classes"]}


@cache
def all_cards() -> dict[str, dict[str, Any]]:
    return {card["id"]: {**card, "cls": c["id"]} for c in classes().values() for card in c["cards"]}


def card(cid: str) -> dict[str, Any]:
    return all_cards()[cid]


def class_ids() -> list[str]:
    return list(classes())


def starting_classes(origin: str = "frosthaven") -> list[str]:
    """FH-GEN-CLASSES-1: the classes available when a campaign of that game starts (the others unlock
    later; a crossover class of the other game is starting only in its own game, FH-VARIANT-CROSS-1)."""
    return [cid for cid, c in classes().items() if c["starting"] and c["origin"] == origin]


def locked_classes() -> list[str]:
    """Frosthaven classes unlocked during the campaign (FH-GEN-CLASSES-1)."""
    return [cid for cid, c in classes().items() if not c["starting"] and c["origin"] == "frosthaven"]


def crossover_classes() -> list[str]:
    """Gloomhaven classes that can be imported into Frosthaven (FH-VARIANT-CROSS-1)."""
    return [cid for cid, c in classes().items() if c["origin"] == "gloomhaven"]


def available_classes(unlocked: tuple[str, ...] | list[str] = (), crossover: bool = False) -> list[str]:
    """The classes a new character may pick: the starting classes, those unlocked in the campaign
    (FH-GEN-CLASSES-1), and with the crossover variant the other game's classes (FH-VARIANT-CROSS-1)."""
    bad = [c for c in unlocked if c not in locked_classes()]
    if bad:
        raise ValueError(f"{bad} are not locked Frosthaven classes (FH-GEN-CLASSES-1).")
    opened = [c for c in locked_classes() if c in unlocked]
    return starting_classes() + opened + (crossover_classes() if crossover else [])


def class_complexity(cls: str) -> str:
    """FH-GEN-CLASSES-1: low, medium or high."""
    return classes()[cls]["complexity"]


def class_origin(cls: str) -> str:
    """frosthaven, or gloomhaven for a crossover class (FH-VARIANT-CROSS-1)."""
    return classes()[cls]["origin"]


def max_hp(cls: str, level: int) -> int:
    """FH-CHAR-MAT-1: the mat's maximum hit points for the level."""
    return classes()[cls]["hp"][level - 1]


def starting_hand(cls: str) -> list[str]:
    """FH-CHAR-CARDS-1 / FH-SETUP-HAND-1: first game = the level-1 cards, as many as the hand size."""
    c = classes()[cls]
    level1 = [x["id"] for x in c["cards"] if x["level"] == 1]
    return level1[: c["hand_size"]]


def check_hand(cls: str, chosen: list[str], first_game: bool = False, character_level: int = 9) -> str | None:
    """Why a chosen hand is refused (None when legal): hand size, level-X cards only after the
    first game, one for one in place of level-1 cards (FH-CHAR-CARDS-1), and no card above the
    character's level."""
    c = classes()[cls]
    if len(chosen) != c["hand_size"]:
        return f"a {c['name']} takes exactly {c['hand_size']} cards"
    own = {x["id"]: x for x in c["cards"]}
    if any(cid not in own for cid in chosen) or len(set(chosen)) != len(chosen):
        return "every card must be a different card of the class"
    if first_game and any(own[cid]["level"] != 1 for cid in chosen):
        return "the first game uses level-1 cards only"
    if any(isinstance(own[cid]["level"], int) and own[cid]["level"] > character_level for cid in chosen):
        return f"a level-{character_level} character cannot take cards above level {character_level}"
    return None


def action(cid: str, half: str, basic: bool = False, stickers: list | tuple = ()) -> dict[str, Any]:
    """A card half as printed, with the enhancement stickers ``[card, half, ability, stat]`` on it
    adding 1 each to their number (FH-ENHANCE-*)."""
    if basic:
        return BASIC[half]
    printed = card(cid)[half]
    mine = [st for st in stickers if (st[0], st[1]) == (cid, half)]
    if not mine:
        return printed
    abilities = [dict(ab) for ab in printed["abilities"]]
    for _, _, i, stat in mine:
        abilities[i][stat] += 1
    return {**printed, "abilities": abilities}


def stickers(options: dict[str, Any], seat: int) -> list[list]:
    """The enhancement stickers on character ``seat``'s cards, from the game's options (FH-ENHANCE-*)."""
    return (options.get("enhancements") or {}).get(str(seat), [])


ENHANCEABLE = ("attack", "move", "range", "heal", "shield", "retaliate")


def check_stickers(raw: Any, classes: list[str]) -> dict[str, list[list]] | None:
    """The ``enhancements`` option: per seat (text keys), stickers ``[card, half, ability, stat]`` on
    that character's class cards, each on a number the ability has."""
    chosen = seat_map(raw, len(classes), "FH-ENHANCE-ORDER-1", "enhancements", "stickers")
    if chosen is None:
        return None
    for seat, stickers in chosen.items():
        for st in stickers:
            if not _sticker_fits(st, classes[int(seat)]):
                raise SetupError("FH-ENHANCE-ORDER-1", f"enhancements of character {int(seat) + 1}: a sticker "
                                                       f"{list(st) if isinstance(st, (list, tuple)) else st!r} "
                                                       "does not fit one of its cards.")
    return {seat: [list(st) for st in stickers] for seat, stickers in chosen.items()}


def _sticker_fits(st: Any, cls: str) -> bool:
    if not isinstance(st, (list, tuple)) or len(st) != 4:
        return False
    cid, half, i, stat = st
    if cid not in all_cards() or all_cards()[cid]["cls"] != cls or half not in ("top", "bottom"):
        return False
    abilities = card(cid)[half]["abilities"]
    return (isinstance(i, int) and not isinstance(i, bool) and 0 <= i < len(abilities) and stat in ENHANCEABLE
            and isinstance(abilities[i].get(stat), int))


def initiative(cid: str) -> int:
    return card(cid)["initiative"]


def card_name(cid: str) -> str:
    return card(cid)["name"]


def xp_of(cid: str, half: str) -> int:
    """Experience gained when that half of the card is performed (0 when it shows no XP icon)."""
    return card(cid)[half].get("xp", 0)


def commands(cid: str, half: str) -> list[dict[str, Any]]:
    """The commanding abilities of a half (FH-COMMAND-GRANT-1): ``{command: grant|control, ability, range, ...}``."""
    return [ab for ab in card(cid)[half]["abilities"] if "command" in ab]
