"""Command-line front end: run the tasks at the verbosity named on the command line."""
import sys

import logsetup


def banner(version):
    logsetup.emit(20, "tool %s starting" % version)


def run(tasks):
    done = []
    for name, level in tasks:
        if logsetup.emit(level, "running " + name):
            done.append(name)
    return done


def parse_level(argv):
    word = argv[0] if argv else "info"
    return logsetup.LEVELS.get(word.lower(), 20)


def _rule(width):
    return "-" * width


def frame(text):
    rule = _rule(len(text) + 4)
    return "%s\n| %s |\n%s" % (rule, text, rule)


def main(argv, tasks):
    banner("1.4")
    verbosity = parse_level(argv)
    logsetup.set_threshold(verbosity)
    shown = run(tasks)
    hidden = logsetup.dropped_count()
    return "%d shown, %d hidden" % (len(shown), hidden)


TASKS = [("fetch", 20), ("parse", 10), ("store", 30)]

if __name__ == "__main__":
    print(frame(main(sys.argv[1:], TASKS)))
