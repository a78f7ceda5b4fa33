"""Open accounts whose identifiers must not clash with existing ones."""
import sys

import ids


def open_accounts(names, taken, tries):
    made = []
    for name in names:
        attempts = 0
        while True:
            candidate = ids.allocate(name[:2].upper())
            attempts += 1
            if candidate not in taken:
                made.append(candidate)
                break
            if attempts >= tries:
                print("gave up on", name)
                break
    print("next would be", ids.peek())
    upcoming = ids.NEXT
    ids.skip(10)
    return made, upcoming


def main(argv):
    taken = {"AN00100", "BO00114", "BO00121"}
    names = argv or ["ann", "bob"]
    made, upcoming = open_accounts(names, taken, 2)
    print(made, "next free number:", upcoming)


if __name__ == "__main__":
    main(sys.argv[1:])
