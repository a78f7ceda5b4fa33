"""Split a command line into words, after shlex, and size a column for the widest word."""

QUOTES = "'\""
PAD = 2


def split_words(line):
    words = []
    notes = []
    buf = ""
    quote = None
    longest = 0

    def flush():
        nonlocal buf, longest
        if not buf:
            return
        words.append(buf)
        if len(buf) > longest:
            longest = len(buf)
        buf = ""

    def warn(message):
        notes.append("%s after %d words" % (message, len(words)))
    for ch in line:
        if quote is not None:
            if ch == quote:
                quote = None
            else:
                buf += ch
        elif ch in QUOTES:
            if buf:
                warn("quote inside a word")
            quote = ch
        elif ch.isspace():
            flush()
        else:
            buf += ch
    if quote is not None:
        raise ValueError("no closing quotation in %r" % line)
    flush()
    width = longest + PAD
    if notes:
        print(line, "->", "; ".join(notes))
    return words, width
