"""No text a learner reads in a played game says a count of 1 with a plural noun ("1 Crystals", "1 villagers
are sown"): seeded bot games of every game, in English, their event texts, the names of the legal actions, the
game's summary and the board in words.

A "1" that names a thing rather than counts it ("Round 1 ends", "Rime Archer 1 attacks") is read as a name: the
word before it is one of :data:`LABELS`, or it ends the name of a figure in play.  A word after "1" that ends
in s but is singular is one of :data:`SINGULAR`.  Wording only: no rule is named here."""

from __future__ import annotations

import re

import pytest

from floe_widgets import games, i18n
from floe_widgets.core import RandomBot, play
from floe_widgets.games.frosthaven.scenario.names import figures_called
from floe_widgets.rendering import describe_board

#: a count of 1 (not "+1", a modifier card's value), then a word ending in s ("1 Crystals"), or a lowercase word
#: and one ending in s ("1 secret objectives"), or one or two words and "are" ("1 unspent AP are"); lookaheads,
#: so that overlapping places are all found
COUNTS = [re.compile(r"(?<![\w.,/+-])(?=1 ([A-Z]?[a-z]+s)\b)"),
          re.compile(r"(?<![\w.,/+-])(?=1 [a-z]+ ([A-Z]?[a-z]+s)\b)"),
          re.compile(r"(?<![\w.,/+-])(?=1 (?:[a-z]+ )?[A-Za-z]+ (are)\b)")]
#: words before a 1 that names a round, a scenario, a seat, a place... ("Round 1 ends", "chamber 1 is revealed")
LABELS = {"Round", "Scenario", "Player", "chamber"}
#: singular words that end in s ("Scenario 1 is", "shield 1 this round", "1 bonus perk mark")
SINGULAR = {"is", "was", "has", "this", "bonus"}
#: each game, with the player counts and seeds played (~5 s of CPU in all; Floe's 4-player seed 1 reaches an
#: Arrow phase of 1 Arrow and a Sword phase of 1 Sword)
PLAYED = {"ice-and-idols": [(2, 0), (3, 1), (4, 2)], "floe": [(1, 0), (2, 1), (4, 1)],
          "floe-2024": [(1, 0), (2, 1), (3, 2)], "frosthaven": [(2, 0), (3, 1), (4, 2)],
          "frosthaven-campaign": [(2, 0), (3, 1), (4, 2)]}


def wrong_counts(text: str, names: set[str]) -> list[str]:
    """Each place in ``text`` where a count of 1 reads with a plural word (as "1 word" or "1 word word")."""
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, "NAME")
    found = []
    for pattern in COUNTS:
        for match in pattern.finditer(text):
            before = text[:match.start()].split()
            if match.group(1) in SINGULAR or (before and before[-1] in LABELS):
                continue
            found.append(text[max(0, match.start() - 30):match.start() + 30])
    return found


def test_the_check_finds_a_count_of_one_with_a_plural_noun() -> None:
    """What the check below reads as wrong, and what it lets through (so it passes neither by accident nor fails
    on a right text)."""
    for wrong in ("Return 1 Crystals to the general supply", "1 villagers are sown clockwise: Shop 1",
                  "1 unspent AP are lost.", "Arrow phase: 1 Arrows deal 1 Damage", "(1 markers left)",
                  "0 of 1 scenarios played", "tallies 1 checkmarks (1/18, +0 perk marks)", "Floe (2024), 1 players"):
        assert wrong_counts(wrong, set()), wrong
    for right in ("Return 1 Crystal to the general supply", "1 villager is sown clockwise: Shop 1, Tavern 2",
                  "1 unspent AP is lost.", "Round 1 ends; round 2 begins.", "Scenario 1 is lost: return",
                  "Rime Archer 1 attacks Ironbark Warden: draws +0", "Rime Archer 1 gains shield 1 this round.",
                  "Add two rolling +1 cards", "10 markers left", "1 bonus perk mark", "2 markers, 1/2 VPs",
                  "The Monster of chamber 1 is revealed"):
        assert not wrong_counts(right, {"Rime Archer 1"}), right


def texts_of_a_played_game(name: str, players: int, seed: int) -> tuple[list[str], set[str]]:
    """What a learner reads along a seeded bot game, and the names of the figures in play on the way."""
    game = games.new(name, players=players, seed=seed)
    texts: list[str] = []
    names: set[str] = set()

    def on_choice(g, action) -> None:
        texts.append(g.action_to_string(action))
        texts.extend(g.action_to_string(a) for a in g.legal_actions()[:60])
        if len(g.actions) % 20 == 0:
            texts.extend([describe_board(g), g.describe()])

    def on_step(g, action, events) -> None:
        texts.extend(i18n.text(e.text) for e in events)
        if name == "frosthaven":
            names.update(str(n) for n in figures_called(g.state.figures).values())

    play(game, [RandomBot(seed + i) for i in range(game.players)], on_step=on_step, on_choice=on_choice)
    return texts + [describe_board(game), game.describe()], names


@pytest.mark.parametrize("name", list(PLAYED))
def test_no_count_of_one_reads_with_a_plural_noun_in_a_played_game(name: str) -> None:
    with i18n.speaking("en"):
        wrong = set()
        for players, seed in PLAYED[name]:
            texts, names = texts_of_a_played_game(name, players, seed)
            assert len(texts) > 100
            wrong |= {w for t in texts for w in wrong_counts(str(t), names)}
    assert not wrong, sorted(wrong)
