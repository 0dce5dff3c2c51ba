"""`/files` on a server configured with `file_storage="s3"` against moto's S3 server."""

import hashlib
import os

from tests.factories import Factory
from tests.files.support import BUCKET, s3_client
from tests.support import LiveServer


def test_upload_download_delete_in_the_bucket(
    s3_server: LiveServer, s3_factory: Factory, s3_endpoint: str
) -> None:
    actor = s3_factory.actor()
    client = s3_client(s3_endpoint)
    content = os.urandom(10 * 1024 * 1024 + 11)
    response = actor.post("/files/upload", files={"file": ("../../big.bin", content)})
    assert response.status_code == 200, response.text
    meta = response.json()
    assert meta["filename"] == "big.bin"
    assert meta["sha256"] == hashlib.sha256(content).hexdigest()
    objects = client.list_objects_v2(Bucket=BUCKET, Prefix=actor.tenant_id + "/").get("Contents", [])
    assert len(objects) == 1
    assert objects[0]["Size"] == len(content)
    assert "big" not in objects[0]["Key"]
    assert not (s3_server.settings.data_dir / "files").exists()

    assert actor.get(f"/files/{meta['id']}/content").content == content
    assert actor.delete(f"/files/{meta['id']}").status_code == 200
    assert client.list_objects_v2(Bucket=BUCKET, Prefix=actor.tenant_id + "/").get("KeyCount") == 0
    assert actor.get(f"/files/{meta['id']}/content").status_code == 404


def test_over_limit_keeps_nothing_in_the_bucket(
    s3_server: LiveServer, s3_factory: Factory, s3_endpoint: str
) -> None:
    actor = s3_factory.actor()
    client = s3_client(s3_endpoint)
    limit = s3_server.settings.max_upload_bytes
    response = actor.post("/files/upload", files={"file": ("big.bin", b"q" * (limit + 1))})
    assert response.status_code == 413
    assert client.list_objects_v2(Bucket=BUCKET, Prefix=actor.tenant_id + "/").get("KeyCount") == 0
    assert client.list_multipart_uploads(Bucket=BUCKET).get("Uploads", []) == []
    assert actor.get("/files").json()["total"] == 0
