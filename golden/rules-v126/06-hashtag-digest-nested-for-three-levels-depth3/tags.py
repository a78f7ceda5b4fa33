"""Hashtag extraction for the microblog export."""


def normalize(tag, source):
    cleaned = tag.strip(".,!?:;").lower()
    if len(cleaned) < 2:
        print(f"{source}: dropping short tag {tag!r}")
        return ""
    return cleaned


def extract(posts, source):
    words = [word for post in posts for word in post.split() if word.startswith("#")]
    tags = [normalize(word[1:], source) for word in words]
    return [tag for tag in tags if tag]


def distinct(tags):
    return {tag for tag in tags}


def mentions(posts):
    return sorted({word[1:] for post in posts for word in post.split() if word.startswith("@")})
