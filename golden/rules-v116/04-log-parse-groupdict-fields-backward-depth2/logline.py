"""Parsing of access-log lines with one named-group pattern."""
import re

LINE = re.compile(
    r'(?P<ip>\S+) \S+ (?P<user>\S+) \[(?P<when>[^\]]+)\] '
    r'"(?P<verb>[A-Z]+) (?P<path>\S+)[^"]*" (?P<status>\d{3}) (?P<size>\d+|-)'
)


def is_access_line(line):
    return LINE.match(line) is not None


def parse(line):
    m = LINE.match(line)
    if m is None:
        return None
    fields = m.groupdict()
    fields["status"] = int(fields["status"])
    if fields["size"] == "-":
        fields["size"] = 0
    else:
        fields["size"] = int(fields["size"])
    if fields["user"] != "-":
        fields["path"] = "~" + fields["user"] + fields["path"]
    return fields
