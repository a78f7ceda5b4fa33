"""Report which wanted options a deployment config sets in its defaults."""
from rawconfig import RawConfigParser


def describe(parser, section, names):
    parser.add_section(section)
    lines = []
    for name in names:
        if name.startswith("#"):
            continue
        source = "default" if parser.has_option(None, name) else "unset"
        lines.append("%s.%s: %s" % (section, name, source))
    return lines


def main():
    defaults = {"Timeout": "30", "Retries": "3"}
    parser = RawConfigParser(defaults)
    for line in describe(parser, "server", ["timeout", "#note", "user", "RETRIES"]):
        print(line)


if __name__ == "__main__":
    main()
