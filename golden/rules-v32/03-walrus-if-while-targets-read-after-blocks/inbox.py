"""Sort a spool of messages by parse status, with or without the Date header required."""
from mailparse import parse_message

NEEDED = {"from", "subject", "date"}


def load_spool(text):
    return [block.splitlines() for block in text.split("\n\n\n")]


def triage(text, strict):
    required = NEEDED if strict else NEEDED - {"date"}
    counts = {}
    for lines in load_spool(text):
        message = parse_message(lines, required)
        counts[message["status"]] = counts.get(message["status"], 0) + 1
    return counts


SPOOL = "From: ann\nSubject: hi\n\nhello\n\n\nFrom: bo\nDate: today\n\nbody\n\n\nFrom: cy\nSubject: x\nDate: now"


if __name__ == "__main__":
    print(triage(SPOOL, True))
    print(triage(SPOOL, False))
