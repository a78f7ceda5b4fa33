"""Make IMAP command tags from a numeric seed."""
from imapnum import Int2AP


def make_prefix(seed):
    prefix = Int2AP(seed)
    if not prefix:
        prefix = b'A'
    return prefix


def new_tag(prefix, counter):
    return prefix + str(counter).encode('ascii')


def session_tags(seed, count):
    prefix = make_prefix(seed)
    tags = []
    for n in range(count):
        tags.append(new_tag(prefix, n))
    return tags


print(session_tags(4660, 3), session_tags(0, 1))
