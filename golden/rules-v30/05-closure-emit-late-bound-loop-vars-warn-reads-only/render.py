"""Render templates by looking variables up in a context."""
from template import tokenize


def render(source, context, trim=False):
    out = []
    missing = 0
    for kind, value in tokenize(source, trim):
        if kind == "TEXT":
            out.append(value)
        elif value.strip() in context:
            out.append(str(context[value.strip()]))
        else:
            missing += 1
    if missing:
        print(missing, "variables missing")
    return "".join(out)


def greeting(user, compact):
    page = "Hello {{ name }},\n  you have {{ count }} new {{ what }}.\n"
    return render(page, user, compact)


if __name__ == "__main__":
    print(greeting({"name": "Ada", "count": 3}, False))
    print(greeting({"name": "Bo", "count": 1}, True))
