"""Export rows through a recorder."""
from recorder import Recorder


def export(rows, path):
    written = 0
    with Recorder(path, 100) as rec:
        for row in rows:
            if not row:
                continue
            rec.write(row)
            written += 1
        n = rec.size()
    print("wrote", written, "of", n, "to", path)
    return n


def nightly(batches):
    total = 0
    for name, rows in batches.items():
        total += export(rows, name + ".log")
    return total
