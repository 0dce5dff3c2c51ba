"""Identifier generation."""

import uuid_utils


def new_id() -> str:
    """Returns a new time-ordered UUID (version 7) as a string, so ids sort by creation."""
    return str(uuid_utils.uuid7())
