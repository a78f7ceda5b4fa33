"""Plan reminders on a simulated clock and list them in firing order."""
from sched_core import scheduler

CLOCK = [100.0]


def fake_time():
    return CLOCK[0]


def fake_sleep(seconds):
    CLOCK[0] += seconds


def plan(items, start):
    CLOCK[0] = start
    s = scheduler(fake_time, fake_sleep)
    ids = []
    for delay, text in items:
        if delay < 0:
            continue
        ev = s.enter(delay, 1, print, (text,))
        ids.append(ev)
    upcoming = s.queue
    return ids, upcoming


if __name__ == "__main__":
    result = plan([(5, "stretch"), (-1, "skipped"), (2, "tea")], 100.0)
    print([event.argument[0] for event in result[1]], len(result[0]))
