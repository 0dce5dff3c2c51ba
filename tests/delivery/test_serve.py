"""`mdm serve` delivers by itself: its in-process worker sends a change to a subscription while
the app serves, and stops with it."""

import time
from pathlib import Path

from mdm.db.engine import Database
from mdm.db.migrate import upgrade
from mdm.ratelimit.limiter import RateLimiter
from tests.conftest import make_settings
from tests.delivery.receiver import receiving
from tests.delivery.support import subscribe
from tests.factories import Factory, create, define, field
from tests.support import run_server


def test_the_server_delivers_what_is_committed(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'serve.db'}"
    settings = make_settings(
        tmp_path, url, events_delivery=True, events_poll_seconds=0.1, webhook_allow_private=True
    )
    database = Database(url)
    upgrade(database)
    with receiving() as receiver, run_server(settings, database, RateLimiter("memory://")) as live:
        factory = Factory(live)
        actor = factory.actor()
        define(actor, "warehouse", field("name"))
        subscribe(actor, receiver.url)
        made = create(actor, "warehouse", name="千葉 物流センター")
        deadline = time.monotonic() + 30
        while not receiver.events():
            assert time.monotonic() < deadline, "the server did not deliver"
            time.sleep(0.05)
        factory.close()
    assert [e["data"]["record_id"] for e in receiver.events()] == [made["id"]]
    database.dispose()
