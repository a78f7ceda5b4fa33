"""A tiny recursive-descent calculator; pos is a one-item list holding the cursor."""


def parse_expr(tokens, pos):
    value = parse_term(tokens, pos)
    while pos[0] < len(tokens) and tokens[pos[0]] == "+":
        pos[0] += 1
        right = parse_term(tokens, pos)
        value = value + right
    return value


def parse_term(tokens, pos):
    value = parse_atom(tokens, pos)
    while pos[0] < len(tokens) and tokens[pos[0]] == "*":
        pos[0] += 1
        right = parse_atom(tokens, pos)
        value = value * right
    return value


def parse_atom(tokens, pos):
    token = tokens[pos[0]]
    pos[0] += 1
    if token == "(":
        value = parse_expr(tokens, pos)
        pos[0] += 1
    else:
        value = int(token)
    return value
