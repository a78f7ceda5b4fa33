"""Fixed-width records of a bank statement export."""

WIDTHS = {"date": 8, "amount": 13}


def parse_line(line, widths, keep_spaces):
    pos = 0
    errors = []

    def take(width, strip):
        nonlocal pos
        chunk = line[pos:pos + width]
        pos += width
        if strip:
            chunk = chunk.strip()
        return chunk

    def peek():
        if pos >= len(line):
            errors.append("short line")
        return line[pos:pos + 1]

    date = take(widths["date"], True)
    sign = peek()
    amount = take(widths["amount"], not keep_spaces)
    memo = line[pos:].rstrip()
    if not memo:
        errors.append("no memo")
    return {"date": date, "sign": sign, "amount": amount, "memo": memo, "errors": errors}
