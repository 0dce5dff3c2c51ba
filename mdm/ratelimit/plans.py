"""Plans and their request allowances."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Plan:
    """Requests a tenant on this plan may make; None means unlimited."""

    name: str
    per_minute: int | None
    per_day: int | None


PLANS: dict[str, Plan] = {
    "free": Plan("free", 10, 100),
    "starter": Plan("starter", 30, 1_000),
    "professional": Plan("professional", 60, 10_000),
    "enterprise": Plan("enterprise", None, None),
}
