"""One name per seat wherever a learner reads it: seeded bot games of every game, in both languages, read the
shared game widget's status line (whose turn, scores, winners) after every action and every row of its log,
and find no seat's name said twice in a row ("P1 Curator Curator jumps", "Seat 1 Seat 1 to play"); in Ice and
Idols, the status line and every log row of a seat name it as the game's own final scores do ("P1 Curator").

The rows are the log's words (:func:`~floe_widgets.widgets.log.row_words`) and the status line the widget's
(:func:`~floe_widgets.widgets.game_widget.status_html`), so no board is drawn along the way.  Wording only: no
rule is named here."""

from __future__ import annotations

import html
import re
from typing import Any

import pytest

from floe_widgets import games, i18n
from floe_widgets.core import RandomBot, play
from floe_widgets.widgets.game_widget import status_html
from floe_widgets.widgets.log import row_words

#: each game, with the player counts and seeds played
PLAYED = {"ice-and-idols": [(2, 0), (3, 1), (4, 2)], "floe": [(2, 1), (3, 2)], "floe-2024": [(2, 1), (3, 2)],
          "frosthaven": [(2, 0), (3, 1)], "frosthaven-campaign": [(2, 0)]}
TAG = re.compile(r"<[^>]+>")


def plain(markup: str) -> str:
    return html.unescape(TAG.sub("", markup))


def said_twice(text: str, names: set[str]) -> list[str]:
    """Each place in ``text`` where a seat's name is followed by itself, or by its last word again
    ("Seat 1 Seat 1", "P1 Curator Curator", "P1 学芸員 学芸員が")."""
    found = []
    for name in names:
        last = name.split()[-1]
        twices = [re.escape(f"{name} {name}")]
        if not last.isdigit():  # "Seat 1 1 villager is sown" says the seat once, then a count
            twices.append(rf"(?<!\w){re.escape(last)}\s+{re.escape(last)}")
        for twice in twices:
            found += [text[max(0, m.start() - 20):m.end() + 20] for m in re.finditer(twice, text)]
    return found


def read_along(name: str, players: int, seed: int) -> dict[str, Any]:
    """What the status line and the log say along a seeded bot game, with the seats' names on the way."""
    game = games.new(name, players=players, seed=seed)
    read: dict[str, Any] = {"status": [plain(status_html(game))], "rows": [], "names": set()}

    def on_step(g, _action, events) -> None:
        names = {i18n.text(g.seat_name(s)) for s in range(g.players)}
        read["names"] |= names
        read["status"].append(plain(status_html(g)))
        for event in events:
            who, said = row_words(event, g.seat_name)
            read["rows"].append((event.player, f"{who} {said}".strip()))

    play(game, [RandomBot(seed + i) for i in range(game.players)], on_step=on_step)
    return read


def test_the_check_finds_a_name_said_twice() -> None:
    """What the check reads as a name said twice, and what it lets through."""
    names = {"P1 Curator", "Seat 1", "Ironbark Warden", "P1 学芸員"}
    for wrong in ("P1 Curator Curator jumps E", "Seat 1 Seat 1 to play (round 5)", "P1 学芸員 学芸員が北へ跳んで",
                  "Ironbark Warden Ironbark Warden rests"):
        assert said_twice(wrong, names), wrong
    for right in ("P1 Curator jumps E", "Seat 1 to play (round 5)", "P1 学芸員が北へ跳んで", "Ironbark Warden rests",
                  "Scores: P1 Curator: 0, P2 Keysmith: 0", "Warden's turn",
                  "Seat 1 1 villager is sown"):
        assert not said_twice(right, names), right


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("name", list(PLAYED))
def test_no_seat_is_named_twice_in_a_row_in_the_status_line_or_the_log(name: str, language: str) -> None:
    wrong: set[str] = set()
    with i18n.speaking(language):
        for players, seed in PLAYED[name]:
            read = read_along(name, players, seed)
            assert len(read["rows"]) > 50 and read["names"]
            for text in read["status"] + [row for _seat, row in read["rows"]]:
                wrong |= set(said_twice(text, read["names"]))
    assert not wrong, sorted(wrong)


def final_names(rows: list[tuple[int | None, str]]) -> list[str]:
    """The seats' names in Ice and Idols' own final scores ("Final scores: P1 Curator: 31, P2 Keysmith: 28")."""
    final = [row for _seat, row in rows if row.startswith("Final scores: ")]
    assert len(final) == 1, final
    return re.findall(r"(P\d [^:,;]+): -?\d+", final[0])


@pytest.mark.parametrize("players, seed", PLAYED["ice-and-idols"])
def test_ice_and_idols_names_a_seat_alike_in_the_status_line_and_the_log(players: int, seed: int) -> None:
    with i18n.speaking("en"):
        read = read_along("ice-and-idols", players, seed)
    names = final_names(read["rows"])
    assert len(names) == players
    for status in read["status"]:
        line, scores = status.split(" Scores: ")
        assert re.sub(r": -?\d+", "", scores).split(", ") == names, status
        if " to play." in line:
            assert status.split(" to play.")[0] in names, status
    winners = read["status"][-1].split("Winner: ")[1].split(". Scores")[0].split(" & ")
    assert set(winners) <= set(names)
    for seat, row in read["rows"]:
        if seat is not None:
            assert row.startswith(names[seat] + " ") or row.startswith(names[seat] + ":"), row
            assert not row[len(names[seat]):].lstrip(" :").startswith(names[seat].split()[-1]), row


def test_floe_names_a_seat_as_its_log_and_final_scores_do() -> None:
    """Floe's log and final scores say "P2" ("Final scoring: ... P1: 9 VP, P2: 8 VP"): so do the status line and
    every row, a figure sharing the warmth included ("P2's Hero shares the warmth", not "Seat 2's Hero")."""
    with i18n.speaking("en"):
        read = read_along("floe", 2, 1)
    final = [row for _seat, row in read["rows"] if row.startswith("Final scoring: ")]
    assert len(final) == 1 and re.findall(r"\b(P\d): \d+ VP", final[0]) == ["P1", "P2"]
    assert read["names"] == {"P1", "P2"}
    assert any("'s Hero shares the warmth" in row for _seat, row in read["rows"])
    for seat, row in read["rows"]:
        assert "Seat" not in row, row
        if seat is not None:
            assert re.match(rf"P{seat + 1}\b", row), row


def test_a_log_row_sets_the_seat_name_apart_from_the_sentence_that_follows() -> None:
    """"P1 Curator: Moves S to tile 3,3", not "P1 Curator Moves S ..." (a capital in mid-sentence)."""
    from floe_widgets.widgets.log import LogEntry

    game = games.new("ice-and-idols", players=2, seed=0)
    rows: list[tuple[str, str, str]] = []

    def on_step(g, _action, events) -> None:
        for event in events:
            who, said = row_words(event, g.seat_name)
            if who and len(rows) < 5:
                rows.append((who, said, LogEntry(event, g.rules(), g.seat_name).text.value))

    with i18n.speaking("en"):
        play(game, [RandomBot(i) for i in range(game.players)], on_step=on_step)
    assert rows
    for who, said, markup in rows:
        assert plain(markup).startswith(f"{who}: {said}"), markup
