"""Count sensor readings per bin."""
from binning import Binner


def histogram(readings, width, source):
    binner = Binner(width)
    counts = {}
    for index, raw in enumerate(readings):
        reading = float(raw)
        tag = "%s-%d" % (source, index)
        key = binner.key_for(reading, tag)
        counts[key] = counts.get(key, 0) + 1
    return counts


def report(readings, source):
    counts = histogram(readings, 5.0, source)
    return sorted(counts.items())


if __name__ == "__main__":
    print(report(["3", "7.5", "9", "12"], "probe"))
