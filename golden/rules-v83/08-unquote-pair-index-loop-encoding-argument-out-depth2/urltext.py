"""Decode percent-encoded URL components."""

HEX = "0123456789abcdefABCDEF"


def unquote(text, plus=False, encoding="utf-8"):
    if "%" not in text and not plus:
        return text
    codes = []
    i = 0
    while i < len(text):
        ch = text[i]
        pair = text[i + 1:i + 3]
        if ch == "%" and len(pair) == 2 and pair.strip(HEX) == "":
            codes.append(int(pair, 16))
            i += 3
        elif ch == "+" and plus:
            codes.append(32)
            i += 1
        else:
            codes.extend(ch.encode(encoding))
            i += 1
    return bytes(codes).decode(encoding, errors="replace")
