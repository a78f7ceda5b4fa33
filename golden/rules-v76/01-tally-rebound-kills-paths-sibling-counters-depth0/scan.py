"""Error counts for a service log, after the warm-up lines."""
from tally import Tally


def steady_errors(entries, warmup):
    acc = Tally()
    for entry in entries[:warmup]:
        acc.seen += 1
        if entry["level"] == "ERROR":
            acc.errors += 1
    print("warm-up: %d errors in %d lines" % (acc.errors, acc.seen))
    acc = Tally()
    acc.slowest = 0
    for entry in entries[warmup:]:
        acc.seen += 1
        if entry["ms"] > acc.slowest:
            acc.slowest = entry["ms"]
        if entry["level"] == "ERROR":
            acc.errors += 1
    failed = acc.errors
    return failed, acc.seen, acc.slowest


def main():
    entries = [{"level": "ERROR", "ms": 900}, {"level": "INFO", "ms": 40}, {"level": "ERROR", "ms": 120}, {"level": "INFO", "ms": 300}]
    failed, seen, slowest = steady_errors(entries, 1)
    print("steady: %d errors in %d lines, slowest %d ms" % (failed, seen, slowest))


if __name__ == "__main__":
    main()
