"""Start-up of an API client session."""
import sys

import settings


def open_session(host, opts, start):
    before = settings.deadline(start)
    seconds = opts.get("timeout", 30)
    settings.configure(seconds, opts.get("retries", 1))
    label = settings.describe(host)
    until = settings.deadline(start)
    left = settings.attempts_left(0)
    print(label, "- retries left:", left, "- default deadline", before)
    return "%s until t=%s" % (host, until)


def rule(width):
    return "-" * width


def framed(text):
    line = rule(len(text))
    return "\n".join([line, text, line])


def main(argv):
    opts = {"timeout": float(argv[0]) if argv else 2.5, "retries": 5}
    summary = open_session("api.example.org", opts, 100.0)
    print(framed(summary))
    return len(summary)


if __name__ == "__main__":
    print(main(sys.argv[1:]))
