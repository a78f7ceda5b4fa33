"""Jobs of a small task scheduler."""
import shlex

PRIORITIES = {"low": 1, "normal": 5, "high": 9}
KNOWN = {}


class Job:
    def __init__(self, name, command, level):
        self.name = name
        self._parse_command(command)
        self._set_priority(level)
        self._check()
        self._remember()

    @classmethod
    def from_dict(cls, data):
        name = data["name"].strip()
        level = data.get("priority", "normal")
        return cls(name, data["command"], level)

    @staticmethod
    def split(command):
        return shlex.split(command)

    def _parse_command(self, command):
        self.argv = self.split(command)
        self.program = self.argv[0]

    def _set_priority(self, level):
        self.priority = PRIORITIES.get(level, PRIORITIES["normal"])

    def _check(self):
        if self.program.startswith("-"):
            raise ValueError("not a program: " + self.program)

    def _remember(self):
        KNOWN[self.name] = self

    def bump(self):
        self.priority += 1

    def describe(self):
        return "%s: %s (p%d)" % (self.name, self.program, self.priority)
