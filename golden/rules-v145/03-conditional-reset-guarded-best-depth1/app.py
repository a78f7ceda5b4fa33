"""Weekly and monthly streak summary for one user."""

from fitness import weekly_report, monthly_best

GOAL = 8000
LOG = [
    {"steps": 9100},
    {"steps": 8400},
    None,
    {"steps": 8800},
    {"steps": 4200},
    {"steps": 10300},
    {"steps": 9900},
    {"steps": 7600},
    {"steps": 8050},
    None,
    {"steps": 12000},
]

print(weekly_report(LOG, GOAL))
print("month:", monthly_best(LOG, GOAL))
