"""A job runner whose options are fixed when the module is imported."""
import os

import config

OPTIONS = dict(config.DEFAULTS)
LINES = ["# runner.conf", "Workers = 8", "", "queue = bulk"]
COUNT = config.merge_lines(OPTIONS, LINES)
EXTRA = {}
config.merge_lines(EXTRA, ["workers = 64"])
config.merge_env(OPTIONS, os.environ, "RUNNER_")
WORKERS = config.as_int(OPTIONS, "workers", 1)
TIMEOUT = config.as_int(OPTIONS, "timeout", 5)
OPTIONS["queue"] = OPTIONS["queue"].upper()


def plan(jobs, workers):
    lanes = [[] for _ in range(workers)]
    for index, job in enumerate(jobs):
        lanes[index % workers].append(job)
    return lanes


if __name__ == "__main__":
    print(COUNT, "options from the file;", WORKERS, "workers,", TIMEOUT, "s timeout")
    print(plan(["a", "b", "c"], WORKERS))
