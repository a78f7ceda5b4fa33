"""Load settings files with iniparse.IniParser and report their problems."""
from iniparse import IniParser


def load(text, name, verbose):
    parser = IniParser(comment=";")
    lines = text.splitlines()
    problems = parser.read(lines, name)
    if problems and verbose:
        for message in parser.errors:
            print(message)
    return parser


def load_all(files):
    parsers = []
    for name, text in files:
        parsers.append(load(text, name, verbose=True))
    return parsers


if __name__ == "__main__":
    sample = "[server]\nhost = example.org ; main host\n[server]\nport: 8080\nnot a setting\n\n[client]\nretries=3\n"
    for parser in load_all([("app.ini", sample), ("bad.ini", "orphan = 1\n[late]\n")]):
        print(parser.sections, parser.options)
