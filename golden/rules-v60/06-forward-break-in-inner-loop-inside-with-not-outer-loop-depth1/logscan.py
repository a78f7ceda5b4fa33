"""Count the error lines each service logged before a cut-off time."""
import os


def count_errors(folder, services, until):
    stop = until.strip()
    counts = {}
    sizes = {}
    for name in services:
        path = os.path.join(folder, name + ".log")
        errors = 0
        with open(path, encoding="utf-8") as fh:
            for line in fh:
                if line[:8] >= stop:
                    break
                if "[ERROR]" in line:
                    errors += 1
            sizes[name] = os.fstat(fh.fileno()).st_size
        counts[name] = errors
    print("scanned", sum(sizes.values()), "bytes in", len(sizes), "files")
    return counts
