"""Plan tonight's and a quick restock order."""

from restock import load_settings, restock_plan

ITEMS = [
    {"name": "tape", "qty": 2, "min": 10},
    {"name": "glue", "qty": 0, "min": 4},
    {"name": "pins", "qty": 50, "min": 20},
    {"name": "ink", "qty": 1, "min": 3},
]


def main():
    night = load_settings("night")
    tonight = restock_plan(ITEMS, night)
    quick = restock_plan(ITEMS, {"sort_by": "name", "limit": 1})
    count = len(ITEMS)
    print("tonight:", tonight)
    print("quick:", quick)
    print("items checked:", count)


main()
