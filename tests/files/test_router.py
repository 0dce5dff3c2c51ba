"""`/files`: upload, list, metadata, download and delete over HTTP, on local storage."""

import hashlib
import os
import socket
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

from tests.factories import Factory
from tests.files.support import SMALL_LIMIT, files_on_disk, multipart
from tests.support import Actor, LiveServer


def upload(actor: Actor, name: str, content: bytes, content_type: str = "application/pdf") -> dict:
    """Uploads bytes and returns the metadata answered."""
    response = actor.post("/files/upload", files={"file": (name, content, content_type)})
    assert response.status_code == 200, response.text
    return dict(response.json())


def tenant_dir(server: LiveServer, actor: Actor) -> Path:
    """Returns the local storage folder of an actor's tenant."""
    return server.settings.data_dir / "files" / actor.tenant_id


@pytest.mark.parametrize("size", [0, 1, 5 * 1024 * 1024 + 17])
def test_round_trip_keeps_bytes_and_checksum(server: LiveServer, admin: Actor, size: int) -> None:
    content = os.urandom(size)
    meta = upload(admin, "report.pdf", content)
    assert meta["filename"] == "report.pdf"
    assert meta["content_type"] == "application/pdf"
    assert meta["size"] == size
    assert meta["sha256"] == hashlib.sha256(content).hexdigest()
    assert meta["uploaded_by"] == admin.user_id
    assert meta["created_at"].endswith("Z")

    assert admin.get(f"/files/{meta['id']}").json() == meta
    download = admin.get(f"/files/{meta['id']}/content")
    assert download.status_code == 200
    assert download.content == content
    assert hashlib.sha256(download.content).hexdigest() == meta["sha256"]
    assert download.headers["content-type"] == "application/pdf"
    assert download.headers["x-content-type-options"] == "nosniff"
    assert download.headers["content-disposition"].startswith("attachment;")
    assert int(download.headers["content-length"]) == size

    stored = files_on_disk(tenant_dir(server, admin))
    assert len(stored) == 1
    assert stored[0].read_bytes() == content
    assert "report" not in stored[0].name

    deleted = admin.delete(f"/files/{meta['id']}")
    assert deleted.status_code == 200
    assert deleted.json() == {"id": meta["id"], "deleted": True}
    assert files_on_disk(tenant_dir(server, admin)) == []
    assert admin.get(f"/files/{meta['id']}").status_code == 404
    assert admin.get(f"/files/{meta['id']}/content").status_code == 404
    assert admin.delete(f"/files/{meta['id']}").status_code == 404


def test_list_is_paged_newest_first(admin: Actor) -> None:
    ids = [upload(admin, f"f{i}.txt", b"x" * i, "text/plain")["id"] for i in range(3)]
    page = admin.get("/files", params={"limit": 2}).json()
    assert page["total"] == 3
    assert [f["id"] for f in page["items"]] == [ids[2], ids[1]]
    rest = admin.get("/files", params={"skip": 2, "limit": 2}).json()
    assert [f["id"] for f in rest["items"]] == [ids[0]]
    assert admin.get("/files", params={"limit": 1001}).status_code == 400


def test_unicode_name_survives_in_content_disposition(admin: Actor) -> None:
    meta = upload(admin, "日本語 レポート; 100% (1).pdf", b"%PDF-1.7")
    assert meta["filename"] == "日本語 レポート; 100% (1).pdf"
    header = admin.get(f"/files/{meta['id']}/content").headers["content-disposition"]
    ascii_part, star_part = header.split("; filename*=")
    assert ascii_part.startswith('attachment; filename="')
    assert header.isascii()
    assert star_part.startswith("UTF-8''")
    assert unquote(star_part.removeprefix("UTF-8''")) == meta["filename"]


@pytest.mark.parametrize(
    ("raw_name", "shown"),
    [
        (b"../../x", "x"),
        (b"/etc/passwd", "passwd"),
        (b"a\x00b", "ab"),
        (b"..\\..\\windows\\evil.txt", "evil.txt"),
        (b"..", "file"),
        (b"tab\there\x7f.txt", "tabhere.txt"),
        ("invoice\u202egpj.exe".encode(), "invoicegpj.exe"),
        ("C:\\Users\\山田\\見積書.xlsx".encode(), "見積書.xlsx"),
    ],
)
def test_path_like_names_never_reach_the_file_system(
    server: LiveServer, admin: Actor, raw_name: bytes, shown: str
) -> None:
    root = server.settings.data_dir
    outside = root.parent
    before = {p for p in outside.rglob("*") if p.is_file() and root not in p.parents}
    body, headers = multipart(raw_name, b"payload")
    response = admin.post("/files/upload", content=body, headers=headers)
    assert response.status_code == 200, response.text
    meta = response.json()
    assert meta["filename"] == shown
    stored = files_on_disk(root / "files")
    assert [p for p in stored if p.parent == tenant_dir(server, admin)], "bytes are under the tenant folder"
    assert all(len(p.name) == 32 and p.name.isalnum() for p in stored)
    after = {p for p in outside.rglob("*") if p.is_file() and root not in p.parents}
    assert after == before
    header = admin.get(f"/files/{meta['id']}/content").headers["content-disposition"]
    assert "\r" not in header
    assert "\n" not in header
    assert "/" not in header


def test_missing_file_part_is_400(admin: Actor) -> None:
    wrong_part = admin.post("/files/upload", files={"document": ("a.txt", b"x", "text/plain")})
    assert wrong_part.status_code == 400
    assert "'file'" in wrong_part.json()["detail"]
    form_only = admin.post("/files/upload", data={"file": "not a file"})
    assert form_only.status_code == 415
    assert admin.post("/files/upload", json={"file": "x"}).status_code == 415
    assert admin.post("/files/upload").status_code == 400
    assert admin.get("/files").json()["total"] == 0


def test_malformed_content_type_falls_back(admin: Actor) -> None:
    body, headers = multipart(b"a.html", b"<script>", content_type=b"text/html\x01evil")
    meta = admin.post("/files/upload", content=body, headers=headers).json()
    assert meta["content_type"] == "application/octet-stream"


def test_over_limit_is_413_and_keeps_nothing(small_server: LiveServer, small_factory: Factory) -> None:
    actor = small_factory.actor()
    too_big = actor.post("/files/upload", files={"file": ("big.bin", b"x" * (SMALL_LIMIT + 1))})
    assert too_big.status_code == 413
    assert str(SMALL_LIMIT) in too_big.json()["detail"]
    assert files_on_disk(tenant_dir(small_server, actor)) == []
    assert actor.get("/files").json()["total"] == 0
    exact = actor.post("/files/upload", files={"file": ("ok.bin", b"x" * SMALL_LIMIT)})
    assert exact.status_code == 200
    assert exact.json()["size"] == SMALL_LIMIT


def test_large_declared_length_is_refused_before_the_body(
    small_server: LiveServer, small_factory: Factory
) -> None:
    actor = small_factory.actor()
    url = urlsplit(small_server.base_url)
    request = (
        "POST /api/v1/files/upload HTTP/1.1\r\n"
        f"Host: {url.netloc}\r\nAuthorization: Bearer {actor.key}\r\n"
        "Content-Type: multipart/form-data; boundary=xyz\r\n"
        f"Content-Length: {50 * SMALL_LIMIT}\r\nConnection: close\r\n\r\n"
    )
    with socket.create_connection((url.hostname, url.port), timeout=10) as sock:
        sock.sendall(request.encode())
        answer = sock.recv(65536).decode()
    assert answer.startswith("HTTP/1.1 413")
    assert files_on_disk(tenant_dir(small_server, actor)) == []


def test_body_without_length_is_cut_off_at_the_limit(
    small_server: LiveServer, small_factory: Factory
) -> None:
    actor = small_factory.actor()
    body, headers = multipart(b"stream.bin", b"y" * (SMALL_LIMIT + 128 * 1024))

    def chunks() -> object:
        for start in range(0, len(body), 16384):
            yield body[start : start + 16384]

    response = actor.post("/files/upload", content=chunks(), headers=headers)
    assert response.status_code == 413
    assert files_on_disk(tenant_dir(small_server, actor)) == []


def test_other_tenants_get_404(admin: Actor, factory: Factory) -> None:
    meta = upload(admin, "secret.txt", b"secret", "text/plain")
    stranger = factory.actor()
    for path in (f"/files/{meta['id']}", f"/files/{meta['id']}/content"):
        assert stranger.get(path).status_code == 404
    assert stranger.delete(f"/files/{meta['id']}").status_code == 404
    assert stranger.get("/files").json() == {"items": [], "total": 0}
    assert admin.get(f"/files/{meta['id']}/content").content == b"secret"


def test_scopes_and_audit(admin: Actor, factory: Factory) -> None:
    reader = factory.actor(tenant=admin.tenant_name, role="member", scopes=("read",))
    refused = reader.post("/files/upload", files={"file": ("a.txt", b"a")})
    assert refused.status_code == 403
    meta = upload(admin, "a.txt", b"abc", "text/plain")
    assert reader.get(f"/files/{meta['id']}/content").content == b"abc"
    assert reader.delete(f"/files/{meta['id']}").status_code == 403
    assert admin.delete(f"/files/{meta['id']}").status_code == 200
    for action in ("file.upload", "file.delete"):
        entries = admin.get("/audit/logs", params={"action": action}).json()["items"]
        assert [e["resource_id"] for e in entries] == [meta["id"]]
        assert entries[0]["resource_type"] == "file"
