from kv import has_pairs, render, scan_pairs

LINES = [
    "AUTH host=gw1 level=warn -- user=alice _token=x9 action=login",
    'AUTH host=gw2 -- user="bob smith-jones" action=logout',
    "plain text line without pairs",
]


def ingest(line):
    head, _, tail = line.partition(" -- ")
    source = head.split()[0].lower()
    prefix = source + "."
    fields = {}
    extra = {}
    scan_pairs(tail, fields, prefix)
    scan_pairs(head, extra, "hdr.")
    user = fields.get("auth.user", "anonymous")
    if "hdr.level" in extra:
        level = extra["hdr.level"]
    else:
        level = "info"
    return {"user": user, "level": level, "count": len(fields)}


def main():
    for line in LINES:
        if not has_pairs(line):
            print("skipped:", line)
            continue
        rec = ingest(line)
        print(render(rec))


if __name__ == "__main__":
    main()
