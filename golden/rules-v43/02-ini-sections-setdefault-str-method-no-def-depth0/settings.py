"""Application settings from an INI text."""
from inifile import read_sections

SAMPLE = "; demo\nlevel = 2\n[Server]\nHost = example.org\nport = 8080\nhost = twice\n[paths]\nbroken line\nroot = /srv\n"


def parse_settings(text, case_sensitive=False):
    sections, errors = read_sections(text, lower=not case_sensitive)
    merged = {}
    for name, pairs in sections.items():
        merged[name] = dict(pairs)
    if errors:
        print("problems on lines", errors)
    return merged


if __name__ == "__main__":
    print(parse_settings(SAMPLE))
