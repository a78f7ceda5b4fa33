"""Entry point of the nightly batch: print the job's records."""
import sys
import time

from logfmt.formatter import LogRecord
from logfmt.output import render_all


def main(argv):
    records = [LogRecord("batch", line, None, time.time()) for line in argv[1:]]
    sys.stdout.write(render_all(records) + "\n")
    return 0
