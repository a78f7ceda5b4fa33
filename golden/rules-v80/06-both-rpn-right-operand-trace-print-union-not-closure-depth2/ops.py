"""Operators and tokens of a small postfix (RPN) calculator."""

BINARY = ("+", "-", "*", "/", "^")
NAMES = {"+": "add", "-": "sub", "*": "mul", "/": "div", "^": "pow"}


def apply_op(op, left, right):
    if op == "+":
        return left + right
    if op == "-":
        return left - right
    if op == "*":
        return left * right
    if op == "/":
        return left / right
    return left ** right


def name_of(tok):
    return NAMES.get(tok, tok)


def tokenize(expr):
    tokens = []
    for word in expr.replace("(", " ").replace(")", " ").split():
        if word.lower() == "pow":
            word = "^"
        tokens.append(word)
    return tokens
