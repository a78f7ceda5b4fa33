"""Jobs of a build queue, and helpers that reprioritise them."""
import copy

URGENT_BOOST = 5


def clamp(value, low, high):
    return max(low, min(value, high))


class Job:
    def __init__(self, name, priority):
        self.name = name
        self.priority = clamp(priority, 0, 9)
        self.tags = []

    def escalate(self, amount):
        self.priority += amount
        return self

    def title(self, prefix):
        return prefix + self.name


def bumped(job, amount):
    clone = copy.copy(job)
    clone.priority = job.priority + amount
    return clone


def demote(job):
    job.priority = max(job.priority - 1, 0)
    return job
