"""Retrying wrapper around a transport's send()."""
import random
import time

from .schedule import Backoff, PollBackoff

SPREAD = 0.1


def send_with_retry(transport, payload, attempts=5, seed=None):
    rng = random.Random(seed)
    waited = 0.0
    for attempt in range(attempts):
        reply = transport.send(payload)
        if reply.ok:
            return reply
        reason = reply.error or "status %d" % reply.status
        pause = Backoff.jitter(Backoff.delay(attempt, reason), SPREAD, rng)
        time.sleep(pause)
        waited += pause
    raise TimeoutError("no reply after %d attempts (%.1f s)" % (attempts, waited))


def wait_for_job(transport, job_id, polls=20):
    for n in range(polls):
        status = transport.status(job_id)
        if status.done:
            return status
        time.sleep(PollBackoff.delay(n, "pending"))
    return None
