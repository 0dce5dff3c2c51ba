"""Master records: validation, writes with history and audit, and their checks on schema changes."""

from mdm.records import schema_change

schema_change.install()
