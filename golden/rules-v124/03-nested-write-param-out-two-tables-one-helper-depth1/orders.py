"""Tallies one week of orders and refunds."""
from tally import day_total, new_day_table, tally

ORDERS = [
    {"id": 1, "user": "ana", "day": "mon", "kind": "web", "qty": 2},
    {"id": 2, "user": "", "day": "mon", "kind": "web", "qty": 9},
    {"id": 3, "user": "bo", "day": "tue", "kind": "shop", "qty": 1},
    {"id": 4, "user": "ana", "day": "mon", "kind": "web", "qty": 3},
    {"id": 5, "user": "cy", "day": "sun", "kind": "web", "qty": 4},
]
REFUNDS = [{"id": 6, "user": "bo", "day": "mon", "kind": "web", "qty": 1}]


def main():
    days = ["mon", "tue"]
    kinds = ["web", "shop"]
    by_user = {}
    by_day = new_day_table(days, kinds)
    refunds = new_day_table(days, kinds)
    tally(ORDERS, by_user, by_day)
    tally(REFUNDS, by_user, refunds)
    mon_web = by_day["mon"]["web"]
    net = mon_web - refunds["mon"]["web"]
    print("orders by user:", by_user)
    print("mon web:", mon_web, "net:", net)
    print("tue total:", day_total(by_day, "tue"))


if __name__ == "__main__":
    main()
