"""Render a To: header, quoting display names the way formataddr does."""
from addrquote import quote

SPECIALS = '()<>@,:;."[]'
PAIRS = [("Ann Lee", "ann@example.org"), ("Lee, Bob \"Bo\"", " BOB@Example.org"),
         ("", "carol@example.org"), ("Dan", "")]


def format_pair(name, addr):
    if not name:
        return addr
    if any(ch in SPECIALS for ch in name):
        name = '"%s"' % quote(name)
    return "%s <%s>" % (name, addr)


def to_header(pairs):
    parts = []
    for name, addr in pairs:
        if not addr:
            continue
        mailbox = addr.strip().lower()
        text = format_pair(name.strip(), mailbox)
        parts.append(text)
    return "To: " + ", ".join(parts)


if __name__ == "__main__":
    print(to_header(PAIRS))
