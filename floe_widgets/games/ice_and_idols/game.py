"""The Ice and Idols rules engine: ``floe_widgets.games.new("ice-and-idols", players=2..4, ...)``.

Options: ``map`` ("first-game", "alternative", "random"), ``variant`` ("standard", "quick"),
``characters`` (list of character names in seat order; default random), ``first_player`` (seat;
default random), ``content`` (a YAML file overriding content parts, or its parts as data: the file is read
once, here, and its data kept in the options).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from floe_widgets.core import Action, Event, FormatError, Game, SetupError
from floe_widgets.i18n import SOURCE, Message, message

from . import legality, position, scoring
from . import temple as T
from .actions import (
    ACTION_TYPES,
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
from .data import Content, check_content_parts, load_content, read_content_file
from .setup import initial_state
from .state import (
    BORDER_ICONS,
    CHARACTERS,
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
    IceAndIdolsState,
    Pending,
    cell_of,
    map_pos_of_cell,
    rc,
)

MAPS = ("first-game", "alternative", "random")
VARIANTS = ("standard", "quick")
SIDE = T.SIDE_OF
BASE_AP = 5
#: engine safeguard (not a rulebook rule): a game still running after this many rounds is scored as it
#: stands.  Human games end long before; it only stops aimless (random-bot) games (IAI-ENGINE-LIMIT-1).
MAX_ROUNDS = 60
#: optional stop for bot experiments (off by default, since a real game has no such rule): the game is
#: scored as it stands after this many rounds in a row in which nobody placed an idol on an altar.
MAX_QUIET_ROUNDS = 0


def _cell(cell: tuple[int, int]) -> int:
    return cell_of(*cell)



def _said(name: str) -> str:
    """A content name (a character) said again in the reader's language where the catalogue has it."""
    return Message(name, {}, SOURCE)


def _costs(action: Action, ap: int) -> str:
    """The log line of an action that spends ``ap`` AP: its description and the cost."""
    return message("{action} ({ap} AP).", action=action.describe(), ap=ap)


def _listed(parts: list[Any], joiner: str) -> Any:
    """``parts`` joined by ``joiner`` (", " or " and "), said again in the reader's language."""
    said = parts[0]
    for part in parts[1:]:
        said = message("{a}, {b}", a=said, b=part) if joiner == ", " else message("{a} and {b}", a=said, b=part)
    return said

class IceAndIdols(Game):
    name = "ice-and-idols"
    title = message("Ice and Idols")   # said again in the reader's language (i18n.text)
    min_players, max_players = 2, 4
    players_rule = "IAI-COMP-PLAYERS-1"
    state_type = IceAndIdolsState
    action_types = ACTION_TYPES
    rules_file = ("floe_widgets.games.ice_and_idols.content", "rules.yaml")
    state: IceAndIdolsState
    content: Content

    # -- options and setup -------------------------------------------------------------
    def check_options(self, options: dict[str, Any]) -> dict[str, Any]:
        known = {"map", "variant", "characters", "first_player", "content", "max_rounds", "max_quiet_rounds",
                 "borders"}
        unknown = set(options) - known
        if unknown:
            raise SetupError("CORE-OPTIONS", message("Ice and Idols has no option(s) {names}.", names=sorted(unknown)))
        out = {"map": options.get("map", "first-game"), "variant": options.get("variant", "standard")}
        if out["map"] not in MAPS:
            raise SetupError("IAI-SETUP-MAP-1", message("The map setup is one of {maps}, not {map!r}.",
                                                     maps=", ".join(MAPS), map=out["map"]))
        if out["variant"] not in VARIANTS:
            raise SetupError("IAI-QUICK-SETUP-1", message("The variant is 'standard' or 'quick', not {variant!r}.",
                                                       variant=out["variant"]))
        chars = options.get("characters")
        if chars is not None:
            chars = list(chars)
            if len(chars) != self.players or any(c not in CHARACTERS for c in chars) or len(set(chars)) != len(chars):
                raise SetupError("IAI-COMP-PLAYERS-1",
                                 message("Give {n} different characters among {names}.", n=self.players,
                                         names=", ".join(CHARACTERS)))
            out["characters"] = chars
        first = options.get("first_player")
        if first is not None:
            if type(first) is not int or not 0 <= first < self.players:
                raise SetupError("IAI-SETUP-FIRST-1", message("The first player is a seat from 0 to {last}.",
                                                                 last=self.players - 1))
            out["first_player"] = first
        borders = list(options.get("borders") or BORDER_ICONS)
        if sorted(borders) != sorted(BORDER_ICONS) or any(
                borders[(borders.index(a) + 2) % 4] != b for a, b in (("sun", "moon"), ("star", "comet"))):
            raise SetupError("IAI-SETUP-BORDER-1", message("The borders go on N, E, S, W with sun facing "
                                                           "moon and star facing comet."))
        if options.get("borders") is not None:
            out["borders"] = borders
        limit = options.get("max_rounds", MAX_ROUNDS)
        if not isinstance(limit, int) or isinstance(limit, bool) or limit < 0:
            raise SetupError("IAI-ENGINE-LIMIT-1", message("max_rounds is a whole number of rounds (0 = no limit)."))
        out["max_rounds"] = limit
        quiet = options.get("max_quiet_rounds", MAX_QUIET_ROUNDS)
        if not isinstance(quiet, int) or isinstance(quiet, bool) or quiet < 0:
            raise SetupError("IAI-ENGINE-LIMIT-1",
                             message("max_quiet_rounds is a whole number of rounds (0 = no limit)."))
        out["max_quiet_rounds"] = quiet
        content = options.get("content")
        if isinstance(content, (str, Path)):
            out["content"] = read_content_file(content)
        elif content is not None:
            out["content"] = check_content_parts(content)
        self.content = load_content(out.get("content"))
        return out

    def check_position(self, state: IceAndIdolsState) -> None:
        position.check_position(self, state)

    @classmethod
    def options_from_save(cls, options: dict[str, Any]) -> dict[str, Any]:
        if "content" in options and not isinstance(options["content"], dict):
            raise FormatError("a save carries the content itself, never the name of a file", "options.content")
        return dict(options)

    def setup(self) -> IceAndIdolsState:
        return initial_state(self.content, self.players, self.options, self.chance)

    # -- basic queries ----------------------------------------------------------------
    def _current_player(self) -> int | None:
        return None if self.state.phase == "over" else self.state.turn

    def _is_over(self) -> bool:
        return self.state.phase == "over"

    def _scores(self) -> list[int]:
        return [scoring.breakdown(self.state, self.content, s)["total"] for s in range(self.players)]

    def _winners(self) -> tuple[int, ...]:
        keys = [scoring.tiebreak_key(self.state, self.content, s) for s in range(self.players)]
        best = max(keys)
        return tuple(s for s, k in enumerate(keys) if k == best)

    def key_card_seen_by(self, seat: int, viewer: int | None) -> int | None:
        """``seat``'s kept key card as ``viewer`` may see it: one's own always, the others' only once the
        game is over (IAI-KEY-SECRET-1).  None = hidden (or not chosen yet)."""
        card = self.state.players[seat].key_card
        if card < 0 or (viewer != seat and self.state.phase != "over"):
            return None
        return card

    def score_breakdown(self, seat: int) -> dict[str, int]:
        return scoring.breakdown(self.state, self.content, seat)

    def describe(self) -> str:
        s = self.state
        if s.phase == "over":
            return message("Ice and Idols, game over after round {round}: scores {scores}.", round=s.round,
                           scores=self._scores())
        p = s.players[s.turn]
        # the character and the colour are said again in the reader's language: their ids are the catalogue's
        # names of them (marked in view/words.py)
        return message("Ice and Idols, round {round}: {character} ({colour}, seat {seat}) to play, {ap} AP left.",
                       round=s.round, character=Message(p.character.title(), {}, SOURCE),
                       colour=Message(p.colour, {}, SOURCE), seat=s.turn + 1, ap=s.ap)

    # -- helpers on the position --------------------------------------------------------
    def me(self):
        return self.state.players[self.state.turn]

    def base_ap(self, seat: int) -> int:
        return BASE_AP + (1 if "sapphire" in self.state.players[seat].powers else 0)

    def capacity(self, seat: int) -> int:
        return 2 if "tigers-eye" in self.state.players[seat].powers else 1

    def location(self, cell: int) -> tuple[list[str], str]:
        """(idols shown, altar shape) of the map position under grid ``cell`` (IAI-GRID-LOC-1)."""
        pos = map_pos_of_cell(cell, self.state.rotation)
        return self.state.map_idols[pos], self.state.map_altars[pos]

    def ability_cost(self, character: str) -> int:
        return int(self.content.characters[character]["ability_ap"])

    def can_research(self, seat: int, idol: str) -> bool:
        col = IDOLS.index(idol)
        return self.state.players[seat].markers_left > 0 and not scoring.column_full(self.state, self.content, col)

    def can_gain_power(self, seat: int, idol: str) -> bool:
        return not self.state.quick and idol not in self.state.players[seat].powers

    def keysmith_pool(self) -> list[int]:
        """Tiles the Keysmith may bring back: the discards and the set-aside Roundabout (IAI-SETUP-KEYSMITH-1)."""
        return sorted(self.state.discard + self.state.spare)

    # -- legality (legality.py) -------------------------------------------------------
    def candidates(self) -> list[Action]:
        return legality.candidates(self)

    def why_not(self, action: Action) -> tuple[str, str] | None:
        return legality.why_not(self, action)

    # -- applying ------------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        handler = getattr(self, "_do_" + type(action).__name__)
        return handler(action)

    def _ev(self, text: str, *rules: str, kind: str = "info") -> Event:
        return Event(text, tuple(rules), kind=kind, player=self.state.turn)

    def _spend(self, ap: int) -> None:
        s = self.state
        assert s.ap >= ap  # guarded by the legal actions (IAI-AP-SPEND-1)
        s.ap -= ap
        s.acted = True

    def _do_ChooseKey(self, a: ChooseKey) -> list[Event]:
        s, p = self.state, self.me()
        p.key_card, p.key_offer = a.card, []
        events = [self._ev(message("Seat {n} keeps a key card (secret) and returns the other.", n=s.turn + 1),
                           "IAI-SETUP-KEY-1")]
        nxt = (s.turn + 1) % self.players
        if nxt == s.first_player:
            s.phase = "play"
            events += self._begin_turn(s.first_player)
        else:
            s.turn = nxt
        return events

    def _begin_turn(self, seat: int) -> list[Event]:
        s = self.state
        s.turn, s.acted, s.pending = seat, False, None
        p = s.players[seat]
        base = self.base_ap(seat)
        if p.adrenaline == "pending":
            p.adrenaline = "penalty"
            s.ap = base - 2
            ev = self._ev(message("{who} starts the turn with {ap} AP (adrenaline penalty -2).",
                                  who=_said(p.character.title()), ap=s.ap),
                          "IAI-ADRENALINE-PEN-1", "IAI-AP-BASE-1")
        else:
            s.ap = base
            ev = self._ev(message("{who} starts the turn with {ap} AP.", who=_said(p.character.title()), ap=s.ap),
                          "IAI-AP-BASE-1",
                          "IAI-ROUND-ORDER-1")
        s.ap_this_turn = s.ap
        return [ev]

    def _end_turn(self, passed: bool = False) -> list[Event]:
        s, p = self.state, self.me()
        events = []
        if s.ap:
            events.append(self._ev(message("{ap} unspent AP are lost.", ap=s.ap), "IAI-AP-LOSE-1"))
        if p.adrenaline == "penalty":
            if passed:
                p.adrenaline = "pending"  # the penalty is not served by passing (IAI-TRAPPED-ADRENALINE-1)
            else:
                p.adrenaline = "ready"
                events.append(self._ev(message("The adrenaline token flips back to '+'."), "IAI-ADRENALINE-RESET-1"))
        s.ap = 0
        nxt = (s.turn + 1) % self.players
        if nxt == s.first_player:
            events += self._end_round()
            if s.phase == "over":
                return events
        return events + self._begin_turn(nxt)

    def _end_round(self) -> list[Event]:
        s = self.state
        full = scoring.full_columns(s, self.content)
        done = [seat for seat, p in enumerate(s.players) if p.markers_left == 0]
        limit = self.options.get("max_rounds", MAX_ROUNDS)
        quiet_limit = self.options.get("max_quiet_rounds", MAX_QUIET_ROUNDS)
        s.quiet_rounds = 0 if s.placed_this_round else s.quiet_rounds + 1
        s.placed_this_round = False
        stalled = bool(quiet_limit) and s.quiet_rounds >= quiet_limit
        if full >= 4 or done or (limit and s.round >= limit) or stalled:
            s.phase, s.pending = "over", None
            if full >= 4:
                why, rules = message("{n} research tracks are full", n=full), ("IAI-END-TRIGGER-1", "IAI-AMBIG-5")
            elif done:
                why, rules = message("seat {n} placed their 10th marker", n=done[0] + 1), ("IAI-END-TRIGGER-1",)
            elif stalled:
                why = message("nobody placed an idol for {n} rounds (engine limit)", n=s.quiet_rounds)
                rules = ("IAI-ENGINE-LIMIT-1",)
            else:
                why, rules = message("the engine's limit of {n} rounds was reached", n=limit), ("IAI-ENGINE-LIMIT-1",)
            s.end_triggered = str(why)
            ev = [Event(message("Round {n} ends and the game is over: {why}.", n=s.round, why=why), rules + (
                        "IAI-END-EQUAL-1", "IAI-ROUND-END-1"), kind="game-end")]
            points = _listed([message("seat {n}: {points}", n=seat + 1, points=points)
                              for seat, points in enumerate(self._scores())], ", ")
            winners = [seat + 1 for seat in self._winners()]
            won = (message("seat {n} wins", n=winners[0]) if len(winners) == 1 else
                   message("seats {seats} share the win", seats=_listed(winners, " and ")))
            ev.append(Event(message("Final scores: {points}; {won}.", points=points, won=won),
                            ("IAI-SCORE-WIN-1", "IAI-SCORE-COLUMN-1", "IAI-SCORE-BONUS-1", "IAI-KEY-SCORE-1",
                             "IAI-POWER-ALL-1"), kind="scores"))
            return ev
        s.round += 1
        return [Event(message("Round {n} ends; round {next} begins.", n=s.round - 1, next=s.round),
                      ("IAI-ROUND-END-1",), kind="round")]

    def _do_EndTurn(self, a: EndTurn) -> list[Event]:
        return [self._ev(message("Turn ends."), "IAI-AP-LOSE-1", kind="turn")] + self._end_turn()

    def _do_Move(self, a: Move) -> list[Event]:
        s, p = self.state, self.me()
        cell, path = T.move_target(s, self.content, s.turn, SIDE[a.side])
        self._spend(1)
        p.cell, p.path = cell, path
        return [self._ev(message("Moves {side} to {cell} (1 AP).", side=side_word(a.side), cell=rc(cell)),
                         "IAI-MOVE-STEP-1", "IAI-AP-COST-1")]

    def _do_MoveTo(self, a: MoveTo) -> list[Event]:
        p = self.me()
        self._spend(a.ap)
        p.cell, p.path = _cell(a.cell), a.path
        return [self._ev(message("Moves {ap} tiles along the paths to {cell} ({ap} AP).", ap=a.ap, cell=a.cell),
                         "IAI-MOVE-STEP-1",
                         "IAI-AP-COST-1", "IAI-AP-SPEND-1")]

    def _do_Jump(self, a: Jump) -> list[Event]:
        s, p = self.state, self.me()
        cell, path = T.jump_target(s, self.content, s.turn, SIDE[a.side])
        self._spend(self.ability_cost("curator"))
        p.cell, p.path = cell, path
        return [self._ev(message("Curator jumps {side} to {cell} (4 AP).", side=side_word(a.side), cell=rc(cell)),
                         "IAI-ABILITY-CURATOR-1",
                         "IAI-ABILITY-GEN-1")]

    def _do_PickUp(self, a: PickUp) -> list[Event]:
        s, p = self.state, self.me()
        self._spend(1)
        s.supply[a.idol] -= 1
        p.hand.append(a.idol)
        return [self._ev(message("Picks up a {idol} idol (1 AP).", idol=idol_word(a.idol)),
                         "IAI-IDOL-PICK-1", "IAI-IDOL-CARRY-1")]

    def _do_Drop(self, a: Drop) -> list[Event]:
        s, p = self.state, self.me()
        p.hand.remove(a.idol)
        s.supply[a.idol] += 1
        s.acted = True
        return [self._ev(message("Drops the {idol} idol back to the supply (0 AP).", idol=idol_word(a.idol)),
                         "IAI-IDOL-DROP-1")]

    def _do_PlaceIdol(self, a: PlaceIdol) -> list[Event]:
        s = self.state
        self._spend(1)
        s.placed_this_round = True
        s.pending = Pending(PENDING_ALTAR, idol=a.idol)
        ev = [self._ev(message("Places the {idol} idol on the altar (1 AP).", idol=idol_word(a.idol)),
                       "IAI-ALTAR-PLACE-1")]
        if s.quick:  # research is the only outcome in Quick Play (IAI-QUICK-RESEARCH-1)
            return ev + self._do_Research(Research())
        return ev

    def _do_Research(self, a: Research) -> list[Event]:
        s, seat, p = self.state, self.state.turn, self.me()
        idol = s.pending.idol
        s.pending = None
        col = IDOLS.index(idol)
        p.hand.remove(idol)
        s.supply[idol] += 1
        row = len(s.track[col])
        s.track[col].append(seat)
        p.markers_left -= 1
        rules = ["IAI-RESEARCH-PLACE-1", "IAI-ALTAR-CHOICE-1"] + (["IAI-QUICK-RESEARCH-1"] if s.quick else [])
        events = [self._ev(message("Researches {idol}: marker on space {space} of its track ({markers} markers left).",
                                   idol=idol_word(idol), space=row + 1, markers=p.markers_left),
                           *rules, kind="research")]
        if p.markers_left == 0 and not s.end_triggered:
            s.end_triggered = "10th marker placed"
            events.append(self._ev(message("That was the 10th marker: the game ends at the end of this round."),
                                   "IAI-END-TRIGGER-1"))
        space = self.content.space(col, row)
        if space.get("shift") and scoring.unlocked_count(s) >= 2:
            s.pending = Pending(PENDING_VP_SHIFT, column=col, row=row)
            return events + [self._ev(message("A Shift space: you may shift the VP tokens."), "IAI-RESEARCH-SPACE-1",
                                      "IAI-SHIFT-VP-1")]
        return events + self._after_marker(col, row)

    def _after_marker(self, col: int, row: int) -> list[Event]:
        """Lock, then the event (IAI-AMBIG-17)."""
        s = self.state
        events = []
        if scoring.column_full(s, self.content, col) and not s.locked[col]:
            s.locked[col] = True
            events.append(self._ev(message("The {idol} track is full: its VP token {vp} is locked above it.",
                                           idol=idol_word(IDOLS[col]), vp=s.vp_tokens[col]),
                                   "IAI-LOCK-FILL-1", "IAI-AMBIG-5"))
            if scoring.full_columns(s, self.content) >= 4 and not s.end_triggered:
                s.end_triggered = "4 research tracks full"
                events.append(self._ev(message("4 tracks are full: the game ends at the end of this round."),
                                       "IAI-END-TRIGGER-1"))
        if self.content.space(col, row).get("event"):
            events.append(self._ev(message("An Event space: draw an event."), "IAI-TRACK-EVENT-1",
                                   "IAI-RESEARCH-SPACE-1"))
            events += self._draw_event()
        return events

    def _do_ShiftTokens(self, a: ShiftTokens) -> list[Event]:
        s = self.state
        pend = s.pending
        s.pending = None
        scoring.shift_tokens(s, a.direction)
        ev = [self._ev(message("{action}: tokens now {tokens}.", action=a.describe(), tokens=str(s.vp_tokens)),
                       "IAI-SHIFT-VP-1", "IAI-SHIFT-VP-2",
                       "IAI-LOCK-SKIP-1", "IAI-LOCK-SHIFTFIRST-1")]
        return ev + self._after_marker(pend.column, pend.row)

    def _do_GainPower(self, a: GainPower) -> list[Event]:
        s, p = self.state, self.me()
        idol = s.pending.idol
        s.pending = None
        p.hand.remove(idol)
        p.powers = [i for i in IDOLS if i in p.powers or i == idol]
        events = [self._ev(message("Places the {idol} idol on the player board and gains its power.",
                                   idol=idol_word(idol)),
                           "IAI-POWER-GAIN-1", "IAI-ALTAR-CHOICE-1", "IAI-POWER-ONCE-1", kind="power")]
        if idol == "sapphire":
            p.ap_cover = False
            s.ap += 1
            events.append(self._ev(message("Sapphire: base AP becomes 6, +1 AP right now."), "IAI-POWER-SAPPHIRE-1"))
        elif idol == "tigers-eye":
            p.hand_cover = False
            events.append(self._ev(message("Tiger's Eye: may now carry 2 different idols."), "IAI-POWER-TIGER-1"))
        drawn = self._ev(message("Gaining a power draws an event."), "IAI-EVENT-TRIGGER-1")
        return [*events, drawn, *self._draw_event()]

    def _do_UseAdrenaline(self, a: UseAdrenaline) -> list[Event]:
        s, p = self.state, self.me()
        p.adrenaline = "pending"
        s.ap += 1
        s.ap_this_turn += 1
        s.acted = True
        return [self._ev(message("Adrenaline: +1 AP now ({ap} left); 2 AP fewer next turn.", ap=s.ap),
                         "IAI-ADRENALINE-USE-1",
                         "IAI-ADRENALINE-TIMING-1")]

    def _do_RotateTemple(self, a: RotateTemple) -> list[Event]:
        s = self.state
        self._spend(2)
        s.rotation = (s.rotation + (1 if a.clockwise else 3)) % 4
        return [self._ev(_costs(a, 2), "IAI-POWER-JADE-1", "IAI-ROTATE-GEOM-1", "IAI-ROTATE-RIDE-1",
                         "IAI-POWER-REPEAT-1")]

    def _do_UsePower(self, a: UsePower) -> list[Event]:
        self.state.pending = Pending(PENDING_RUBY if a.idol == "ruby" else PENDING_GOLD, idol=a.idol)
        return [self._ev(message("Choose the tile for the {idol} power.", idol=idol_word(a.idol)),
                         "IAI-POWER-REPEAT-1")]

    def _do_Cancel(self, a: Cancel) -> list[Event]:
        self.state.pending = None
        return [self._ev(message("Cancelled."), "IAI-AP-SPEND-1")]

    def _do_RotateTile(self, a: RotateTile) -> list[Event]:
        s = self.state
        s.pending = None
        self._spend(1)
        T.rotate_tile(s, _cell(a.cell), a.clockwise)
        return [self._ev(_costs(a, 1), "IAI-POWER-RUBY-1", "IAI-TILE-PATH-1")]

    def _do_SlideTile(self, a: SlideTile) -> list[Event]:
        s = self.state
        s.pending = None
        self._spend(2)
        T.swap_cells(s, _cell(a.cell), T.step(_cell(a.cell), SIDE[a.side]))
        return [self._ev(_costs(a, 2), "IAI-POWER-GOLD-1", "IAI-AMBIG-13")]

    def _do_SculptorShift(self, a: SculptorShift) -> list[Event]:
        s = self.state
        cost = self.ability_cost("sculptor")
        self._spend(cost)
        T.shift_line(s, self.me().cell, SIDE[a.side])
        return [self._ev(_costs(a, cost), "IAI-ABILITY-SCULPTOR-1", "IAI-ABILITY-GEN-1",
                         "IAI-EVENT-SHIFT-2", "IAI-EVENT-SHIFT-3", "IAI-EVENT-SHIFT-4")]

    def _do_UseAbility(self, a: UseAbility) -> list[Event]:
        self.state.pending = Pending(PENDING_ABILITY)
        return [self._ev(message("Choose the target of your ability."), "IAI-ABILITY-GEN-1")]

    def _do_ArchitectSwap(self, a: ArchitectSwap) -> list[Event]:
        s, p = self.state, self.me()
        cost = self.ability_cost("architect")
        self._spend(cost)
        here = p.cell
        other = T.step(here, SIDE[a.side])
        T.swap_cells(s, here, other)
        cells = [c for c in (other, here) if s.grid[c] != EMPTY]
        s.pending = Pending(PENDING_ORIENT, cells=cells)
        return [self._ev(message("{action} ({ap} AP); now orient the moved tile(s).", action=a.describe(), ap=cost),
                         "IAI-ABILITY-ARCHITECT-1",
                         "IAI-ABILITY-GEN-1", "IAI-AMBIG-14")]

    def _do_KeysmithTile(self, a: KeysmithTile) -> list[Event]:
        s = self.state
        cost = self.ability_cost("keysmith")
        self._spend(cost)
        cell = _cell(a.cell)
        if a.tile in s.spare:
            s.spare.remove(a.tile)
        else:
            s.discard.remove(a.tile)
        old = s.grid[cell]
        s.grid[cell] = a.tile
        if old != EMPTY:
            s.discard.append(old)
            for q in s.players:
                if q.cell == cell:
                    q.path = 0  # riders stay in the space, on the new tile's first path (IAI-AMBIG-14)
        s.pending = Pending(PENDING_ORIENT, cells=[cell])
        said = (message("Keysmith: tile {tile} swapped in at {cell} ({ap} AP); now orient it.",
                        tile=a.tile, cell=a.cell, ap=cost) if old != EMPTY else
                message("Keysmith: tile {tile} placed in the empty space at {cell} ({ap} AP); now orient it.",
                        tile=a.tile, cell=a.cell, ap=cost))
        return [self._ev(said,
                         "IAI-ABILITY-KEYSMITH-1", "IAI-COLLAPSE-DISCARD-1", "IAI-AMBIG-14")]

    def _do_OrientTile(self, a: OrientTile) -> list[Event]:
        s = self.state
        cell = _cell(a.cell)
        s.tile_rot[s.grid[cell]] = a.rotation
        rest = s.pending.cells[1:]
        s.pending = Pending(PENDING_ORIENT, cells=rest) if rest else None
        rule = "IAI-ABILITY-ARCHITECT-1" if self.me().character == "architect" else "IAI-ABILITY-KEYSMITH-1"
        return [self._ev(message("{line}.", line=a.describe()), rule, "IAI-TILE-PATH-1")]

    def _do_Pass(self, a: Pass) -> list[Event]:
        self.state.pending = Pending(PENDING_PASS)
        return [self._ev(message("Passes: choose an empty tile to reposition to."), "IAI-TRAPPED-PASS-1")]

    def _do_PassTo(self, a: PassTo) -> list[Event]:
        s, p = self.state, self.me()
        s.pending = None
        p.cell, p.path = _cell(a.cell), a.path
        s.ap = 0
        return [self._ev(message("Repositions to {cell}; the turn ends.", cell=a.cell), "IAI-TRAPPED-PASS-1",
                         "IAI-TRAPPED-ADRENALINE-1", kind="turn")] + self._end_turn(passed=True)

    # -- events ------------------------------------------------------------------------
    def _draw_event(self) -> list[Event]:
        s = self.state
        events = []
        if not s.event_deck:
            s.event_deck, s.event_discard = self.chance.shuffle("event-deck", s.event_discard), []
            events.append(self._ev(message("The event deck is empty: the discards are shuffled into a new deck."),
                                   "IAI-AMBIG-8"))
        card_id = s.event_deck.pop(0)
        s.event_discard.append(card_id)
        s.last_event = card_id
        card = self.content.events[card_id]
        kind = card["type"]
        seat, p = s.turn, self.me()
        base = ("IAI-EVENT-RESOLVE-1", "IAI-EVENT-TYPES-1")
        if kind == "chill":
            events.append(self._ev(message("Event: Chill -- nothing happens."), "IAI-CHILL-NOEFFECT-1", *base,
                                   kind="event"))
        elif kind == "rotate":
            cw = bool(card["clockwise"])
            s.rotation = (s.rotation + (1 if cw else 3)) % 4
            said = (message("Event: Rotate Ruins clockwise.") if cw else
                    message("Event: Rotate Ruins counter-clockwise."))
            events.append(self._ev(said,
                                   "IAI-ROTATE-DIR-1", "IAI-ROTATE-GEOM-1", "IAI-ROTATE-RIDE-1", *base, kind="event"))
        elif kind == "shift":
            to = s.borders.index(card["to"])
            T.shift_line(s, p.cell, to)
            ends = {"start": _said(card["from"]), "end": _said(card["to"]), "side": side_word(SIDE_NAMES[to])}
            said = (message("Event: Shift from {start} to {end}: the active column moves one space {side}.", **ends)
                    if to in (0, 2) else
                    message("Event: Shift from {start} to {end}: the active row moves one space {side}.", **ends))
            events.append(self._ev(said, "IAI-EVENT-SHIFT-1", "IAI-EVENT-SHIFT-2",
                                   "IAI-EVENT-SHIFT-3", "IAI-EVENT-SHIFT-4", "IAI-EVENT-PERSPECTIVE-1",
                                   "IAI-GRID-BORDER-1", *base, kind="event"))
        else:
            first = self.collapse_side(seat, int(card["x"]))
            target = T.collapse_target(s, seat, first)
            if target is None:
                events.append(self._ev(message("Event: Collapse -- every adjacent space is empty or occupied; "
                                               "nothing collapses."), "IAI-COLLAPSE-NONE-1", *base, kind="event"))
            else:
                s.discard.append(s.grid[target])
                s.grid[target] = EMPTY
                rules = ["IAI-COLLAPSE-X-1", "IAI-COLLAPSE-WRAP-1", "IAI-EVENT-PERSPECTIVE-1", "IAI-AMBIG-3"]
                if target != T.step(p.cell, first):
                    rules.append("IAI-COLLAPSE-NEXT-1")
                events.append(self._ev(message("Event: Collapse -- the tile at {cell} is discarded.", cell=rc(target)),
                                       *rules, *base,
                                       kind="event"))
        return events

    def collapse_side(self, seat: int, x: int) -> int:
        """Grid side marked X on a Collapse card for ``seat``: the card's top points away from the seat,
        then table -> grid through the temple rotation (IAI-AMBIG-3)."""
        ahead = (self.state.players[seat].table_side + 2) % 4
        return ((ahead + x) - self.state.rotation) % 4
