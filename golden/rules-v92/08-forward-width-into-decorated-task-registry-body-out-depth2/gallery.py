"""Lay out a page of image banners."""
from tasks import resize, run


def banner(image, page_width):
    margin = 40
    width = page_width - 2 * margin
    scaled = resize(image, width)
    area = scaled["w"] * scaled["h"]
    caption = "%dx%d %s" % (scaled["w"], scaled["h"], image.get("title", ""))
    return caption, area


def page(images, page_width):
    blocks = []
    for image in images:
        caption, area = banner(image, page_width)
        if area > 500000:
            caption = caption + " (large)"
        blocks.append(caption)
    return "\n".join(blocks)


if __name__ == "__main__":
    shots = [{"w": 1600, "h": 900, "title": "dunes"}, {"w": 800, "h": 800}]
    print(page(shots, 1000))
    print(run("thumbnail", shots[0]))
