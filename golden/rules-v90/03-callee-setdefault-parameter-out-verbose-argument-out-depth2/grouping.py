"""Group parsed log records by one of their fields."""


def add_records(groups: dict, records, field, verbose=False):
    skipped = 0
    for rec in records:
        key = rec.get(field)
        if key is None:
            skipped += 1
            continue
        groups.setdefault(key, []).append(rec["msg"])
    if verbose:
        print("skipped", skipped, "records without", field)
    return skipped


def parse_line(line):
    service, _, msg = line.partition(":")
    rec = {"msg": msg.strip()}
    if service:
        rec["service"] = service.strip()
    return rec
