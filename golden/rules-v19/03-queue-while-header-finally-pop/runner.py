"""Run the queued jobs of a batch within a time budget."""
import sys

import tasks


def drain(budget, factor):
    spent = 0.0
    steps = 0
    while tasks.QUEUE:
        spent += tasks.step(factor)
        steps += 1
        if spent >= budget:
            break
    print("ran", steps, "steps")
    return spent


def run_batch(jobs, budget):
    for name, cost in jobs:
        if cost <= 0:
            continue
        tasks.submit(name, cost)
    print("queued:", tasks.pending())
    used = drain(budget, 1.5)
    tasks.submit("cleanup", 1.0)
    return used


def main(argv):
    budget = float(argv[0]) if argv else 10.0
    jobs = [("index", 4.0), ("skip", 0.0), ("thumbs", 3.0), ("mail", 5.0)]
    print(run_batch(jobs, budget))


if __name__ == "__main__":
    main(sys.argv[1:])
