"""Build the DATA payload of a message the way SMTP.sendmail prepares it."""
from smtpcut import CRLF, bCRLF, _fix_eols, _quote_periods

HEADERS = [("From", "ann@example.org"), ("Subject", "notes")]
BODY = "Hi,\n.hidden line\nbye"
FOOTER = b"--" + bCRLF + b".sent by outbox" + bCRLF


def render(headers, raw_body):
    head = _fix_eols("".join("%s: %s\n" % pair for pair in headers))
    body = _fix_eols(raw_body)
    if not body.endswith(CRLF):
        body = body + CRLF
    data = _quote_periods((head + CRLF + body).encode("ascii"))
    footer = _quote_periods(FOOTER)
    return data + footer + b"." + bCRLF


payload = render(HEADERS, BODY)
print(len(HEADERS), "headers")
print(repr(payload))
