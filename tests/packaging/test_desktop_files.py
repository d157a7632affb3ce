"""The Linux desktop files validate and agree with each other and with the project.

Software centres and file managers silently ignore an invalid .desktop or metainfo
file, so the freedesktop validators run here; the cross-checks catch the drift
the validators cannot see (a renamed id, icon, mime type or version).
"""

from __future__ import annotations

import configparser
import gzip
import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
import tomllib

import yamaviewer
from tests.packaging.support import APP_ID, ICONS, LINUX, REPO, in_ci, require_tool
from tests.shared_data import mjlog_files

DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
MIME = LINUX / f"{APP_ID}.mime.xml"
MIME_TYPE = "application/x-tenhou-mjlog"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
SCREENSHOT_URL = re.compile(r"^https://raw\.githubusercontent\.com/[^/]+/[^/]+/[^/]+/(?P<path>.+)$")


def desktop_entry() -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def run(command: list[str], cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, capture_output=True, text=True, check=False, cwd=cwd)


def test_desktop_file_validates() -> None:
    tool = require_tool("desktop-file-validate", "desktop-file-utils")
    result = run([tool, str(DESKTOP)])
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    # Hints are advice about optional keys; errors and warnings are real problems.
    assert not re.search(r"\b(error|warning):", output), output


def test_metainfo_validates() -> None:
    tool = require_tool("appstreamcli", "appstream")
    result = run([tool, "validate", "--no-net", "--pedantic", str(METAINFO)])
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    # Errors and warnings fail; info and pedantic notes (e.g. the upper-case letter in the
    # reverse-DNS id, which Flathub accepts) vary between appstream releases and are shown only.
    problems = [line for line in output.splitlines() if re.match(r"^[EW]: ", line)]
    assert not problems, output


def test_mime_database_builds(tmp_path: Path) -> None:
    tool = require_tool("update-mime-database", "shared-mime-info")
    packages = tmp_path / "mime" / "packages"
    packages.mkdir(parents=True)
    (packages / f"{APP_ID}.xml").write_bytes(MIME.read_bytes())
    result = run([tool, str(tmp_path / "mime")])
    assert result.returncode == 0, result.stdout + result.stderr
    assert "warning" not in result.stderr.lower(), result.stderr
    globs = (tmp_path / "mime" / "globs2").read_text(encoding="utf-8")
    assert f"{MIME_TYPE}:*.mjlog" in globs
    assert (tmp_path / "mime" / "application" / "x-tenhou-mjlog.xml").is_file()


def magic_prefixes() -> list[bytes]:
    """The byte strings the mime type's magic looks for at offset 0."""
    root = ET.parse(MIME).getroot()
    prefixes = []
    for match in root.iter(f"{MIME_NS}match"):
        assert match.get("offset") == "0" and match.get("type") == "string"
        value = match.get("value", "")
        # shared-mime-info string values use C-style octal escapes.
        raw = re.sub(r"\\([0-7]{3})", lambda m: chr(int(m.group(1), 8)), value)
        prefixes.append(raw.encode("latin-1"))
    return prefixes


def test_mime_magic_recognises_both_log_forms() -> None:
    prefixes = magic_prefixes()
    plain = b'<mjloggm ver="2.3"><SHUFFLE seed="x"/></mjloggm>'
    samples = [plain, gzip.compress(plain)]
    samples += [path.read_bytes()[:64] for path in mjlog_files() if path.suffix == ".mjlog"]
    for sample in samples:
        assert any(sample.startswith(prefix) for prefix in prefixes), sample[:16]


def test_ids_icons_and_types_agree() -> None:
    entry = desktop_entry()
    metainfo = ET.parse(METAINFO).getroot()
    mime_root = ET.parse(MIME).getroot()

    assert metainfo.findtext("id") == APP_ID
    assert metainfo.findtext("launchable[@type='desktop-id']") == DESKTOP.name
    assert entry["Icon"] == APP_ID
    for size in (16, 22, 24, 32, 48, 64, 128, 256, 512):
        assert (ICONS / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png").is_file()
    assert (ICONS / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()

    assert entry["MimeType"].rstrip(";").split(";") == [MIME_TYPE]
    assert [t.get("type") for t in mime_root.iter(f"{MIME_NS}mime-type")] == [MIME_TYPE]
    assert [m.text for m in metainfo.iter("mediatype")] == [MIME_TYPE]

    pyproject = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    scripts = {**pyproject["project"]["scripts"], **pyproject["project"]["gui-scripts"]}
    assert sorted(b.text or "" for b in metainfo.iter("binary")) == sorted(scripts)
    assert entry["Exec"].split()[0] in pyproject["project"]["gui-scripts"]
    assert entry["TryExec"] in pyproject["project"]["gui-scripts"]


def test_metainfo_release_is_the_package_version() -> None:
    releases = ET.parse(METAINFO).getroot().findall("releases/release")
    assert releases, "metainfo has no release entry"
    assert releases[0].get("version") == yamaviewer.__version__


def test_metainfo_has_japanese_description() -> None:
    description = ET.parse(METAINFO).getroot().find("description")
    assert description is not None
    japanese = [p for p in description.iter() if p.get(XML_LANG) == "ja"]
    english = [p for p in description if p.get(XML_LANG) is None]
    assert japanese and english


def screenshot_images() -> list[tuple[str, int, int]]:
    root = ET.parse(METAINFO).getroot()
    return [
        (image.text or "", int(image.get("width", "0")), int(image.get("height", "0")))
        for image in root.iter("image")
    ]


def test_screenshot_urls_name_repository_files() -> None:
    """Each screenshot URL maps onto resources/screenshots/ so a release publishes real files."""
    images = screenshot_images()
    assert len(images) >= 2
    for url, width, height in images:
        match = SCREENSHOT_URL.match(url)
        assert match, url
        assert match.group("path").startswith("resources/screenshots/"), url
        assert width >= 1280 and height >= 800, url


@pytest.mark.parametrize("url", [url for url, _, _ in screenshot_images()])
def test_screenshot_files_exist(url: str) -> None:
    from PIL import Image

    match = SCREENSHOT_URL.match(url)
    assert match
    path = REPO / match.group("path")
    if not path.is_file():
        # The screenshots are made by the app's own --screenshot mode in a separate step;
        # until they exist a local run says so, CI refuses to ship metainfo pointing nowhere.
        message = f"{path.relative_to(REPO)} is referenced by the metainfo but missing"
        if in_ci():
            pytest.fail(message)
        pytest.skip(message)
    width, height = next((w, h) for u, w, h in screenshot_images() if u == url)
    with Image.open(path) as image:
        assert image.size == (width, height), f"{path.name} is {image.size}"
