"""A batch job that logs its progress and returns the log."""
import sys

from logkit import DEBUG, INFO, WARNING, Logger


def run(jobs, verbose):
    threshold = DEBUG if verbose else WARNING
    logger = Logger("batch")
    audit = Logger("audit")
    logger.set_level(threshold)
    for job in jobs:
        logger.log(DEBUG, "starting " + job)
        audit.log(INFO, job)
    done = logger.log(INFO, "finished")
    text = logger.dump()
    if not done:
        text = "(quiet)"
    return text


def main(argv):
    report = run([arg for arg in argv if arg != "-v"], "-v" in argv)
    return report


if __name__ == "__main__":
    print(main(sys.argv[1:] or ["load", "-v", "index"]))
