"""The migrations build exactly the schema the models describe, and carry stored data along."""

from pathlib import Path

import pytest
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import insert
from sqlalchemy.orm import Session

from mdm.core.time import utcnow
from mdm.db.base import POSTGRESQL_ONLY_INDEXES, Base, table_of
from mdm.db.engine import Database
from mdm.db.migrate import alembic_config, upgrade
from mdm.db.models import MasterDefinition, Record, Tenant
from tests.support import LiveServer


@pytest.mark.filterwarnings("ignore:Skipped unsupported reflection of expression-based index")
def test_models_and_migrations_agree(server: LiveServer) -> None:
    upgrade(server.database)  # idempotent
    with server.database.engine.connect() as conn:
        context = MigrationContext.configure(conn, opts={"compare_type": False})
        diff = compare_metadata(context, Base.metadata)
    # Field indexes follow the definitions (mdm.records.indexes), not the models.
    diff = [d for d in diff if not (d[0] == "remove_index" and d[1].name.startswith("ixf_"))]
    # SQLite's full-text index of the search text (mdm.db.search) is a virtual table and its shadows.
    diff = [d for d in diff if not (d[0] == "remove_table" and d[1].name.startswith("record_fts"))]
    if conn.dialect.name != "postgresql":
        diff = [d for d in diff if not (d[0] == "add_index" and d[1].name in POSTGRESQL_ONLY_INDEXES)]
    assert diff == []


def test_stored_search_text_loses_long_free_text(tmp_path: Path) -> None:
    database = Database(f"sqlite:///{tmp_path / 'mdm.db'}")
    write = database.engine.execution_options(mdm_write=True)
    try:
        with write.connect() as conn:
            command.upgrade(alembic_config(conn), "2026_11_24_i12_catalog_stats")
            conn.commit()
        now = utcnow()
        fields: list[dict[str, object]] = [
            {"name": "code"},
            {"name": "memo", "type": "text"},
            {"name": "spec", "type": "text", "searchable": True},
        ]
        data = {"code": "JP-0815", "memo": "棚の奥に保管", "spec": "M8 stainless"}
        with Session(write) as session, session.begin():
            session.add(Tenant(id="t1", name="Kobayashi Trading", plan="free", created_at=now))
            session.flush()
            session.add(
                MasterDefinition(
                    id="d1",
                    tenant_id="t1",
                    master_type="bolt",
                    master_type_label="Bolt",
                    schema={"fields": fields},
                    version=1,
                    created_at=now,
                    updated_at=now,
                )
            )
            session.flush()
            # Only the columns the schema had then (later revisions add more).
            session.execute(
                insert(table_of(Record)).values(
                    id="r1",
                    tenant_id="t1",
                    master_type="bolt",
                    data=data,
                    search_text="jp-0815\n棚の奥に保管\nm8 stainless",
                    version=1,
                    created_at=now,
                    updated_at=now,
                )
            )
        upgrade(database)
        with Session(database.engine) as session:
            assert session.get(Record, "r1").search_text == "jp-0815\nm8 stainless"  # type: ignore[union-attr]
    finally:
        database.dispose()
