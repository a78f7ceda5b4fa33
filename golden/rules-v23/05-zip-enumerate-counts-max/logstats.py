"""Daily summary of the access log."""
from hours import busiest_hour


def summary(log, verbose):
    text = busiest_hour(log["at"], log["ms"], log["errors"])
    if verbose:
        text = text + " over %d requests" % len(log["at"])
    return text


def main(day):
    at = [day + "T09:12:00", day + "T14:01:09", day + "T14:30:00", day + "T09:55:10"]
    ms = [120, 80, 450, 60]
    errors = [day + "T09:40:00"]
    log = {"at": at, "ms": ms, "errors": errors}
    return summary(log, True)


if __name__ == "__main__":
    print(main("2024-05-01"))
