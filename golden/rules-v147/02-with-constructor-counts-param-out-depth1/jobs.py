"""Run batches of tasks inside counted sections."""
from audit import Section


def run_batch(tasks, counts, label):
    done = 0
    counts["batches"] = counts.get("batches", 0) + 1
    with Section(counts, label) as sec:
        for task in tasks:
            if not task.strip():
                continue
            done += 1
        sec.mark(done)
    entered = counts[label]
    return entered, done


def nightly(tasks):
    counts = {"batches": 0}
    tag = "nightly"
    first = run_batch(tasks, counts, tag)
    again = run_batch(tasks[1:], counts, tag)
    return first, again, counts


def report(results):
    first, again, counts = results
    lines = ["first run: %d entered, %d done" % first]
    lines.append("second run: %d entered, %d done" % again)
    lines.append("batches: %d" % counts["batches"])
    return "\n".join(lines)


if __name__ == "__main__":
    print(report(nightly(["build", " ", "test"])))
