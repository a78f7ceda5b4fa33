"""Format audit log rows for one user."""
from fmt import count_errors, escape, pad


def format_rows(user, events):
    rows = []
    who = escape(user)
    for event in events:
        kind = pad(event["level"], 7)
        note = escape(event["text"])
        rows.append(f"{kind}|{who}|{note}")
    summary = f"{who}: {len(events)} events, {count_errors(events)} errors"
    rows.append(summary)
    rows.append("=" * 20)
    return "\n".join(rows)


if __name__ == "__main__":
    log = [{"level": "info", "text": "login"}, {"level": "error", "text": "bad|pipe"}]
    print(format_rows("ada|admin", log))
