"""Streaming ingestion of sensor CSV exports."""
import csv

SKIP_PREFIX = "#"


def parse_row(row):
    sensor, value = row[0].strip(), row[1].strip()
    return sensor, float(value)


def read_batches(path, size, delimiter=","):
    batch = []
    bad = 0
    with open(path, newline="") as fh:
        for row in csv.reader(fh, delimiter=delimiter):
            if not row or row[0].startswith(SKIP_PREFIX):
                continue
            if len(row) < 2:
                bad += 1
                continue
            batch.append(parse_row(row))
            if len(batch) >= size:
                yield batch
                batch = []
    if bad:
        print("%s: %d malformed rows" % (path, bad))
    if batch:
        yield batch
