"""Plan the backup jobs for a list of hosts."""
from jobs import make_job


def retries_for(count):
    budget = 6 - count
    return max(budget, 1)


def plan_jobs(hosts, timeout):
    jobs = []
    retries = retries_for(len(hosts))
    for name in hosts:
        if name.startswith("#"):
            continue
        host = name.strip().lower()
        job = make_job(host, timeout, retries)
        jobs.append(job)
    return jobs
