"""Weekly hashtag digest for the microblog export."""
from stats import count_tags, top_tags
from tags import mentions


def main():
    posts = [
        "Release day! #python #Packaging",
        "Reading about #python typing @guido",
        "#a quick note: #packaging is hard, #Python helps",
        "Lunch #food @ada",
    ]
    source = "export-2024-w10.json"
    counts = count_tags(posts, source)
    limit = 2
    ranked = top_tags(counts, limit)
    limit = 5
    people = mentions(posts)[:limit]
    print(f"top tags: {', '.join(ranked)}")
    print(f"mentioned: {', '.join(people)}")


if __name__ == "__main__":
    main()
