"""Legality of Ice and Idols, written once.

``candidates(game)`` lists every action that might be allowed now (a superset of the legal ones, in the
order the controls show them); ``why_not(game, action)`` names the first rule an action breaks, or None
when it is allowed.  The kit derives ``legal_actions()`` from the two and refuses with ``why_not``'s answer.
Both read the position through the game (``game.state``, ``game.content`` and its helpers).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from floe_widgets.core import Action
from floe_widgets.i18n import N_, SOURCE, Message, message

from . import scoring
from . import temple as T
from .actions import (
    ArchitectSwap,
    Cancel,
    ChooseKey,
    Drop,
    EndTurn,
    GainPower,
    Jump,
    KeysmithTile,
    Move,
    MoveTo,
    OrientTile,
    Pass,
    PassTo,
    PickUp,
    PlaceIdol,
    Research,
    RotateTemple,
    RotateTile,
    SculptorShift,
    ShiftTokens,
    SlideTile,
    UseAbility,
    UseAdrenaline,
    UsePower,
    idol_word,
    side_word,
)
from .state import (
    EMPTY,
    IDOLS,
    PENDING_ABILITY,
    PENDING_ALTAR,
    PENDING_GOLD,
    PENDING_ORIENT,
    PENDING_PASS,
    PENDING_RUBY,
    PENDING_VP_SHIFT,
    SIDE_NAMES,
    SIZE,
    Pending,
    cell_of,
    rc,
    tile_name,
)

if TYPE_CHECKING:
    from .game import IceAndIdols

SIDE = T.SIDE_OF
Refusal = tuple[str, str]

#: the answers each pending decision takes.
ANSWERS: dict[str, tuple[type[Action], ...]] = {
    PENDING_ALTAR: (Research, GainPower),
    PENDING_VP_SHIFT: (ShiftTokens,),
    PENDING_RUBY: (RotateTile, Cancel),
    PENDING_GOLD: (SlideTile, Cancel),
    PENDING_ABILITY: (KeysmithTile, ArchitectSwap, Cancel),
    PENDING_ORIENT: (OrientTile,),
    PENDING_PASS: (PassTo, Cancel),
}
ANSWER_TYPES = tuple({t for answers in ANSWERS.values() for t in answers})


def valid_cell(cell: tuple[int, int]) -> bool:
    return all(0 <= x < SIZE for x in cell)


def reach(game: IceAndIdols) -> dict[tuple[int, int], int]:
    """(cell, path) -> fewest tiles the player to move crosses to get there with the AP left.

    Remembered for the position it was computed on: the candidates and every MoveTo ask for it."""
    s, p = game.state, game.me()
    key = (tuple(s.grid), tuple(s.tile_kind), tuple(s.tile_rot), p.cell, p.path, s.ap)
    memo = getattr(game, "_reach_memo", None)
    if memo is None or memo[0] != key:
        memo = (key, T.reachable(s, game.content, s.turn, s.ap))
        game._reach_memo = memo
    return memo[1]


# -- candidates ---------------------------------------------------------------------------------------
def candidates(game: IceAndIdols) -> list[Action]:
    """Every action that might be allowed now (why_not decides which are)."""
    s = game.state
    if s.phase == "over":
        return []
    if s.phase == "keys":
        return [ChooseKey(c) for c in s.players[s.turn].key_offer]
    if s.pending is not None:
        return pending_candidates(game, s.pending)
    p = game.me()
    out: list[Action] = [Pass()]
    out += [Move(n) for n in SIDE_NAMES]
    far = reach(game)
    out += [MoveTo(rc(c), path, d) for (c, path), d in sorted(far.items()) if d >= 2]
    idols, _ = game.location(p.cell)
    out += [PickUp(i) for i in idols]
    out += [PlaceIdol(i) for i in p.hand]
    out += [Drop(i) for i in p.hand]
    out += [UseAdrenaline(), RotateTemple(True), RotateTemple(False), UsePower("ruby"), UsePower("gold")]
    out += [Jump(n) for n in SIDE_NAMES] + [SculptorShift(n) for n in SIDE_NAMES] + [UseAbility()]
    return out + [EndTurn()]


def pending_candidates(game: IceAndIdols, pend: Pending) -> list[Action]:
    """The possible answers to the decision in progress."""
    s, p = game.state, game.me()
    if pend.kind == PENDING_ALTAR:
        return [Research(), GainPower()]
    if pend.kind == PENDING_VP_SHIFT:
        return [ShiftTokens(0), ShiftTokens(-1), ShiftTokens(1)]
    if pend.kind == PENDING_RUBY:
        return [RotateTile(rc(c), cw) for c in range(SIZE * SIZE) for cw in (True, False)] + [Cancel()]
    if pend.kind == PENDING_GOLD:
        return [SlideTile(rc(c), n) for c in range(SIZE * SIZE) for n in SIDE_NAMES] + [Cancel()]
    if pend.kind == PENDING_ABILITY:
        cells = [rc(T.step(p.cell, d)) for d in range(4)]
        return ([ArchitectSwap(n) for n in SIDE_NAMES] + [KeysmithTile(t, c) for t in game.keysmith_pool()
                                                            for c in cells] + [Cancel()])
    if pend.kind == PENDING_ORIENT:
        return [OrientTile(rc(pend.cells[0]), r) for r in range(4)]
    if pend.kind == PENDING_PASS:
        out: list[Action] = []
        for c in T.empty_unoccupied_tiles(s, p.cell):
            n = len(game.content.tile_paths[s.tile_kind[s.grid[c]]])
            out += [PassTo(rc(c), i) for i in range(n)]
        return out + [Cancel()]
    raise AssertionError(pend.kind)


# -- why not -------------------------------------------------------------------------------------------
def why_not(game: IceAndIdols, a: Action) -> Refusal | None:
    """The first rule ``a`` breaks now, as (rule id, sentence); None when it is allowed."""
    s = game.state
    if s.phase == "over":
        return "CORE-GAME-OVER", message("The game is over.")
    if s.phase == "keys":
        if not isinstance(a, ChooseKey):
            return "IAI-SETUP-KEY-1", message("Every player first keeps one of their two key cards.")
        if a.card not in s.players[s.turn].key_offer:
            return "IAI-SETUP-KEY-1", message("You can only keep one of the two key cards dealt to you.")
        return None
    if isinstance(a, ChooseKey):
        return "IAI-SETUP-KEY-1", message("Key cards are chosen only during setup.")
    if s.pending is not None:
        if not isinstance(a, ANSWERS[s.pending.kind]):
            return unfinished_decision(game, s.pending)
        return why_not_answer(game, s.pending, a)
    if isinstance(a, ANSWER_TYPES):
        return no_decision(game, a)
    check = TURN_ACTIONS.get(type(a))
    return None if check is None else check(game, a)


def unfinished_decision(game: IceAndIdols, pend: Pending) -> Refusal:
    """Another action while a decision is waiting: the decision comes first."""
    character = game.me().character
    ability = "IAI-ABILITY-KEYSMITH-1" if character == "keysmith" else "IAI-ABILITY-ARCHITECT-1"
    rule, what = {
        PENDING_ALTAR: ("IAI-ALTAR-CHOICE-1", N_("research the idol you placed or gain its power")),
        PENDING_VP_SHIFT: ("IAI-SHIFT-VP-1", N_("choose whether to shift the VP tokens")),
        PENDING_RUBY: ("IAI-POWER-RUBY-1", N_("choose the tile for the Ruby power, or cancel")),
        PENDING_GOLD: ("IAI-POWER-GOLD-1", N_("choose the tile for the Gold power, or cancel")),
        PENDING_ABILITY: (ability, N_("choose the target of your ability, or cancel")),
        PENDING_ORIENT: (ability, N_("orient the tile you just moved")),
        PENDING_PASS: ("IAI-TRAPPED-PASS-1", N_("choose the tile you pass to, or cancel")),
    }[pend.kind]
    return rule, message("First finish the decision in progress: {what}.", what=Message(what, {}, SOURCE))


def no_decision(game: IceAndIdols, a: Action) -> Refusal:
    """An answer given when no decision is waiting."""
    p = game.me()
    if isinstance(a, Research):
        return "IAI-ALTAR-CHOICE-1", message("You research only right after placing an idol on an altar.")
    if isinstance(a, GainPower):
        if game.state.quick:
            return "IAI-QUICK-RESEARCH-1", message("In Quick Play a placed idol is always researched.")
        return "IAI-ALTAR-CHOICE-1", message("You gain a power only right after placing an idol.")
    if isinstance(a, ShiftTokens):
        return "IAI-SHIFT-VP-1", message("VP tokens shift only after a marker lands on a Shift space.")
    if isinstance(a, (RotateTile, SlideTile)):
        power = "ruby" if isinstance(a, RotateTile) else "gold"
        rule = "IAI-POWER-RUBY-1" if power == "ruby" else "IAI-POWER-GOLD-1"
        if power not in p.powers:
            return rule, message("You have not gained the {idol} power.", idol=idol_word(power))
        return rule, message("Choose '{action}' first.", action=UsePower(power).describe())
    if isinstance(a, (KeysmithTile, ArchitectSwap)):
        char = "keysmith" if isinstance(a, KeysmithTile) else "architect"
        rule = f"IAI-ABILITY-{char.upper()}-1"
        if p.character != char:
            return rule, message("Only the {name} has that ability.", name=Message(char.title(), {}, SOURCE))
        return rule, message("Choose '{action}' first.", action=UseAbility().describe())
    if isinstance(a, OrientTile):
        return "IAI-ABILITY-ARCHITECT-1", message("You orient a tile only right after an ability moved it.")
    if isinstance(a, PassTo):
        return "IAI-TRAPPED-PASS-1", message("Announce a pass first (start of turn only).")
    return "IAI-AP-SPEND-1", message("There is nothing to cancel (a paid action cannot be undone).")


def why_not_answer(game: IceAndIdols, pend: Pending, a: Action) -> Refusal | None:
    """Whether ``a`` (one of the answer kinds ``pend`` takes) is a possible answer."""
    s, p, seat = game.state, game.me(), game.state.turn
    if isinstance(a, Cancel):
        return None
    if isinstance(a, Research):
        if p.markers_left == 0:
            return "IAI-RESEARCH-LIMIT-1", message("You have no research markers left.")
        if not game.can_research(seat, pend.idol):
            return "IAI-AMBIG-10", message("That idol's research track is full.")
        return None
    if isinstance(a, GainPower):
        if s.quick:
            return "IAI-QUICK-RESEARCH-1", message("In Quick Play a placed idol is always researched.")
        if not game.can_gain_power(seat, pend.idol):
            return "IAI-POWER-ONCE-1", message("You already have that idol's power.")
        return None
    if isinstance(a, ShiftTokens):
        if a.direction not in (-1, 0, 1) or (a.direction and scoring.unlocked_count(s) < 2):
            return "IAI-SHIFT-VP-1", message("VP tokens shift one column left (-1) or right (+1), or not (0).")
        return None
    if isinstance(a, (RotateTile, SlideTile)):
        rule = "IAI-POWER-RUBY-1" if isinstance(a, RotateTile) else "IAI-POWER-GOLD-1"
        if not valid_cell(a.cell) or s.grid[cell_of(*a.cell)] == EMPTY:
            return rule, message("There is no pathway tile there.")
        if not T.movable_by_power(s, cell_of(*a.cell), seat):
            return "IAI-AMBIG-20", message("A tile with another player's character on it cannot be moved.")
        if isinstance(a, SlideTile):
            if a.side not in SIDE:
                return rule, message("A side is N, E, S or W.")
            if s.grid[T.step(cell_of(*a.cell), SIDE[a.side])] != EMPTY:
                return rule, message("A tile slides only into an adjacent empty space.")
        return None
    if isinstance(a, (KeysmithTile, ArchitectSwap)):
        char = "keysmith" if isinstance(a, KeysmithTile) else "architect"
        rule = f"IAI-ABILITY-{char.upper()}-1"
        if p.character != char:
            return rule, message("Only the {name} has that ability.", name=Message(char.title(), {}, SOURCE))
        if isinstance(a, ArchitectSwap):
            return None if a.side in SIDE else (rule, message("A side is N, E, S or W."))
        if a.tile not in game.keysmith_pool():
            return rule, message("The Keysmith only brings back a discarded tile (or the spare Roundabout).")
        if not valid_cell(a.cell) or cell_of(*a.cell) not in [T.step(p.cell, d) for d in range(4)]:
            return "IAI-GRID-ADJ-1", message("The target must be orthogonally adjacent to you.")
        return None
    if isinstance(a, OrientTile):
        if a.cell != rc(pend.cells[0]):
            return "IAI-ABILITY-ARCHITECT-1", message("Orient the tile just moved, now tile {cell}.",
                                                      cell=tile_name(pend.cells[0]))
        if not 0 <= a.rotation < 4:
            return "IAI-ABILITY-ARCHITECT-1", message("A tile is oriented with 0 to 3 quarter turns.")
        return None
    assert isinstance(a, PassTo)
    if not valid_cell(a.cell) or cell_of(*a.cell) not in T.empty_unoccupied_tiles(s, p.cell):
        return "IAI-AMBIG-18", message("You pass to another pathway tile with no character on it.")
    if not 0 <= a.path < len(game.content.tile_paths[s.tile_kind[s.grid[cell_of(*a.cell)]]]):
        return "IAI-TILE-PATH-1", message("That tile has no such path.")
    return None


# -- the actions of a turn ------------------------------------------------------------------------------
def ap_short(game: IceAndIdols, cost: int, what: str) -> Refusal | None:
    """IAI-AP-SPEND-1: an action costs AP the player still has."""
    if game.state.ap < cost:
        return "IAI-AP-SPEND-1", message("{what} costs {cost} AP and you have {ap}.",
                                         what=Message(what, {}, SOURCE), cost=cost, ap=game.state.ap)
    return None


def why_not_pass(game: IceAndIdols, a: Pass) -> Refusal | None:
    s = game.state
    if s.acted:
        return "IAI-TRAPPED-TIMING-1", message("You can pass only at the very start of your turn.")
    if not T.empty_unoccupied_tiles(s, game.me().cell):
        return "IAI-AMBIG-18", message("There is no other unoccupied tile to pass to.")
    return None


def why_not_step(game: IceAndIdols, a: Move | Jump) -> Refusal | None:
    """A one-tile Move, or the Curator's Jump over one space."""
    s, p = game.state, game.me()
    jump = isinstance(a, Jump)
    rule = "IAI-ABILITY-CURATOR-1" if jump else "IAI-MOVE-STEP-1"
    if a.side not in SIDE:
        return rule, message("A side is N, E, S or W.")
    if jump and p.character != "curator":
        return "IAI-ABILITY-CURATOR-1", message("Only the Curator can jump.")
    short = ap_short(game, game.ability_cost("curator") if jump else 1, N_("That"))
    if short:
        return short
    side = SIDE[a.side]
    if side not in T.path_sides(s, game.content, p.cell, p.path):
        kind = s.tile_kind[s.grid[p.cell]]
        rule = {"double": "IAI-TILE-DOUBLE-1", "arch": "IAI-TILE-ARCH-1", "corner": "IAI-TILE-CORNER-1",
                "y": "IAI-TILE-Y-1"}.get(kind, "IAI-MOVE-BLOCK-1")
        return rule, message("The path you are on has no opening to the {side}.", side=side_word(a.side))
    target = T.jump_target if jump else T.move_target
    if target(s, game.content, s.turn, side) is None:
        far = T.step(p.cell, side) if not jump else T.step(T.step(p.cell, side), side)
        if s.grid[far] == EMPTY:
            return "IAI-MOVE-EMPTY-1", message("There is no pathway tile to stand on there.")
        return "IAI-MOVE-BLOCK-1", message("A wall on the neighbouring tile blocks that way.")
    return None


def why_not_move_to(game: IceAndIdols, a: MoveTo) -> Refusal | None:
    if not valid_cell(a.cell) or a.ap < 2:
        return "IAI-MOVE-STEP-1", message("A move along the paths goes to a tile of the temple at least 2 tiles away.")
    short = ap_short(game, a.ap, N_("That move"))
    if short:
        return short
    if reach(game).get((cell_of(*a.cell), a.path)) != a.ap:  # the shortest way, and no longer (IAI-AP-COST-1)
        return "IAI-MOVE-STEP-1", message("That tile cannot be reached along connected paths in exactly {ap} tiles.",
                                            ap=a.ap)
    return None


def why_not_pick_up(game: IceAndIdols, a: PickUp) -> Refusal | None:
    s, p = game.state, game.me()
    idols, _ = game.location(p.cell)
    if a.idol not in IDOLS or a.idol not in idols:
        return "IAI-GRID-LOC-1", message("No such idol is shown at your location.")
    short = ap_short(game, 1, N_("Picking up an idol"))
    if short:
        return short
    if len(p.hand) >= game.capacity(s.turn):
        rule = "IAI-SETUP-HAND-1" if game.capacity(s.turn) == 1 else "IAI-IDOL-CARRY-1"
        return rule, message("Your hands are full.")
    if a.idol in p.hand:
        return "IAI-IDOL-CARRY-1", message("The two idols you carry must be of different types.")
    if s.supply[a.idol] <= 0:
        return "IAI-AMBIG-9", message("The supply has no {idol} idol left.", idol=idol_word(a.idol))
    return None


def why_not_place(game: IceAndIdols, a: PlaceIdol) -> Refusal | None:
    p, seat = game.me(), game.state.turn
    _, altar = game.location(p.cell)
    if a.idol not in p.hand:
        return "IAI-ALTAR-PLACE-1", message("You can only place an idol you carry.")
    if altar != a.idol:
        return "IAI-ALTAR-PLACE-1", message("There is no altar of that shape at your location.")
    short = ap_short(game, 1, N_("Placing an idol"))
    if short:
        return short
    if not (game.can_research(seat, a.idol) or game.can_gain_power(seat, a.idol)):
        return "IAI-AMBIG-10", message("You could neither research this idol nor gain its power.")
    return None


def why_not_drop(game: IceAndIdols, a: Drop) -> Refusal | None:
    if a.idol not in game.me().hand:
        return "IAI-IDOL-DROP-1", message("You can only drop an idol you are carrying.")
    return None


def why_not_adrenaline(game: IceAndIdols, a: UseAdrenaline) -> Refusal | None:
    token = game.me().adrenaline
    if token == "penalty":
        return "IAI-ADRENALINE-LIMIT-1", message("Your adrenaline token is on '-' this turn.")
    if token != "ready":
        return "IAI-ADRENALINE-LIMIT-1", message("Adrenaline can be used once per turn, only from '+'.")
    return None


def why_not_rotate_temple(game: IceAndIdols, a: RotateTemple) -> Refusal | None:
    if "jade" not in game.me().powers:
        return "IAI-POWER-JADE-1", message("You have not gained the Jade power.")
    return ap_short(game, 2, N_("Rotating the temple"))


def why_not_use_power(game: IceAndIdols, a: UsePower) -> Refusal | None:
    s, p = game.state, game.me()
    if a.idol not in ("ruby", "gold"):
        return "IAI-POWER-REPEAT-1", message("Only Ruby and Gold powers need a target.")
    rule = "IAI-POWER-RUBY-1" if a.idol == "ruby" else "IAI-POWER-GOLD-1"
    if a.idol not in p.powers:
        return rule, message("You have not gained the {idol} power.", idol=idol_word(a.idol))
    short = ap_short(game, 1 if a.idol == "ruby" else 2, N_("That power"))
    if short:
        return short
    movable = [c for c in range(SIZE * SIZE) if T.movable_by_power(s, c, s.turn)]
    if a.idol == "gold":
        movable = [c for c in movable if any(s.grid[T.step(c, d)] == EMPTY for d in range(4))]
    if not movable:
        return rule, message("No tile can be moved by that power now.")
    return None


def why_not_ability(game: IceAndIdols, a: SculptorShift | UseAbility) -> Refusal | None:
    p = game.me()
    if isinstance(a, SculptorShift):
        if p.character != "sculptor":
            return "IAI-ABILITY-SCULPTOR-1", message("Only the Sculptor can shift a row or column.")
        if a.side not in SIDE:
            return "IAI-ABILITY-SCULPTOR-1", message("A side is N, E, S or W.")
    elif p.character not in ("keysmith", "architect"):
        return "IAI-ABILITY-GEN-1", message("Your character's ability is taken with its own action.")
    short = ap_short(game, game.ability_cost(p.character), N_("Your ability"))
    if short:
        return short
    if p.character == "keysmith" and not game.keysmith_pool():
        return "IAI-ABILITY-KEYSMITH-1", message("There is no discarded tile to bring back.")
    return None


TURN_ACTIONS = {
    Pass: why_not_pass,
    Move: why_not_step,
    Jump: why_not_step,
    MoveTo: why_not_move_to,
    PickUp: why_not_pick_up,
    PlaceIdol: why_not_place,
    Drop: why_not_drop,
    UseAdrenaline: why_not_adrenaline,
    RotateTemple: why_not_rotate_temple,
    UsePower: why_not_use_power,
    SculptorShift: why_not_ability,
    UseAbility: why_not_ability,
    EndTurn: lambda game, a: None,
}
