"""Batch ingestion of web-server access logs."""
import logging

from .parse import parse_line
from .report import summarize

log = logging.getLogger(__name__)


def read_batch(lines, limit):
    records = []
    rejected = 0
    for raw in lines[:limit]:
        line = raw.rstrip("\n")
        if not parse_line(line, records):
            rejected += 1
    if rejected:
        log.warning("%d malformed lines skipped", rejected)
    return records


def run(path, limit=10000):
    with open(path, encoding="utf-8") as fh:
        lines = fh.readlines()
    records = read_batch(lines, limit)
    report = summarize(records)
    report["source"] = path
    return report
