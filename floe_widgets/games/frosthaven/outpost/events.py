"""Outpost events (FH-EVENT-OUTPOST-1) and road events (FH-ROAD-*): one card from the current season's
deck, one option chosen by the party."""

from __future__ import annotations

from floe_widgets.core import Event
from floe_widgets.i18n import message

from ..scenario.names import name_term, said
from . import campaign as CP
from . import content as K
from .calendar import current_season
from .state import CampaignState
from .town import apply_effects


def draw_event(s: CampaignState) -> list[Event]:
    season = current_season(s)
    deck = s.event_decks[season]
    if not deck:
        return [Event(message('The {season} outpost event deck is empty: no event this week.',
                              season=said(season)), ("FH-EVENT-OUTPOST-1",))]
    s.event = deck[0]
    card = K.event_card(s.event)
    said_card = (message("Summer outpost event {event}: {text}", event=s.event, text=name_term(card["text"]))
                 if season == "summer" else
                 message("Winter outpost event {event}: {text}", event=s.event, text=name_term(card["text"])))
    return [Event(said_card,
                          ("FH-EVENT-OUTPOST-1",),
                  kind="event")]


def options(s: CampaignState) -> list[dict]:
    return K.event_card(s.event)["options"] if s.event else []


def resolve_event(s: CampaignState, option: int) -> list[Event]:
    card = K.event_card(s.event)
    chosen = card["options"][option]
    season = current_season(s)
    # a card with the return mark goes under its deck, otherwise it leaves the game (as road events do)
    returns = card.get("returns", False)  # pragma: no mutate (every card of the content says whether it returns)
    s.event_decks[season] = CP.after_road_event(s.event_decks[season], s.event, returns)
    ev = [Event(message('The town chooses: {text}',
                        text=name_term(chosen['text'])), ("FH-EVENT-OUTPOST-1", "FH-GEN-PARTY-1"))]
    ev += apply_effects(s, chosen.get("effects", {}), ("FH-EVENT-OUTPOST-1",), message("Event {event}", event=s.event))
    s.event = ""
    return ev


# -- road events ------------------------------------------------------------------------------------
def draw_road_event(s: CampaignState, number: int, coordinates: str, *, casual: bool) -> list[Event]:
    """FH-ROAD-WHEN-1 / FH-ROAD-DECK-1: when due, draw from the current season's road deck."""
    if not CP.road_event_due(number, in_frosthaven=coordinates == "FR", casual=casual):
        why = message("it takes place in Frosthaven") if coordinates == "FR" else message("the first scenarios skip it")
        if casual:
            why = message("casual mode has none")
        return [Event(message('No road event before scenario {number}: {why}.',
                              number=number, why=why), ("FH-ROAD-WHEN-1", "FH-GEN-FIRST-1"))]
    season = current_season(s)
    deck = s.road_decks[season]
    if not deck:
        return [Event(message('The {road_deck} deck is empty.', road_deck=road_deck_name(season)), ("FH-ROAD-DECK-1",))]
    s.road_event = deck[0]
    s.phase = "road"
    return [Event(message('Road event {road_event} from the {road_deck}: {text}',
                          road_event=s.road_event, road_deck=road_deck_name(season),
                          text=name_term(K.event_card(s.road_event)['text'])),
                  ("FH-ROAD-WHEN-1", "FH-ROAD-DECK-1"), kind="event")]


def road_deck_name(season: str) -> str:
    """FH-ROAD-DECK-1: the season's road event deck, in words."""
    return message("summer road events") if season == "summer" else message("winter road events")


def resolve_road_event(s: CampaignState, option: int) -> list[Event]:
    """FH-ROAD-RESOLVE-1 / FH-ROAD-RETURN-1."""
    card = K.event_card(s.road_event)
    chosen = card["options"][option]
    season = current_season(s)
    returns = card.get("returns", False)  # pragma: no mutate (every card of the content says whether it returns)
    s.road_decks[season] = CP.after_road_event(s.road_decks[season], s.road_event, returns)
    ev = [Event(message('The party chooses: {text}',
                        text=name_term(chosen['text'])), ("FH-ROAD-RESOLVE-1", "FH-GEN-PARTY-1"))]
    ev += apply_effects(s, chosen.get("effects", {}), ("FH-ROAD-RESOLVE-1",),
                        message("Road event {event}", event=s.road_event))
    said = (message("Road event {event} goes to the bottom of its deck.", event=s.road_event) if returns
            else message("Road event {event} leaves the game.", event=s.road_event))
    ev.append(Event(said, ("FH-ROAD-RETURN-1",)))
    s.road_event = ""
    s.phase = "play"
    return ev
