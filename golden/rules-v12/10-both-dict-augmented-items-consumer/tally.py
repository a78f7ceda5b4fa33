"""Per-author line counts of a blame listing."""


def author_of(line):
    return line[1:line.index(" ")]


def tally(lines, ignore):
    counts = {}
    skipped = 0
    for line in lines:
        author = author_of(line)
        if author in ignore:
            skipped += 1
            continue
        if author not in counts:
            counts[author] = 0
        counts[author] += 1
    print("skipped", skipped, "lines")
    return counts
