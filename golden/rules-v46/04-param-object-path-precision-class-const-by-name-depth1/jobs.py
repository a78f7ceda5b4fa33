"""Background jobs and the states they move through."""


class Job:
    ICONS = {"queued": ".", "running": ">", "failed": "x", "done": "+"}
    MAX_ATTEMPTS = 3

    def __init__(self, name, command, priority=0):
        self.name = name
        self.command = command
        self.priority = priority
        self.state = "queued"
        self.attempts = 0

    def describe(self):
        return "%s: %s" % (self.name, self.command)
