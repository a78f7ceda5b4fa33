"""Code ownership report."""
from tally import tally


def owners(lines, ignore, top):
    counts = tally(lines, ignore)
    total = sum(counts.values())
    ranked = sorted(counts.items(), key=lambda item: item[1], reverse=True)
    banner = "%d authors ignored" % len(ignore)
    rows = []
    for author, n in ranked[:top]:
        rows.append("%-20s %5.1f%%" % (author, 100.0 * n / total))
    print(banner)
    return rows
