"""Build a day timeline from a job list."""
from scheduler import schedule


def build(jobs, start):
    print("scheduling", len(jobs), "jobs")
    result = schedule(jobs, start, 15)
    return result


def main():
    label = "Monday"
    timeline = build(["wash", "dry", "fold"], 9)
    print(label, "- last slot at", timeline["end"])
    return timeline["plan"]


PLAN = main()
for job, at in PLAN.items():
    print(job, at)
