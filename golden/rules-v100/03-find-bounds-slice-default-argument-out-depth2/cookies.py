"""Summarise the cookies of logged requests."""
from fields import extract_field, quote

GUEST = "guest"


def describe(header, names):
    lines = []
    for name in names:
        wanted = name.lower()
        fallback = GUEST if wanted == "user" else "-"
        raw = extract_field(header, wanted, fallback)
        lines.append(f"{name}={quote(raw)}")
    return "; ".join(lines)


def summarise(requests):
    report = []
    for request in requests:
        if "Cookie: " not in request:
            continue
        _, _, header = request.partition("Cookie: ")
        report.append(describe(header, ["User", "Theme"]))
    return report


if __name__ == "__main__":
    logs = ["GET / Cookie: user=ada; theme=dark", "GET /x", 'GET /y Cookie: theme=a"b']
    for row in summarise(logs):
        print(row)
