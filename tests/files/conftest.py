"""File test servers: one with a small upload limit, one storing in an in-process S3 server."""

from collections.abc import Iterator

import pytest
from moto.server import ThreadedMotoServer

from mdm.ratelimit.limiter import RateLimiter
from tests.factories import Factory
from tests.files.support import BUCKET, SMALL_LIMIT, s3_client
from tests.support import LiveServer, free_port, run_server


@pytest.fixture(scope="module")
def small_server(server: LiveServer, tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    """A server on the same database whose upload limit is 256 KiB."""
    settings = server.settings.model_copy(
        update={"max_upload_bytes": SMALL_LIMIT, "data_dir": tmp_path_factory.mktemp("small")}
    )
    with run_server(settings, server.database, RateLimiter("memory://")) as live:
        yield live


@pytest.fixture
def small_factory(small_server: LiveServer) -> Iterator[Factory]:
    """Builds actors that talk to the small-limit server."""
    made = Factory(small_server)
    yield made
    made.close()


@pytest.fixture(scope="module")
def s3_endpoint() -> Iterator[str]:
    """An S3-compatible server (moto) on 127.0.0.1 with an empty bucket."""
    with pytest.MonkeyPatch.context() as env:
        for name, value in {
            "AWS_ACCESS_KEY_ID": "testing",
            "AWS_SECRET_ACCESS_KEY": "testing",
            "AWS_SESSION_TOKEN": "testing",
            "AWS_DEFAULT_REGION": "us-east-1",
            "AWS_EC2_METADATA_DISABLED": "true",
        }.items():
            env.setenv(name, value)
        moto = ThreadedMotoServer(ip_address="127.0.0.1", port=free_port(), verbose=False)
        moto.start()
        host, port = moto.get_host_and_port()
        url = f"http://{host}:{port}"
        s3_client(url).create_bucket(Bucket=BUCKET)
        try:
            yield url
        finally:
            moto.stop()


@pytest.fixture(scope="module")
def s3_server(
    server: LiveServer, s3_endpoint: str, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[LiveServer]:
    """A server on the same database that keeps file bytes in the S3 bucket."""
    settings = server.settings.model_copy(
        update={
            "file_storage": "s3",
            "s3_bucket": BUCKET,
            "s3_endpoint_url": s3_endpoint,
            "s3_region": "us-east-1",
            "max_upload_bytes": 20 * 1024 * 1024,
            "data_dir": tmp_path_factory.mktemp("s3-local"),
        }
    )
    with run_server(settings, server.database, RateLimiter("memory://")) as live:
        yield live


@pytest.fixture
def s3_factory(s3_server: LiveServer) -> Iterator[Factory]:
    """Builds actors that talk to the S3-backed server."""
    made = Factory(s3_server)
    yield made
    made.close()
