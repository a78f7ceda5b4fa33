"""Command-line export tool."""
import json

from repository import RecordStore
from service import export_user


def main(argv, backend):
    store = RecordStore(backend, "users")
    user_id = argv[1]
    fields = argv[2].split(",") if len(argv) > 2 else ["name", "email"]
    data = export_user(store, user_id, fields)
    print(json.dumps(data, indent=2))
    return 0
