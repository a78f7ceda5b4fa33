"""Build the run queue of the scheduler."""
import sys

from jobs import Job


def make_job(data, urgent):
    job = Job.from_dict(data)
    print("planning", job.describe())
    if urgent:
        job.bump()
    return job


def retry_spec(job, host):
    return {"name": job.name + "@" + host, "command": " ".join(job.argv), "priority": "low"}


def plan(entries, rush, host):
    queue = []
    for data in entries:
        job = make_job(data, data["name"] in rush)
        queue.append(job)
    retry = queue[0].from_dict(retry_spec(queue[0], host))
    queue.append(retry)
    return queue


def main(argv):
    host = argv[0] if argv else "b2"
    entries = [{"name": "backup", "command": "tar czf /tmp/b.tgz /srv", "priority": "high"}, {"name": "report", "command": "python3 report.py --daily"}]
    for job in plan(entries, {"report"}, host):
        print(job.describe())


if __name__ == "__main__":
    main(sys.argv[1:])
