"""A hand-written tokenizer driven by a state variable, in the manner of shlex."""


def tokenize(text, first_line=1):
    tokens = []
    state = "space"
    buf = ""
    line = first_line
    start = line
    for ch in text:
        if state == "word" and not (ch.isalnum() or ch == "_"):
            tokens.append(("name", buf, start))
            state = "space"
        elif state == "number" and not ch.isdigit():
            tokens.append(("int", buf, start))
            state = "space"
        if state == "space":
            if ch.isalpha() or ch == "_":
                state = "word"
                buf = ch
                start = line
            elif ch.isdigit():
                state = "number"
                buf = ch
                start = line
            elif not ch.isspace():
                tokens.append(("op", ch, line))
        else:
            buf += ch
        if ch == "\n":
            line += 1
    if state != "space":
        tokens.append(("name" if state == "word" else "int", buf, start))
    return tokens
