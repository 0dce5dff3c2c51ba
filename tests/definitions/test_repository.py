"""The definition lock: writes share it, a schema change takes it alone and is not starved."""

import threading

import pytest
from sqlalchemy import text
from sqlalchemy.exc import OperationalError

from mdm.definitions.repository import DefinitionRepository
from tests.factories import define, field
from tests.support import Actor, LiveServer


def test_a_waiting_schema_change_holds_back_the_writes_after_it(server: LiveServer, admin: Actor) -> None:
    if server.database.is_sqlite:
        pytest.skip("SQLite runs one writer at a time, so nothing can overtake a schema change")
    define(admin, "queued", field("s"))
    database = server.database
    writer, change, later = (database.session() for _ in range(3))
    got: list[object] = []

    def take_exclusively() -> None:
        """Takes the definition for a schema change (waits for the write in progress)."""
        try:
            got.append(DefinitionRepository(change, admin.tenant_id).get("queued", for_update=True))
        except Exception as exc:  # reported below, not lost in the thread
            got.append(exc)

    changing = threading.Thread(target=take_exclusively, daemon=True)
    try:
        assert DefinitionRepository(writer, admin.tenant_id).get("queued", for_share=True) is not None
        changing.start()
        changing.join(timeout=0.5)
        assert changing.is_alive(), "the schema change should wait for the write in progress"
        later.execute(text("SET LOCAL lock_timeout = '300ms'"))
        with pytest.raises(OperationalError, match="lock timeout"):
            DefinitionRepository(later, admin.tenant_id).get("queued", for_share=True)
        writer.commit()
        changing.join(timeout=10)
        assert not changing.is_alive(), "the schema change should run once the write has committed"
        assert len(got) == 1, got
        assert getattr(got[0], "master_type", None) == "queued", got
        other = database.session()
        try:
            other.execute(text("SET LOCAL lock_timeout = '300ms'"))
            other_master = DefinitionRepository(other, admin.tenant_id).get("elsewhere", for_share=True)
            assert other_master is None  # another master's lock is not this one's
        finally:
            other.rollback()
            other.close()
    finally:
        for made in (writer, later, change):
            if made is change and changing.is_alive():
                changing.join(timeout=10)  # the others' locks are gone: it finishes
            made.rollback()
            made.close()
