"""Print the tag cloud of a small blog."""
import sys

from tagindex import build_index

STOP = {"misc", "draft"}


def tag_cloud(posts):
    lines = build_index(posts, STOP)
    header = "%d tags" % len(lines)
    return [header] + lines


def main(argv):
    posts = [{"id": 1, "tags": ["Python", " slicing", "misc"]}, {"id": 2, "tags": ["python", "Testing"]}, {"id": 3, "tags": ["testing ", "Python"]}]
    limit = int(argv[0]) if argv else 10
    for line in tag_cloud(posts)[:limit]:
        print(line)


if __name__ == "__main__":
    main(sys.argv[1:])
