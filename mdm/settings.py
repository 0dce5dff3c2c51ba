"""Service configuration read from `MDM_` environment variables and `.env`."""

from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import Field
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
    log_level: str = "info"

    def resolved_database_url(self) -> str:
        """Returns the database URL, defaulting to a SQLite file in the data directory."""
        if self.database_url:
            return self.database_url
        return f"sqlite:///{(self.data_dir / 'mdm.db').resolve()}"


@lru_cache
def get_settings() -> Settings:
    """Returns the process-wide settings, read once."""
    return Settings()
