"""All table models, imported so the metadata knows every table."""

from mdm.db.models.api_key import ApiKey
from mdm.db.models.approval import ApprovalRequest
from mdm.db.models.audit_log import AuditLog
from mdm.db.models.catalog_stat import CatalogStat
from mdm.db.models.definition import DefinitionVersion, MasterDefinition
from mdm.db.models.delivery import BrokerCursor, Webhook, WebhookDelivery
from mdm.db.models.duplicates import DuplicateCluster, Job, NotDuplicate, RecordMerge
from mdm.db.models.event import Event, EventCounter
from mdm.db.models.record import Record, RecordCount, RecordHistory, RecordUnique
from mdm.db.models.session import PasswordLink, UserSession
from mdm.db.models.stored_file import StoredFile
from mdm.db.models.tenant import Tenant
from mdm.db.models.user import User

__all__ = [
    "ApiKey",
    "ApprovalRequest",
    "AuditLog",
    "BrokerCursor",
    "CatalogStat",
    "DefinitionVersion",
    "DuplicateCluster",
    "Event",
    "EventCounter",
    "Job",
    "MasterDefinition",
    "NotDuplicate",
    "PasswordLink",
    "Record",
    "RecordCount",
    "RecordHistory",
    "RecordMerge",
    "RecordUnique",
    "StoredFile",
    "Tenant",
    "User",
    "UserSession",
    "Webhook",
    "WebhookDelivery",
]
