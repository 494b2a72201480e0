"""``--lang`` chooses the language of everything the command prints, before or after the command's name."""

from __future__ import annotations

import re

import pytest

from floe_widgets import cli, i18n

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


@pytest.fixture(autouse=True)
def _back_to_english():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("argv", [["--lang", "ja", "list"], ["list", "--lang", "ja"]])
def test_lang_ja_prints_japanese(argv, capsys) -> None:
    assert cli.main(argv) == 0
    out = capsys.readouterr().out
    assert "ゲーム:" in out and "チュートリアル:" in out and "Games:" not in out


def test_a_played_game_is_told_in_japanese(capsys) -> None:
    assert cli.main(["--lang", "ja", "play", "floe_widgets.widgets.demo:PenguinDash",
                     "--players", "2", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "2人、シード 0" in out and "手でゲーム終了。" in out and "勝者: P" in out
    assert "Game over" not in out


def test_the_help_is_in_the_chosen_language(capsys) -> None:
    with pytest.raises(SystemExit):
        cli.main(["--lang", "ja", "--help"])
    assert "ボードゲームを実際に遊びながら覚えましょう。" in capsys.readouterr().out


def test_lang_en_prints_english(capsys) -> None:
    assert cli.main(["--lang", "en", "list"]) == 0
    out = capsys.readouterr().out
    assert "Games:" in out and not JAPANESE.search(out.split("Tutorials:")[0].replace("Floe (2024)", ""))


def test_an_unknown_language_is_refused(capsys) -> None:
    with pytest.raises(SystemExit):
        cli.main(["--lang", "xx", "list"])
    assert "invalid choice" in capsys.readouterr().err


def test_a_floe_2024_game_is_told_in_the_chosen_language(capsys) -> None:
    assert cli.main(["--lang", "en", "play", "floe-2024", "--players", "2", "--seed", "2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    events = [line for line in lines if line.startswith("    ")]
    assert any("The hero goes to the" in line for line in events)
    assert not [line for line in events if JAPANESE.search(line)]
    # the options of a pending choice too are said in English
    assert any(line.startswith("- Choose: ") for line in lines)
    assert not [line for line in lines if JAPANESE.search(line)]
    assert cli.main(["--lang", "ja", "play", "floe-2024", "--players", "2", "--seed", "2", "--quiet"]) == 0
    assert "勝者: 座席" in capsys.readouterr().out  # the seats as the game names them ("座席1")


#: what may stay in Latin letters in a Japanese line: quoted names ('Move N'), lists, file paths, the fields of a
#: document (figures[1].hex) and the keys a lesson file is written with
QUOTED_OR_CODE = re.compile(r"'[^']*'|\[[^\]]*\]|\S*[/.]\S*|\b[a-z_]+\[\d+\]\S*")
FILE_KEYS = {"position"}


def leftover_english(line: str) -> set[str]:
    return {w for w in re.findall(r"[A-Za-z]{2,}", QUOTED_OR_CODE.sub(" ", line)) if w not in FILE_KEYS}


def broken_lessons(folder) -> list[str]:
    from floe_widgets.games.ice_and_idols.actions import Move
    from floe_widgets.tutor.lesson_check import starter

    text = starter("ice-and-idols")
    breaks = [("{tile: [1, 2], corner: [S, E]}", "{tile: [1, 7], corner: [S, E]}"),   # a position edit refused
              ('"Press *Move N*."', f'"Press *{Move("S").describe()}*."'),  # a hint the step refuses
              ("    - stands on: {player: 1, at: [1, 2]}", "    - stands on: {player: 1, at: [0, 2]}")]  # show me fails
    paths = []
    for i, (old, new) in enumerate(breaks):
        assert old in text
        path = folder / f"lesson{i}.yaml"
        path.write_text(text.replace(old, new, 1), encoding="utf-8")
        paths.append(str(path))
    return paths


def test_lesson_check_reports_in_japanese(tmp_path, capsys) -> None:
    assert cli.main(["--lang", "ja", "lesson", "check", *broken_lessons(tmp_path)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 3 and all(JAPANESE.search(line) for line in lines)
    assert {line: leftover_english(line) for line in lines if leftover_english(line)} == {}


def test_fh_solve_reports_in_japanese(tmp_path, capsys) -> None:
    import json

    from floe_widgets.games.frosthaven.situations.situation import build_document

    doc = build_document(2, monster=(0, 0), figures=[("A", (1, 0), 20)], move=2)
    doc["figures"][1]["hex"] = [9, 9]                       # off the map
    path = tmp_path / "off_the_map.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert cli.main(["--lang", "ja", "fh", "solve", str(path)]) == 2
    error = capsys.readouterr().err.strip()
    assert "マップ上にありません" in error and not leftover_english(error), error
    assert cli.main(["--lang", "ja", "fh", "solve", str(path), str(path)]) == 2   # JSON Lines, one per file
    said = [json.loads(line)["error"] for line in capsys.readouterr().out.splitlines()]
    assert len(said) == 2 and all(JAPANESE.search(s) and not leftover_english(s) for s in said)
    with i18n.speaking("en"):
        assert cli.main(["fh", "solve", str(path)]) == 2
        assert "is not on the map" in capsys.readouterr().err


#: an Ice and Idols line's rule ids (ids, not words) and the words Japanese keeps in Latin letters
RULE_IDS = re.compile(r"\[IAI-[A-Z0-9, -]+\]$")
LATIN_IN_JAPANESE = {"AP", "VP"}


@pytest.mark.parametrize("players", [2, 4])
def test_an_ice_and_idols_game_is_told_in_japanese(players, capsys) -> None:
    """Every action, event, the final scores and the winner; the first line names the game and the bots
    (the game's title and the bot's kind are another change: that line is left out)."""
    assert cli.main(["play", "ice-and-idols", "--bots", "random", "--lang", "ja", "--players", str(players)]) == 0
    header, *lines = capsys.readouterr().out.splitlines()
    english = {line: words for line in lines
               if (words := set(re.findall(r"[A-Za-z]{2,}", RULE_IDS.sub("", line))) - LATIN_IN_JAPANESE)}
    assert len(lines) > 500 and not english, sorted(english.items())[:8]
    assert any(line.startswith("    最終得点: P1 ") for line in lines) and lines[-1].startswith("勝者: P")


def test_the_tutor_s_notebooks_speak_the_chosen_language(tmp_path, monkeypatch) -> None:
    """``floe-widgets tutor --lang ja``: the server (and so its kernels) gets the language in its environment."""
    started = {}

    class Server:
        def __init__(self, command, cwd, env):
            started.update(command=command, env=env)

        def wait(self):
            return 0

    monkeypatch.setattr(cli.subprocess, "Popen", Server)
    assert cli.main(["tutor", "--lang", "ja", "--no-browser", "--dir", str(tmp_path / "tutorials")]) == 0
    assert started["env"]["FLOE_WIDGETS_LANG"] == "ja" and "floe_widgets.tutor.lab" in started["command"]


#: what stays in Latin letters in a Frosthaven line: rule ids in brackets, HP and XP, and the numbers printed on
#: cards and the map (outpost events "SO-04", road events "SR-03", personal quests "PQ-01", coordinates "(C-12)")
FROSTHAVEN_PRINTED = re.compile(r"\[[^\]]*\]|(?<![A-Za-z])(?:SO|WO|SR|WR|PQ)-\d+|\([A-Z]{1,2}(?:-\d+)?\)|\b[HX]P\b")


@pytest.mark.parametrize("game", ["frosthaven", "frosthaven-campaign"])
def test_a_frosthaven_game_is_told_in_japanese(game, capsys) -> None:
    assert cli.main(["--lang", "ja", "play", game, "--players", "2", "--seed", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    english = [line for line in lines if re.search(r"[A-Za-z]{2,}", FROSTHAVEN_PRINTED.sub(" ", line))]
    assert len(lines) > 50 and "ランダムボット" in lines[0] and not english, english[:5]
    assert lines[0].startswith("フロストヘイブン")


def test_the_frosthaven_titles_are_listed_in_japanese(capsys) -> None:
    assert cli.main(["--lang", "ja", "list"]) == 0
    out = capsys.readouterr().out
    assert "フロストヘイブン(2〜4人)" in out and "フロストヘイブンのキャンペーン(2〜4人)" in out


def test_a_refused_player_count_is_told_in_japanese(capsys) -> None:
    assert cli.main(["--lang", "ja", "play", "ice-and-idols", "--players", "7", "--bots", "random"]) == 2
    error = capsys.readouterr().err.strip()
    assert JAPANESE.search(error) and "played by" not in error and "[IAI-COMP-PLAYERS-1]" in error, error


@pytest.mark.parametrize("argv", [["play", "chess"], ["lesson", "new", "chess"]])
def test_an_unknown_game_is_told_in_japanese(argv, capsys) -> None:
    assert cli.main(["--lang", "ja", *argv]) == 2
    error = capsys.readouterr().err.strip()
    assert JAPANESE.search(error) and "'chess'" in error and "unknown" not in error and "vocabulary" not in error, error


def test_an_unknown_game_is_still_refused_in_english(capsys) -> None:
    assert cli.main(["--lang", "en", "play", "nosuchgame"]) == 2
    assert capsys.readouterr().err.startswith("error: unknown game 'nosuchgame'; available: ")
