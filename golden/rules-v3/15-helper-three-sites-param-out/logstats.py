"""Split a web server access log into per-status buckets."""
import re

LINE = re.compile(r'(?P<ip>\S+) \S+ \S+ \[[^\]]+\] "(?P<method>\w+) (?P<path>\S+)[^"]*" (?P<status>\d{3})')
OK_RANGE = (200, 300)
REDIRECT_RANGE = (300, 400)
FAIL_RANGE = (500, 600)


def collect(lines, out, span, field="path"):
    lo, hi = span
    for raw in lines:
        m = LINE.match(raw)
        if m is None:
            continue
        status = int(m.group("status"))
        if lo <= status < hi:
            out.append(m.group(field))
    return len(out)


def summarize(path, ignore):
    with open(path, encoding="utf-8") as fh:
        lines = [line for line in fh if not line.startswith(ignore)]
    ok = []
    redirects = []
    failures = []
    collect(lines, ok, OK_RANGE)
    collect(lines, redirects, REDIRECT_RANGE, field="ip")
    collect(lines, failures, FAIL_RANGE)
    worst = sorted(set(failures))[:10]
    return {"ok": len(ok), "redirect_sources": len(set(redirects)), "worst": worst}
