from __future__ import annotations

import json
from pathlib import Path

import pytest

from floe_widgets.core import FormatError, persistence, read_document, write_document
from floe_widgets.core.persistence import write_atomic


def test_written_documents_lead_with_format_and_version() -> None:
    text = write_document("floe-widgets/x", 3, {"a": "é"}, indent=1)
    assert text.startswith('{\n "format": "floe-widgets/x",\n "version": 3')
    assert "é" in text


def test_reading_checks_the_envelope() -> None:
    good = write_document("floe-widgets/x", 1, {"a": 1})
    assert read_document(good, "floe-widgets/x", 1)["a"] == 1
    cases = [
        (good, "floe-widgets/y", 1, "format"),
        (good, "floe-widgets/x", 2, "version"),
        (json.dumps({"format": "other/x", "version": 1}), None, None, "format"),
        (json.dumps({"format": "floe-widgets/x"}), None, None, "version"),
        (json.dumps({"format": "floe-widgets/x", "version": True}), None, None, "version"),
        (json.dumps({"format": "floe-widgets/x", "version": "1"}), None, None, "version"),
    ]
    for text, fmt, version, path in cases:
        with pytest.raises(FormatError) as info:
            read_document(text, fmt, version)
        assert info.value.path == path


def test_non_objects_and_broken_json_are_refused() -> None:
    with pytest.raises(FormatError, match="line 1"):
        read_document('{"format": ')
    for text in ("[1]", '["floe-widgets/x"]'):
        with pytest.raises(FormatError, match="JSON object"):
            read_document(text)


def test_paths_are_read_from_disk(tmp_path) -> None:
    path = tmp_path / "doc.json"
    path.write_text(write_document("floe-widgets/x", 1, {"b": 2}), encoding="utf-8")
    assert read_document(path)["b"] == 2
    assert read_document(str(path))["b"] == 2
    with pytest.raises(FormatError, match="cannot read"):
        read_document(tmp_path / "missing.json")
    (tmp_path / "bin.json").write_bytes(b"\xff\xfe\x00")
    with pytest.raises(FormatError):
        read_document(tmp_path / "bin.json")


def test_an_atomic_write_goes_through_a_hidden_temporary_file_beside_the_target(tmp_path, monkeypatch) -> None:
    target = tmp_path / "game.json"
    target.write_text("old", encoding="utf-8")
    renamed = []
    real_replace = persistence.os.replace

    def replace(source, destination):
        renamed.append((Path(source), Path(destination)))
        real_replace(source, destination)

    monkeypatch.setattr(persistence.os, "replace", replace)
    assert write_atomic(target, "Eis – 氷") == target
    [(temporary, destination)] = renamed
    assert destination == target and temporary.parent == tmp_path
    assert temporary.name.startswith(".game.json.") and temporary.name.endswith(".tmp")
    assert target.read_bytes() == "Eis – 氷".encode()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


def test_a_failed_atomic_write_leaves_the_old_file_and_no_temporary_file(tmp_path, monkeypatch) -> None:
    target = tmp_path / "game.json"
    target.write_text("old", encoding="utf-8")

    def full_disk(_fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(persistence.os, "fsync", full_disk)
    with pytest.raises(OSError, match="No space left"):
        write_atomic(target, "new")
    assert target.read_text(encoding="utf-8") == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


def test_a_failed_rename_reports_its_own_error_even_when_the_temporary_file_is_gone(tmp_path, monkeypatch) -> None:
    def lost(source, _destination):
        Path(source).unlink()
        raise OSError(5, "the disk went away")

    monkeypatch.setattr(persistence.os, "replace", lost)
    with pytest.raises(OSError, match="the disk went away"):
        write_atomic(tmp_path / "game.json", "new")


def test_an_atomically_written_file_gets_the_mode_the_umask_allows(tmp_path) -> None:
    old = persistence.os.umask(0o022)
    try:
        written = write_atomic(tmp_path / "a.txt", "x")
    finally:
        persistence.os.umask(old)
    assert written.stat().st_mode & 0o777 == 0o644
