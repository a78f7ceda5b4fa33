"""Encode non-ASCII mail subjects as RFC 2047 Q-encoded words."""
from qp import body_check, header_encode


def needs_encoding(raw):
    for octet in raw:
        if octet > 127:
            return True
    return False


def escaped_count(line, charset="latin-1"):
    count = 0
    for octet in line.encode(charset):
        if body_check(octet):
            count += 1
    return count


def encode_subject(subject, charset="utf-8"):
    text = subject.strip()
    raw = text.encode(charset)
    if not needs_encoding(raw):
        return text
    label = charset.lower()
    word = header_encode(raw, charset=label)
    return "Subject: " + word


if __name__ == "__main__":
    for line in ["  Weekly report ", "Caf\u00e9 au lait + cr\u00e8me", "Pr\u00fcfung: 3/4 bestanden"]:
        print(encode_subject(line, "UTF-8"))
        print(escaped_count(line), "escapes needed in the body")
