"""Flush queued messages through leased connections, within a budget."""
from pool import Connection, Lease


def flush(pool, messages, budget):
    released = 0
    failures = 0
    sent = []
    for message in messages:
        with Lease(pool) as conn:
            try:
                if len(sent) >= budget:
                    break
                conn.send(message)
            except ConnectionError:
                failures += 1
            else:
                sent.append(message)
            finally:
                released += 1
    return sent, failures, released


if __name__ == "__main__":
    connections = [Connection("a"), Connection("b")]
    print(flush(connections, ["hi", "oops!", "bye", "late", "never"], 2))
