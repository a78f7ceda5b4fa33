"""Find the newest ISO 8601 stamp in a list of plist <date> texts."""
from plistdate import _date_from_string


def parse_dates(texts):
    stamps = []
    for text in texts:
        if not text.endswith("Z"):
            continue
        stamps.append(_date_from_string(text))
    return stamps


def newest(texts):
    stamps = parse_dates(texts)
    if not stamps:
        return None
    return max(stamps)


if __name__ == "__main__":
    print(newest(["2024-03-01T10:20Z", "2023-07-04Z", "bogus", "2024-03-01T09:59:59Z"]))
    print(newest(["1999-12-31"]))
