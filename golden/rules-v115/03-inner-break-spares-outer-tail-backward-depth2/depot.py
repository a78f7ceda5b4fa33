"""Depot: pack the morning run and the express run."""

from shipping import heaviest, pack

CRATE_KG = 20


def run_day(morning, express, cap):
    first, kg1 = pack(morning, CRATE_KG, cap)
    second, kg2 = pack(express, CRATE_KG // 2, 1)
    print("morning:", first, kg1, "kg")
    print("express:", second, kg2, "kg")
    print("heaviest morning order:", heaviest(morning), "kg")
    return kg1 + kg2


def main():
    morning = [[5, 9, 8], [12, 11], [3]]
    express = [[4, 4, 4], [2]]
    limit = 2
    total = run_day(morning, express, limit)
    print("total kg:", total)


if __name__ == "__main__":
    main()
