"""What the player to move may do now, and which rule forbids anything else.

``legal_actions(game)`` lists the actions (the answers to a pending decision first);
``refusal(game, action)`` names the rule that forbids an action that is not among them.
Both read the position through the game (``game.state``, ``game.content`` and its helpers).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from floe_widgets.core import Action, IllegalAction

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
)
from .state import (
    EMPTY,
    IDOL_NAMES,
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
)

if TYPE_CHECKING:
    from .game import IceAndIdols

SIDE = T.SIDE_OF


def valid_cell(cell: Any) -> bool:
    return (isinstance(cell, tuple) and len(cell) == 2 and all(isinstance(x, int) for x in cell)
            and all(0 <= x < SIZE for x in cell))


def legal_actions(game: IceAndIdols) -> list[Action]:
    """Every action the player to move may take now."""
    s = game.state
    if s.phase == "keys":
        return [ChooseKey(c) for c in s.players[s.turn].key_offer]
    if s.pending is not None:
        return pending_actions(game, s.pending)
    seat, p = s.turn, game.me()
    out: list[Action] = []
    if not s.acted and T.empty_unoccupied_tiles(s, p.cell):
        out.append(Pass())
    if s.ap >= 1:
        for side in range(4):
            if T.move_target(s, game.content, seat, side):
                out.append(Move(SIDE_NAMES[side]))
        far = T.reachable(s, game.content, seat, s.ap)
        out += [MoveTo(rc(c), path, d) for (c, path), d in sorted(far.items()) if d >= 2]
    idols, altar = game.location(p.cell)
    if s.ap >= 1 and len(p.hand) < game.capacity(seat):
        out += [PickUp(i) for i in idols if s.supply[i] > 0 and i not in p.hand]
    if s.ap >= 1 and altar in p.hand and (game.can_research(seat, altar) or game.can_gain_power(seat, altar)):
        out.append(PlaceIdol(altar))
    out += [Drop(i) for i in p.hand]
    if p.adrenaline == "ready":
        out.append(UseAdrenaline())
    if "jade" in p.powers and s.ap >= 2:
        out += [RotateTemple(True), RotateTemple(False)]
    if "ruby" in p.powers and s.ap >= 1 and ruby_targets(game):
        out.append(UsePower("ruby"))
    if "gold" in p.powers and s.ap >= 2 and gold_targets(game):
        out.append(UsePower("gold"))
    if s.ap >= game.ability_cost(p.character):
        if p.character == "curator":
            out += [Jump(SIDE_NAMES[d]) for d in range(4) if T.jump_target(s, game.content, seat, d)]
        elif p.character == "sculptor":
            out += [SculptorShift(n) for n in SIDE_NAMES]
        elif p.character == "architect" or (p.character == "keysmith" and game.keysmith_pool()):
            out.append(UseAbility())
    out.append(EndTurn())
    return out

def ruby_targets(game: IceAndIdols) -> list[int]:
    """Tiles the Ruby power may rotate (IAI-POWER-RUBY-1)."""
    return [c for c in range(SIZE * SIZE) if T.movable_by_power(game.state, c, game.state.turn)]

def gold_targets(game: IceAndIdols) -> list[tuple[int, int]]:
    """(tile, side) slides the Gold power may make into an adjacent empty space (IAI-POWER-GOLD-1)."""
    s = game.state
    return [(c, d) for c in ruby_targets(game) for d in range(4) if s.grid[T.step(c, d)] == EMPTY]

def pending_actions(game: IceAndIdols, pend: Pending) -> list[Action]:
    """The answers to the decision in progress."""
    s, seat, p = game.state, game.state.turn, game.me()
    if pend.kind == PENDING_ALTAR:
        out: list[Action] = []
        if game.can_research(seat, pend.idol):
            out.append(Research())
        if game.can_gain_power(seat, pend.idol):
            out.append(GainPower())
        return out
    if pend.kind == PENDING_VP_SHIFT:
        return [ShiftTokens(0)] + ([ShiftTokens(-1), ShiftTokens(1)] if scoring.unlocked_count(s) >= 2 else [])
    if pend.kind == PENDING_RUBY:
        return [RotateTile(rc(c), cw) for c in ruby_targets(game) for cw in (True, False)] + [Cancel()]
    if pend.kind == PENDING_GOLD:
        return [SlideTile(rc(c), SIDE_NAMES[d]) for c, d in gold_targets(game)] + [Cancel()]
    if pend.kind == PENDING_ABILITY:
        if p.character == "architect":
            return [ArchitectSwap(n) for n in SIDE_NAMES] + [Cancel()]
        cells = [T.step(p.cell, d) for d in range(4)]
        return [KeysmithTile(t, rc(c)) for t in game.keysmith_pool() for c in cells] + [Cancel()]
    if pend.kind == PENDING_ORIENT:
        return [OrientTile(rc(pend.cells[0]), r) for r in range(4)]
    if pend.kind == PENDING_PASS:
        out = []
        for c in T.empty_unoccupied_tiles(s, p.cell):
            n = len(game.content.tile_paths[s.tile_kind[s.grid[c]]])
            out += [PassTo(rc(c), i) for i in range(n)]
        return out + [Cancel()]
    raise AssertionError(pend.kind)


def refusal(game: IceAndIdols, a: Action) -> IllegalAction | None:
    """The rule that forbids ``a`` now (None: no rule of the game's own; the kit's plain refusal applies)."""
    s = game.state
    if s.phase == "keys":
        if isinstance(a, ChooseKey):
            return IllegalAction("IAI-SETUP-KEY-1", "You can only keep one of the two key cards dealt to you.")
        return IllegalAction("IAI-SETUP-KEY-1", "Every player first keeps one of their two key cards.")
    if s.phase == "over":
        return IllegalAction("CORE-GAME-OVER", "The game is over.")
    if isinstance(a, ChooseKey):
        return IllegalAction("IAI-SETUP-KEY-1", "Key cards are chosen only during setup.")
    pend = s.pending
    if pend is not None and not isinstance(a, (Research, GainPower, ShiftTokens, RotateTile, SlideTile,
                                               KeysmithTile, ArchitectSwap, OrientTile, PassTo, Cancel)):
        rule = {PENDING_ALTAR: "IAI-ALTAR-CHOICE-1", PENDING_VP_SHIFT: "IAI-SHIFT-VP-1",
                PENDING_ORIENT: "IAI-ABILITY-ARCHITECT-1", PENDING_PASS: "IAI-TRAPPED-PASS-1"}.get(
                    pend.kind, "IAI-AP-SPEND-1")
        return IllegalAction(rule, "First finish the decision in progress.")
    p, seat = game.me(), s.turn
    if isinstance(a, Research):
        if pend is None or pend.kind != PENDING_ALTAR:
            return IllegalAction("IAI-ALTAR-CHOICE-1", "You research only right after placing an idol on an altar.")
        if p.markers_left == 0:
            return IllegalAction("IAI-RESEARCH-LIMIT-1", "You have no research markers left.")
        return IllegalAction("IAI-AMBIG-10", "That idol's research track is full.")
    if isinstance(a, GainPower):
        if s.quick:
            return IllegalAction("IAI-QUICK-RESEARCH-1", "In Quick Play a placed idol is always researched.")
        if pend is None or pend.kind != PENDING_ALTAR:
            return IllegalAction("IAI-ALTAR-CHOICE-1", "You gain a power only right after placing an idol.")
        return IllegalAction("IAI-POWER-ONCE-1", "You already have that idol's power.")
    if isinstance(a, ShiftTokens):
        if pend is None or pend.kind != PENDING_VP_SHIFT:
            return IllegalAction("IAI-SHIFT-VP-1", "VP tokens shift only after a marker lands on a Shift space.")
        return IllegalAction("IAI-SHIFT-VP-1", "VP tokens shift one column left (-1) or right (+1), or not (0).")
    if isinstance(a, (RotateTile, SlideTile)):
        power = "ruby" if isinstance(a, RotateTile) else "gold"
        rule = "IAI-POWER-RUBY-1" if power == "ruby" else "IAI-POWER-GOLD-1"
        if power not in p.powers:
            return IllegalAction(rule, f"You have not gained the {IDOL_NAMES[power]} power.")
        if pend is None or pend.kind != power:
            return IllegalAction(rule, f"Choose 'Use the {IDOL_NAMES[power]} power' first.")
        if not valid_cell(a.cell) or s.grid[cell_of(*a.cell)] == EMPTY:
            return IllegalAction(rule, "There is no pathway tile there.")
        if not T.movable_by_power(s, cell_of(*a.cell), seat):
            return IllegalAction("IAI-AMBIG-20", "A tile with another player's character on it cannot be moved.")
        if isinstance(a, SlideTile):
            return IllegalAction("IAI-POWER-GOLD-1", "A tile slides only into an adjacent empty space.")
        return IllegalAction(rule, "That rotation is not possible.")
    if isinstance(a, (KeysmithTile, ArchitectSwap)):
        rule = "IAI-ABILITY-KEYSMITH-1" if isinstance(a, KeysmithTile) else "IAI-ABILITY-ARCHITECT-1"
        char = "keysmith" if isinstance(a, KeysmithTile) else "architect"
        if p.character != char:
            return IllegalAction(rule, f"Only the {char.title()} has that ability.")
        if pend is None or pend.kind != PENDING_ABILITY:
            return IllegalAction(rule, "Choose 'Use your character ability' first.")
        if isinstance(a, KeysmithTile) and a.tile not in game.keysmith_pool():
            return IllegalAction(rule, "The Keysmith only brings back a discarded tile (or the spare Roundabout).")
        return IllegalAction("IAI-GRID-ADJ-1", "The target must be orthogonally adjacent to you.")
    if isinstance(a, OrientTile):
        return IllegalAction("IAI-ABILITY-ARCHITECT-1",
                             "Orient only the tile just moved, with 0 to 3 quarter turns.")
    if isinstance(a, PassTo):
        if pend is None or pend.kind != PENDING_PASS:
            return IllegalAction("IAI-TRAPPED-PASS-1", "Announce a pass first (start of turn only).")
        return IllegalAction("IAI-AMBIG-18", "You pass to another pathway tile with no character on it.")
    if isinstance(a, Cancel):
        return IllegalAction("IAI-AP-SPEND-1", "There is nothing to cancel (a paid action cannot be undone).")
    if isinstance(a, Pass):
        if s.acted:
            return IllegalAction("IAI-TRAPPED-TIMING-1", "You can pass only at the very start of your turn.")
        return IllegalAction("IAI-AMBIG-18", "There is no other unoccupied tile to pass to.")
    if isinstance(a, UseAdrenaline):
        if p.adrenaline == "penalty":
            return IllegalAction("IAI-ADRENALINE-LIMIT-1", "Your adrenaline token is on '-' this turn.")
        return IllegalAction("IAI-ADRENALINE-LIMIT-1", "Adrenaline can be used once per turn, only from '+'.")
    if isinstance(a, Drop):
        return IllegalAction("IAI-IDOL-DROP-1", "You can only drop an idol you are carrying.")
    if isinstance(a, MoveTo):
        if s.ap < a.ap:
            return IllegalAction("IAI-AP-SPEND-1", f"That costs {a.ap} AP and you have {s.ap}.")
        return IllegalAction("IAI-MOVE-STEP-1", "That tile cannot be reached along connected paths for that AP.")
    if isinstance(a, (Move, Jump)):
        cost = 1 if isinstance(a, Move) else game.ability_cost("curator")
        rule = "IAI-MOVE-STEP-1" if isinstance(a, Move) else "IAI-ABILITY-CURATOR-1"
        if a.side not in SIDE:
            return IllegalAction(rule, "A side is N, E, S or W.")
        if isinstance(a, Jump) and p.character != "curator":
            return IllegalAction("IAI-ABILITY-CURATOR-1", "Only the Curator can jump.")
        if s.ap < cost:
            return IllegalAction("IAI-AP-SPEND-1", f"That costs {cost} AP and you have {s.ap}.")
        side = SIDE[a.side]
        if side not in T.path_sides(s, game.content, p.cell, p.path):
            kind = s.tile_kind[s.grid[p.cell]]
            rule = {"double": "IAI-TILE-DOUBLE-1", "arch": "IAI-TILE-ARCH-1", "corner": "IAI-TILE-CORNER-1",
                    "y": "IAI-TILE-Y-1"}.get(kind, "IAI-MOVE-BLOCK-1")
            return IllegalAction(rule, f"The path you are on has no opening to the {a.side}.")
        far = T.step(p.cell, side) if isinstance(a, Move) else T.step(T.step(p.cell, side), side)
        if s.grid[far] == EMPTY:
            return IllegalAction("IAI-MOVE-EMPTY-1", "There is no pathway tile to stand on there.")
        return IllegalAction("IAI-MOVE-BLOCK-1", "A wall on the neighbouring tile blocks that way.")
    if isinstance(a, PickUp):
        idols, _ = game.location(p.cell)
        if a.idol not in IDOLS or a.idol not in idols:
            return IllegalAction("IAI-GRID-LOC-1", "No such idol is shown at your location.")
        if s.ap < 1:
            return IllegalAction("IAI-AP-SPEND-1", "Picking up an idol costs 1 AP.")
        if len(p.hand) >= game.capacity(seat):
            rule = "IAI-SETUP-HAND-1" if game.capacity(seat) == 1 else "IAI-IDOL-CARRY-1"
            return IllegalAction(rule, "Your hands are full.")
        if a.idol in p.hand:
            return IllegalAction("IAI-IDOL-CARRY-1", "The two idols you carry must be of different types.")
        return IllegalAction("IAI-AMBIG-9", f"The supply has no {IDOL_NAMES[a.idol]} idol left.")
    if isinstance(a, PlaceIdol):
        _, altar = game.location(p.cell)
        if a.idol not in p.hand:
            return IllegalAction("IAI-ALTAR-PLACE-1", "You can only place an idol you carry.")
        if altar != a.idol:
            return IllegalAction("IAI-ALTAR-PLACE-1", "There is no altar of that shape at your location.")
        if s.ap < 1:
            return IllegalAction("IAI-AP-SPEND-1", "Placing an idol costs 1 AP.")
        return IllegalAction("IAI-AMBIG-10", "You could neither research this idol nor gain its power.")
    if isinstance(a, RotateTemple):
        if "jade" not in p.powers:
            return IllegalAction("IAI-POWER-JADE-1", "You have not gained the Jade power.")
        return IllegalAction("IAI-AP-SPEND-1", "Rotating the temple costs 2 AP.")
    if isinstance(a, UsePower):
        if a.idol not in ("ruby", "gold"):
            return IllegalAction("IAI-POWER-REPEAT-1", "Only Ruby and Gold powers need a target.")
        rule = "IAI-POWER-RUBY-1" if a.idol == "ruby" else "IAI-POWER-GOLD-1"
        if a.idol not in p.powers:
            return IllegalAction(rule, f"You have not gained the {IDOL_NAMES[a.idol]} power.")
        if s.ap < (1 if a.idol == "ruby" else 2):
            return IllegalAction("IAI-AP-SPEND-1", "You do not have the AP for that power.")
        return IllegalAction(rule, "No tile can be moved by that power now.")
    if isinstance(a, (SculptorShift, UseAbility)):
        if isinstance(a, SculptorShift) and p.character != "sculptor":
            return IllegalAction("IAI-ABILITY-SCULPTOR-1", "Only the Sculptor can shift a row or column.")
        if isinstance(a, UseAbility) and p.character not in ("keysmith", "architect"):
            return IllegalAction("IAI-ABILITY-GEN-1", "Your character's ability is taken with its own action.")
        if s.ap < game.ability_cost(p.character):
            return IllegalAction("IAI-AP-SPEND-1", f"Your ability costs {game.ability_cost(p.character)} AP.")
        return IllegalAction("IAI-ABILITY-KEYSMITH-1", "There is no discarded tile to bring back.")
    return None
