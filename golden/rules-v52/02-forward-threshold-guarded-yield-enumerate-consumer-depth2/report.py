"""Alert pages built from service logs."""
import sys

from logfilter import LEVELS, at_least

LOGS = {"api": ["t1 INFO up", "t2 ERROR db down", "", "t3 WARNING slow"], "web": ["t4 DEBUG ok"]}


def alert_lines(lines, minimum):
    floor = LEVELS[minimum.lower()]
    tally = {}
    out = []
    for n, rec in enumerate(at_least(lines, floor, tally), 1):
        out.append("%d. %s %s" % (n, rec["stamp"], rec["text"]))
    print("levels seen:", tally)
    return out


def error_count(lines):
    return sum(1 for _ in at_least(lines, LEVELS["error"], {}))


def nightly(logs, minimum):
    pages = []
    for name, lines in logs.items():
        found = alert_lines(lines, minimum)
        if found:
            pages.append(name + ": " + " | ".join(found))
        print(name, error_count(lines), "errors")
    return pages


def main(argv):
    minimum = argv[0] if argv else "warning"
    pages = nightly(LOGS, minimum)
    for page in pages:
        print(page)
    return len(pages)


if __name__ == "__main__":
    print("pages:", main(sys.argv[1:]))
