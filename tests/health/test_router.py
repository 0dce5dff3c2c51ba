"""`/health` and `/health/ready` against real parts, working and broken."""

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

from mdm.db.engine import Database
from mdm.ratelimit.limiter import RateLimiter
from tests.conftest import make_settings
from tests.support import LiveServer, free_port, run_server


@contextmanager
def broken_server(tmp_path: Path, *, database_url: str, redis: bool, files: bool) -> Iterator[LiveServer]:
    """Serves with a database, Redis and file storage that may each be out of reach."""
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    if files:
        (data_dir / "files").write_text("a file where the storage directory should be")
    settings = make_settings(data_dir, database_url)
    database = Database(settings.resolved_database_url())
    limiter = RateLimiter(f"redis://127.0.0.1:{free_port()}/0" if redis else "memory://")
    with run_server(settings, database, limiter) as live:
        yield live
    database.dispose()


def test_health_says_up(server: LiveServer) -> None:
    assert httpx.get(f"{server.base_url}/health").json() == {"status": "ok"}


def test_ready_when_every_part_answers(server: LiveServer) -> None:
    response = httpx.get(f"{server.base_url}/health/ready")
    assert response.status_code == 200
    assert response.json() == {"status": "ok"}


def test_ready_names_each_failing_part(tmp_path: Path) -> None:
    unreachable = f"postgresql://postgres@127.0.0.1:{free_port()}/mdm"
    with broken_server(tmp_path, database_url=unreachable, redis=True, files=True) as live:
        response = httpx.get(f"{live.base_url}/health/ready", timeout=30)
        assert httpx.get(f"{live.base_url}/health").status_code == 200
    assert response.status_code == 503
    assert response.json() == {"status": "unavailable", "failing": ["database", "redis", "file_storage"]}
    assert response.headers["Retry-After"]


def test_ready_names_only_redis(tmp_path: Path) -> None:
    with broken_server(
        tmp_path, database_url=f"sqlite:///{tmp_path / 'ok.db'}", redis=True, files=False
    ) as live:
        response = httpx.get(f"{live.base_url}/health/ready", timeout=30)
    assert response.status_code == 503
    assert response.json() == {"status": "unavailable", "failing": ["redis"]}
