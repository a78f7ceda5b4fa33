"""Run build tasks, quietly unless asked otherwise."""
import sys

from logs import NullLogger


def run_quietly(tasks, verbose):
    logger = NullLogger("quiet")
    if verbose:
        logger.set_level(10)
    done = 0
    for task in tasks:
        logger.log(20, "running " + task)
        done += 1
    report = logger.summary()
    print(done, "tasks done")
    return report


def main(argv):
    tasks = [arg for arg in argv if not arg.startswith("-")]
    verbose = "-v" in argv
    print(run_quietly(tasks, verbose))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
