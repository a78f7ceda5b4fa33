"""Section parsing in the shape of configparser.RawConfigParser._read."""
import re


class IniParser:
    def __init__(self, comment="#"):
        self.comment = comment
        self.optcre = re.compile(r"(?P<option>[^=:\s][^=:]*)\s*[=:]\s*(?P<value>.*)$")
        self.sections = []
        self.options = {}
        self.errors = []

    def read(self, lines, source):
        sectname = None
        for lineno, line in enumerate(lines, start=1):
            value = line.split(self.comment, 1)[0].strip()
            if not value:
                continue
            if value.startswith("[") and value.endswith("]"):
                sectname = value[1:-1].strip()
                if sectname in self.sections:
                    self.errors.append("%s:%d: duplicate section %r" % (source, lineno, sectname))
                else:
                    self.sections.append(sectname)
                continue
            if sectname is None:
                self.errors.append("%s:%d: no section header" % (source, lineno))
                break
            mo = self.optcre.match(value)
            if mo is None:
                self.errors.append("%s:%d: bad line %r" % (source, lineno, value))
                continue
            optname = mo.group("option").strip().lower()
            self.options[sectname, optname] = mo.group("value")
        return len(self.errors)
