"""Drain a queue of requests through the batch budget."""
from budget import admit_batch

BATCH = 3


def run_queue(queue, limit):
    pending = [(name, cost) for name, cost in queue if name]
    accepted, rejected = admit_batch(pending, limit * 2)
    for name in rejected:
        print("deferred", name)
    return accepted


if __name__ == "__main__":
    jobs = [("index", 4), ("thumbs", 3), ("", 1), ("mail", 0), ("report", 2)]
    print(run_queue(jobs, BATCH))
