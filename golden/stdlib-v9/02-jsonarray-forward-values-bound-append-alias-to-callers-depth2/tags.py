"""Pull the JSON tag arrays out of key=value log lines."""
import json

from decoder import JSONArray

SCAN = json.JSONDecoder().scan_once


def parse_array(text):
    start = text.index("[")
    parsed = JSONArray((text, start + 1), SCAN)
    values = parsed[0]
    return values


def tags_of(lines):
    tags = []
    for line in lines:
        if "tags=" not in line:
            continue
        found = parse_array(line.split("tags=", 1)[1])
        tags.extend(found)
    return tags


if __name__ == "__main__":
    log = ['host=a tags=["web", "prod"]', "host=b", 'host=c tags=[ ]', 'tags=[1, [2]]']
    print(tags_of(log))
