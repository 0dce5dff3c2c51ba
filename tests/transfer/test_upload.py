"""The import upload over HTTP: bad files, missing parts and the size limit (413)."""

from collections.abc import Iterator

import pytest

from tests.factories import product_master
from tests.support import Actor, LiveServer
from tests.transfer.support import stored, upload
from tests.transfer.test_service import BAD_FILES


@pytest.mark.parametrize(("content", "message"), BAD_FILES)
def test_bad_files_answer_400_and_write_nothing(
    server: LiveServer, admin: Actor, content: bytes, message: str
) -> None:
    product_master(admin)
    response = upload(admin, "product", content)
    assert response.status_code == 400
    assert list(response.json()) == ["detail"]
    assert message in response.json()["detail"]
    assert stored(server.database, admin.tenant_id) == (0, 0, 0)


def test_multipart_without_file_part(admin: Actor) -> None:
    product_master(admin)
    response = admin.post("/masters/product/import", files={"other": ("x.csv", b"sku,name\r\n")})
    assert response.status_code == 400
    assert response.json() == {"detail": "The multipart body has no part named 'file'"}


def test_other_content_types_are_refused(admin: Actor) -> None:
    product_master(admin)
    response = admin.post("/masters/product/import", json={"sku": "A"})
    assert response.status_code == 415
    assert "multipart/form-data" in response.json()["detail"]


@pytest.fixture
def small_limit(server: LiveServer) -> Iterator[int]:
    """Lowers the server's upload limit for one test."""
    saved = server.settings.max_upload_bytes
    server.settings.max_upload_bytes = 2000
    yield 2000
    server.settings.max_upload_bytes = saved


def test_upload_over_the_limit_is_413(server: LiveServer, admin: Actor, small_limit: int) -> None:
    product_master(admin)
    body = "sku,name\r\n" + "".join(f"S{i:05},name {i}\r\n" for i in range(200))
    response = upload(admin, "product", body)
    assert response.status_code == 413
    assert response.json() == {"detail": "The upload is larger than the limit of 2,000 bytes"}
    assert upload(admin, "product", "sku,name\r\nA,B\r\n").json()["created"] == 1
    assert stored(server.database, admin.tenant_id)[0] == 1


def test_chunked_upload_is_counted_while_reading(server: LiveServer, admin: Actor, small_limit: int) -> None:
    product_master(admin)

    def chunks() -> Iterator[bytes]:
        yield b"sku,name\r\n"
        for i in range(300):
            yield f"S{i:05},name {i}\r\n".encode()

    response = admin.post("/masters/product/import", content=chunks(), headers={"Content-Type": "text/csv"})
    assert response.status_code == 413
    assert stored(server.database, admin.tenant_id)[0] == 0
