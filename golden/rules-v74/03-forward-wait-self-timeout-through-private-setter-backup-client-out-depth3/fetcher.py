"""Plan fetches whose timeout follows each job's time budget."""
import pool


def plan_fetch(host, budget, retries, start):
    client = pool.Client(host)
    backup = pool.Client("mirror." + host)
    print("using", client.describe())
    wait = budget / (retries + 1)
    client.configure({"timeout": wait})
    backup.configure({"timeout": 30})
    print("per try", wait, "seconds")
    due = client.deadline(start)
    spare = backup.deadline(start)
    print("mirror deadline", spare)
    return due


def schedule(jobs, start):
    deadlines = []
    for host, budget, retries in jobs:
        deadlines.append(plan_fetch(host, budget, retries, start))
    return deadlines


if __name__ == "__main__":
    JOBS = [("api.example", 12.5, 2), ("cdn.example", 900.0, 1)]
    print(schedule(JOBS, 1000.0))
