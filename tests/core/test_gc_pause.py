"""Pausing the cyclic collector: it always comes back as it was, exactly once."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from yamaviewer.core.gc_pause import pause_collector, paused_collector


@pytest.fixture(autouse=True)
def _collector_restored() -> Iterator[None]:
    was_enabled = gc.isenabled()
    yield
    if was_enabled:
        gc.enable()
    else:
        gc.disable()


def test_a_pause_ends_when_resumed_and_only_once() -> None:
    gc.enable()
    resume = pause_collector()
    assert not gc.isenabled()
    inner = pause_collector()  # a pause inside a pause leaves it off when it ends
    inner()
    assert not gc.isenabled()
    resume()
    assert gc.isenabled()
    gc.disable()  # someone else turned it off since: a second resume must not turn it on
    resume()
    assert not gc.isenabled()


def test_a_pause_of_a_disabled_collector_leaves_it_disabled() -> None:
    gc.disable()
    resume = pause_collector()
    resume()
    assert not gc.isenabled()


def test_the_with_block_resumes_even_when_it_raises() -> None:
    gc.enable()
    with pytest.raises(KeyError), paused_collector():
        assert not gc.isenabled()
        raise KeyError("x")
    assert gc.isenabled()
