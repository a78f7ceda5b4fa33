"""Find where the argument list of a template tag ends, as template engines scan tag arguments."""


def scan_args(text, start):
    depth = 0
    quote = ""
    buf = []
    commas = 0
    i = start
    n = len(text)
    while i < n:
        ch = text[i]
        if quote:
            if ch == "\\":
                buf.append(text[i:i + 2])
                i += 2
                continue
            if ch == quote:
                quote = ""
            buf.append(ch)
            i += 1
            continue
        if ch in "\"'":
            quote = ch
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0:
                break
            if depth < 0:
                raise ValueError("unbalanced ')' at %d" % i)
        elif ch == "," and depth == 1:
            commas += 1
        buf.append(ch)
        i += 1
    if depth != 0:
        raise ValueError("unclosed '(' after %d chars" % len(buf))
    end = i + 1
    return "".join(buf[1:]), end, commas
