"""Weighted totals over numbered sensor readings."""
from stream import numbered, scaled


def weighted_total(readings, first):
    log = []
    total = 0
    for n, value in numbered(readings, first, log):
        total += n * value
    count = 0
    for _, value in numbered(readings, 0, log):
        count += 1
    label = f"{total} over {count} readings"
    return label, log


def doubled(readings):
    return sum(scaled(readings, 2))


if __name__ == "__main__":
    data = [3, None, 2, 5, -1, 4]
    text, notes = weighted_total(data, 1)
    print(text)
    print(", ".join(notes))
    print(doubled(data))
