"""Entry point: two web forms and three mail subjects."""
from desk import triage, titles

FORMS = ["  printer offline ", "new laptop"]
SUBJECTS = [
    "[support] VPN down !1",
    "[support] password reset",
    "[support] slow disk !2",
]


def show(queue):
    for position, ticket in enumerate(queue, start=1):
        print(position, ticket)


def main():
    queue = triage(FORMS, SUBJECTS)
    show(queue)
    print(titles(queue))


if __name__ == "__main__":
    main()
