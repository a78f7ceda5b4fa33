"""Per-window request accounting for the ingest worker."""
import sys

COUNT = 0
STEP = 1
SCALE = 2


def reset(keep=False):
    global COUNT
    if not keep:
        COUNT = 0


def bump():
    global COUNT
    COUNT += STEP


def show():
    print("requests in window:", COUNT, file=sys.stderr)


def main():
    reset()
    bump()
    show()
    bump()
    label = "window load"
    report = COUNT * SCALE
    print(label, report)
    return report
