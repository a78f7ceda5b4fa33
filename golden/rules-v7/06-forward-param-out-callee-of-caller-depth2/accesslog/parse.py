"""Parsing of access-log lines in the common log format."""
import re

LINE = re.compile(r'(\S+) \S+ \S+ \[[^\]]+\] "[^"]*" (\d{3}) (\d+|-)')


def parse_size(field):
    return 0 if field == "-" else int(field)


def parse_line(text, into):
    match = LINE.match(text)
    if match is None:
        return False
    host, status, size = match.groups()
    into.append((host, int(status), parse_size(size)))
    return True
