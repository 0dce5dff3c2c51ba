"""Service configuration read from `MDM_` environment variables and `.env`."""

import ipaddress
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import Field, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    """All runtime settings of the service."""

    model_config = SettingsConfigDict(env_prefix="MDM_", env_file=".env", extra="ignore")

    data_dir: Path = Path("./mdm-data")
    database_url: str | None = None
    redis_url: str | None = None
    file_storage: Literal["local", "s3"] = "local"
    s3_bucket: str | None = None
    s3_endpoint_url: str | None = None
    s3_region: str | None = None
    max_upload_bytes: int = Field(default=50 * 1024 * 1024, gt=0)
    max_json_bytes: int = Field(default=10 * 1024 * 1024, gt=0)
    max_record_bytes: int = Field(default=1024 * 1024, gt=0)
    bootstrap: bool = True
    auth_cache_seconds: float = Field(default=5.0, ge=0)
    failed_keys_per_minute: int = Field(default=20, ge=1)
    odata_page_size: int = Field(default=1000, ge=1, le=100_000)
    ai_base_url: str | None = None
    ai_model: str | None = None
    ai_api_key: str | None = None
    ai_concurrency: int = Field(default=4, ge=1, le=1000)
    ai_timeout_seconds: float = Field(default=10.0, gt=0)
    partial_upload_max_age_seconds: float = Field(default=900.0, ge=0)
    sweep_interval_seconds: float = Field(default=300.0, gt=0)
    event_retention_days: int = Field(default=30, ge=1, le=36_500)
    # Off: changes write no events at all (no feed, webhooks or broker messages for them).
    events_enabled: bool = True
    # Delivery of change events (webhooks, brokers) by workers inside `mdm serve` (or `mdm worker`).
    events_delivery: bool = True
    events_poll_seconds: float = Field(default=1.0, gt=0, le=60)
    # A worker that dies holds what it was delivering this long; another worker then takes over.
    events_lease_seconds: float = Field(default=60.0, ge=2, le=3600)
    events_nats_url: str | None = None  # e.g. nats://127.0.0.1:4222 (JetStream)
    events_nats_stream: str = Field(default="MDM_EVENTS", pattern=r"^[A-Za-z0-9_-]{1,64}$")
    events_amqp_url: str | None = None  # e.g. amqp://guest:guest@127.0.0.1:5672/
    events_amqp_exchange: str = Field(default="mdm.events", pattern=r"^[A-Za-z0-9_.:-]{1,127}$")
    webhook_allow_private: bool = False  # let webhooks reach private, loopback, link-local hosts
    webhook_timeout_seconds: float = Field(default=10.0, gt=0, le=60)
    webhook_retry_hours: float = Field(default=24.0, gt=0, le=24 * 30)
    webhook_retry_base_seconds: float = Field(default=5.0, gt=0, le=3600)
    # A duplicate scan holds a master's identifying values in memory: larger masters are refused.
    scan_max_records: int = Field(default=2_000_000, ge=1)
    analyze_interval_seconds: float = Field(default=3600.0, gt=0)  # SQLite planner statistics
    # Masters up to this many live records get exact field statistics on every catalog read;
    # larger ones are profiled in the background, at most every `catalog_refresh_seconds`.
    catalog_exact_limit: int = Field(default=20_000, ge=0)
    catalog_refresh_seconds: float = Field(default=300.0, ge=0)
    log_level: str = "info"
    workers: int | None = Field(default=None, ge=1)  # `mdm serve` processes; default one per core
    forwarded_allow_ips: str = ""  # proxies whose X-Forwarded-* headers are believed; "*" for any
    ssl_certfile: Path | None = None
    ssl_keyfile: Path | None = None

    def sqlite_path(self) -> Path | None:
        """Returns the SQLite file the service uses, or None on another database."""
        if self.database_url is None:
            return self.data_dir / "mdm.db"
        if not self.database_url.startswith("sqlite"):
            return None
        name = self.database_url.split(":///", 1)[-1] if ":///" in self.database_url else ""
        return Path(name) if name and name != ":memory:" else None

    def describe_database(self) -> str:
        """Names the database for people: a SQLite file, or a server URL without its password."""
        path = self.sqlite_path()
        if path is not None:
            shown = str(path) if path.is_absolute() or str(path).startswith(".") else f"./{path}"
            return f"{shown} (SQLite)"
        if self.database_url is None or self.database_url.startswith("sqlite"):
            return "an in-memory SQLite database"
        scheme, _, rest = self.database_url.partition("://")
        at = rest.rsplit("@", 1)
        user = at[0].split(":", 1)[0] + "@" if len(at) == 2 else ""
        kind = "PostgreSQL" if scheme.startswith("postgres") else scheme
        return f"{scheme}://{user}{at[-1]} ({kind})"

    @field_validator("forwarded_allow_ips")
    @classmethod
    def _addresses(cls, value: str) -> str:
        """Checks that every entry is an address, a network, or `*`."""
        for entry in (e.strip() for e in value.split(",")):
            if entry and entry != "*":
                try:
                    ipaddress.ip_network(entry, strict=False)
                except ValueError:
                    raise ValueError(f"'{entry}' is not an IP address or network") from None
        return value

    def resolved_database_url(self) -> str:
        """Returns the database URL, defaulting to a SQLite file in the data directory."""
        if self.database_url:
            return self.database_url
        return f"sqlite:///{(self.data_dir / 'mdm.db').resolve()}"


@lru_cache
def get_settings() -> Settings:
    """Returns the process-wide settings, read once."""
    return Settings()
