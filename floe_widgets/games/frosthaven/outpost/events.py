"""Outpost events (FH-EVENT-OUTPOST-1): one card from the current season's deck, one option chosen."""

from __future__ import annotations

from floe_widgets.core import Event

from .. import campaign as CP
from . import content as K
from .calendar import current_season
from .state import CampaignState
from .town import apply_effects


def draw_event(s: CampaignState) -> list[Event]:
    season = current_season(s)
    deck = s.event_decks[season]
    if not deck:
        return [Event(f"The {season} outpost event deck is empty: no event this week.", ("FH-EVENT-OUTPOST-1",))]
    s.event = deck[0]
    card = K.event_card(s.event)
    return [Event(f"{season.capitalize()} outpost event {s.event}: {card['text']}", ("FH-EVENT-OUTPOST-1",),
                  kind="event")]


def options(s: CampaignState) -> list[dict]:
    return K.event_card(s.event)["options"] if s.event else []


def resolve_event(s: CampaignState, option: int) -> list[Event]:
    card = K.event_card(s.event)
    chosen = card["options"][option]
    season = current_season(s)
    # a card with the return mark goes under its deck, otherwise it leaves the game (as road events do)
    s.event_decks[season] = CP.after_road_event(s.event_decks[season], s.event, card.get("returns", False))
    ev = [Event(f"The town chooses: {chosen['text']}", ("FH-EVENT-OUTPOST-1", "FH-GEN-PARTY-1"))]
    ev += apply_effects(s, chosen.get("effects", {}), ("FH-EVENT-OUTPOST-1",), f"Event {s.event}")
    s.event = ""
    return ev
