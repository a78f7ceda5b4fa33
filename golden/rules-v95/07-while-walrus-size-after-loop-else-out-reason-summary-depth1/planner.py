"""Plan a night of batch jobs inside a budget of CPU minutes."""
from backlog import trim


def plan(raw, hours):
    jobs = []
    for entry in raw.split(","):
        name, _, cost = entry.strip().partition("=")
        jobs.append((name, int(cost or 1)))
    budget = hours * 60 if hours < 8 else 480
    reason = f"over {hours}h"
    dropped, spare = trim(jobs, budget, reason)
    return jobs, dropped, spare


def main():
    for hours in (6, 3):
        jobs, dropped, spare = plan("backup=200, !index=150, report=90, clean", hours)
        print([name for name, _ in jobs], dropped, spare)


if __name__ == "__main__":
    main()
