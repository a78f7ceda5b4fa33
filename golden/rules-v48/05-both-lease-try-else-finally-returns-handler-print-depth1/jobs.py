"""Run nightly jobs that need exclusive use of a shared resource."""
from locks import acquire


def run_job(leases, job, now):
    lease = acquire(leases, job["resource"], job["owner"], now)
    if lease is None:
        return "%s deferred" % job["name"]
    return "%s runs until %d" % (job["name"], lease[1])


def nightly(jobs, now):
    leases = {"db": ("backup", now + 100), "disk": ("scrub", now - 5)}
    report = []
    for job in jobs:
        report.append(run_job(leases, job, now))
    return report


if __name__ == "__main__":
    jobs = [{"name": "vacuum", "resource": "db", "owner": "maint"}, {"name": "backup2", "resource": "db", "owner": "backup"}, {"name": "trim", "resource": "disk", "owner": "maint"}]
    for line in nightly(jobs, 1000):
        print(line)
