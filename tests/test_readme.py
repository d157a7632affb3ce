"""The README's architecture map is the tree: every package and core module is on it."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _architecture() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    start = text.index("## Architecture")
    return text[start : text.index("\n## ", start + 1)]


def test_every_package_and_core_module_is_on_the_map() -> None:
    section = _architecture()
    package = ROOT / "yamaviewer"
    missing = []
    for folder in sorted(p for p in package.rglob("*") if (p / "__init__.py").is_file()):
        relative = folder.relative_to(package).as_posix()
        if relative.endswith("/data") or "__pycache__" in relative:
            continue
        if f"{folder.name}/" not in section:
            missing.append(relative + "/")
    for module in sorted((package / "core").glob("*.py")):
        if module.name != "__init__.py" and module.name not in section:
            missing.append(f"core/{module.name}")
    assert not missing, f"not on the README's architecture map: {missing}"


def test_every_benchmark_is_listed() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    scripts = [p.name for p in (ROOT / "benchmarks").glob("bench_*.py")]
    assert scripts and [s for s in scripts if s not in text] == []
