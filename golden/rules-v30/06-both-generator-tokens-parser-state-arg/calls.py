"""Parse one call expression per line with a small state machine over the token stream."""
from tokens import iter_tokens


def parse_call(text):
    name = None
    args = []
    state = "name"
    for kind, value in iter_tokens(text):
        if state == "name":
            if kind != "NAME":
                raise SyntaxError("expected a name, got %r" % value)
            name = value
            state = "open"
        elif state == "open":
            if value != "(":
                raise SyntaxError("expected '(' after %s" % name)
            state = "args"
        elif kind == "END":
            break
        elif value == ")":
            state = "done"
        elif value != ",":
            arg = int(value) if kind == "NUM" else value
            args.append(arg)
    if state != "done":
        raise SyntaxError("unclosed call to %s" % name)
    return name, args


def parse_lines(source):
    table = {}
    for line in source.splitlines():
        name, args = parse_call(line)
        table[name] = args
    return table


if __name__ == "__main__":
    print(parse_lines("max(3, 41, x)\nprint(total)\nnoop()"))
