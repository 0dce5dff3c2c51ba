"""Duplicate scans and clusters: a scan of a whole master runs in the background (one at a
time per process) and proposes clusters of likely duplicates; stewards list them and declare
the ones that are not, which is remembered so the pairs are not proposed again."""

import itertools
import logging
import threading
import time
from collections.abc import Callable
from typing import Any

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from mdm.audit.service import write_entry
from mdm.auth.principal import Principal
from mdm.core.errors import BadRequest, Conflict, NotFound
from mdm.core.ids import new_id
from mdm.core.time import utcnow
from mdm.db.engine import WRITE_OPTION
from mdm.db.models import DuplicateCluster, Job
from mdm.definitions.service import get_definition
from mdm.duplicates.repository import DuplicateRepository
from mdm.jobs.repository import JobRepository
from mdm.jobs.service import Reporter, interrupted, queue, run_after_commit
from mdm.matching.cluster import candidate_pairs, clusters
from mdm.matching.score import blocking_keys, prepare, score
from mdm.records import matches
from mdm.records.repository import RecordRepository

log = logging.getLogger("mdm.duplicates")

KIND = "duplicates.scan"
STATUSES = ("open", "merged", "not_duplicate")
MAX_BLOCK = 100  # records sharing one blocking key beyond which the key is skipped
BATCH = 5000  # records read at a time
_RUNNING = threading.Semaphore(1)  # scans at once in this process


def start_scan(session: Session, *, principal: Principal, master_type: str, max_records: int) -> Job:
    """Queues a scan of a master; it starts once this transaction commits. A master of more
    than `max_records` live records is refused (a scan holds its identifying values in memory)."""
    get_definition(session, tenant_id=principal.tenant_id, master_type=master_type)
    size = RecordRepository(session, principal.tenant_id).count_live(master_type)
    if size > max_records:
        raise BadRequest(
            f"{master_type} has {size:,} records; one scan takes at most {max_records:,} "
            "(MDM_SCAN_MAX_RECORDS): raise it on a server with the memory for it"
        )
    jobs = JobRepository(session, principal.tenant_id)
    running = jobs.active(KIND, master_type)
    if running is not None and not interrupted(running):
        raise Conflict(f"A scan of {master_type} is already {running.status}: job {running.id}")
    job = queue(session, principal=principal, kind=KIND, master_type=master_type)
    write_entry(
        session,
        principal=principal,
        action="duplicates.scan",
        resource_type="master",
        resource_id=master_type,
        status_code=202,
        details={"job_id": job.id},
    )
    tenant_id, job_id = principal.tenant_id, job.id
    run_after_commit(
        session, work=lambda engine: run_scan(engine, tenant_id=tenant_id, job_id=job_id), name="mdm-scan"
    )
    return job


def run_scan(engine: Engine, *, tenant_id: str, job_id: str) -> None:
    """Scans a master for duplicates and replaces its open clusters (the job says how it went)."""
    report = Reporter(engine, tenant_id, job_id)
    while not _RUNNING.acquire(timeout=30):
        report(force=True)  # still queued, still alive
    try:
        started = time.monotonic()
        report(0.0, force=True, status="running", started_at=utcnow())
        result = _scan(engine.execution_options(**{WRITE_OPTION: False}), report, tenant_id, job_id)
        result["seconds"] = round(time.monotonic() - started, 2)
        report.succeeded(result)
    except Exception as exc:
        log.exception("duplicate scan %s failed", job_id)
        report.failed(exc)
    finally:
        _RUNNING.release()


def _scan(engine: Engine, report: Callable[..., None], tenant_id: str, job_id: str) -> dict[str, Any]:
    """Reads, compares and clusters a master's live records; writes the clusters."""
    with Session(bind=engine) as session, session.begin():
        job = JobRepository(session, tenant_id).get(job_id)
        assert job is not None
        assert job.master_type is not None
        master_type = job.master_type
        definition = get_definition(session, tenant_id=tenant_id, master_type=master_type)
        matcher = matches.setup(definition)
        config, comps = matcher.config, matcher.comps
        records = RecordRepository(session, tenant_id)
        total = max(records.count_live(master_type), 1)
        ids: list[str] = []
        prepared: list[tuple[Any, ...]] = []
        keys: list[set[str]] = []
        for batch in records.live_batches(master_type, size=BATCH):
            for record_id, data in batch:
                ids.append(record_id)
                prepared.append(prepare(comps, data))
                keys.append(blocking_keys(config, comps, data))
            report(0.4 * len(ids) / total)
        declined = DuplicateRepository(session, tenant_id).not_duplicates(master_type)
    pairs = candidate_pairs(keys, max_block=MAX_BLOCK)
    scored: dict[tuple[int, int], tuple[float, dict[str, float]]] = {}
    for done, (i, j) in enumerate(pairs, start=1):
        if tuple(sorted((ids[i], ids[j]))) in declined:
            continue
        value, fields = score(comps, prepared[i], prepared[j])
        if value >= config.review:
            scored[(i, j)] = (value, fields)
        if done % 20000 == 0:
            report(0.4 + 0.5 * done / len(pairs))
    groups = clusters(((i, j, s) for (i, j), (s, _f) in scored.items()), max_size=config.max_cluster)
    now = utcnow()
    made = [_cluster(master_type, job_id, members, ids, scored, now) for members in groups]
    with Session(bind=engine.execution_options(**{WRITE_OPTION: True})) as session, session.begin():
        DuplicateRepository(session, tenant_id).replace_open(master_type, made)
    return {"records": len(ids), "compared_pairs": len(pairs), "pairs": len(scored), "clusters": len(made)}


def _cluster(
    master_type: str,
    job_id: str,
    members: list[int],
    ids: list[str],
    scored: dict[tuple[int, int], tuple[float, dict[str, float]]],
    now: Any,
) -> DuplicateCluster:
    """A cluster row: its records and the scored pairs among them."""
    pairs: list[dict[str, Any]] = []
    for i, j in itertools.combinations(members, 2):
        found = scored.get((i, j)) or scored.get((j, i))
        if found is not None:
            pairs.append({"a": ids[i], "b": ids[j], "score": found[0], "fields": found[1]})
    pairs.sort(key=lambda p: -float(p["score"]))
    return DuplicateCluster(
        id=new_id(),
        master_type=master_type,
        status="open",
        record_ids=sorted(ids[m] for m in members),
        pairs=pairs,
        size=len(members),
        best_score=pairs[0]["score"] if pairs else 0.0,
        job_id=job_id,
        created_at=now,
    )


def list_clusters(
    session: Session, *, tenant_id: str, master_type: str, status: str | None, skip: int, limit: int
) -> tuple[list[DuplicateCluster], int]:
    """A page of a master's clusters, best first."""
    get_definition(session, tenant_id=tenant_id, master_type=master_type)
    if status is not None and status not in STATUSES:
        raise BadRequest(f"status must be one of: {', '.join(STATUSES)}")
    return DuplicateRepository(session, tenant_id).page(master_type, status=status, skip=skip, limit=limit)


def not_duplicate(
    session: Session, *, principal: Principal, master_type: str, cluster_id: str
) -> DuplicateCluster:
    """Declares an open cluster's records different things; none of its pairs is proposed again."""
    repo = DuplicateRepository(session, principal.tenant_id)
    cluster = repo.get(cluster_id, for_update=True)
    if cluster is None or cluster.master_type != master_type:
        raise NotFound(f"Duplicate cluster {cluster_id} not found in {master_type}")
    if cluster.status != "open":
        raise Conflict(f"Duplicate cluster {cluster_id} is already {cluster.status}")
    now = utcnow()
    cluster.status, cluster.decided_by, cluster.decided_at = "not_duplicate", principal.user_id, now
    pairs = [tuple(sorted(p)) for p in itertools.combinations(cluster.record_ids, 2)]
    repo.add_not_duplicates(master_type, [(a, b) for a, b in pairs], by=principal.user_id, at=now)
    session.flush()
    write_entry(
        session,
        principal=principal,
        action="duplicates.not_duplicate",
        resource_type="duplicate_cluster",
        resource_id=cluster.id,
        details={"master_type": master_type, "record_ids": cluster.record_ids},
    )
    return cluster
