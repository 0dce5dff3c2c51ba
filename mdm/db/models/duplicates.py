"""Background jobs, and the duplicate clusters a scan proposes with the pairs stewards have
said are not duplicates."""

from datetime import datetime
from typing import Any

from sqlalchemy import Float, Index, Integer, PrimaryKeyConstraint, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from mdm.db.base import Base, JSONType, UTCDateTime, id_column


class Job(Base):
    """Long work done in the background (a duplicate scan, a console import), with what it was
    asked to do, its progress and outcome."""

    __tablename__ = "job"
    __table_args__ = (Index("ix_job_tenant_master", "tenant_id", "master_type", "status"),)

    id: Mapped[str] = id_column()
    tenant_id: Mapped[str] = mapped_column(String(36))
    kind: Mapped[str] = mapped_column(String(40))
    master_type: Mapped[str | None] = mapped_column(String(63))
    status: Mapped[str] = mapped_column(String(10))  # queued, running, succeeded, failed
    progress: Mapped[float] = mapped_column(Float, default=0.0)
    params: Mapped[dict[str, Any] | None] = mapped_column(JSONType)
    result: Mapped[dict[str, Any] | None] = mapped_column(JSONType)
    error: Mapped[str | None] = mapped_column(Text)
    created_by: Mapped[str] = mapped_column(String(36))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
    started_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    finished_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    heartbeat_at: Mapped[datetime | None] = mapped_column(UTCDateTime())


class DuplicateCluster(Base):
    """Records a scan found to be likely one thing, with the scores of the pairs that joined
    them; `open` until merged or declared not duplicates."""

    __tablename__ = "duplicate_cluster"
    __table_args__ = (Index("ix_duplicate_cluster_master", "tenant_id", "master_type", "status"),)

    id: Mapped[str] = id_column()
    tenant_id: Mapped[str] = mapped_column(String(36))
    master_type: Mapped[str] = mapped_column(String(63))
    status: Mapped[str] = mapped_column(String(16))  # open, merged, not_duplicate
    record_ids: Mapped[list[str]] = mapped_column(JSONType)
    pairs: Mapped[list[dict[str, Any]]] = mapped_column(JSONType)
    size: Mapped[int] = mapped_column(Integer)
    best_score: Mapped[float] = mapped_column(Float)
    job_id: Mapped[str | None] = mapped_column(String(36))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
    decided_by: Mapped[str | None] = mapped_column(String(36))
    decided_at: Mapped[datetime | None] = mapped_column(UTCDateTime())


class NotDuplicate(Base):
    """A pair of records a steward said are different things: never proposed again."""

    __tablename__ = "not_duplicate"
    __table_args__ = (PrimaryKeyConstraint("tenant_id", "master_type", "record_a", "record_b"),)

    tenant_id: Mapped[str] = mapped_column(String(36))
    master_type: Mapped[str] = mapped_column(String(63))
    record_a: Mapped[str] = mapped_column(String(36))  # the smaller id of the two
    record_b: Mapped[str] = mapped_column(String(36))
    decided_by: Mapped[str] = mapped_column(String(36))
    decided_at: Mapped[datetime] = mapped_column(UTCDateTime())


class RecordMerge(Base):
    """A merge of duplicates into a golden record, with everything needed to undo it exactly:
    the records as they were, the survivor's data after it, and the references repointed."""

    __tablename__ = "record_merge"
    __table_args__ = (Index("ix_record_merge_survivor", "tenant_id", "master_type", "survivor_id"),)

    id: Mapped[str] = id_column()
    tenant_id: Mapped[str] = mapped_column(String(36))
    master_type: Mapped[str] = mapped_column(String(63))
    survivor_id: Mapped[str] = mapped_column(String(36))
    loser_ids: Mapped[list[str]] = mapped_column(JSONType)
    before: Mapped[dict[str, Any]] = mapped_column(JSONType)  # record id -> data before the merge
    golden: Mapped[dict[str, Any]] = mapped_column(JSONType)  # the survivor's data after it
    repointed: Mapped[list[dict[str, Any]]] = mapped_column(JSONType)
    status: Mapped[str] = mapped_column(String(10))  # merged, unmerged
    merged_by: Mapped[str] = mapped_column(String(36))
    merged_at: Mapped[datetime] = mapped_column(UTCDateTime())
    unmerged_by: Mapped[str | None] = mapped_column(String(36))
    unmerged_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
