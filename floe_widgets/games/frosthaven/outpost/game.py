"""A Frosthaven campaign as a state machine: scenario phases (choose an unlocked scenario, report its
result) alternating with outpost phases (passage of time, outpost event, attacks, building operations,
downtime, construction -- strictly in that order, FH-OUTPOST-STEPS-1).

A scenario can be played for real with :meth:`FrosthavenCampaign.scenario_game` (the scenario engine,
set up for the party) and reported with :meth:`FrosthavenCampaign.report_from`; or its result can be
reported directly with a :class:`ReportScenario` action.
"""

from __future__ import annotations

from typing import Any

from floe_widgets.core import Action, Event, Game, IllegalAction, SetupError
from floe_widgets.i18n import N_, SOURCE, Message, Term, languages, message

from ..scenario import cards as C
from ..scenario import perks as PERKS
from ..scenario.book import CONTENT, recommended_level
from ..scenario.loot import HERBS, MATERIALS
from ..scenario.names import character_label, figure_name, listed, name_seats, name_term, said
from . import book as B
from . import campaign as CP
from . import content as K
from . import downtime as D
from . import enhancement as E
from . import position as POSITION
from . import town as T
from .actions import (
    ACTION_TYPES,
    Brew,
    Build,
    ChooseScenario,
    Contribute,
    Craft,
    CreateCharacter,
    DefendBuilding,
    DrawEvent,
    EndConstruction,
    EndDowntime,
    Enhance,
    LevelUp,
    LostChoice,
    PassTime,
    Rebuild,
    ReportScenario,
    ResolveEvent,
    ResolveRoad,
    Respec,
    Retire,
    RunOperations,
    Sell,
    SpendMorale,
    TakePerk,
)
from .calendar import pass_time
from .completion import lost_choice, party, report, why_not_report
from .events import draw_event, draw_road_event, options, resolve_event, resolve_road_event
from .state import Building, CampaignState

STEPS = ("time", "event", "attack", "operations", "downtime", "construction")
#: (message ids: the campaign board shows them in the reader's language)
STEP_NAMES = {"time": N_("passage of time"), "event": N_("outpost event"), "attack": N_("outpost event (attack)"),
              "operations": N_("building operations"), "downtime": N_("downtime"), "construction": N_("construction")}
ACTION_STEP = {PassTime: "time", DrawEvent: "event", ResolveEvent: "event", DefendBuilding: "attack",
               RunOperations: "operations", LevelUp: "downtime", TakePerk: "downtime", Retire: "downtime",
               CreateCharacter: "downtime",
               Craft: "downtime", Brew: "downtime", Sell: "downtime", Enhance: "downtime", Respec: "downtime",
               EndDowntime: "downtime",
               Contribute: "construction", SpendMorale: "construction", Build: "construction",
               Rebuild: "construction", EndConstruction: "construction"}
Refusal = tuple[str, str]


class FrosthavenCampaign(Game):
    name = "frosthaven-campaign"
    title = message("Frosthaven campaign")
    min_players, max_players = 2, 4
    players_rule = "FH-GEN-PLAYERS-1"
    state_type = CampaignState
    action_types = ACTION_TYPES
    #: a scenario result is reported as it happened: why_not judges it, no list of candidates can hold it.
    free_actions = (ReportScenario, Respec)
    rules_file = (CONTENT, "rules.yaml")
    #: the party plays the campaign together: people read its progress, not scores
    cooperative = True

    @classmethod
    def rules(cls):
        from ..scenario.game import Frosthaven

        return Frosthaven.rules()

    # -- options and setup -----------------------------------------------------------------------
    def check_options(self, options: dict[str, Any]) -> dict[str, Any]:
        opts: dict[str, Any] = {"classes": None, "weeks": 4, "casual": False, "crossover": False,
                                "permadeath": False, "temporary_enhancements": False, "respec": False}
        unknown = set(options) - set(opts)
        if unknown:
            raise self.unknown_options(unknown)
        opts.update(options)
        weeks = opts["weeks"]
        if not isinstance(weeks, int) or isinstance(weeks, bool) or not 1 <= weeks <= 80:
            raise SetupError("FH-TIME-WEEK-1", f"A campaign lasts 1 to 80 weeks, not {weeks!r}.")
        for flag in ("casual", "crossover", "permadeath", "temporary_enhancements", "respec"):
            if not isinstance(opts[flag], bool):
                raise SetupError("CORE-OPTIONS", f"The option {flag} is true or false.")
        for later in ("temporary_enhancements", "respec"):   # options added later are written only when on
            if not opts[later]:
                del opts[later]
        start = K.starting_classes()
        classes = list(opts["classes"] or start[: self.players])
        allowed = start + (K.crossover_classes() if opts["crossover"] else [])
        if len(classes) != self.players:
            raise SetupError("FH-GEN-PLAYERS-1", "Give one class per player.")
        for c in classes:
            if c not in allowed:
                rule = "FH-VARIANT-CROSS-1" if c in K.crossover_classes() else "FH-GEN-CLASSES-1"
                raise SetupError(rule, f"{c!r} is not one of the classes a new campaign offers: {', '.join(allowed)}.")
        if len(set(classes)) != len(classes):
            raise SetupError("FH-CHAR-UNIQUE-1", "Each class can be played by one character only.")
        opts["classes"] = classes
        return opts

    def setup(self) -> CampaignState:
        data = K.data()
        start = data["start"]
        s = CampaignState(**{track: start[track] for track in ("prosperity", "morale", "inspiration")})
        s.supply = {m: start["supply"][m] for m in MATERIALS}
        s.herbs = {h: start["herbs"].get(h, 0) for h in HERBS}
        s.buildings = [Building(b["number"], b["name"], b["level"]) for b in data["buildings"] if not b.get("locked")]
        s.unlocked = sorted(start["unlocked_scenarios"])
        s.unlocked_classes = K.starting_classes()
        s.calendar = {int(w): list(secs) for w, secs in data["calendar"]["weeks"].items()}
        s.event_decks = {season: self.chance.shuffle(f"{season}-events", [c["id"] for c in deck])
                         for season, deck in data["events"].items()}
        s.road_decks = {season: self.chance.shuffle(f"{season}-road-events", [c["id"] for c in deck])
                        for season, deck in data["road_events"].items()}
        s.guard_deck = self.chance.shuffle("town-guard", list(data["town_guard"]["cards"]))
        s.quest_deck = self.chance.shuffle("personal-quests", [q["id"] for q in data["quests"]])
        for seat, cls in enumerate(self.options["classes"]):
            quest, s.quest_deck = CP.personal_quests(s.quest_deck, 0)
            s.characters.append(D.new_hero(seat, cls, CP.STARTING_GOLD, quest))
        s.log.append(f"A new campaign: {', '.join(h.name for h in s.characters)} arrive in Frosthaven "
                     f"[FH-GEN-CLASSES-1, FH-CHAR-START-1].")
        return s

    def check_position(self, state: CampaignState) -> None:
        POSITION.check_position(self, state)

    # -- helpers -----------------------------------------------------------------------------------
    @property
    def casual(self) -> bool:
        return self.options["casual"]

    def scenario_game(self, number: int | None = None, seed: int = 0):
        """The scenario engine set up for the party: scenario ``number`` (default: the one being
        played), scenario level from the characters' levels (FH-LEVEL-CALC-1), and the campaign's
        permanent death variant (FH-VARIANT-PERMADEATH-1), and the perks each character has taken
        (FH-CHAR-PERK-1), applied to its attack modifier deck."""
        from ..scenario.game import Frosthaven

        number = number or self.state.scenario
        entry = B.entry(number)
        heroes = party(self.state)
        levels = [h.level for h in heroes]
        perks = {str(seat): list(h.perks) for seat, h in enumerate(heroes) if h.perks}
        stickers = {str(seat): [[st.card, st.half, st.ability, st.stat] for st in E.stickers_of(self.state, h)]
                    for seat, h in enumerate(heroes) if E.stickers_of(self.state, h)}
        extra = {"enhancements": stickers} if stickers else {}    # FH-ENHANCE-*: the stickers act in play
        return Frosthaven(players=len(heroes), seed=seed, scenario=entry["map"], level=recommended_level(levels),
                          classes=[h.cls for h in heroes], character_level=CP.average_level_ceil(levels),
                          permadeath=self.options["permadeath"], perks=perks or None, **extra)

    def report_from(self, game) -> ReportScenario:
        """Read a finished scenario game into the result to report (per character, in seat order),
        through the scenario engine's ``scenario_result()``."""
        if not game.is_over:
            raise ValueError("the scenario is not over yet")
        r = game.scenario_result()
        return ReportScenario(number=self.state.scenario, won=r["won"], xp=tuple(r["xp"]), gold=tuple(r["gold"]),
                              checkmarks=tuple(r["checkmarks"]), loot=tuple(tuple(c) for c in r["loot"]),
                              died=tuple(bool(d) for d in r["died"]))

    def quick_results(self) -> list[ReportScenario]:
        n = len(party(self.state))
        zeros = (0,) * n
        return [ReportScenario(self.state.scenario, won, zeros, zeros, zeros, ((),) * n, (False,) * n)
                for won in (True, False)]

    # -- legality -----------------------------------------------------------------------------------
    def candidates(self) -> list[Action]:
        s = self.state
        if s.phase == "scenario":
            return [ChooseScenario(n) for n in sorted(B.book())]
        if s.phase == "road":
            return [ResolveRoad(i) for i in range(len(K.event_card(s.road_event)["options"]))]
        if s.phase == "play":
            return list(self.quick_results())
        if s.phase == "lost":
            return [LostChoice("return"), LostChoice("replay")]
        if s.phase != "outpost":
            return []
        step = s.step
        if step == "time":
            return [PassTime()]
        if step == "event":
            return [ResolveEvent(i) for i in range(len(options(s)))] if s.event else [DrawEvent()]
        if step == "attack":
            return [DefendBuilding(n) for n in s.attack_targets]
        if step == "operations":
            return [RunOperations()]
        if step == "downtime":
            out: list[Action] = []
            for seat in range(self.players):
                h = D.hero(s, seat)
                if h is None:
                    keeps = (0, 1) if len(s.quest_deck) >= 2 else (0,)
                    pool = D.class_pool(s, self.options["crossover"])
                    out += [CreateCharacter(seat, c, k) for c in pool for k in keeps]
                    continue
                if h.downtime_done:
                    continue
                out += [LevelUp(seat), Retire(seat, False), Retire(seat, True)]
                out += [TakePerk(seat, p["id"]) for p in PERKS.perks(h.cls)]
                out += [Craft(seat, i["id"]) for i in K.data()["items"]]
                out += [Brew(seat, a, b) for a, b in D.pairs(h for h, n in s.herbs.items() if n > 0)]
                out += [Sell(seat, i) for i in sorted(set(h.items))]
                out += self._enhance_candidates(h)
                out += self._respec_candidates(h) if self.options.get("respec", False) else []
                out.append(EndDowntime(seat))
            return out
        out = [Contribute(h.seat, m) for h in party(s) for m in MATERIALS if h.materials.get(m, 0) > 0]
        out += [SpendMorale()] + [Build(b.number) for b in s.buildings] + [Rebuild(b.number) for b in s.buildings]
        return out + [EndConstruction()]

    def why_not(self, a: Action) -> Refusal | None:
        """The rule and the sentence refusing ``a`` now (None when it is allowed)."""
        s = self.state
        if s.phase == "over":
            return "CORE-GAME-OVER", "The campaign is over."
        if isinstance(a, ChooseScenario):
            return self._why_not_choose(a.number)
        if isinstance(a, ReportScenario):
            if s.phase != "play":
                return "FH-GEN-PHASES-1", message("No scenario is being played; choose one first.")
            reason = why_not_report(s, a, self.players)
            return ("FH-COMPLETE-LOOT-1", reason) if reason else None
        if isinstance(a, ResolveRoad):
            if s.phase != "road":
                return "FH-ROAD-RESOLVE-1", message("No road event is waiting for a choice.")
            if not 0 <= a.option < len(K.event_card(s.road_event)["options"]):
                return "FH-ROAD-RESOLVE-1", message("Choose one of the road event's options.")
            return None
        if isinstance(a, LostChoice):
            if s.phase != "lost":
                return "FH-LOST-CHOICE-1", message("This choice follows a lost scenario only.")
            if a.option not in ("return", "replay"):
                return "FH-LOST-CHOICE-1", message("After a loss the party either returns to Frosthaven or replays.")
            if a.option == "replay" and len(s.characters) < self.players:
                return ("FH-VARIANT-PERMADEATH-1", message("A character died for good: the party must return to "
                                                           "Frosthaven "
                        "to create a new one before playing again."))
            return None
        step = ACTION_STEP.get(type(a))
        if step is None:
            return None
        if s.phase != "outpost":
            return "FH-GEN-PHASES-1", message("That belongs to the outpost phase, which follows a scenario.")
        if step != s.step:
            now, then = said(STEP_NAMES[s.step]), said(STEP_NAMES[step])
            if STEPS.index(step) > STEPS.index(s.step):
                return ("FH-OUTPOST-STEPS-1", message("The outpost phase is at the {now} step; the {step} step comes "
                                                      "later.", now=now, step=then))
            return ("FH-OUTPOST-STEPS-1", message("The outpost phase is at the {now} step; the {step} step is already "
                                                  "over.", now=now, step=then))
        return self._why_not_step(a)

    def _why_not_choose(self, number: int) -> Refusal | None:
        s = self.state
        if s.phase != "scenario":
            return "FH-GEN-PHASES-1", message("A scenario is chosen in the scenario phase, not now.")
        missing = B.why_missing(number)
        if missing:
            return "FH-SCEN-BOOK-1", missing
        if number not in s.unlocked:
            return "FH-SCEN-REQ-1", message('Scenario {number} is still locked.', number=number)
        if len(s.characters) < self.players:
            return "FH-GEN-PLAYERS-1", message("Every player needs a character before a scenario.")
        if not self.casual:
            unmet = B.unmet_requirements(number, s.completed, T.built(s))
            if unmet:
                return "FH-SCEN-REQ-1", message('Scenario {number} requires: {requirements}.',
                                                number=number,
                                                requirements=listed(B.requirement_said(u) for u in unmet))
        return None

    def _why_not_step(self, a: Action) -> Refusal | None:
        s = self.state
        if isinstance(a, DrawEvent) and s.event:
            return "FH-EVENT-OUTPOST-1", message("An event is already drawn; choose one of its options.")
        if isinstance(a, ResolveEvent) and not 0 <= a.option < len(options(s)):
            return "FH-EVENT-OUTPOST-1", message("Choose one of the drawn event's options.")
        if isinstance(a, DefendBuilding):
            if a.number not in s.attack_targets:
                return "FH-EVENT-ATTACK-1", message('Building {number} is not a target of this attack.',
                                                    number=a.number)
            return None
        if isinstance(a, (LevelUp, TakePerk, Retire, Craft, Brew, Sell, Enhance, Respec, EndDowntime,
                          CreateCharacter)):
            return self._why_not_downtime(a)
        if isinstance(a, Contribute):
            h = D.hero(s, a.seat)
            if h is None or a.resource not in MATERIALS or h.materials[a.resource] <= 0:
                return "FH-CONSTRUCT-BUILD-1", message('Character {n} has no {resource} to give.',
                                                       n=a.seat + 1, resource=said(a.resource))
        if isinstance(a, SpendMorale):
            if s.morale_spent:
                return "FH-CONSTRUCT-MORALE-1", message("Morale buys one second construction per outpost phase only.")
            if CP.constructions_allowed(s.morale, True)[0] < 2:
                return "FH-CONSTRUCT-MORALE-1", message('A second construction costs 2 morale; the town has {morale}.',
                                                        morale=s.morale)
        if isinstance(a, Build):
            reason = T.why_not_build(s, a.number)
            return ("FH-CONSTRUCT-BUILD-1", reason) if reason else None
        if isinstance(a, Rebuild):
            reason = T.why_not_rebuild(s, a.number)
            return ("FH-CONSTRUCT-REBUILD-1", reason) if reason else None
        return None

    def _why_not_downtime(self, a: Action) -> Refusal | None:
        s = self.state
        if not 0 <= a.seat < self.players:
            return "FH-GEN-PLAYERS-1", message('There is no player {n}.', n=a.seat + 1)
        if isinstance(a, CreateCharacter):
            return D.why_not_create(s, a.seat, a.cls, a.keep, self.options["crossover"])
        h = D.hero(s, a.seat)
        if h is None:
            return "FH-DOWNTIME-CREATE-1", message('Player {n} has no character; create one first.',
                                                   n=a.seat + 1)
        if h.downtime_done:
            return "FH-DOWNTIME-ORDER-1", message('{name} has already finished downtime.', name=figure_name(h.name))
        if isinstance(a, LevelUp) and not D.can_level(h, s.prosperity):
            need = K.xp_threshold(h.level + 1) if h.level < D.MAX_LEVEL else 0
            return "FH-DOWNTIME-LEVEL-1", (message('{name} needs {need} XP for level {level} (has {xp}).',
                                                   name=figure_name(h.name), need=need, level=h.level + 1, xp=h.xp)
                                           if need else message('{name} is at the highest level.',
                                                                name=figure_name(h.name)))
        if isinstance(a, TakePerk):
            reason = D.why_not_take_perk(h, a.perk)
            return ("FH-CHAR-PERK-1", reason) if reason else None
        if isinstance(a, Retire):
            reason = D.why_not_retire(s, h, a.second_quest)
            return ("FH-DOWNTIME-RETIRE-1", reason) if reason else None
        if isinstance(a, Craft):
            return D.why_not_craft(s, h, a.item)
        if isinstance(a, Brew):
            reason = D.why_not_brew(s, a.first, a.second)
            return ("FH-DOWNTIME-BREW-1", reason) if reason else None
        if isinstance(a, Sell) and a.item not in h.items:
            return "FH-DOWNTIME-SELL-1", message('{name} does not own {item}.', name=figure_name(h.name),
                                                         item=K.item_name(a.item))
        if isinstance(a, Enhance):
            return E.why_not_enhance(s, h, a.card, a.half, a.ability, a.stat, self.temporary_enhancements)
        if isinstance(a, Respec):
            if not self.options.get("respec", False):
                return "FH-VARIANT-RESPEC-1", message("Choosing the cards again is a variant: start the campaign with "
                                                      "it.")
            reason = E.why_not_respec(h, a.cards)
            return ("FH-VARIANT-RESPEC-1", reason) if reason else None
        return None

    @property
    def temporary_enhancements(self) -> bool:
        return self.options.get("temporary_enhancements", False)

    def _enhance_candidates(self, h) -> list[Action]:
        """One sticker per number of every ability on the character's cards (FH-ENHANCE-*)."""
        stats = E.base_costs()
        return [Enhance(h.seat, cid, half, i, stat) for cid in h.cards for half in E.HALVES
                for i, ab in enumerate(C.card(cid)[half]["abilities"]) for stat in stats if stat in ab]

    def _respec_candidates(self, h) -> list[Action]:
        """The selection as it stands and those swapping one chosen card for another (any selection is
        a free action, judged by why_not)."""
        chosen = E.chosen_cards(h)
        others = [c["id"] for c in C.classes()[h.cls]["cards"] if E.card_level(c["id"]) > 1 and c["id"] not in chosen]
        swaps = [Respec(h.seat, tuple(new if c == old else c for c in chosen)) for old in chosen for new in others]
        return [Respec(h.seat, tuple(chosen))] * bool(chosen) + swaps

    # -- applying -------------------------------------------------------------------------------------
    def _apply(self, a: Action) -> list[Event]:
        s = self.state
        if isinstance(a, ChooseScenario):
            s.phase, s.scenario = "play", a.number
            entry = B.entry(a.number)
            return [Event(message('The party sets out for scenario {number}: {name} ({coordinates}).',
                                  number=a.number, name=name_term(entry['name']), coordinates=entry['coordinates']),
                          ("FH-SCEN-REQ-1", "FH-SCEN-ENTRY-1") + (("FH-VARIANT-CASUAL-1",) if self.casual else ()),
                          kind="scenario")] + draw_road_event(s, a.number, entry["coordinates"], casual=self.casual)
        if isinstance(a, ResolveRoad):
            return resolve_road_event(s, a.option)
        if isinstance(a, ReportScenario):
            ev = report(s, a, casual=self.casual, permadeath=self.options["permadeath"])
            if self.casual and s.played >= self.options["weeks"]:
                s.phase = "over"
            return ev
        if isinstance(a, LostChoice):
            return lost_choice(s, a.option)
        if isinstance(a, PassTime):
            s.step = "event"
            return pass_time(s)
        if isinstance(a, DrawEvent):
            ev = draw_event(s)
            if not s.event:
                s.step = "operations"
            return ev
        if isinstance(a, ResolveEvent):
            ev = resolve_event(s, a.option)
            s.step = "attack" if s.attack_targets else "operations"
            return ev
        if isinstance(a, DefendBuilding):
            ev = T.defend(s, a.number, self.chance)
            if not s.attack_targets:
                s.step = "operations"
            return ev
        if isinstance(a, RunOperations):
            ev = T.run_operations(s)
            s.step = "downtime"
            for h in s.characters:
                h.downtime_done = False
            return ev
        if isinstance(a, CreateCharacter):
            return D.create(s, a.seat, a.cls, a.keep) + self._after_downtime()
        if isinstance(a, (LevelUp, TakePerk, Retire, Craft, Brew, Sell, Enhance, Respec, EndDowntime)):
            h = D.hero(s, a.seat)
            if isinstance(a, LevelUp):
                ev = D.level_up(h)
            elif isinstance(a, TakePerk):
                ev = D.take_perk(h, a.perk)
            elif isinstance(a, Retire):
                ev = E.remove_temporary(s, h) + D.retire(s, h, a.second_quest)
            elif isinstance(a, Enhance):
                ev = E.enhance(s, h, a.card, a.half, a.ability, a.stat, self.temporary_enhancements)
            elif isinstance(a, Respec):
                ev = E.respec(h, a.cards)
            elif isinstance(a, Craft):
                ev = D.craft(s, h, a.item)
            elif isinstance(a, Brew):
                ev = D.brew(s, h, a.first, a.second)
            elif isinstance(a, Sell):
                ev = D.sell(h, a.item)
            else:
                h.downtime_done = True
                ev = [Event(message('{name} finishes downtime.',
                                    name=figure_name(h.name)), ("FH-DOWNTIME-ORDER-1",), player=h.seat)]
            return ev + self._after_downtime()
        if isinstance(a, Contribute):
            h = D.hero(s, a.seat)
            h.materials[a.resource] -= 1
            s.supply[a.resource] += 1
            return [Event(message('{name} gives 1 {resource} to the Frosthaven supply (now {now}).',
                                  name=figure_name(h.name), resource=said(a.resource), now=s.supply[a.resource]),
                          ("FH-CONSTRUCT-BUILD-1",), player=h.seat)]
        if isinstance(a, SpendMorale):
            return T.spend_morale(s)
        if isinstance(a, Build):
            return T.construct(s, a.number)
        if isinstance(a, Rebuild):
            return T.rebuild(s, a.number)
        if isinstance(a, EndConstruction):
            s.outposts += 1
            s.step = ""
            if s.week >= self.options["weeks"]:
                s.phase = "over"
                return [Event(message('Week {week} ends the campaign of {weeks} week.',
                                      plural='Week {week} ends the campaign of {weeks} weeks.',
                                      how_many=self.options['weeks'], week=s.week, weeks=self.options['weeks']),
                              ("FH-OUTPOST-STEPS-1",), kind="over")]
            s.phase = "scenario"
            return [Event(message("The outpost phase ends; the next scenario phase begins."),
                          ("FH-OUTPOST-STEPS-1", "FH-GEN-PHASES-1"))]
        raise IllegalAction("CORE-NOT-LEGAL", f"Unknown action {a!r}.")

    def _after_downtime(self) -> list[Event]:
        s = self.state
        if len(s.characters) == self.players and all(h.downtime_done for h in s.characters):
            s.step = "construction"
            s.builds_left, s.morale_spent = CP.constructions_allowed(s.morale, False)[0], False
            return [Event(message("Downtime is over; construction begins (1 build or upgrade)."),
                          ("FH-OUTPOST-STEPS-1", "FH-CONSTRUCT-BUILD-1"))]
        return []

    # -- the kit's hooks ----------------------------------------------------------------------------------
    def _current_player(self) -> int | None:
        s = self.state
        if s.phase == "outpost" and s.step == "downtime":
            for seat in range(self.players):
                h = D.hero(s, seat)
                if h is None or not h.downtime_done:
                    return seat
        return 0

    def _is_over(self) -> bool:
        return self.state.phase == "over"

    def _scores(self) -> list[int]:
        s = self.state
        return [10 * s.prosperity + (h.xp + h.gold if (h := D.hero(s, seat)) else 0) for seat in range(self.players)]

    def _winners(self) -> tuple[int, ...]:
        return tuple(range(self.players))   # a cooperative campaign: the party wins or loses together

    def objective(self) -> str:
        """Where the party's campaign stands, in a sentence (shown instead of scores)."""
        s = self.state
        weeks = self.options["weeks"]
        when = (message("{played} of {weeks} scenario played", plural="{played} of {weeks} scenarios played",
                        how_many=weeks, played=s.played, weeks=weeks) if self.casual
                else message("week {week} of {weeks}", week=s.week, weeks=weeks))
        told = message("{when}, prosperity {prosperity}, morale {morale}", when=when, prosperity=s.prosperity,
                       morale=s.morale)
        return (message("Campaign over: {told}.", told=told) if s.phase == "over"
                else message("A co-operative campaign: {told}.", told=told))

    # -- names a person reads -------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        """A seat by its character's class while it has one (a retired seat is its player again)."""
        hero = next((h for h in self.state.characters if h.seat == seat), None)
        return name_term(hero.name) if hero is not None else message("Player {n}", n=seat + 1)

    def action_to_string(self, action: Action) -> str:
        """The action's sentence with each "Character N" named by its class (a perk by what it does)."""
        if isinstance(action, TakePerk):
            hero = next((h for h in self.state.characters if h.seat == action.seat), None)
            perk = PERKS.perk_text(action.perk, hero.cls if hero is not None else None)
            said = (message("{who} takes the perk {perk}", who=character_label(action.seat), perk=perk)
                    if perk is not None else message("{who} takes a perk", who=character_label(action.seat)))
            return name_seats(said, self.seat_name)
        return name_seats(action.describe(), self.seat_name)

    def describe(self) -> str:
        s = self.state
        from .calendar import current_season

        n = s.scenario
        where = {"scenario": message("choosing a scenario"), "play": message("playing scenario {n}", n=n),
                 "road": message("on the road to scenario {n}", n=n),
                 "lost": message("deciding after losing scenario {n}", n=n),
                 "outpost": message("outpost phase: {step}", step=Message(STEP_NAMES.get(s.step, s.step), {}, SOURCE)),
                 "over": message("over")}[s.phase]
        heroes = [message("{name} L{level} {xp}xp {gold}g", name=name_term(h.name), level=h.level, xp=h.xp, gold=h.gold)
                  for h in party(s)]
        # the party is one value, written in every language the catalogues speak (English first)
        team = Term(**{lang: message("; ").said_in(lang).join(h.said_in(lang) for h in heroes)
                       for lang in (SOURCE, *languages())})
        return message("Frosthaven campaign, week {week} ({season}), {where}; prosperity {prosperity}, "
                       "morale {morale}, inspiration {inspiration}; {party}", week=s.week,
                       season=said(current_season(s)), where=where, prosperity=s.prosperity, morale=s.morale,
                       inspiration=s.inspiration, party=team)

