"""The Japanese translation for tests: compiled from the .ts when the .qm is missing or older."""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "resources" / "translations" / "saga_table_ja.ts"
QM = TS.with_suffix(".qm")


def lrelease() -> Path:
    return Path(sys.executable).with_name("pyside6-lrelease")


def ensure_qm() -> Path:
    """Compile the .qm the way ``packaging/dev.sh`` does, if it is missing or stale."""
    if not QM.exists() or QM.stat().st_mtime < TS.stat().st_mtime:
        subprocess.run([str(lrelease()), "-silent", str(TS), "-qm", str(QM)], check=True)
    return QM


def ts_messages() -> list[tuple[str, str, str | None, str | None]]:
    """(context, source, translation, type) of every message in the .ts."""
    out = []
    for context in ET.parse(TS).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            out.append(
                (
                    name,
                    message.findtext("source") or "",
                    None if translation is None else translation.text,
                    None if translation is None else translation.get("type"),
                )
            )
    return out
