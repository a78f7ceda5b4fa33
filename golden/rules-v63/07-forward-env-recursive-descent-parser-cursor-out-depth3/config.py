"""Settings whose values refer to earlier settings, such as workers = "2 * (cpus + 1)"."""
import calc

DEFAULTS = {"cpus": 4}


def evaluate(text, env):
    cur = calc.Cursor(text)
    value = calc.parse_expr(cur, env)
    if cur.peek():
        raise ValueError("trailing input in " + repr(text))
    return value


def resolve(settings):
    env = dict(DEFAULTS)
    order = []
    for name, text in settings:
        env[name] = evaluate(text, env)
        order.append(name)
    return {name: env[name] for name in order}


def constant(text):
    return calc.parse_expr(calc.Cursor(text), {})


if __name__ == "__main__":
    print(resolve([("workers", "2 * (cpus + 1)"), ("queue", "workers * 8 - 1")]))
    print(constant("3 * (4 + 5) - 2"))
