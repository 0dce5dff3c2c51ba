"""The migrations build exactly the schema the models describe."""

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext

from mdm.db.base import POSTGRESQL_ONLY_INDEXES, Base
from mdm.db.migrate import upgrade
from tests.support import LiveServer


@pytest.mark.filterwarnings("ignore:Skipped unsupported reflection of expression-based index")
def test_models_and_migrations_agree(server: LiveServer) -> None:
    upgrade(server.database)  # idempotent
    with server.database.engine.connect() as conn:
        context = MigrationContext.configure(conn, opts={"compare_type": False})
        diff = compare_metadata(context, Base.metadata)
    # Field indexes follow the definitions (mdm.records.indexes), not the models.
    diff = [d for d in diff if not (d[0] == "remove_index" and d[1].name.startswith("ixf_"))]
    if conn.dialect.name != "postgresql":
        diff = [d for d in diff if not (d[0] == "add_index" and d[1].name in POSTGRESQL_ONLY_INDEXES)]
    assert diff == []
