from config import TIMEOUT, RETRY_WAIT


def schedule(start, attempt=0):
    if attempt > 0:
        return start + RETRY_WAIT * attempt
    deadline = start + TIMEOUT
    return deadline


def plan(jobs):
    out = []
    for i, job in enumerate(jobs):
        when = schedule(job, attempt=i)
        out.append(when)
    return out


if __name__ == "__main__":
    print(plan([0.0, 10.0, 20.0]))
