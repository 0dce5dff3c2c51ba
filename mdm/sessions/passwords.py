"""Passwords, stored only as argon2id hashes (argon2-cffi, its RFC 9106 default parameters)."""

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

from mdm.core.errors import BadRequest

MIN_LENGTH = 12
MAX_LENGTH = 1024  # hashing is bounded work whatever is pasted into the field
_HASHER = PasswordHasher()
# Verified against when an account has no password, so a miss costs the time of a hit.
_DUMMY = _HASHER.hash("not a password of anyone's")


def check_strength(password: str) -> None:
    """Refuses a password that is too short or too long to take."""
    if len(password) < MIN_LENGTH:
        raise BadRequest(f"The password must be at least {MIN_LENGTH} characters long")
    if len(password) > MAX_LENGTH:
        raise BadRequest(f"The password must be at most {MAX_LENGTH} characters long")


def hash_password(password: str) -> str:
    """Returns the argon2id hash of a password that passed `check_strength`."""
    check_strength(password)
    return _HASHER.hash(password)


def verify(stored: str | None, password: str) -> bool:
    """Tells whether a password matches a stored hash (constant work when there is none)."""
    if len(password) > MAX_LENGTH:
        return False
    try:
        return _HASHER.verify(stored or _DUMMY, password) and stored is not None
    except (VerificationError, InvalidHashError):
        return False


def needs_rehash(stored: str) -> bool:
    """Tells whether a hash was made with weaker parameters than today's."""
    return _HASHER.check_needs_rehash(stored)
