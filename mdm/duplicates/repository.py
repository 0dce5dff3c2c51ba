"""SQL for duplicate clusters, not-duplicate decisions and merges, scoped by tenant."""

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import delete, select

from mdm.db.models import DuplicateCluster, NotDuplicate, RecordMerge
from mdm.db.repository import TenantRepository


class DuplicateRepository(TenantRepository[DuplicateCluster]):
    """A tenant's duplicate clusters and the pairs declared not duplicates."""

    model = DuplicateCluster

    def get(self, cluster_id: str, *, for_update: bool = False) -> DuplicateCluster | None:
        """Returns this tenant's cluster by id."""
        return self.first(DuplicateCluster.id == cluster_id, for_update=for_update)

    def page(
        self, master_type: str, *, status: str | None, skip: int, limit: int
    ) -> tuple[list[DuplicateCluster], int]:
        """Returns a page of a master's clusters (best first), and their count."""
        conditions = [DuplicateCluster.master_type == master_type]
        if status is not None:
            conditions.append(DuplicateCluster.status == status)
        order = (DuplicateCluster.best_score.desc(), DuplicateCluster.id)
        return self.paginate(*conditions, order_by=order, skip=skip, limit=limit)

    def replace_open(self, master_type: str, clusters: Sequence[DuplicateCluster]) -> None:
        """Replaces a master's open clusters by a scan's."""
        self.session.execute(
            delete(DuplicateCluster).where(
                *self.scoped(DuplicateCluster.master_type == master_type, DuplicateCluster.status == "open")
            )
        )
        for cluster in clusters:
            self.create(cluster)

    def mark_merged(self, master_type: str, record_ids: Sequence[str], *, by: str, at: datetime) -> None:
        """Marks the open clusters that hold any of the records as merged."""
        touched = set(record_ids)
        for cluster in self.session.scalars(
            self.select(DuplicateCluster.master_type == master_type, DuplicateCluster.status == "open")
        ):
            if touched & set(cluster.record_ids):
                cluster.status, cluster.decided_by, cluster.decided_at = "merged", by, at

    def reopen(self, master_type: str, record_ids: Sequence[str]) -> None:
        """Opens again the merged clusters of exactly these records (a merge undone)."""
        wanted = set(record_ids)
        for cluster in self.session.scalars(
            self.select(DuplicateCluster.master_type == master_type, DuplicateCluster.status == "merged")
        ):
            if set(cluster.record_ids) <= wanted:
                cluster.status, cluster.decided_by, cluster.decided_at = "open", None, None

    def count_open(self, master_type: str) -> int:
        """Counts a master's open clusters."""
        return self.count(DuplicateCluster.master_type == master_type, DuplicateCluster.status == "open")

    def not_duplicates(self, master_type: str) -> set[tuple[str, str]]:
        """The pairs of a master declared not duplicates (smaller id first)."""
        stmt = select(NotDuplicate.record_a, NotDuplicate.record_b).where(
            *self.scoped(NotDuplicate.master_type == master_type, model=NotDuplicate)
        )
        return {(str(a), str(b)) for a, b in self.session.execute(stmt)}

    def add_not_duplicates(
        self, master_type: str, pairs: Sequence[tuple[str, str]], *, by: str, at: datetime
    ) -> None:
        """Remembers pairs as not duplicates (those already remembered stay as they are)."""
        known = self.not_duplicates(master_type)
        for a, b in sorted(set(pairs) - known):
            self.insert(
                NotDuplicate(master_type=master_type, record_a=a, record_b=b, decided_by=by, decided_at=at)
            )


class MergeRepository(TenantRepository[RecordMerge]):
    """A tenant's merges, kept so that each can be undone."""

    model = RecordMerge

    def add(self, merge: RecordMerge) -> RecordMerge:
        """Stores a merge."""
        return self.create(merge)

    def latest(self, master_type: str, record_id: str) -> RecordMerge | None:
        """The latest merge still in effect whose survivor is the record."""
        stmt = self.select(
            RecordMerge.master_type == master_type,
            RecordMerge.survivor_id == record_id,
            RecordMerge.status == "merged",
        ).order_by(RecordMerge.merged_at.desc())
        return self.session.scalars(stmt.limit(1)).first()
