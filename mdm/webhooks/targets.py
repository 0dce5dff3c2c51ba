"""Where a webhook may send: http(s) URLs whose host resolves only to public addresses (unless
private targets are allowed), checked when a subscription is saved and again at each delivery."""

import ipaddress
import socket
from dataclasses import dataclass
from urllib.parse import urlsplit

from mdm.core.errors import BadRequest

MAX_URL_LENGTH = 2000
IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address


class UnsafeTarget(BadRequest):
    """A webhook URL that is malformed or reaches an address webhooks may not reach."""


@dataclass(frozen=True)
class Target:
    """A checked URL: its parts, and the address a delivery connects to (pinned, so a name
    that resolves differently between the check and the connection cannot redirect it)."""

    url: str
    scheme: str
    host: str
    port: int
    address: str


def parse(url: str) -> tuple[str, str, int]:
    """Returns the scheme, host and port of a webhook URL, or refuses a malformed one."""
    if len(url) > MAX_URL_LENGTH:
        raise UnsafeTarget(f"url: at most {MAX_URL_LENGTH} characters")
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError as exc:
        raise UnsafeTarget(f"url: not a valid URL ({exc})") from None
    if parts.scheme not in ("http", "https"):
        raise UnsafeTarget("url: must start with https:// (or http://)")
    if not parts.hostname:
        raise UnsafeTarget("url: names no host")
    if parts.username is not None or parts.password is not None:
        raise UnsafeTarget("url: must not carry credentials; verify deliveries by their signature")
    if parts.fragment:
        raise UnsafeTarget("url: must not have a #fragment")
    return parts.scheme, parts.hostname, port or (443 if parts.scheme == "https" else 80)


def refusal(address: IPAddress) -> str | None:
    """Says why an address is not a public one a webhook may reach, or None when it is."""
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    for kind, flag in (
        ("loopback", address.is_loopback),
        ("link-local", address.is_link_local),
        ("private", address.is_private),
        ("multicast", address.is_multicast),
        ("unspecified", address.is_unspecified),
        ("reserved", address.is_reserved),
    ):
        if flag:
            return kind
    return None if address.is_global else "not a public address"


def resolve(host: str, port: int) -> list[IPAddress]:
    """Returns the addresses a host name (or literal address) resolves to, or refuses."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (OSError, UnicodeError):
        raise UnsafeTarget(f"url: the host '{host}' does not resolve; check the name") from None
    addresses: list[IPAddress] = []
    for info in infos:
        address = ipaddress.ip_address(str(info[4][0]).split("%", 1)[0])
        if address not in addresses:
            addresses.append(address)
    return addresses


def check(url: str, *, allow_private: bool) -> Target:
    """Checks a webhook URL and resolves it; refuses it (400) when any address it resolves to
    is private, loopback, link-local or otherwise not public, unless those are allowed."""
    scheme, host, port = parse(url)
    addresses = resolve(host, port)
    if not allow_private:
        for address in addresses:
            why = refusal(address)
            if why is not None:
                raise UnsafeTarget(
                    f"url: '{host}' resolves to {address} ({why}); webhooks may only reach public "
                    "addresses (an operator may set MDM_WEBHOOK_ALLOW_PRIVATE=true to allow it)"
                )
    return Target(url=url, scheme=scheme, host=host, port=port, address=str(addresses[0]))
