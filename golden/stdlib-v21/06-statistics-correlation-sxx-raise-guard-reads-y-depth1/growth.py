"""Compare weekly sign-up and sales series with the verbatim statistics.correlation."""
from statcut import StatisticsError, correlation


def trend(days, sales):
    return correlation(days, sales)


def aligned(a_hits, b_hits):
    common = min(len(a_hits), len(b_hits))
    left = a_hits[:common]
    right = b_hits[:common]
    label = "%d points" % common
    return label, correlation(left, right)


def safe_trend(series):
    try:
        return trend(list(range(len(series))), series)
    except StatisticsError:
        return 0.0


if __name__ == "__main__":
    SIGNUPS = [3, 5, 4, 8, 9, 12]
    SALES = [10, 14, 13, 20, 21, 30, 31]
    print(round(trend(SIGNUPS, SALES[:6]), 4))
    print(aligned(SIGNUPS, SALES))
    print(safe_trend([7, 7, 7]))
