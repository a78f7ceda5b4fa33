"""Plain-text digest mails for the issue tracker."""
from .digest import build_digest


def weekly_digest(tracker, smtp, recipients):
    entries = tracker.closed_this_week()
    strict = tracker.settings.get("strict_digest", False)
    msg = build_digest(
        entries,
        "Closed this week (%d issues)" % len(entries),
        strict=strict,
    )
    smtp.send(recipients, msg["subject"], msg["body"])
    return msg["count"]
