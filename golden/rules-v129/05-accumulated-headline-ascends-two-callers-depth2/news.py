"""Lay out a front page from stories."""
from banner import headline, byline


def clean_words(raw):
    return raw.replace(",", " ").split()


def front_page(story, width):
    words = clean_words(story["title"])
    tags = clean_words(story["tags"])
    top = headline(words, width)
    credit = byline(story["author"], story["date"])
    tag_line = "Tags: {t}".format(t=", ".join(tags))
    return f"{top}\n{credit}\n{tag_line}"


def edition(stories, wide):
    pages = []
    for story in stories:
        if wide:
            width = 40
        else:
            width = 24
        pages.append(front_page(story, width))
    return "\n\n".join(pages)


def main():
    stories = [
        {"title": "Rain, rain and more #weather rain tomorrow", "tags": "rain,weather",
         "author": "ana", "date": "Mon"},
        {"title": "Local cat elected mayor", "tags": "cats", "author": "bo", "date": "Tue"},
    ]
    print(edition(stories, False))


main()
