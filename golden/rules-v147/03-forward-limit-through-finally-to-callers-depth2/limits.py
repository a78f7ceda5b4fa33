"""Parse numeric limits from user-supplied text."""


def read_limit(text, report, ceiling=100):
    limit = ceiling
    try:
        wanted = int(text)
        limit = min(wanted, limit)
    except ValueError:
        report["error"] = "bad limit " + repr(text)
    else:
        report["parsed"] = wanted
    finally:
        report["limit"] = limit
    return limit


def clamp(value, low):
    if value < low:
        return low
    return value


def percent(part, whole):
    if whole == 0:
        return 0
    return round(100 * part / whole)
