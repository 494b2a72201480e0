"""Five guided Ice and Idols lessons, as data (``Lesson`` / ``Step`` / ``Quiz`` of the tutor kit).

Every position is built with the engine: a new 2-player game (you are the green Architect, seat 0;
the red Curator is seat 1) whose key cards are chosen with real actions, then, where a lesson
needs a particular board, a copy of that state edited piece by piece and loaded with
``game.set_position`` (the engine checks every later action).  Event cards that a step draws are
put on top of the event deck in that position, so the story is the same for everyone.

``lesson_01()`` .. ``lesson_05()`` build the lessons; ``LESSONS`` lists them; ``show(n)`` returns a
LessonWidget for notebooks.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from functools import partial
from typing import Any

from floe_widgets.tutor import Lesson, Mistake, Quiz, Step

from .actions import (
    ChooseKey,
    EndTurn,
    GainPower,
    Move,
    Pass,
    PassTo,
    PickUp,
    PlaceIdol,
    Research,
    RotateTemple,
    RotateTile,
    ShiftTokens,
    UseAdrenaline,
    UsePower,
)
from .game import IceAndIdols
from .state import EMPTY, IDOLS, NEUTRAL, SIZE, IceAndIdolsState

SEED = 11
CHARACTERS = ["architect", "curator"]
ME, THEM = 0, 1
START = (2, 2)
# event card ids of the shipped content (content/events.yaml)
CHILL, COLLAPSE_AHEAD, ROTATE_CW, SHIFT_SUN_TO_MOON = 24, 0, 10, 16

INTRO = (
    "**Ice and Idols** in two sentences: explorers walk the paths of a frozen temple whose tiles keep "
    "collapsing, turning and sliding. They carry idols to matching altars, then either *research* them "
    "(markers on a shared track, worth victory points at the end) or keep their *power*; the most VP wins."
)


# -- building positions with the engine --------------------------------------------------------------------

def new_game(seed: int = SEED) -> IceAndIdols:
    """A fresh 2-player game in the key-card phase (green Architect first, red Curator second)."""
    return IceAndIdols(players=2, seed=seed, characters=list(CHARACTERS), first_player=ME)


def started(seed: int = SEED) -> IceAndIdols:
    """A 2-player game whose key cards are chosen (each seat keeps the first card offered): P1 to play."""
    game = new_game(seed)
    while game.state.phase == "keys":
        seat = game.state.turn
        game.apply(ChooseKey(game.state.players[seat].key_offer[0]))
    return game


def cell(rc: tuple[int, int]) -> int:
    return rc[0] * SIZE + rc[1]


class Board:
    """Edits a copy of a state: put tiles of a kind in a given orientation, empty spaces, figures, cards."""

    def __init__(self, state: IceAndIdolsState) -> None:
        self.s = state
        self.fixed: set[int] = set()

    def tile(self, rc: tuple[int, int], kind: str, rot: int = 0) -> Board:
        """Put a tile of ``kind`` at ``rc`` (swapped in from elsewhere on the grid, or from the spare)."""
        s, target = self.s, cell(rc)
        here = s.grid[target]
        if here == EMPTY or s.tile_kind[here] != kind:
            donors = [x for x, t in enumerate(s.grid) if t != EMPTY and x != target and x not in self.fixed
                      and s.tile_kind[t] == kind]
            if donors:
                x = donors[0]
                s.grid[x], s.grid[target] = s.grid[target], s.grid[x]
            else:
                spare = [t for t in s.spare if s.tile_kind[t] == kind]
                if not spare:
                    raise ValueError(f"no {kind} tile left to put at {rc}")
                s.spare.remove(spare[0])
                if here != EMPTY:
                    s.spare.append(here)
                s.grid[target] = spare[0]
        s.tile_rot[s.grid[target]] = rot % 4
        self.fixed.add(target)
        return self

    def empty(self, rc: tuple[int, int]) -> Board:
        """Remove the tile at ``rc`` to the discard pile (as a Collapse would)."""
        s, target = self.s, cell(rc)
        if s.grid[target] != EMPTY:
            s.discard.append(s.grid[target])
            s.grid[target] = EMPTY
        self.fixed.add(target)
        return self

    def figure(self, seat: int, rc: tuple[int, int], path: int = 0) -> Board:
        p = self.s.players[seat]
        p.cell, p.path = cell(rc), path
        return self

    def events_on_top(self, *cards: int) -> Board:
        deck = [c for c in self.s.event_deck if c not in cards]
        self.s.event_discard = [c for c in self.s.event_discard if c not in cards]
        self.s.event_deck = list(cards) + deck
        return self

    def carry(self, seat: int, *idols: str) -> Board:
        p = self.s.players[seat]
        for idol in idols:
            p.hand.append(idol)
            self.s.supply[idol] -= 1
        return self


def position(edit: Callable[[Board], Any] | None = None, seed: int = SEED) -> IceAndIdols:
    """A started game, its state edited by ``edit`` and loaded with ``set_position`` (history cleared)."""
    game = started(seed)
    if edit is not None:
        state = copy.deepcopy(game.state)
        edit(Board(state))
        game.set_position(state)
    return game


def at(game: Any, seat: int, rc: tuple[int, int]) -> bool:
    return game.state.players[seat].cell == cell(rc)


# The tile shapes at rotation 0 (content/tiles.yaml): corner N-E, Y N-E-S, archway N-S over E-W,
# double corner N-E | S-W.  A rotation r turns every side s into (s + r) % 4 (0 N, 1 E, 2 S, 3 W).
def corner(a: str, b: str) -> tuple[str, int]:
    """A single corner joining sides ``a`` and ``b`` (adjacent)."""
    sa, sb = "NESW".index(a), "NESW".index(b)
    first = sa if (sb - sa) % 4 == 1 else sb
    return ("corner", first)


def y_without(missing: str) -> tuple[str, int]:
    """A Y-crossing open on every side but ``missing``."""
    return ("y", ("NESW".index(missing) + 1) % 4)


# -- lesson 1: setting up ------------------------------------------------------------------------------------

def lesson_01() -> Lesson:
    probe = new_game()
    my_offer = list(probe.state.players[ME].key_offer)
    probe.apply(ChooseKey(my_offer[0]))
    their_offer = list(probe.state.players[THEM].key_offer)
    probe.apply(ChooseKey(their_offer[0]))
    first_moves = [a for a in probe.legal_actions() if a.group == "move"]   # one tile, or further along paths
    deck_2p = len(probe.state.event_deck)

    steps: list[Step | Quiz] = [
        Step(
            title="Keep a key card",
            narration=(
                "The board is already built: 25 pathway tiles on a 5x5 grid lying over the temple map, "
                "with a Roundabout in the middle where every explorer starts. The second Roundabout waits beside "
                "the temple (bottom left).\n\nYou are **P1, the green Architect**. You were dealt two *key cards*: "
                "secret patterns of three research markers that pay extra VP at the end. **Keep one of them** "
                "(buttons under *Key card*)."
            ),
            position=new_game,
            expect=[ChooseKey(c) for c in my_offer],
            solution=[ChooseKey(my_offer[0])],
            hints=["Both cards are fine. A pattern of three markers side by side is easy to build later.",
                   "Press one of the two *Keep key card* buttons."],
            explanation="The other card goes back to the box, unseen. Your kept card stays secret until the "
                        "final scoring.",
            rules=("IAI-SETUP-KEY-1", "IAI-KEY-SECRET-1", "IAI-SETUP-TILES-1", "IAI-GRID-SIZE-1"),
        ),
        Step(
            title="Your opponent keeps one too",
            narration=("Now **P2, the red Curator**, chooses. On a shared screen P1 looks away! "
                       "Keep one of P2's two cards for them."),
            expect=[ChooseKey(c) for c in their_offer],
            solution=[ChooseKey(their_offer[0])],
            hints=["Any of P2's two cards will do."],
            explanation="Both players hold a secret objective: the game starts, P1 first.",
            rules=("IAI-SETUP-KEY-1", "IAI-SETUP-FIRST-1"),
        ),
        Step(
            title="Your board and a first step",
            narration=(
                "Look at your player board (bottom right): an AP track with **5** usable spaces (the 6th is "
                "covered), the adrenaline token on its **+** side, **one** usable hand space (the other is "
                "covered), and **10** research markers. Both figures stand on the centre Roundabout.\n\n"
                "**Take your first step:** move off the Roundabout along a path. Dashed purple squares show "
                "where you can go."
            ),
            expect=first_moves,
            check=lambda g: not at(g, ME, START),
            solution=first_moves[:1],
            hints=["A move costs 1 AP and follows a path into the next tile, if that tile opens towards you.",
                   "Use the move pad or press one of the highlighted tiles."],
            explanation="You spent 1 AP of your 5. Every tile you cross costs 1 AP.",
            rules=("IAI-SETUP-BOARD-1", "IAI-SETUP-APCOVER-1", "IAI-SETUP-HAND-1", "IAI-SETUP-ADRENALINE-1",
                   "IAI-SETUP-FIGURE-1", "IAI-MOVE-STEP-1"),
        ),
        Step(
            title="Two players: a smaller deck, a shorter track",
            narration=(
                f"With two players the event deck holds only **{deck_2p}** of the 30 cards: the cards marked for "
                "3 or 4 players stay in the box. On the research track, the two lowest spaces of every column "
                "already hold grey markers of an unused colour, so the tracks fill up sooner.\n\n"
                "**End your turn** (group *Turn*)."
            ),
            expect=EndTurn(),
            hints=["The *End turn* button is in the *Turn* group."],
            explanation="Unspent AP is lost. Now it is P2's turn, with a fresh 5 AP.",
            rules=("IAI-SETUP-EVENT-1", "IAI-SETUP-TRACK-1", "IAI-SETUP-TRACK-2", "IAI-AP-LOSE-1",
                   "IAI-ROUND-ORDER-1"),
        ),
        Quiz("With **3** players, which event cards stay in the box?",
             ["None: all 30 are used", "The cards marked for 4 players", "The cards marked for 3 or 4 players"],
             1, explanation="Three players remove the 4-player cards; two players remove the 3- and 4-player "
                            "cards.", rules=("IAI-SETUP-EVENT-1",)),
        Quiz("In a **2**-player game, where does the first research marker of a column go?",
             ["The lowest space", "The second space", "The third space"], 2,
             explanation="The two lowest spaces hold the grey blocking markers.", rules=("IAI-SETUP-TRACK-2",)),
        Quiz("How many idols can you carry at the start of the game?", ["None", "One", "Two", "As many as you like"],
             1, explanation="One hand space is covered until you gain the Tiger's Eye power.",
             rules=("IAI-SETUP-HAND-1", "IAI-IDOL-CARRY-1")),
        Quiz("How many key cards does each player keep?", ["One of the two dealt", "Both", "None"], 0,
             explanation="Keep one, return the other to the box.", rules=("IAI-SETUP-KEY-1",)),
    ]
    return Lesson(
        follow_on=lesson_02,
        words=side_words,
        title="Ice and Idols 1: Setting up",
        intro=INTRO,
        steps=steps,
        recap=("**Recap.** The temple is a 5x5 grid of tiles over a fixed map, everyone starts on the centre "
               "Roundabout; each player keeps one secret key card of two; a board starts with 5 AP, adrenaline "
               "ready, one hand space and 10 markers; fewer players means a smaller event deck and grey "
               "markers at the bottom of the research track."),
        widget=_widget(),
    )


# -- lesson 2: your turn ----------------------------------------------------------------------------------------

def _paths_position(b: Board) -> None:
    # P1 on the centre Roundabout; north a corner opening S and E; east a corner walled on its W side
    b.tile((1, 2), *corner("S", "E")).tile((2, 3), *corner("N", "E"))
    b.tile((3, 2), *corner("N", "E")).tile((2, 1), *corner("N", "W"))


def _wrap_position(b: Board) -> None:
    b.tile((0, 2), *y_without("E")).figure(ME, (0, 2))
    b.tile((4, 2), *corner("S", "W"))


def _arch_position(b: Board) -> None:
    # P1 on the straight N-S path (over the arch) of an archway; every neighbour opens towards it
    b.tile((2, 2), "arch", 0).figure(ME, (2, 2), path=0)
    b.tile((1, 2), *y_without("N")).tile((3, 2), *y_without("S"))
    b.tile((2, 1), *y_without("W")).tile((2, 3), *y_without("E"))


SIDES = {"N": "north", "E": "east", "S": "south", "W": "west"}


def side_words(name: str, value: object) -> str | None:
    """How lesson feedback names a step of the move pad."""
    return f"to move {SIDES[value]}" if name == "side" and value in SIDES else None


def moved_elsewhere(wanted: str, why: str) -> Mistake:
    """A move along the path, but not the way the step asks (IAI-MOVE-STEP-1)."""
    return Mistake(lambda a, _g: isinstance(a, Move) and a.side != wanted,
                   lambda a, _g: f"You moved {SIDES[a.side]}: {why}", ("IAI-MOVE-STEP-1",))


def lesson_02() -> Lesson:
    steps: list[Step | Quiz] = [
        Step(
            title="Paths must meet",
            narration=(
                "Your turn: **5 AP**. A move takes you 1 tile along your path, but only if the next tile has an "
                "opening on the side facing you (dark edges are walls).\n\nYou stand on the centre "
                "Roundabout. East, the tile is walled on your side. **Move north.**"
            ),
            position=partial(position, _paths_position),
            expect=Move("N"),
            mistakes=[moved_elsewhere("N", "that is allowed, but this step shows how paths meet to the north: "
                                           "the corner there opens towards you.")],
            hints=["North of you is a corner opening to the south: the paths meet.",
                   "Press the N arrow of the move pad, or tile 1,2."],
            explanation="1 AP spent. You now stand on the corner's path, which leads south and east.",
            rules=("IAI-MOVE-STEP-1", "IAI-MOVE-BLOCK-1", "IAI-AP-COST-1", "IAI-TILE-CORNER-1",
                   "IAI-TILE-ROUND-1"),
        ),
        Step(
            title="The temple wraps round",
            narration=(
                "The grid has no edge: leave it on one side and you come back on the opposite side, in the "
                "same row or column.\n\nYou are on the top row. **Move north** and land on the bottom row."
            ),
            position=partial(position, _wrap_position),
            expect=Move("N"),
            check=lambda g: at(g, ME, (4, 2)),
            hints=["Tile 4,2 (bottom row) opens to the south, which is the side that touches the top row."],
            explanation="1 AP for a step across the edge, like any other step.",
            rules=("IAI-GRID-WRAP-1", "IAI-GRID-ADJ-1", "IAI-GRID-WRAP-2"),
        ),
        Step(
            title="Archways: keep straight",
            narration=(
                "You stand on an **Archway**: two straight paths, one over the arch and one under it. You "
                "walk on the north-south path, so you may only go on north or south, never turn east or west."
                "\n\n**Move south.**"
            ),
            position=partial(position, _arch_position),
            expect=Move("S"),
            hints=["East and west are open on the tile, but on the other path, not yours."],
            explanation="A figure always stays on its own path of an Archway or Double Corner.",
            rules=("IAI-TILE-ARCH-1", "IAI-TILE-PATH-1", "IAI-TILE-DOUBLE-1", "IAI-TILE-Y-1"),
        ),
        Step(
            title="Adrenaline",
            narration=(
                "Need one more step? The adrenaline token gives **+1 AP now**, and it flips to its **-** "
                "side: next turn you get 2 AP fewer.\n\n**Use adrenaline.**"
            ),
            expect=UseAdrenaline(),
            hints=["It is in the *Turn* group."],
            explanation="You have one more AP this turn. You may use adrenaline at any moment of your turn, once.",
            rules=("IAI-ADRENALINE-USE-1", "IAI-ADRENALINE-TIMING-1", "IAI-ADRENALINE-LIMIT-1"),
        ),
        Step(
            title="End the turn",
            narration="Whatever AP you do not spend is lost. **End your turn.**",
            expect=EndTurn(),
            explanation="P2 now plays with 5 AP.",
            rules=("IAI-AP-LOSE-1", "IAI-ROUND-ORDER-1"),
        ),
        Step(
            title="The price of adrenaline",
            narration="Play P2's turn quickly: **end P2's turn**, and watch how many AP you get back.",
            expect=EndTurn(),
            check=lambda g: g.state.turn == ME and g.state.ap == 3,
            explanation="Your turn starts with **3 AP** instead of 5: the -2 of adrenaline. At the end of this "
                        "turn the token turns back to +.",
            rules=("IAI-ADRENALINE-PEN-1", "IAI-EXAMPLE-2", "IAI-ADRENALINE-RESET-1", "IAI-AP-BASE-1"),
        ),
        Quiz("You end your turn with 2 AP unspent. What happens to them?",
             ["They are lost", "They carry over to next turn", "They become 2 VP"], 0,
             explanation="AP never carries over.", rules=("IAI-AP-LOSE-1",)),
        Quiz("You used adrenaline this turn (base 5 AP). How many AP next turn?", ["3", "4", "5", "6"], 0,
             explanation="Base 5 minus 2.", rules=("IAI-ADRENALINE-PEN-1",)),
        Quiz("A tile in column 4 (the right edge): which tile is its east neighbour?",
             ["None: it is the edge", "Column 0 of the same row", "Column 3 of the same row"], 1,
             explanation="The temple wraps round in both directions.", rules=("IAI-GRID-WRAP-1",)),
        Quiz("You entered an Archway from the west. Where may you leave it?",
             ["Only east (or back west)", "North or south", "Any side"], 0,
             explanation="On an Archway you keep straight.", rules=("IAI-TILE-ARCH-1",)),
    ]
    return Lesson(
        follow_on=lesson_03,
        words=side_words,
        title="Ice and Idols 2: Your turn",
        intro="Your 5 action points: walking the temple's paths, across its edges, and the adrenaline token.",
        steps=steps,
        recap=("**Recap.** 5 AP a turn, 1 AP per tile moved; paths must open on both sides of the shared edge; "
               "the grid wraps round; you stay on your own path of an Archway or Double Corner; adrenaline gives "
               "+1 AP now and -2 AP next turn; unspent AP is lost."),
        widget=_widget(),
    )


# -- lesson 3: idols, research and powers --------------------------------------------------------------------

def _idol_position(b: Board) -> None:
    # P1 over the Jade idol at (2,1); the path west wraps to the Jade altar at (2,4)
    b.tile((2, 1), *corner("W", "S")).figure(ME, (2, 1))
    b.tile((2, 0), "arch", 1)             # rotation 1: path 0 runs E-W
    b.tile((2, 4), *corner("E", "N"))
    b.s.vp_tokens = [3, 4, 7, 6, 5]


def _lock_position(b: Board) -> None:
    b.tile((4, 2), *y_without("N")).figure(ME, (4, 2)).carry(ME, "gold")
    b.s.track[IDOLS.index("gold")] = [NEUTRAL, NEUTRAL, THEM, ME, THEM]
    b.s.players[ME].markers_left, b.s.players[THEM].markers_left = 9, 8


def _power_position(b: Board) -> None:
    b.tile((1, 2), *y_without("N")).figure(ME, (1, 2)).carry(ME, "tigers-eye").events_on_top(CHILL)


def lesson_03() -> Lesson:
    gold = IDOLS.index("gold")
    steps: list[Step | Quiz] = [
        Step(
            title="Pick up an idol",
            narration=(
                "Each tile lies over a spot of the map. Filled shapes are **idols** you can take; hollow shapes "
                "on a plinth are **altars**. You stand over a Jade idol (green hexagon, J). It does not matter "
                "which path of the tile you are on.\n\n**Pick up the Jade** (1 AP)."
            ),
            position=partial(position, _idol_position),
            expect=PickUp("jade"),
            hints=["Group *Idols*, or press your own tile."],
            explanation="The idol comes from the supply; the map picture stays, so the spot can be used again.",
            rules=("IAI-IDOL-PICK-1", "IAI-GRID-LOC-1", "IAI-IDOL-PICK-3", "IAI-IDOL-CARRY-1"),
        ),
        Step(
            title="Carry it to its altar",
            narration="The Jade altar is at 2,4. Going west wraps round and is shorter. **Walk to tile 2,4.**",
            expect=[Move("W"), *_walks_to(_idol_position, [PickUp("jade")], (2, 4))],
            check=lambda g: at(g, ME, (2, 4)),
            solution=[Move("W"), Move("W")],
            hints=["West of you is an Archway whose east-west path leads on to the right edge."],
            explanation="Two steps, 2 AP: you stand over the Jade altar.",
            rules=("IAI-GRID-WRAP-1", "IAI-MOVE-STEP-1"),
        ),
        Step(
            title="Place it and research",
            narration=(
                "Placing costs 1 AP; then choose: **research** (a marker on the track) or **power**. "
                "**Place the Jade and research it.**"
            ),
            check=lambda g: ME in g.state.track[IDOLS.index("jade")],
            expect=[PlaceIdol("jade"), Research()],
            solution=[PlaceIdol("jade"), Research()],
            hints=["First *Place Jade on the altar*, then *Research the idol*."],
            explanation="Your marker takes the lowest free space of the Jade column (the third: two grey markers "
                        "sit below). The idol goes back to the supply.",
            rules=("IAI-ALTAR-PLACE-1", "IAI-ALTAR-CHOICE-1", "IAI-RESEARCH-PLACE-1", "IAI-TRACK-LAYOUT-1"),
        ),
        Step(
            title="A shift space",
            narration=(
                "Your marker landed on a **⇄ shift** space: you may move all VP tokens one column left or right "
                "(they wrap round). Each marker scores the token of its column at the end.\n\n"
                "The token under Jade shows 5. Shifting right brings the 6 under Jade, shifting left the 3, "
                "and you may also leave them. **Shift the tokens right.**"
            ),
            expect=ShiftTokens(1),
            hints=["Group *Research track*: *Shift VP tokens right*."],
            explanation="Tokens now read 5 3 4 7 6: your Jade marker is worth 6 VP, unless someone shifts again.",
            rules=("IAI-SHIFT-VP-1", "IAI-SHIFT-VP-2", "IAI-SHIFT-VP-3", "IAI-RESEARCH-SPACE-1"),
        ),
        Step(
            title="Lock a column",
            narration=(
                "You carry a Gold idol and stand over a Gold altar. One space is left in the Gold column: the "
                "top one, worth **+4** at the end. Fill it, and the column's token moves above it, **locked**: "
                "later shifts no longer touch it.\n\n**Place the Gold and research it.**"
            ),
            position=partial(position, _lock_position),
            check=lambda g: g.state.locked[gold],
            expect=[PlaceIdol("gold"), Research()],
            solution=[PlaceIdol("gold"), Research()],
            hints=["Place, then research."],
            explanation="The Gold token is locked. Every marker in the column still scores that token's value.",
            rules=("IAI-LOCK-FILL-1", "IAI-LOCK-SKIP-1", "IAI-LOCK-SCORE-1", "IAI-TRACK-BONUS-1"),
        ),
        Step(
            title="Or take the power",
            narration=(
                "Instead of researching, an idol can sit on your own board: you gain its **power** for good, and "
                "you draw an **event**. Tiger's Eye lets you carry two different idols.\n\n"
                "**Place the Tiger's Eye and gain its power.**"
            ),
            position=partial(position, _power_position),
            check=lambda g: "tigers-eye" in g.state.players[ME].powers,
            expect=[PlaceIdol("tigers-eye"), GainPower()],
            solution=[PlaceIdol("tigers-eye"), GainPower()],
            hints=["Place it, then *Gain the idol's power*."],
            explanation="The hand cover is gone: two hand spaces. The event drawn was a Chill: nothing happens.",
            rules=("IAI-POWER-GAIN-1", "IAI-POWER-TIGER-1", "IAI-EVENT-TRIGGER-1", "IAI-CHILL-NOEFFECT-1",
                   "IAI-POWER-ONCE-1"),
        ),
        Quiz("Research: where does your marker go?",
             ["The lowest empty space of that idol's column", "Any empty space you like", "The top of the column"],
             0, rules=("IAI-RESEARCH-PLACE-1",),
             explanation="The marker always takes the lowest space of the idol's column that is still empty.",
             reasons=["", "You do not choose: the column fills from the bottom.",
                      "The top is filled last: the column fills from the bottom."]),
        Quiz("When is a column's VP token locked?",
             ["When every space of the column holds a marker", "When you research twice in a row",
              "At the end of each round"], 0, rules=("IAI-LOCK-FILL-1",),
             explanation="The moment the last space of a column is filled, the VP token under it moves to its top "
                         "and stays there, locked."),
        Quiz("Which two powers cost no AP to use, because they work all the time?",
             ["Sapphire and Tiger's Eye", "Ruby and Gold", "Jade and Ruby"], 0,
             explanation="Sapphire: 6 base AP; Tiger's Eye: carry 2 different idols.",
             rules=("IAI-POWER-SAPPHIRE-1", "IAI-POWER-TIGER-1", "IAI-POWER-REPEAT-1")),
        Quiz("Taking an idol's power also...", ["draws an event", "scores 2 VP", "ends your turn"], 0,
             rules=("IAI-EVENT-TRIGGER-1",),
             explanation="Putting an idol on its altar draws an event, resolved at once; then your turn goes on "
                         "and the power is yours."),
    ]
    return Lesson(
        follow_on=lesson_04,
        words=side_words,
        title="Ice and Idols 3: Idols, research and powers",
        intro="Carry an idol to its altar, then research it for points or keep its power.",
        steps=steps,
        recap=("**Recap.** Pick up (1 AP) an idol shown under your tile; place it (1 AP) on a matching altar; "
               "research: a marker on the lowest free space of its column (⇄ lets you shift the VP tokens, "
               "⚡ draws an event, +n scores at the end); a full column locks its token; or gain the power "
               "(once per idol) and draw an event."),
        widget=_widget(),
    )


# -- lesson 4: events and the shifting temple ----------------------------------------------------------------

def _collapse_position(b: Board) -> None:
    # P1 over the Ruby altar at (1,1), carrying a Ruby; a Collapse card (X ahead = north for P1) is next
    b.tile((1, 1), *y_without("W")).figure(ME, (1, 1)).carry(ME, "ruby").events_on_top(COLLAPSE_AHEAD)
    b.figure(THEM, (3, 3))


def _rotate_position(b: Board) -> None:
    b.tile((2, 4), *y_without("E")).figure(ME, (2, 4)).carry(ME, "jade").events_on_top(ROTATE_CW)


def _shift_position(b: Board) -> None:
    b.tile((0, 3), *y_without("N")).figure(ME, (0, 3)).carry(ME, "sapphire").events_on_top(SHIFT_SUN_TO_MOON)


def _trapped_position(b: Board) -> None:
    b.tile((3, 1), *corner("N", "E")).figure(ME, (3, 1))
    for rc in ((2, 1), (4, 1), (3, 0), (3, 2)):
        b.empty(rc)


def lesson_04() -> Lesson:
    pass_targets = [a for a in _after(position(_trapped_position), [Pass()]) if isinstance(a, PassTo)]
    ruby_turns = [a for a in _after(position(_collapse_position),
                                    [PlaceIdol("ruby"), GainPower(), UsePower("ruby")]) if isinstance(a, RotateTile)]
    steps: list[Step | Quiz] = [
        Step(
            title="Collapse",
            narration=(
                "The temple crumbles. The next event card is a **Collapse**: it marks one of the four spaces "
                "next to you (here: the one ahead of you, to the north); that tile falls out of the temple. An "
                "empty or occupied space is skipped, going clockwise.\n\nYou carry a Ruby over the Ruby altar. "
                "**Place it and gain its power** (that draws the event)."
            ),
            position=partial(position, _collapse_position),
            check=lambda g: g.state.grid[cell((0, 1))] == EMPTY,
            expect=[PlaceIdol("ruby"), GainPower()],
            solution=[PlaceIdol("ruby"), GainPower()],
            hints=["Place the Ruby, then *Gain the idol's power*."],
            explanation="Tile 0,1 is gone (see the discarded tiles). Nobody can step into an empty space.",
            rules=("IAI-COLLAPSE-X-1", "IAI-COLLAPSE-DISCARD-1", "IAI-EVENT-PERSPECTIVE-1", "IAI-EVENT-RESOLVE-1",
                   "IAI-MOVE-EMPTY-1"),
        ),
        Step(
            title="Ruby: turn a tile",
            narration=("Your new Ruby power turns any tile nobody else stands on by a quarter turn, for 1 AP. "
                       "**Use the Ruby power and turn tile 2,1.**"),
            expect=[UsePower("ruby"), *ruby_turns],
            check=lambda g: any(isinstance(a, RotateTile) for a in g.actions),
            solution=[UsePower("ruby"), RotateTile((2, 1), True)],
            hints=["*Use the Ruby power*, then press tile 2,1 and pick a direction."],
            explanation="Turning tiles opens (or closes) paths. Ruby, Gold and Jade can be used again and again "
                        "while you have AP.",
            rules=("IAI-POWER-RUBY-1", "IAI-POWER-REPEAT-1", "IAI-AMBIG-20"),
        ),
        Step(
            title="Rotate the ruins",
            narration=(
                "A **Rotate** event turns the whole temple grid a quarter turn over the map: tiles, empty spaces "
                "and figures ride along, so other idols and altars now lie under each tile (the board is drawn "
                "as the grid sees it).\n\n**Place the Jade and gain its power.**"
            ),
            position=partial(position, _rotate_position),
            check=lambda g: g.state.rotation == 1 and "jade" in g.state.players[ME].powers,
            expect=[PlaceIdol("jade"), GainPower()],
            solution=[PlaceIdol("jade"), GainPower()],
            hints=["Place, then gain the power; the event follows."],
            explanation="The temple turned clockwise: look how the map spots moved under the tiles.",
            rules=("IAI-ROTATE-DIR-1", "IAI-ROTATE-GEOM-1", "IAI-ROTATE-RIDE-1", "IAI-GRID-FRAME-1"),
        ),
        Step(
            title="Jade: turn it back",
            narration="Jade lets you turn the temple yourself for 2 AP. **Turn it back counter-clockwise.**",
            expect=RotateTemple(False),
            check=lambda g: g.state.rotation == 0,
            explanation="Back where it was, for 2 AP.",
            rules=("IAI-POWER-JADE-1",),
        ),
        Step(
            title="Shift",
            narration=(
                "A **Shift** event slides your whole column (or row) one space, from one border icon towards the "
                "opposite one; what falls off one end comes back at the other. The next card reads "
                "*sun → moon*.\n\n**Place the Sapphire and gain its power.**"
            ),
            position=partial(position, _shift_position),
            check=lambda g: at(g, ME, (1, 3)),
            expect=[PlaceIdol("sapphire"), GainPower()],
            solution=[PlaceIdol("sapphire"), GainPower()],
            hints=["Place, then gain the power."],
            explanation="Your column moved one space towards the moon and you rode your tile down to 1,3. "
                        "Sapphire also gave you +1 AP now and 6 AP from next turn.",
            rules=("IAI-EVENT-SHIFT-1", "IAI-EVENT-SHIFT-2", "IAI-EVENT-SHIFT-3", "IAI-EVENT-SHIFT-4",
                   "IAI-GRID-BORDER-1", "IAI-POWER-SAPPHIRE-1"),
        ),
        Step(
            title="Trapped? Pass",
            narration=(
                "Collapses have left you on an island: all four neighbours are empty. At the very **start** of "
                "a turn you may **pass**: jump to any tile nobody stands on, and your turn ends.\n\n"
                "**Pass and pick a tile.**"
            ),
            position=partial(position, _trapped_position),
            expect=[Pass(), *pass_targets],
            check=lambda g: g.state.turn == THEM and not at(g, ME, (3, 1)),
            solution=[Pass(), pass_targets[0]],
            hints=["*Pass* is in the *Turn* group; then press any highlighted tile."],
            explanation="Passing costs your whole turn, and you cannot use adrenaline on it.",
            rules=("IAI-TRAPPED-PASS-1", "IAI-TRAPPED-TIMING-1", "IAI-TRAPPED-ADRENALINE-1", "IAI-AMBIG-18"),
        ),
        Quiz("The Collapse X marks an empty space. What collapses?",
             ["Nothing", "The next neighbouring tile clockwise that is free", "Your own tile"], 1,
             rules=("IAI-COLLAPSE-NEXT-1", "IAI-EXAMPLE-3"),
             explanation="When the marked space is empty (or holds another figure), the next of the four spaces "
                         "around you, clockwise, is tried; only when all four fail does nothing collapse. Your "
                         "own tile is never one of the four."),
        Quiz("The temple rotates. What happens to your figure?",
             ["It stays on its tile and path; the map under it changes", "It falls off", "It stays over the same "
              "map spot"], 0, rules=("IAI-ROTATE-RIDE-1",),
             explanation="Figures ride the rotation: each stays on its own tile and path while the tiles turn."),
        Quiz("A shift pushes a tile off the edge. Where does it go?",
             ["Back in at the other end of the same line", "To the discard pile", "To the Keysmith"], 0,
             rules=("IAI-EVENT-SHIFT-4",),
             explanation="Nothing leaves the temple in a shift: what is pushed off one end comes back in at the "
                         "other end of the same line, turned as it was."),
        Quiz("When may you pass?", ["Only at the start of your turn, before any action", "Any time",
                                    "Only with 0 AP"], 0, rules=("IAI-TRAPPED-TIMING-1",),
             explanation="A pass is announced at the start of your turn, before you do anything: you move to a "
                         "free tile and your turn ends at once."),
    ]
    return Lesson(
        follow_on=lesson_05,
        words=side_words,
        title="Ice and Idols 4: Events and the shifting temple",
        intro="Collapses, rotations and shifts reshape the temple; what to do if you are trapped.",
        steps=steps,
        recap=("**Recap.** Events come from gaining a power or a ⚡ research space. Collapse removes a neighbouring "
               "tile (clockwise past empty or occupied spaces); Rotate turns the grid over the map; Shift slides "
               "your row or column with wrap-around; Chill does nothing. Ruby turns a tile, Jade the temple. "
               "Trapped? Pass at the start of your turn."),
        widget=_widget(),
    )


def _after(game: IceAndIdols, actions: list[Any]) -> list[Any]:
    """The legal actions once ``actions`` are played from ``game`` (on a copy)."""
    probe = game.copy()
    for action in actions:
        probe.apply(action)
    return probe.legal_actions()


def _walks_to(edit: Callable[[Board], Any], before: list[Any], rc: tuple[int, int]) -> list[Any]:
    """The multi-tile walks (MoveTo) to ``rc`` legal after ``before`` in the position ``edit`` builds."""
    return [a for a in _after(position(edit), before) if a.kind == "move-to" and tuple(a.cell) == rc]


# -- lesson 5: game end and scoring ------------------------------------------------------------------------------

EXAMPLE_TOKENS = [5, 7, 4, 6, 3]   # Sapphire, Ruby, Tiger's Eye, Gold, Jade
EXAMPLE_KEY = 7                    # three markers side by side at one height: 10 VP (content/key_cards.yaml)


def _example_position(b: Board) -> None:
    """The rulebook's scoring example for green (seat 0): 5 + 7 + 8 + 12 + 6 = 38, +5 bonus, +10 key = 53.

    Green has 1 marker under the 5, 1 under the 7, 2 under the 4, 2 under the 6 and 2 under the 3; the
    Sapphire (+3) and Tiger's Eye (+2) top spaces; and three markers side by side at height 3 (Tiger's Eye,
    Gold, Jade).  Red has placed its 10th marker, four tracks are full: red's turn is the last of the game.
    """
    G, R, N = ME, THEM, NEUTRAL
    s = b.s
    s.track = [[N, N, R, R, R, G], [N, N, G, R, R, R], [N, N, G, R, R, G], [N, N, G, G], [N, N, G, G, R, R]]
    s.vp_tokens = list(EXAMPLE_TOKENS)
    s.locked = [True, True, True, False, True]
    s.players[G].markers_left, s.players[R].markers_left = 2, 0
    s.players[G].powers = ["ruby", "jade"]
    s.supply["ruby"] -= 1  # the idols of gained powers lie on the player board, not in the supply
    s.supply["jade"] -= 1
    s.players[G].key_card = EXAMPLE_KEY
    s.players[R].key_card = 0
    s.end_triggered = "4 research tracks full"
    s.round = 9
    s.turn = R
    s.ap = s.ap_this_turn = 5


def _variation_position(b: Board) -> None:
    """The example one turn earlier: green still to play, carrying a Gold over a Gold altar."""
    _example_position(b)
    b.s.turn = ME
    b.tile((4, 2), *y_without("N")).figure(ME, (4, 2)).carry(ME, "gold")


def _finished_practice(seed: int = 6) -> tuple[IceAndIdols, Any]:
    """A seeded game between two greedy bots, stopped one action before its end: (that game, the action)."""
    from floe_widgets.core import GreedyBot

    from .bots import greedy_value

    game = IceAndIdols(players=2, seed=seed, characters=list(CHARACTERS), first_player=ME)
    bots = [GreedyBot(greedy_value, seed=seed), GreedyBot(greedy_value, seed=seed + 1)]
    actions = []
    while not game.is_over and len(actions) < 5000:
        action = bots[game.current_player].choose(game)
        game.apply(action)
        actions.append(action)
    last = actions[-1]
    before = IceAndIdols.replay(seed, actions[:-1], players=2, characters=list(CHARACTERS), first_player=ME)
    return before, last


def _score_words(game: IceAndIdols, seat: int) -> str:
    b = game.score_breakdown(seat)
    return (f"P{seat + 1}: columns {b['columns']} + bonus {b['bonus']} + powers {b['powers']} + key card {b['key']} "
            f"= **{b['total']}** VP")


def lesson_05() -> Lesson:
    example = position(_example_position)
    finish = example.copy()
    finish.apply(EndTurn())
    parts = finish.score_breakdown(ME)
    example_totals = finish.scores()
    columns = [parts[f"column_{i}"] for i in IDOLS]
    variation = position(_variation_position)
    for action in (PlaceIdol("gold"), Research()):
        variation.apply(action)
    varied = variation.score_breakdown(ME)
    practice, last = _finished_practice()
    done = practice.copy()
    done.apply(last)
    totals = done.scores()
    winner = done.winner()
    winner_options = ["P1 (green Architect)", "P2 (red Curator)", "A shared win"]
    winner_answer = 2 if len(winner) > 1 else winner[0]
    steps: list[Step | Quiz] = [
        Step(
            title="The last turn",
            narration=(
                "The end comes at the **end of a round** in which four research columns are full or someone "
                "placed their tenth marker, so everyone gets the same number of turns. Here red just placed its "
                "tenth marker and four columns are full; red is last in the round.\n\n**End red's turn.**"
            ),
            position=partial(position, _example_position),
            expect=EndTurn(),
            check=lambda g: g.is_over,
            explanation=f"The game is over: green {example_totals[0]} VP, red {example_totals[1]} VP (see the "
                        "player boards; the key cards are revealed). Now let us check green's score.",
            rules=("IAI-END-TRIGGER-1", "IAI-END-EQUAL-1", "IAI-ROUND-END-1"),
        ),
        Quiz(
            "This is the rulebook's scoring example. Green's markers under each token, left to right: 1 under "
            "the 5, 1 under the 7, 2 under the 4, 2 under the 6, 2 under the 3. How many VP from the columns?",
            ["30", "38", "43"], 1,
            explanation=" + ".join(str(c) for c in columns) + f" = {sum(columns)} VP (locked or not, a marker "
                        "scores its column's token).",
            rules=("IAI-SCORE-COLUMN-1", "IAI-LOCK-SCORE-1", "IAI-EXAMPLE-1"),
        ),
        Quiz(
            "Green sits on the +3 (Sapphire) and +2 (Tiger's Eye) bonus spaces, has 2 of the 5 powers and matched "
            "its 10-VP key card (three markers side by side). What is green's total?",
            ["48", "53", "61"], 1,
            explanation=f"38 + {parts['bonus']} bonus + {parts['powers']} for powers + {parts['key']} key card "
                        f"= {parts['total']} VP.",
            rules=("IAI-SCORE-BONUS-1", "IAI-POWER-ALL-1", "IAI-KEY-PATTERN-1", "IAI-KEY-SCORE-1",
                   "IAI-KEY-ROTATE-1", "IAI-EXAMPLE-1"),
        ),
        Step(
            title="What if green had one more Gold?",
            narration=(
                "Rewind to green's last turn: green carries a Gold idol and stands over a Gold altar. "
                "**Place the Gold and research it**, then compare green's score with the 53 of the example."
            ),
            position=partial(position, _variation_position),
            check=lambda g: sum(1 for o in g.state.track[IDOLS.index("gold")] if o == ME) == 3,
            expect=[PlaceIdol("gold"), Research()],
            solution=[PlaceIdol("gold"), Research()],
            hints=["Place, then research."],
            explanation=(f"Green now has 3 markers under the 6 of Gold: columns {varied['columns']}, total "
                         f"**{varied['total']}** VP instead of 53. The marker sits on a ⇄ space, but only the Gold "
                         "token is still free (the others are locked), so there is nothing to shift."),
            rules=("IAI-SCORE-COLUMN-1", "IAI-LOCK-SKIP-1", "IAI-SHIFT-VP-3"),
        ),
        Step(
            title="Score a finished game",
            narration=(
                "A practice game between two greedy bots is one action from its end. **Finish it**, then read the "
                "final scores on the player boards: columns, bonus spaces, all five powers (8 VP) and the key "
                "card."
            ),
            position=practice.copy,
            expect=last,
            hints=[f"The last action of the round is '{last.describe()}'."],
            check=lambda g: g.is_over,
            explanation=f"{_score_words(done, ME)}; {_score_words(done, THEM)}.",
            rules=("IAI-SCORE-WIN-1", "IAI-END-TRIGGER-1"),
        ),
        Quiz("Who won the practice game?", winner_options, winner_answer,
             explanation=f"P1 {totals[0]} VP, P2 {totals[1]} VP.", rules=("IAI-SCORE-WIN-1", "IAI-TIE-POWERS-1")),
        Quiz("Two players tie on VP. What breaks the tie first?",
             ["The most idol powers gained", "The most markers placed", "The player later in turn order"], 0,
             explanation="Then the better completed key card, then most markers, then the later seat.",
             rules=("IAI-TIE-POWERS-1", "IAI-TIE-KEY-1", "IAI-TIE-MARKERS-1", "IAI-TIE-ORDER-1")),
        Quiz("Grey blocking markers (2-3 players) score for...", ["nobody", "the first player", "everyone"], 0,
             rules=("IAI-SCORE-NEUTRAL-1",),
             explanation="The grey markers belong to no player, so the points under them go to nobody."),
    ]
    return Lesson(
        words=side_words,
        title="Ice and Idols 5: Game end and scoring",
        intro="When the game ends, and how the winner is found: the rulebook's 53-VP example, then a whole game.",
        steps=steps,
        recap=("**Recap.** The game ends after the round in which 4 columns are full or someone placed a tenth "
               "marker. Score: each marker earns its column's token (locked or not), plus bonus spaces, plus 8 "
               "for all five powers, plus your key card if your own markers form its pattern (turned, never "
               "mirrored, never wrapping). Ties: powers, key card, markers, later seat."),
        widget=_widget(),
    )


# -- helpers -------------------------------------------------------------------------------------------------

def _widget() -> Any:
    from .widgets import TempleWidget

    return TempleWidget


LESSONS: tuple[Callable[[], Lesson], ...] = (lesson_01, lesson_02, lesson_03, lesson_04, lesson_05)


def show(number: int, **kwargs: Any) -> Any:
    """A LessonWidget for lesson ``number`` (1..5): the one line a tutorial notebook needs."""
    from floe_widgets.tutor import LessonWidget

    return LessonWidget(LESSONS[number - 1](), **kwargs)


__all__ = ["LESSONS", "lesson_01", "lesson_02", "lesson_03", "lesson_04", "lesson_05", "position", "show",
           "started"]
