"""Pick a delimiter for a CSV text (after csv.Sniffer.sniff)."""
from delims import guess_delimiter

PREFERRED = ",;\t|"


def sniff(text, quotechar):
    rows = text.splitlines()[:20]
    header = rows[0] if rows else ""
    enough = 2 if len(rows) < 5 else 3
    delim = guess_delimiter(rows, PREFERRED, quotechar, enough)
    if delim is None:
        delim = ","
    digits = any(ch.isdigit() for ch in header)
    return delim, not digits


def describe(text):
    delim, has_header = sniff(text, '"')
    return "delimiter %r, header %s" % (delim, has_header)


if __name__ == "__main__":
    print(describe('name;city;note\n"Doe; J.";Oslo;ok\n# comment, here\nRoe;Bergen;"a;b" # late\n'))
    print(describe("a|b\n1|2\n"))
    print(describe("1,2,3\n4,5\n"))
