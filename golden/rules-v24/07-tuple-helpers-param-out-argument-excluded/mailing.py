"""Count mailing-list subscribers per mail domain."""
import sys

from addresses import split_addr, split_domain

LOCAL_DOMAIN = "example.org"
SUBSCRIBERS = ['"Ann Lee" <ann@Example.COM>', "bob", "  cy@mail.net ", "Dee <dee@mail.net>"]


def domain_of(entry, problems):
    name, addr = split_addr(entry, problems)
    local, domain = split_domain(addr, LOCAL_DOMAIN)
    print("subscriber", name or local, "at", domain)
    return domain


def by_domain(entries):
    problems = []
    counts = {}
    for entry in entries:
        domain = domain_of(entry, problems)
        counts[domain] = counts.get(domain, 0) + 1
    return counts, problems


def main(argv):
    entries = argv or SUBSCRIBERS
    counts, problems = by_domain(entries)
    for domain in sorted(counts):
        print(domain, counts[domain])
    print(len(problems), "problem(s):", problems)


if __name__ == "__main__":
    main(sys.argv[1:])
