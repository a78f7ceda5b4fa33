"""Serves a batch of requests and keeps the audit lines they produced."""

import sys

import audit


def serve(requests, verbose):
    audit.switch(verbose)
    trail = []
    for user, event in requests:
        if event == "quit":
            break
        entry = audit.record(event, user)
        if entry:
            trail.append(entry)
    audit.switch(False)
    return trail


def warm_up(user):
    return audit.record("boot", user)


REQUESTS = [("ann", "login"), ("bob", "quit"), ("cy", "read")]

if __name__ == "__main__":
    first = warm_up("system")
    lines = serve(REQUESTS, "-v" in sys.argv)
    print(first, lines, audit.is_on())
