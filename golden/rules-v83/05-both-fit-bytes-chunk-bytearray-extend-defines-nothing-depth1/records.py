"""Pack user rows into fixed-width byte records."""
from wire import PAD, fit, unfit

LAYOUT = [("name", 12), ("city", 6)]


def pack_row(row, layout):
    buf = bytearray()
    stored = 0
    for name, size in layout:
        value = str(row.get(name, "")).strip()
        chunk = fit(value, size)
        stored += len(chunk.rstrip(PAD))
        buf.extend(chunk)
    record = bytes(buf)
    print("packed", len(record), "bytes,", stored, "of text")
    return record


def pack_all(rows):
    out = []
    for row in rows:
        out.append(pack_row(row, LAYOUT))
    return out


if __name__ == "__main__":
    packed = pack_all([{"name": "Zo\u00eb \u00c9mile-Marchand", "city": "Besan\u00e7on"}, {"name": "Bob", "city": " Oslo "}])
    print(packed[0], unfit(packed[0][:12]), unfit(packed[1][12:]))
