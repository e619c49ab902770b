"""UI speed and size, offscreen:  python benchmarks/ui_speed.py [--runs N]

* start-up: time from launching a process to the first paint of (a) a bare
  PySide6 window, (b) the game chooser, (c) a Hearts table; medians of N runs,
  and the ratio to the bare window measured in the same run;
* frame time while dragging a card over a full Hearts table: each mouse move
  handled and then the whole view repainted at once (an upper bound: on screen
  Qt repaints only what changed and merges updates), 95th percentile;
* the longest stall of the UI thread while computer players take turns (a
  5 ms timer on the UI thread: the largest gap between its ticks);
* memory: peak resident size of a process playing hands.

Targets (issue 3): start-up at most 0.5 s and 3x a bare window; drag frames
p95 at most 16 ms; stalls at most 50 ms; memory at most 250 MB.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

FIRST_PAINT = r"""
import os, sys, time, tempfile
start = float(os.environ["BENCH_START"])
os.environ["CARDTABLE_HOME"] = tempfile.mkdtemp()
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QWidget
class Watch(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            print(time.time() - start); sys.stdout.flush(); os._exit(0)
        return False
what = sys.argv[1]
app = QApplication([])
watch = Watch()
if what == "bare":
    w = QWidget(); w.resize(1200, 800); w.installEventFilter(watch); w.show()
else:
    from cardtable.storage.settings import Settings
    from cardtable.ui.main_window import MainWindow
    win = MainWindow(Settings(), resume=False, show_chooser=what == "chooser"); win.resize(1200, 800)
    if what == "chooser":
        win.chooser.installEventFilter(watch)
        for child in win.chooser.findChildren(QWidget):
            child.installEventFilter(watch)
        win.show()
    else:
        from cardtable.ui.app import default_seats
        from cardtable.ui.controller import TableSetup
        win.show()
        win.table.view.viewport().installEventFilter(watch)
        win.start(TableSetup("hearts", 4, {}, default_seats(4, "You", "normal"), "bench"))
app.exec()
"""

IN_GAME = r"""
import os, sys, time, json, random, resource, tempfile
os.environ["CARDTABLE_HOME"] = tempfile.mkdtemp()
from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication
from cardtable.storage.settings import Settings
from cardtable.ui.app import default_seats
from cardtable.ui.controller import COMPUTER_KIND, SeatSetup, TableSetup
from cardtable.ui.main_window import MainWindow
app = QApplication([])
win = MainWindow(Settings(animation_speed="normal"), resume=False); win.resize(1200, 800); win.show()
def spin(seconds):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents(); time.sleep(0.001)
win.start(TableSetup("hearts", 4, {}, default_seats(4, "You", "normal"), "bench"))
spin(0.5)
view = win.table.view; viewport = view.viewport()
card = win.table.scene.hand_items()[6].card
item = win.table.scene.item_for(card)
start = view.mapFromScene(item.pos())
def send(kind, point, button, buttons):
    ev = QMouseEvent(kind, QPointF(point), QPointF(viewport.mapToGlobal(point)), button, buttons, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(viewport, ev)
send(QEvent.Type.MouseButtonPress, start, Qt.MouseButton.LeftButton, Qt.MouseButton.LeftButton)
class Paints(QObject):
    count = 0
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            Paints.count += 1
        return False
paints = Paints(); viewport.installEventFilter(paints)
frames = []
for step in range(240):
    point = start + QPoint(int(300 * __import__("math").sin(step / 20)), -int(step * 1.2) % 300)
    t0 = time.perf_counter()
    send(QEvent.Type.MouseMove, point, Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton)
    app.processEvents()
    viewport.repaint()  # a whole frame, painted now: an upper bound on what a move costs
    frames.append((time.perf_counter() - t0) * 1000)
painted = Paints.count
send(QEvent.Type.MouseButtonRelease, start, Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton)
# Computer turns: a demo table, every seat a computer, normal animation speed.
seats = [SeatSetup(f"C{n}", COMPUTER_KIND, sys.argv[2]) for n in range(4)]
win.start(TableSetup("hearts", 4, {}, seats, "bench-demo"))
gaps = []; last = [time.perf_counter()]
def tick():
    now = time.perf_counter(); gaps.append((now - last[0]) * 1000); last[0] = now
timer = QTimer(); timer.timeout.connect(tick); timer.start(5)
end = time.monotonic() + float(sys.argv[1])
while time.monotonic() < end:
    app.processEvents(); time.sleep(0.0005)
timer.stop()
rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
hands = len(win.controller.match.hands)
print(json.dumps({"frames": frames, "painted": painted, "gaps": gaps[5:], "rss": rss_mb, "hands": hands,
                  "moves": len(win.controller.state.history) if win.controller.state else 0}))
os._exit(0)
"""


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def first_paint(what: str) -> float:
    env = _env()
    env["BENCH_START"] = repr(time.time())
    done = subprocess.run(
        [sys.executable, "-c", FIRST_PAINT, what], capture_output=True, text=True, env=env, timeout=120
    )
    lines = [line for line in done.stdout.splitlines() if line.strip()]
    if not lines:
        raise RuntimeError(f"{what}: no paint ({done.stderr[-400:]})")
    return float(lines[-1])


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--play-seconds", type=float, default=20.0)
    parser.add_argument("--level", default="hard", help="the computers' level during the stall measurement")
    args = parser.parse_args()
    times: dict[str, list[float]] = {"bare": [], "chooser": [], "table": []}
    for _ in range(args.runs):  # interleaved, so noise hits all three alike
        for what in times:
            times[what].append(first_paint(what))
    bare = statistics.median(times["bare"])
    print(f"start-up to first paint, median of {args.runs} (interleaved runs):")
    for what, values in times.items():
        median = statistics.median(values)
        verdict = (
            ""
            if what == "bare"
            else (
                f"  ratio {median / bare:.2f}x bare; target 0.5 s: {'met' if median <= 0.5 else 'MISSED'},"
                f" 3x bare: {'met' if median <= 3 * bare else 'MISSED'}"
            )
        )
        print(f"  {what:8} {median:6.3f} s (min {min(values):.3f}, max {max(values):.3f}){verdict}")
    done = subprocess.run(
        [sys.executable, "-c", IN_GAME, str(args.play_seconds), args.level],
        capture_output=True,
        text=True,
        env=_env(),
        timeout=600,
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if not lines:
        print(done.stderr[-2000:], file=sys.stderr)
        return 1
    data = json.loads(lines[-1])
    frames, gaps = data["frames"], data["gaps"]
    p95 = percentile(frames, 0.95)
    print(
        f"drag over a full Hearts table: {len(frames)} moves, {data['painted']} paints, median {statistics.median(frames):.2f} ms, "
        f"p95 {p95:.2f} ms, max {max(frames):.2f} ms; target p95 16 ms: {'met' if p95 <= 16 else 'MISSED'}"
    )
    worst = max(gaps)
    print(
        f"UI thread during {args.level} computer turns ({args.play_seconds:.0f} s, {data['hands']} hands + "
        f"{data['moves']} moves): longest stall {worst:.1f} ms, p99 {percentile(gaps, 0.99):.1f} ms; "
        f"target 50 ms: {'met' if worst <= 50 else 'MISSED'}"
    )
    print(f"peak memory: {data['rss']:.0f} MB; target 250 MB: {'met' if data['rss'] <= 250 else 'MISSED'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
