"""Page settings: a user's saved choices over the site defaults, then the query."""
from chainmap import ChainMap

SITE = {"theme": "light", "lang": "en", "page_size": 20}


def page_settings(saved, query):
    settings = ChainMap(SITE)
    settings.maps = [dict(saved)] + settings.maps
    layers = len(settings.maps)
    theme = settings.get("theme", "light")
    request = settings.new_child(query)
    size = int(request.get("page_size", 20))
    lang = SITE["lang"]
    return {"theme": theme, "size": size, "lang": lang, "layers": layers}


if __name__ == "__main__":
    site_only = ChainMap(SITE).new_child()
    chosen = page_settings({"theme": "dark"}, {"page_size": "50"})
    print(chosen["theme"], chosen["size"], chosen["lang"], chosen["layers"])
    print(site_only.parents.get("theme"), len(site_only))
