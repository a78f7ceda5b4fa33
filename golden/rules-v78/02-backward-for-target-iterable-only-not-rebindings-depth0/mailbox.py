"""A small mbox reader built on headers.parse_block."""
from headers import parse_block

SAMPLE = "From ann@example.org Mon Jan  1 10:00:00 2024\r\nSubject: weekly\r\n report\r\nFrom: ann@example.org\r\n"


def subject_of(raw, fold):
    status, headers = parse_block(raw, fold)
    return headers.get("subject", "(none)")


def senders(messages):
    found = []
    for raw in messages:
        status, headers = parse_block(raw, False)
        found.append(headers.get("from", "?"))
    return found


if __name__ == "__main__":
    print(subject_of(SAMPLE, True))
    print(subject_of(SAMPLE, False))
    print(senders([SAMPLE, ""]))
