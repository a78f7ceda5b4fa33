"""Preload user records before the nightly report."""
from memo import warm


def preload(db, user_ids):
    lookup = db.fetch_user
    size = max(1, len(user_ids) // 2)
    users, ratio, missed = warm(lookup, user_ids, maxsize=size)
    if ratio < 0.5:
        print("low hit ratio: %.2f" % ratio)
    return users
