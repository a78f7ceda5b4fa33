"""Backup jobs, one per host."""


def make_job(host, timeout, retries):
    name = f"backup-{host}"
    deadline = timeout * (retries + 1)
    job = {"name": name, "deadline": deadline, "retries": retries}
    return job


def describe(job):
    hours, rest = divmod(job["deadline"], 3600)
    minutes = rest // 60
    text = f"{job['name']}: {job['retries']} retries"
    return f"{text}, deadline {hours}h{minutes:02d}m"
