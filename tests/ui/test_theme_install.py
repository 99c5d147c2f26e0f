"""The four themes reach players who install unotui normally (a wheel), not only a checkout.

A wheel holds what setuptools' ``build_py`` lays out (plus its metadata); building the wheel
itself needs the ``wheel`` package or a newer setuptools than the venv has offline, so the test
runs ``build_py`` from a copy of the project and then imports the result in a Python that cannot
see the repository (no site processing, so no editable-install finder either).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from unotui import theming

ROOT = Path(__file__).resolve().parents[2]
THEMES = {"classic", "colorblind", "high-contrast", "monochrome"}


def build_package(tmp_path: Path) -> Path:
    """The project's files as the wheel carries them (setuptools ``build_py``), in a folder."""
    source = tmp_path / "src"
    source.mkdir()
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    for name in ("core", "net", "unotui", "themes"):
        shutil.copytree(ROOT / name, source / name, ignore=ignore)
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, source / name)
    lib = tmp_path / "lib"
    done = subprocess.run(
        [sys.executable, "-c", "from setuptools import setup; setup()", "-q",
         "egg_info", "--egg-base", str(tmp_path), "build_py", "--build-lib", str(lib)],
        cwd=source, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    return lib


def test_an_installed_package_carries_the_themes_and_finds_them_without_the_repository(
        tmp_path: Path) -> None:
    lib = build_package(tmp_path)
    assert {p.name for p in (lib / "unotui" / "themes").glob("*.toml")} == {
        p.name for p in (ROOT / "themes").glob("*.toml")} == {f"{t}.toml" for t in THEMES}
    # the package list in pyproject.toml is written by hand: every module must be shipped
    for package in ("core", "net", "unotui"):
        for module in (ROOT / package).rglob("*.py"):
            assert (lib / module.relative_to(ROOT)).is_file(), f"{module} is not packaged"
    # and the data files the app reads at run time
    data = [*(ROOT / "unotui" / "locales").glob("*.json"), *(ROOT / "unotui").glob("*.tcss"),
            *(ROOT / p / "py.typed" for p in ("core", "net", "unotui"))]
    for path in data:
        assert (lib / path.relative_to(ROOT)).is_file(), f"{path} is not packaged"

    probe = (
        "import json, unotui, unotui.theming as t\n"
        "themes, problems = t.load_themes()\n"
        "print(json.dumps({'package': unotui.__file__, 'dir': str(t.themes_dir()),\n"
        "                  'themes': sorted(themes), 'problems': problems}))\n")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(lib), sysconfig.get_paths()["purelib"]])}
    done = subprocess.run([sys.executable, "-S", "-c", probe], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout)
    assert Path(seen["package"]).is_relative_to(lib)  # really the built copy, not the checkout
    assert Path(seen["dir"]) == lib / "unotui" / "themes"
    assert set(seen["themes"]) == THEMES and seen["problems"] == []


def test_the_installed_themes_come_first_then_the_repository(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = tmp_path / "site" / "unotui"
    (package / "themes").mkdir(parents=True)
    shutil.copy2(ROOT / "themes" / "colorblind.toml", package / "themes" / "colorblind.toml")
    monkeypatch.setattr(theming, "REPO_THEMES_DIR", tmp_path / "no-checkout" / "themes")
    monkeypatch.setattr(theming, "PACKAGE_THEMES_DIR", package / "themes")
    themes, problems = theming.load_themes()
    assert theming.themes_dir() == package / "themes"
    assert set(themes) == {"colorblind", "classic"} and problems == []

    # a checkout (or an editable install): the package has no themes folder, the repository has
    monkeypatch.setattr(theming, "PACKAGE_THEMES_DIR", tmp_path / "site" / "nothing" / "themes")
    monkeypatch.setattr(theming, "REPO_THEMES_DIR", ROOT / "themes")
    assert set(theming.load_themes()[0]) == THEMES

    # neither: the built-in classic look, never an error
    monkeypatch.setattr(theming, "REPO_THEMES_DIR", tmp_path / "no-checkout" / "themes")
    themes, problems = theming.load_themes()
    assert set(themes) == {"classic"} and themes["classic"] is theming.FALLBACK and problems == []
