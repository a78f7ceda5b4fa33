"""Read a small INI text into a flat dict of options (after configparser.read_string)."""
from inifile import strip_comments


def read_config(text, inline=(";",), legacy=False):
    full = ("#",) if legacy else ("#", ";")
    entries = strip_comments(text.splitlines(), inline, full)
    options = {}
    section = "DEFAULT"
    for lineno, value in entries:
        if value.startswith("[") and value.endswith("]"):
            section = value[1:-1].strip()
            continue
        key, sep, val = value.partition("=")
        if not sep:
            raise ValueError("line %d: no '=' in %r" % (lineno, value))
        options[section + "." + key.strip()] = val.strip()
    return options


def load(text, flavor):
    if flavor == "strict":
        return read_config(text, inline=())
    return read_config(text, legacy=flavor == "legacy")


if __name__ == "__main__":
    SAMPLE = "# settings\n[paths]\nhome = /srv;www ; the root\nlogs=/var/log\n  ; indented note\n[ui]\ncolor = blue;green ;last\n"
    print(load(SAMPLE, "default"))
    print(load(SAMPLE, "strict"))
    print(load(SAMPLE, "legacy"))
