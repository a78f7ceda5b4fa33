"""Console logging for a small job runner."""
import sys

from formatters import ConsoleFormatter


def emit(formatter, level, message):
    line = formatter.format(level, message)
    sys.stdout.write(line + "\n")
    return len(line)


def run_jobs(jobs):
    console = ConsoleFormatter("jobs")
    total = 0
    for name, ok in jobs:
        level = "info" if ok else "error"
        total += emit(console, level, name)
    return total


if __name__ == "__main__":
    print(run_jobs([("build", True), ("test", False)]))
