"""Parse and route queued notification events."""

MUTED = {"spam"}


def clean(addr):
    return addr.strip().lower()


def parse(line):
    match line.split(":"):
        case ["mail", to, *words]:
            return {"type": "mail", "to": clean(to), "body": ":".join(words)}
        case ["sms", to, text]:
            return {"type": "sms", "to": clean(to), "text": text}
        case ["ping"]:
            return {"type": "ping"}
        case [kind, *_]:
            return {"type": kind}


def deliver(event, outbox, stats):
    match event:
        case {"type": "mail", "to": to, "body": body}:
            outbox.append((to, body))
            stats["mail"] = stats.get("mail", 0) + 1
        case {"type": "sms", "to": to} if to not in MUTED:
            outbox.append((to, event.get("text", "")))
        case {"type": "ping"}:
            stats["ping"] = stats.get("ping", 0) + 1
        case _:
            stats["dropped"] = stats.get("dropped", 0) + 1


def flush(outbox):
    sent = len(outbox)
    outbox.clear()
    return sent
