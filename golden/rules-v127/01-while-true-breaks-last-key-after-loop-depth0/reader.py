"""Read key=value records until an END marker or the end of input."""


def read_records(lines, limit=10):
    it = iter(lines)
    records = {}
    skipped = 0
    last_key = None
    while True:
        line = next(it, None)
        if line is None:
            break
        line = line.strip()
        if not line or line.startswith("#"):
            skipped += 1
            continue
        if line == "END":
            break
        key, _, value = line.partition("=")
        records[key.strip()] = value.strip()
        last_key = key.strip()
        if len(records) >= limit:
            break
    summary = f"{len(records)} records, {skipped} skipped"
    return records, last_key, summary
