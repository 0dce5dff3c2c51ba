"""`/odata`: the OData v4 read feed (service document, `$metadata`, entity sets, entities,
properties and their raw `$value`)."""

import hashlib
import re
from collections.abc import Callable, Coroutine
from datetime import datetime
from typing import Any
from urllib.parse import quote

from fastapi import APIRouter, Depends, Request, Response

from mdm.auth.deps import PrincipalDep
from mdm.auth.guard import GuardedRoute
from mdm.core.deps import SessionDep, SettingsDep
from mdm.core.errors import BadRequest, MDMError, NotImplementedFeature
from mdm.core.http import error_response
from mdm.core.time import isoformat_z
from mdm.odata import schemas, service
from mdm.odata.formats import JsonFormat, negotiate
from mdm.odata.query import check_format

_RESOURCE = re.compile(r"^(?P<set>[A-Za-z_][A-Za-z0-9_]*)(?:\((?P<key>.*)\))?$", re.S)
_PAGING = frozenset({"top", "skip", "skiptoken"})
READ = ["GET", "HEAD"]


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


async def check_version(request: Request) -> None:
    """Refuses clients that cannot read OData 4.0 (`OData-MaxVersion` below 4.0); async, so it
    costs no trip to a worker thread."""
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


def json_format(request: Request) -> JsonFormat:
    """Negotiates the JSON format of a response (406 when the client takes no JSON)."""
    return negotiate(
        accept=request.headers.get("accept"),
        format_option=_option(request, "format"),
        content_type=request.headers.get("content-type"),
    )


def _json(payload: dict[str, Any], fmt: JsonFormat) -> Response:
    """Renders an OData JSON payload in the negotiated format."""
    if fmt.metadata == "none":
        payload = {k: v for k, v in payload.items() if k not in ("@odata.context", "@odata.metadataEtag")}
    return Response(schemas.dumps(payload), media_type=fmt.media_type)


def _root(request: Request) -> str:
    """Returns the absolute URL of the service root, as the client reached it (a trusted
    proxy's `X-Forwarded-Prefix` included)."""
    url = request.url_for("odata_service_document")
    prefix = request.scope.get("state", {}).get("forwarded_prefix", "")
    return f"{url.scheme}://{url.netloc}{prefix}{url.path}".rstrip("/")


def _metadata_etag(xml: bytes) -> str:
    """Returns the entity tag of a metadata document (it changes whenever a definition does)."""
    return 'W/"' + hashlib.sha256(xml).hexdigest()[:32] + '"'


@router.get("", name="odata_service_document", response_class=Response)
@router.head("", name="odata_service_document_head", response_class=Response)
@router.api_route("/", methods=READ, include_in_schema=False, response_class=Response)
def service_document(request: Request, session: SessionDep, principal: PrincipalDep) -> Response:
    """Lists one entity set per master (the OData service document)."""
    fmt = json_format(request)
    root = _root(request)
    models = service.list_models(session, tenant_id=principal.tenant_id)
    etag = _metadata_etag(service.metadata_document(session, tenant_id=principal.tenant_id))
    document = schemas.ServiceDocument(
        context=f"{root}/$metadata",
        metadata_etag=etag,
        value=[schemas.EntitySetRef(name=m.name, url=m.name, title=m.label) for m in models],
    )
    return _json(document.model_dump(by_alias=True, exclude_none=True), fmt)


@router.get("/$metadata", response_class=Response)
@router.head("/$metadata", response_class=Response)
def metadata(request: Request, session: SessionDep, principal: PrincipalDep) -> Response:
    """Describes every master as an entity type (CSDL XML); 304 for a current `If-None-Match`."""
    xml = service.metadata_document(session, tenant_id=principal.tenant_id)
    etag = _metadata_etag(xml)
    given = {tag.strip() for tag in request.headers.get("if-none-match", "").split(",")}
    if etag in given or etag.removeprefix("W/") in given or "*" in given:
        return Response(status_code=304, headers={"ETag": etag})
    return Response(xml, media_type="application/xml", headers={"ETag": etag})


@router.get("/{resource}/$count", response_class=Response)
@router.head("/{resource}/$count", response_class=Response)
def count(request: Request, session: SessionDep, principal: PrincipalDep, resource: str) -> Response:
    """Counts the records of an entity set matching `$filter` and `$search` (plain text)."""
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
@router.head("/{resource}", response_class=Response)
def read(
    request: Request,
    session: SessionDep,
    principal: PrincipalDep,
    settings: SettingsDep,
    resource: str,
) -> Response:
    """Reads an entity set (with query options and paging) or one entity by key."""
    fmt = json_format(request)
    master_type, key = _resource(resource)
    params = request.query_params.multi_items()
    root = _root(request)
    if key is not None:
        model, row, select = service.read_entity(
            session, tenant_id=principal.tenant_id, master_type=master_type, key=key, params=params
        )
        payload = {"@odata.context": f"{root}/$metadata#{model.name}{_select(select)}/$entity"}
        return _json(payload | schemas.entity(model, row, select, fmt=fmt, root=root), fmt)
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
        body["@odata.count"] = schemas.count_of(page.count, fmt)
    body["value"] = [schemas.entity(page.model, row, select, fmt=fmt, root=root) for row in page.rows]
    if page.next_token is not None:
        body["@odata.nextLink"] = _next_link(f"{root}/{master_type}", params, page.next_token, page.next_top)
    return _json(body, fmt)


@router.get("/{resource}/{name}", response_class=Response)
@router.head("/{resource}/{name}", response_class=Response)
def read_property(
    request: Request, session: SessionDep, principal: PrincipalDep, resource: str, name: str
) -> Response:
    """Reads one property of an entity (`product(<id>)/code`); 204 when it has no value."""
    fmt = json_format(request)
    model, record_id, prop, value = _property(request, session, principal.tenant_id, resource, name)
    if value is None:
        return Response(status_code=204)
    context = f"{_root(request)}/$metadata#{model.name}({record_id})/{prop.name}"
    return _json({"@odata.context": context, "value": schemas.value_of(prop, value, fmt)}, fmt)


@router.get("/{resource}/{name}/$value", response_class=Response)
@router.head("/{resource}/{name}/$value", response_class=Response)
def read_raw_value(
    request: Request, session: SessionDep, principal: PrincipalDep, resource: str, name: str
) -> Response:
    """Reads one property's raw value as text (`product(<id>)/code/$value`); 204 when none."""
    _, _, _, value = _property(request, session, principal.tenant_id, resource, name)
    if value is None:
        return Response(status_code=204)
    return Response(_raw(value), media_type="text/plain; charset=utf-8")


def _property(
    request: Request, session: Any, tenant_id: str, resource: str, name: str
) -> tuple[Any, str, Any, Any]:
    """Resolves `entity(<key>)/property` to the model, the record id, the property and its value."""
    master_type, key = _resource(resource)
    if key is None:
        raise BadRequest(f"'{name}' needs one entity: address it as {master_type}(<id>)/{name}")
    if name.startswith("$"):
        raise NotImplementedFeature(f"The path segment {name} is not supported on an entity")
    if request.query_params:
        check_format(_option(request, "format"))
    return service.read_property(session, tenant_id=tenant_id, master_type=master_type, key=key, name=name)


def _raw(value: Any) -> str:
    """Renders a primitive value as the text `$value` answers."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, datetime):
        return isoformat_z(value)
    return str(value)


def _resource(resource: str) -> tuple[str, str | None]:
    """Splits `name` or `name(key)`."""
    if resource.startswith("$"):
        raise NotImplementedFeature(f"{resource} is not supported by this read-only feed")
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


def _next_link(base: str, params: list[tuple[str, str]], token: str, top: int | None) -> str:
    """Builds the next page's URL: the same options, `$skiptoken` at the position after this
    page (keyset paging: no page costs more for being deep) and what is left of `$top`."""
    kept = [(k, v) for k, v in params if k.lower().lstrip("$") not in _PAGING]
    kept.append(("$skiptoken", token))
    if top is not None:
        kept.append(("$top", str(top)))
    safe = "$,()'/:@*"
    query = "&".join(f"{quote(k, safe=safe)}={quote(v, safe=safe)}" for k, v in kept)
    return f"{base}?{query}"
