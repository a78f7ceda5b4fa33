"""Load settings from text in one of the registered formats."""
from formats import PARSERS, JsonParser


def load(text, kind):
    if kind not in PARSERS:
        raise ValueError("unknown format: " + kind)
    parser = PARSERS[kind](text)
    settings = parser.parse()
    print("loaded", len(settings), "settings")
    return settings


def load_json(text):
    return JsonParser(text).parse()


def startup(files):
    merged = {}
    for name, text in files.items():
        merged.update(load(text, name.rsplit(".", 1)[-1]))
    return merged


if __name__ == "__main__":
    print(startup({"app.ini": "debug = 1\nname = demo", "prod.env": "APP_LEVEL=3 PATH=/bin"}))
    print(load_json('{"debug": 0}'))
