"""Pro-rated rent and vacancy figures for a small lettings office."""
from calendar_months import monthrange

RENT = 1200


def prorated_rent(year, month, move_in_day):
    days = monthrange(year, month)[1]
    occupied = days - move_in_day + 1
    note = "moved in on day %d" % move_in_day
    amount = round(RENT * occupied / days, 2)
    return amount, note


def vacancy_days(year, vacant_months):
    total = 0
    for month in vacant_months:
        if month < 1 or month > 12:
            continue
        total += monthrange(year, month)[1]
    return total


if __name__ == "__main__":
    print(prorated_rent(2024, 2, 10))
    print(vacancy_days(2023, [2, 13, 4]))
