"""The packaged app: build the one-folder PyInstaller bundle once, then run it like a user would.

The build takes 10-30 s, once per test module (``frozen_app``). To test a build you already
have, point ``SAGA_TABLE_FROZEN_APP`` at its executable (``dist/saga-table/saga-table``).
Every run of the frozen app gets an empty data directory (``--data-dir``) and an empty home, so
it never sees the developer's settings, saves or card data, and it fails the test on a non-zero
exit or on an error or warning line on stderr.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import pytest

import saga_table

pytestmark = pytest.mark.packaging

ROOT = Path(__file__).resolve().parents[2]
FROZEN_APP_ENV = "SAGA_TABLE_FROZEN_APP"
BUILD_TIMEOUT = 900
RUN_TIMEOUT = 120
SIZE_BUDGET_MB = 130
EXAMPLE_RECORD = "resources/docs/examples/benalia-three-turns.json"

#: A line on stderr that fails the test: errors, warnings, tracebacks, Qt's logging categories.
_PROBLEM = re.compile(
    r"\b(error|warning|critical|fatal|traceback|exception)\b|^qt\.|cannot|could not|not found",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class FrozenApp:
    executable: Path

    @property
    def folder(self) -> Path:
        return self.executable.parent

    @property
    def internal(self) -> Path:
        """PyInstaller's ``_internal`` folder (``sys._MEIPASS``): libraries and resources."""
        return self.folder / "_internal"


@dataclass(frozen=True)
class Run:
    returncode: int
    stdout: str
    stderr: str

    def problems(self) -> list[str]:
        return [line for line in self.stderr.splitlines() if _PROBLEM.search(line)]

    def assert_clean(self) -> None:
        __tracebackhide__ = True
        detail = f"exit {self.returncode}\n--- stdout\n{self.stdout}\n--- stderr\n{self.stderr}"
        assert self.returncode == 0, detail
        assert not self.problems(), detail


@pytest.fixture(scope="module")
def frozen_app(tmp_path_factory: pytest.TempPathFactory) -> FrozenApp:
    """The one-folder build: ``$SAGA_TABLE_FROZEN_APP`` if set, else built now into a temp dir."""
    given = os.environ.get(FROZEN_APP_ENV)
    if given:
        return FrozenApp(Path(given).resolve())
    out = tmp_path_factory.mktemp("frozen")
    result = subprocess.run(
        [
            sys.executable, str(ROOT / "packaging" / "build.py"), "--quiet",
            "--dist", str(out / "dist"), "--work", str(out / "work"),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=BUILD_TIMEOUT,
        check=False,
    )
    assert result.returncode == 0, f"build failed\n{result.stdout}\n{result.stderr}"
    executable = out / "dist" / saga_table.APP_NAME / (
        saga_table.APP_NAME + (".exe" if sys.platform == "win32" else "")
    )
    assert executable.is_file(), result.stdout
    return FrozenApp(executable)


@pytest.fixture
def user_dirs(tmp_path: Path) -> dict[str, str]:
    """An empty data directory and an empty home for one run of the frozen app."""
    home = tmp_path / "home"
    dirs = {
        "data": tmp_path / "data",
        "HOME": home,
        "XDG_CONFIG_HOME": home / ".config",
        "XDG_DATA_HOME": home / ".local" / "share",
        "XDG_STATE_HOME": home / ".local" / "state",
        "XDG_CACHE_HOME": home / ".cache",
    }
    for path in dirs.values():
        path.mkdir(parents=True, exist_ok=True)
    return {key: str(path) for key, path in dirs.items()}


def run_frozen(
    app: FrozenApp,
    args: Sequence[str],
    user_dirs: dict[str, str],
    *,
    extra_env: dict[str, str] | None = None,
) -> Run:
    return run_command([str(app.executable), *args], user_dirs, extra_env=extra_env)


def run_command(
    command: Sequence[str], user_dirs: dict[str, str], *, extra_env: dict[str, str] | None = None
) -> Run:
    """Run ``command`` offscreen, with the user's directories in ``user_dirs`` and nothing of the
    developer's environment that could change the app (``SAGA_TABLE_*``, ``QT_*``, ``XDG_*``)."""
    env = {
        key: value for key, value in os.environ.items()
        if not key.startswith(("SAGA_TABLE_", "PYTHON", "QT_", "XDG_")) and key != "HOME"
    }
    env.update({key: value for key, value in user_dirs.items() if key != "data"})
    env["QT_QPA_PLATFORM"] = "offscreen"
    env.update(extra_env or {})
    result = subprocess.run(
        list(command),
        cwd=user_dirs["HOME"],
        env=env,
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="replace",
        timeout=RUN_TIMEOUT,
        check=False,
    )
    return Run(result.returncode, result.stdout, result.stderr)


# ---------------------------------------------------------------------------- the smoke test


def test_frozen_app_plays_a_scripted_turn_and_quits_cleanly(
    frozen_app: FrozenApp, user_dirs: dict[str, str]
) -> None:
    run = run_frozen(frozen_app, ["--data-dir", user_dirs["data"], "--smoke-test"], user_dirs)
    run.assert_clean()


def test_frozen_app_smoke_test_in_japanese(
    frozen_app: FrozenApp, user_dirs: dict[str, str]
) -> None:
    run = run_frozen(
        frozen_app, ["--data-dir", user_dirs["data"], "--lang", "ja", "--smoke-test"], user_dirs
    )
    run.assert_clean()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="fontconfig is Linux's")
def test_frozen_app_runs_on_a_system_without_fonts(
    frozen_app: FrozenApp, user_dirs: dict[str, str], tmp_path: Path
) -> None:
    """With fontconfig seeing no font at all, the app still starts on its bundled fonts."""
    no_fonts = tmp_path / "no-fonts.conf"
    no_fonts.write_text(
        '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n'
        f"<fontconfig><cachedir>{tmp_path / 'fc-cache'}</cachedir></fontconfig>\n",
        encoding="utf-8",
    )
    run = run_frozen(
        frozen_app,
        ["--data-dir", user_dirs["data"], "--lang", "ja", "--smoke-test"],
        user_dirs,
        extra_env={"FONTCONFIG_FILE": str(no_fonts)},
    )
    run.assert_clean()


def _can_hide_system_folders() -> bool:
    if not sys.platform.startswith("linux") or shutil.which("unshare") is None:
        return False
    if os.geteuid() != 0:
        return False
    probe = subprocess.run(
        ["unshare", "-m", "true"], capture_output=True, timeout=30, check=False
    )
    return probe.returncode == 0


@pytest.mark.skipif(
    not _can_hide_system_folders(), reason="needs root and `unshare -m` to hide /etc/fonts"
)
def test_frozen_app_runs_where_fontconfig_has_no_configuration_and_no_fonts(
    frozen_app: FrozenApp, user_dirs: dict[str, str], tmp_path: Path
) -> None:
    """A minimal system: no /etc/fonts, no /usr/share/fonts. The bundled fontconfig set-up
    (packaging/rthook_fontconfig.py) keeps fontconfig quiet, the bundled fonts do the rest."""
    empty = tmp_path / "empty"
    empty.mkdir()
    hidden = [d for d in ("/etc/fonts", "/usr/share/fonts") if Path(d).is_dir()]
    mounts = "".join(f"mount --bind {empty} {d} && " for d in hidden)
    app = frozen_app.executable
    script = f'{mounts}exec "{app}" --data-dir "{user_dirs["data"]}" --lang ja --smoke-test'
    run = run_command(["unshare", "-m", "sh", "-c", script], user_dirs)
    run.assert_clean()


# ---------------------------------------------------------------------------- headless commands


def test_frozen_app_knows_its_version(frozen_app: FrozenApp, user_dirs: dict[str, str]) -> None:
    run = run_frozen(frozen_app, ["--version"], user_dirs)
    run.assert_clean()
    assert run.stdout.strip() == f"{saga_table.APP_NAME} {saga_table.__version__}"


def test_frozen_app_replays_the_bundled_example_record(
    frozen_app: FrozenApp, user_dirs: dict[str, str]
) -> None:
    record = frozen_app.internal / EXAMPLE_RECORD
    run = run_frozen(
        frozen_app, ["--data-dir", user_dirs["data"], "replay", str(record)], user_dirs
    )
    run.assert_clean()
    assert "History of Benalia" in run.stdout


def test_frozen_app_finds_a_card_of_the_builtin_catalog_by_its_japanese_name(
    frozen_app: FrozenApp, user_dirs: dict[str, str]
) -> None:
    run = run_frozen(
        frozen_app, ["--data-dir", user_dirs["data"], "cards", "show", "ベナリア史"], user_dirs
    )
    run.assert_clean()
    assert "History of Benalia" in run.stdout


def test_frozen_lab_plays_on_two_processes_as_on_one(
    frozen_app: FrozenApp, user_dirs: dict[str, str], tmp_path: Path
) -> None:
    """The lab's worker processes are this executable started again (multiprocessing's
    "spawn", as the window's lab starts them): each worker, and the resource tracker, must run
    what it was started for instead of the command line (packaging/entry_point.py). It broke
    once, with a pool that died. The command line forks its workers on Linux; both give the
    report of one process. They play on the compiled engine the build bundles (each spawned
    worker loads it itself), and the Python modules (SAGA_TABLE_COMPILED=0) give the same."""
    deck = tmp_path / "deck.txt"
    deck.write_text("4 History of Benalia\n4 Urza's Saga\n26 Plains\n26 Island\n", encoding="utf-8")
    runs = [
        run_frozen(
            frozen_app,
            ["--data-dir", user_dirs["data"], "lab", "--games", "60", "--processes", processes,
             "--json", str(deck)],
            user_dirs,
            extra_env={"SAGA_TABLE_LAB_START": start, "SAGA_TABLE_COMPILED": on},
        )
        for processes, start, on in (
            ("2", "spawn", "1"), ("2", "fork", "1"), ("1", "spawn", "1"), ("2", "spawn", "0")
        )
    ]
    for run in runs:
        run.assert_clean()
    assert runs[0].stdout == runs[1].stdout == runs[2].stdout == runs[3].stdout
    assert '"games": 60' in runs[0].stdout
    if os.environ.get("SAGA_TABLE_EXPECT_COMPILED") == "1":  # (dev.sh test: it was built)
        assert all("(compiled engine)" in run.stderr for run in runs[:3]), runs[0].stderr
    assert "(Python engine: off" in runs[3].stderr


# ---------------------------------------------------------------------------- what is in it


def test_bundle_holds_the_resources_fonts_and_their_licences(frozen_app: FrozenApp) -> None:
    resources = frozen_app.internal / "resources"
    for name in ("DejaVuSans.ttf", "ipag.ttf", "LICENSE-DejaVu.txt", "LICENSE-IPAFont.txt"):
        assert (resources / "fonts" / name).is_file(), name
    assert sorted(p.name for p in (resources / "cards").glob("*.json")) == sorted(
        p.name for p in (ROOT / "resources" / "cards").glob("*.json")
    )
    assert (resources / "icons" / "app.png").is_file()
    assert (resources / EXAMPLE_RECORD.removeprefix("resources/")).is_file()
    wanted_qm = sorted(p.stem for p in (ROOT / "resources" / "translations").glob("*.ts"))
    assert sorted(p.stem for p in (resources / "translations").glob("*.qm")) == wanted_qm
    assert not list((resources / "translations").glob("*.ts"))


def test_bundle_leaves_out_the_qt_parts_the_app_does_not_use(frozen_app: FrozenApp) -> None:
    names = {p.name for p in frozen_app.internal.rglob("*")}
    unwanted = [
        n for n in names
        if re.match(r"(lib)?Qt6(Network|Qml|Quick|OpenGL|WaylandClient|Pdf)|libssl|libcrypto|"
                    r"libqwayland|libqgtk3|Qt(Network|Qml|Quick)\.", n)
    ]
    assert unwanted == []
    qt_translations = {
        p.name for p in frozen_app.internal.rglob("*.qm") if "PySide6" in p.parts
    }
    assert qt_translations <= {"qt_en.qm", "qt_ja.qm", "qtbase_en.qm", "qtbase_ja.qm"}
    assert "qtbase_ja.qm" in qt_translations  # Qt's own OK/Cancel in Japanese


def test_bundle_stays_within_its_size_budget(frozen_app: FrozenApp) -> None:
    size = sum(
        p.lstat().st_size for p in frozen_app.folder.rglob("*")
        if p.is_file() and not p.is_symlink()
    )
    assert size / 2**20 < SIZE_BUDGET_MB, f"{size / 2**20:.1f} MiB"


@pytest.mark.skipif(
    not sys.platform.startswith("linux") or shutil.which("ldd") is None, reason="ldd is Linux's"
)
def test_every_bundled_library_finds_its_dependencies(frozen_app: FrozenApp) -> None:
    """The slim filters drop no library that another one needs (libGL/libEGL are the system's)."""
    internal = frozen_app.internal
    search = f"{internal}:{internal / 'PySide6' / 'Qt' / 'lib'}"
    missing = set()
    for lib in sorted(internal.rglob("*.so*")):
        if not lib.is_file() or lib.is_symlink():
            continue
        out = subprocess.run(
            ["ldd", str(lib)], env={"LD_LIBRARY_PATH": search, "PATH": os.environ["PATH"]},
            capture_output=True, text=True, check=False,
        ).stdout
        missing |= {
            f"{lib.relative_to(internal)}: {line.split()[0]}"
            for line in out.splitlines() if "not found" in line
        }
    assert sorted(missing) == []


def test_archive_stores_the_modules_of_the_first_paint_uncompressed(frozen_app: FrozenApp) -> None:
    """The modules read before the window's first paint are stored, not deflated, in the
    archive (inflating them was ~15 ms of the start); the others stay compressed, and
    PyInstaller's multiprocessing hook, which imported ~25 modules at every start, is out."""
    from PyInstaller.archive.readers import CArchiveReader

    package = CArchiveReader(str(frozen_app.executable))
    assert "pyi_rth_multiprocessing" not in package.toc
    assert "entry_point" in package.toc
    archive = package.open_embedded_archive(next(n for n in package.toc if n.endswith(".pyz")))

    def zlib_level(module: str) -> int:
        _, offset, _ = archive.toc[module]
        with open(archive._filename, "rb") as file:
            file.seek(archive._start_offset + offset)
            header = file.read(2)
        return header[1] >> 6  # FLEVEL: 0 stored/fastest .. 3 best (RFC 1950)

    for module in ("saga_table.app", "saga_table.qt.main_window", "saga_table.engine.game"):
        assert zlib_level(module) == 0, module
    for module in ("saga_table.lab.runner", "saga_table.qt.dialogs.put_card", "email.message"):
        assert zlib_level(module) > 0, module
