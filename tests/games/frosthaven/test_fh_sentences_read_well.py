"""What a player reads in seeded Frosthaven games reads as English sentences: every event, every option
label and the goal line begin with a capital, a count of one is singular, lists and punctuation are
plain, and no internal id shows (the learner-facing standard: feedback in plain words)."""

from __future__ import annotations

import re
from functools import cache

import pytest

from floe_widgets.games.frosthaven.scenario.bots import WeightedBot
from floe_widgets.games.frosthaven.scenario.game import Frosthaven

#: seeds whose games (2 to 4 characters) reach a tie between monster sets and one-hex moves, played to the end
SEEDS = (0, 4, 7)

#: what a rough sentence looks like, by the mistake it names
ROUGH = {
    "begins in lowercase": re.compile(r"^[a-z]"),
    "hedges a plural with (s)": re.compile(r"\w\(s\)"),
    "says 1 with a plural": re.compile(r"(?<![\d.,+-])\b1 (?:[a-z]+ )?(?:points|cards|tokens|enemies|hexes|coins|"
                                       r"items|monsters|objectives|rounds|figures)\b"),
    "doubles a space or a mark": re.compile(r"  |\.\.|,,| [,.;:]"),
    "shows an internal id": re.compile(r"\b[CS]\d+(?:-\d+)?\b|\b[a-z]+-\d+\b|\b[a-z]+_[a-z]+\b|[{}]"),
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


@pytest.mark.parametrize("seed", SEEDS)
def test_what_a_player_reads_in_a_seeded_game_reads_as_sentences(seed: int) -> None:
    rough = [(mistake, what, text) for what, text in _read(seed) for mistake, pattern in ROUGH.items()
             if pattern.search(text)]
    assert not rough, rough[:10]


def test_the_walk_reads_ties_one_hex_moves_and_lists() -> None:
    """The seeded games reach the sentences this file guards (else it would pass on nothing)."""
    texts = [text for seed in SEEDS for _, text in _read(seed)]
    assert any(re.fullmatch(r"The [A-Z][a-z]+ [A-Z][a-z]+ set and the [A-Z][a-z]+ [A-Z][a-z]+ set are tied on "
                            r"initiative \d+: the party chooses who acts first\.", t) for t in texts)
    assert any(t.endswith(" set acts first") and t.startswith("The ") for t in texts)
    assert any(t.endswith(" (1 movement point).") for t in texts)
    assert any(t.endswith(" (2 movement points).") for t in texts)
    assert any(re.search(r"\d+ monsters and objectives left\.$", t) for t in texts)
