"""Run queued build steps, waiting a little for each one."""
from jobqueue import Queue


def drain(jobs, count, wait):
    done = []
    for _ in range(count):
        job = jobs.get(timeout=wait)
        done.append(job.upper())
    return done


if __name__ == "__main__":
    jobs = Queue(maxsize=3)
    jobs.put("build")
    jobs.put("test", block=False)
    jobs.put("package")
    print(drain(jobs, 2, 0.5))
    print(jobs.get_nowait())
