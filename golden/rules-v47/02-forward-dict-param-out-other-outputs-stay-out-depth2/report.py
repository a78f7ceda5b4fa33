"""A disk usage report with a size histogram."""
from histo import tally, render_bar, indent


def histogram(entries, opts):
    names = []
    counts = {}
    step = 1024 * int(opts.get("step_kb", 4))
    total = tally(entries, step, counts, names)
    print("scanned", len(names), "files,", total, "bytes")
    rows = []
    for key in sorted(counts):
        rows.append("%8d %s" % (key, render_bar(counts[key])))
    return "\n".join(rows)


def usage(listing, opts):
    text = histogram(listing, opts)
    header = "size histogram of %d files" % len(listing)
    return header + "\n" + text


if __name__ == "__main__":
    listing = [("a.txt", 300), ("b.bin", 5000), ("c.log", 4100), ("d.iso", 9000)]
    print(indent(usage(listing, {"step_kb": 4})))
