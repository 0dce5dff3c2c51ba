"""Forwarded headers from trusted proxies (`MDM_FORWARDED_ALLOW_IPS`).

A proxy in front of mdm says how the client reached it: `X-Forwarded-Proto` (the scheme),
`X-Forwarded-Host`, `X-Forwarded-For` (the client's address) and `X-Forwarded-Prefix` (a path
the proxy publishes the service under, before `/api/v1`). Anyone can send these headers, so they
are read only when the connection comes from an address the operator lists; by default none is
trusted. The scheme and host then make the links the service writes (OData's `@odata.context`
and `@odata.nextLink`) and HSTS; the client address goes to audit entries and the throttle.
"""

import ipaddress
import re

from starlette.types import ASGIApp, Receive, Scope, Send

Network = ipaddress.IPv4Network | ipaddress.IPv6Network
_PREFIX = re.compile(r"^(/[A-Za-z0-9._~!$&'()*+,;=:@%-]+)+$")
_HOST = re.compile(r"^[A-Za-z0-9.-]+(:[0-9]{1,5})?$|^\[[0-9A-Fa-f:.]+\](:[0-9]{1,5})?$")


def trusted_networks(setting: str) -> list[Network] | None:
    """Parses `MDM_FORWARDED_ALLOW_IPS` (addresses and networks, comma-separated; `*` for any)."""
    entries = [entry.strip() for entry in setting.split(",") if entry.strip()]
    if "*" in entries:
        return None
    return [ipaddress.ip_network(entry, strict=False) for entry in entries]


class ForwardedHeadersMiddleware:
    """Applies a trusted proxy's forwarded headers to the request's scope."""

    def __init__(self, app: ASGIApp, *, trusted: str) -> None:
        self.app = app
        self.everyone = trusted_networks(trusted) is None
        self.networks = trusted_networks(trusted) or []

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Rewrites scheme, host, client and prefix for a trusted peer, then passes the request on."""
        if scope["type"] == "http" and self._trusts(scope.get("client")):
            self._apply(scope)
        await self.app(scope, receive, send)

    def _trusts(self, client: tuple[str, int] | None) -> bool:
        """Tells whether the connection's peer is a trusted proxy."""
        if client is None or not (self.everyone or self.networks):
            return False
        if self.everyone:
            return True
        try:
            address = ipaddress.ip_address(client[0])
        except ValueError:
            return False
        return any(address in network for network in self.networks)

    def _client(self, forwarded_for: str | None) -> str | None:
        """Returns the nearest untrusted address of `X-Forwarded-For` (proxies append on the right)."""
        hops = [hop.strip() for hop in (forwarded_for or "").split(",") if hop.strip()]
        for hop in reversed(hops):
            if not self._trusts((hop, 0)):
                return hop
        return hops[0] if hops else None

    def _apply(self, scope: Scope) -> None:
        """Reads the forwarded headers (the last value of each, the nearest proxy's) into the scope."""
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}
        proto = _last(headers.get("x-forwarded-proto"))
        if proto in ("http", "https"):
            scope["scheme"] = proto
        host = _last(headers.get("x-forwarded-host"))
        if host and _HOST.match(host):
            scope["headers"] = [(k, v) for k, v in scope["headers"] if k.lower() != b"host"]
            scope["headers"].append((b"host", host.encode("latin-1")))
        client = self._client(headers.get("x-forwarded-for"))
        if client:
            port = scope["client"][1] if scope.get("client") else 0
            scope["client"] = (client, port)
        prefix = _last(headers.get("x-forwarded-prefix"))
        if prefix and _PREFIX.match(prefix.rstrip("/")):
            scope.setdefault("state", {})["forwarded_prefix"] = prefix.rstrip("/")


def _last(value: str | None) -> str:
    """Returns the last entry of a comma-separated header value (set by the nearest proxy)."""
    return (value or "").split(",")[-1].strip()
