"""Structured log lines for a job runner."""
import sys

from fields import render_field

LEVELS = ("debug", "info", "warning", "error")
SOURCE = sys.argv[1] if len(sys.argv) > 1 else ""


def format_line(level, message, extra, source):
    if level not in LEVELS:
        level = "info"
    origin = source or "runner"
    parts = ["level=" + level]
    for key in sorted(extra):
        parts.append(render_field(key, extra[key], origin))
    parts.append(render_field("msg", message, origin + ".msg"))
    line = " ".join(parts)
    if len(line) > 120:
        print("long log line from", origin)
    return line


if __name__ == "__main__":
    print(format_line("info", "job started", {"job": "nightly backup", "tries": 1}, SOURCE))
    print(format_line("trace", "", {"bad key": "a much longer value than allowed here"}, "cron"))
