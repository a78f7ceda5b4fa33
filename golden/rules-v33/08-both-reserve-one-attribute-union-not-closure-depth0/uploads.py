"""Accepting uploads under a per-user disk quota."""
from quota import Quota


def accept(quota, name, data):
    size = len(data)
    left = quota.reserve(size, tag=name)
    if left < 0:
        return "rejected " + name
    return "stored %s, %d bytes left" % (name, left)


def import_archive(quota, members):
    total = sum(len(body) for body in members.values())
    left = quota.reserve(total, "archive")
    names = sorted(members)
    return left, names


def main():
    quota = Quota(100)
    print(quota.report())
    print(accept(quota, "a.txt", b"x" * 95))
    print(accept(quota, "b.txt", b"y" * 10))
    print(import_archive(Quota(50), {"b": b"yy", "c": b"zzz"}))


if __name__ == "__main__":
    main()
