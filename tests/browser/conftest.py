"""One headless Chromium and one Voila server for all the browser tests of a worker (see support.py)."""

from __future__ import annotations

import pytest

from .support import chromium, playwright, require_browser, voila_folder


@pytest.fixture(scope="package")
def driver():
    """The worker's one Playwright driver."""
    require_browser()
    with playwright() as pw:
        yield pw


@pytest.fixture(scope="package")
def browser(driver):
    with chromium(driver) as shared:
        yield shared


@pytest.fixture(scope="package")
def voila_server(tmp_path_factory):
    require_browser()
    with voila_folder(tmp_path_factory.mktemp("voila-shared")) as server:
        yield server
