"""Receives an uploaded CSV: streamed into a spooled temporary file, counted against the size limit."""

import tempfile
from collections.abc import AsyncIterator
from typing import IO

from python_multipart.exceptions import FormParserError
from python_multipart.multipart import MultipartParser, parse_options_header
from starlette.requests import ClientDisconnect, Request

from mdm.core.errors import BadRequest, PayloadTooLarge

SPOOL_BYTES = 1024 * 1024
FILE_PART = b"file"


def _too_large(limit: int) -> PayloadTooLarge:
    """Builds the 413 error."""
    return PayloadTooLarge(f"The upload is larger than the limit of {limit:,} bytes")


class _FilePart:
    """Collects the data of the multipart part named `file` (other parts are skipped)."""

    def __init__(self, sink: IO[bytes]) -> None:
        self.sink = sink
        self.found = False
        self._in_file = False
        self._headers: dict[bytes, bytes] = {}
        self._name: list[bytes] = []
        self._value: list[bytes] = []

    def callbacks(self) -> dict[str, object]:
        """Returns the parser callbacks."""
        return {
            "on_part_begin": self._begin,
            "on_header_field": self._field,
            "on_header_value": self._val,
            "on_header_end": self._header_end,
            "on_headers_finished": self._headers_done,
            "on_part_data": self._data,
        }

    def _begin(self) -> None:
        self._headers = {}

    def _field(self, data: bytes, start: int, end: int) -> None:
        self._name.append(data[start:end])

    def _val(self, data: bytes, start: int, end: int) -> None:
        self._value.append(data[start:end])

    def _header_end(self) -> None:
        self._headers[b"".join(self._name).lower()] = b"".join(self._value).strip()
        self._name.clear()
        self._value.clear()

    def _headers_done(self) -> None:
        _disposition, options = parse_options_header(self._headers.get(b"content-disposition"))
        self._in_file = options.get(b"name") == FILE_PART and not self.found
        self.found = self.found or self._in_file

    def _data(self, data: bytes, start: int, end: int) -> None:
        if self._in_file:
            self.sink.write(data[start:end])


async def receive_csv(request: Request, *, limit: int) -> IO[bytes]:
    """Streams the request's CSV (multipart part `file`, or a text/csv body) into a temporary file."""
    length = request.headers.get("content-length")
    if length is not None and length.isdigit() and int(length) > limit:
        raise _too_large(limit)
    content_type, params = parse_options_header(request.headers.get("content-type"))
    sink: IO[bytes] = tempfile.SpooledTemporaryFile(max_size=SPOOL_BYTES)  # noqa: SIM115
    try:
        if content_type == b"multipart/form-data" and params.get(b"boundary"):
            await _receive_multipart(request, sink, params[b"boundary"], limit)
        elif content_type in (b"text/csv", b"application/csv"):
            await _receive_raw(request, sink, limit)
        else:
            raise BadRequest("Send the CSV as multipart/form-data with a part named 'file'")
    except BaseException:
        sink.close()
        raise
    sink.seek(0)
    return sink


async def _receive_multipart(request: Request, sink: IO[bytes], boundary: bytes, limit: int) -> None:
    """Parses a multipart body as it arrives, keeping only the `file` part."""
    part = _FilePart(sink)
    parser = MultipartParser(boundary, part.callbacks())  # type: ignore[arg-type]
    try:
        async for chunk in _counted(request, limit):
            parser.write(chunk)
        parser.finalize()
    except FormParserError as exc:
        raise BadRequest(f"The multipart body is malformed: {exc}") from None
    if not part.found:
        raise BadRequest("The multipart body has no part named 'file'")


async def _receive_raw(request: Request, sink: IO[bytes], limit: int) -> None:
    """Copies a plain CSV body."""
    async for chunk in _counted(request, limit):
        sink.write(chunk)


async def _counted(request: Request, limit: int) -> AsyncIterator[bytes]:
    """Yields the body's chunks, refusing it once more than `limit` bytes have arrived."""
    received = 0
    try:
        async for chunk in request.stream():
            received += len(chunk)
            if received > limit:
                raise _too_large(limit)
            yield chunk
    except ClientDisconnect:
        raise BadRequest("The client closed the connection before the upload finished") from None
