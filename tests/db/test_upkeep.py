"""Upkeep: planner statistics on SQLite gathered by the service; `mdm db vacuum` keeps the
search index in step with the rows it compacts."""

from pathlib import Path

import anyio
from sqlalchemy import text

from mdm.db.engine import Database
from mdm.db.migrate import upgrade
from mdm.db.upkeep import analyze, analyze_forever, vacuum
from mdm.ratelimit.limiter import RateLimiter
from tests.conftest import make_settings
from tests.factories import Factory, create, define, field
from tests.support import LiveServer, run_server


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


def test_search_answers_the_same_after_a_vacuum(tmp_path: Path) -> None:
    settings = make_settings(tmp_path, f"sqlite:///{tmp_path / 'mdm.db'}")
    database = Database(settings.resolved_database_url())
    upgrade(database)
    try:
        with run_server(settings, database, RateLimiter("memory://")) as live:
            made = Factory(live)
            admin = made.actor()
            define(admin, "draft", field("title"))
            define(admin, "part", field("code", unique=True), field("name"))
            for i in range(30):
                create(admin, "draft", title=f"Entwurf {i}")
            for i, name in enumerate(["Zahnriemen", "Kugellager", "歯車ユニット"]):
                create(admin, "part", code=f"Z-{i}", name=name)
            purged = admin.delete("/definitions/draft", params={"force": "true"})
            assert purged.status_code == 200, purged.text
            vacuum(live.database)  # compacts the purged drafts away; search answers as before
            for term, codes in [("zahnriemen", ["Z-0"]), ("kugel", ["Z-1"]), ("歯車ユ", ["Z-2"])]:
                items = admin.get("/masters/part", params={"search": term}).json()["items"]
                assert [r["data"]["code"] for r in items] == codes
            made.close()
    finally:
        database.dispose()
