"""Storage back ends: local directory and S3 (moto's in-process server), with the size limit."""

import hashlib
import io
import os
from pathlib import Path

import pytest

from mdm.core.errors import PayloadTooLarge
from mdm.files.storage import LocalStorage, S3Storage, checked_key, new_key
from tests.files.support import BUCKET, files_on_disk, s3_client


def pieces(content: bytes, size: int = 1000) -> list[bytes]:
    """Cuts bytes into chunks."""
    return [content[i : i + size] for i in range(0, len(content), size)]


@pytest.mark.parametrize("key", ["../x", "/etc/passwd", "t/../../x", "t/a.b", "t/a\n", "t/a/b", "t\x00/a"])
def test_keys_of_other_shapes_are_refused(tmp_path: Path, key: str) -> None:
    storage = LocalStorage(tmp_path)
    with pytest.raises(ValueError, match="invalid storage key"):
        storage.save(key, [b"x"], max_bytes=10)
    with pytest.raises(ValueError, match="invalid storage key"):
        checked_key(key)
    assert files_on_disk(tmp_path) == []


def test_new_keys_are_tenant_folder_and_random_id() -> None:
    key = new_key("01a2018d-63d6-7577-af02-26d173331a89")
    tenant, name = key.split("/")
    assert tenant == "01a2018d-63d6-7577-af02-26d173331a89"
    assert len(name) == 32
    assert new_key(tenant) != key


def test_local_save_open_delete(tmp_path: Path) -> None:
    storage = LocalStorage(tmp_path)
    content = os.urandom(3 * 1024 * 1024 + 5)
    key = new_key("tenant")
    written = storage.save(key, pieces(content, 65536), max_bytes=len(content))
    assert (written.size, written.sha256) == (len(content), hashlib.sha256(content).hexdigest())
    assert b"".join(storage.open(key)) == content
    storage.delete(key)
    storage.delete(key)
    assert files_on_disk(tmp_path) == []
    with pytest.raises(FileNotFoundError):
        storage.open(key)


def test_local_limit_is_enforced_while_streaming(tmp_path: Path) -> None:
    storage = LocalStorage(tmp_path)
    consumed: list[int] = []

    def endless() -> object:
        for i in range(10_000):
            consumed.append(i)
            yield b"z" * 1024

    with pytest.raises(PayloadTooLarge):
        storage.save(new_key("tenant"), endless(), max_bytes=10 * 1024)  # type: ignore[arg-type]
    assert len(consumed) == 11
    assert files_on_disk(tmp_path) == []


def test_s3_round_trip_single_and_multipart(s3_endpoint: str) -> None:
    client = s3_client(s3_endpoint)
    storage = S3Storage(client, BUCKET)
    for size in (0, 100, 9 * 1024 * 1024 + 3):
        content = os.urandom(size)
        key = new_key("tenant")
        written = storage.save(key, pieces(content, 1024 * 1024), max_bytes=20 * 1024 * 1024)
        assert written.sha256 == hashlib.sha256(content).hexdigest()
        assert client.get_object(Bucket=BUCKET, Key=key)["Body"].read() == content
        assert b"".join(storage.open(key)) == content
        storage.delete(key)
        assert client.list_objects_v2(Bucket=BUCKET, Prefix=key).get("KeyCount") == 0


def test_s3_limit_leaves_no_object_nor_parts(s3_endpoint: str) -> None:
    client = s3_client(s3_endpoint)
    storage = S3Storage(client, BUCKET)
    key = new_key("tenant")
    stream = io.BytesIO(os.urandom(12 * 1024 * 1024))
    with pytest.raises(PayloadTooLarge):
        storage.save(key, iter(lambda: stream.read(1024 * 1024), b""), max_bytes=10 * 1024 * 1024)
    assert client.list_objects_v2(Bucket=BUCKET, Prefix=key).get("KeyCount") == 0
    assert client.list_multipart_uploads(Bucket=BUCKET).get("Uploads", []) == []
