"""Publishes the weekly sales digest to the file share and to the API."""
from exporters import CsvExporter, JsonExporter

PAGE = 50


def to_share(rows, path):
    exporter = CsvExporter("Weekly sales")
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(exporter.export(rows))
    return exporter.describe()


def to_api(client, rows, pretty):
    exporter = JsonExporter("sales", indent=2 if pretty else None)
    print("exporting", exporter.describe())
    payload = exporter.export(rows, limit=PAGE)
    client.post("/digest", payload)
    return len(payload)
