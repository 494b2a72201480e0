"""Ending a scenario in the campaign: FH-COMPLETE-* on a win, FH-LOST-CHOICE-1 on a loss,
FH-VARIANT-PERMADEATH-1 and FH-VARIANT-CASUAL-1."""

from __future__ import annotations

from collections import Counter

from floe_widgets.core import Event
from floe_widgets.i18n import message

from ..scenario.names import figure_name, said
from . import book as B
from . import campaign as CP
from . import content as K
from .actions import ReportScenario
from .downtime import advance_quest
from .state import CampaignState, Hero, Result
from .town import apply_effects, cost_text

MATERIALS = ("lumber", "metal", "hide")


def party(s: CampaignState) -> list[Hero]:
    return sorted(s.characters, key=lambda h: h.seat)


def why_not_report(s: CampaignState, r: ReportScenario, players: int) -> str | None:
    """Every field of a reported result, checked (FH-COMPLETE-*)."""
    if r.number != s.scenario:
        return message('The party is playing scenario {scenario}, not {number}.', scenario=s.scenario, number=r.number)
    if not isinstance(r.won, bool):
        return message("'won' must be true or false.")
    n = len(party(s))
    for name in ("xp", "gold", "checkmarks", "loot", "died"):
        value = getattr(r, name)
        if not isinstance(value, tuple) or len(value) != n:
            return message("'{name}' needs one entry per character ({n}).", name=name, n=n)
    for name in ("xp", "gold", "checkmarks"):
        for v in getattr(r, name):
            if not isinstance(v, int) or isinstance(v, bool) or v < 0:
                return f"'{name}' entries are whole numbers of at least 0, not {v!r}."
    if any(v > CP.MAX_GOAL_CHECKMARKS for v in r.checkmarks):
        return message("A scenario cannot give more checkmarks than a sheet holds (18).")
    if not r.won and any(r.checkmarks):
        return message("Battle goal checkmarks are only gained when the scenario is won.")
    for cards in r.loot:
        if not isinstance(cards, tuple) or any(c not in K.RESOURCES for c in cards):
            return message("'loot' lists resources ({resources}) per character.", resources=', '.join(K.RESOURCES))
    if any(not isinstance(d, bool) for d in r.died):
        return message("'died' entries are true or false.")
    if r.won and all(r.died):
        return message("A scenario where every character died is lost, not won.")
    return None


def report(s: CampaignState, r: ReportScenario, *, casual: bool, permadeath: bool) -> list[Event]:
    s.played += 1
    if casual:   # FH-VARIANT-CASUAL-1: nothing the scenario gives changes the campaign
        s.phase, s.scenario = "scenario", 0
        said = (message("Casual mode: scenario {number} won; the campaign does not change.", number=r.number)
                if r.won else
                message("Casual mode: scenario {number} lost; the campaign does not change.", number=r.number))
        return [Event(said,
                      ("FH-VARIANT-CASUAL-1",), kind="won" if r.won else "lost")]
    ev: list[Event] = []
    heroes = party(s)
    for i, h in enumerate(heroes):   # XP, gold and treasure are kept whatever the outcome
        h.xp += r.xp[i]
        h.gold += r.gold[i]
        advance_quest(h, "xp", r.xp[i])
        advance_quest(h, "gold", r.gold[i])
        if r.xp[i] or r.gold[i]:
            ev.append(Event(message('{name} keeps {xp} XP and {gold} gold.',
                                    name=figure_name(h.name), xp=r.xp[i], gold=r.gold[i]),
                                    ("FH-LOST-CHOICE-1",) if not r.won
                            else ("FH-COMPLETE-LOOT-1",), player=h.seat))
    ev += _deaths(s, heroes, r, permadeath)
    if r.won:
        ev += _complete(s, r, heroes)
    else:
        s.pending = Result(r.number, [list(c) for c, h in zip(r.loot, heroes) if h in s.characters])
        s.phase = "lost"
        ev.append(Event(message('Scenario {number} is lost: return to Frosthaven keeping the loot, or replay it at '
                                'once without the loot resources.',
                                number=r.number), ("FH-LOST-CHOICE-1",), kind="lost"))
    return ev


def _deaths(s: CampaignState, heroes: list[Hero], r: ReportScenario, permadeath: bool) -> list[Event]:
    ev = []
    for h, died in zip(heroes, r.died):
        if not died:
            continue
        if permadeath:
            s.characters.remove(h)
            s.fallen.append(f"{h.name} (player {h.seat + 1}, level {h.level})")
            ev.append(Event(message('{name} fell to 0 hit points and dies for good: removed from the campaign.',
                                    name=figure_name(h.name)),
                            ("FH-VARIANT-PERMADEATH-1",), kind="death", player=h.seat))
        else:
            ev.append(Event(message('{name} was exhausted but recovers in Frosthaven.',
                                    name=figure_name(h.name)), ("FH-VARIANT-PERMADEATH-1",),
                            player=h.seat))
    return ev


def gain_loot(s: CampaignState, h: Hero, cards: list[str] | tuple[str, ...]) -> str:
    """Materials go on the character's sheet, herbs into the town's herb supply."""
    got = Counter(cards)
    for res, n in got.items():
        if res in MATERIALS:
            h.materials[res] = h.materials.get(res, 0) + n
        else:
            s.herbs[res] = s.herbs.get(res, 0) + n
    return cost_text(dict(sorted(got.items()))) if got else message("no resources")


def _complete(s: CampaignState, r: ReportScenario, heroes: list[Hero]) -> list[Event]:
    ev: list[Event] = []
    entry = B.entry(r.number)
    for i, h in enumerate(heroes):
        if h not in s.characters:
            continue
        got = gain_loot(s, h, r.loot[i])
        ev.append(Event(message('1. {name} gains {got} from loot cards.',
                                name=figure_name(h.name), got=got), ("FH-COMPLETE-LOOT-1",), player=h.seat))
        before = h.checkmarks // 3
        h.checkmarks, marks = CP.add_checkmarks(h.checkmarks, r.checkmarks[i])
        h.perk_marks += marks - before
        advance_quest(h, "checkmarks", r.checkmarks[i])
        advance_quest(h, "wins", 1)
        if r.checkmarks[i]:
            perk_marks = message("+{n} perk mark", plural="+{n} perk marks", how_many=marks - before, n=marks - before)
            told = message('2. {name} tallies {gained} checkmark ({checkmarks}/18, {marks}).',
                           plural='2. {name} tallies {gained} checkmarks ({checkmarks}/18, {marks}).',
                           how_many=r.checkmarks[i], name=figure_name(h.name), gained=r.checkmarks[i],
                           checkmarks=h.checkmarks, marks=perk_marks)
            ev.append(Event(told, ("FH-COMPLETE-GOALS-1", "FH-GOAL-PERK-1"),
                            player=h.seat))
    if CP.rewards_due(r.number, s.completed):
        ev.append(Event(message('5. First completion of scenario {number}: its rewards are gained.', number=r.number),
                        ("FH-COMPLETE-REWARDS-1",)))
        ev += apply_effects(s, entry["rewards"], ("FH-COMPLETE-REWARDS-1",), message("Reward"))
    else:
        ev.append(Event(message('5. Scenario {number} was completed before: no rewards again.',
                                number=r.number), ("FH-COMPLETE-REWARDS-1",)))
    gain = CP.inspiration(len(heroes))
    s.inspiration += gain
    ev.append(Event(message('6. The party of {count} gains {gain} inspiration (now {inspiration}).',
                            count=len(heroes), gain=gain, inspiration=s.inspiration),
                    ("FH-COMPLETE-INSPIRE-1",)))
    if r.number not in s.completed:
        s.completed.append(r.number)
        s.completed.sort()
    linked = entry.get("linked", 0)
    after = CP.after_scenario(True, linked=bool(linked))
    ev.append(Event(message('7. Scenario {number} is checked off on the map; next: {after}.',
                            number=r.number, after=said(after)),
                    ("FH-COMPLETE-RETURN-1", "FH-GEN-PHASES-1")))
    if linked:
        s.phase, s.scenario = "play", linked
        if linked not in s.unlocked:
            s.unlocked.append(linked)
    else:
        start_outpost(s)
    return ev


def lost_choice(s: CampaignState, option: str) -> list[Event]:
    """FH-LOST-CHOICE-1 via campaign.lost_scenario_keeps."""
    heroes = party(s)
    pending = s.pending
    s.pending = None
    ev = []
    for h, cards in zip(heroes, pending.loot):
        kept = CP.lost_scenario_keeps(option, dict(Counter(cards)))
        if option == "return":
            got = gain_loot(s, h, [res for res, n in sorted(kept.items()) for _ in range(n)])
            ev.append(Event(message('{name} returns to Frosthaven with {got}.',
                                    name=figure_name(h.name), got=got), ("FH-LOST-CHOICE-1",), player=h.seat))
    if option == "return":
        start_outpost(s)
        return ev + [Event(message("The party returns to Frosthaven for the outpost phase."),
                           ("FH-LOST-CHOICE-1", "FH-GEN-PHASES-1"))]
    lost = sum(len(c) for c in pending.loot)
    s.phase = "play"
    told = message('The party replays scenario {number} at once: {lost} looted resource is lost, no outpost phase '
                   'and no road event.', plural='The party replays scenario {number} at once: {lost} looted '
                   'resources are lost, no outpost phase and no road event.', how_many=lost, number=pending.number,
                   lost=lost)
    return [Event(told, ("FH-LOST-CHOICE-1",))]


def start_outpost(s: CampaignState) -> None:
    s.phase, s.step, s.scenario = "outpost", "time", 0
