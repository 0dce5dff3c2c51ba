"""Planner statistics on SQLite: gathered by the upkeep, bounded, harmless on PostgreSQL."""

import anyio
from sqlalchemy import text

from mdm.db.engine import Database
from mdm.db.upkeep import analyze, analyze_forever
from tests.factories import Factory, define, field
from tests.support import LiveServer


def test_the_served_database_is_analyzed_with_its_records(server: LiveServer) -> None:
    if not server.database.is_sqlite:
        assert analyze(server.database) is False  # autovacuum's work on PostgreSQL
        return
    made = Factory(server)
    try:
        admin = made.actor()
        define(admin, "ticket", field("code", unique=True), field("title"))
        for title in ("配送の遅延", "wrong invoice address", "Lieferung beschädigt"):
            assert (
                admin.post("/masters/ticket", json={"data": {"code": title[:4], "title": title}}).status_code
                == 201
            )
        assert analyze(server.database) is True
        with server.database.engine.connect() as conn:
            rows = conn.execute(text("SELECT stat FROM sqlite_stat1 WHERE idx = 'ix_record_live'")).scalars()
            assert all(int(stat.split()[0]) > 0 for stat in rows)
    finally:
        made.close()


def test_the_loop_is_idle_on_postgresql() -> None:
    database = Database("postgresql://postgres@127.0.0.1:1/none")  # never connected to
    anyio.run(lambda: analyze_forever(database, interval=0.01))  # returns at once
    database.dispose()
