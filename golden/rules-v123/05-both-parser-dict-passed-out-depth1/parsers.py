"""Parsers for the import formats, looked up by file extension."""

DELIMITER = ";"


def parse_csv(text):
    return [line.split(",") for line in text.splitlines() if line]


def parse_ssv(text):
    return [line.split(DELIMITER) for line in text.splitlines() if line]


def parse_plain(text):
    return [[line] for line in text.splitlines() if line]


PARSERS = {"csv": parse_csv}
PARSERS["ssv"] = parse_ssv


def parser_for(filename):
    name = filename.lower()
    if name.endswith(".bak"):
        name = name[:-4]
    ext = name.rsplit(".", 1)[-1]
    return PARSERS.get(ext, parse_plain)
