"""Sending one event to a webhook: a structured CloudEvent POSTed to the checked, pinned address,
signed as the Standard Webhooks specification says, redirects not followed, time bounded."""

import time
from dataclasses import dataclass
from datetime import UTC, datetime

import httpx
from standardwebhooks.webhooks import Webhook as Signer

from mdm.webhooks import targets

MAX_ANSWER_BYTES = 64 * 1024
CONTENT_TYPE = "application/cloudevents+json"


@dataclass(frozen=True)
class Outcome:
    """What one attempt came to."""

    succeeded: bool
    status_code: int | None
    latency_ms: int
    error: str | None


def signed_headers(secret: str, *, event_id: str, body: str, now: datetime) -> dict[str, str]:
    """Returns the Standard Webhooks headers of a delivery: id, timestamp and `v1,` signature."""
    return {
        "webhook-id": event_id,
        "webhook-timestamp": str(int(now.timestamp())),
        "webhook-signature": Signer(secret).sign(msg_id=event_id, timestamp=now, data=body),
        "content-type": CONTENT_TYPE,
        "user-agent": "mdm-webhooks/1",
    }


def send(
    client: httpx.Client, *, url: str, secret: str, event_id: str, body: str, allow_private: bool
) -> Outcome:
    """POSTs one event; 2xx is success, anything else (a redirect too) a failure to retry. The
    answer's body is read for at most the client's timeout and 64 KiB, then dropped."""
    started = time.monotonic()
    try:
        target = targets.check(url, allow_private=allow_private)  # DNS may have changed
    except targets.UnsafeTarget as refused:
        return Outcome(False, None, 0, f"refused: {refused.detail}")
    headers = signed_headers(secret, event_id=event_id, body=body, now=datetime.now(UTC))
    pinned = httpx.URL(url).copy_with(host=target.address)
    headers["host"] = httpx.URL(url).netloc.decode("ascii")
    extensions = {"sni_hostname": target.host} if target.scheme == "https" else {}
    try:
        with client.stream(
            "POST", pinned, content=body.encode(), headers=headers, extensions=extensions
        ) as answer:
            _drain(answer, started + (client.timeout.read or 10.0))
            status = answer.status_code
    except httpx.TimeoutException:
        return Outcome(False, None, _since(started), "timed out")
    except httpx.HTTPError as exc:
        return Outcome(False, None, _since(started), f"{exc.__class__.__name__}: {exc}"[:500])
    if 200 <= status < 300:
        return Outcome(True, status, _since(started), None)
    why = "redirects are not followed" if 300 <= status < 400 else f"answered {status}"
    return Outcome(False, status, _since(started), why)


def _drain(answer: httpx.Response, deadline: float) -> None:
    """Reads a small, quick answer to its end (so the connection is reused) and leaves a large
    or slow one (a receiver that trickles its answer cannot hold a worker)."""
    seen = 0
    for chunk in answer.iter_raw():
        seen += len(chunk)
        if seen > MAX_ANSWER_BYTES or time.monotonic() > deadline:
            return


def _since(started: float) -> int:
    """Milliseconds since a monotonic start."""
    return int((time.monotonic() - started) * 1000)


def client(timeout: float) -> httpx.Client:
    """An HTTP client for deliveries: bounded timeouts, no redirects, no proxies from the
    environment (a proxy would hide the address that was checked)."""
    return httpx.Client(timeout=httpx.Timeout(timeout), follow_redirects=False, trust_env=False)
