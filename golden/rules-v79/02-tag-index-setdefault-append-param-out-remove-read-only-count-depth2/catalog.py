"""Builds the tag index of one album for the gallery page."""
from tags import add_photo, count_tag, hide_photo


def album_index(photos, hidden, featured):
    index = {}
    log = []
    added = 0
    for name, tags in photos:
        count = add_photo(index, name, tags, log)
        added += count
    for name in hidden:
        hide_photo(index, name)
    stars = count_tag(index, featured)
    for tag in sorted(index.keys()):
        index[tag].sort()
    print(len(log), "photos,", added, "tags,", stars, "featured")
    return index


def gallery(album, private):
    hidden = [p for p in private if not p.startswith("_")]
    cover = album["cover_tag"].strip()
    index = album_index(album["photos"], hidden, cover)
    return {tag: names for tag, names in index.items() if names}


ALBUM = {"photos": [("c.jpg", ["Sea", "Beach "]), ("b.jpg", ["sea", "Night Sky"]), ("a.jpg", ["night sky", "SEA"])], "cover_tag": " sea"}


if __name__ == "__main__":
    print(gallery(ALBUM, ["b.jpg", "_draft.jpg"]))
