"""Drain a queue of jobs until the time budget runs out."""
from batching import Job, Progress


def drain(jobs, budget, log):
    state = Progress()
    for job in jobs:
        if job.skip:
            log.append("skip " + job.name)
            continue
        if state.spent + job.cost > budget:
            log.append("stop at " + job.name)
            break
        state.spent += job.cost
        state.done += 1
        state.last = job.name
    finished = state.done
    log.append("finished %d of %d" % (finished, len(jobs)))
    return finished


def run(specs, budget):
    jobs = []
    for name, cost in specs:
        jobs.append(Job(name, cost, name.startswith("#")))
    log = []
    done = drain(jobs, budget, log)
    print("\n".join(log))
    return done


if __name__ == "__main__":
    print(run([("lint", 2.0), ("#docs", 9.0), ("test", 4.0), ("build", 5.0)], 7.0))
