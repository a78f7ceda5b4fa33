"""Step-count streaks for a fitness tracker."""


def best_streak(days, target):
    """Longest run of recorded days that reached the step target."""
    streak = 0
    best = 0
    misses = 0
    for day in days:
        if day is None:
            continue
        if day["steps"] < target:
            streak = 0
            misses += 1
        else:
            streak += 1
            if streak > best:
                best = streak
    print("missed days:", misses)
    return best


def weekly_report(log, goal):
    week = log[-7:]
    active = sum(1 for day in week if day is not None)
    streak = best_streak(week, goal)
    return {"active_days": active, "best_streak": streak}


def monthly_best(log, goal):
    return best_streak(log[-30:], goal)
