"""The `mdm` command: serve, schema upgrades, and tenant/user/key administration.

Heavy modules (SQLAlchemy, the service layers, uvicorn) are imported inside the commands that
use them, so `mdm --help` answers at once. Only `mdm serve`, `mdm db upgrade` and the first
start create a database; every other command names the database it looked at when it finds
no schema or no tenant there.
"""

import json
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date, datetime, time
from typing import TYPE_CHECKING, Annotated, Any, NoReturn

import typer

if TYPE_CHECKING:
    from rich.console import Console
    from sqlalchemy.orm import Session

    from mdm.db.engine import Database
    from mdm.db.models import Tenant, User
    from mdm.records.service import Actor

# rich_markup_mode=None: click's plain help (`--dry-run / --no-dry-run`), without loading Rich.
app = typer.Typer(help="mdm: master data management service.", no_args_is_help=True, rich_markup_mode=None)
db_app = typer.Typer(help="Database schema.", no_args_is_help=True, rich_markup_mode=None)
tenants_app = typer.Typer(help="Tenants and their plans.", no_args_is_help=True, rich_markup_mode=None)
users_app = typer.Typer(help="Users of a tenant.", no_args_is_help=True, rich_markup_mode=None)
keys_app = typer.Typer(
    help="API keys (the secret is shown once).", no_args_is_help=True, rich_markup_mode=None
)
app.add_typer(db_app, name="db")
app.add_typer(tenants_app, name="tenants")
app.add_typer(users_app, name="users")
app.add_typer(keys_app, name="keys")

JsonOpt = Annotated[bool, typer.Option("--json", help="Print one JSON object on stdout.")]
TenantOpt = Annotated[str, typer.Option(help="Tenant name.")]
HINT = "set MDM_DATA_DIR or MDM_DATABASE_URL"


def err() -> "Console":
    """Returns a console on stderr that never wraps lines (log collectors see whole sentences)."""
    from rich.console import Console

    return Console(stderr=True, soft_wrap=True)


def fail(message: str) -> NoReturn:
    """Prints one error line on stderr and exits with code 1."""
    sys.stderr.write(f"mdm: {message}\n")
    raise typer.Exit(1)


def where() -> str:
    """Names the configured database for messages."""
    from mdm.settings import get_settings

    return get_settings().describe_database()


def open_database(*, create: bool = False) -> "Database":
    """Opens the configured database and brings its schema up to date; only with `create` may
    it make a new one. One line and exit 1 when it is missing or cannot be reached."""
    from sqlalchemy import inspect
    from sqlalchemy.exc import SQLAlchemyError

    from mdm.core.outages import database_problem
    from mdm.db.engine import Database
    from mdm.db.migrate import upgrade
    from mdm.records.indexes import sync_all
    from mdm.settings import get_settings

    settings = get_settings()
    path = settings.sqlite_path()
    if not create and path is not None and not path.exists():
        fail(f"No mdm database at {where()}; {HINT}, or create one with `mdm db upgrade`")
    try:
        database = Database(settings.resolved_database_url())
        if not create and not inspect(database.engine).has_table("tenant"):
            database.dispose()
            fail(f"No mdm schema in {where()}; {HINT}, or create it with `mdm db upgrade`")
        upgrade(database)
        sync_all(database.engine)
    except (SQLAlchemyError, OSError) as exc:
        fail(f"cannot use the database (MDM_DATABASE_URL): {database_problem(exc)}")
    return database


@contextmanager
def transaction() -> Iterator["Session"]:
    """Runs a command's work in one transaction and turns business errors into exit code 1."""
    from mdm.core.errors import MDMError

    database = open_database()
    try:
        with database.transaction() as session:
            yield session
    except MDMError as exc:
        err().print(f"[red]error:[/red] {exc.detail}", markup=True)
        raise typer.Exit(1) from None
    finally:
        database.dispose()


def find_tenant(session: "Session", name: str) -> "Tenant":
    """Returns a tenant by name; a missing one names the database it was looked for in."""
    from mdm.tenants import repository

    tenant = repository.get_by_name(session, name)
    if tenant is None:
        fail(f"No tenant '{name}' in {where()}; {HINT}")
    return tenant


def emit(as_json: bool, payload: dict[str, Any], text: str) -> None:
    """Prints a result as JSON or as a human sentence."""
    if as_json:
        sys.stdout.write(json.dumps(payload) + "\n")
    else:
        sys.stdout.write(text + "\n")


def print_table(columns: list[str], rows: list[list[str]]) -> None:
    """Prints rows as aligned plain-text columns on stdout, never cutting a value short."""
    widths = [max(len(str(v)) for v in column) for column in zip(columns, *rows, strict=False)]
    for row in [columns, *rows]:
        sys.stdout.write("  ".join(str(v).ljust(w) for v, w in zip(row, widths, strict=True)).rstrip() + "\n")


@app.command()
def serve(
    host: Annotated[str, typer.Option(help="Interface to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="TCP port.")] = 8000,
    workers: Annotated[
        int | None, typer.Option(help="Worker processes (default: one per CPU core, MDM_WORKERS).", min=1)
    ] = None,
    ssl_certfile: Annotated[
        str | None, typer.Option(help="PEM certificate (chain) to serve HTTPS; or MDM_SSL_CERTFILE.")
    ] = None,
    ssl_keyfile: Annotated[
        str | None, typer.Option(help="PEM private key of the certificate; or MDM_SSL_KEYFILE.")
    ] = None,
) -> None:
    """Starts the service (upgrading the schema and bootstrapping a first admin key)."""
    import multiprocessing

    from mdm.core.serving import serve as run_server
    from mdm.core.serving import stop_quietly_on_signals
    from mdm.settings import get_settings

    stop_quietly_on_signals()
    settings = get_settings()
    certfile = ssl_certfile or (str(settings.ssl_certfile) if settings.ssl_certfile else None)
    keyfile = ssl_keyfile or (str(settings.ssl_keyfile) if settings.ssl_keyfile else None)
    if keyfile and not certfile:
        fail("--ssl-keyfile needs --ssl-certfile (or MDM_SSL_CERTFILE)")
    if certfile:
        _check_certificate(certfile, keyfile)
    url = f"{'https' if certfile else 'http'}://{_shown_host(host)}:{port}"
    # The schema, the first key and the sweep are done by a process of their own, so that this
    # one, which only watches the workers, does not keep the database layers in memory (60 MiB).
    preparing = multiprocessing.get_context("spawn").Process(target=_prepare, args=(url,))
    preparing.start()
    preparing.join()
    if preparing.exitcode:
        raise typer.Exit(preparing.exitcode)
    err().print(f"mdm serving on {url}/api/v1 (console: {url}/console/, docs: {url}/api/v1/docs)")
    try:
        run_server(
            host=host,
            port=port,
            workers=workers or settings.workers or os.cpu_count() or 1,
            log_level=settings.log_level,
            ssl_certfile=certfile,
            ssl_keyfile=keyfile,
        )
    except OSError as exc:
        fail(f"cannot listen on {host}:{port}: {exc.strerror or exc}")


@app.command()
def worker() -> None:
    """Delivers change events (webhooks, brokers) without serving HTTP, until stopped; run any
    number of these beside `mdm serve` (e.g. with MDM_EVENTS_DELIVERY=false there)."""
    import logging
    import signal
    import threading

    from mdm.delivery.worker import Worker
    from mdm.settings import get_settings

    settings = get_settings()
    database = open_database()
    logging.basicConfig(
        level=settings.log_level.upper(), format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    stop = threading.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda *_: stop.set())
    err().print(f"mdm delivering events from {settings.describe_database()}")
    Worker(database, settings).run(stop)
    database.dispose()


def _check_certificate(certfile: str, keyfile: str | None) -> None:
    """Loads the certificate and key once, so a wrong file stops here with one line."""
    import ssl

    try:
        ssl.create_default_context(ssl.Purpose.CLIENT_AUTH).load_cert_chain(certfile, keyfile)
    except (OSError, ssl.SSLError) as exc:
        fail(f"cannot use the TLS certificate {certfile}: {getattr(exc, 'strerror', None) or exc}")


def _shown_host(host: str) -> str:
    """The host to print in addresses: a wildcard interface shows as localhost."""
    if host in ("0.0.0.0", "::", ""):  # noqa: S104 - only printed
        return "localhost"
    return f"[{host}]" if ":" in host else host


def _prepare(url: str) -> None:
    """Upgrades the schema, bootstraps a first admin key on an empty database and removes
    partial uploads a crash left (no upload runs before the workers start)."""
    from mdm.files.storage import storage_for
    from mdm.files.sweeper import sweep_once
    from mdm.settings import get_settings

    try:
        database = open_database(create=True)
        if get_settings().bootstrap:
            _bootstrap(database, url)
        database.dispose()
        sweep_once(storage_for(get_settings()), older_than=0)
    except typer.Exit as exc:
        sys.exit(exc.exit_code)  # `fail` has said why in one line


def _bootstrap(database: "Database", url: str) -> None:
    """Creates the first tenant, admin and key on an empty database and prints the key and
    the one-time link where the admin chooses a console password."""
    from sqlalchemy.exc import IntegrityError

    from mdm.tenants.bootstrap import bootstrap_if_empty

    try:
        with database.transaction() as session:
            made = bootstrap_if_empty(session)
    except IntegrityError:
        return  # another process bootstrapped at the same moment
    if made is not None:
        sys.stderr.write(
            f"First start: created tenant '{made.tenant_name}' and admin user '{made.admin_email}'. "
            f"Admin API key (shown once, keep it safe; it expires on {made.expires_at:%Y-%m-%d}, "
            "make another with `mdm keys create`):\n"
        )
        sys.stderr.flush()
        print(made.key, flush=True)
        sys.stderr.write(
            "Console: choose the admin's password within 24 hours at this one-time link, then sign "
            f"in as {made.admin_email}:\n  {url}/console/set-password/{made.password_token}\n"
        )
        sys.stderr.flush()


@app.command("dev-cert")
def dev_cert(
    directory: Annotated[
        str, typer.Option("--dir", help="Where to write ca.pem, cert.pem and key.pem.")
    ] = "./mdm-data/tls",
    host: Annotated[
        list[str] | None, typer.Option(help="Name or address the certificate is for (repeatable).")
    ] = None,
    days: Annotated[int, typer.Option(help="Validity in days.")] = 90,
) -> None:
    """Makes a self-signed CA and a server certificate for trying HTTPS locally (not for production)."""
    from mdm.core.devcert import write_dev_certificate

    names = host or ["localhost", "127.0.0.1", "::1"]
    made = write_dev_certificate(directory, names=names, days=days)
    sys.stdout.write(
        f"wrote {made.ca} (the CA: give it to clients), {made.cert} and {made.key} for {', '.join(names)}\n"
        f"serve:  mdm serve --ssl-certfile {made.cert} --ssl-keyfile {made.key}\n"
        f"verify: curl --cacert {made.ca} https://localhost:8000/health\n"
    )


@db_app.command("upgrade")
def db_upgrade() -> None:
    """Creates or upgrades the database schema to the newest revision."""
    open_database(create=True).dispose()
    sys.stderr.write(f"database schema in {where()} is up to date\n")


@db_app.command("vacuum")
def db_vacuum() -> None:
    """Compacts the database (on SQLite also rebuilds the search index: use this, not a bare VACUUM)."""
    from mdm.db.upkeep import vacuum

    database = open_database()
    try:
        vacuum(database)
    finally:
        database.dispose()
    sys.stderr.write(f"database in {where()} compacted\n")


# Tenants ----------------------------------------------------------------------------------


def _tenant_payload(tenant: "Tenant") -> dict[str, Any]:
    """Describes a tenant."""
    from mdm.core.time import isoformat_z

    return {
        "id": tenant.id,
        "name": tenant.name,
        "plan": tenant.plan,
        "created_at": isoformat_z(tenant.created_at),
    }


@tenants_app.command("create")
def tenants_create(
    name: Annotated[str, typer.Option(help="Unique tenant name.")],
    plan: Annotated[str, typer.Option(help="free, starter, professional or enterprise.")],
    as_json: JsonOpt = False,
) -> None:
    """Creates a tenant on a plan."""
    from mdm.tenants import service as tenants_service

    with transaction() as session:
        payload = _tenant_payload(tenants_service.create_tenant(session, name=name, plan=plan))
    emit(as_json, payload, f"created tenant {payload['name']} ({payload['plan']}) id {payload['id']}")


@tenants_app.command("list")
def tenants_list(as_json: JsonOpt = False) -> None:
    """Lists tenants."""
    from mdm.tenants import service as tenants_service

    with transaction() as session:
        rows = [_tenant_payload(t) for t in tenants_service.list_tenants(session)]
    if as_json:
        emit(True, {"items": rows, "total": len(rows)}, "")
    elif not rows:
        sys.stderr.write(f"no tenants in {where()}\n")
    else:
        print_table(["id", "name", "plan", "created_at"], [list(r.values()) for r in rows])


# Users ------------------------------------------------------------------------------------

EmailOpt = Annotated[str, typer.Option(help="Email of the user.")]


def _user_payload(user: "User") -> dict[str, Any]:
    """Describes a user."""
    from mdm.core.time import isoformat_z

    return {
        "id": user.id,
        "tenant_id": user.tenant_id,
        "email": user.email,
        "name": user.name,
        "role": user.role,
        "active": user.deactivated_at is None,
        "created_at": isoformat_z(user.created_at),
        "deactivated_at": isoformat_z(user.deactivated_at) if user.deactivated_at else None,
    }


@users_app.command("create")
def users_create(
    tenant: TenantOpt,
    email: Annotated[str, typer.Option(help="Email, unique in the tenant.")],
    name: Annotated[str, typer.Option(help="Display name.")],
    role: Annotated[str, typer.Option(help="admin, steward or member.")] = "member",
    as_json: JsonOpt = False,
) -> None:
    """Creates a user in a tenant."""
    from mdm.users import service as users_service

    with transaction() as session:
        owner = find_tenant(session, tenant)
        user = users_service.create_user(session, tenant_id=owner.id, email=email, name=name, role=role)
        payload = _user_payload(user)
    emit(as_json, payload, f"created user {payload['email']} ({payload['role']}) id {payload['id']}")


@users_app.command("list")
def users_list(tenant: TenantOpt, as_json: JsonOpt = False) -> None:
    """Lists a tenant's users, deactivated ones included."""
    from mdm.users import service as users_service

    with transaction() as session:
        owner = find_tenant(session, tenant)
        users, total = users_service.list_users(session, tenant_id=owner.id, skip=0, limit=1_000_000)
        rows = [_user_payload(u) for u in users]
    if as_json:
        emit(True, {"items": rows, "total": total}, "")
        return
    print_table(
        ["email", "name", "role", "active", "id"],
        [[r["email"], r["name"], r["role"], "yes" if r["active"] else "no", r["id"]] for r in rows],
    )


@users_app.command("set-role")
def users_set_role(
    tenant: TenantOpt,
    email: EmailOpt,
    role: Annotated[str, typer.Option(help="admin, steward or member.")],
    as_json: JsonOpt = False,
) -> None:
    """Gives a user another role (it applies to their keys within MDM_AUTH_CACHE_SECONDS)."""
    from mdm.users import service as users_service

    with transaction() as session:
        owner = find_tenant(session, tenant)
        payload = _user_payload(users_service.set_role(session, tenant_id=owner.id, email=email, role=role))
    emit(as_json, payload, f"{payload['email']} is now {payload['role']}")


def _set_active(tenant: str, email: str, *, active: bool, as_json: bool) -> None:
    """Deactivates or reactivates a user and reports it."""
    from mdm.sessions import service as sessions
    from mdm.users import service as users_service

    with transaction() as session:
        owner = find_tenant(session, tenant)
        user = users_service.set_active(session, tenant_id=owner.id, email=email, active=active)
        if not active:
            sessions.end_sessions(session, tenant_id=owner.id, user_id=user.id)
        payload = _user_payload(user)
    state = "active again" if active else "deactivated: their keys answer 401"
    emit(as_json, payload, f"{payload['email']} is {state}")


@users_app.command("set-password")
def users_set_password(
    tenant: TenantOpt,
    email: EmailOpt,
    password_stdin: Annotated[
        bool, typer.Option("--password-stdin", help="Read the password from standard input (required).")
    ] = False,
) -> None:
    """Sets a user's console password (read from standard input, never an argument); their
    open console sessions end."""
    from mdm.sessions import service as sessions
    from mdm.users import service as users_service

    if not password_stdin:
        fail("give --password-stdin and pipe the password in (an argument would show in ps and history)")
    password = sys.stdin.readline().rstrip("\r\n")
    with transaction() as session:
        owner = find_tenant(session, tenant)
        user = users_service.get_user_by_email(session, tenant_id=owner.id, email=email)
        sessions.set_password(session, user=user, password=password)
    err().print(f"password set for {email}; they can sign in at /console/")


@users_app.command("deactivate")
def users_deactivate(tenant: TenantOpt, email: EmailOpt, as_json: JsonOpt = False) -> None:
    """Deactivates a user: their keys answer 401 (within MDM_AUTH_CACHE_SECONDS); history stays."""
    _set_active(tenant, email, active=False, as_json=as_json)


@users_app.command("reactivate")
def users_reactivate(tenant: TenantOpt, email: EmailOpt, as_json: JsonOpt = False) -> None:
    """Reactivates a deactivated user; their unrevoked, unexpired keys work again."""
    _set_active(tenant, email, active=True, as_json=as_json)


# Keys -------------------------------------------------------------------------------------


def _parse_expiry(raw: str | None) -> datetime | None:
    """Parses `--expires YYYY-MM-DD` as the end of that UTC day."""
    from mdm.core.time import as_utc

    if raw is None:
        return None
    try:
        return as_utc(datetime.combine(date.fromisoformat(raw), time.max))
    except ValueError:
        raise typer.BadParameter("use YYYY-MM-DD", param_hint="--expires") from None


@keys_app.command("create")
def keys_create(
    tenant: TenantOpt,
    user: Annotated[str, typer.Option(help="Email of the key's user.")],
    name: Annotated[str, typer.Option(help="Purpose of the key.")],
    scopes: Annotated[str, typer.Option(help="Comma-separated: read,write,delete.")],
    description: Annotated[str | None, typer.Option(help="Optional text.")] = None,
    expires: Annotated[str | None, typer.Option(help="YYYY-MM-DD; default one year.")] = None,
    as_json: JsonOpt = False,
) -> None:
    """Creates an API key and prints its secret once."""
    from mdm.auth import keys as key_format
    from mdm.auth import service as auth_service
    from mdm.users import service as users_service

    try:
        scope_list = key_format.parse_scopes(scopes)
    except ValueError as exc:
        raise typer.BadParameter(str(exc), param_hint="--scopes") from None
    expires_at = _parse_expiry(expires)
    with transaction() as session:
        owner = find_tenant(session, tenant)
        holder = users_service.get_user_by_email(session, tenant_id=owner.id, email=user)
        made = auth_service.create_key(
            session, user=holder, name=name, scopes=scope_list, description=description, expires_at=expires_at
        )
        payload = _key_payload(made.row) | {"key": made.secret}
    emit(
        as_json,
        payload,
        f"API key (shown once, keep it safe; it expires on {payload['expires_at'][:10]}):\n{made.secret}",
    )


def _key_payload(row: Any) -> dict[str, Any]:
    """Describes a key without its secret."""
    from mdm.core.time import isoformat_z

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
def keys_list(tenant: TenantOpt, as_json: JsonOpt = False) -> None:
    """Lists a tenant's keys (never their secrets)."""
    from mdm.auth import service as auth_service

    with transaction() as session:
        owner = find_tenant(session, tenant)
        rows = [_key_payload(k) for k in auth_service.list_keys(session, tenant_id=owner.id)]
    if as_json:
        emit(True, {"items": rows, "total": len(rows)}, "")
        return
    print_table(
        ["prefix", "name", "scopes", "expires_at", "revoked_at", "last_used_at", "id"],
        [
            [
                r["prefix"] + "…",
                r["name"],
                ",".join(r["scopes"]),
                r["expires_at"],
                r["revoked_at"] or "",
                r["last_used_at"] or "",
                r["id"],
            ]
            for r in rows
        ],
    )


@keys_app.command("revoke")
def keys_revoke(
    key_id: Annotated[str, typer.Argument(help="Id of the key.")], as_json: JsonOpt = False
) -> None:
    """Revokes a key; it answers 401 from now on."""
    from mdm.auth import service as auth_service

    with transaction() as session:
        payload = _key_payload(auth_service.revoke_key(session, key_id=key_id))
    emit(as_json, payload, f"revoked key {key_id}")


# CSV import and export (mdm.transfer) ------------------------------------------------------

UserOpt = Annotated[
    str | None,
    typer.Option(help="Email of the user recorded as the changer; default: the tenant's first admin."),
]


def _cli_actor(session: "Session", tenant: str, user: str | None) -> "Actor":
    """Returns who acts in a command: the named user, or the tenant's first active admin."""
    from mdm.auth.principal import Principal
    from mdm.core.errors import NotFound
    from mdm.db.enums import Role, Scope
    from mdm.records.service import Actor
    from mdm.users import service as users_service

    owner = find_tenant(session, tenant)
    if user is not None:
        holder = users_service.get_user_by_email(session, tenant_id=owner.id, email=user)
    else:
        users, _total = users_service.list_users(session, tenant_id=owner.id, skip=0, limit=1000)
        admins = [u for u in users if u.role == Role.ADMIN and u.deactivated_at is None]
        if not admins:
            raise NotFound(f"Tenant '{tenant}' has no active admin user; name one with --user EMAIL")
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

    console = err()
    return Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        TextColumn("{task.percentage:>3.0f}%"),
        TimeElapsedColumn(),
        console=console,
        transient=True,
        disable=not console.is_terminal,
    )


@app.command("export")
def export_command(
    master_type: Annotated[str, typer.Argument(help="Master to export.")],
    file: Annotated[str, typer.Argument(help="CSV file to write.")],
    tenant: TenantOpt,
    user: UserOpt = None,
    bom: Annotated[bool, typer.Option("--bom/--no-bom", help="Start with a UTF-8 BOM (for Excel).")] = False,
    as_json: JsonOpt = False,
) -> None:
    """Exports a master's records to a CSV file (the same format as GET .../export)."""
    from mdm.core.errors import MDMError
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
        err().print(f"[red]error:[/red] {exc.detail}", markup=True)
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
    dry_run: Annotated[
        bool, typer.Option("--dry-run/--no-dry-run", help="Validate and report only.")
    ] = False,
    on_error: Annotated[
        str, typer.Option(help="fail (all or nothing) or skip (import valid rows).")
    ] = "fail",
    delimiter: Annotated[
        str | None, typer.Option(help="',' ';' '|' or 'tab' (default: detected from the header).")
    ] = None,
    encoding: Annotated[str | None, typer.Option(help="Text encoding, e.g. cp1252 (default UTF-8).")] = None,
    reference_by: Annotated[
        str, typer.Option(help="id, or key: reference columns hold the targets' key values.")
    ] = "id",
    as_json: JsonOpt = False,
) -> None:
    """Imports a CSV file into a master with the same checks and report as POST .../import."""
    from mdm.db.models import ApprovalRequest
    from mdm.files.storage import storage_for
    from mdm.settings import get_settings
    from mdm.transfer import service as transfer

    if on_error not in ("fail", "skip"):
        raise typer.BadParameter("use fail or skip", param_hint="--on-error")
    if reference_by not in ("id", "key"):
        raise typer.BadParameter("use id or key", param_hint="--reference-by")
    if not os.path.isfile(file):
        fail(f"cannot read {file}: no such file")
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
                delimiter=delimiter,
                encoding=encoding,
                reference_by=reference_by,  # type: ignore[arg-type]
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
        sys.stdout.write(report.model_dump_json(exclude_none=True) + "\n")
    else:
        sys.stdout.write(
            f"{master_type}: {report.created} created, {report.updated} updated, "
            f"{report.unchanged} unchanged, {report.failed} failed\n"
        )
        if report.errors:
            print_table(
                ["row", "field", "message"], [[str(e.row), e.field, e.message] for e in report.errors[:50]]
            )
    if refused:
        err().print(f"[red]error:[/red] {refused}", markup=True)
