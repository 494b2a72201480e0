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
from floe_widgets.i18n import N_, Message, message, text

from . import legality, position, scoring
from .actions import (
    ACTION_TYPES,
    ChooseKey,
    EndTurn,
    KeysmithTile,
    MoveTo,
    Pass,
    PassTo,
    UseAdrenaline,
    name_word,
)
from .data import Content, check_content_parts, load_content, read_content_file
from .event_cards import EventCards
from .moves_and_idols import MovesAndIdols
from .seat_words import seat_words
from .setup import initial_state
from .state import (
    BORDER_ICONS,
    CHARACTERS,
    IDOLS,
    PENDING_PASS,
    IceAndIdolsState,
    Pending,
    cell_of,
    map_pos_of_cell,
    tile_name,
)
from .tile_changes import TileChanges
from .tile_words import path_word, pool_tile_word

MAPS = ("first-game", "alternative", "random")
VARIANTS = ("standard", "quick")
BASE_AP = 5
#: engine safeguard (not a rulebook rule): a game still running after this many rounds is scored as it
#: stands.  Human games end long before; it only stops aimless (random-bot) games (IAI-ENGINE-LIMIT-1).
MAX_ROUNDS = 60
#: optional stop for bot experiments (off by default, since a real game has no such rule): the game is
#: scored as it stands after this many rounds in a row in which nobody placed an idol on an altar.
MAX_QUIET_ROUNDS = 0


def _listed(parts: list[Any]) -> Any:
    """``parts`` joined by commas, said again in the reader's language."""
    said = parts[0]
    for part in parts[1:]:
        said = message("{a}, {b}", a=said, b=part)
    return said


#: what settled a tie on VP, said after "wins the tie:" (IAI-TIE-*)
TIEBREAK_WORDS = {"IAI-TIE-POWERS-1": N_("more idol powers gained", context="tiebreak"),
                  "IAI-TIE-KEY-1": N_("a key card of more VP completed", context="tiebreak"),
                  "IAI-TIE-MARKERS-1": N_("more research markers placed", context="tiebreak"),
                  "IAI-TIE-ORDER-1": N_("later in turn order", context="tiebreak")}


class IceAndIdols(MovesAndIdols, TileChanges, EventCards, Game):
    """The game: its options and setup, what a player may see and do, and the turns and rounds; what each
    action does is in the parts it is made of (moves_and_idols.py, tile_changes.py, event_cards.py)."""

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
            raise self.unknown_options(unknown)
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
            return message("Ice and Idols, game over after round {round}: {points}.", round=s.round,
                           points=self._points_words())
        # the character and the colour are said again in the reader's language: their ids are the catalogue's
        # names of them (marked in view/words.py)
        return message("Ice and Idols, round {round}: {who} ({colour}) to play, {ap} AP left.",
                       round=s.round, who=self._seat_words(s.turn), colour=name_word(s.players[s.turn].colour),
                       ap=s.ap)

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

    def action_to_string(self, action: Action) -> str:
        """The action as its button reads it: the Keysmith's tile named by its kind, a path of a tile of two by
        the sides it joins, a key card offered by its place on the player's board and its VP, as the board shows
        them (the actions' fields hold the engine's indices)."""
        if isinstance(action, KeysmithTile) and action.tile in self.keysmith_pool():
            return message("Keysmith: bring the {tile} to tile {cell}", cell=tile_name(action.cell),
                           tile=pool_tile_word(self.state, self.content, action.tile))
        if isinstance(action, (MoveTo, PassTo)):
            sides = path_word(self.state, self.content, action.cell, action.path)
            if sides is not None:
                return (message("Move to tile {cell}, onto its {sides} path ({ap} AP)", cell=tile_name(action.cell),
                                sides=sides, ap=action.ap) if isinstance(action, MoveTo)
                        else message("Pass to tile {cell}, onto its {sides} path", cell=tile_name(action.cell),
                                     sides=sides))
        offer = self.state.players[self.state.turn].key_offer if self.state.phase == "keys" else []
        if isinstance(action, ChooseKey) and action.card in offer:
            vp = self.content.key_cards[action.card][0]
            return (message("Keep key card (left, {vp} VP)", vp=vp) if offer.index(action.card) == 0
                    else message("Keep key card (right, {vp} VP)", vp=vp))
        return action.describe()

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

    def _seat_words(self, seat: int) -> Message:
        """``P2 Curator``, as the board names a seat (:func:`.seat_words.seat_words`)."""
        return seat_words(self.content, self.state, seat)

    def seat_name(self, seat: int) -> str:
        """A seat as this game's texts name it, in the reader's language: ``P2 Curator`` (not the kit's ``P2``)."""
        return text(self._seat_words(seat))

    def _points_words(self) -> Any:
        """``P1 Curator: 31, P2 Keysmith: 28``: every seat's score, in seat order."""
        return _listed([message("{who}: {points}", who=self._seat_words(seat), points=points)
                        for seat, points in enumerate(self._scores())])

    def _spend(self, ap: int) -> None:
        s = self.state
        assert s.ap >= ap  # guarded by the legal actions (IAI-AP-SPEND-1)
        s.ap -= ap
        s.acted = True

    def _do_ChooseKey(self, a: ChooseKey) -> list[Event]:
        s, p = self.state, self.me()
        p.key_card, p.key_offer = a.card, []
        events = [self._ev(message("{who} keeps a key card (secret) and returns the other.",
                                   who=self._seat_words(s.turn)), "IAI-SETUP-KEY-1")]
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
                                  who=self._seat_words(seat), ap=s.ap),
                          "IAI-ADRENALINE-PEN-1", "IAI-AP-BASE-1")
        else:
            s.ap = base
            ev = self._ev(message("{who} starts the turn with {ap} AP.", who=self._seat_words(seat), ap=s.ap),
                          "IAI-AP-BASE-1",
                          "IAI-ROUND-ORDER-1")
        s.ap_this_turn = s.ap
        return [ev]

    def _end_turn(self, passed: bool = False) -> list[Event]:
        s, p = self.state, self.me()
        events = []
        if s.ap:
            events.append(self._ev(message("{ap} unspent AP is lost.", plural="{ap} unspent AP are lost.",
                                           how_many=s.ap, ap=s.ap), "IAI-AP-LOSE-1"))
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
            record = ""  # pragma: no mutate (None reads the same in "record or str(why)")
            if full >= 4:
                why, rules = message("{n} research tracks are full", n=full), ("IAI-END-TRIGGER-1", "IAI-AMBIG-5")
            elif done:
                why, rules = message("{who} placed their 10th marker", who=self._seat_words(done[0])), (
                    "IAI-END-TRIGGER-1",)
                # the position keeps the words it always kept (saves and replays stay byte for byte the same)
                record = f"seat {done[0] + 1} placed their 10th marker"
            elif stalled:
                why = message("nobody placed an idol for {n} rounds (engine limit)", n=s.quiet_rounds)
                rules = ("IAI-ENGINE-LIMIT-1",)
            else:
                why, rules = message("the engine's limit of {n} rounds was reached", n=limit), ("IAI-ENGINE-LIMIT-1",)
            s.end_triggered = record or str(why)
            ev = [Event(message("Round {n} ends and the game is over: {why}.", n=s.round, why=why), rules + (
                        "IAI-END-EQUAL-1", "IAI-ROUND-END-1"), kind="game-end")]
            points = self._points_words()
            (winner,) = self._winners()  # the turn order breaks every tie (IAI-TIE-ORDER-1)
            won, tie_rules = message("{who} wins", who=self._seat_words(winner)), ()
            keys = [scoring.tiebreak_key(self.state, self.content, seat) for seat in range(self.players)]
            fields = scoring.settled_by(keys, winner)
            if fields > 1:  # a tie on VP, and the tiebreaker that settled it
                rule = scoring.TIEBREAK_RULES[fields - 2]
                won, tie_rules = message("{who} wins the tie: {how}", who=self._seat_words(winner),
                                         how=TIEBREAK_WORDS[rule]), (rule,)
            ev.append(Event(message("Final scores: {points}; {won}.", points=points, won=won),
                            ("IAI-SCORE-WIN-1", "IAI-SCORE-COLUMN-1", "IAI-SCORE-BONUS-1", "IAI-KEY-SCORE-1",
                             "IAI-POWER-ALL-1") + tie_rules, kind="scores"))
            return ev
        s.round += 1
        return [Event(message("Round {n} ends; round {next} begins.", n=s.round - 1, next=s.round),
                      ("IAI-ROUND-END-1",), kind="round")]

    def _do_EndTurn(self, a: EndTurn) -> list[Event]:
        return [self._ev(message("Turn ends."), "IAI-AP-LOSE-1", kind="turn")] + self._end_turn()

    def _do_UseAdrenaline(self, a: UseAdrenaline) -> list[Event]:
        s, p = self.state, self.me()
        p.adrenaline = "pending"
        s.ap += 1
        s.ap_this_turn += 1
        s.acted = True
        return [self._ev(message("Adrenaline: +1 AP now ({ap} left); 2 AP fewer next turn.", ap=s.ap),
                         "IAI-ADRENALINE-USE-1",
                         "IAI-ADRENALINE-TIMING-1")]

    def _do_Pass(self, a: Pass) -> list[Event]:
        self.state.pending = Pending(PENDING_PASS)
        return [self._ev(message("Passes: choose an empty tile to reposition to."), "IAI-TRAPPED-PASS-1")]

    def _do_PassTo(self, a: PassTo) -> list[Event]:
        s, p = self.state, self.me()
        s.pending = None
        p.cell, p.path = cell_of(*a.cell), a.path
        s.ap = 0
        return [self._ev(message("Repositions to tile {cell}; the turn ends.", cell=tile_name(a.cell)),
                         "IAI-TRAPPED-PASS-1",
                         "IAI-TRAPPED-ADRENALINE-1", kind="turn")] + self._end_turn(passed=True)
