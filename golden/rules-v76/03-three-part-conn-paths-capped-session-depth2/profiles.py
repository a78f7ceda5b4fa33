"""Open client sessions from user profiles."""
from sessions import Session

AGENT = "catalogue-sync/2.1"


def open_session(profile):
    session = Session(profile["host"], profile.get("port", 443))
    session.timeout = float(profile.get("timeout", 30))
    session.headers = {"User-Agent": AGENT}
    if profile.get("slow_network"):
        session.conn.timeout = session.conn.timeout * 3
    if "retries" in profile:
        session.conn.retries = int(profile["retries"])
    session.headers["Accept"] = profile.get("accept", "*/*")
    attempts = session.conn.retries + 1
    budget = session.timeout * attempts
    return session, budget


def open_all(profiles):
    sessions = []
    for name in sorted(profiles):
        session, budget = open_session(profiles[name])
        print(name, "budget", budget)
        sessions.append(session)
    return sessions


if __name__ == "__main__":
    demo = {"shop": {"host": " Shop.Example. ", "retries": 4}, "slow": {"host": "slow.example", "port": 8443, "slow_network": True}}
    for s in open_all(demo):
        print(s.describe())
