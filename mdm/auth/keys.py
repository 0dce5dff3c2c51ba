"""API key secrets: generation, hashing and the `Authorization` header format."""

import hashlib
import re
import secrets

from mdm.core.errors import Unauthorized
from mdm.db.enums import Scope

KEY_PREFIX = "mdm_"
_TOKEN = re.compile(r"^[\x21-\x7e]{1,512}$")
_BEARER = "Bearer "
SCOPES = tuple(Scope)


def generate_key() -> str:
    """Returns a new secret: the `mdm_` prefix and 256 random bits, URL-safe."""
    return KEY_PREFIX + secrets.token_urlsafe(32)


def hash_key(key: str) -> str:
    """Returns the SHA-256 hex digest under which a key is stored.

    Keys carry 256 random bits, so a fast hash suffices: there is nothing to brute-force.
    """
    return hashlib.sha256(key.encode()).hexdigest()


def display_prefix(key: str) -> str:
    """Returns the first characters of a key, kept to recognise it in listings."""
    return key[:12]


def parse_bearer(header: str | None) -> str | None:
    """Returns the token from `Bearer <token>` (exactly one space), or None if malformed.

    Any printable token is returned; one that is no key of ours is then simply unknown.
    """
    if header is None or not header.startswith(_BEARER):
        return None
    key = header[len(_BEARER) :]
    return key if _TOKEN.fullmatch(key) else None


def parse_scopes(raw: str) -> list[Scope]:
    """Parses `read,write` into an ordered, de-duplicated scope list; raises ValueError."""
    scopes = [s.strip() for s in raw.split(",") if s.strip()]
    unknown = sorted(set(scopes) - set(SCOPES))
    if unknown or not scopes:
        raise ValueError(f"scopes must be a comma-separated subset of {', '.join(SCOPES)}")
    return [s for s in SCOPES if s in scopes]


def key_hash_from_header(authorization: str | None) -> str:
    """Returns the stored hash of the key in `Bearer <key>`, or raises Unauthorized."""
    if authorization is None:
        raise Unauthorized("Missing Authorization header: send 'Authorization: Bearer <API key>'")
    secret = parse_bearer(authorization)
    if secret is None:
        raise Unauthorized("Malformed Authorization header: expected 'Bearer <API key>'")
    return hash_key(secret)
