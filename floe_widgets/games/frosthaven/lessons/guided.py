"""Five guided Frosthaven lessons, as data (``Lesson`` / ``Step`` / ``Quiz`` of the tutor kit).

Every position is built with the engine: a two-character game of the sample scenario "The Thawing
Gate" (seat 0 the Ironbark Warden, figure ``C0``; seat 1 the Emberwright, ``C1``), battle goals kept, then a
copy of its state edited for the lesson (who stands where, which monsters are awake, hit points,
conditions, hands) and loaded with ``game.set_position``; later moves are real actions the engine
checks.  Chance is fixed the plain way: the cards a step will draw are put on top of the piles they
come from (attack modifier decks, the monster ability deck, the loot deck), and a short rest's
random card is fixed with ``game.chance.fix("short-rest", card)``.  So the story is the same for
everyone.

``lesson_01()`` .. ``lesson_05()`` build the lessons (the fifth, on the outpost phase, uses the campaign
engine ``outpost`` with its event and Town Guard decks stacked the same way); ``LESSONS`` lists them;
``show(n)`` returns a LessonWidget for notebooks.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Iterable
from functools import partial
from typing import Any

from floe_widgets.core import Action, hexgrid
from floe_widgets.tutor import Lesson, Mistake, Quiz, Step

from ..map.movement import hazard_damage, trap_damage
from ..scenario import cards as C
from ..scenario import monsters as MON
from ..scenario.actions import (
    ChooseHalf,
    Consume,
    LongRest,
    LoseCard,
    LoseCards,
    MoveTo,
    Perform,
    Redraw,
    SelectCards,
    ShortRest,
    Skip,
    TakeDamage,
    Target,
)
from ..scenario.game import Frosthaven
from ..scenario.state import Bonus, FHState

SEED = 5
CLASSES = ["warden", "emberwright"]
WARDEN, EMBER = 0, 1
Hex = tuple[int, int]

INTRO = (
    "**Frosthaven** in two sentences: a small party of adventurers fights its way through a map of "
    "hexes, one round at a time. Each round every player plays two ability cards from a hand that "
    "slowly runs out; monsters act on their own by fixed rules; you win when the scenario's goal is "
    "met, and lose when every character is exhausted."
)


# -- building positions with the engine --------------------------------------------------------------------

def new_game(**options: Any) -> Frosthaven:
    """A two-character game of The Thawing Gate at level 1, battle goals kept: round 1, card selection."""
    game = Frosthaven(players=2, seed=SEED, classes=list(CLASSES), **options)
    while game.state.phase == "goals":
        game.apply(game.legal_actions()[0])
    return game


class Setup:
    """Edits a copy of a state: figures, hit points, conditions, hands, and the cards piles will give."""

    def __init__(self, state: FHState) -> None:
        self.s = state

    def fig(self, fid: str):
        return next(f for f in self.s.figures if f.fid == fid)

    def only(self, *keep: str) -> Setup:
        """Keep only these monsters on the map (the others are not in this lesson's room)."""
        gone = [f for f in self.s.figures if f.kind == "monster" and f.fid not in keep]
        for f in gone:
            self.s.figures.remove(f)
            if f.number in self.s.used_standees.get(f.mtype, []):
                self.s.used_standees[f.mtype].remove(f.number)
        return self

    def put(self, fid: str, at: Hex) -> Setup:
        self.fig(fid).hex = at
        return self

    def hp(self, fid: str, hp: int, max_hp: int | None = None) -> Setup:
        f = self.fig(fid)
        f.max_hp = max_hp if max_hp is not None else max(f.max_hp, hp)
        f.hp = hp
        return self

    def condition(self, fid: str, name: str, until: int = 0) -> Setup:
        """A condition marker (``until``: turns completed after which it ends; 0 = until removed)."""
        self.fig(fid).conditions[name] = until
        return self

    def bonus(self, fid: str, kind: str, value: int) -> Setup:
        self.fig(fid).bonuses.append(Bonus(kind, value))
        return self

    def monster_card(self, mtype: str, name: str) -> Setup:
        """The monster set's ability card drawn at the next reveal (the top of its ability deck)."""
        deck = self.s.ability_decks[mtype]
        names = [c["name"] for c in MON.monster_types()[mtype]["deck"]]
        index = names.index(name)
        rest = [i for i in deck.draw + deck.discard if i != index]
        deck.draw, deck.discard = [index] + rest, []
        return self

    def modifiers(self, who: int | str, *cards: str) -> Setup:
        """Put these attack modifier cards on top of a deck (seat number, or "monsters"), in order."""
        deck = self.s.monster_deck if who == "monsters" else self.s.characters[int(who)].deck
        pool = deck.draw + deck.discard
        for card in cards:
            pool.remove(card)
        deck.draw, deck.discard = list(cards) + pool, []
        return self

    def hand(self, seat: int, hand: Iterable[str], discard: Iterable[str] = (), lost: Iterable[str] = ()) -> Setup:
        """Where the character's cards are: every card of the hand it brought is in exactly one pile."""
        ch = self.s.characters[seat]
        ch.hand, ch.discard, ch.lost = list(hand), list(discard), list(lost)
        return self

    def loot_on_top(self, *cards: str) -> Setup:
        pool = list(self.s.loot_deck)
        for card in cards:
            pool.remove(card)
        self.s.loot_deck = list(cards) + pool
        return self


def position(edit: Callable[[Setup], Any] | None = None, actions: Iterable[Action] = (),
             **options: Any) -> Frosthaven:
    """A new game, its state edited by ``edit`` and loaded with ``set_position``, then ``actions`` played.

    Lesson boards print each hex's coordinates (:func:`_widget`: the scenario view's ``coords`` option)."""
    game = new_game(**options)
    if edit is not None:
        state = copy.deepcopy(game.state)
        edit(Setup(state))
        game.set_position(state)
    for action in actions:
        game.apply(action)
    return game


def adjacent(game: Frosthaven, a: str, b: str) -> bool:
    fa, fb = game.fig(a), game.fig(b)
    return fa is not None and fb is not None and hexgrid.distance(fa.hex, fb.hex) == 1


def alive(game: Frosthaven, fid: str) -> bool:
    return game.fig(fid) is not None


def waiting(game: Frosthaven, kind: str) -> bool:
    d = game.state.decision
    return d is not None and d.kind == kind


def _lead_below(hand: list[str], initiative: int, seat: int) -> list[SelectCards]:
    return [SelectCards(seat, lead, other) for lead in hand for other in hand
            if lead != other and C.initiative(lead) < initiative]


def _lead_above(hand: list[str], initiative: int, seat: int) -> list[SelectCards]:
    return [SelectCards(seat, lead, other) for lead in hand for other in hand
            if lead != other and C.initiative(lead) > initiative]


def _card(cid: str) -> str:
    return f"{C.card_name(cid)} ({C.initiative(cid)})"


def card_words(name: str, value: Any) -> str | None:
    """How lesson feedback names a choice: cards by their name and initiative, halves in words."""
    if name == "lead":
        return f"to lead with {_card(value)}"
    if name == "other":
        return f"{_card(value)} as the second card"
    if name == "card":
        return f"a half of {_card(value)}"
    if name == "half":
        return f"the {value} half"
    if name == "basic":
        return "the basic Attack 2 / Move 2 instead of the printed ability" if value else "the printed ability"
    if name == "rest":
        return "to short rest" if value else "not to short rest"
    if name == "won":
        return "to report the scenario as won" if value else "to report the scenario as lost"
    if name == "fid":
        return f"to target {value}"
    if name == "to" and isinstance(value, tuple):
        return f"the hex {value}"
    return None


def lead_outside(low: int = 0, high: int = 100, why: str = "") -> Mistake:
    """The learner's lead card acts outside the initiatives the step needs (FH-INIT-ORDER-1)."""
    def wrong(action: Action, _game: Any) -> bool:
        return isinstance(action, SelectCards) and not low < C.initiative(action.lead) < high

    def message(action: Action, _game: Any) -> str:
        need = " and ".join(p for p in (f"above {low}" if low else "", f"below {high}" if high < 100 else "") if p)
        said = f"You led with {_card(action.lead)}: your initiative is {C.initiative(action.lead)}. " \
               f"This step needs a lead {need}"
        return said + (f": {why}" if why else ".")

    return Mistake(wrong, message, ("FH-INIT-ORDER-1",))


def _events_after(game: Frosthaven, actions: Iterable[Action]) -> list[str]:
    """The event texts the engine writes while ``actions`` are played on a copy of ``game``."""
    copy_ = game.copy()
    texts: list[str] = []
    for action in actions:
        texts += [e.text for e in copy_.apply(action)]
    return texts


# -- lesson 1: the first round -------------------------------------------------------------------------------

HOUND = "hound-2"
ARCHER = "archer-4"
HOWL = 40   # the Frost Hound's "Howl": initiative 40, move -1, attack +1, infuses ice


def _first_round(s: Setup) -> None:
    s.only(HOUND).monster_card("hound", "Howl")
    s.modifiers(WARDEN, "+1").modifiers(EMBER, "+0").modifiers("monsters", "+0")


FIRST_SELECT = (SelectCards(WARDEN, "warden-07", "warden-02"), SelectCards(EMBER, "ember-04", "ember-01"))


def lesson_01() -> Lesson:
    start = position(_first_round)
    warden_hand = list(start.state.characters[WARDEN].hand)
    ember_hand = list(start.state.characters[EMBER].hand)
    after_select = position(_first_round, FIRST_SELECT)
    order_text = next(t for t in _events_after(start, FIRST_SELECT) if t.startswith("Initiative order"))
    moving = after_select.copy()
    moving.apply(ChooseHalf("warden-02", "bottom"))
    safe_moves = [a for a in moving.legal_actions() if isinstance(a, MoveTo) and a.to != (4, 0)]
    level = start.state.level

    steps: list[Step | Quiz] = [
        Step(
            title="Two cards, one initiative",
            narration=(
                "You are the **Ironbark Warden** (Character 1, top left) with the **Emberwright** (Character 2) "
                "beside you. A "
                "**Frost Hound** (red, `ho2`) guards the hall. Its ability card this round will be *Howl*, "
                f"initiative **{HOWL}**.\n\nEvery round each player secretly picks **two cards** from their hand. "
                "One of them, the *leading* card, sets your **initiative**: lower numbers act first.\n\n"
                f"**Pick two cards for the Warden, leading with a card whose initiative is below {HOWL}**, so the "
                "Warden strikes before the hound. (Root Snare, 33, with Bark Slam is a good pair.)"
            ),
            position=partial(position, _first_round),
            expect=_lead_below(warden_hand, HOWL, WARDEN),
            mistakes=[lead_outside(high=HOWL, why=f"the Warden must act before the hound ({HOWL}).")],
            solution=[FIRST_SELECT[0]],
            hints=["The number in brackets after each card is its initiative.",
                   f"Pick the card tile Root Snare (33) first, then Bark Slam (52), and play them: Root Snare leads, "
                   f"33 is lower than {HOWL}."],
            explanation="The two cards stay hidden until everyone has chosen. Only the leading card's number "
                        "counts for initiative; you may use either card's top or bottom half later.",
            rules=("FH-CARD-SELECT-1", "FH-ROUND-STEPS-1"),
        ),
        Step(
            title="The second player, and the reveal",
            narration=(
                "Now the **Emberwright** chooses. Let her go *after* the hound this time: **lead with Ash Storm "
                "(67)**, with any second card.\n\nWhen both have chosen, the cards are revealed, the monster "
                "draws its ability card and everyone is put in initiative order."
            ),
            expect=_lead_above(ember_hand, HOWL, EMBER),
            mistakes=[lead_outside(low=HOWL, why=f"this time the Emberwright acts after the hound ({HOWL}).")],
            solution=[FIRST_SELECT[1]],
            hints=["Ash Storm has initiative 67.",
                   "Pick the card tile Ash Storm (67) first, then Cinder Bolt (21), and play them."],
            explanation=f"With Root Snare leading, the engine's log says: *{order_text}* The Warden acts first, "
                        "then the hound, then the Emberwright. On a tie a character acts before a monster.",
            rules=("FH-INIT-REVEAL-1", "FH-INIT-ORDER-1", "FH-INIT-TIE-1"),
        ),
        Step(
            title="A top and a bottom",
            narration=(
                "The Warden's turn. A turn is **one top half and one bottom half**, from the two different cards "
                "you played, in either order. (Any half may also be played as a plain *Attack 2* or *Move 2*.)\n\n"
                "We go on with the Warden on Root Snare (33) and Bark Slam (52). The hound is three hexes away. "
                "**Use the bottom half of Bark Slam (Move 3)** first."
            ),
            position=partial(position, _first_round, FIRST_SELECT),
            expect=ChooseHalf("warden-02", "bottom"),
            hints=["Bark Slam's bottom half is Move 3.",
                   "Choose 'Use the bottom action of Bark Slam (52)'."],
            explanation="The top half of Root Snare (an attack) is left for after the move.",
            rules=("FH-CARD-ACTION-1", "FH-CARD-ORDER-1"),
        ),
        Step(
            title="Ice and traps",
            narration=(
                "Move next to the hound. Mind the floor: the pale blue hexes are **icy** (step on and you slide one "
                "more hex the same way, for free, and on while you are still on ice) and the orange hex at (4, 0) is a "
                f"**trap**: it deals 2 + scenario level = **{trap_damage(level)}** damage at level {level} and is "
                "then removed.\n\n**Move to a hex beside the hound without springing the trap.** Highlighted hexes "
                "are the ones you can reach with 3 movement points."
            ),
            expect=safe_moves,
            mistakes=[Mistake(lambda a, _g: isinstance(a, MoveTo) and a.to == (4, 0),
                              "That move ends on the trap at (4, 0): it springs and hurts the Warden. Reach the "
                              "hound over plain floor instead.", ("FH-OVERLAY-TRAP-1",))],
            check=lambda g: adjacent(g, "C0", HOUND),
            solution=[MoveTo((2, 1))],
            hints=["(2, 1) is three steps away along plain floor: (1, 0), (2, 0), (2, 1).",
                   "A step through (3, 0) is on ice: you would slide on into the trap."],
            explanation="Each plain hex costs 1 movement point; you may stop early, and may pass allies but "
                        "not enemies. Difficult terrain (not on this map) costs 2 points per hex.",
            rules=("FH-MOVE-POINTS-1", "FH-OVERLAY-TRAP-1", "FH-OVERLAY-ICY-1", "FH-TERR-5", "FH-EXAMPLE-3"),
        ),
        Step(
            title="Attack!",
            narration=(
                "Now the top half of **Root Snare**: *Attack 2, immobilize*. An attack draws one card from your "
                "**attack modifier deck** and adds it. (For this lesson the top card is a **+1**.)\n\n"
                "**Use Root Snare's top action and target the hound.**"
            ),
            expect=[ChooseHalf("warden-07", "top"), Target(HOUND)],
            check=lambda g: g.fig(HOUND) is not None and g.fig(HOUND).hp == 1,
            solution=[ChooseHalf("warden-07", "top"), Target(HOUND)],
            hints=["First 'Use the top action of Root Snare (33)', then 'Target Frost Hound 2'."],
            explanation="2 + 1 = **3 damage**: the hound (4 hit points) is down to 1, and *immobilized*: it "
                        "cannot move on its next turn. Your turn ends; both cards go to your discard pile.",
            rules=("FH-ATTACK-BASE-1", "FH-MOD-ORDER-1", "FH-COND-IMMOB-1", "FH-ATTACK-ADDED-1"),
        ),
        Step(
            title="The hound bites back",
            narration=(
                "Initiative 40: the hound's turn. Monsters play themselves: it cannot move (immobilized) but it is "
                "next to you, so it attacks with its *Howl*: Attack 2 + 1 = 3, with a **+0** from the monster "
                "modifier deck, minus the **shield 1** of the Warden's Oak Buckler: 2. The log explains how it "
                "chose you.\n\nThe game asks what you do with the damage. (Losing "
                "cards to cancel it is for lesson 4.) **Suffer the damage.**"
            ),
            expect=TakeDamage(),
            hints=["Choose 'Suffer the damage'."],
            explanation="The Warden drops from 10 to 8 hit points. The hound's immobilize ends with its turn, "
                        "and its *Howl* **infuses ice**: look at the elements line under the map.",
            rules=("FH-ACTIVATE-ORDER-1", "FH-SHIELD-REDUCE-1", "FH-COND-TIMING-1", "FH-ELEMENT-INFUSE-1"),
        ),
        Step(
            title="The Emberwright finishes it",
            narration=(
                "Initiative 67: the **Emberwright**. Her *Ash Storm* top half is *Attack 2, range 2* and her "
                "*Cinder Bolt* bottom half is *Move 3*; the hound is 3 hexes away. **Move within range 2 and "
                "defeat the hound** (her modifier card is a +0)."
            ),
            check=lambda g: not alive(g, HOUND),
            solution=[ChooseHalf("ember-01", "bottom"), MoveTo((1, 1)), Skip(), ChooseHalf("ember-04", "top"),
                      Target(HOUND)],
            hints=["Bottom of Cinder Bolt (21) first: one step to (1, 1) is enough, then 'Skip / done'.",
                   "Then the top of Ash Storm (67) and 'Target Frost Hound 2'."],
            explanation="2 damage on a hound with 1 hit point: it dies and **drops a loot token** (the yellow "
                        "dot) where it stood. A ranged attack counts range in hexes and needs line of sight.",
            rules=("FH-RANGE-COUNT-1", "FH-LOS-LINE-1", "FH-ATK-11", "FH-LOOT-DROP-1"),
        ),
        Quiz("Your two cards are Root Snare (33) and Bark Slam (52), with Bark Slam leading. A monster has "
             "initiative 40. Who acts first?", ["You", "The monster", "The party decides"], 1,
             explanation="Only the leading card counts: 52 is higher than 40, so the monster goes first.",
             rules=("FH-CARD-SELECT-1", "FH-INIT-ORDER-1")),
        Quiz(f"How much damage does a trap deal at scenario level 2? (At level {level} it is {trap_damage(level)}.)",
             ["2", "3", "4", "5"], 2,
             explanation=f"2 + level: {trap_damage(2)} at level 2. Hazardous terrain deals 1 + level/3 rounded up "
                         f"({hazard_damage(2)} at level 2), on every entry, and stays.",
             rules=("FH-EXAMPLE-3", "FH-OVERLAY-TRAP-1", "FH-OVERLAY-HAZARD-1")),
        Quiz("How many movement points does it cost to enter a hex of difficult terrain?", ["1", "2", "3"], 1,
             explanation="Two points; icy terrain instead makes you slide for free.",
             rules=("FH-OVERLAY-DIFFICULT-1",)),
        Quiz("In one turn you may use...", ["two top halves", "one top and one bottom half, from different cards",
                                            "any two halves of one card"], 1,
             explanation="One top and one bottom, from your two different cards, in either order.",
             rules=("FH-CARD-ACTION-1",)),
    ]
    return Lesson(
        follow_on=lesson_02,
        words=card_words,
        title="Frosthaven 1: Your first round",
        intro=INTRO,
        steps=steps,
        recap=("**Recap.** Each round: pick two cards, the leading one sets your initiative; cards are revealed, "
               "monsters draw one ability card per type, and everyone acts from the lowest initiative up "
               "(characters first on ties). A turn is one top half and one bottom half, in either order. "
               "Movement costs 1 point a hex (2 on difficult terrain), ice makes you slide, traps hurt once "
               f"({trap_damage(1)} at level 1) and hazardous terrain every time. An attack adds a card from your "
               "modifier deck; a slain monster drops loot."),
        widget=_widget(),
    )


# -- lesson 2: attacks and modifiers ---------------------------------------------------------------------------

TOUGH = 12   # the lesson's hound has 12 hit points so it survives every example


def _range_hall(s: Setup, *, at: Hex = (1, 0), mods: tuple[str, ...] = ("+1",), seat: int = WARDEN) -> None:
    """The Warden at (0, 0), the Emberwright at (0, 1), one tough hound; the hound licks its wounds (68)."""
    s.only(HOUND).put(HOUND, at).hp(HOUND, TOUGH, TOUGH).monster_card("hound", "Lick Wounds")
    s.modifiers(seat, *mods).modifiers("monsters", "+0")


def _example_1(s: Setup) -> None:
    _range_hall(s)
    s.condition(HOUND, "poison").condition(HOUND, "brittle", 1).bonus(HOUND, "shield", 1)


def _pierce_variation(s: Setup) -> None:
    _example_1(s)
    hand = [c for c in s.s.characters[WARDEN].hand if c != "warden-08"] + ["warden-x2"]
    s.hand(WARDEN, hand)


def _advantage(s: Setup) -> None:
    _range_hall(s, mods=("-1", "+2"))
    s.condition("C0", "strengthen", 1)


def _rolling(s: Setup) -> None:
    _range_hall(s, mods=("r+1", "+1"))


def _ranged(s: Setup) -> None:
    _range_hall(s, at=(1, 1), mods=("+1", "-1"), seat=EMBER)


def _fire(s: Setup) -> None:
    _range_hall(s, at=(3, 1), mods=("+0",), seat=EMBER)
    s.s.elements["fire"] = 2   # strong: infused by last round's Cinder Bolt


WARDEN_FIRST = (SelectCards(WARDEN, "warden-09", "warden-02"), SelectCards(EMBER, "ember-04", "ember-01"))
WARDEN_PIERCE = (SelectCards(WARDEN, "warden-x2", "warden-09"), SelectCards(EMBER, "ember-04", "ember-01"))
EMBER_FIRST = (SelectCards(WARDEN, "warden-02", "warden-09"), SelectCards(EMBER, "ember-01", "ember-02"))
EMBER_LANCE = (SelectCards(WARDEN, "warden-08", "warden-09"), SelectCards(EMBER, "ember-05", "ember-02"))


def _practice(s: Setup) -> None:
    """Poisoned, shield 1, and a Warden's deck in a fresh random order (practice: chance is not fixed)."""
    _range_hall(s)
    s.condition(HOUND, "poison").bonus(HOUND, "shield", 1)
    deck = s.s.characters[WARDEN].deck
    cards = deck.draw + deck.discard
    # a fresh order on every reset: this is how the practice position is dealt, not a game event, and
    # the game keeps the dealt position, so it replays exactly (TEACHING 6: free the cards to practise)
    random.SystemRandom().shuffle(cards)
    deck.draw, deck.discard = cards, []


WARDEN_PRACTICE = (SelectCards(WARDEN, "warden-07", "warden-02"), SelectCards(EMBER, "ember-04", "ember-01"))


def _hp(game: Frosthaven, fid: str) -> int:
    f = game.fig(fid)
    return f.hp if f is not None else 0


def lesson_02() -> Lesson:
    ex1 = position(_example_1, WARDEN_FIRST)
    ex1_text = _events_after(ex1, [ChooseHalf("warden-02", "top", True), Target(HOUND)])
    pierce = position(_pierce_variation, WARDEN_PIERCE)
    pierce_text = _events_after(pierce, [ChooseHalf("warden-x2", "top"), Target(HOUND)])
    ranged = position(_ranged, EMBER_FIRST)
    near = _events_after(ranged, [ChooseHalf("ember-01", "top"), Target(HOUND)])
    near_line = next(t for t in near if "attacks" in t)

    steps: list[Step | Quiz] = [
        Step(
            title="The rulebook example, number for number",
            narration=(
                "An attack is worked out in a fixed order:\n\n"
                "1. the attack value plus bonuses (**+1 against a poisoned target**);\n"
                "2. the **modifier card** drawn;\n"
                "3. minus the target's **shield** (pierce ignores some of it);\n"
                "4. **ward** halves the damage (rounded down), **brittle** doubles it;\n"
                "5. the target suffers it.\n\n"
                f"This hound (given {TOUGH} hit points for the lesson) is **poisoned**, **brittle** and has "
                "**shield 1**; your top modifier card is a **+1**. **Attack it with a basic Attack 2** (the top "
                "half of any card may be used as Attack 2) and predict the damage."
            ),
            position=partial(position, _example_1, WARDEN_FIRST),
            expect=[ChooseHalf(c, "top", True) for c in ("warden-09", "warden-02")] + [Target(HOUND)],
            check=lambda g: _hp(g, HOUND) == TOUGH - 6,
            solution=[ChooseHalf("warden-02", "top", True), Target(HOUND)],
            hints=["'Use the basic Attack 2 of Bark Slam (52)', then 'Target Frost Hound 2'.",
                   "2 + 1 (poison) = 3; + 1 (card) = 4; - 1 (shield) = 3; x 2 (brittle) = 6."],
            explanation="2 + 1 poison = 3, the +1 card makes 4, shield 1 leaves 3, brittle doubles it to **6** "
                        "and is then removed. The log: *" + " ".join(t for t in ex1_text if "hound" in t.lower()
                                                                       or "Hound" in t)[:400] + "*",
            rules=("FH-EXAMPLE-1", "FH-MOD-ORDER-1", "FH-COND-POISON-1", "FH-SHIELD-REDUCE-1", "FH-COND-BRITTLE-1"),
        ),
        Step(
            title="What if it had pierce?",
            narration=(
                "The same hound again (poisoned, brittle, shield 1) and the same +1 on top of your deck, but the "
                "Warden now holds **Crushing Roots** (a level X card): *Attack 3, pierce 2*. Pierce ignores that "
                "many points of shield. **Attack with Crushing Roots' top half.** How much now?"
            ),
            position=partial(position, _pierce_variation, WARDEN_PIERCE),
            expect=[ChooseHalf("warden-x2", "top"), Target(HOUND)],
            check=lambda g: _hp(g, HOUND) == TOUGH - 10,
            solution=[ChooseHalf("warden-x2", "top"), Target(HOUND)],
            hints=["'Use the top action of Crushing Roots (48)', then 'Target Frost Hound 2'.",
                   "3 + 1 poison = 4; + 1 = 5; the shield is pierced; brittle doubles: 10."],
            explanation="3 + 1 + 1 = 5; pierce 2 cancels the whole shield 1 (pierce never adds damage); brittle: "
                        "**10**. Log: *" + next(t for t in pierce_text if "attacks" in t) + "*",
            rules=("FH-ATTACK-PIERCE-1", "FH-MOD-ORDER-1", "FH-COND-BRITTLE-1"),
        ),
        Step(
            title="Advantage: draw two, keep the better",
            narration=(
                "The Warden is **strengthened**: his attacks have **advantage**. Draw two modifier cards and use the "
                "better one. (The top two cards are a -1 and a +2.)\n\n**Make a basic Attack 2 on the hound.**"
            ),
            position=partial(position, _advantage, WARDEN_FIRST),
            expect=[ChooseHalf(c, "top", True) for c in ("warden-09", "warden-02")] + [Target(HOUND)],
            check=lambda g: _hp(g, HOUND) == TOUGH - 4,
            solution=[ChooseHalf("warden-02", "top", True), Target(HOUND)],
            hints=["'Use the basic Attack 2 of Bark Slam (52)', then 'Target Frost Hound 2'."],
            explanation="The -1 and the +2 were drawn; advantage keeps the +2: **4** damage. Disadvantage would "
                        "have kept the -1. If both apply, they cancel and you draw one card.",
            rules=("FH-ADV-ADV-1", "FH-COND-STRENGTHEN-1", "FH-ATK-5", "FH-AMBIG-1"),
        ),
        Step(
            title="Rolling modifiers add up",
            narration=(
                "Perks change your deck. This Warden took *Thorn Roll*: two **rolling +1** cards. A rolling card "
                "adds its value and makes you **draw again**, until a card without the rolling mark comes. (Top "
                "cards now: a rolling +1, then a +1.)\n\n**Make a basic Attack 2 on the hound.**"
            ),
            position=partial(position, _rolling, WARDEN_FIRST, perks={WARDEN: ["thorn-roll"]}),
            expect=[ChooseHalf(c, "top", True) for c in ("warden-09", "warden-02")] + [Target(HOUND)],
            check=lambda g: _hp(g, HOUND) == TOUGH - 4,
            solution=[ChooseHalf("warden-02", "top", True), Target(HOUND)],
            hints=["'Use the basic Attack 2 of Bark Slam (52)', then 'Target Frost Hound 2'.",
                   "2 + 1 (rolling) + 1 = 4."],
            explanation="2, plus the rolling +1, plus the +1 drawn after it: **4**. Both cards go to the discard "
                        "pile.",
            rules=("FH-ATK-4", "FH-CHAR-PERK-1", "FH-MOD-DECK-1"),
        ),
        Step(
            title="Ranged attacks up close have disadvantage",
            narration=(
                "The **Emberwright**'s turn; the hound stands right beside her. Her *Cinder Bolt* is *Attack 2, "
                "range 3*, but a **ranged attack at an adjacent target has disadvantage**: shooting from here "
                f"would give *{near_line}*\n\n**Step away first (bottom half of Flare Lance, Move 2), then shoot.** "
                "Her top cards are +1, -1. (Shot from too close? Press *Reset step*.)"
            ),
            position=partial(position, _ranged, EMBER_FIRST),
            check=lambda g: _hp(g, HOUND) == TOUGH - 3,
            solution=[ChooseHalf("ember-02", "bottom"), MoveTo((0, 3)), ChooseHalf("ember-01", "top"),
                      Target(HOUND)],
            hints=["'Use the bottom action of Flare Lance (44)' and move to a hex not touching the hound, e.g. (0, 3).",
                   "Then 'Use the top action of Cinder Bolt (21)' and 'Target Frost Hound 2'."],
            explanation="From two hexes away the attack is normal: 2 + 1 = **3**. Cinder Bolt also **infuses "
                        "fire** at the end of her turn.",
            rules=("FH-ADV-RANGED-1", "FH-ADV-DIS-1", "FH-RANGE-COUNT-1", "FH-ELEMENT-INFUSE-1"),
        ),
        Step(
            title="Consume an element",
            narration=(
                "Next round. Fire is **strong** (infused last round). The Emberwright's *Flare Lance* is *Attack 3, "
                "range 3*; **consuming fire** adds +1 attack and **wound** (1 damage at the start of each of the "
                "target's turns until healed).\n\n**Use Flare Lance's top half, consume fire, and target the "
                "hound** (her top card: +0)."
            ),
            position=partial(position, _fire, EMBER_LANCE),
            expect=[ChooseHalf("ember-02", "top"), Consume("fire", True), Target(HOUND)],
            check=lambda g: _hp(g, HOUND) == TOUGH - 4 and "wound" in g.fig(HOUND).conditions,
            solution=[ChooseHalf("ember-02", "top"), Consume("fire", True), Target(HOUND)],
            hints=["'Use the top action of Flare Lance (44)', then 'Consume fire', then 'Target Frost Hound 2'."],
            explanation="3 + 1 = **4** damage and the hound is wounded; fire is now inert. Elements you infuse are "
                        "strong until the end of the round, then wane, then become inert.",
            rules=("FH-ELEMENT-CONSUME-1", "FH-COND-WOUND-1", "FH-ATTACK-ADDED-1", "FH-ELEMENT-WANE-1"),
        ),
        Step(
            title="Practice: a real shuffle",
            narration=(
                "Now chance runs free: the Warden's modifier deck is **shuffled for real** (a new order each "
                "time you press *Reset step*). The hound is **poisoned** and has **shield 1**. **Attack it with "
                "Root Snare's top half** (Attack 2, immobilize) and work out the damage from the card drawn: "
                "2 + 1 (poison) + the card - 1 (shield)."
            ),
            position=partial(position, _practice, WARDEN_PRACTICE),
            expect=[ChooseHalf("warden-07", "top"), Target(HOUND)],
            check=lambda g: bool(g.state.characters[WARDEN].deck.discard),
            solution=[ChooseHalf("warden-07", "top"), Target(HOUND)],
            hints=["'Use the top action of Root Snare (33)', then 'Target Frost Hound 2'; "
                   "the log shows the card drawn."],
            explanation="Check your sum against the log. A +0 gives 2; the 2x gives (2 + 1) x 2 - 1 = 5; the null "
                        "gives 0 whatever the bonuses. Reset the step to draw again.",
            rules=("FH-MOD-ORDER-1", "FH-COND-POISON-1", "FH-SHIELD-REDUCE-1"),
        ),
        Quiz("An Attack 3 draws the **null** card (or a curse). How much damage?", ["0", "3", "6"], 0,
             explanation="Null (like curse) turns the attack into 0; the 2x card (or bless) doubles it.",
             rules=("FH-MOD-NULL-1", "FH-ATK-3")),
        Quiz("Attack 2 against a target with **ward** and shield 1; the card is +2. Damage?", ["1", "2", "3"], 0,
             explanation="2 + 2 = 4; shield 1: 3; ward halves, rounding down: 1. Ward and brittle together cancel.",
             rules=("FH-MOD-ORDER-1", "FH-COND-WARD-1", "FH-MOD-WARDBRITTLE-1")),
        Quiz("Fire was infused (strong) this round and nobody uses it. What is it at the end of the next round?",
             ["strong", "waning", "inert"], 2,
             explanation="Strong at the end of this round becomes waning, and waning becomes inert one round later. "
                         "Waning elements can still be consumed.",
             rules=("FH-ELEMENT-WANE-1", "FH-ELEMENT-CONSUME-1")),
        Quiz("Which of these raise the damage of an attack on a **poisoned** target?",
             ["Poison: +1", "Pierce 2 against a target with no shield", "A rolling +1 card drawn with the next card"],
             [0, 2],
             explanation="Poison adds 1; rolling cards add up with the next card drawn; pierce only cancels shield.",
             rules=("FH-COND-POISON-1", "FH-ATK-4", "FH-ATTACK-PIERCE-1")),
    ]
    return Lesson(
        follow_on=lesson_03,
        words=card_words,
        title="Frosthaven 2: Attacks and modifiers",
        intro="How an attack is worked out, step by step, with the rules' example number for number; advantage "
              "and disadvantage; pierce; conditions; elements.",
        steps=steps,
        recap=("**Recap.** Attack value + bonuses (+1 against poison), then the modifier card (null = 0, 2x doubles, "
               "rolling cards add up), then shield minus pierce, then ward halves or brittle doubles (together they "
               "cancel), then the damage. Advantage: draw two, keep the better; disadvantage: the worse; a ranged "
               "attack on an adjacent target has disadvantage. Infused elements are strong, then waning, then inert; "
               "consuming one boosts the ability."),
        widget=_widget(),
    )


# -- lesson 3: monster focus and movement ----------------------------------------------------------------------

RUSH = 12          # the hound's "Snapping Rush": initiative 12, move +1 (4 in all), attack -1
QUICK_SHOT = 16    # the archer's "Quick Shot": initiative 16, move +1 (3 in all), attack -1, range 4
WARDEN_SLOW = (SelectCards(WARDEN, "warden-08", "warden-09"),)   # the Warden leads Oaken Charge (61)


def _hunt(hound: Hex, warden: Hex, ember: Hex) -> Callable[[Setup], None]:
    def edit(s: Setup) -> None:
        s.only(HOUND).put(HOUND, hound).put("C0", warden).put("C1", ember).monster_card("hound", "Snapping Rush")
        s.modifiers("monsters", "+0")
    return edit


def _archer(archer: Hex, warden: Hex, ember: Hex) -> Callable[[Setup], None]:
    def edit(s: Setup) -> None:
        s.only(ARCHER).put(ARCHER, archer).put("C0", warden).put("C1", ember).monster_card("archer", "Quick Shot")
        s.modifiers("monsters", "+0")
    return edit


PATH_CASE = _hunt((4, -1), (4, 1), (1, 0))     # the Warden is nearer, the Emberwright cheaper to reach
TRAP_CASE = _hunt((1, 0), (5, 0), (0, 4))      # the shortest way ends on the trap
TIE_CASE = _hunt((2, 1), (0, 0), (0, 4))       # two equally good targets: initiative decides
ARCHER_CASE = _archer((2, -1), (1, 0), (0, 4))   # a ranged monster standing next to its target


def _ember_after(initiative: int, below: int = 100) -> list[SelectCards]:
    hand = C.starting_hand("emberwright")
    return [a for a in _lead_above(hand, initiative, EMBER) if C.initiative(a.lead) < below]


def _monster_trace(game: Frosthaven, actions: Iterable[Action]) -> str:
    """The engine's explanation of a monster turn, as a Markdown list (what the log shows)."""
    texts = _events_after(game, actions)
    keep = [t for t in texts if not t.endswith("selects two cards.") and "turn." not in t
            and not t.startswith("Initiative order")]
    return "\n".join(f"- {t}" for t in keep[:12])


def at(game: Frosthaven, fid: str, where: Hex) -> bool:
    f = game.fig(fid)
    return f is not None and f.hex == where


def _focus_options(game: Frosthaven, fid: str) -> bool:
    """The party is choosing among the monster's options, and every option is on ``fid``."""
    d = game.state.decision
    return d is not None and d.kind == "party" and all(o["focus"] == fid for o in d.options)


def lesson_03() -> Lesson:
    watch = SelectCards(EMBER, "ember-04", "ember-01")
    path_game = position(PATH_CASE, WARDEN_SLOW)
    trap_game = position(TRAP_CASE, WARDEN_SLOW)
    tie_game = position(TIE_CASE, WARDEN_SLOW)
    archer_game = position(ARCHER_CASE, WARDEN_SLOW)
    steer = SelectCards(EMBER, "ember-01", "ember-04")
    tie_after = tie_game.copy()
    tie_after.apply(steer)
    party = [a for a in tie_after.legal_actions()]

    steps: list[Step | Quiz] = [
        Step(
            title="Focus: the cheapest target, not the nearest",
            narration=(
                "Monsters have no player: each turn they follow fixed rules. First a monster picks its **focus**: "
                "the enemy it can attack after the **fewest movement points** (counting as it would really walk, "
                "and avoiding traps and hazards, which are *negative hexes*). Only then do range and initiative "
                "break ties.\n\nThe hound's card is *Snapping Rush* (initiative 12, Move 4, Attack 1). The Warden "
                "(2 hexes away) has already chosen his cards. **Choose the Emberwright's cards (lead above 12) and "
                "watch whom the hound attacks.**"
            ),
            position=partial(position, PATH_CASE, WARDEN_SLOW),
            expect=_ember_after(RUSH),
            mistakes=[lead_outside(low=RUSH, why=f"the hound ({RUSH}) must act before her, so that you see "
                                                 "where it goes.")],
            check=lambda g: at(g, HOUND, (2, -1)),
            solution=[watch],
            hints=[f"Lead with any card whose initiative is above {RUSH}, so the hound acts first; the second "
                   "card can be any other.",
                   "Count the hound's steps: one step west puts it on the ice..."],
            explanation="The Emberwright, 3 hexes away: one step onto the ice at (3, -1) and it slides, free, to "
                        "(2, -1) beside her (1 movement point). Reaching the Warden takes 2, because the short way "
                        "ends on the trap. The engine's reasoning:\n\n" + _monster_trace(path_game, [watch]),
            rules=("FH-FOCUS-MAIN-1", "FH-FOCUS-5", "FH-FOCUS-7", "FH-OVERLAY-ICY-1"),
        ),
        Step(
            title="Invisible figures cannot be focused",
            narration=(
                "Same room, same hound. This time protect the Emberwright: her *Smoke Veil* (initiative **9**, "
                "before the hound) has a bottom half that makes her **invisible** until the end of her next turn "
                "(the card is then lost). A monster cannot focus on, or target, an invisible enemy.\n\n**Lead with "
                "Smoke Veil, use its bottom half, then finish her turn** (the top half of her other card, or skip "
                "it)."
            ),
            position=partial(position, PATH_CASE, WARDEN_SLOW),
            check=lambda g: _focus_options(g, "C0"),
            solution=[SelectCards(EMBER, "ember-03", "ember-01"), ChooseHalf("ember-03", "bottom"), Perform(),
                      ChooseHalf("ember-01", "top"), Skip()],
            hints=["Pick Smoke Veil (9) first, then Cinder Bolt (21), and play them; then 'Use the bottom action of "
                   "Smoke Veil (9)' and 'Perform the ability'.",
                   "Then 'Use the top action of Cinder Bolt (21)' and 'Skip / done' "
                   "(or shoot the hound)."],
            explanation="The hound ignores her and goes for the Warden, the only enemy it can focus. Two hexes beside "
                        "him are equally good: the party picks one (more on that below).",
            rules=("FH-COND-INVIS-1", "FH-FOCUS-MAIN-1", "FH-CARD-DEST-1"),
        ),
        Quiz(
            "Next: the hound at (1, 0) hunts the Warden at (5, 0), who stands beside the trap at (4, 0). Two "
            "steps would bring it onto the trap, next to him. Where does it stop?",
            ["On the trap at (4, 0): it is the nearest hex next to him",
             "At (5, -1), next to him, one movement point more but no trap",
             "It stays where it is"], 1,
            explanation="A monster avoids negative hexes first and only then counts movement points.",
            rules=("FH-FOCUS-HAZARD-1", "FH-MONMOVE-MIN-1"),
        ),
        Step(
            title="Traps repel monsters",
            narration=(
                "Check your answer. **Choose the Emberwright's cards, leading with Ash Storm (67) or Backdraft "
                "(73)**, and watch the hound."
            ),
            position=partial(position, TRAP_CASE, WARDEN_SLOW),
            expect=_ember_after(61),
            mistakes=[lead_outside(low=61, why="she must act after the Warden (61), who is then the tie's "
                                               "winner.")],
            check=lambda g: at(g, HOUND, (5, -1)),
            solution=[watch],
            hints=["Ash Storm has initiative 67, Backdraft 73."],
            explanation="It takes the 3-point way to (5, -1) rather than 2 points onto the trap. (Here both "
                        "characters were 3 points away at range 4: the tie went to the Warden, who acts earlier "
                        "this round, so the Emberwright had to lead with a slower card.)\n\n"
                        + _monster_trace(trap_game, [watch]),
            rules=("FH-FOCUS-HAZARD-1", "FH-MONMOVE-MIN-1", "FH-FOCUS-5", "FH-FOCUS-8"),
        ),
        Step(
            title="A tie: initiative decides",
            narration=(
                "Now the hound at (2, 1) is exactly as far from both characters: 2 movement points, range 3. The "
                "last tie-break is **initiative order**: it focuses on whoever acts earliest this round (the "
                "Warden leads with 61).\n\n**Choose the Emberwright's cards so that the hound goes for her "
                "instead** (it still acts first, at 12)."
            ),
            position=partial(position, TIE_CASE, WARDEN_SLOW),
            expect=_ember_after(RUSH, below=61),
            mistakes=[lead_outside(low=RUSH, high=61, why=f"before the Warden (61) to win the tie, after the "
                                                         f"hound ({RUSH}).")],
            check=lambda g: _focus_options(g, "C1"),
            solution=[steer],
            hints=["She must lead with a card below 61 (but above 12).",
                   "Cinder Bolt (21) leading will do."],
            explanation="With a lower initiative than the Warden, the Emberwright wins the tie: the hound focuses "
                        "on her.\n\n" + _monster_trace(tie_game, [steer]),
            rules=("FH-FOCUS-TIE-1", "FH-FOCUS-8", "FH-INIT-ORDER-1"),
        ),
        Step(
            title="The party breaks the monster's last ties",
            narration=(
                "Two hexes beside the Emberwright are equally good for the hound. When the rules leave a monster "
                "several equal choices, **the players choose** for it. **Pick one of the options.**"
            ),
            expect=party,
            check=lambda g: adjacent(g, HOUND, "C1"),
            solution=party[:1],
            hints=["Either option is correct: the rules treat them alike."],
            explanation="The hound moves there and bites the Emberwright: Attack 1 (its 2, minus 1 on the card) "
                        "with a +0 modifier. The game now asks her what to do with 1 damage.",
            rules=("FH-GEN-PARTY-1", "FH-GEN-1", "FH-MACT-2"),
        ),
        Quiz(
            "A **Rime Archer** (ranged, Move 3, Attack 1 at range 4 this round) stands right next to the Warden. "
            "What does it do?",
            ["Shoots him from where it stands, with disadvantage",
             "Steps away first, then shoots him without disadvantage",
             "Walks off to find the Emberwright"], 1,
            explanation="A ranged monster attacking an adjacent enemy would have disadvantage, so it moves to a hex "
                        "from which it can shoot normally, if its move allows.",
            rules=("FH-MONMOVE-RANGED-1", "FH-ADV-RANGED-1"),
        ),
        Step(
            title="Ranged monsters step back",
            narration=(
                "Watch it: **choose the Emberwright's cards** (the archer's *Quick Shot* has initiative 16)."
            ),
            position=partial(position, ARCHER_CASE, WARDEN_SLOW),
            expect=_ember_after(QUICK_SHOT),
            mistakes=[lead_outside(low=QUICK_SHOT, why=f"the archer ({QUICK_SHOT}) must act first, so that you "
                                                       "see its move.")],
            check=lambda g: at(g, ARCHER, (4, -1)),
            solution=[watch],
            hints=[f"Any pair whose lead card is above {QUICK_SHOT}."],
            explanation="It backs away to (4, -1), no longer next to the Warden, and shoots from range 3 without "
                        "disadvantage.\n\n"
                        + _monster_trace(archer_game, [watch]),
            rules=("FH-MONMOVE-RANGED-1", "FH-MMOVE-3", "FH-ADV-RANGED-1"),
        ),
        Quiz("Which comes first when a monster chooses its focus?",
             ["The fewest negative hexes on the way", "The nearest enemy by range", "The lowest initiative"], 0,
             explanation="Negative hexes, then movement points, then range, then initiative order.",
             rules=("FH-FOCUS-MAIN-1", "FH-FOCUS-HAZARD-1", "FH-FOCUS-TIE-1")),
        Quiz("A monster has no enemy it could ever reach or see. What does it do?",
             ["It moves towards the nearest enemy anyway", "Nothing: it does not move or attack",
              "It attacks an ally"], 1,
             explanation="Without a focus it neither moves nor attacks (other abilities on its card still happen).",
             rules=("FH-FOCUS-NONE-1",)),
        Quiz("A monster's move is printed as 'Move +1' on its ability card. What is its move?",
             ["1", "its stat-card move + 1", "its stat-card move"], 1,
             explanation="Monster ability cards modify the values on the stat card.",
             rules=("FH-MONMOVE-CARD-1",)),
    ]
    return Lesson(
        follow_on=lesson_04,
        words=card_words,
        title="Frosthaven 3: Monster focus and movement",
        intro="Predict what a monster does, then watch the engine play its turn and explain it.",
        steps=steps,
        recap=("**Recap.** A monster's focus is the enemy it can attack with the fewest negative hexes (traps, "
               "hazards) on the way, then the fewest movement points, then the nearest by range, then the earliest "
               "in initiative order. It moves as little as it must to attack its focus from the best hex; a ranged "
               "monster steps away from an adjacent target to avoid disadvantage. Where the rules leave equal "
               "choices, the party decides."),
        widget=_widget(),
    )


# -- lesson 4: rests, loot and the end ------------------------------------------------------------------------

def _alone(s: Setup) -> None:
    """The Emberwright has fallen: she is exhausted (all her cards lost, her figure gone)."""
    ch = s.s.characters[EMBER]
    ch.exhausted = True
    ch.lost += ch.hand + ch.discard
    ch.hand, ch.discard = [], []
    s.s.figures = [f for f in s.s.figures if f.fid != "C1"]


def _bitten(s: Setup) -> None:
    s.only(HOUND).put(HOUND, (1, 0)).monster_card("hound", "Pack Bite").modifiers("monsters", "+2")
    s.hp("C0", 3, 10)


def _tired(s: Setup) -> None:
    _alone(s)
    s.only()   # the room is quiet: no monster awake
    s.hand(WARDEN, ["warden-06"], discard=["warden-01", "warden-02", "warden-03", "warden-05"],
           lost=["warden-04", "warden-07", "warden-08", "warden-09", "warden-10"])
    s.hp("C0", 5, 10)
    s.s.characters[WARDEN].items[2].state = "spent"   # the healing draught was drunk earlier


def _short(s: Setup) -> None:
    _alone(s)
    s.only()   # the room is quiet: no monster awake
    s.hand(WARDEN, ["warden-02", "warden-06", "warden-09", "warden-10"],
           discard=["warden-03", "warden-05", "warden-07"], lost=["warden-01", "warden-04", "warden-08"])


SHORT_ROUND = (SelectCards(WARDEN, "warden-09", "warden-06"), ChooseHalf("warden-06", "top", True),
               ChooseHalf("warden-09", "bottom", True))


def _short_rest_position() -> Frosthaven:
    game = position(_short)
    game.apply(SHORT_ROUND[0])
    game.apply(SHORT_ROUND[1])
    for action in (Skip(),) + SHORT_ROUND[2:] + (Skip(),):
        if action in game.legal_actions():
            game.apply(action)
    # the random card the short rest would lose, and the one lost instead if the Warden pays to keep it
    game.chance.fix("short-rest", "warden-05", "warden-03")
    return game


def _loot(s: Setup) -> None:
    _alone(s)
    s.only()   # the room is quiet: no monster awake
    s.put("C0", (0, 2)).loot_on_top("coin-3")


LOOT_SELECT = (SelectCards(WARDEN, "warden-02", "warden-06"),)


def _last_hound(s: Setup) -> None:
    _alone(s)
    s.only(HOUND).put(HOUND, (3, 1)).put("C0", (2, 1)).hp(HOUND, 1).monster_card("hound", "Lick Wounds")
    s.s.revealed_rooms = [1, 2]               # the inner hall was cleared earlier
    s.s.open_doors = [(6, -1)]
    s.s.figures = [f for f in s.s.figures if f.kind != "objective"]   # the totem already lies broken
    s.modifiers(WARDEN, "+0").loot_on_top("coin-3")


WIN_SELECT = (SelectCards(WARDEN, "warden-07", "warden-02"),)


def _rested(game: Frosthaven) -> bool:
    ch = game.state.characters[WARDEN]
    return not ch.discard and not waiting(game, "redraw") and not waiting(game, "negate")


def lesson_04() -> Lesson:
    bitten = position(_bitten, WARDEN_SLOW + (SelectCards(EMBER, "ember-04", "ember-01"),))
    negate = [a for a in bitten.legal_actions() if isinstance(a, LoseCards)]
    tired = position(_tired)
    tired.apply(LongRest(WARDEN))
    lose = [a for a in tired.legal_actions() if isinstance(a, LoseCard)]
    win = position(_last_hound, WIN_SELECT)
    win_actions = [ChooseHalf("warden-07", "top"), Target(HOUND), ChooseHalf("warden-02", "bottom"), MoveTo((3, 1)),
                   Skip(), ShortRest(WARDEN, False)]
    won = win.copy()
    for action in win_actions:
        won.apply(action)
    result = won.scenario_result()

    steps: list[Step | Quiz] = [
        Step(
            title="Lose a card instead of the damage",
            narration=(
                "Your cards are your time in a scenario, and also your armour. The hound's *Pack Bite* hits the "
                "Warden for 3 (Attack 2, a +2 card, minus his shield 1), and he has only **3 hit points** left: "
                "he would be exhausted.\n\nAny time you would suffer damage you may instead **lose one card from "
                "your hand** (or two from your discard pile) and suffer none. **Lose a hand card.**"
            ),
            position=partial(position, _bitten, WARDEN_SLOW + (SelectCards(EMBER, "ember-04", "ember-01"),)),
            expect=negate,
            solution=negate[:1],
            hints=["Pick any 'Negate the damage by losing ...' option: a card you can spare."],
            explanation="The whole 3 damage is cancelled, whatever the amount; the card is lost for the rest of "
                        "the scenario. At 0 hit points a character is **exhausted**: out of the scenario.",
            rules=("FH-DAMAGE-NEGATE-1", "FH-ATK-10", "FH-EXHAUST-HP-1"),
        ),
        Step(
            title="Too few cards: rest",
            narration=(
                "Later. The Emberwright has been **exhausted** (her figure and cards are gone), and the Warden has "
                "only **one card in hand**, four in his discard pile, and 5 of 10 hit points. You cannot play two "
                "cards, so **declare a long rest**: you skip your turn's actions and act at initiative 99."
            ),
            position=partial(position, _tired),
            expect=LongRest(WARDEN),
            hints=["'Character 1 declares a long rest' is the only choice."],
            explanation="A long rest uses the whole round; the room is quiet, so nothing happens before your turn "
                        "at 99.",
            rules=("FH-REST-LONG-1", "FH-EXHAUST-EFFECT-1", "FH-CARD-SELECT-1"),
        ),
        Step(
            title="The price of a long rest",
            narration=(
                "On your turn you **choose one discarded card to lose**, take the others back into your hand, "
                "**heal 2** and **refresh your spent items** (the healing draught you drank earlier). **Choose the "
                "card to lose.**"
            ),
            expect=lose,
            check=lambda g: g.fig("C0").hp == 7 and g.state.characters[WARDEN].items[2].state == "ready",
            solution=lose[:1],
            hints=["Lose the card you need least: any of the four works here."],
            explanation="5 + 2 = 7 hit points, four cards back in hand (one fewer than before), the draught ready "
                        "again.",
            rules=("FH-REST-LONG-1", "FH-HEAL-HP-1", "FH-ITEM-SPENT-1"),
        ),
        Step(
            title="A short rest at the end of the round",
            narration=(
                "Another round has just ended; the Warden has three cards in his discard pile (plus the two "
                "he just played). At the end of a round you may **short rest**: shuffle the discards, **lose one at "
                "random**, take the rest back. No healing, but no turn wasted. **Short rest.**"
            ),
            position=_short_rest_position,
            expect=ShortRest(WARDEN, True),
            hints=["'Character 1 short rests'."],
            explanation="The random card is *Splinter Lunge* (45) (fixed for this lesson).",
            rules=("FH-REST-SHORT-1",),
        ),
        Step(
            title="Keep it, for 1 damage?",
            narration=(
                "Once per rest you may **suffer 1 damage to keep the card** drawn; another random card is lost "
                "instead. **Accept the loss, or pay 1 damage** (which you could again negate by losing cards)."
            ),
            check=_rested,
            solution=[Redraw(False)],
            hints=["Either is fine: 'Accept the lost card' is the simplest."],
            explanation="The discard pile is back in your hand, one card lighter. Every rest costs a card, so "
                        "a hand only lasts so many rounds: do not waste turns.",
            rules=("FH-REST-SHORT-2", "FH-DAMAGE-NEGATE-1"),
        ),
        Step(
            title="Loot",
            narration=(
                "A **loot token** (yellow dot) lies at (2, 2). Ending your turn on it picks it up: you draw a card "
                "from the scenario's **loot deck** (money, materials, herbs or a random item). **Move onto the "
                "token with Bark Slam's Move 3, then finish your turn** (Sap Mending's top half: heal 3, on yourself)."
            ),
            position=partial(position, _loot, LOOT_SELECT),
            check=lambda g: "coin-3" in g.state.characters[WARDEN].loot,
            solution=[ChooseHalf("warden-02", "bottom"), MoveTo((2, 2)), Skip(), ChooseHalf("warden-06", "top"),
                      Target("C0")],
            hints=["'Use the bottom action of Bark Slam (52)', 'Move to (2, 2)', then 'Skip / done' to stop moving.",
                   "Then 'Use the top action of Sap Mending (70)' and 'Target Character 1'."],
            explanation="The card is a **3-coin** money card (fixed for this lesson). Coins turn into gold when the "
                        "scenario is won. Some cards also have a *Loot* ability that picks up tokens within range.",
            rules=("FH-LOOT-ACTION-1", "FH-LOOT-DECK-1", "FH-LOOT-MONEY-1"),
        ),
        Step(
            title="Win the scenario",
            narration=(
                "The goal of *The Thawing Gate*: **destroy the Rime Totem and defeat every monster**. The totem is "
                "broken and one wounded hound (1 hit point) is left, next to you. **Kill it, step onto the loot it "
                "drops, and end the round** (no short rest needed)."
            ),
            position=partial(position, _last_hound, WIN_SELECT),
            check=lambda g: g.state.phase == "won",
            solution=win_actions,
            hints=["Root Snare's top on Frost Hound 2, then Bark Slam's bottom: move to (3, 1) and 'Skip / "
                   "done'.", "At the end of the round, 'Character 1 does not short rest'."],
            explanation=f"The goal is checked at the end of the round: **scenario won**. The loot card becomes "
                        f"{result['gold'][WARDEN]} gold for the Warden, and every character, exhausted or not, gets "
                        "bonus experience for the scenario level. Had every character been exhausted, the scenario "
                        "would have been lost.",
            rules=("FH-GOAL-SCEN-1", "FH-COMPLETE-LOOT-1", "FH-LEVEL-2", "FH-EXHAUST-ALL-1"),
        ),
        Quiz("At card selection you have 1 card in hand and 1 in your discard pile. What happens?",
             ["You must long rest", "You are exhausted", "You play your one card"], 1,
             explanation="With fewer than two cards to play and fewer than two to rest with, you are exhausted.",
             rules=("FH-EXHAUST-CARDS-1",)),
        Quiz("Which rest heals 2 hit points and refreshes spent items?", ["A long rest", "A short rest", "Both"], 0,
             explanation="A long rest takes your turn (initiative 99) but heals 2 and refreshes spent items; you "
                         "choose the lost card. A short rest loses a random card at the end of the round.",
             rules=("FH-REST-LONG-1", "FH-REST-SHORT-1")),
        Quiz("To negate one hit of damage you may lose...",
             ["1 card from your hand", "2 cards from your discard pile", "1 card from your discard pile"], [0, 1],
             explanation="One hand card or two discards cancel all the damage of one source.",
             rules=("FH-DAMAGE-NEGATE-1",)),
        Quiz("When is a scenario lost?", ["When one character is exhausted", "When every character is exhausted",
                                          "After 10 rounds"], 1,
             explanation="The survivors can still win; only when all are exhausted is the scenario lost.",
             rules=("FH-EXHAUST-ALL-1", "FH-LOST-CHOICE-1")),
    ]
    return Lesson(
        follow_on=lesson_05,
        words=card_words,
        title="Frosthaven 4: Rests, loot and the end",
        intro="Cards are your time and your armour: negating damage, resting, exhaustion; then loot, and how a "
              "scenario is won or lost.",
        steps=steps,
        recap=("**Recap.** Instead of suffering damage you may lose 1 hand card or 2 discards. With too few cards, "
               "rest: a long rest (initiative 99) loses a card of your choice, heals 2 and refreshes spent items; a "
               "short rest (end of round) loses a random card, which you may keep once for 1 damage. No two cards "
               "to play and none to rest with, or 0 hit points: exhausted. End your turn on a loot token to draw a "
               "loot card. The goal is checked at the end of the round; the scenario is lost only when every "
               "character is exhausted."),
        widget=_widget(),
    )


# -- lesson 5: the outpost phase ---------------------------------------------------------------------------

CAMPAIGN_SEED = 7


def campaign_position() -> Any:
    """A two-character campaign (the Warden and the Emberwright) back from scenario 1, waiting for the report.

    Fixed for the lesson: the summer outpost event on top is SO-07 (beasts prowl: an attack of strength 3),
    and the Town Guard card on top is a +1."""
    from ..outpost.actions import ChooseScenario
    from ..outpost.game import FrosthavenCampaign

    game = FrosthavenCampaign(players=2, seed=CAMPAIGN_SEED, weeks=6, classes=list(CLASSES))
    game.apply(ChooseScenario(1))
    state = copy.deepcopy(game.state)
    summer = state.event_decks["summer"]
    state.event_decks["summer"] = ["SO-07"] + [e for e in summer if e != "SO-07"]
    guard = state.guard_deck + state.guard_discard
    guard.remove(1)
    state.guard_deck, state.guard_discard = [1] + guard, []
    game.set_position(state)
    return game


def lesson_05() -> Lesson:
    from ..outpost.actions import (
        Brew,
        Build,
        DefendBuilding,
        DrawEvent,
        EndConstruction,
        EndDowntime,
        PassTime,
        ResolveEvent,
        RunOperations,
    )

    start = campaign_position()
    won = next(a for a in start.legal_actions() if getattr(a, "won", False))
    report = [e.text for e in start.copy().apply(won)]
    rewards = " ".join(t for t in report if t.startswith(("Reward", "6.")))
    walk = start.copy()
    said: dict[str, list[str]] = {}
    for action in (won, PassTime(), DrawEvent(), ResolveEvent(0), DefendBuilding(98), RunOperations()):
        said[action.kind] = [e.text for e in walk.apply(action)]
    brews = [a for a in walk.legal_actions() if isinstance(a, Brew)]
    downtime = [*brews, EndDowntime(0), EndDowntime(1)]
    for action in downtime[-2:]:
        walk.apply(action)
    builds = [a for a in walk.legal_actions() if isinstance(a, Build)]

    steps: list[Step | Quiz] = [
        Step(
            title="Back from the scenario",
            narration=(
                "A **campaign** strings scenarios together: after each one the party goes back to the town of "
                "Frosthaven for an **outpost phase**, then sets out again.\n\nThe party has just won scenario 1 "
                "(*The Thawing Gate*). **Report it won.**"
            ),
            position=campaign_position,
            expect=won,
            hints=["Press 'Scenario 1 won (no gains)'."],
            explanation="The completion steps run in order: loot into resources, battle goals, the first-time "
                        f"rewards, inspiration (4 minus the number of characters). {rewards}",
            rules=("FH-COMPLETE-REWARDS-1", "FH-COMPLETE-INSPIRE-1", "FH-GEN-PHASES-1"),
        ),
        Step(
            title="Time passes",
            narration=(
                "The outpost phase has fixed steps, always in this order: **time, event, (attack), building "
                "operations, downtime, construction**. First, **mark the next week** on the calendar."
            ),
            expect=PassTime(),
            hints=["Press 'Mark the next week'."],
            explanation="Week 1, summer. A season lasts 10 weeks; some weeks carry sections to read.",
            rules=("FH-OUTPOST-STEPS-1", "FH-TIME-WEEK-1", "FH-TIME-SEASON-1"),
        ),
        Step(
            title="An outpost event",
            narration=(
                "Draw a card from the season's **outpost event** deck and choose one of its options. (The card is "
                "fixed for this lesson: beasts prowl around the hunting grounds.) **Draw it, and choose to hunt "
                "them down (option A).**"
            ),
            expect=[DrawEvent(), ResolveEvent(0)],
            check=lambda g: g.state.step == "attack",
            solution=[DrawEvent(), ResolveEvent(0)],
            hints=["'Draw an outpost event', then 'Event option A'."],
            explanation="Hunting them down means a fight at the walls: an **attack of strength 3** on the "
                        "Barracks (the Hunting Lodge it also names is not built yet).",
            rules=("FH-EVENT-OUTPOST-1", "FH-GEN-PARTY-1"),
        ),
        Step(
            title="Defend the town",
            narration=(
                "Each attacked building draws one **Town Guard** card: its defence plus the card must reach the "
                "attack's strength, or the building is wrecked. **Make the Barracks' defence check.**"
            ),
            expect=DefendBuilding(98),
            hints=["Press 'Defence check for building 98'."],
            explanation="The Barracks' defence is 4, plus 1 for the Barracks level (our reading), and the guard "
                        "card is a **+1** (fixed for the lesson): *" + " ".join(said["defend-building"]) + "* A "
                        "wrecked building must be rebuilt before it works again.",
            rules=("FH-EVENT-ATTACK-1",),
        ),
        Step(
            title="Building operations",
            narration="Every building now does its job, in ascending number. **Run building operations.**",
            expect=RunOperations(),
            hints=["Press 'Run building operations'."],
            explanation="The town's supply grows: " + " ".join(t for t in said["run-operations"]
                                                                if "nothing" not in t),
            rules=("FH-BUILD-OPS-1",),
        ),
        Step(
            title="Downtime",
            narration=(
                "Each character now has **downtime**: level up, retire, craft items, brew potions, sell. Either "
                "character can brew a potion from two of the town's herbs. **Brew one if you like, then let each "
                "character end their downtime.**"
            ),
            expect=downtime,
            check=lambda g: g.state.step == "construction",
            solution=[*brews[:1], EndDowntime(0), EndDowntime(1)],
            hints=["'Character 1 brews ...' (optional), then 'Character 1 is done with downtime' and 'Character 2 "
                   "is done with downtime'."],
            explanation="A brewed potion reveals its window on the alchemy chart, so the recipe is known for good.",
            rules=("FH-DOWNTIME-ORDER-1", "FH-DOWNTIME-BREW-1"),
        ),
        Step(
            title="Construction",
            narration=(
                "Last, the town builds: one build or upgrade per outpost phase, paid from the supply (a second "
                "one costs 2 morale). **Build or upgrade one building, then end the outpost phase.**"
            ),
            expect=[*builds, EndConstruction()],
            check=lambda g: g.state.phase == "scenario",
            solution=[*builds[:1], EndConstruction()],
            hints=["Upgrading the Mining Camp (building 5) gives more metal each week.",
                   "Then 'End the outpost phase'."],
            explanation="The outpost phase is over: the party chooses its next scenario (scenarios 2 and 3 are "
                        "now unlocked).",
            rules=("FH-CONSTRUCT-BUILD-1", "FH-CONSTRUCT-MORALE-1", "FH-OUTPOST-STEPS-1"),
        ),
        Quiz("In which order do the outpost steps come?",
             ["event, time, downtime, operations, construction",
              "time, event, attack, operations, downtime, construction",
              "construction, downtime, time, event"], 1,
             explanation="Always time, then the event (and any attack), then operations, downtime, construction.",
             rules=("FH-OUTPOST-STEPS-1",)),
        Quiz("A party of 3 wins a scenario. How much inspiration does it gain?", ["1", "3", "4"], 0,
             explanation="4 minus the number of characters: 1.", rules=("FH-COMPLETE-INSPIRE-1",)),
        Quiz("How can the town build twice in one outpost phase?",
             ["By spending 2 morale", "By spending 15 inspiration", "It cannot"], 0,
             explanation="A second build or upgrade costs 2 morale.", rules=("FH-CONSTRUCT-MORALE-1",)),
    ]
    return Lesson(
        words=card_words,
        title="Frosthaven 5: The outpost phase",
        intro="Between scenarios the party returns to the town: report the result, let a week pass, face an "
              "event, defend the walls, run the buildings, spend downtime and build.",
        steps=steps,
        recap=("**Recap.** A won scenario gives its rewards the first time, and inspiration (4 minus the "
               "characters) every time. The outpost phase runs in order: mark a week (10-week seasons), draw and "
               "resolve an outpost event, defend attacked buildings with Town Guard cards, run building "
               "operations, downtime for each character, then one construction (a second for 2 morale)."),
    )


# -- helpers -------------------------------------------------------------------------------------------------

def _widget() -> Any:
    from ..widgets.scenario_widget import ScenarioWidget

    class LessonBoard(ScenarioWidget):
        """The scenario table whose board prints each hex's ``q,r``: the narration names hexes that way."""

        def view_options(self) -> dict[str, Any]:
            return {**super().view_options(), "coords": True}

    return LessonBoard


LESSONS: tuple[Callable[[], Lesson], ...] = (lesson_01, lesson_02, lesson_03, lesson_04, lesson_05)


def show(number: int, **kwargs: Any) -> Any:
    """A LessonWidget for lesson ``number`` (1..5): the one line a tutorial notebook needs."""
    from floe_widgets.tutor import LessonWidget

    return LessonWidget(LESSONS[number - 1](), **kwargs)


__all__ = ["LESSONS", "lesson_01", "lesson_02", "lesson_03", "lesson_04", "lesson_05", "new_game", "position", "show"]
