"""A small periodic job scheduler, after the standard library's sched module."""
import random
import time


def next_run(last, interval, jitter=0.0):
    due = last + interval
    if jitter:
        due += random.uniform(0, jitter)
    return due


def plan(jobs, now, interval):
    queue = []
    for name, last in sorted(jobs.items()):
        when = next_run(last, interval)
        if when < now:
            when = now
        queue.append((when, name))
    queue.sort()
    return queue


def run_pending(jobs, now, interval, runner):
    ran = []
    for when, name in plan(jobs, now, interval):
        if when > now:
            break
        runner(name)
        ran.append(name)
    return ran


def preview(last, interval):
    return time.ctime(next_run(last, interval, jitter=1.0))


def serve(jobs, interval, runner, rounds=10):
    idle = 0
    for _ in range(rounds):
        done = run_pending(jobs, time.time(), interval, runner)
        if not done:
            idle += 1
            time.sleep(interval / 4)
    return idle
