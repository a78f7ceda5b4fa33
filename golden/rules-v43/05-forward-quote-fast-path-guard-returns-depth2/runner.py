"""Build the command lines of a deployment script."""
from quoting import SAFE, quote, quote_all


def render(program, args, extra=""):
    safe = SAFE | frozenset(extra)
    head = quote(program)
    words, changed = quote_all(args, safe)
    line = " ".join([head] + words)
    if changed:
        line += "  # quoted"
    return line


if __name__ == "__main__":
    print(render("rsync", ["-a", "~/site/", "host:/var/www"], extra="~"))
    print(render("echo", ["it's", "", "done"]))
