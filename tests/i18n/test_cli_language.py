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
    # the options of a pending choice are the engine's own (Japanese) texts: only those stay Japanese
    assert not [line for line in lines if JAPANESE.search(line) and not line.startswith("- Choose: ")]
    assert cli.main(["--lang", "ja", "play", "floe-2024", "--players", "2", "--seed", "2", "--quiet"]) == 0
    assert "勝者: P" in capsys.readouterr().out
