"""Read one JSON value with the pure-Python scanner built from a decoder."""
import json

from scanner import py_make_scanner


def scan_value(text, idx=0):
    decoder = json.JSONDecoder()
    scan_once = py_make_scanner(decoder)
    value, end = scan_once(text, idx)
    return value


def scan_all(texts):
    values = []
    for text in texts:
        text = text.strip()
        if not text:
            continue
        values.append(scan_value(text))
    return values


if __name__ == "__main__":
    print(scan_all(["42", " 2.5e3 ", "", "-Infinity", '{"n": [1, 7]}', "null"]))
