"""Load a settings file into a dict of values."""
from settings import parse_setting


def load(text, strict=False):
    values = {}
    for raw in text.splitlines():
        if not raw.strip():
            continue
        setting = parse_setting(raw, strict)
        if setting is None or setting[0] == "section":
            continue
        key, value, kind = setting
        values[key] = value if kind != "error" else None
    return values


if __name__ == "__main__":
    print(load("[main]\nname = demo  # the app\ndebug = ON\n# note\nbroken\n", strict=True))
