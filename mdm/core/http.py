"""HTTP header helpers shared by routers: entity tags and attachment names."""

from urllib.parse import quote


def etag(version: int) -> str:
    """Returns the entity tag of a resource at a version."""
    return f'"{version}"'


def if_match_allows(if_match: str | None, tag: str) -> bool:
    """Tells whether an `If-Match` header is absent, `*`, or names the tag (weak or strong)."""
    if if_match is None or if_match.strip() == "*":
        return True
    return tag in {given.strip().removeprefix("W/") for given in if_match.split(",")}


def content_disposition(filename: str) -> str:
    """Returns an attachment header with an ASCII fallback and the UTF-8 name (RFC 6266/5987)."""
    fallback = "".join(ch if " " <= ch <= "~" and ch not in '"\\%' else "_" for ch in filename)
    return f"attachment; filename=\"{fallback}\"; filename*=UTF-8''{quote(filename, safe='')}"
