"""Audit trail of administrative actions, written through a file handler."""
from .handlers import DEBUG, INFO, FileHandler, Record


def audit(path, events, verbose=False):
    handler = FileHandler(path, level=DEBUG if verbose else INFO)
    if verbose:
        print("audit log:", handler.filename)
    for event in events:
        handler.handle(Record(event, INFO))
    summary = handler.format(Record("%d events" % len(events), INFO))
    handler.close()
    return summary
