"""Line checks for the commit-message linter."""

KNOWN_OPTIONS = {"max_line", "strict"}
DEFAULT_LIMIT = 72


class Plugin:
    def __init__(self, level):
        self.level = level

    def configure(self, options):
        unknown = set(options) - KNOWN_OPTIONS
        if unknown:
            print("ignored options:", ", ".join(sorted(unknown)))

    def applies(self, line):
        return False

    def report(self, line):
        return "%s: %s" % (self.level, line.strip())

    def check(self, line):
        if not self.applies(line):
            return None
        message = self.report(line)
        return message


class TodoPlugin(Plugin):
    def applies(self, line):
        return "TODO" in line


class LengthPlugin(Plugin):
    def configure(self, options):
        self.limit = options.get("max_line", DEFAULT_LIMIT)

    def applies(self, line):
        return len(line) > self.limit


class TabPlugin(Plugin):
    def applies(self, line):
        return "\t" in line

    def report(self, line):
        return "%s: tab at column %d" % (self.level, line.index("\t"))
