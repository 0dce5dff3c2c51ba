"""Authorization dependencies: the caller, scope by method, and the admin guard.

They do no I/O, so they are `async` and run on the event loop, not in the thread pool."""

from collections.abc import Callable
from typing import Annotated, Any, TypeVar

from fastapi import Depends, Request

from mdm.auth.principal import Principal
from mdm.core.errors import Forbidden, Unauthorized
from mdm.db.enums import Role, Scope

F = TypeVar("F", bound=Callable[..., Any])

_METHOD_SCOPES = {
    "GET": Scope.READ,
    "HEAD": Scope.READ,
    "POST": Scope.WRITE,
    "PUT": Scope.WRITE,
    "PATCH": Scope.WRITE,
    "DELETE": Scope.DELETE,
}


async def get_principal(request: Request) -> Principal:
    """Returns the caller the gate middleware authenticated."""
    principal = getattr(request.state, "principal", None)
    if principal is None:
        raise Unauthorized("Missing Authorization header: send 'Authorization: Bearer <API key>'")
    return principal


PrincipalDep = Annotated[Principal, Depends(get_principal)]


def required_scope(scope: Scope) -> Callable[[F], F]:
    """Marks an endpoint as needing a scope other than its method's (e.g. a read-only POST)."""

    def mark(endpoint: F) -> F:
        endpoint.__dict__["mdm_scope"] = scope
        return endpoint

    return mark


def route_scope(endpoint: Callable[..., Any] | None, method: str) -> str:
    """Returns the scope a request needs: its endpoint's mark, else its method's."""
    return getattr(endpoint, "mdm_scope", None) or _METHOD_SCOPES.get(method, Scope.WRITE)


async def require_admin(principal: PrincipalDep) -> Principal:
    """Returns the caller if it holds the admin role, else refuses with 403."""
    if not principal.is_admin:
        raise Forbidden("Admin role required")
    return principal


AdminDep = Annotated[Principal, Depends(require_admin)]


STEWARD_ROLES = frozenset({Role.ADMIN, Role.STEWARD})


async def require_steward(principal: PrincipalDep) -> Principal:
    """Returns the caller if it is an admin or steward (who govern masters), else 403."""
    if principal.role not in STEWARD_ROLES:
        raise Forbidden("This needs the admin or steward role")
    return principal


StewardDep = Annotated[Principal, Depends(require_steward)]
