"""Frosthaven, one scenario from setup to victory or defeat, as a state machine.

Each choice is an action (card selection, halves, each ability's targets and hexes, damage
negation, rests). Everything the rules do by themselves -- monster turns, attacks, damage,
end of round -- runs as a queue of :class:`state.Task` steps, so play can stop in the middle
of a monster's attack to ask a character whether to negate the damage, and then go on.

This module holds the kit's hooks; the steps live in topic modules mixed into the class:
:mod:`choices` (options inside a turn), :mod:`round_steps` (selection, initiative, end of round),
:mod:`turns` (character turns), :mod:`abilities` (performing abilities), :mod:`combat` (attacks,
damage, death) and :mod:`monster_turns` (monster and summon turns).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from floe_widgets.core import Action, Event, Game, RulesReference, SetupError

from . import cards as C
from . import dungeon as DUNGEON
from . import elements as EL
from . import items as IT
from . import legality as LEGAL
from . import loot as LOOT
from . import modifiers as MOD
from . import monsters as MON
from . import perks as PERKS
from .abilities import AbilitiesMixin
from .actions import (
    ACTION_TYPES,
    ChooseGoal,
    ChooseHalf,
    Consume,
    KeepCard,
    LongRest,
    LoseCard,
    LoseCards,
    PartyChoice,
    PlaceAt,
    Redraw,
    SelectCards,
    ShortRest,
    Skip,
    TakeDamage,
    UseItem,
)
from .book import (
    CONTENT,
    board,
    load_yaml,
    offset_to_axial,
    placement_kind,
    scenario_data,
    solo_level,
)
from .choices import ChoicesMixin
from .combat import CombatMixin
from .monster_turns import MonsterTurnsMixin
from .round_steps import RoundStepsMixin
from .sections import SectionsMixin
from .state import Character, Decision, FHState, Figure, ItemState, MonsterDeck, Task
from .turns import TurnsMixin

Hex = tuple[int, int]


class Frosthaven(ChoicesMixin, RoundStepsMixin, TurnsMixin, AbilitiesMixin, CombatMixin,
                 MonsterTurnsMixin, SectionsMixin, Game):
    name = "frosthaven"
    title = "Frosthaven"
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
            raise SetupError("CORE-OPTIONS", f"Frosthaven has no option(s) {sorted(unknown)}.")
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

    def stickers(self, seat: int) -> list[list]:
        """The enhancement stickers on character ``seat``'s cards (FH-ENHANCE-*)."""
        return (self.options.get("enhancements") or {}).get(str(seat), [])

    def __init__(self, players: int | None = None, seed: int = 0, **options: Any) -> None:
        if players == 1:   # FH-AMBIG-13: one person plays 2-4 characters instead
            raise SetupError("FH-AMBIG-13", "Frosthaven needs 2 to 4 characters; to play alone, control 2 to 4 "
                                            "characters yourself with players=2..4 and solo=True.")
        super().__init__(players, seed, **options)

    def _check_perks(self, perks: Any, classes: list[str]) -> dict[str, list[str]] | None:
        """Perks chosen per seat (FH-CHAR-PERK-1), applied to the modifier decks at setup; kept with
        text keys so the options survive a save."""
        if not perks:
            return None
        if isinstance(perks, (list, tuple)):   # a saved dict may come back as pairs
            perks = dict(perks)
        if not isinstance(perks, dict):
            raise SetupError("FH-CHAR-PERK-1", "perks maps a seat to a list of perk ids.")
        out: dict[str, list[str]] = {}
        for key, chosen in perks.items():
            seat = int(key) if str(key).isdigit() else -1
            if not 0 <= seat < self.players or not isinstance(chosen, (list, tuple)):
                raise SetupError("FH-CHAR-PERK-1", f"perks: seat {seat} is not a character with a list of perks.")
            out[str(seat)] = [str(p) for p in chosen]
            why = PERKS.check_perks(classes[seat], out[str(seat)])
            if why:
                raise SetupError("FH-CHAR-PERK-1", f"perks of character {seat + 1}: {why}.")
        return out

    @classmethod
    def rules(cls):
        """Our reference plus the map engineer's geometry/AI entries (content/rules_scenario.yaml)."""
        return _merged_rules()

    @property
    def board(self):
        return board(self.options["scenario"])

    def setup(self) -> FHState:
        data = scenario_data(self.options["scenario"])
        b = self.board
        s = FHState(scenario=data["id"], level=self.options["level"])
        log = s.log
        log.append(f"1. Scenario {data['number']}: {data['name']} at level {s.level} [FH-SETUP-ORDER-1].")
        log.append("2. No road event before the first scenario [FH-GEN-FIRST-1].")
        log.append("3. Map tiles laid out.")
        types = list(dict.fromkeys(m["type"] for m in data["monsters"]))
        for t in types:   # 4. monster ability decks shuffled (FH-SETUP-MONSTER-1)
            n = len(MON.monster_types()[t]["deck"])
            s.ability_decks[t] = MonsterDeck(draw=self.chance.shuffle(f"ability-deck-{t}", list(range(n))))
            s.used_standees[t] = []
        log.append("4. Monster ability decks shuffled: " + ", ".join(types) + ".")
        s.traps = sorted(b.traps)
        s.loot_tokens = sorted(b.loot)
        s.treasures = sorted(b.treasures)
        log.append("5. Overlay tiles placed.")
        s.elements = EL.new_board()
        self.state = s
        self._reveal_room(1, setup=True)
        log.append("6. First room set up.")
        s.monster_deck = MOD.new_deck(self.chance, "monster-deck")
        s.ally_deck = MOD.new_deck(self.chance, "ally-deck")
        log.append("7. Modifier decks shuffled; bless and curse cards set aside.")
        reduced = self.options.get("reduced_randomness", False)   # FH-VARIANT-REDUCED-1
        s.monster_deck.reduced = s.ally_deck.reduced = reduced
        log.append(f"8. Goal: {data['goal']}")
        goals = [g["id"] for g in load_yaml("battle_goals.yaml")["goals"]]
        dealt = self.chance.shuffle("battle-goals", goals)
        lvl = self.options["character_level"]
        for seat, cls in enumerate(self.options["classes"]):
            info = C.classes()[cls]
            ch = Character(seat=seat, cls=cls, name=info["name"], level=lvl, fid=f"C{seat}")
            ch.goal_options = dealt[3 * seat: 3 * seat + 3]   # 9. three battle goals each
            ch.stats = {"kills": 0, "loot": 0, "long_rests": 0, "negated": 0, "damage": 0}
            s.characters.append(ch)
        log.append("9. Three battle goals dealt to each character [FH-GOAL-DEAL-1].")
        s.loot_deck = LOOT.build(data["loot_table"], self.chance)
        log.append(f"11. Loot deck of {len(s.loot_deck)} cards built [FH-LOOT-DECK-1].")
        for ch in s.characters:
            info = C.classes()[ch.cls]
            ch.items = [ItemState(i) for i in info["items"]]
            extra = [c for i in info["items"] for c in IT.item(i).get("add_cards", [])]
            chosen = (self.options.get("perks") or {}).get(str(ch.seat), [])   # FH-CHAR-PERK-1
            ch.deck = PERKS.new_deck(self.chance, f"deck-{ch.fid}", ch.cls, chosen, extra)
            ch.deck.reduced = reduced
        log.append("12. Items equipped; their modifier cards added [FH-ITEM-EQUIP-1].")
        for seat, ch in enumerate(s.characters):
            ch.hand = C.starting_hand(ch.cls)
            hp = C.max_hp(ch.cls, ch.level)
            shield = sum(IT.item(i.item)["effect"].get("passive_shield", 0) for i in ch.items)
            s.figures.append(Figure(ch.fid, "character", ch.name, b.starts[seat], hp, hp, owner=seat, shield=shield))
        log.append("13. Hands chosen [FH-SETUP-HAND-1]. 14. Hit points at maximum, experience 0 [FH-SETUP-DIAL-1].")
        s.phase = "goals"
        s.decision = Decision("goal", 0)
        return s

    # -- positions set up by hand (tests, lessons, what-ifs) ------------------------------
    def position_changed(self) -> None:
        """After editing ``state`` by hand: the options are worked out anew."""
        self._legal_cache = None

    def resume(self, *tasks: Task) -> list[Event]:
        """After editing ``state`` by hand: put ``tasks`` first in the queue, drop the waiting
        decision and run the engine until it waits for the next one."""
        self.state.queue[0:0] = list(tasks)
        self.state.decision = None
        self.position_changed()
        return self._advance()

    def run_only(self, *tasks: Task) -> list[Event]:
        """Run only ``tasks`` (and what they queue) in the play phase, until the queue is empty or a
        decision is asked: one rule step tried on its own."""
        s = self.state
        s.phase, s.decision, s.queue = "play", None, list(tasks)
        events: list[Event] = []
        while s.queue and s.decision is None:
            events += self._run(s.queue.pop(0))
        self.position_changed()
        return events

    def give_conditions(self, f: Figure, conditions: list[str], giver: Figure | None = None) -> list[Event]:
        """Give ``f`` these conditions as an ability would (FH-COND-*)."""
        return self._give_conditions(f, list(conditions), giver)

    def reveal_room(self, room: int) -> list[Event]:
        """Reveal a room and place its monsters, as opening its door does (FH-OVERLAY-DOOR-1)."""
        return self._reveal_room(room)

    # -- helpers -------------------------------------------------------------------------
    def fig(self, fid: str) -> Figure | None:
        for f in self.state.figures:
            if f.fid == fid:
                return f
        return None

    def char(self, seat: int) -> Character:
        return self.state.characters[seat]

    def char_of(self, fid: str) -> Character | None:
        for ch in self.state.characters:
            if ch.fid == fid:
                return ch
        return None

    def deck_of(self, f: Figure) -> MOD.ModDeck:
        """FH-MOD-OWNER-1: own deck, the summoner's deck, or the monster deck."""
        if f.kind in ("character", "summon"):
            return self.char(f.owner).deck
        return self.state.monster_deck

    def _spawn(self, *tasks: Task) -> None:
        self.state.queue[0:0] = list(tasks)

    def _reveal_room(self, room: int, setup: bool = False) -> list[Event]:
        """FH-SETUP-MAP-1 / FH-OVERLAY-DOOR-1: place a room's monsters when it is revealed."""
        s = self.state
        if room in s.revealed_rooms:
            return []
        s.revealed_rooms.append(room)
        data = scenario_data(s.scenario)
        events = []
        new_types = []
        for p in data["monsters"]:
            if p["room"] != room:
                continue
            kind = placement_kind(p["tiers"], self.players)
            if kind == "-":
                continue
            t = p["type"]
            free = [n for n in range(1, MON.monster_types()[t]["standees"] + 1) if n not in s.used_standees[t]]
            if not free:
                continue
            number = self.chance.choice(f"standee-{t}", free)   # FH-MAP-PLACE-1: random numbers
            s.used_standees[t].append(number)
            st = MON.stats(t, s.level, kind == "e")
            name = MON.monster_types()[t]["name"]
            s.figures.append(Figure(f"{t}-{number}", "monster", f"{'Elite ' if kind == 'e' else ''}{name} {number}",
                                    offset_to_axial(*p["at"]), st["hp"], st["hp"], mtype=t, elite=kind == "e",
                                    number=number, shield=st["shield"],
                                    immune=list(MON.monster_types()[t].get("immune", [])),
                                    summoned_round=-1))
            if t not in new_types:
                new_types.append(t)
        for o in data.get("objectives", []):
            if o["room"] == room:
                hp = o["hp_base"] + o["hp_per_character"] * self.players
                s.figures.append(Figure(o["id"], "objective", o["name"], offset_to_axial(*o["at"]), hp, hp))
        events.append(Event(f"Room {room} revealed: " + (", ".join(new_types) or "no monsters") + ".",
                            ("FH-SETUP-MAP-1", "FH-OVERLAY-DOOR-1"), kind="reveal"))
        events += self._place_aid_tokens(room)
        if not setup and s.phase == "play":
            for t in new_types:
                self._monsters_join_round(t, events)
        if not setup:
            events += self._sections("room_revealed", room)
        return events

    def _monsters_join_round(self, t: str, events: list[Event]) -> None:
        """FH-TURN-6: revealed monsters act this round, at their set's place or right after the
        current turn if that place has passed."""
        s = self.state
        deck = s.ability_decks[t]
        if deck.current < 0:
            self._draw_ability(t)
            events.append(Event(f"{t} draws an ability card for this round.", ("FH-INIT-REVEAL-1",)))
        init = MON.ability_card(t, deck.current)["initiative"]
        if any(task.kind == "monster_set" and task.actor == t for task in s.queue):
            return
        new = [f.fid for f in s.figures if f.mtype == t and f.kind == "monster" and f.turns_done == 0]
        tied = [o.actor for o in s.queue if o.kind == "monster_set" and o.value == init]
        if tied:   # FH-AMBIG-17: a set still to act has the same initiative -- the party places the newcomer
            self._spawn(Task("join_tie", actor=t, value=init, data={"only": new, "tied": tied}))
            return
        self._place_joining_set(t, init, new, None)

    def _draw_ability(self, t: str) -> None:
        deck = self.state.ability_decks[t]
        if not deck.draw:
            deck.draw = self.chance.shuffle(f"ability-deck-{t}", deck.discard)
            deck.discard = []
        deck.current = deck.draw.pop(0)
        if MON.ability_card(t, deck.current).get("shuffle"):
            deck.reshuffle = True

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
        goal = scenario_data(self.options["scenario"])["goal"]
        if s.phase == "won":
            return f"Scenario won. Goal: {goal}"
        if s.phase == "lost":
            return f"Scenario lost. Goal: {goal}"
        rooms = {r for r in self.board.rooms.values() if r}
        foes = sum(f.kind in ("monster", "objective") for f in s.figures)
        return (f"Goal: {goal} Progress: {len(rooms & set(s.revealed_rooms))} of {len(rooms)} rooms revealed, "
                f"{foes} monster(s) and objective(s) left.")

    def describe(self) -> str:
        s = self.state
        alive = [f"{f.name} {f.hp}/{f.max_hp}" for f in s.figures if f.kind == "character"]
        return (f"Frosthaven, scenario {s.scenario} level {s.level}, round {s.round}, phase {s.phase}; "
                + "; ".join(alive) + ". " + self.objective())

    # -- legality (legality.py: the options and the first rule an action breaks) ------------------
    def candidates(self) -> list[Action]:
        return LEGAL.candidates(self)

    def why_not(self, action: Action) -> tuple[str, str] | None:
        return LEGAL.why_not(self, action)

    def _legal_actions(self) -> list[Action]:
        options = LEGAL.candidates(self)   # computed once for the whole list
        offered = set(options)
        return [a for a in options if LEGAL.why_not(self, a, offered) is None]

    # -- applying actions -----------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        s = self.state
        d = s.decision
        s.decision = None
        ev: list[Event] = []
        if isinstance(action, ChooseGoal):
            ch = self.char(action.seat)
            ch.goal = action.goal
            ev.append(Event(f"{ch.name} keeps a battle goal and discards the other two.", ("FH-GOAL-DEAL-1",),
                            player=action.seat))
        elif isinstance(action, SelectCards):
            ch = self.char(action.seat)
            ch.hand.remove(action.lead)
            ch.hand.remove(action.other)
            ch.selected = [action.lead, action.other]
            ch.initiative = C.initiative(action.lead)
            ch.long_rest = False
            ev.append(Event(f"{ch.name} selects two cards.", ("FH-CARD-SELECT-1",), player=action.seat))
        elif isinstance(action, LongRest):
            ch = self.char(action.seat)
            ch.long_rest, ch.selected, ch.initiative = True, [], 99
            ch.stats["long_rests"] += 1
            ev.append(Event(f"{ch.name} will long rest (initiative 99).", ("FH-CARD-SELECT-1", "FH-REST-LONG-1"),
                            player=action.seat))
        elif isinstance(action, LoseCard):
            ev += self._long_rest(d.seat, action.card)
        elif isinstance(action, (LoseCards, TakeDamage)):
            ev += self._answer_damage(d, action)
        elif isinstance(action, ShortRest):
            ev += self._short_rest(action)
        elif isinstance(action, Redraw):
            ev += self._redraw(d, action.redraw)
        elif isinstance(action, ChooseHalf):
            ev += self._choose_half(action)
        elif isinstance(action, Consume):
            ev += self._consume(d, action)
        elif isinstance(action, PartyChoice) and d.kind == "tie":
            ev += self._break_tie(d, action.index)
        elif isinstance(action, PartyChoice):
            ev += self._party_choice(d, action)
        elif isinstance(action, UseItem):
            ev += self._use_item(action.item)
        elif isinstance(action, KeepCard):
            ev += self._keep_card(d, action.card)
        elif isinstance(action, Skip):
            if d.kind == "forced":
                ev.append(Event("The forced movement is not used.", ("FH-CARD-SKIP-1",)))
            else:
                ev.append(Event("The rest of the ability is skipped.", ("FH-CARD-SKIP-1",)))
                self._end_ability()
        elif isinstance(action, PlaceAt) and d.kind == "summon_place":
            ev.append(Event(f"The party places the summoned monster at {action.to}.", ("FH-MACT-9", "FH-GEN-PARTY-1")))
            ev += self._place_monster_summon(self.fig(d.fid) or Figure(d.fid, "monster", d.fid, action.to, 0, 0),
                                             d.data["mtype"], d.data["elite"], action.to)
        elif isinstance(action, PlaceAt) and d.kind == "forced":
            ev += self._force_move(d.data["target"], action.to, tuple(d.data["source"]), d.data["distance"],
                                   d.data["pull"])
        else:
            ev += self._perform(action)
        ev += self._advance()
        return ev


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
