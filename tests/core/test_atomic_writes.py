"""Nothing lost: a save (or a situation) whose writing fails halfway leaves the previous file whole.

Writes go to a temporary file in the same folder, renamed into place only once complete
(``write_atomic``).  A file-size limit makes a real write fail in the middle; a failing flush does too.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from floe_widgets import games
from floe_widgets.core import RandomBot, persistence
from floe_widgets.core.persistence import write_atomic

ROOT = Path(__file__).resolve().parents[2]


def played(actions: int):
    game = games.new("ice-and-idols", players=2, seed=7)
    bot = RandomBot(7)
    for _ in range(actions):
        game.apply(bot.choose(game))
    return game


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def test_a_save_cut_short_by_a_file_size_limit_leaves_the_previous_save(tmp_path) -> None:
    path = tmp_path / "autosave.json"
    old = played(3)
    old.save(path)
    size = path.stat().st_size
    script = textwrap.dedent(f"""
        import resource, signal
        from floe_widgets import games
        from floe_widgets.core import RandomBot
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        game = games.new("ice-and-idols", players=2, seed=7)
        bot = RandomBot(7)
        for _ in range(60):
            game.apply(bot.choose(game))
        resource.setrlimit(resource.RLIMIT_FSIZE, ({size + 500}, {size + 500}))
        try:
            game.save({str(path)!r})
        except OSError as exc:
            print("refused:", exc.errno)
    """)
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300,
                         env={**os.environ, "PYTHONPATH": str(ROOT)}, check=False)
    assert "refused:" in run.stdout, run.stderr
    assert games.load(path).to_json() == old.to_json()
    assert leftovers(tmp_path) == []


def test_a_write_that_fails_before_it_is_complete_changes_nothing(tmp_path, monkeypatch) -> None:
    path = tmp_path / "game.json"
    old = played(3)
    old.save(path)

    def full_disk(_fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(persistence.os, "fsync", full_disk)
    with pytest.raises(OSError):
        played(40).save(path)
    assert games.load(path).to_json() == old.to_json()
    assert leftovers(tmp_path) == []


def test_a_symlink_is_replaced_not_followed(tmp_path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    victim = outside / "keep.txt"
    victim.write_text("keep")
    folder = tmp_path / "saves"
    folder.mkdir()
    (folder / "game.json").symlink_to(victim)
    played(2).save(folder / "game.json")
    assert victim.read_text() == "keep"
    assert json.loads((folder / "game.json").read_text())["game"] == "ice-and-idols"


def test_a_written_file_gets_the_usual_permissions(tmp_path) -> None:
    plain = tmp_path / "plain.txt"
    plain.write_text("x")
    atomic = write_atomic(tmp_path / "atomic.txt", "x")
    assert atomic.stat().st_mode & 0o777 == plain.stat().st_mode & 0o777


def test_a_situation_saved_from_the_tactics_lab_is_written_whole_or_not_at_all(tmp_path, monkeypatch) -> None:
    from floe_widgets.games.frosthaven.tactics import TacticsWidget

    path = tmp_path / "situation.json"
    lab = TacticsWidget()
    assert lab.save(path)
    before = path.read_text()

    def broken(_fd):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(persistence.os, "fsync", broken)
    lab.doc = {**lab.doc, "note": "x" * 10_000}
    assert not lab.save(path)
    assert path.read_text() == before
    assert leftovers(tmp_path) == []
