"""Address headers of an outgoing message."""
from mailaddr import encode_name


def header_line(field, pairs, opts):
    charset = opts.get("charset", "utf-8")
    width = opts.get("width", 78)
    parts = []
    for name, addr in pairs:
        shown = encode_name(name, charset)
        parts.append("%s <%s>" % (shown, addr) if shown else addr)
    line = field + ": " + ", ".join(parts)
    if len(line) > width:
        line = field + ":\n " + ",\n ".join(parts)
    return line


def compose(sender, recipients, subject, opts):
    head = [header_line("From", [sender], opts)]
    head.append(header_line("To", recipients, opts))
    head.append("Subject: " + subject)
    return "\n".join(head)


if __name__ == "__main__":
    opts = {"charset": "utf-8", "width": 60}
    sender = ("Zoë Ng", "zoe@example.org")
    rcpts = [("Smith, John", "js@example.org"), ("", "ops@example.org"), ("Ann", "ann@example.org")]
    print(compose(sender, rcpts, "Report", opts))
