"""Parsers for the upload formats, looked up by file extension."""
import csv
import io
import json


def parse_csv(text):
    reader = csv.DictReader(io.StringIO(text))
    return list(reader)


def parse_json(text):
    data = json.loads(text)
    if isinstance(data, dict):
        data = [data]
    return data


def parse_lines(text):
    rows = []
    for line in text.splitlines():
        if line.strip():
            rows.append({"line": line.strip()})
    return rows


PARSERS = {"csv": parse_csv, "json": parse_json, "txt": parse_lines}
