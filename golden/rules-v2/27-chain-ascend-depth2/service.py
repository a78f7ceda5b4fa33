"""Export of user records."""
from repository import fetch_many, fetch_record


def export_user(store, user_id, fields):
    record = fetch_record(store, user_id)
    if record is None:
        return {}
    return {f: record.get(f) for f in fields}


def export_active(store, ids):
    records = fetch_many(store, ids)
    return [r for r in records if r.get("active")]
