"""Reads a small access log and reports heavy users."""
from traffic import busiest, summarize

EVENTS = [
    {"user": "ana", "size": 1200, "ts": 1},
    {"user": "bo", "size": 300, "ts": 2},
    {"size": 50, "ts": 3},
    {"user": "ana", "size": 900, "ts": 4},
    {"user": "cy", "ts": 5},
    {"user": "bo", "size": 2500, "ts": 6},
]


def main():
    heavy, stats = summarize(EVENTS, 1500)
    print("heavy:", heavy)
    print("busiest:", busiest(stats))
    print("ana:", stats["ana"])


if __name__ == "__main__":
    main()
