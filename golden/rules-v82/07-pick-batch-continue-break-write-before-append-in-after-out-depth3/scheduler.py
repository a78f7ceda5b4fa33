"""Pick the next batch of a job queue and start it."""
from jobqueue import Job, pick

BATCH = 2


def enqueue(specs):
    jobs = []
    for name in sorted(specs):
        jobs.append(Job(name, specs[name]))
    return jobs


def next_batch(jobs, size):
    batch = pick(jobs, size)
    names = ", ".join(job.name for job in batch)
    print("starting", names)
    return names


def main(specs):
    jobs = enqueue(specs)
    jobs[0].state = "paused"
    started = next_batch(jobs, BATCH)
    print(len(jobs), "jobs queued")
    return started


if __name__ == "__main__":
    main({"backup": {"weight": 3}, "index": {"weight": 5}, "mail": {}, "thumbs": {"weight": 2}})
