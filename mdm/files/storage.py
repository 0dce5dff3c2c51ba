"""Where file bytes live: a local directory (default) or S3-compatible object storage."""

import hashlib
import logging
import os
import re
import time
import uuid
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from functools import lru_cache
from pathlib import Path
from typing import Any, Protocol

from mdm.core.errors import PayloadTooLarge
from mdm.settings import Settings

logger = logging.getLogger("mdm.files")

CHUNK_SIZE = 1024 * 1024
PART_SUFFIX = ".part"
_S3_PART_SIZE = 8 * 1024 * 1024
_KEY = re.compile(r"^[A-Za-z0-9-]{1,64}/[A-Za-z0-9-]{1,64}$")


@dataclass(frozen=True)
class Written:
    """What a save stored: the byte count and the SHA-256 of the bytes."""

    size: int
    sha256: str


class Storage(Protocol):
    """The one interface the file service uses for bytes."""

    def save(self, key: str, chunks: Iterable[bytes], *, max_bytes: int) -> Written:
        """Streams chunks under a key; raises PayloadTooLarge (keeping nothing) past max_bytes."""
        ...

    def open(self, key: str) -> Iterator[bytes]:
        """Streams the bytes stored under a key."""
        ...

    def delete(self, key: str) -> None:
        """Removes the bytes under a key (no error when they are already gone)."""
        ...

    def check(self) -> None:
        """Raises unless the storage can take writes now."""
        ...

    def sweep(self, *, older_than: float) -> int:
        """Removes writes left unfinished (by a crash) for longer than `older_than` seconds."""
        ...


def new_key(tenant_id: str) -> str:
    """Returns a fresh storage key: the tenant's folder and a random id, never a client name."""
    key = f"{tenant_id}/{uuid.uuid4().hex}"
    return checked_key(key)


def checked_key(key: str) -> str:
    """Returns the key if it has the generated shape, so it can never name another path."""
    if not _KEY.fullmatch(key):
        raise ValueError(f"invalid storage key {key!r}")
    return key


class _Meter:
    """Counts and hashes bytes as they pass, refusing once the limit is passed."""

    def __init__(self, max_bytes: int) -> None:
        self.max_bytes = max_bytes
        self.size = 0
        self.digest = hashlib.sha256()

    def take(self, chunk: bytes) -> bytes:
        """Accounts for a chunk and returns it."""
        self.size += len(chunk)
        if self.size > self.max_bytes:
            raise PayloadTooLarge(f"File is larger than the limit of {self.max_bytes} bytes")
        self.digest.update(chunk)
        return chunk

    def written(self) -> Written:
        """Returns the final size and checksum."""
        return Written(self.size, self.digest.hexdigest())


class LocalStorage:
    """Files in a directory: `<root>/<tenant_id>/<random id>`, written to a temp name first."""

    def __init__(self, root: Path) -> None:
        self.root = root.resolve()

    def path(self, key: str) -> Path:
        """Returns the path of a key inside the root."""
        return self.root / checked_key(key)

    def save(self, key: str, chunks: Iterable[bytes], *, max_bytes: int) -> Written:
        """Streams chunks to a temporary file and renames it into place when complete."""
        target = self.path(key)
        target.parent.mkdir(parents=True, exist_ok=True)
        partial = target.with_name(target.name + PART_SUFFIX)
        meter = _Meter(max_bytes)
        try:
            with partial.open("xb") as out:
                for chunk in chunks:
                    out.write(meter.take(chunk))
                out.flush()
                os.fsync(out.fileno())
            partial.replace(target)
        except BaseException:
            partial.unlink(missing_ok=True)
            raise
        return meter.written()

    def open(self, key: str) -> Iterator[bytes]:
        """Opens the file now (so a missing file fails before any byte is sent) and streams it."""
        return _read_chunks(self.path(key).open("rb"))

    def delete(self, key: str) -> None:
        """Removes the file."""
        self.path(key).unlink(missing_ok=True)

    def check(self) -> None:
        """Raises OSError unless the root directory exists (or can be made) and is writable."""
        self.root.mkdir(parents=True, exist_ok=True)
        if not os.access(self.root, os.W_OK | os.X_OK):
            raise PermissionError(f"{self.root} is not writable")

    def sweep(self, *, older_than: float) -> int:
        """Removes `.part` files not written to for `older_than` seconds (a save writes on)."""
        cutoff = time.time() - older_than
        removed = 0
        for partial in self.root.glob(f"*/*{PART_SUFFIX}"):
            try:
                if partial.stat().st_mtime <= cutoff:
                    partial.unlink()
                    removed += 1
            except FileNotFoundError:
                continue  # finished or removed meanwhile
        return removed


def _read_chunks(source: Any) -> Iterator[bytes]:
    """Yields a readable's bytes in chunks and closes it."""
    try:
        while chunk := source.read(CHUNK_SIZE):
            yield chunk
    finally:
        source.close()


class S3Storage:
    """Objects in an S3-compatible bucket; large uploads go up as multipart uploads."""

    def __init__(self, client: Any, bucket: str) -> None:
        self.client = client
        self.bucket = bucket

    def save(self, key: str, chunks: Iterable[bytes], *, max_bytes: int) -> Written:
        """Streams chunks to the bucket, buffering at most one part in memory."""
        checked_key(key)
        meter = _Meter(max_bytes)
        buffer = bytearray()
        upload: _Multipart | None = None
        try:
            for chunk in chunks:
                buffer += meter.take(chunk)
                if len(buffer) >= _S3_PART_SIZE:
                    upload = upload or _Multipart(self.client, self.bucket, key)
                    upload.send(bytes(buffer))
                    buffer.clear()
            if upload is None:
                self.client.put_object(Bucket=self.bucket, Key=key, Body=bytes(buffer))
            else:
                if buffer:
                    upload.send(bytes(buffer))
                upload.complete()
        except BaseException:
            if upload is not None:
                upload.abort()
            raise
        return meter.written()

    def open(self, key: str) -> Iterator[bytes]:
        """Requests the object now (so a missing object fails before any byte is sent) and streams it."""
        body = self.client.get_object(Bucket=self.bucket, Key=checked_key(key))["Body"]
        return _read_chunks(body)

    def delete(self, key: str) -> None:
        """Removes the object."""
        self.client.delete_object(Bucket=self.bucket, Key=checked_key(key))

    def check(self) -> None:
        """Raises unless the bucket answers."""
        self.client.head_bucket(Bucket=self.bucket)

    def sweep(self, *, older_than: float) -> int:
        """Aborts multipart uploads started more than `older_than` seconds ago."""
        cutoff = datetime.now(UTC) - timedelta(seconds=older_than)
        listing = self.client.list_multipart_uploads(Bucket=self.bucket)
        stale = [u for u in listing.get("Uploads", []) if u["Initiated"] <= cutoff]
        for upload in stale:
            self.client.abort_multipart_upload(
                Bucket=self.bucket, Key=upload["Key"], UploadId=upload["UploadId"]
            )
        return len(stale)


class _Multipart:
    """One S3 multipart upload in progress."""

    def __init__(self, client: Any, bucket: str, key: str) -> None:
        self.client = client
        self.target = {"Bucket": bucket, "Key": key}
        self.upload_id: str = client.create_multipart_upload(**self.target)["UploadId"]
        self.parts: list[dict[str, Any]] = []

    def send(self, data: bytes) -> None:
        """Uploads the next part."""
        number = len(self.parts) + 1
        answer = self.client.upload_part(**self.target, UploadId=self.upload_id, PartNumber=number, Body=data)
        self.parts.append({"PartNumber": number, "ETag": answer["ETag"]})

    def complete(self) -> None:
        """Assembles the parts into the object."""
        self.client.complete_multipart_upload(
            **self.target, UploadId=self.upload_id, MultipartUpload={"Parts": self.parts}
        )

    def abort(self) -> None:
        """Drops the parts uploaded so far."""
        try:
            self.client.abort_multipart_upload(**self.target, UploadId=self.upload_id)
        except Exception:
            logger.warning("could not abort multipart upload %s", self.upload_id, exc_info=True)


@lru_cache(maxsize=8)
def _s3_client(endpoint_url: str | None, region: str | None) -> Any:
    """Builds (once per endpoint) a boto3 client; credentials come from the usual AWS sources."""
    import boto3

    return boto3.client("s3", endpoint_url=endpoint_url, region_name=region)


def storage_for(settings: Settings) -> Storage:
    """Returns the storage the settings choose (`MDM_FILE_STORAGE`: local or s3)."""
    if settings.file_storage == "s3":
        if not settings.s3_bucket:
            raise RuntimeError("MDM_FILE_STORAGE=s3 needs MDM_S3_BUCKET")
        return S3Storage(_s3_client(settings.s3_endpoint_url, settings.s3_region), settings.s3_bucket)
    return LocalStorage(settings.data_dir / "files")
