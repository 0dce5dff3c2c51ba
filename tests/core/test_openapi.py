"""The OpenAPI document declares every status each operation can answer, and real content types."""

import httpx

from tests.factories import product_master
from tests.support import Actor, LiveServer

COMMON = {"400", "401", "403", "404", "413", "429", "503"}


def test_every_operation_declares_what_it_can_answer(server: LiveServer) -> None:
    spec = httpx.get(f"{server.base_url}/api/v1/openapi.json").json()
    operations = [
        (path, method, operation)
        for path, item in spec["paths"].items()
        if path.startswith("/api/")
        for method, operation in item.items()
    ]
    assert len(operations) > 35
    for path, method, operation in operations:
        declared = set(operation["responses"])
        assert declared >= COMMON, (method, path, COMMON - declared)
        assert "422" not in declared
        if "requestBody" in operation:
            assert "415" in declared, (method, path)
        if method in ("post", "put", "patch", "delete"):
            assert "409" in declared, (method, path)
        headers = {p["name"].lower() for p in operation.get("parameters", []) if p["in"] == "header"}
        if "if-match" in headers:
            assert "412" in declared, (method, path)
    held = spec["paths"]["/api/v1/masters/{master_type}"]["post"]["responses"]
    assert "202" in held


def test_file_content_is_declared_binary_and_served_with_its_type(server: LiveServer, admin: Actor) -> None:
    spec = httpx.get(f"{server.base_url}/api/v1/openapi.json").json()
    content = spec["paths"]["/api/v1/files/{file_id}/content"]["get"]["responses"]["200"]["content"]
    assert content == {"*/*": {"schema": {"type": "string", "format": "binary"}}}
    product_master(admin)
    uploaded = admin.post(
        "/files/upload", files={"file": ("メモ.txt", "品目の説明".encode(), "text/plain")}
    ).json()
    served = admin.get(f"/files/{uploaded['id']}/content")
    assert served.status_code == 200
    assert served.headers["content-type"].startswith("text/plain")
    assert served.content == "品目の説明".encode()
