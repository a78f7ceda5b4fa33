"""Collect per-route timings from access log lines."""

SLOW_MS = 500.0


def parse_ms(field):
    return float(field.rstrip("ms"))


def collect(lines):
    samples = []
    skipped = 0
    for line in lines:
        parts = line.split()
        if len(parts) < 3:
            skipped += 1
            continue
        elapsed = parse_ms(parts[2])
        samples.append((parts[0], elapsed))
    if skipped:
        print("skipped %d short lines" % skipped)
    return samples
