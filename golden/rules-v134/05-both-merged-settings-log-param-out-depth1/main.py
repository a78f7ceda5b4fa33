from settings import load_defaults, merge, show


def main():
    log = []
    defaults = load_defaults()
    user = {"theme": "dark"}
    user.setdefault("size", 14)
    merged = merge(defaults, user, log)
    line = show(merged)
    print(line)
    print(log)
    merged = {"theme": "plain"}
    print(show(merged))


def banner(text):
    return "== " + text + " =="


main()
