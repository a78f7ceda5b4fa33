"""Run a batch and keep only the audit trail of its second phase."""
from audit import dump, record, reset


def run(host, jobs):
    opened = "open " + host
    first = record(opened)
    print("events so far:", first)
    reset()
    for job in jobs:
        record("run " + job)
    summary = dump()
    return summary


print(run("db1", ["load", "index"]))
