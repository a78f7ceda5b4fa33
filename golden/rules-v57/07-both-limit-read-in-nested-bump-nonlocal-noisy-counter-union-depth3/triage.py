"""Count repeated log messages per source and flag the noisy ones, as a log triage tool does."""


def noisy_sources(lines, threshold, ignore=()):
    counts = {}
    flagged = []
    skipped = 0
    noisy = 0
    limit = max(threshold, 1)

    def bump(source):
        nonlocal skipped, noisy
        if source in ignore:
            skipped += 1
            return
        counts[source] = counts.get(source, 0) + 1
        if counts[source] == limit:
            noisy += 1
            flagged.append(source)

    for line in lines:
        source, _, message = line.partition(": ")
        if not message:
            continue
        bump(source.strip())
    share = noisy / max(len(counts), 1)
    print("%d sources, %d lines ignored" % (len(counts), skipped))
    return flagged, share
