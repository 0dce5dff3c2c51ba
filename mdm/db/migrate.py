"""Schema upgrades through Alembic, safe to run from several processes at once."""

from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy import Connection

from mdm.db.engine import Database

MIGRATIONS_DIR = Path(__file__).resolve().parent.parent / "migrations"
_PG_LOCK_ID = 72_600_001


def alembic_config(connection: Connection | None = None) -> Config:
    """Builds the Alembic configuration pointing at the packaged migrations."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    config.set_main_option("file_template", "%%(year)d_%%(month).2d_%%(day).2d_%%(slug)s")
    config.attributes["connection"] = connection
    return config


def upgrade(database: Database) -> None:
    """Brings the schema to the newest revision; concurrent callers wait for each other."""
    write_engine = database.engine.execution_options(mdm_write=True)
    with write_engine.connect() as connection:
        if connection.dialect.name == "postgresql":
            connection.exec_driver_sql(f"SELECT pg_advisory_lock({_PG_LOCK_ID})")
            connection.commit()
        try:
            command.upgrade(alembic_config(connection), "head")
            connection.commit()
        finally:
            if connection.dialect.name == "postgresql":
                connection.exec_driver_sql(f"SELECT pg_advisory_unlock({_PG_LOCK_ID})")
                connection.commit()
