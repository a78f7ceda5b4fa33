"""Order the jobs of a build queue by score."""
from jobs import URGENT_BOOST, Job, bumped, demote


def score(job, urgent, boost):
    preview = bumped(job, boost)
    if urgent:
        job.escalate(URGENT_BOOST)
    heading = job.title("#")
    job.tags.append("scored")
    job.seen = True
    value = job.priority * 10
    print(heading, "preview", preview.priority, "score", value)
    return value


def build_queue(specs):
    order = []
    for name, priority, urgent in specs:
        job = Job(name, priority)
        if name.startswith("tmp-"):
            job = demote(job)
        order.append((score(job, urgent, 2), name))
    order.sort(reverse=True)
    return [name for _, name in order]


if __name__ == "__main__":
    print(build_queue([("docs", 3, False), ("tmp-cache", 4, True), ("release", 12, False)]))
