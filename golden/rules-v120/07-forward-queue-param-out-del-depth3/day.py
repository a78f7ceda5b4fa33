"""Build the end-of-day report and print it."""
from jobs import label
from runner import run_day


def day_report(jobs, backlog):
    stats = run_day(jobs, backlog, 3)
    del stats["spare"]
    lines = label(stats)
    ready = len(backlog)
    lines.append(f"backlog after the day: {ready}")
    return lines


def main():
    jobs = ["build", " test! ", "", "deploy!", "lint"]
    backlog = ["docs ", "", "audit", "bench"]
    lines = day_report(jobs, backlog)
    lines.insert(0, "== day ==")
    return lines


if __name__ == "__main__":
    for row in main():
        print(row)
