"""Logging that keeps secrets out: credentials in URLs are redacted from every access line."""

import logging
import re
from typing import Any

# Query parameters that may carry a credential; a key's first characters stay to recognise it.
_CREDENTIAL = re.compile(
    r"(?i)(?P<name>[?&;](?:api[_-]?key|key|token|access[_-]?token|auth|authorization|password|secret)=)"
    r"(?P<value>[^&;\s\"]*)"
)
_SHOWN = 8
ACCESS_LOGGERS = ("uvicorn.access", "uvicorn.error")


def redact(text: str) -> str:
    """Replaces the values of credential query parameters by their first characters and `…`."""
    return _CREDENTIAL.sub(lambda m: f"{m['name']}{m['value'][:_SHOWN]}[redacted]", text)


class RedactCredentials(logging.Filter):
    """Redacts credentials from a record's message and string arguments."""

    def filter(self, record: logging.LogRecord) -> bool:
        """Rewrites the record in place; never drops it."""
        if isinstance(record.msg, str):
            record.msg = redact(record.msg)
        if isinstance(record.args, tuple):
            record.args = tuple(_redacted(arg) for arg in record.args)
        return True


def _redacted(arg: Any) -> Any:
    """Redacts one log argument if it is text."""
    return redact(arg) if isinstance(arg, str) else arg


def install() -> None:
    """Puts the redacting filter on the server's access and error loggers (once)."""
    for name in ACCESS_LOGGERS:
        logger = logging.getLogger(name)
        if not any(isinstance(f, RedactCredentials) for f in logger.filters):
            logger.addFilter(RedactCredentials())
