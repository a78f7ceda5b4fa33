"""Uptime report from UTC log stamps, using the verbatim calendar.timegm and formatstring."""
from calcut import formatstring, timegm


def parse_stamp(text):
    date, _, clock = text.partition(" ")
    year, month, day = (int(p) for p in date.split("-"))
    hour, minute, second = (int(p) for p in clock.split(":"))
    return (year, month, day, hour, minute, second)


def epoch(text):
    fields = parse_stamp(text)
    return timegm(fields)


def uptime_row(boot, now):
    elapsed = epoch(now) - epoch(boot)
    hours = "%dh" % (elapsed // 3600)
    minutes = "%02dm" % (elapsed % 3600 // 60)
    return formatstring([hours, minutes], 6, 1)


def header_row():
    return formatstring(["up", "min"], 6, 1)


if __name__ == "__main__":
    print(header_row())
    print(uptime_row("2024-02-28 22:15:00", "2024-03-01 07:45:30"))
