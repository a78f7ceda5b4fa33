"""One pass of the background worker."""
from jobs import drain

MAX_BYTES = 64 * 1024 * 1024


def log_errors(queue, errors):
    print("%s: %d job(s) failed" % (queue.name, errors))


def run_once(queue, handlers, dry_run=False):
    handler = handlers.get(queue.kind, handlers["default"])
    limit = 0 if dry_run else MAX_BYTES
    done, errors, size = drain(queue, handler, limit)
    if errors:
        log_errors(queue, errors)
    return done
