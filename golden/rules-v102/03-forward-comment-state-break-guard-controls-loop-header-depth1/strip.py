def strip_comments(src):
    out = []
    state = "code"
    i = 0
    while i < len(src):
        ch = src[i]
        if state == "code":
            if src.startswith("__END__", i):
                break
            if ch == "#":
                state = "comment"
            elif ch == '"':
                state = "string"
                out.append(ch)
            else:
                out.append(ch)
        elif state == "string":
            out.append(ch)
            if ch == '"':
                state = "code"
        elif ch == "\n":
            state = "code"
            out.append(ch)
        i += 1
    if state == "string":
        raise ValueError("unterminated string")
    return "".join(out)
