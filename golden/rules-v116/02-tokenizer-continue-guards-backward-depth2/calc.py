from tokenizer import tokenize


def evaluate(expr, env):
    tokens, errors = tokenize(expr)
    if errors:
        return None
    total = 0.0
    sign = 1
    for kind, value in tokens:
        if kind == "OP":
            sign = -1 if value == "-" else 1
        elif kind == "NAME":
            total += sign * env.get(value, 0)
        else:
            total += sign * value
    return total


def names_in(expr):
    tokens, _ = tokenize(expr)
    return sorted({value for kind, value in tokens if kind == "NAME"})


def main():
    env = {"x": 4, "rate": 2.5}
    for expr in ["x + 3", "rate - 1.5 and x", "2 $ 3"]:
        print(expr, "=>", evaluate(expr, env))
        print("  names:", names_in(expr))


if __name__ == "__main__":
    main()
