"""Spool an outbox as SMTP dialogue text with the verbatim smtplib quoting helpers."""
from smtpcut import CRLF, _addr_only, quoteaddr, quotedata


def envelope(sender, recipients, seen):
    lines = ["MAIL FROM:" + quoteaddr(sender)]
    for rcpt in recipients:
        seen.add(_addr_only(rcpt))
        lines.append("RCPT TO:" + quoteaddr(rcpt))
    return lines


def spool(sender, recipients, body, seen):
    lines = envelope(sender, recipients, seen)
    lines.append("DATA")
    lines.append(quotedata(body) + CRLF + ".")
    return CRLF.join(lines) + CRLF


def send_all(batch):
    seen = set()
    out = []
    for sender, recipients, body in batch:
        out.append(spool(sender, recipients, body, seen))
    return out, sorted(seen)


def load_batch(text):
    batch = []
    for block in text.strip().split("\n\n"):
        head, _, body = block.partition("\n")
        sender, _, rcpts = head.partition(" -> ")
        batch.append((sender, rcpts.split(", "), body))
    return batch


if __name__ == "__main__":
    RAW = "ops@example.org -> Ann <ann@example.org>, bob@example.org\nDeploy done.\n.hidden\n\nNight Desk <desk@example.org> -> <carol@example.org>\nAll quiet."
    BATCH = load_batch(RAW)
    spooled, verified = send_all(BATCH)
    for text in spooled:
        print(repr(text))
    print(verified)
