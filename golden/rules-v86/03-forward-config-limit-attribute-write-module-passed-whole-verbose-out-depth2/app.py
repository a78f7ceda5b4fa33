"""Command-line entry point of the thumbnail worker."""
import sys

import config
import worker


def parse_limit(argv):
    for arg in argv[1:]:
        if arg.startswith("--limit="):
            return int(arg.split("=", 1)[1])
    return 5


def main(argv):
    config.VERBOSE = "-v" in argv
    limit = parse_limit(argv)
    config.LIMIT = limit
    queue = [f"img{n}.png" for n in range(12)]
    if config.VERBOSE:
        print("limit", config.LIMIT, "retries", config.RETRIES)
    done = worker.run(config, queue)
    skipped = len(queue) - len(done)
    print("done", len(done), "skipped", skipped)
    return 1 if skipped else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
