"""`search` through the text indexes: substring semantics kept for every kind of term, and the
index following every write (create, update, delete, restore, import, schema change)."""

from tests.factories import create, define, field
from tests.support import Actor


def found(actor: Actor, term: str) -> list[str]:
    """Returns the codes of the parts whose searchable text contains `term`."""
    response = actor.get("/masters/part", params={"search": term, "limit": 1000})
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["total"] == len(body["items"])
    return sorted(r["data"]["code"] for r in body["items"])


def test_terms_of_every_shape(admin: Actor) -> None:
    define(admin, "part", field("code", unique=True), field("name"))
    create(admin, "part", code="P-1", name='Hex "Bolt" 50%_off')
    create(admin, "part", code="P-2", name="六角ボルト M8")
    create(admin, "part", code="P-3", name="Flügelmutter")
    assert found(admin, "bolt") == ["P-1"]
    assert found(admin, '"bolt"') == ["P-1"]  # quotes are text, not query syntax
    assert found(admin, "50%_") == ["P-1"]  # wildcards are text too
    assert found(admin, "0%") == ["P-1"]
    assert found(admin, "ボルト") == ["P-2"]
    assert found(admin, "ト") == ["P-2"]  # one character: no trigram, still found
    assert found(admin, "m8") == ["P-2"]
    assert found(admin, "FLÜGEL") == ["P-3"]
    assert found(admin, "p-") == ["P-1", "P-2", "P-3"]
    assert found(admin, "bolt OR nut") == []
    assert found(admin, "NEAR(a b)") == []


def test_the_index_follows_every_change(admin: Actor) -> None:
    define(admin, "part", field("code", unique=True), field("name"))
    made = create(admin, "part", code="Q-1", name="Ventilkappe")
    assert found(admin, "ventil") == ["Q-1"]
    changed = admin.patch(f"/masters/part/{made['id']}", json={"data": {"name": "Dichtring"}})
    assert changed.status_code == 200, changed.text
    assert found(admin, "ventil") == []
    assert found(admin, "dichtring") == ["Q-1"]
    assert admin.delete(f"/masters/part/{made['id']}").status_code == 200
    assert found(admin, "dichtring") == []
    history = admin.get(f"/masters/part/{made['id']}/history").json()["items"]
    patched = next(h["id"] for h in history if h["operation"] == "patch")
    restored = admin.post(f"/masters/part/{made['id']}/history/{patched}/rollback")
    assert restored.status_code == 200, restored.text
    assert found(admin, "dichtring") == ["Q-1"]
    csv = f"id,code,name\r\n,Q-2,Dichtscheibe\r\n{made['id']},Q-1,Dichtring neu\r\n".encode()
    imported = admin.post("/masters/part/import", content=csv, headers={"Content-Type": "text/csv"})
    assert imported.status_code in (200, 201), imported.text
    assert found(admin, "dicht") == ["Q-1", "Q-2"]
    assert found(admin, "ring neu") == ["Q-1"]
