"""The `mdm` command: serve, schema upgrades, and tenant/user/key administration."""

import json
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date, datetime, time
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.console import Console
from rich.table import Table
from sqlalchemy.exc import IntegrityError, SQLAlchemyError
from sqlalchemy.orm import Session

from mdm.auth import keys as key_format
from mdm.auth import service as auth_service
from mdm.core.errors import MDMError
from mdm.core.outages import database_problem
from mdm.core.time import as_utc, isoformat_z
from mdm.db.engine import Database
from mdm.db.enums import Role, Scope
from mdm.db.migrate import upgrade
from mdm.db.models import ApprovalRequest
from mdm.files.storage import storage_for
from mdm.files.sweeper import sweep_once
from mdm.settings import get_settings
from mdm.tenants import service as tenants_service
from mdm.tenants.bootstrap import bootstrap_if_empty
from mdm.users import service as users_service

if TYPE_CHECKING:
    from mdm.records.service import Actor

app = typer.Typer(help="mdm: master data management service.", no_args_is_help=True)
db_app = typer.Typer(help="Database schema.", no_args_is_help=True)
tenants_app = typer.Typer(help="Tenants and their plans.", no_args_is_help=True)
users_app = typer.Typer(help="Users of a tenant.", no_args_is_help=True)
keys_app = typer.Typer(help="API keys (the secret is shown once).", no_args_is_help=True)
app.add_typer(db_app, name="db")
app.add_typer(tenants_app, name="tenants")
app.add_typer(users_app, name="users")
app.add_typer(keys_app, name="keys")

err = Console(stderr=True)
JsonOpt = Annotated[bool, typer.Option("--json", help="Print one JSON object on stdout.")]


def open_database() -> Database:
    """Opens the configured database and brings its schema up to date; one line and exit 1
    when it cannot be reached."""
    try:
        database = Database(get_settings().resolved_database_url())
        upgrade(database)
    except (SQLAlchemyError, OSError) as exc:
        sys.stderr.write(f"mdm: cannot use the database (MDM_DATABASE_URL): {database_problem(exc)}\n")
        raise typer.Exit(1) from None
    return database


@contextmanager
def transaction() -> Iterator[Session]:
    """Runs a command's work in one transaction and turns business errors into exit code 1."""
    database = open_database()
    try:
        with database.transaction() as session:
            yield session
    except MDMError as exc:
        err.print(f"[red]error:[/red] {exc.detail}")
        raise typer.Exit(1) from None
    finally:
        database.dispose()


def emit(as_json: bool, payload: dict[str, Any], text: str) -> None:
    """Prints a result as JSON or as a human sentence."""
    if as_json:
        sys.stdout.write(json.dumps(payload) + "\n")
    else:
        Console().print(text)


@app.command()
def serve(
    host: Annotated[str, typer.Option(help="Interface to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="TCP port.")] = 8000,
    workers: Annotated[int, typer.Option(help="Worker processes.")] = 1,
) -> None:
    """Starts the HTTP service (upgrading the schema and bootstrapping a first admin key)."""
    from mdm.core.serving import serve as run_server

    settings = get_settings()
    database = open_database()
    if settings.bootstrap:
        _bootstrap(database)
    database.dispose()
    sweep_once(storage_for(settings), older_than=0)  # no upload is running before we serve
    url = f"http://{host}:{port}"
    err.print(f"mdm serving on {url}/api/v1 (docs: {url}/api/v1/docs)")
    try:
        run_server(host=host, port=port, workers=workers, log_level=settings.log_level)
    except OSError as exc:
        err.print(f"mdm: cannot listen on {host}:{port}: {exc.strerror or exc}")
        raise typer.Exit(1) from None


def _bootstrap(database: Database) -> None:
    """Creates the first tenant, admin and key on an empty database and prints the key."""
    try:
        with database.transaction() as session:
            made = bootstrap_if_empty(session)
    except IntegrityError:
        return  # another process bootstrapped at the same moment
    if made is not None:
        err.print(
            f"[bold]First start:[/bold] created tenant '{made.tenant_name}' and admin "
            f"user '{made.admin_email}'. Admin API key (shown once, keep it safe):"
        )
        print(made.key, flush=True)


@db_app.command("upgrade")
def db_upgrade() -> None:
    """Creates or upgrades the database schema to the newest revision."""
    open_database().dispose()
    err.print("database schema is up to date")


@tenants_app.command("create")
def tenants_create(
    name: Annotated[str, typer.Option(help="Unique tenant name.")],
    plan: Annotated[str, typer.Option(help="free, starter, professional or enterprise.")],
    as_json: JsonOpt = False,
) -> None:
    """Creates a tenant on a plan."""
    with transaction() as session:
        tenant = tenants_service.create_tenant(session, name=name, plan=plan)
        payload = {
            "id": tenant.id,
            "name": tenant.name,
            "plan": tenant.plan,
            "created_at": isoformat_z(tenant.created_at),
        }
    emit(as_json, payload, f"created tenant {tenant.name} ({tenant.plan}) id {tenant.id}")


@tenants_app.command("list")
def tenants_list() -> None:
    """Lists tenants."""
    with transaction() as session:
        tenants = tenants_service.list_tenants(session)
    table = Table("id", "name", "plan", "created_at")
    for t in tenants:
        table.add_row(t.id, t.name, t.plan, isoformat_z(t.created_at))
    Console().print(table)


@users_app.command("create")
def users_create(
    tenant: Annotated[str, typer.Option(help="Tenant name.")],
    email: Annotated[str, typer.Option(help="Email, unique in the tenant.")],
    name: Annotated[str, typer.Option(help="Display name.")],
    role: Annotated[str, typer.Option(help="admin, steward or member.")] = "member",
    as_json: JsonOpt = False,
) -> None:
    """Creates a user in a tenant."""
    with transaction() as session:
        owner = tenants_service.get_tenant(session, name=tenant)
        user = users_service.create_user(session, tenant_id=owner.id, email=email, name=name, role=role)
        payload = {
            "id": user.id,
            "tenant_id": user.tenant_id,
            "email": user.email,
            "name": user.name,
            "role": user.role,
        }
    emit(as_json, payload, f"created user {user.email} ({user.role}) id {user.id}")


def _parse_expiry(raw: str | None) -> datetime | None:
    """Parses `--expires YYYY-MM-DD` as the end of that UTC day."""
    if raw is None:
        return None
    try:
        return as_utc(datetime.combine(date.fromisoformat(raw), time.max))
    except ValueError:
        raise typer.BadParameter("use YYYY-MM-DD", param_hint="--expires") from None


@keys_app.command("create")
def keys_create(
    tenant: Annotated[str, typer.Option(help="Tenant name.")],
    user: Annotated[str, typer.Option(help="Email of the key's user.")],
    name: Annotated[str, typer.Option(help="Purpose of the key.")],
    scopes: Annotated[str, typer.Option(help="Comma-separated: read,write,delete.")],
    description: Annotated[str | None, typer.Option(help="Optional text.")] = None,
    expires: Annotated[str | None, typer.Option(help="YYYY-MM-DD; default one year.")] = None,
    as_json: JsonOpt = False,
) -> None:
    """Creates an API key and prints its secret once."""
    try:
        scope_list = key_format.parse_scopes(scopes)
    except ValueError as exc:
        raise typer.BadParameter(str(exc), param_hint="--scopes") from None
    expires_at = _parse_expiry(expires)
    with transaction() as session:
        owner = tenants_service.get_tenant(session, name=tenant)
        holder = users_service.get_user_by_email(session, tenant_id=owner.id, email=user)
        made = auth_service.create_key(
            session, user=holder, name=name, scopes=scope_list, description=description, expires_at=expires_at
        )
        payload = _key_payload(made.row) | {"key": made.secret}
    emit(as_json, payload, f"API key (shown once, keep it safe):\n{made.secret}")


def _key_payload(row: Any) -> dict[str, Any]:
    """Describes a key without its secret."""
    return {
        "id": row.id,
        "name": row.name,
        "description": row.description,
        "prefix": row.prefix,
        "scopes": row.scopes.split(","),
        "user_id": row.user_id,
        "tenant_id": row.tenant_id,
        "expires_at": isoformat_z(row.expires_at),
        "created_at": isoformat_z(row.created_at),
        "revoked_at": isoformat_z(row.revoked_at) if row.revoked_at else None,
        "last_used_at": isoformat_z(row.last_used_at) if row.last_used_at else None,
    }


@keys_app.command("list")
def keys_list(tenant: Annotated[str, typer.Option(help="Tenant name.")], as_json: JsonOpt = False) -> None:
    """Lists a tenant's keys (never their secrets)."""
    with transaction() as session:
        owner = tenants_service.get_tenant(session, name=tenant)
        rows = [_key_payload(k) for k in auth_service.list_keys(session, tenant_id=owner.id)]
    if as_json:
        sys.stdout.write(json.dumps({"items": rows, "total": len(rows)}) + "\n")
        return
    table = Table("prefix", "name", "scopes", "expires_at", "revoked_at", "last_used_at")
    table.add_column("id", no_wrap=True, overflow="fold")
    for r in rows:
        table.add_row(
            r["prefix"] + "…",
            r["name"],
            ",".join(r["scopes"]),
            r["expires_at"],
            r["revoked_at"] or "",
            r["last_used_at"] or "",
            r["id"],
        )
    Console(width=200).print(table)


@keys_app.command("revoke")
def keys_revoke(
    key_id: Annotated[str, typer.Argument(help="Id of the key.")], as_json: JsonOpt = False
) -> None:
    """Revokes a key; it answers 401 from now on."""
    with transaction() as session:
        payload = _key_payload(auth_service.revoke_key(session, key_id=key_id))
    emit(as_json, payload, f"revoked key {key_id}")


# CSV import and export (mdm.transfer) ------------------------------------------------------

TenantOpt = Annotated[str, typer.Option(help="Tenant name.")]
UserOpt = Annotated[
    str | None,
    typer.Option(help="Email of the user recorded as the changer; default: the tenant's first admin."),
]


def _cli_actor(session: Session, tenant: str, user: str | None) -> "Actor":
    """Returns who acts in a command: the named user, or the tenant's first admin."""
    from mdm.auth.principal import Principal
    from mdm.core.errors import NotFound
    from mdm.records.service import Actor

    owner = tenants_service.get_tenant(session, name=tenant)
    if user is not None:
        holder = users_service.get_user_by_email(session, tenant_id=owner.id, email=user)
    else:
        users, _total = users_service.list_users(session, tenant_id=owner.id, skip=0, limit=1000)
        admins = [u for u in users if u.role == Role.ADMIN]
        if not admins:
            raise NotFound(f"Tenant '{tenant}' has no admin user; name one with --user EMAIL")
        holder = admins[0]
    return Actor(
        Principal(
            tenant_id=owner.id,
            plan=owner.plan,
            user_id=holder.id,
            role=Role(holder.role),
            api_key_id="",
            scopes=frozenset(Scope),
        )
    )


def _progress() -> Any:
    """Returns a Rich progress bar on stderr (silent when stderr is not a terminal)."""
    from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

    return Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        TextColumn("{task.percentage:>3.0f}%"),
        TimeElapsedColumn(),
        console=err,
        transient=True,
        disable=not err.is_terminal,
    )


@app.command("export")
def export_command(
    master_type: Annotated[str, typer.Argument(help="Master to export.")],
    file: Annotated[str, typer.Argument(help="CSV file to write.")],
    tenant: TenantOpt,
    user: UserOpt = None,
    bom: Annotated[bool, typer.Option("--bom", help="Start with a UTF-8 BOM (for Excel).")] = False,
    as_json: JsonOpt = False,
) -> None:
    """Exports a master's records to a CSV file (the same format as GET .../export)."""
    from mdm.transfer import service as transfer

    database = open_database()
    try:
        with database.transaction() as session:
            actor = _cli_actor(session, tenant, user)
            start = transfer.begin_export(
                session, principal=actor.principal, master_type=master_type, bom=bom
            )
        with database.transaction(write=False) as session, open(file, "wb") as out, _progress() as bar:
            task = bar.add_task(f"export {master_type}", total=max(start.records, 1))
            for done, chunk in enumerate(
                transfer.export_chunks(
                    session,
                    tenant_id=actor.principal.tenant_id,
                    master_type=master_type,
                    schema=start.schema,
                    bom=bom,
                )
            ):
                out.write(chunk)
                bar.update(task, completed=min(done * transfer.EXPORT_BATCH, start.records))
    except MDMError as exc:
        err.print(f"[red]error:[/red] {exc.detail}")
        raise typer.Exit(1) from None
    finally:
        database.dispose()
    emit(
        as_json,
        {"master_type": master_type, "file": file, "records": start.records},
        f"exported {start.records} {master_type} records to {file}",
    )


@app.command("import")
def import_command(
    master_type: Annotated[str, typer.Argument(help="Master to import into.")],
    file: Annotated[str, typer.Argument(help="CSV file to read (UTF-8, with or without BOM).")],
    tenant: TenantOpt,
    user: UserOpt = None,
    key: Annotated[str | None, typer.Option(help="Unique field that matches existing records.")] = None,
    dry_run: Annotated[bool, typer.Option("--dry-run", help="Validate and report only.")] = False,
    on_error: Annotated[
        str, typer.Option(help="fail (all or nothing) or skip (import valid rows).")
    ] = "fail",
    as_json: JsonOpt = False,
) -> None:
    """Imports a CSV file into a master with the same checks and report as POST .../import."""
    from mdm.transfer import service as transfer

    if on_error not in ("fail", "skip"):
        raise typer.BadParameter("use fail or skip", param_hint="--on-error")
    if not os.path.isfile(file):
        sys.stderr.write(f"mdm: cannot read {file}: no such file\n")
        raise typer.Exit(1)
    with transaction() as session, open(file, "rb") as source, _progress() as bar:
        actor = _cli_actor(session, tenant, user)
        task = bar.add_task(f"import {master_type}", total=max(source.seek(0, 2), 1))
        source.seek(0)
        try:
            report = transfer.import_csv(
                session,
                actor=actor,
                master_type=master_type,
                source=source,
                key=key,
                on_error=on_error,  # type: ignore[arg-type]
                dry_run=dry_run,
                storage=storage_for(get_settings()),
                progress=lambda _rows: bar.update(task, completed=source.tell()),
            )
        except transfer.ImportRejected as exc:
            hint = exc.detail.replace("send ?on_error=skip", "use --on-error skip")
            _print_report(as_json, master_type, exc.report, refused=hint)
            raise typer.Exit(1) from None
    if isinstance(report, ApprovalRequest):
        emit(
            as_json,
            {"approval_id": report.id, "status": report.status},
            f"{master_type} requires approval: the import is held as request {report.id}",
        )
        return
    _print_report(as_json, master_type, report, refused=None)


def _print_report(as_json: bool, master_type: str, report: Any, refused: str | None) -> None:
    """Prints an import report as JSON on stdout, or as a sentence and an error table."""
    if as_json:
        sys.stdout.write(report.model_dump_json() + "\n")
    else:
        Console().print(
            f"{master_type}: {report.created} created, {report.updated} updated, "
            f"{report.unchanged} unchanged, {report.failed} failed"
        )
        if report.errors:
            table = Table("row", "field", "message")
            for e in report.errors[:50]:
                table.add_row(str(e.row), e.field, e.message)
            Console().print(table)
    if refused:
        err.print(f"[red]error:[/red] {refused}")
