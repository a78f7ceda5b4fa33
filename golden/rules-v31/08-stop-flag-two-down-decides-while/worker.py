"""A worker loop that drains a queue until it is empty or a job asks it to stop."""
import lifecycle


def _clean(word):
    return word.strip().lower()


def load_queue(spec):
    queue = []
    for word in spec.split(","):
        queue.append(_clean(word))
    return queue


def handle(job, log):
    if job.startswith("!"):
        lifecycle.request_stop(job[1:])
        return None
    log.append("did " + job)
    return job.upper()


def serve(queue):
    lifecycle.mark_started()
    log = []
    done = 0
    while queue and not lifecycle.stopping():
        job = queue.pop(0)
        if handle(job, log) is not None:
            done += 1
    left = len(queue)
    print("stopped:", lifecycle.reason(), "- log:", log)
    lifecycle.reset()
    return done, left


if __name__ == "__main__":
    print(serve(load_queue("a, B, !maintenance, c, d")))
