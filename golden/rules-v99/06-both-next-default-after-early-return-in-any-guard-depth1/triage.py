"""Tell the on-call engineer what to open."""
from inbox import first_urgent

BOX = [
    {"id": 1, "subject": "Lunch", "to": "team", "read": False},
    {"id": 2, "subject": "Invoice", "to": "ana", "read": True},
    {"id": 3, "subject": "Build DOWN on main", "to": "team"},
]


def triage(box, me):
    keywords = ("outage", "down", "security")
    mid = first_urgent(box, me, keywords)
    if mid is None:
        return "nothing to do"
    return f"open message {mid}"


if __name__ == "__main__":
    print(triage(BOX, "ana"))
    print(triage(BOX[:2], "ana"))
