"""Delimiter guessing in the shape of csv.Sniffer._guess_delimiter."""


def mode_of(counts):
    best = None
    for freq, seen in counts.items():
        if best is None or seen > best[1]:
            best = (freq, seen)
    return best


def guess_delimiter(lines, candidates, threshold=0.9, chunk=2):
    modes = {}
    found = []
    start = 0
    end = chunk
    while start < len(lines):
        for char in candidates:
            counts = {}
            for line in lines[:end]:
                freq = line.count(char)
                counts[freq] = counts.get(freq, 0) + 1
            modes[char] = mode_of(counts)
        total = min(end, len(lines))
        for char, mode in modes.items():
            if mode[0] > 0 and mode[1] / total >= threshold:
                found.append(char)
        if len(found) == 1:
            break
        found = []
        start = end
        end += chunk
    return found
