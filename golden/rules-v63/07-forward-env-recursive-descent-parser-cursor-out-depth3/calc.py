"""Recursive descent evaluation of integer settings such as "2 * (cpus + 1)"."""


class Cursor:
    def __init__(self, text):
        self.tokens = text.replace("(", " ( ").replace(")", " ) ").split()
        self.pos = 0

    def peek(self):
        return self.tokens[self.pos] if self.pos < len(self.tokens) else ""

    def take(self):
        token = self.peek()
        self.pos += 1
        return token


def parse_expr(cur, env):
    value = parse_term(cur, env)
    while cur.peek() in ("+", "-"):
        op = cur.take()
        right = parse_term(cur, env)
        value = value + right if op == "+" else value - right
    return value


def parse_term(cur, env):
    value = parse_atom(cur, env)
    while cur.peek() == "*":
        cur.take()
        value = value * parse_atom(cur, env)
    return value


def parse_atom(cur, env):
    token = cur.take()
    if token == "(":
        value = parse_expr(cur, env)
        cur.take()
        return value
    if token.isdigit():
        return int(token)
    return env[token]
