from mail.headers import parse as parse_header, subject, SEP
from mail.body import parse as parse_body, words

INBOX = [
    ("Subject: hi\nFrom: ann", "Hello there.\n\nSee you."),
    ("Subject: sale\nPrecedence: bulk", "Buy now!"),
    ("Subject: plan\nFrom: cy", "Step one.\n\nStep two, then three.\n\nDone."),
    ("From: bob", ""),
]


def scan(messages, limit):
    seen = 0
    skipped = 0
    longest = ""
    for head, text in messages:
        fields = parse_header(head)
        if fields.get("precedence") == "bulk":
            skipped += 1
            continue
        paras = parse_body(text)
        if not paras:
            break
        seen += 1
        if words(paras) > len(longest.split()):
            longest = subject(fields)
        if seen >= limit:
            return longest
    print("skipped", skipped)
    return longest


best = scan(INBOX, 5)
print("best:", best)
print("separator", repr(SEP))
