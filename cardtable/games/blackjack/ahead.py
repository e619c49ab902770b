"""Strategy worked out ahead, on a thread of its own, for the window.

A chart costs about a second of Python (one hand's values a few hundredths):
the window must never wait for them. ``soon(key, work)`` gives ``work()``'s
answer once it is done and ``None`` until then, having started it (once per
key) on the strategy's single thread; the window asks again a moment later
("Working out basic strategy…"). One thread, so two charts never compete
with each other for the interpreter; the results stay with their keys (the
charts' own caches may let them go).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, TypeVar

from .basic import Chart, basic_chart, computed_chart, strategy_rules
from .table_rules import TableRules

T = TypeVar("T")
#: Answers kept before the finished ones are let go.
KEEP = 64

_pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="blackjack-strategy")
_jobs: dict[Hashable, Future[Any]] = {}
_lock = threading.Lock()


def soon(key: Hashable, work: Callable[[], T]) -> T | None:
    """``work()``'s answer if it is ready, else None (it is being worked
    out); an error of ``work`` is raised here, never lost."""
    with _lock:
        job = _jobs.get(key)
        if job is None:
            if len(_jobs) >= KEEP:
                for done in [k for k, j in _jobs.items() if j.done()]:
                    del _jobs[done]
            job = _jobs[key] = _pool.submit(work)
    return job.result() if job.done() else None


def chart_soon(rules: TableRules) -> Chart | None:
    """``basic_chart(rules)`` if worked out, else None (and being worked out)."""
    chart = computed_chart(rules)
    if chart is not None:
        return chart
    key = strategy_rules(rules)
    return soon(("chart", key), lambda: basic_chart(key))
