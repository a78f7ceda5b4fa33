"""Read the server port from an INI text."""
import sys

from inifile import IniReader

SAMPLE = "name = demo\n\n[server]\n# local only\nPort = 8080\n"


def load(text, section, key):
    reader = IniReader("main")
    print(reader.describe())
    reader.read_string(text)
    label = reader.describe()
    value = reader.get(section, key, "")
    print(label)
    return value


def main(argv):
    text = SAMPLE
    if argv:
        text = text + "\n".join(argv) + "\n"
    port = load(text, "server", "port")
    print("port", port or "unset")


if __name__ == "__main__":
    main(sys.argv[1:])
