"""Close the urgent tickets of a support queue and report them."""
import sys

from tickets import close, load, prioritize, select, summarize


def triage(rows, floor, stamp):
    queue = load(rows)
    urgent = select(queue, floor)
    prioritize(urgent)
    close(urgent, stamp)
    line = summarize(urgent)
    print(len(queue), "tickets,", len(urgent), "closed on", stamp)
    return line


def main(argv):
    floor = int(argv[0]) if argv else 2
    rows = [{"id": "T1", "title": "login  fails", "prio": "3"}, {"id": "T2", "title": "typo", "prio": "1"}, {"id": "T3", "title": " export\tbroken ", "prio": "5"}]
    print(triage(rows, floor, "2024-05-01"))


if __name__ == "__main__":
    main(sys.argv[1:])
