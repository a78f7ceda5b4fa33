"""Command line front end built on options.getopt."""
from options import getopt


def parse(argv):
    args = list(argv)
    longopts = ["output=", "verbose", "level="]
    opts, errors = getopt(args, "vo:", longopts)
    files = list(args)
    for problem in errors:
        print("warning:", problem)
    settings = dict(opts)
    settings["files"] = files
    return settings


def main():
    argv = ["--level=3", "-v", "--output", "out.txt", "-o", "log.txt", "-x", "--colour", "--", "-b.txt", "a.txt"]
    settings = parse(argv)
    print(settings)
    return 0


if __name__ == "__main__":
    main()
