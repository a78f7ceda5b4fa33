"""Command line entry of the backup planner."""
import sys

from jobs import describe
from planner import plan_jobs


def parse_timeout(text):
    digits = text.rstrip("sm")
    seconds = int(digits)
    if text.endswith("m"):
        seconds = seconds * 60
    return seconds


def main(argv):
    timeout = parse_timeout(argv[1])
    hosts = argv[2].split(",")
    verbose = "-v" in argv
    jobs = plan_jobs(hosts, timeout)
    for job in jobs:
        if verbose:
            print(describe(job))
    return len(jobs)


if __name__ == "__main__":
    count = main(["backup", "90m", "db1,#old-db,Web1", "-v"])
    sys.exit(0 if count else 1)
