"""Daily figures built from one user's event log."""
from sessions import sessionize


def busiest(events, floor):
    sessions = sessionize(events)
    if not sessions:
        return None
    print("sessions with at least", floor, "events")
    big = [s for s in sessions if len(s) >= floor]
    return max(big, key=len) if big else None


def bounces(events, cutoff):
    quick = sessionize(events, idle=cutoff)
    return sum(1 for s in quick if len(s) == 1)


if __name__ == "__main__":
    LOG = [(0, "open"), (30, "ping"), (60, "click"), (4000, "open"), (4100, "click"), (4200, "buy"), (9000, "ping"), (9100, "open")]
    print(busiest(LOG, 2))
    print(bounces(LOG, 600))
