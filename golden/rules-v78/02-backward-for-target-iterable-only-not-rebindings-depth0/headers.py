"""Header blocks of mail messages, read the way email.feedparser does."""


def parse_block(text, folding):
    if not text:
        return "", {}
    lines = text.split("\n")
    line = lines[0]
    status = line.strip()
    headers = {}
    name = None
    for line in lines[1:]:
        line = line.rstrip("\r")
        if folding and line[:1] in (" ", "\t") and name:
            headers[name] += " " + line.strip()
        elif ":" in line:
            name, _, value = line.partition(":")
            name = name.strip().lower()
            headers[name] = value.strip()
    return status, headers
