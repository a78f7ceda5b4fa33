"""Wire a root logger and a child logger, then log through the child."""
import sys

from logtree import Handler, Logger


def build(quiet):
    root = Logger("root")
    console = Handler(30)
    root.add_handler(console)
    child = Logger("app.db", root)
    child.add_handler(Handler(10))
    if quiet:
        child.propagate = False
    return child, console


def main(argv):
    child, console = build("-q" in argv)
    count = child.call_handlers({"level": 40, "msg": "disk full"})
    child.call_handlers({"level": 20, "msg": "slow query"})
    print(count, "handlers saw it;", len(console.records), "record(s) on the console")
    return count


if __name__ == "__main__":
    main(sys.argv[1:])
