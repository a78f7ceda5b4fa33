"""Greedy word wrapping with a first-line prefix and a continuation prefix."""


def fit(words, room):
    count = 0
    used = 0
    for word in words:
        extra = len(word) + (1 if count else 0)
        if count and used + extra > room:
            break
        used += extra
        count += 1
    return count


def wrap(words, width, first, rest, stats):
    if not words:
        return []
    room = width - len(first)
    n = fit(words, room)
    stats.append(n)
    line = first + " ".join(words[:n])
    return [line] + wrap(words[n:], width, rest, rest, stats)
