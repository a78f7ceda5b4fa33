"""Body parsing: paragraphs and word counts."""

from .headers import SEP


def parse(text):
    paras = [p.strip() for p in text.split("\n\n")]
    return [p for p in paras if p]


def words(paras):
    total = 0
    for p in paras:
        total += len(p.split())
    return total


def quoted(paras):
    return [p for p in paras if p.startswith(">")]


def has_header_like(paras):
    return any(SEP in p for p in paras)
