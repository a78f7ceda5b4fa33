"""Headline clean-up for the news feed."""
from text import collapse_spaces, pipeline, shorten, strip_tags

HEADLINES = [
    "<b>Markets</b>   rally   as   rates   hold",
    "  Local <i>team</i> wins the   cup after a long and nervous final  ",
    "<br>",
]


def card_title(raw, short):
    return pipeline(raw, strip_tags, collapse_spaces, shorten if short else None)


def search_key(raw):
    log = []
    key = pipeline(raw.lower(), strip_tags, collapse_spaces, trace=log)
    print(f"search key built in {len(log)} step(s)")
    return key


if __name__ == "__main__":
    for headline in HEADLINES:
        print(repr(card_title(headline, short=True)))
        print(repr(search_key(headline)))
