"""A Frosthaven scenario in a lesson file's words: the named setup, the position edits and the named checks.

A position document (``floe-widgets-position/1``, docs/lesson-format.md) starts from a named setup (players,
seed, the characters by class name, perks by their text; battle goals are kept, so the game waits for card
selection of round 1) and applies edits that speak like the situation format (``fh-situation/1``): figures by
the names the board shows ("Frost Hound 2", "Character 1"), hexes as axial ``[q, r]``, conditions by their
names, plus hands, modifier decks, the monster ability deck, the loot deck and the element board::

    {only monsters: [Frost Hound 2]}
    {figure: Frost Hound 2, hex: [1, 0], hp: 12, max hp: 12, conditions: [poison, {brittle: 1}], shield: 1}
    {monster deck: Frost Hound, next card: Howl}
    {modifier deck: Character 1, on top: [+1]}        # or "monsters"; {..., shuffled: true} deals it anew
    {cards of: Character 1, hand: [Sap Mending], discard: [...], lost: [...]}
    {loot deck on top: [3 coins]}
    {element: fire, is: strong}
    {exhausted: Character 2}
    {spent item: Healing Draught, of: Character 1}
    {rooms revealed: [1, 2]}   {doors open: [[6, -1]]}
    {play: [Character 1 selects Root Snare (33) and Bark Slam (52)]}   # kept in the position's history
    {short rest loses: [Splinter Lunge (45), Pine Ward (25)]}           # fixed chance, after the play

An edit that cannot be done raises :class:`EditError`.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from functools import cache
from typing import Any

from floe_widgets.core import hexgrid
from floe_widgets.i18n import message, tr

from ..map.hex_names import hex_name
from ..scenario import cards as C
from ..scenario import monsters as MON
from ..scenario.game import Frosthaven
from ..scenario.names import card_label, figure_label, item_label, loot_label, word
from ..scenario.perks import perks
from ..scenario.state import Bonus, Character, FHState, Figure

ELEMENT_WORDS = {"inert": 0, "waning": 1, "strong": 2}
#: action fields a lesson file's patterns may write as a person reads them (``lead: Root Snare (33)``)
PATTERN_FIELDS = ("lead", "other", "card")


class EditError(ValueError):
    """An edit of a position that cannot be done (the message names what is wrong)."""


def plain(text: Any) -> str:
    return str(text).strip().lower()


# -- names -> ids -----------------------------------------------------------------------------------------

def class_id(what: Any) -> str:
    for cid, entry in C.classes().items():
        if plain(entry["name"]) == plain(what):
            return cid
    raise EditError(
        tr("no Frosthaven class is called {what!r} (known: {known})",
           what=what, known=', '.join(e['name'] for e in C.classes().values())))


def card_id(what: Any, cls: str) -> str:
    """A class's ability card by its printed name, with or without its initiative ("Root Snare (33)")."""
    for cid, card in C.all_cards().items():
        if card["cls"] == cls and plain(what) in (plain(card["name"]), plain(card_label(cid))):
            return cid
    raise EditError(tr("the {class_name} has no card called {what!r}", class_name=C.classes()[cls]['name'], what=what))


def figure(st: FHState, what: Any) -> Figure:
    """A figure by the name the board shows: "Frost Hound 2", "Character 1" or the character's class name."""
    for f in st.figures:
        if plain(what) in (plain(f.name), plain(figure_label(f.fid))):
            return f
    raise EditError(
        tr("no figure here is called {what!r} (here: {known})",
           what=what, known=', '.join(figure_label(f.fid) for f in st.figures)))


def character(st: FHState, what: Any) -> Character:
    """A character by "Character N" or N (1-based), or by its class name."""
    if isinstance(what, int) and not isinstance(what, bool):
        what = f"character {what}"
    for ch in st.characters:
        if plain(what) in (plain(f"character {ch.seat + 1}"), plain(ch.name)):
            return ch
    raise EditError(
        tr("there is no character {what!r} (characters are 1..{characters})",
           what=what, characters=len(st.characters)))


def monster_type(what: Any) -> str:
    for mtype, entry in MON.monster_types().items():
        if plain(entry["name"]) == plain(what):
            return mtype
    raise EditError(tr("no monster type is called {what!r}", what=what))


def hex_of(value: Any) -> tuple[int, int]:
    if not (isinstance(value, list) and len(value) == 2 and all(isinstance(v, int) for v in value)):
        raise EditError(tr("a hex is written [q, r], not {value!r}", value=value))
    return value[0], value[1]


def loot_id(st: FHState, what: Any) -> str:
    for cid in st.loot_deck:
        if plain(loot_label(cid)) == plain(what):
            return cid
    raise EditError(tr("no {what!r} card is left in the loot deck", what=what))


# -- the named setup ---------------------------------------------------------------------------------------

def setup(doc: dict[str, Any]) -> Frosthaven:
    """A new game of the sample scenario: ``players``, ``seed``, ``characters`` (class names) and ``perks``
    (``{character number: [perk text]}``); battle goals are kept (each keeps the first dealt)."""
    classes = [class_id(c) for c in doc.get("characters", [])] or None
    chosen = {}
    for number, texts in doc.get("perks", {}).items():
        cls = (classes or C.class_ids())[int(number) - 1]
        chosen[int(number) - 1] = [perk_id(cls, text) for text in texts]
    game = Frosthaven(players=doc.get("players", 2), seed=doc.get("seed", 0), classes=classes,
                      **({"perks": chosen} if chosen else {}))
    while game.state.phase == "goals":
        game.apply(game.legal_actions()[0])
    return game


def perk_id(cls: str, text: Any) -> str:
    """A class's perk by its text ("Add two rolling +1 cards")."""
    for perk in perks(cls):
        if plain(perk["text"]) == plain(text):
            return perk["id"]
    raise EditError(tr("the {class_name} has no perk {text!r}", class_name=C.classes()[cls]['name'], text=text))


# -- the edits ---------------------------------------------------------------------------------------------

class Board:
    """Edits a copy of a game's state; ``after`` plays the edits' actions and fixes their chance once the
    edited position is set (so the actions stay in the position's history)."""

    def __init__(self, game: Frosthaven) -> None:
        self.game = game
        self.s: FHState = copy.deepcopy(game.state)
        self.actions: list[Any] = []
        self.short_rest: list[str] = []

    def only(self, keep: list[str]) -> None:
        """Keep only these monsters on the map (the others are not in the lesson's room)."""
        kept = [figure(self.s, k) for k in keep]
        for f in [f for f in self.s.figures if f.kind == "monster" and f not in kept]:
            self.s.figures.remove(f)
            if f.number in self.s.used_standees.get(f.mtype, []):
                self.s.used_standees[f.mtype].remove(f.number)

    def set_figure(self, edit: dict[str, Any]) -> None:
        f = figure(self.s, edit["figure"])
        for key, value in edit.items():
            if key == "figure":
                continue
            if key == "hex":
                f.hex = hex_of(value)
            elif key == "hp":
                f.hp, f.max_hp = value, edit.get("max hp", max(f.max_hp, value))
            elif key == "max hp":
                f.max_hp = value
            elif key == "conditions":
                for one in value:
                    name, until = (next(iter(one.items())) if isinstance(one, dict) else (one, 0))
                    f.conditions[str(name)] = int(until)
            elif key == "shield":
                f.bonuses.append(Bonus("shield", value))
            else:
                raise EditError(tr("a figure has no {key!r} (known: hex, hp, max hp, conditions, shield)", key=key))

    def monster_card(self, mtype_name: Any, name: Any) -> None:
        """The monster set's ability card drawn at the next reveal (the top of its ability deck)."""
        mtype = monster_type(mtype_name)
        deck = self.s.ability_decks[mtype]
        names = [plain(c["name"]) for c in MON.monster_types()[mtype]["deck"]]
        if plain(name) not in names:
            raise EditError(tr("the {mtype_name} deck has no card {name!r}", mtype_name=mtype_name, name=name))
        index = names.index(plain(name))
        rest = [i for i in deck.draw + deck.discard if i != index]
        deck.draw, deck.discard = [index] + rest, []

    def modifiers(self, who: Any, edit: dict[str, Any]) -> None:
        """Put modifier cards on top of a deck ("monsters" or a character), in order; or shuffle it anew."""
        deck = self.s.monster_deck if plain(who) == "monsters" else character(self.s, who).deck
        pool = deck.draw + deck.discard
        if edit.get("shuffled"):
            pool = self.game.chance.shuffle("lesson-deal", pool)
        on_top = [str(c) for c in edit.get("on top", [])]
        for card in on_top:
            if card not in pool:
                raise EditError(tr("the deck of {who} has no {card} card left", who=who, card=card))
            pool.remove(card)
        deck.draw, deck.discard = on_top + pool, []

    def cards(self, edit: dict[str, Any]) -> None:
        """Where a character's cards are: every card of the hand it brought is in exactly one pile."""
        ch = character(self.s, edit["cards of"])
        for pile in ("hand", "discard", "lost"):
            setattr(ch, pile, [card_id(c, ch.cls) for c in edit.get(pile, [])])

    def exhaust(self, who: Any) -> None:
        """A fallen character: exhausted, every card lost, the figure gone."""
        ch = character(self.s, who)
        ch.exhausted = True
        ch.lost += ch.hand + ch.discard
        ch.hand, ch.discard = [], []
        self.s.figures = [f for f in self.s.figures if f.fid != ch.fid]

    def spent(self, item: Any, who: Any) -> None:
        ch = character(self.s, who)
        found = [i for i in ch.items if plain(item_label(i.item)) == plain(item)]
        if not found:
            raise EditError(tr("{who} has no item called {item!r}", who=who, item=item))
        found[0].state = "spent"

    def after(self, game: Frosthaven) -> None:
        """Play the ``play`` edits' actions from the edited position, then fix the short rest's card."""
        for named in self.actions:
            legal = game.legal_actions()
            found = ([a for a in legal if named in (a.describe(), a.to_dict())]
                     or [a for a in legal if game.action_to_string(a) == named])   # a button worded otherwise
            if not found:
                raise EditError(tr("{named!r} cannot be played here", named=named))
            game.apply(found[0])
        if self.short_rest:
            game.chance.fix("short-rest", *self.short_rest)

    def rest_cards(self, names: list[Any]) -> None:
        """The random cards short rests lose next, in order (the second one if the first is kept)."""
        found = []
        for name in names:
            ids = [cid for cid, card in C.all_cards().items() if card["cls"] in {ch.cls for ch in self.s.characters}
                   and plain(name) in (plain(card["name"]), plain(card_label(cid)))]
            if not ids:
                raise EditError(tr("no character here has a card called {name!r}", name=name))
            found.append(ids[0])
        self.short_rest = found


def apply_edit(board: Board, edit: dict[str, Any]) -> None:
    """One edit of a position document, in Frosthaven's own words."""
    s = board.s
    if "only monsters" in edit:
        board.only(edit["only monsters"])
    elif "figure" in edit:
        board.set_figure(edit)
    elif "monster deck" in edit:
        board.monster_card(edit["monster deck"], edit["next card"])
    elif "modifier deck" in edit:
        board.modifiers(edit["modifier deck"], edit)
    elif "cards of" in edit:
        board.cards(edit)
    elif "loot deck on top" in edit:
        on_top = [loot_id(s, c) for c in edit["loot deck on top"]]
        pool = list(s.loot_deck)
        for cid in on_top:
            pool.remove(cid)
        s.loot_deck = on_top + pool
    elif "element" in edit:
        if edit["element"] not in s.elements or edit.get("is") not in ELEMENT_WORDS:
            raise EditError(
                tr("an element is one of {known}, and is strong, waning or inert",
                   known=', '.join(s.elements)))
        s.elements[edit["element"]] = ELEMENT_WORDS[edit["is"]]
    elif "exhausted" in edit:
        board.exhaust(edit["exhausted"])
    elif "spent item" in edit:
        board.spent(edit["spent item"], edit["of"])
    elif "rooms revealed" in edit:
        s.revealed_rooms = list(edit["rooms revealed"])
    elif "doors open" in edit:
        s.open_doors = [hex_of(h) for h in edit["doors open"]]
    elif "play" in edit:
        board.actions += list(edit["play"])
    elif "short rest loses" in edit:
        board.rest_cards(edit["short rest loses"])
    else:
        raise EditError(
            tr("unknown edit {keys} (see docs/lesson-format.md for the Frosthaven edits)",
               keys=sorted(edit)))


# -- the named checks (each: game, argument -> bool) -------------------------------------------------------

def _fig(game: Frosthaven, name: Any) -> Figure | None:
    try:
        return figure(game.state, name)
    except EditError:
        return None


def _hp(game: Frosthaven, arg: dict[str, Any]) -> bool:
    f = _fig(game, arg["figure"])
    return (f.hp if f is not None else 0) == arg["is"]


def _next_to(game: Frosthaven, arg: dict[str, Any]) -> bool:
    a, b = _fig(game, arg["figure"]), _fig(game, arg["of"])
    return a is not None and b is not None and hexgrid.distance(a.hex, b.hex) == 1


def _stands_on(game: Frosthaven, arg: dict[str, Any]) -> bool:
    f = _fig(game, arg["figure"])
    return f is not None and f.hex == hex_of(arg["hex"])


def _has_condition(game: Frosthaven, arg: dict[str, Any]) -> bool:
    f = _fig(game, arg["figure"])
    return f is not None and arg["condition"] in f.conditions


def _party_chooses_for(game: Frosthaven, name: Any) -> bool:
    """The party is choosing among a monster's equal options, and every option is on this figure."""
    d, target = game.state.decision, figure(game.state, name)
    return d is not None and d.kind == "party" and all(o["focus"] == target.fid for o in d.options)


def _lead_outside(game: Frosthaven, arg: dict[str, Any]) -> bool:
    """The character's leading card (just chosen) acts outside ``above``..``below`` (initiatives)."""
    ch = character(game.state, arg["character"])
    lead = C.initiative(ch.selected[0]) if ch.selected else ch.initiative
    return not arg.get("above", 0) < lead < arg.get("below", 100)


def _rested(game: Frosthaven, who: Any) -> bool:
    """The character's discard pile is back in hand, no rest decision left open."""
    d = game.state.decision
    return not character(game.state, who).discard and not (d is not None and d.kind in ("redraw", "negate"))


def _item_ready(game: Frosthaven, arg: dict[str, Any]) -> bool:
    ch = character(game.state, arg["of"])
    return any(plain(item_label(i.item)) == plain(arg["item"]) and i.state == "ready" for i in ch.items)


CHECKS: dict[str, Callable[[Frosthaven, Any], bool]] = {
    "next to": _next_to,
    "defeated": lambda g, a: _fig(g, a) is None,
    "hit points": _hp,
    "stands on": _stands_on,
    "has condition": _has_condition,
    "party chooses for": _party_chooses_for,
    "lead outside": _lead_outside,
    "modifier drawn": lambda g, a: bool(character(g.state, a).deck.discard),
    "rested": _rested,
    "item ready": _item_ready,
    "loot taken": lambda g, a: any(plain(loot_label(c)) == plain(a["card"]) for c in character(g.state, a["by"]).loot),
    "phase": lambda g, a: g.state.phase == a,
}


# -- how feedback names things -----------------------------------------------------------------------------

def words(field: str, value: Any) -> str | None:
    """How lesson feedback names a choice, in the reader's language when it is said: cards by their name and
    initiative, halves in words, a hex as the boards print it."""
    if field in ("lead", "other", "card") and isinstance(value, str):
        card = card_label(value)
        return (message("to lead with {card}", card=card) if field == "lead" else
                message("{card} as the second card", card=card) if field == "other" else
                message("a half of {card}", card=card))
    if field == "half":
        return message("the {half} half", half=word(value))
    if field == "basic":
        return (message("the basic Attack 2 / Move 2 instead of the printed ability") if value
                else message("the printed ability"))
    if field == "rest":
        return message("to short rest") if value else message("not to short rest")
    if field == "won":
        return message("to report the scenario as won") if value else message("to report the scenario as lost")
    if field == "fid":
        return message("to target {figure}", figure=figure_label(value))
    if field == "to" and isinstance(value, tuple):
        return hex_name(value)
    return None


def value_words(field: str, value: Any) -> str:
    """A field's value as a mistake message quotes it (``{lead}`` -> Bark Slam (52))."""
    if field in ("lead", "other", "card") and isinstance(value, str):
        return card_label(value)
    if field == "seat" and isinstance(value, int):
        return str(value + 1)
    return str(value)


@cache
def widget() -> Any:
    """The scenario table whose board prints each hex's ``q,r``: the narration names hexes that way."""
    from ..widgets.scenario_widget import ScenarioWidget

    class LessonBoard(ScenarioWidget):
        def view_options(self) -> dict[str, Any]:
            return {**super().view_options(), "coords": True}

    return LessonBoard


__all__ = ["CHECKS", "PATTERN_FIELDS", "Board", "EditError", "apply_edit", "setup", "value_words", "widget", "words"]
