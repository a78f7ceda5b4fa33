"""Render a blog post footer."""
from tags import tag_line, word_count


def footer(post, header):
    keep = post.get("max_tags", 2)
    header = header.strip()
    words = word_count(post["body"])
    line = tag_line(post["tags"], header, keep)
    stats = f"{words} words, {len(post['tags'])} tags"
    return line + "\n" + stats


def archive_footer(post):
    topics = sorted(post["tags"])
    return tag_line(topics, "Archived under", 5)


def main():
    post = {
        "body": "First line of text\nand a second one",
        "tags": [" python", "strings ", "f-strings", "format"],
    }
    print(footer(post, " Tagged: "))
    print(archive_footer(post))


main()
