"""Tag index of a photo catalog: tag -> list of photo names."""


def clean_tag(tag):
    return tag.strip().lower().replace(" ", "-")


def add_photo(index, name, tags, log):
    for tag in tags:
        index.setdefault(clean_tag(tag), []).append(name)
    log.append(name)
    return len(tags)


def hide_photo(index, name):
    removed = 0
    for tag in list(index.keys()):
        if name in index[tag]:
            index[tag].remove(name)
            removed += 1
    return removed


def count_tag(index, tag):
    hits = index.get(clean_tag(tag), [])
    return len(hits)
