"""File service: names, headers, and bytes that follow the fate of their transaction."""

from pathlib import Path

import pytest

from mdm.files import service
from mdm.files.storage import LocalStorage
from tests.files.support import files_on_disk
from tests.support import Actor, LiveServer, principal_of


@pytest.mark.parametrize(
    ("raw", "shown"),
    [
        ("report.pdf", "report.pdf"),
        ("../../x", "x"),
        ("/etc/passwd", "passwd"),
        ("a\x00b", "ab"),
        ("日本語.pdf", "日本語.pdf"),
        ("dir\\sub\\f.txt", "f.txt"),
        ("  ", "file"),
        ("", "file"),
        (None, "file"),
        ("..", "file"),
        ("a" * 300 + ".csv", "a" * 251 + ".csv"),
    ],
)
def test_display_name(raw: str | None, shown: str) -> None:
    assert service.display_name(raw) == shown


@pytest.mark.parametrize(
    ("raw", "kept"),
    [
        ("text/plain; charset=utf-8", "text/plain; charset=utf-8"),
        ("image/png", "image/png"),
        (None, "application/octet-stream"),
        ("text/html\r\nX-Evil: 1", "application/octet-stream"),
        ("nonsense", "application/octet-stream"),
        ("text/plain\n", "text/plain"),
    ],
)
def test_clean_content_type(raw: str | None, kept: str) -> None:
    assert service.clean_content_type(raw) == kept


def test_bytes_go_when_the_transaction_rolls_back(server: LiveServer, admin: Actor, tmp_path: Path) -> None:
    storage = LocalStorage(tmp_path)
    stored_before_rollback: list[int] = []

    def failing_request() -> None:
        with server.database.transaction() as session:
            service.upload_file(
                session,
                principal=principal_of(admin),
                storage=storage,
                chunks=[b"abc"],
                filename="a.txt",
                content_type="text/plain",
                max_bytes=100,
            )
            stored_before_rollback.append(len(files_on_disk(tmp_path)))
            raise RuntimeError("the database write failed")

    with pytest.raises(RuntimeError):
        failing_request()
    assert stored_before_rollback == [1]
    assert files_on_disk(tmp_path) == []
    assert admin.get("/files").json()["total"] == 0

    with server.database.transaction() as session:
        kept = service.upload_file(
            session,
            principal=principal_of(admin),
            storage=storage,
            chunks=[b"abc"],
            filename="a.txt",
            content_type=None,
            max_bytes=100,
        )
    assert [p.read_bytes() for p in files_on_disk(tmp_path)] == [b"abc"]
    assert admin.get(f"/files/{kept.id}").json()["content_type"] == "application/octet-stream"


def test_bytes_stay_when_a_delete_rolls_back(server: LiveServer, admin: Actor, tmp_path: Path) -> None:
    storage = LocalStorage(tmp_path)
    with server.database.transaction() as session:
        kept = service.upload_file(
            session,
            principal=principal_of(admin),
            storage=storage,
            chunks=[b"abc"],
            filename="a.txt",
            content_type=None,
            max_bytes=100,
        )

    def failing_request() -> None:
        with server.database.transaction() as session:
            service.delete_file(session, principal=principal_of(admin), storage=storage, file_id=kept.id)
            raise RuntimeError("the commit failed")

    with pytest.raises(RuntimeError):
        failing_request()
    assert len(files_on_disk(tmp_path)) == 1
    with server.database.transaction() as session:
        service.delete_file(session, principal=principal_of(admin), storage=storage, file_id=kept.id)
    assert files_on_disk(tmp_path) == []
