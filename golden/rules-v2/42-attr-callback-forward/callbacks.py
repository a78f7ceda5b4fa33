"""Completion callbacks for thumbnail jobs."""

MAX_EDGE = 256


def remember_thumb(thumb):
    area = thumb["width"] * thumb["height"]
    if area == 0:
        return None
    return {"area": area, "fits": thumb["width"] <= MAX_EDGE}


def log_thumb(thumb):
    print("rendered %(width)dx%(height)d" % thumb)
    return True


def describe_thumb(thumb):
    return "%(width)d by %(height)d pixels" % thumb
