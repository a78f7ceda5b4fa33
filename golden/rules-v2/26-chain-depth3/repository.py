"""Records stored in a key/value backend."""
from codec import decode, encode


class RecordStore:
    def __init__(self, backend, namespace):
        self.backend = backend
        self.namespace = namespace
        self.readonly = False


def record_key(store, record_id):
    return "%s:%s" % (store.namespace, record_id)


def fetch_record(store, record_id):
    blob = store.backend.get(record_key(store, record_id))
    if blob is None:
        return None
    return decode(blob)


def fetch_many(store, ids):
    out = []
    for rid in ids:
        blob = store.backend.get(record_key(store, rid))
        if blob is not None:
            out.append(decode(blob))
    return out


def save_record(store, record_id, record):
    if store.readonly:
        raise PermissionError("store is read-only")
    store.backend.set(record_key(store, record_id), encode(record))
