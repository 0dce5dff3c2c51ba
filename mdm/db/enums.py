"""The closed vocabularies stored in columns: record operations, approval statuses, roles, scopes.

Each is a `StrEnum`, so a member is the very string that is stored and sent, and a value read
back from the database compares equal to its member."""

from enum import StrEnum


class Operation(StrEnum):
    """A change to records, as history entries and approval requests name it."""

    CREATE = "create"
    UPDATE = "update"
    PATCH = "patch"
    DELETE = "delete"
    BULK_DELETE = "bulk_delete"
    IMPORT = "import"
    ROLLBACK = "rollback"
    DELETE_MASTER = "delete_master"  # a forced delete of a governed master with its records
    MERGE = "merge"  # duplicates merged into a golden record
    UNMERGE = "unmerge"  # a merge undone


class ApprovalStatus(StrEnum):
    """Where an approval request stands."""

    PENDING = "pending"
    APPROVED = "approved"
    REJECTED = "rejected"
    WITHDRAWN = "withdrawn"


class Role(StrEnum):
    """What a user may govern: admins everything, stewards masters and approvals."""

    ADMIN = "admin"
    STEWARD = "steward"
    MEMBER = "member"


class Scope(StrEnum):
    """What an API key may do."""

    READ = "read"
    WRITE = "write"
    DELETE = "delete"
