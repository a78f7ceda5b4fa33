"""urllib.parse excerpt (verbatim _splitnetloc)."""


def _splitnetloc(url, start=0):
    delim = len(url)   # position of end of domain part of url, default is end
    for c in '/?#':    # look for delimiters; the order is NOT important
        wdelim = url.find(c, start)        # find first of this delim
        if wdelim >= 0:                    # if found
            delim = min(delim, wdelim)     # use earliest delim position
    return url[start:delim], url[delim:]   # return (domain, rest)


url = "//example.com:80/path?q=1#frag"
netloc, rest = _splitnetloc(url, 2)
print(netloc)
print(rest)
