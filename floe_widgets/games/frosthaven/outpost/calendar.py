"""Passage of time (FH-TIME-WEEK-1, FH-TIME-SEASON-1): mark the next week, read the sections in its box."""

from __future__ import annotations

from floe_widgets.core import Event
from floe_widgets.i18n import message

from ..scenario.names import name_term, said
from . import campaign as CP
from . import content as K
from .state import CampaignState
from .town import apply_effects


def first_season() -> str:
    return K.data()["start"]["first_season"]


def current_season(s: CampaignState) -> str:
    """The season of the last marked week (week 0 = before the first mark: the first week's season)."""
    return CP.season(max(s.week, 1), first_season())


def pass_time(s: CampaignState) -> list[Event]:
    before = current_season(s) if s.week else None
    s.week += 1
    now = current_season(s)
    ev = [Event(message('Week {week} is marked on the calendar ({now}).',
                        week=s.week, now=said(now)), ("FH-TIME-WEEK-1",), kind="week")]
    if before is not None and before != now:
        ev.append(Event(message('Ten weeks have passed: the season turns to {now}.',
                                now=said(now)), ("FH-TIME-SEASON-1",), kind="season"))
    for sid in s.calendar.get(s.week, []):
        sec = K.section(sid)
        s.read_sections.append(sid)
        ev.append(Event(message('Section {id} is read: {text}',
                                id=sid, text=name_term(sec['text'])), ("FH-TIME-WEEK-1",)))
        effects = sec.get("effects", {})  # pragma: no mutate (every section of the content has its effects)
        ev += apply_effects(s, effects, ("FH-TIME-WEEK-1",), message("Section {id}", id=sid))
    return ev
