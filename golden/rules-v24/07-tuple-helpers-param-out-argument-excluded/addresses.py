"""Split RFC 2822 style addresses, in the shape of email.utils.parseaddr."""


def collapse(text):
    return " ".join(text.split())


def split_addr(text, warnings):
    text = collapse(text)
    lt = text.rfind("<")
    gt = text.rfind(">")
    if lt < 0 or gt < lt:
        if "@" not in text:
            warnings.append("no address in %r" % text)
        return "", text
    return text[:lt].strip().strip('"'), text[lt + 1:gt]


def split_domain(addr, default_domain):
    local, at, domain = addr.partition("@")
    if not at:
        domain = default_domain
    return local, domain.lower()
