"""Summarise failing request paths from an access log."""
import re

REQUEST = re.compile(r"(?P<method>GET|POST) (?P<path>/\S*) (?P<status>\d{3})")
SAMPLE = [
    "GET /index.html 200",
    "garbage line",
    "POST /login 302",
    "GET /missing 404",
    "  GET /admin 500  ",
]


def collect(lines, min_status):
    paths = []
    skipped = 0
    for raw in lines:
        line = raw.strip()
        m = REQUEST.match(line)
        if m is None:
            skipped += 1
            continue
        status = int(m.group("status"))
        if status < min_status:
            continue
        paths.append(m.group("path"))
    print("skipped", skipped)
    return paths


failing = collect(SAMPLE, 400)
print(failing)
