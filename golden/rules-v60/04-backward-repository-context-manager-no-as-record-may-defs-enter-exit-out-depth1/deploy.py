"""Run the steps of a deployment plan and journal what happened."""
import os
import tempfile

from journal import Journal


def run_steps(steps, log_path, host):
    journal = Journal(log_path, host)
    failed = 0
    with journal:
        for name, ok in steps:
            if ok:
                journal.record("done", name)
            else:
                failed += 1
                journal.record("failed", name)
    print(host, "failed steps:", failed)
    line = journal.summary()
    return line


def deploy(host, plan, log_dir):
    steps = []
    for name in plan["order"]:
        steps.append((name, name not in plan["broken"]))
    log_path = os.path.join(log_dir, host + ".jsonl")
    return run_steps(steps, log_path, host)


if __name__ == "__main__":
    plan = {"order": ["fetch", "migrate", "restart"], "broken": ["migrate"]}
    print(deploy("web-1", plan, tempfile.mkdtemp()))
