"""Split a command line into words (after shlex.shlex.read_token in POSIX mode)."""


def split_words(line, comment):
    words = []
    token = ""
    state = " "
    i = 0
    while i < len(line):
        ch = line[i]
        i += 1
        if state == " ":
            if ch.isspace():
                continue
            if ch == comment:
                break
            if ch in "'\"":
                state = ch
            else:
                token = ch
                state = "a"
        elif state == "a":
            if ch.isspace():
                words.append(token)
                token = ""
                state = " "
            elif ch in "'\"":
                state = ch
            else:
                token += ch
        elif ch == state:
            state = "a"
        elif ch == "\\" and state == '"' and i < len(line):
            token += line[i]
            i += 1
        else:
            token += ch
    if state not in " a":
        raise ValueError("no closing quotation")
    if state == "a":
        words.append(token)
    return words
