"""Terminal status lines for a job queue."""
from jobs import Job

ICONS = {"queued": "Q", "running": "R", "failed": "F"}


def status_line(job, width, retry_limit):
    job.seen = True
    if job.attempts >= retry_limit:
        job.state = "failed"
    icon = Job.ICONS[job.state]
    name = job.name.ljust(width)
    return icon + " " + name + " " + job.state


def render(jobs, width):
    lines = []
    for job in jobs:
        job.priority = max(job.priority, 0)
        lines.append(status_line(job, width, Job.MAX_ATTEMPTS))
    return lines


if __name__ == "__main__":
    build = Job("build", "make all", priority=-1)
    build.state = "running"
    test = Job("test", "make check")
    test.attempts = 3
    for row in render([build, test], 8):
        print(row)
