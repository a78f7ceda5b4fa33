"""Drains a few job queues fairly, one job per turn."""

from rrobin import round_robin


def make_queues():
    queues = {}
    queues.setdefault("mail", []).extend(["m1", "m2", "m3"])
    queues.setdefault("index", []).append("i1")
    queues["thumbs"] = []
    return queues


def drain(quantum):
    queues = make_queues()
    done = round_robin(queues, quantum)
    print("served", len(done))
    return done


if __name__ == "__main__":
    print(drain(1))
