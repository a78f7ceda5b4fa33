"""Read key = value records from settings files, one generator per file."""


class RecordError(ValueError):
    pass


def parse_line(line, sep):
    key, found, value = line.partition(sep)
    if not found or not key.strip():
        raise RecordError("expected key %s value" % sep)
    return key.strip().lower(), value.strip()


def iter_records(path, sep="=", strict=False):
    skipped = 0
    with open(path, encoding="utf-8") as fh:
        for number, line in enumerate(fh, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            try:
                key, value = parse_line(line, sep)
            except ValueError as exc:
                if strict:
                    raise RecordError("%s:%d: %s" % (path, number, exc)) from exc
                skipped += 1
                continue
            yield key, value
    if skipped:
        print("%s: %d bad lines skipped" % (path, skipped))
