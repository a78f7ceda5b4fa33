"""Pro-rate a monthly fee from the day a subscription starts."""
from monthcal import _monthlen, isleap, monthrange


def prorate(fee, start):
    year = int(start[:4])
    month = int(start[5:7])
    day = int(start[8:10])
    first, ndays = monthrange(year, month)
    used = ndays - day + 1
    share = round(fee * used / ndays, 2)
    return share, first


def year_length(year):
    return 366 if isleap(year) else 365


def next_month_days(year, month):
    if month == 12:
        return _monthlen(year + 1, 1)
    return _monthlen(year, month + 1)


if __name__ == "__main__":
    print(prorate(30.0, "2024-02-10"))
    print(year_length(2024), next_month_days(2023, 12))
