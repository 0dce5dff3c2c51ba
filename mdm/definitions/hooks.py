"""What a definition change means for the records stored under it.

The records package answers these questions (`mdm/records/schema_change.py`) and plugs its
answers in here when it is loaded, so definitions never import records while records import
definitions: the dependency runs one way.
"""

from typing import Protocol

from sqlalchemy.orm import Session

from mdm.auth.principal import Principal
from mdm.db.models import MasterDefinition
from mdm.definitions.fieldtypes import SchemaDef


class StoredRecords(Protocol):
    """The records side of a definition change."""

    def default_problems(self, schema: SchemaDef) -> dict[str, str]:
        """Maps each field whose default its own field refuses to the problem."""
        ...

    def apply_schema(
        self, session: Session, *, principal: Principal, definition: MasterDefinition, new_schema: SchemaDef
    ) -> int:
        """Refuses a schema that stored records would violate, else applies it; returns records rewritten."""
        ...

    def count_live(self, session: Session, *, tenant_id: str, master_type: str) -> int:
        """Counts a master's live records."""
        ...

    def purge(self, session: Session, *, tenant_id: str, master_type: str) -> int:
        """Deletes every record of a master; returns how many."""
        ...

    def reindex(self, session: Session, *, master_type: str) -> None:
        """Brings the master's field indexes in line with its schema once the change commits."""
        ...


_installed: list[StoredRecords] = []


def install(handler: StoredRecords) -> None:
    """Plugs in the records side of definition changes (done once, by `mdm.records`)."""
    _installed[:] = [handler]


def stored_records() -> StoredRecords:
    """Returns the records side of definition changes."""
    if not _installed:
        raise RuntimeError("mdm.records is not loaded: it checks schema changes against stored records")
    return _installed[0]
