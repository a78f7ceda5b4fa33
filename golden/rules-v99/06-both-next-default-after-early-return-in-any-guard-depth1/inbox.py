"""Pick the message an on-call engineer should open first."""


def first_urgent(messages, owner, keywords):
    checked = 0
    pending = (m for m in messages if not m.get("read"))
    for msg in pending:
        checked += 1
        subject = msg["subject"].lower()
        if any(word in subject for word in keywords):
            return msg["id"]
    print(f"checked {checked} unread messages, none urgent")
    fallback = next((m["id"] for m in messages if m.get("to") == owner), None)
    return fallback


def unread_count(messages):
    return sum(1 for m in messages if not m.get("read"))
