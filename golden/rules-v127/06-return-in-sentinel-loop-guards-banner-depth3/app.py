"""Load two settings texts and report their banners."""
from settings import parse

GOOD = "name=demo\nmode=fast\n\nbody text"
BAD = "name=demo\n!broken"


def load(text):
    cleaned = text.replace("\r", "")
    result = parse(cleaned.split("\n"))
    if result is None:
        return "rejected"
    banner, count = result
    return f"{banner} ({count} entries)"


def report(texts):
    shown = []
    for text in texts:
        shown.append(load(text))
    return shown


if __name__ == "__main__":
    for line in report([GOOD, BAD]):
        print(line)
