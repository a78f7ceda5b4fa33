import os

HEADER = "# exported records\n"


def format_record(rec, sep):
    return sep.join(str(rec[k]) for k in sorted(rec))


def save_records(path, records, limit, sep=","):
    written = 0
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(HEADER)
        for rec in records:
            if rec.get("draft"):
                continue
            if written >= limit:
                break
            print(format_record(rec, sep), file=fh)
            written += 1
        fh.write(f"# {written} of {len(records)}\n")
    size = os.path.getsize(path)
    return {"path": path, "written": written, "bytes": size}
