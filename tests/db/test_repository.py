"""No repository method hands one tenant another tenant's rows, or changes them.

Every subclass of `TenantRepository` under `mdm/` is found automatically, and every public
method of it is called as a second tenant with arguments that point at the first tenant's
rows (its master, record ids, unique values, ...). Reads must answer nothing of the first
tenant; writes must leave its rows exactly as they were. A repository or method added later
is covered the same way, or this test fails and says which argument it needs."""

import importlib
import inspect
import pkgutil
import sys
import uuid
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

import pytest
from sqlalchemy import ColumnElement, Select, Table, select
from sqlalchemy.engine import Row
from sqlalchemy.orm import Session

import mdm
from mdm.approvals.divert import open_request
from mdm.auth import service as auth_service
from mdm.auth.principal import Principal
from mdm.core.ids import new_id
from mdm.core.time import utcnow
from mdm.db.base import Base
from mdm.db.engine import WRITE_OPTION
from mdm.db.enums import Operation
from mdm.db.models import (
    ApprovalRequest,
    DuplicateCluster,
    Job,
    NotDuplicate,
    RecordHistory,
    StoredFile,
    User,
    Webhook,
)
from mdm.db.models.delivery import cursor_defaults
from mdm.db.repository import TenantRepository
from mdm.definitions.service import get_definition
from mdm.files.repository import FileRepository
from mdm.records import service as records
from mdm.records.service import Actor
from mdm.records.validation import unique_token
from tests.factories import define_in, field, principal_in
from tests.support import LiveServer

# Methods that store a new row the caller built (the base's `create`/`insert` stamp this
# repository's tenant on it: see test_new_rows_take_the_repository_tenant), act on a row the
# caller loaded through this same repository, build rows without reading any, or set how the
# transaction reads. None of them selects rows by what the caller names.
NOT_A_LOOKUP = frozenset(
    {
        "add",
        "add_history",
        "add_version",
        "create",
        "insert",
        "delete",
        "record_values",
        "claim_values",
        "history_values",
        "insert_records",
        "insert_claims",
        "insert_history",
        "use_snapshot",
        "add_deliveries",
    }
)


@dataclass
class Seeded:
    """The first tenant's rows that the second tenant aims at."""

    principal: Principal
    record_id: str
    deleted_id: str
    history_id: str
    approval_id: str
    file_id: str
    key_id: str
    email: str
    token: str
    webhook: Webhook
    job_id: str
    cluster_id: str

    def ids(self) -> set[str]:
        """Returns every id and value that only the first tenant's rows hold."""
        return {
            self.principal.tenant_id,
            self.principal.user_id,
            self.record_id,
            self.deleted_id,
            self.history_id,
            self.approval_id,
            self.file_id,
            self.key_id,
            self.email,
            self.token,
            self.webhook.id,
            self.job_id,
            self.cluster_id,
        }


def repositories() -> list[type[TenantRepository[Any]]]:
    """Imports every module of mdm and returns every repository built on the base."""
    for module in pkgutil.walk_packages(mdm.__path__, "mdm."):
        if not module.name.startswith("mdm.migrations"):
            importlib.import_module(module.name)
    found: list[type[TenantRepository[Any]]] = []
    pending = list(TenantRepository.__subclasses__())
    while pending:
        cls = pending.pop()
        found.append(cls)
        pending.extend(cls.__subclasses__())
    return sorted(found, key=lambda c: f"{c.__module__}.{c.__name__}")


def methods(cls: type[TenantRepository[Any]]) -> list[str]:
    """Lists the public methods of a repository, inherited ones included."""
    return sorted(
        name
        for name, member in inspect.getmembers(cls, inspect.isfunction)
        if not name.startswith("_") and name not in NOT_A_LOOKUP
    )


REPOSITORIES = repositories()
CASES = [(cls, name) for cls in REPOSITORIES for name in methods(cls)]


def test_every_repository_of_tenant_rows_is_built_on_the_base() -> None:
    names = {cls.__name__ for cls in REPOSITORIES}
    assert {"RecordRepository", "DefinitionRepository", "ApprovalRepository", "AuditRepository"} <= names
    hand_made = [
        f"{module.__name__}.{name}"
        for module in list(sys.modules.values())
        if getattr(module, "__name__", "").startswith("mdm.")
        for name, cls in inspect.getmembers(module, inspect.isclass)
        if cls.__module__ == module.__name__
        and "tenant_id" in inspect.signature(cls.__init__).parameters
        and "session" in inspect.signature(cls.__init__).parameters
        and not issubclass(cls, TenantRepository)
    ]
    assert hand_made == [], f"build these on mdm.db.repository.TenantRepository: {hand_made}"


@pytest.fixture(scope="module")
def shared(server: LiveServer) -> Iterator[Session]:
    """One rolled-back session for the whole module: the first tenant is seeded once, and each
    test works in a savepoint of its own that is rolled back after it."""
    write_engine = server.database.engine.execution_options(**{WRITE_OPTION: True})
    with write_engine.connect() as connection:
        outer = connection.begin()
        made = Session(bind=connection, join_transaction_mode="create_savepoint", expire_on_commit=False)
        try:
            yield made
        finally:
            made.close()
            outer.rollback()


@pytest.fixture
def session(shared: Session) -> Iterator[Session]:
    """The module's session inside a savepoint that is rolled back after the test."""
    savepoint = shared.begin_nested()
    try:
        yield shared
    finally:
        if savepoint.is_active:
            savepoint.rollback()
        shared.expire_all()


@pytest.fixture(scope="module")
def seeded(shared: Session) -> Seeded:
    """A first tenant with a definition, live and deleted records, history, an approval request,
    a file, a key and audit entries."""
    principal = principal_in(shared)
    define_in(shared, principal, "product", field("sku", unique=True), field("name", "text"))
    define_in(shared, principal, "governed", field("code"), approval_required=True)
    live = records.create_record(
        shared, actor=Actor(principal), master_type="product", data={"sku": "秘密-1", "name": "隠す"}
    )
    deleted = records.create_record(
        shared, actor=Actor(principal), master_type="product", data={"sku": "秘密-2", "name": "消す"}
    )
    assert not isinstance(live, ApprovalRequest)
    assert not isinstance(deleted, ApprovalRequest)
    records.delete_record(shared, actor=Actor(principal), master_type="product", record_id=deleted.id)
    history = shared.scalars(select(RecordHistory).where(RecordHistory.record_id == live.id)).one()
    definition = get_definition(shared, tenant_id=principal.tenant_id, master_type="governed")
    request = open_request(
        shared, principal=principal, definition=definition, operation=Operation.CREATE, payload={}
    )
    stored = StoredFile(
        id=new_id(),
        filename="見積書.pdf",
        content_type="application/pdf",
        size=10,
        sha256="0" * 64,
        storage_key=f"k/{uuid.uuid4().hex}",
        uploaded_by=principal.user_id,
        created_at=utcnow(),
    )
    FileRepository(shared, principal.tenant_id).add(stored)
    user = shared.get(User, principal.user_id)
    assert user is not None
    key = auth_service.create_key(shared, user=user, name="seed", scopes=list(principal.scopes))
    hook = Webhook(
        id=new_id(),
        tenant_id=principal.tenant_id,
        url="https://93.184.215.14/秘密",
        event_types=[],
        master_types=[],
        active=True,
        secret="whsec_c2VjcmV0",
        created_by=principal.user_id,
        created_at=utcnow(),
        updated_at=utcnow(),
        acked=0,
        delivered=0,
        lease_owner="seed-worker",
        **cursor_defaults(),
    )
    shared.add(hook)
    job = Job(
        id=new_id(),
        tenant_id=principal.tenant_id,
        kind="duplicates.scan",
        master_type="product",
        status="running",
        progress=0.5,
        created_by=principal.user_id,
        created_at=utcnow(),
    )
    cluster = DuplicateCluster(
        id=new_id(),
        tenant_id=principal.tenant_id,
        master_type="product",
        status="open",
        record_ids=[live.id, deleted.id],
        pairs=[],
        size=2,
        best_score=0.9,
        created_at=utcnow(),
    )
    declined = NotDuplicate(
        tenant_id=principal.tenant_id,
        master_type="product",
        record_a=min(live.id, deleted.id),
        record_b=max(live.id, deleted.id),
        decided_by=principal.user_id,
        decided_at=utcnow(),
    )
    shared.add_all([job, cluster, declined])
    shared.flush()
    return Seeded(
        principal=principal,
        record_id=live.id,
        deleted_id=deleted.id,
        history_id=history.id,
        approval_id=request.id,
        file_id=stored.id,
        key_id=key.row.id,
        email=user.email,
        token=unique_token("秘密-1"),
        webhook=hook,
        job_id=job.id,
        cluster_id=cluster.id,
    )


def arguments(seeded: Seeded, now: datetime) -> dict[str, Callable[[], Any]]:
    """Values by parameter name, each aiming at the first tenant's rows."""
    a = seeded
    return {
        "master_type": lambda: "product",
        "master_types": lambda: ["product", "governed"],
        "record_id": lambda: a.record_id,
        "ids": lambda: [a.record_id, a.deleted_id],
        "history_id": lambda: a.history_id,
        "approval_id": lambda: a.approval_id,
        "file_id": lambda: a.file_id,
        "key_id": lambda: a.key_id,
        "email": lambda: a.email,
        "field": lambda: "sku",
        "fields": lambda: ["sku", "name"],
        "token": lambda: a.token,
        "tokens": lambda: [a.token],
        "claims": lambda: [(a.record_id, "sku")],
        "references": lambda: (("sku", "product"),),
        "rows": lambda: [("sku", a.token, a.record_id)],
        "changes": lambda: [{"id": a.record_id, "data": {"sku": "奪う"}, "search_text": "x"}],
        "skip": lambda: 0,
        "offset": lambda: 0,
        "limit": lambda: 1000,
        "batch": lambda: 1000,
        "size": lambda: 1000,
        "search": lambda: None,
        "status": lambda: None,
        "requested_by": lambda: None,
        "user_id": lambda: None,
        "action": lambda: None,
        "start": lambda: None,
        "end": lambda: None,
        "where": lambda: None,
        "order": lambda: [],
        "order_by": lambda: [],
        "include_deleted": lambda: True,
        "for_update": lambda: False,
        "for_share": lambda: False,
        "lock": lambda: False,
        "now": lambda: now,
        "until": lambda: now,
        "before": lambda: now + timedelta(days=365),
        "when": lambda: now,
        "resource_type": lambda: None,
        "resource_id": lambda: None,
        "computed_at": lambda: now,
        "records": lambda: 0,
        "events": lambda: [],
        "at": lambda: now,
        "count": lambda: 1,
        "base": lambda: 0,
        "types": lambda: [],
        "hold": lambda: False,
        "many": lambda: False,
        "besides": lambda: [],
        "webhook_id": lambda: a.webhook.id,
        "cursor": lambda: a.webhook,
        "owner": lambda: "seed-worker",
        "progress": lambda: {"acked": 99, "last_error": "奪う"},
        "terms": lambda: ["秘密-1", "隠す"],
        "per_term": lambda: 100,
        "cluster_id": lambda: a.cluster_id,
        "record_ids": lambda: [a.record_id, a.deleted_id],
        "job_id": lambda: a.job_id,
        "kind": lambda: "duplicates.scan",
        "clusters": lambda: [],
        "pairs": lambda: [(a.record_id, a.deleted_id)],
        "by": lambda: "intruder",
        "values": lambda: {"status": "failed", "error": "奪う"},
    }


# Arguments a method needs that differ from the shared ones above (same name, other shape).
SPECIAL: dict[tuple[str, str], dict[str, Callable[[Seeded], Any]]] = {
    ("EventRepository", "add_from_history"): {"types": lambda a: ("created", "updated")},
    ("EventRepository", "page"): {"after": lambda a: 0},
    ("CatalogRepository", "save_stats"): {"fields": lambda a: {"sku": (0, 0)}},
    ("RecordRepository", "existing_files"): {"ids": lambda a: [a.file_id]},
    ("TransferRepository", "existing_files"): {"ids": lambda a: [a.file_id]},
    ("FileRepository", "many"): {"ids": lambda a: [a.file_id]},
    ("RecordRepository", "referencing"): {"ids": lambda a: ["秘密-1"]},
    ("RecordRepository", "count_referencing"): {"ids": lambda a: ["秘密-1"]},
    ("TransferRepository", "update_records"): {
        "rows": lambda a: [
            {
                "b_id": a.record_id,
                "b_data": {"sku": "奪う"},
                "b_search": "x",
                "b_version": 99,
                "b_at": utcnow(),
                "b_by": "intruder",
            }
        ]
    },
}


def call(repo: TenantRepository[Any], name: str, seeded: Seeded) -> Any:
    """Calls a repository method with arguments aimed at the first tenant's rows."""
    method = getattr(repo, name)
    shared = arguments(seeded, utcnow())
    special = SPECIAL.get((type(repo).__name__, name), {})
    args: list[Any] = []
    kwargs: dict[str, Any] = {}
    for param in inspect.signature(method).parameters.values():
        if param.kind is param.VAR_POSITIONAL or param.name == "model":
            continue  # no extra conditions: the repository's own scope is what is under test
        if param.name in special:
            value = special[param.name](seeded)
        elif param.name in shared:
            value = shared[param.name]()
        elif param.default is not param.empty:
            continue
        else:
            raise AssertionError(
                f"{type(repo).__name__}.{name} takes '{param.name}': add a value aimed at the first "
                "tenant's rows to arguments() in tests/db/test_repository.py"
            )
        if param.kind is param.KEYWORD_ONLY:
            kwargs[param.name] = value
        else:
            args.append(value)
    return method(*args, **kwargs)


def leaked(value: Any, seeded: Seeded, session: Session, model: type[Base]) -> list[Any]:
    """Returns whatever in a result belongs to the first tenant (rows, ids, counts)."""
    if isinstance(value, Select):
        return leaked(list(session.execute(value)), seeded, session, model)
    if isinstance(value, list) and value and all(isinstance(v, ColumnElement) for v in value):
        return leaked(select(model).where(*value), seeded, session, model)
    if isinstance(value, Base):
        return [value] if getattr(value, "tenant_id", None) == seeded.principal.tenant_id else []
    if isinstance(value, Row):
        return leaked(tuple(value), seeded, session, model)
    if isinstance(value, str):
        return [value] if value in seeded.ids() else []
    if isinstance(value, bool) or value is None:
        return []
    if isinstance(value, int | float):
        return [value] if value else []  # the second tenant has no rows: any count is a leak
    if isinstance(value, dict):
        return leaked(list(value.items()), seeded, session, model)
    if isinstance(value, Iterable | Iterator):
        return [hit for item in value for hit in leaked(item, seeded, session, model)]
    return []


def first_tenant_rows(session: Session, tenant_id: str) -> dict[str, list[tuple[Any, ...]]]:
    """Returns every row of the first tenant, table by table."""
    session.flush()
    session.expire_all()
    tables: list[Table] = [t for t in Base.metadata.sorted_tables if "tenant_id" in t.c]
    return {
        t.name: sorted(map(tuple, session.execute(select(t).where(t.c.tenant_id == tenant_id))), key=repr)
        for t in tables
    }


@pytest.mark.parametrize(("cls", "name"), CASES, ids=[f"{c.__name__}.{n}" for c, n in CASES])
def test_no_method_reaches_another_tenants_rows(
    session: Session, seeded: Seeded, cls: type[TenantRepository[Any]], name: str
) -> None:
    before = first_tenant_rows(session, seeded.principal.tenant_id)
    repo = cls(session, f"other-{uuid.uuid4().hex[:8]}")
    result = call(repo, name, seeded)
    hits = leaked(result, seeded, session, cls.model)
    assert hits == [], f"{cls.__name__}.{name} answered the first tenant's data: {hits[:5]}"
    assert first_tenant_rows(session, seeded.principal.tenant_id) == before, (
        f"{cls.__name__}.{name} changed the first tenant's rows"
    )


def test_new_rows_take_the_repository_tenant(session: Session, seeded: Seeded) -> None:
    other = f"other-{uuid.uuid4().hex[:8]}"
    forged = StoredFile(
        id=new_id(),
        tenant_id=seeded.principal.tenant_id,
        filename="偽.txt",
        content_type="text/plain",
        size=1,
        sha256="1" * 64,
        storage_key=f"k/{uuid.uuid4().hex}",
        uploaded_by=None,
        created_at=utcnow(),
    )
    FileRepository(session, other).create(forged)
    assert forged.tenant_id == other
    history = RecordHistory(
        id=new_id(),
        tenant_id=seeded.principal.tenant_id,
        master_type="product",
        record_id=seeded.record_id,
        version=9,
        operation="update",
        data={},
        previous=None,
        changed_fields=[],
        changed_by="x",
        changed_at=utcnow(),
        approval_id=None,
    )
    FileRepository(session, other).insert(history)
    stored = session.scalars(select(RecordHistory).where(RecordHistory.id == history.id)).one()
    assert stored.tenant_id == other
