"""Build the From and To headers of an outgoing notification."""
from addresses import formataddr

SENDER = ("Build Bot", "bot@example.org")


def sender_line():
    return "From: " + formataddr(SENDER, "us-ascii")


def header_value(person, fallback_charset):
    display = person.get("name", "").strip()
    email = person["email"].lower()
    if not email:
        return ""
    charset = person.get("charset") or fallback_charset
    return formataddr((display, email), charset)


def headers(recipients):
    lines = [sender_line()]
    for person in recipients:
        value = header_value(person, "utf-8")
        if value:
            lines.append("To: " + value)
    return "\r\n".join(lines)


if __name__ == "__main__":
    print(headers([
        {"name": "Zo\u00eb Ng", "email": "ZOE@example.org"},
        {"name": "O'Neil, Pat", "email": "pat@example.org"},
        {"name": "", "email": "ops@example.org", "charset": "latin-1"},
        {"name": "Nobody", "email": ""},
    ]))
