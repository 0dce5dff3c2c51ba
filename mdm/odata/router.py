"""`/odata`: the OData v4 read feed (service document, `$metadata`, entity sets, entities)."""

import re
from collections.abc import Callable, Coroutine
from typing import Any
from urllib.parse import quote

from fastapi import APIRouter, Depends, Request, Response

from mdm.auth.deps import PrincipalDep
from mdm.auth.guard import GuardedRoute
from mdm.core.deps import SessionDep, SettingsDep
from mdm.core.errors import BadRequest, MDMError
from mdm.core.http import error_response
from mdm.odata import schemas, service
from mdm.odata.query import check_format

_RESOURCE = re.compile(r"^(?P<set>[A-Za-z_][A-Za-z0-9_]*)(?:\((?P<key>.*)\))?$", re.S)
_PAGING = frozenset({"top", "skip"})


class ODataRoute(GuardedRoute):
    """A route whose responses, errors included, speak OData: version header, error object."""

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        """Wraps the handler so business errors carry the OData error shape."""
        handler = super().get_route_handler()

        async def route(request: Request) -> Response:
            try:
                response = await handler(request)
            except MDMError as exc:
                response = error_response(request.url.path, exc.status_code, exc.detail, exc.headers)
            response.headers["OData-Version"] = schemas.ODATA_VERSION
            return response

        return route


def check_version(request: Request) -> None:
    """Refuses clients that cannot read OData 4.0 (`OData-MaxVersion` below 4.0)."""
    wanted = request.headers.get("odata-maxversion")
    if wanted is None:
        return
    try:
        acceptable = float(wanted.strip()) >= 4.0
    except ValueError:
        raise BadRequest(f"Invalid OData-MaxVersion header '{wanted}'") from None
    if not acceptable:
        raise BadRequest(f"This service speaks OData 4.0; OData-MaxVersion {wanted} is too low")


router = APIRouter(
    prefix="/odata", tags=["odata"], route_class=ODataRoute, dependencies=[Depends(check_version)]
)


def _json(payload: dict[str, Any]) -> Response:
    """Renders an OData JSON payload."""
    return Response(schemas.dumps(payload), media_type=schemas.JSON_MEDIA_TYPE)


def _root(request: Request) -> str:
    """Returns the absolute URL of the service root."""
    return str(request.url_for("odata_service_document")).rstrip("/")


@router.get("", name="odata_service_document", response_class=Response)
@router.get("/", include_in_schema=False, response_class=Response)
def service_document(request: Request, session: SessionDep, principal: PrincipalDep) -> Response:
    """Lists one entity set per master (the OData service document)."""
    check_format(_option(request, "format"))
    root = _root(request)
    models = service.list_models(session, tenant_id=principal.tenant_id)
    document = schemas.ServiceDocument(
        context=f"{root}/$metadata",
        value=[schemas.EntitySetRef(name=m.name, url=m.name, title=m.label) for m in models],
    )
    return _json(document.model_dump(by_alias=True, exclude_none=True))


@router.get("/$metadata", response_class=Response)
def metadata(session: SessionDep, principal: PrincipalDep) -> Response:
    """Describes every master as an entity type (CSDL XML)."""
    xml = service.metadata_document(session, tenant_id=principal.tenant_id)
    return Response(xml, media_type="application/xml")


@router.get("/{resource}/$count", response_class=Response)
def count(request: Request, session: SessionDep, principal: PrincipalDep, resource: str) -> Response:
    """Counts the records of an entity set matching `$filter` (plain text)."""
    master_type, key = _resource(resource)
    if key is not None:
        raise BadRequest("$count applies to an entity set, not to a single entity")
    total = service.count_collection(
        session,
        tenant_id=principal.tenant_id,
        master_type=master_type,
        params=request.query_params.multi_items(),
    )
    return Response(str(total), media_type="text/plain")


@router.get("/{resource}", response_class=Response)
def read(
    request: Request,
    session: SessionDep,
    principal: PrincipalDep,
    settings: SettingsDep,
    resource: str,
) -> Response:
    """Reads an entity set (with query options and paging) or one entity by key."""
    master_type, key = _resource(resource)
    params = request.query_params.multi_items()
    root = _root(request)
    if key is not None:
        model, row, select = service.read_entity(
            session, tenant_id=principal.tenant_id, master_type=master_type, key=key, params=params
        )
        payload = {"@odata.context": f"{root}/$metadata#{model.name}{_select(select)}/$entity"}
        return _json(payload | schemas.entity(model, row, select))
    page = service.read_collection(
        session,
        tenant_id=principal.tenant_id,
        master_type=master_type,
        params=params,
        page_size=settings.odata_page_size,
    )
    select = page.options.select
    body: dict[str, Any] = {"@odata.context": f"{root}/$metadata#{master_type}{_select(select)}"}
    if page.count is not None:
        body["@odata.count"] = page.count
    body["value"] = [schemas.entity(page.model, row, select) for row in page.rows]
    if page.next_skip is not None:
        body["@odata.nextLink"] = _next_link(f"{root}/{master_type}", params, page.next_skip, page.next_top)
    return _json(body)


def _resource(resource: str) -> tuple[str, str | None]:
    """Splits `name` or `name(key)`."""
    match = _RESOURCE.match(resource)
    if match is None:
        raise BadRequest(
            f"Invalid resource path '{resource}': expected an entity set name, "
            "optionally followed by a key in parentheses"
        )
    return match.group("set"), match.group("key")


def _select(select: tuple[str, ...] | None) -> str:
    """Returns the context URL's select list."""
    return "" if select is None else "(" + ",".join(select) + ")"


def _option(request: Request, name: str) -> str | None:
    """Returns a system query option given with or without `$`, in any case."""
    for key, value in request.query_params.multi_items():
        if key.lower().lstrip("$") == name:
            return value
    return None


def _next_link(base: str, params: list[tuple[str, str]], skip: int, top: int | None) -> str:
    """Builds the next page's URL: the same options with `$skip` (and `$top`) advanced."""
    kept = [(k, v) for k, v in params if k.lower().lstrip("$") not in _PAGING]
    kept.append(("$skip", str(skip)))
    if top is not None:
        kept.append(("$top", str(top)))
    safe = "$,()'/:@*"
    query = "&".join(f"{quote(k, safe=safe)}={quote(v, safe=safe)}" for k, v in kept)
    return f"{base}?{query}"
