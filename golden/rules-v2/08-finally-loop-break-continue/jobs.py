"""Drain a job queue with per-job locking."""
import logging

log = logging.getLogger("jobs")


def drain(queue, handler, limit):
    processed = 0
    failed = 0
    total_bytes = 0
    for job in queue.pending():
        queue.lock(job)
        try:
            if job.cancelled:
                continue
            size = handler(job)
            total_bytes += size
            if total_bytes > limit:
                break
        except Exception:
            log.exception("job %s failed", job.id)
            failed += 1
        finally:
            queue.unlock(job)
            processed += 1
    return processed, failed, total_bytes


def describe(job):
    return "%s (%s)" % (job.id, "cancelled" if job.cancelled else "pending")
