"""What a player reads in seeded Frosthaven scenarios and campaigns reads as English sentences: every event,
every option label and the goal line begin with a capital, a count of one is singular, lists and punctuation
are plain, and no internal id shows (the learner-facing standard: feedback in plain words)."""

from __future__ import annotations

import re
from functools import cache

import pytest
from fh_helpers import begin_turn, new_game, tied_sets

from floe_widgets.games.frosthaven.outpost.bots import WeightedBot as CampaignBot
from floe_widgets.games.frosthaven.outpost.game import FrosthavenCampaign
from floe_widgets.games.frosthaven.scenario.actions import SelectCards, Target
from floe_widgets.games.frosthaven.scenario.bots import WeightedBot
from floe_widgets.games.frosthaven.scenario.game import Frosthaven

#: seeds whose games (2 to 4 characters) reach a tie between monster sets and one-hex moves, played to the end
SEEDS = (0, 4, 7)
#: seeds whose 12-week campaigns reach retirements, new characters, brews, perks, a respec (1) and temporary
#: enhancements removed (5)
CAMPAIGN_SEEDS = (1, 5)

#: what a rough sentence looks like, by the mistake it names
ROUGH = {
    "begins in lowercase": re.compile(r"^[a-z]"),
    "hedges a plural with (s)": re.compile(r"\w\(s\)"),
    "says 1 with a plural": re.compile(r"(?<![\d.,+-])\b1 (?:[a-z]+ )?(?:points|cards|tokens|enemies|hexes|coins|"
                                       r"items|monsters|objectives|rounds|figures|marks|checkmarks|resources|"
                                       r"enhancements)\b"),
    "says a before a vowel": re.compile(r"\ba [AEIOU]"),
    "doubles a space or a mark": re.compile(r"  |\.\.|,,| [,.;:]"),
    "shows an internal id": re.compile(r"\b[CS]\d+(?:-\d+)?\b|\b[a-z]+-\d+\b|\bPQ-\d+|\b[a-z]+_[a-z]+\b|[{}]"),
}


@cache
def _read(seed: int) -> tuple[tuple[str, str], ...]:
    """(what, text) of everything a person reads in one seeded bot game: events, options, the goal line."""
    g = Frosthaven(players=2 + seed % 3, seed=seed)
    bot = WeightedBot(seed)
    read: list[tuple[str, str]] = []
    while not g.is_over:
        read += [("option", str(g.action_to_string(a))) for a in g.legal_actions()]
        read += [("event", str(e.text)) for e in g.apply(bot.choose(g))]
        read.append(("goal", str(g.objective())))
    return tuple(dict.fromkeys(read))


@cache
def _read_campaign(seed: int) -> tuple[tuple[str, str], ...]:
    """(what, text) of everything a person reads in one seeded 12-week campaign of the bot."""
    g = FrosthavenCampaign(players=2 + seed % 3, seed=seed, weeks=12, respec=seed % 3 == 1,
                           temporary_enhancements=seed % 2 == 1)
    bot = CampaignBot(seed)
    read: list[tuple[str, str]] = []
    while not g.is_over:
        read += [("option", str(g.action_to_string(a))) for a in g.legal_actions()]
        read += [("event", str(e.text)) for e in g.apply(bot.choose(g))]
    return tuple(dict.fromkeys(read))


def _rough(read: tuple[tuple[str, str], ...]) -> list[tuple[str, str, str]]:
    return [(mistake, what, text) for what, text in read for mistake, pattern in ROUGH.items() if pattern.search(text)]


@pytest.mark.parametrize("seed", SEEDS)
def test_what_a_player_reads_in_a_seeded_game_reads_as_sentences(seed: int) -> None:
    rough = _rough(_read(seed))
    assert not rough, rough[:10]


@pytest.mark.parametrize("seed", CAMPAIGN_SEEDS)
def test_what_a_player_reads_in_a_seeded_campaign_reads_as_sentences(seed: int) -> None:
    rough = _rough(_read_campaign(seed))
    assert not rough, rough[:10]


def test_the_walks_read_ties_one_hex_moves_retirements_and_perks() -> None:
    """The seeded games reach the sentences this file guards (else it would pass on nothing)."""
    texts = [text for seed in SEEDS for _, text in _read(seed)]
    assert any(re.fullmatch(r"The [A-Z][a-z]+ [A-Z][a-z]+ set and the [A-Z][a-z]+ [A-Z][a-z]+ set are tied on "
                            r"initiative \d+: the party chooses who acts first\.", t) for t in texts)
    assert any(t.endswith(" set acts first") and t.startswith("The ") for t in texts)
    assert any(t.endswith(" (1 movement point).") for t in texts)
    assert any(t.endswith(" (2 movement points).") for t in texts)
    assert any(re.search(r"\d+ monsters and objectives left\.$", t) for t in texts)
    said = [text for seed in CAMPAIGN_SEEDS for _, text in _read_campaign(seed)]
    assert any(" retires, having completed " in t for t in said)
    assert any(t.startswith("Player ") and " creates a new " in t for t in said)
    assert any(t.endswith("(1 perk mark left).") for t in said)
    assert any(" temporary enhancement" in t for t in said)


@pytest.mark.rule("FH-ROUND-STEPS-1", "FH-CARD-ORDER-1")
def test_a_refusal_names_a_character_by_its_class_not_by_its_seat_number() -> None:
    g = new_game()
    other_seat = g.refusal(SelectCards(1, "ember-01", "ember-02"))        # the Warden (seat 0) chooses first
    assert (other_seat.rule_id, other_seat.reason) == ("FH-ROUND-STEPS-1", "It is Ironbark Warden's choice now.")
    begin_turn(g, 0, "warden-02", "bottom")                               # Bark Slam's bottom: move 3
    not_now = g.refusal(Target("C1"))
    assert (not_now.rule_id, not_now.reason) == (
        "FH-CARD-ORDER-1", "The ability being performed is move: 'Target Emberwright' is not part of it.")


@pytest.mark.rule("FH-AMBIG-17", "FH-GEN-PARTY-1")
def test_a_tie_choice_saved_in_older_words_still_loads_and_picks_the_same_option() -> None:
    g = tied_sets()
    assert g.state.decision.kind == "tie"
    now = g.copy()
    said = g.apply({"kind": "party-choice", "index": 1, "text": "the Rime Archer set acts first"})
    assert [e.text for e in said] == [e.text for e in now.apply(now.legal_actions()[1])]
    assert g.state.order == now.state.order and g.state.order.index("set:archer") < g.state.order.index("set:hound")
