"""Duplicate clusters and jobs on the wire."""

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from mdm.core.schemas import Schema, UTCDateTime


class PairRead(BaseModel):
    """Two records of a cluster, their score and each identifying field's similarity."""

    a: str
    b: str
    score: float
    fields: dict[str, float]


class ClusterRead(Schema):
    """Records that are likely one thing; `status` open, merged or not_duplicate."""

    id: str
    status: str
    record_ids: list[str]
    pairs: list[PairRead]
    best_score: float
    created_at: UTCDateTime
    decided_by: str | None
    decided_at: UTCDateTime | None


class MergeRequest(BaseModel):
    """Body of `POST /masters/{type}/merge`: the records, optionally the survivor and a
    steward's pick of the record each field's value comes from."""

    model_config = ConfigDict(extra="forbid")

    record_ids: list[str] = Field(min_length=2, max_length=1000)
    survivor: str | None = None
    fields: dict[str, str] = Field(default_factory=dict, max_length=500)


class MergeRead(BaseModel):
    """A merge done: the golden record, the records merged into it, the references repointed."""

    merge_id: str
    survivor: dict[str, Any]
    merged: list[str]
    repointed: int


class UnmergeRead(BaseModel):
    """A merge undone: the survivor as restored and the records brought back."""

    merge_id: str
    survivor_id: str
    restored: list[str]
