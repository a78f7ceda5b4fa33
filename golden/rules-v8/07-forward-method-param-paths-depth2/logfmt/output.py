"""Rendering record batches and naming rotated log files."""
import os
import time

from logfmt.formatter import Formatter


def render_all(records, datefmt=None):
    formatter = Formatter(datefmt=datefmt)
    lines = []
    for record in records:
        lines.append(formatter.format(record))
    return "\n".join(lines)


def archive_name(base):
    stamp = Formatter().format_time(time.time(), "%Y%m%d-%H%M")
    return "%s.%s" % (base, stamp)


def rotate(path):
    target = archive_name(path)
    os.replace(path, target)
    return target
