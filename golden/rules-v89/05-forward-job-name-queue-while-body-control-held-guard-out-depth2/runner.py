"""Command line entry: plan the jobs given as JSON on stdin."""
import json
import sys

from jobs import plan


def report(text):
    jobs = json.loads(text)
    result = plan(jobs)
    count = len(jobs)
    print("%d jobs, %d internal" % (count, result["internal"]))
    return result["ran"]


def main():
    names = report(sys.stdin.read())
    print(", ".join(names))


if __name__ == "__main__":
    main()
