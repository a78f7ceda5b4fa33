"""A command-line builder whose setters return self."""
import shlex


class Command:
    def __init__(self, program):
        self.program = program
        self.flags = []
        self.env = {}

    def flag(self, name, value=None):
        self.flags.append(name if value is None else "%s=%s" % (name, value))
        return self

    def setenv(self, key, value):
        self.env[key] = value
        return self

    def describe(self):
        return "%s with %d flags" % (self.program, len(self.flags))

    def argv(self):
        return [self.program] + self.flags

    def render(self):
        env = " ".join("%s=%s" % (key, shlex.quote(value)) for key, value in sorted(self.env.items()))
        parts = self.argv()
        line = " ".join(shlex.quote(part) for part in parts)
        return (env + " " + line).strip()
