"""Fit words into a one-line headline."""


def headline(words, limit):
    text = ""
    dropped = 0
    for word in words:
        if word.startswith("#"):
            dropped += 1
            continue
        if len(text) + len(word) > limit:
            text += "..."
            break
        if text:
            text += " "
        text += word
    if dropped:
        print("dropped %d hashtags" % dropped)
    return text


def byline(author, date):
    return "by {who} on {when}".format(when=date, who=author.title())
