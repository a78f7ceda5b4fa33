"""Run a batch of jobs and retire the workers that crashed."""
from workers import spawn, retire


def run(jobs, size, crashed, stamp):
    workers = spawn(size)
    history = {wid: [] for wid in workers}
    for n, job in enumerate(jobs):
        workers[n % size].assign(job)
    print("first worker", workers[0].status())
    reason = "crashed after %d jobs" % len(jobs)
    for wid in crashed:
        retire(workers, history, wid, reason, stamp)
    lines = []
    for wid in sorted(workers):
        lines.append(workers[wid].status())
    print("history", history)
    return lines


def report(jobs):
    lines = run(jobs, 3, [1], 1700000000)
    for line in lines:
        print(line)
    return len(lines)


if __name__ == "__main__":
    print(report(["a", "b", "c", "d"]), "workers")
