"""Count log records per calendar year from their Unix timestamps."""
from ordinals import _ord2ymd

EPOCH = 719163  # proleptic Gregorian ordinal of 1970-01-01


def year_of(days_since_epoch, offset):
    ordinal = EPOCH + days_since_epoch
    label = "day %d" % days_since_epoch
    year, month, day = _ord2ymd(ordinal + offset)
    return year, label


def by_year(stamps, offset=0):
    counts = {}
    skipped = 0
    for stamp in stamps:
        if stamp < 0:
            skipped += 1
            continue
        year, _ = year_of(stamp // 86400, offset)
        counts[year] = counts.get(year, 0) + 1
    return counts, skipped


if __name__ == "__main__":
    print(by_year([0, 86400 * 366, -5, 1700000000, 951782400]))
    print(by_year([1700000000], offset=-1))
