"""Count links and hashtags in a batch of posts (a top-to-bottom script)."""
import re

URL = re.compile(r"https?://\S+")
HASHTAG = re.compile(r"#(\w+)")

posts = [
    "Release notes at https://example.org/r#notes #Release #python",
    "no tags here",
    "#python tips: see http://example.com/t",
]

tags = []
links = 0
for post in posts:
    links += len(URL.findall(post))
    plain = URL.sub("<link>", post)
    for tag in HASHTAG.findall(plain):
        tags.append(tag.lower())
unique = sorted(set(tags))
print("links:", links)
print("tags:", unique)
print("pattern:", URL.pattern)
