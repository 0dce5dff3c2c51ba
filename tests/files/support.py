"""Helpers of the file tests."""

from pathlib import Path
from typing import Any

import boto3

SMALL_LIMIT = 256 * 1024
BUCKET = "mdm-test-files"


def s3_client(url: str) -> Any:
    """Returns a boto3 client of the test S3 server."""
    return boto3.client("s3", endpoint_url=url, region_name="us-east-1")


def files_on_disk(root: Path) -> list[Path]:
    """Lists every regular file under a directory."""
    return sorted(p for p in root.rglob("*") if p.is_file()) if root.exists() else []


def multipart(
    filename: bytes,
    content: bytes,
    *,
    name: bytes = b"file",
    content_type: bytes = b"application/octet-stream",
) -> tuple[bytes, dict[str, str]]:
    """Builds a multipart body by hand, so a file name can carry any byte."""
    boundary = b"mdmtestboundary7MA4YWxkTrZu0gW"
    body = (
        b"--" + boundary + b"\r\n"
        b'Content-Disposition: form-data; name="' + name + b'"; filename="' + filename + b'"\r\n'
        b"Content-Type: " + content_type + b"\r\n\r\n" + content + b"\r\n--" + boundary + b"--\r\n"
    )
    return body, {"Content-Type": "multipart/form-data; boundary=" + boundary.decode()}
