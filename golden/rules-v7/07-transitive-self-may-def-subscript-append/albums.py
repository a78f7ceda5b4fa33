"""Smart albums for the photo library."""
from tagindex import TagIndex


def build_album(photos, years, theme):
    index = TagIndex()
    by_year = {year: [] for year in years}
    undated = []
    for photo in photos:
        index.add(photo["id"], photo["labels"])
        if photo["year"] in by_year:
            by_year[photo["year"]].append(photo["id"])
        else:
            undated.append(photo["id"])
    tagged = index.count()
    album = {"theme": index.lookup(theme), "years": by_year}
    return album, tagged, undated
