"""Read a block of config lines up to END, giving up after a line limit."""


def read_block(lines, limit):
    pos = 0
    kept = []
    blanks = 0
    widest = 0
    truncated = False
    while True:
        if pos >= len(lines):
            break
        text = lines[pos].strip()
        pos += 1
        if not text:
            blanks += 1
            continue
        if text == "END":
            return kept, "complete"
        if pos > limit:
            truncated = True
            break
        kept.append(text)
        widest = max(widest, len(text))
    status = "truncated" if truncated else "unterminated"
    print("blank lines:", blanks, "widest:", widest)
    return kept, status
