"""Sends queued mail without exceeding the provider's rate limit."""
from ratelimit import TokenBucket


def drain(queue, send, per_second=5):
    bucket = TokenBucket(per_second, per_second * 2)
    sent = 0
    for message in queue:
        if not bucket.try_take():
            break
        send(message)
        sent += 1
    left = bucket.available()
    print("sent %d, %d tokens left" % (sent, left))
    return sent, bucket.stats()


def bounce(bucket, message, outbox):
    bucket.refund()
    outbox.append(message)
    return len(outbox)
