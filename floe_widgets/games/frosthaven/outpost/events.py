"""Outpost events (FH-EVENT-OUTPOST-1) and road events (FH-ROAD-*): one card from the current season's
deck, one option chosen by the party."""

from __future__ import annotations

from floe_widgets.core import Event

from . import campaign as CP
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


# -- road events ------------------------------------------------------------------------------------
def draw_road_event(s: CampaignState, number: int, coordinates: str, *, casual: bool) -> list[Event]:
    """FH-ROAD-WHEN-1 / FH-ROAD-DECK-1: when due, draw from the current season's road deck."""
    if not CP.road_event_due(number, in_frosthaven=coordinates == "FR", casual=casual):
        why = "it takes place in Frosthaven" if coordinates == "FR" else "the first scenarios skip it"
        if casual:
            why = "casual mode has none"
        return [Event(f"No road event before scenario {number}: {why}.", ("FH-ROAD-WHEN-1", "FH-GEN-FIRST-1"))]
    season = current_season(s)
    deck = s.road_decks[season]
    if not deck:
        return [Event(f"The {CP.road_deck(season)} deck is empty.", ("FH-ROAD-DECK-1",))]
    s.road_event = deck[0]
    s.phase = "road"
    return [Event(f"Road event {s.road_event} from the {CP.road_deck(season)}: {K.event_card(s.road_event)['text']}",
                  ("FH-ROAD-WHEN-1", "FH-ROAD-DECK-1"), kind="event")]


def resolve_road_event(s: CampaignState, option: int) -> list[Event]:
    """FH-ROAD-RESOLVE-1 / FH-ROAD-RETURN-1."""
    card = K.event_card(s.road_event)
    chosen = card["options"][option]
    season = current_season(s)
    returns = card.get("returns", False)
    s.road_decks[season] = CP.after_road_event(s.road_decks[season], s.road_event, returns)
    ev = [Event(f"The party chooses: {chosen['text']}", ("FH-ROAD-RESOLVE-1", "FH-GEN-PARTY-1"))]
    ev += apply_effects(s, chosen.get("effects", {}), ("FH-ROAD-RESOLVE-1",), f"Road event {s.road_event}")
    ev.append(Event(f"Road event {s.road_event} " + ("goes to the bottom of its deck." if returns
                                                      else "leaves the game."), ("FH-ROAD-RETURN-1",)))
    s.road_event = ""
    s.phase = "play"
    return ev
