"""Thumbnail file names for an image gallery build."""
import os

from imgutil import output_ext, usable_sizes

PATHS = ["photos/Beach.JPEG", "photos/party.gif", "photos/sky.webp", "notes/readme.txt", "photos/README"]
SIZES = (256, 64, 4096, 64)
QUALITY = 40


def thumb_name(stem, size, ext):
    label = "%dx%d" % (size, size)
    suffix = "." + ext
    return stem + "_" + label + suffix


def plan_thumbs(stem, sizes, ext):
    names = []
    for size in usable_sizes(sizes):
        names.append(thumb_name(stem, size, ext))
    return names


def build(paths, sizes, quality):
    jobs = {}
    for path in paths:
        stem = os.path.splitext(os.path.basename(path))[0]
        ext = output_ext(path, quality)
        if ext is None:
            continue
        jobs[path] = plan_thumbs(stem.lower(), sizes, ext)
    return jobs


if __name__ == "__main__":
    print(build(PATHS, SIZES, QUALITY))
