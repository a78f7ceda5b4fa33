"""Show a window of numbered lines around a match, as grep -C or a traceback printer does."""


def locate(text, needle):
    for number, line in enumerate(text.splitlines()):
        if needle in line:
            return number
    return -1


def context_window(lines, hit, radius, limit=None):
    total = len(lines)
    before = hit - radius if hit > radius else 0
    after = min(total, hit + radius + 1)
    if limit is not None and after - before > limit:
        after = before + limit
    width = len(str(after))
    assert 0 <= before <= hit < after <= total, (before, hit, after, total)
    return ["%*d  %s" % (width, n + 1, lines[n]) for n in range(before, after)]
