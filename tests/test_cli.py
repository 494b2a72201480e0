"""The floe-widgets command: list, play, tutor (a real JupyterLab server), fh solve, tutorial files."""

from __future__ import annotations

import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from floe_widgets import cli, games
from floe_widgets.tutor import files
from tests.browser.support import free_port, stop

DEMO = "floe_widgets.widgets.demo:PenguinDash"


def run(*args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "floe_widgets", *args], capture_output=True, text=True,
                          timeout=timeout)


def test_list_prints_games_and_tutorials(capsys):
    assert cli.main(["list"]) == 0
    out = capsys.readouterr().out
    assert "Games:" in out and "Tutorials:" in out and "00_start_here.ipynb" in out
    lines = {name: next(line for line in out.splitlines() if line.startswith(f"  {name} "))
             for name in games.available()}
    assert lines["frosthaven-campaign"].endswith("Frosthaven campaign (2-4 players)")
    # the titles stand in one column, however long a game's name
    assert len({line.index(games.game_class(name).title) for name, line in lines.items()}) == 1, lines


def test_play_takes_a_game_name_spelled_as_its_package(capsys):
    assert cli.main(["play", "Ice_and_Idols", "--players", "2", "--quiet"]) == 0
    assert capsys.readouterr().out.startswith("Ice and Idols: 2 players, seed 0, random bots")
    assert games.new("floe 2024", players=2).title == games.new("floe-2024", players=2).title


def test_play_counts_one_player_or_two(capsys):
    assert cli.main(["play", "floe", "--players", "1", "--quiet"]) == 0
    assert capsys.readouterr().out.startswith("Floe: 1 player, seed 0, random bots\n")
    assert cli.main(["play", "floe", "--players", "2", "--quiet"]) == 0
    assert capsys.readouterr().out.startswith("Floe: 2 players, seed 0, random bots\n")


def test_every_argument_is_explained_in_help():
    parser = cli.build_parser()
    commands = [parser]
    while commands:
        command = commands.pop()
        for action in command._actions:
            if action.choices and isinstance(action.choices, dict):  # subcommands
                commands.extend(action.choices.values())
            elif action.dest != "help":
                assert action.help, f"{command.prog} {action.option_strings or action.dest} has no help"


def test_present_finds_a_tutorial_by_the_name_list_prints(monkeypatch, capsys):
    served = []
    monkeypatch.setattr(cli, "run_server", lambda command, cwd: served.append((command, cwd)) or 0)
    assert cli.main(["present", "floe/battle_odds_lab.ipynb", "--no-browser"]) == 0
    (command, cwd), = served
    assert command[3] == str(files.tutorials_source().resolve() / "floe" / "battle_odds_lab.ipynb")
    assert cwd == files.tutorials_source().resolve() / "floe"
    assert cli.main(["present", "floe/no_such_lab.ipynb"]) == 2
    assert "no notebook at" in capsys.readouterr().err


def test_output_cut_short_by_a_reader_ends_quietly():
    result = subprocess.run(f"{sys.executable} -m floe_widgets list | head -1", shell=True, capture_output=True,
                            text=True, timeout=120)
    assert result.stdout == "Games:\n" and "Traceback" not in result.stderr and "BrokenPipe" not in result.stderr


def test_python_dash_m_works():
    result = run("list")
    assert result.returncode == 0 and "00_start_here.ipynb" in result.stdout


def test_play_the_demo_game_to_the_end(capsys):
    assert cli.main(["play", DEMO, "--players", "3", "--seed", "4", "--bots", "random"]) == 0
    out = capsys.readouterr().out
    assert "Penguin Dash: 3 players, seed 4, random bots" in out
    assert re.search(r"Winner: P[123]", out) and "Scores: P1" in out and "[DASH-" in out


def test_play_is_reproducible(capsys):
    cli.main(["play", DEMO, "--seed", "11"])
    first = capsys.readouterr().out
    cli.main(["play", DEMO, "--seed", "11"])
    assert capsys.readouterr().out == first


def test_greedy_falls_back_to_random_without_a_bots_module(capsys):
    assert cli.main(["play", DEMO, "--bots", "greedy", "--quiet"]) == 0
    assert "random bots" in capsys.readouterr().out


def test_play_refuses_an_unknown_game_or_player_count(capsys):
    assert cli.main(["play", "no-such-game"]) == 2
    assert cli.main(["play", DEMO, "--players", "9"]) == 2
    assert "2 to 3 players" in capsys.readouterr().err


def test_play_ice_and_idols_with_greedy_bots(capsys):
    assert cli.main(["play", "ice-and-idols", "--players", "2", "--seed", "3", "--bots", "greedy", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "Game over after" in out and "Winner: " in out


def test_play_frosthaven_reports_the_scenario_not_a_winner(capsys):
    assert cli.main(["play", "frosthaven", "--players", "2", "--seed", "1", "--quiet"]) == 0
    out = capsys.readouterr().out
    last = out.strip().splitlines()[-1]
    assert last.startswith(("Scenario won. Goal: ", "Scenario lost. Goal: ")), out
    assert "Winner" not in out and "Scores" not in out


def test_fh_solve_refuses_a_malformed_situation_naming_the_field(tmp_path, capsys):
    situation = tmp_path / "s.json"
    situation.write_text("{}")
    assert cli.main(["fh", "solve", str(situation)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"{situation}: ") and "format" in err


def test_copy_tutorials_never_overwrites_edited_notebooks(tmp_path):
    dest = tmp_path / "mine"
    report = files.copy_tutorials(dest)
    assert Path("00_start_here.ipynb") in report.copied
    start = dest / "00_start_here.ipynb"
    start.write_text('{"edited": true}')
    again = files.copy_tutorials(dest)
    assert Path("00_start_here.ipynb") in again.kept and not again.copied
    assert json.loads(start.read_text()) == {"edited": True}


def fake_tutorials(root: Path, text: str) -> Path:
    (root / "lessons").mkdir(parents=True, exist_ok=True)
    (root / files.START).write_text(text)
    (root / "lessons" / "one.ipynb").write_text("one")
    return root


def test_unchanged_copies_follow_the_tutorials_and_edited_ones_stay(tmp_path):
    source = fake_tutorials(tmp_path / "src", "version 1")
    dest = tmp_path / "mine"
    files.copy_tutorials(dest, source)
    (dest / "lessons" / "one.ipynb").write_text("my notes")
    (source / files.START).write_text("version 2")
    (source / "lessons" / "one.ipynb").write_text("one, improved")
    report = files.copy_tutorials(dest, source)
    assert report.updated == [Path(files.START)] and report.kept == [Path("lessons/one.ipynb")]
    assert (dest / files.START).read_text() == "version 2"
    assert (dest / "lessons" / "one.ipynb").read_text() == "my notes"


def test_a_copy_cut_short_is_completed_on_the_next_run(tmp_path, monkeypatch):
    source = fake_tutorials(tmp_path / "src", "start")
    dest = tmp_path / "mine"
    real = files.write_atomic
    written = []

    def fail_on_the_second_file(path, text):
        if path.name != files.MANIFEST:
            written.append(path)
            if len(written) == 2:
                raise OSError("disk full")
        return real(path, text)

    monkeypatch.setattr(files, "write_atomic", fail_on_the_second_file)
    with pytest.raises(OSError):
        files.copy_tutorials(dest, source)
    monkeypatch.setattr(files, "write_atomic", real)
    assert not [p for p in dest.rglob("*") if p.suffix == ".tmp"]  # no half-written file left behind
    report = files.copy_tutorials(dest, source)
    assert len(report.copied) == 1 and not report.kept
    assert (dest / files.START).read_text() == "start" and (dest / "lessons" / "one.ipynb").read_text() == "one"


def test_the_copy_never_writes_through_a_link_out_of_its_folder(tmp_path):
    source = fake_tutorials(tmp_path / "src", "start")
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "one.ipynb").write_text("not yours")
    dest = tmp_path / "mine"
    dest.mkdir()
    (dest / "lessons").symlink_to(outside)
    (dest / files.START).symlink_to(outside / "one.ipynb")
    report = files.copy_tutorials(dest, source)
    assert sorted(report.refused) == [Path(files.START), Path("lessons/one.ipynb")]
    assert (outside / "one.ipynb").read_text() == "not yours" and sorted(os.listdir(outside)) == ["one.ipynb"]


def test_bundle_tutorials_is_found_when_there_is_no_checkout(tmp_path, monkeypatch):
    bundled = tmp_path / "pkg" / "_tutorials"
    listed = files.bundle_tutorials(dest=bundled)
    assert (bundled / "00_start_here.ipynb").exists() and Path("00_start_here.ipynb") in listed
    monkeypatch.setattr(files, "CHECKOUT_TUTORIALS", tmp_path / "nowhere")
    monkeypatch.setattr(files, "BUNDLED_TUTORIALS", bundled)
    assert files.tutorials_source() == bundled
    dest = tmp_path / "copy"
    assert cli.tutorial_dir(dest) == dest.resolve()
    assert (dest / "00_start_here.ipynb").exists()


def test_tutor_needs_some_tutorials(tmp_path, monkeypatch):
    monkeypatch.setattr(files, "CHECKOUT_TUTORIALS", tmp_path / "nowhere")
    monkeypatch.setattr(files, "BUNDLED_TUTORIALS", tmp_path / "nothing")
    assert cli.main(["tutor", "--no-browser", "--dir", str(tmp_path / "x")]) == 2


def test_tutor_flags_for_root_and_headless(monkeypatch):
    monkeypatch.setattr(os, "geteuid", lambda: 0)
    assert cli.root_flags() == ["--allow-root"]
    monkeypatch.setattr(os, "geteuid", lambda: 1000)
    assert cli.root_flags() == []
    assert cli.headless(True)
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    assert cli.headless(False) == sys.platform.startswith("linux")


@pytest.mark.parametrize("stop_signal", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "Ctrl-C"])
def test_tutor_starts_jupyterlab_whose_url_answers_and_stops_it(tmp_path, stop_signal):
    port = free_port()
    env = {**os.environ, "JUPYTER_CONFIG_DIR": str(tmp_path / "cfg"), "JUPYTER_RUNTIME_DIR": str(tmp_path / "rt"),
           "JUPYTER_DATA_DIR": str(tmp_path / "data"), "IPYTHONDIR": str(tmp_path / "ipy"),
           "MPLCONFIGDIR": str(tmp_path / "mpl"), "PYTHONUNBUFFERED": "1"}
    errors = open(tmp_path / "stderr.txt", "w")
    proc = subprocess.Popen([sys.executable, "-m", "floe_widgets", "tutor", "--no-browser", "--port", str(port),
                             "--dir", str(tmp_path / "tutorials")], stdout=subprocess.PIPE,
                            stderr=errors, text=True, env=env, start_new_session=True)
    try:
        url = None
        for line in proc.stdout:
            if line.startswith("Open: "):
                url = line.removeprefix("Open: ").strip()
                break
        assert url and f":{port}/lab/tree/00_start_here.ipynb?token=" in url
        assert (tmp_path / "tutorials" / "00_start_here.ipynb").exists()
        deadline = time.monotonic() + 60
        while True:
            try:
                with urllib.request.urlopen(url, timeout=5) as response:
                    assert response.status == 200
                    assert "JupyterLab" in response.read().decode("utf-8", "replace")
                    break
            except OSError:
                assert proc.poll() is None, "the server stopped"
                assert time.monotonic() < deadline, "JupyterLab did not answer within 60 s"
                time.sleep(0.5)
        assert "Warning" not in (tmp_path / "stderr.txt").read_text()
        proc.send_signal(stop_signal)  # to the tutor only: it must stop JupyterLab itself
        assert proc.wait(timeout=30) == 0
        with pytest.raises(ProcessLookupError):  # nothing is left in the tutor's process group
            os.killpg(proc.pid, 0)
    finally:
        stop(proc)
        errors.close()


def test_present_refuses_a_missing_notebook(tmp_path, capsys):
    assert cli.main(["present", str(tmp_path / "nope.ipynb")]) == 2
    assert "no notebook" in capsys.readouterr().err


def test_in_a_checkout_tutor_serves_a_copy_in_the_learners_folder(tmp_path, monkeypatch):
    monkeypatch.setattr(files, "DEFAULT_COPY", tmp_path / "floe-widgets-tutorials")
    folder = cli.tutorial_dir(None)
    assert folder == (tmp_path / "floe-widgets-tutorials").resolve() != files.CHECKOUT_TUTORIALS
    assert (folder / files.START).read_text() == (files.CHECKOUT_TUTORIALS / files.START).read_text()


def test_no_command_prints_help(capsys):
    assert cli.main([]) == 0
    assert "tutor" in capsys.readouterr().out


def test_present_serves_a_notebook_with_voila(tmp_path):
    port = free_port()
    env = {**os.environ, "JUPYTER_CONFIG_DIR": str(tmp_path / "cfg"), "JUPYTER_RUNTIME_DIR": str(tmp_path / "rt"),
           "IPYTHONDIR": str(tmp_path / "ipy"), "MPLCONFIGDIR": str(tmp_path / "mpl"), "PYTHONUNBUFFERED": "1"}
    notebook = files.CHECKOUT_TUTORIALS / files.START
    proc = subprocess.Popen([sys.executable, "-m", "floe_widgets", "present", str(notebook), "--port", str(port),
                             "--no-browser"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                            env=env, start_new_session=True)
    try:
        assert proc.stdout.readline().strip() == f"Open: http://127.0.0.1:{port}/"
        deadline = time.monotonic() + 60
        while True:  # wait for the port only: each GET would run the notebook in a new kernel
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", port)) == 0:
                    break
            assert proc.poll() is None, "voila stopped"
            assert time.monotonic() < deadline, "voila did not listen within 60 s"
            time.sleep(0.3)
    finally:
        stop(proc)


def test_bundle_tutorials_counts_its_files_in_words(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(files, "BUNDLED_TUTORIALS", tmp_path / "bundled")
    one = tmp_path / "one"
    one.mkdir()
    (one / files.START).write_text("start")
    monkeypatch.setattr(files, "checkout_tutorials", lambda: one)
    assert cli.main(["bundle-tutorials"]) == 0
    assert capsys.readouterr().out == f"Bundled 1 tutorial file into {tmp_path / 'bundled'}\n"
    monkeypatch.setattr(files, "checkout_tutorials", lambda: fake_tutorials(tmp_path / "two", "start"))
    assert cli.main(["bundle-tutorials"]) == 0
    assert capsys.readouterr().out == f"Bundled 2 tutorial files into {tmp_path / 'bundled'}\n"
