"""Count the serious records of a service log per service, up to a cut-off time."""
import os
import sys
import tempfile

from logread import iter_records, levels_from

ORDER = ["DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"]
SAMPLE = '{"ts": 1, "level": "ERROR", "service": "db"}\nnot json\n{"ts": 2, "service": "web"}\n{"ts": 3, "level": "WARNING", "service": "web"}\n{"ts": 9, "level": "ERROR", "service": "db"}\n'


def triage(path, threshold, until):
    wanted = levels_from(threshold, ORDER)
    counts = {}
    first = None
    records = iter_records(path, wanted)
    for rec in records:
        if rec["ts"] > until:
            break
        service = rec.get("service", "?")
        counts[service] = counts.get(service, 0) + 1
        if first is None:
            first = rec["line"]
    print("first serious record on line", first)
    return counts


def main(path):
    counts = triage(path, "WARNING", 5)
    for service, n in sorted(counts.items()):
        print(service, n)
    return len(counts)


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as work:
        sample = os.path.join(work, "service.log")
        with open(sample, "w", encoding="utf-8") as fh:
            fh.write(SAMPLE)
        sys.exit(0 if main(sys.argv[1] if len(sys.argv) > 1 else sample) else 1)
