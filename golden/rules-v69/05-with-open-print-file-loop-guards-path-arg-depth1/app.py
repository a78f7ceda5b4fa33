import os
import tempfile
from store import save_records


def backup(records, folder, quota):
    path = os.path.join(folder, "records.csv")
    limit = max(quota - 1, 0)
    sep = ";" if quota > 10 else ","
    result = save_records(path, records, limit, sep)
    print(f"backup: {result['written']} records, {result['bytes']} bytes")
    return result


def main():
    records = [{"id": 1, "v": "a"}, {"id": 2, "v": "b", "draft": True}, {"id": 3, "v": "c"}, {"id": 4, "v": "d"}]
    with tempfile.TemporaryDirectory() as folder:
        backup(records, folder, 3)


if __name__ == "__main__":
    main()
