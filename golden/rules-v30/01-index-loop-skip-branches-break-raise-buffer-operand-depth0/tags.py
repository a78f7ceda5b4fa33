"""Split template tags such as {% url("home", id=3) %} into a name and its arguments."""
from scanner import scan_args


def split_tag(source):
    body = source.strip("{%} ")
    open_at = body.find("(")
    if open_at < 0:
        return body, "", 0
    name = body[:open_at].strip()
    args, end, commas = scan_args(body, open_at)
    rest = body[end:].strip()
    if rest:
        raise ValueError("junk after the arguments of %s: %r" % (name, rest))
    return name, args, commas + 1


def split_all(sources):
    out = []
    for source in sources:
        out.append(split_tag(source))
    return out


if __name__ == "__main__":
    print(split_all(['{% url("home", id=3) %}', "{% now %}", "{% trans('a, (b)', n=f(x, y)) %}"]))
