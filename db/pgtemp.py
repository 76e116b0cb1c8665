"""A throwaway PostgreSQL server in a temporary folder, for the tests and `bench table --store postgres`.

It runs the binaries of Debian's `postgresql` package (/usr/lib/postgresql/*/bin):
`initdb` then `pg_ctl start`, listening on a Unix socket inside the folder and on
no TCP port, so nothing else on the machine reaches it and two sessions never
collide. `initdb` refuses to run as root; as root (CI), the server runs as the
`postgres` system user that the package creates (`runuser -u postgres --`).

The server keeps PostgreSQL's durable defaults (fsync on, synchronous_commit
on): what the tests and the benchmark measure is what a host gets. When it
cannot start, `TempPostgres.start()` raises `PgTempError` saying why (binaries
missing, initdb or pg_ctl failing, with the end of the server's log).
"""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import shutil
import subprocess
import tempfile
from pathlib import Path
from urllib.parse import quote

SERVER_USER = "postgres"  # the system user Debian's package creates, and the database superuser here
INSTALL_HINT = "install Debian's postgresql package (apt-get install -y postgresql)"


class PgTempError(RuntimeError):
    """The throwaway server could not be started (or stopped); the message says why."""


def find_bin_dir() -> Path:
    """The newest /usr/lib/postgresql/<version>/bin holding initdb and pg_ctl."""
    found = []
    for initdb in glob.glob("/usr/lib/postgresql/*/bin/initdb"):
        folder = Path(initdb).parent
        version = folder.parent.name
        if (folder / "pg_ctl").exists() and version.isdigit():
            found.append((int(version), folder))
    if not found:
        raise PgTempError(f"no PostgreSQL server binaries under /usr/lib/postgresql/*/bin: {INSTALL_HINT}")
    return max(found)[1]


class TempPostgres:
    """One server in one temporary folder; `url()` names a database on it."""

    def __init__(self, folder: Path, bin_dir: Path, run_as: str | None):
        self.folder = folder
        self.bin_dir = bin_dir
        self.run_as = run_as
        self.data = folder / "data"
        self.log = folder / "server.log"

    @classmethod
    def start(cls, *, settings: dict[str, str] | None = None) -> TempPostgres:
        bin_dir = find_bin_dir()
        run_as = SERVER_USER if os.geteuid() == 0 else None
        folder = Path(tempfile.mkdtemp(prefix="holding-on-pg-"))
        server = cls(folder, bin_dir, run_as)
        try:
            server._own_folder()
            server._run(
                "initdb",
                "-D",
                str(server.data),
                "-U",
                SERVER_USER,
                "--auth=trust",
                "--encoding=UTF8",
                "--locale=C.UTF-8",
                "--no-instructions",
            )
            server._pg_ctl_start(settings or {})
        except BaseException:
            server.remove()
            raise
        return server

    def url(self, database: str = "postgres") -> str:
        """A libpq/asyncpg URL for `database` over the server's Unix socket."""
        return f"postgresql://{SERVER_USER}@/{quote(database)}?host={quote(str(self.folder))}"

    def stop(self, mode: str = "fast") -> None:
        """Stop the server; mode "immediate" is a crash (no checkpoint; recovery replays the WAL at start)."""
        self._run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "stop")

    def restart(self) -> None:
        self._pg_ctl_start(self._settings)

    def remove(self) -> None:
        """Stop the server if it runs, then delete its folder."""
        if (self.data / "postmaster.pid").exists():
            with contextlib.suppress(PgTempError):
                self.stop("immediate")
        shutil.rmtree(self.folder, ignore_errors=True)

    # --- plumbing ----------------------------------------------------------------------------

    def _own_folder(self) -> None:
        if self.run_as is None:
            return
        try:
            user = pwd.getpwnam(self.run_as)
        except KeyError:
            raise PgTempError(f"there is no {self.run_as!r} system user to run the server as: {INSTALL_HINT}") from None
        os.chown(self.folder, user.pw_uid, user.pw_gid)
        self.folder.chmod(0o700)

    def _pg_ctl_start(self, settings: dict[str, str]) -> None:
        self._settings = settings
        options = {"listen_addresses": "''", "unix_socket_directories": f"'{self.folder}'", **settings}
        flags = " ".join(f"-c {key}={value}" for key, value in options.items())
        try:
            self._run("pg_ctl", "-D", str(self.data), "-l", str(self.log), "-w", "-t", "60", "-o", flags, "start")
        except PgTempError as error:
            raise PgTempError(f"{error}; the server's log ends with:\n{self._log_tail()}") from None

    def _run(self, program: str, *args: str) -> None:
        command = [str(self.bin_dir / program), *args]
        if self.run_as is not None:
            command = ["runuser", "-u", self.run_as, "--", *command]
        try:
            done = subprocess.run(command, capture_output=True, text=True, timeout=120, cwd=self.folder)
        except (OSError, subprocess.TimeoutExpired) as error:
            raise PgTempError(f"{program} could not run ({type(error).__name__}: {error})") from None
        if done.returncode != 0:
            output = (done.stderr or done.stdout).strip()[-1500:]
            raise PgTempError(f"{program} failed (exit status {done.returncode}): {output}")

    def _log_tail(self) -> str:
        try:
            return "\n".join(self.log.read_text(errors="replace").splitlines()[-20:])
        except OSError:
            return "(no log)"
