"""Frosthaven, one scenario from setup to victory or defeat, as a state machine.

Each choice is an action (card selection, halves, each ability's targets and hexes, damage
negation, rests). Everything the rules do by themselves -- monster turns, attacks, damage,
end of round -- runs as a queue of :class:`state.Task` steps, so play can stop in the middle
of a monster's attack to ask a character whether to negate the damage, and then go on.

The rules are modules of plain functions over a :class:`context.Context` (the state, the chance
source, the board and the setup); this class holds the kit's hooks and delegates to them:
:mod:`scenario_setup` (the setup list), :mod:`decisions` (what each action does), :mod:`tasks`
(the registry of automatic steps), :mod:`choices` (options inside a turn), :mod:`round_steps`
(selection, initiative, end of round), :mod:`turns` (character turns), :mod:`abilities`
(performing abilities), :mod:`combat` (attacks, damage, death), :mod:`monster_turns` (monster and
summon turns), :mod:`rooms` (rooms revealed) and :mod:`sections` (section links, spawns).
Legality is :mod:`legality`.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from floe_widgets.core import Action, Event, Game, RulesReference, SetupError
from floe_widgets.i18n import N_, message, unread

from . import abilities as ABIL
from . import cards as C
from . import context as CTX
from . import dungeon as DUNGEON
from . import legality as LEGAL
from . import loot as LOOT
from . import modifiers as MOD
from . import monster_turns as MTURN
from . import perks as PERKS
from . import position as POSITION
from . import rooms as ROOMS
from . import round_steps as STEPS
from . import sections as SECT
from .actions import ACTION_TYPES, PartyChoice
from .book import (
    CONTENT,
    board,
    scenario_data,
    solo_level,
)
from .context import Context
from .decisions import apply_action
from .names import figure_name, hexes_named, name_seats, name_term, one_after_another
from .scenario_setup import new_scenario
from .seat_options import seat_map
from .state import Character, FHState, Figure, Task

Hex = tuple[int, int]


class Frosthaven(Game):
    name = "frosthaven"
    title = message("Frosthaven")
    min_players, max_players = 2, 4
    players_rule = "FH-GEN-PLAYERS-1"
    state_type = FHState
    action_types = ACTION_TYPES
    rules_file = (CONTENT, "rules.yaml")
    #: the party wins or loses together: people read the scenario goal and its progress, not scores
    cooperative = True

    # -- options and setup ---------------------------------------------------------------
    def check_options(self, options: dict[str, Any]) -> dict[str, Any]:
        opts = {"scenario": "thaw-gate", "level": 1, "classes": None, "character_level": 1,
                "solo": False, "permadeath": False, "perks": None}
        unknown = set(options) - set(opts) - {"reduced_randomness", "enhancements"}
        if unknown:
            raise self.unknown_options(unknown)
        opts.update(options)
        if opts["scenario"] == DUNGEON.RANDOM:   # FH-VARIANT-DUNGEON-1: drawn once, saved as its id
            opts["scenario"] = DUNGEON.draw_for_seed(self.seed)
        level = opts["level"]
        if not isinstance(level, int) or isinstance(level, bool) or not 0 <= level <= 7:
            raise SetupError("FH-LEVEL-CALC-1", f"The scenario level is 0 to 7, not {level!r}.")
        classes = opts["classes"] or C.class_ids()[: self.players]
        classes = list(classes)
        if len(classes) != self.players or any(c not in C.classes() for c in classes):
            raise SetupError("FH-GEN-PLAYERS-1", "Give one known class per player.")
        if len(set(classes)) != len(classes):
            raise SetupError("FH-CHAR-UNIQUE-1", "Each class can be played by one character only.")
        opts["classes"] = classes
        if not isinstance(opts["character_level"], int) or not 1 <= opts["character_level"] <= 9:
            raise SetupError("FH-CHAR-MAT-1", "Character levels run from 1 to 9.")
        for flag in ("solo", "permadeath"):
            if not isinstance(opts[flag], bool):
                raise SetupError("CORE-OPTIONS", f"The option {flag} is True or False, not {opts[flag]!r}.")
        if opts["solo"] and "level" not in options:   # FH-AMBIG-13 / FH-VARIANT-SOLO-1
            opts["level"] = min(7, solo_level([opts["character_level"]] * self.players))
        opts["perks"] = self._check_perks(opts["perks"], classes)
        # options added later are written only when set, so older saves keep their exact text
        if not isinstance(opts.setdefault("reduced_randomness", False), bool):
            raise SetupError("CORE-OPTIONS", "The option reduced_randomness is True or False.")
        if not opts["reduced_randomness"]:
            del opts["reduced_randomness"]
        stickers = C.check_stickers(opts.pop("enhancements", None), classes)
        if stickers:
            opts["enhancements"] = stickers
        return opts

    def __init__(self, players: int | None = None, seed: int = 0, **options: Any) -> None:
        if players == 1:   # FH-AMBIG-13: one person plays 2-4 characters instead
            raise SetupError("FH-AMBIG-13", "Frosthaven needs 2 to 4 characters; to play alone, control 2 to 4 "
                                            "characters yourself with players=2..4 and solo=True.")
        super().__init__(players, seed, **options)

    def _check_perks(self, perks: Any, classes: list[str]) -> dict[str, list[str]] | None:
        """Perks chosen per seat (FH-CHAR-PERK-1), applied to the modifier decks at setup; kept with
        text keys so the options survive a save."""
        chosen = seat_map(perks, self.players, "FH-CHAR-PERK-1", "perks", "perk ids")
        if chosen is None:
            return None
        out = {seat: [str(p) for p in ids] for seat, ids in chosen.items()}
        for seat, ids in out.items():
            why = PERKS.check_perks(classes[int(seat)], ids)
            if why:
                raise SetupError("FH-CHAR-PERK-1", f"perks of character {int(seat) + 1}: {why}")
        return out

    @classmethod
    def rules(cls):
        """Our reference plus the map engineer's geometry/AI entries (content/rules_scenario.yaml)."""
        return _merged_rules()

    @property
    def board(self):
        return board(self.options["scenario"])

    def setup(self) -> FHState:
        return new_scenario(self.chance, self.board, self.players, self.options)

    # -- positions set up by hand (tests, lessons, what-ifs) ------------------------------
    def check_position(self, state: FHState) -> None:
        POSITION.check_position(self, state)

    def position_changed(self) -> None:
        """After editing ``state`` by hand: the options are worked out anew."""
        self._legal_cache = None

    def resume(self, *tasks: Task) -> list[Event]:
        """After editing ``state`` by hand: put ``tasks`` first in the queue, drop the waiting
        decision and run the engine until it waits for the next one."""
        self.state.queue[0:0] = list(tasks)
        self.state.decision = None
        self.position_changed()
        return STEPS.advance(self.context())

    def run_only(self, *tasks: Task) -> list[Event]:
        """Run only ``tasks`` (and what they queue) in the play phase, until the queue is empty or a
        decision is asked: one rule step tried on its own."""
        s = self.state
        s.phase, s.decision, s.queue = "play", None, list(tasks)
        events: list[Event] = []
        while s.queue and s.decision is None:
            events += STEPS.run(self.context(), s.queue.pop(0))
        self.position_changed()
        return events

    def give_conditions(self, f: Figure, conditions: list[str], giver: Figure | None = None) -> list[Event]:
        """Give ``f`` these conditions as an ability would (FH-COND-*)."""
        return ABIL.give_conditions(self.context(), f, list(conditions), giver)

    def reveal_room(self, room: int) -> list[Event]:
        """Reveal a room and place its monsters, as opening its door does (FH-OVERLAY-DOOR-1)."""
        return ROOMS.reveal_room(self.context(), room)

    def read_sections(self, kind: str, value: Any) -> list[Event]:
        """Resolve the section links that ``kind`` (a room revealed, a door opened, a round, the goal) with
        ``value`` meets now, as play does (FH-GEN-SECTION-1); a link already read is not read again."""
        return SECT.sections(self.context(), kind, value)

    def spawn_monster(self, mtype: str, at: Hex, tiers: list[str]) -> list[Event]:
        """Spawn a monster of ``mtype`` at ``at`` (its rank from ``tiers``, by party size), as a section's
        spawn does (FH-TURN-5, FH-TURN-6)."""
        return SECT.spawn_monster(self.context(), mtype, at, tiers)

    # -- helpers -------------------------------------------------------------------------
    def context(self) -> Context:
        """The current state with what the rule functions need beside it (board, chance, setup)."""
        return Context(self.state, self.chance, self.board, self.players, self.options)

    def fig(self, fid: str) -> Figure | None:
        return CTX.find_figure(self.state, fid)

    def char(self, seat: int) -> Character:
        return self.state.characters[seat]

    def char_of(self, fid: str) -> Character | None:
        return CTX.character_of(self.state, fid)

    def deck_of(self, f: Figure) -> MOD.ModDeck:
        """FH-MOD-OWNER-1: own deck, the summoner's deck, or the monster deck."""
        return CTX.deck_of(self.state, f)

    # -- the kit's hooks ---------------------------------------------------------------------
    def _current_player(self) -> int | None:
        d = self.state.decision
        return d.seat if d else None

    def _is_over(self) -> bool:
        return self.state.phase in ("won", "lost")

    def _scores(self) -> list[int]:
        won = self.state.phase == "won"
        return [(100 if won else 0) + ch.gold + ch.checkmarks for ch in self.state.characters]

    def _winners(self) -> tuple[int, ...]:
        if self.state.phase == "won":
            return tuple(range(self.players))
        return super()._winners()

    def scenario_result(self) -> dict[str, Any]:
        """What the campaign keeps (FH-COMPLETE-*, FH-LOST-CHOICE-1), per seat: XP (the dial, with the
        win bonus), gold, checkmarks gained, resources from loot cards, and permanent deaths
        (FH-VARIANT-PERMADEATH-1). Meaningful once the scenario is over."""
        chars = self.state.characters
        return {"won": self.state.phase == "won",
                "xp": tuple(ch.xp for ch in chars),
                "gold": tuple(ch.gold for ch in chars),
                "checkmarks": tuple(ch.checkmarks for ch in chars),
                "loot": tuple(tuple(c for c in ch.loot if LOOT.resource(c)) for ch in chars),
                "died": tuple(ch.dead for ch in chars)}

    def objective(self) -> str:
        """The scenario goal and how far the party is towards it, in sentences (shown instead of scores)."""
        s = self.state
        goal = name_term(scenario_data(self.options["scenario"])["goal"])
        if s.phase == "won":
            return message("Scenario won. Goal: {goal}", goal=goal)
        if s.phase == "lost":
            return message("Scenario lost. Goal: {goal}", goal=goal)
        rooms = {r for r in self.board.rooms.values() if r}
        foes = sum(f.kind in ("monster", "objective") for f in s.figures)
        revealed = len(rooms & set(s.revealed_rooms))
        rooms_said = (message("every room revealed") if revealed == len(rooms) else
                      message("{revealed} of {rooms} rooms revealed", revealed=revealed, rooms=len(rooms)))
        foes_said = (message("no monster or objective left") if foes == 0 else
                     message("{foes} monster or objective left", plural="{foes} monsters and objectives left",
                             how_many=foes, foes=foes))
        return message("Goal: {goal} Progress: {rooms}, {foes}.", goal=goal, rooms=rooms_said, foes=foes_said)

    # -- names a person reads -------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        """A seat by its character's class, as the map, the log and the narration name it."""
        chars = self.state.characters
        return name_term(chars[seat].name) if 0 <= seat < len(chars) else super().seat_name(seat)

    def action_to_string(self, action: Action) -> str:
        """The action's sentence with each "Character N" named by its class ("Ironbark Warden"); a party
        choice says its option again (``monster_turns.option_text``) in words the reader's language can take,
        the hex as the boards print it and figures of one name told apart (its field holds the plain text the
        state keeps, "move to (0, 3)"); a choice no longer open (one in the history) says that text with its
        hexes named as printed, "move to hex 0,3"."""
        said = action.describe()
        if isinstance(action, PartyChoice):   # a past choice: its stored text, the hexes named as printed
            said = self._party_option(action) or hexes_named(said)
        return name_seats(said, self.seat_name)

    def _party_option(self, choice: PartyChoice) -> str | None:
        """The open decision's option that ``choice`` picks, said again; None if it is not this decision's."""
        d = self.state.decision
        if d is not None and d.kind == "party":
            i = choice.index
            if 0 <= i < len(d.options) and d.options[i]["text"] == choice.text:
                return MTURN.option_text(self.state, d.fid, d.options[i])
            return None
        if d is not None and d.kind == "tie":
            return next((text for _, text in STEPS.tie_options(self.context()) if text == choice.text), None)
        return None

    def describe(self) -> str:
        s = self.state
        alive = one_after_another((message("{name} {hp}/{max_hp}", name=figure_name(f.name), hp=f.hp, max_hp=f.max_hp)
                                   for f in s.figures if f.kind == "character"), N_("{first}; {second}"))
        alive = alive or message("no character on the map")
        said = dict(scenario=name_term(scenario_data(s.scenario)["name"]), level=s.level,
                    phase=PHASE_WORDS.get(s.phase, s.phase), alive=alive, objective=self.objective())
        if s.round == 0:   # before the first round: battle goals are kept
            return message("Frosthaven, {scenario}, level {level}, setup: {phase}; {alive}. {objective}", **said)
        return message("Frosthaven, {scenario}, level {level}, round {round}: {phase}; {alive}. {objective}",
                       round=s.round, **said)

    # -- legality (legality.py: the options and the first rule an action breaks) ------------------
    def candidates(self) -> list[Action]:
        return LEGAL.candidates(self)

    def why_not(self, action: Action) -> tuple[str, str] | None:
        return LEGAL.why_not(self, action)

    def _legal_actions(self) -> list[Action]:
        options = LEGAL.candidates(self)   # computed once for the whole list
        offered = set(options)
        with unread():  # only whether each is refused matters here: no sentence is written
            return [a for a in options if LEGAL.why_not(self, a, offered) is None]

    # -- applying actions (decisions.py) --------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        return apply_action(self.context(), action)

#: a scenario's phases as a person reads them (the summary, the board's status)
PHASE_WORDS = {"setup": N_("setup", context="scenario phase"),
               "goals": N_("battle goals", context="scenario phase"),
               "select": N_("choosing cards", context="scenario phase"),
               "play": N_("playing turns", context="scenario phase"),
               "end": N_("end of round", context="scenario phase"),
               "won": N_("scenario won", context="scenario phase"),
               "lost": N_("scenario lost", context="scenario phase")}


@cache
def _merged_rules() -> RulesReference:
    from importlib import resources

    from floe_widgets.core.rulebook import rules_for

    ours = list(rules_for(Frosthaven))
    extra = resources.files(CONTENT).joinpath("rules_scenario.yaml")
    if extra.is_file():
        theirs = RulesReference.from_yaml_text(extra.read_text(encoding="utf-8"))
        known = {r.id for r in theirs}
        ours = [r for r in ours if r.id not in known] + list(theirs)
    return RulesReference(ours)
